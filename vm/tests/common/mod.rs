//! Helpers shared by the integration tests that compile small Java
//! programs at test time and run them on rjvm.

pub mod traced;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Writes `sources` (class name, Java source) into a directory named `dir`
/// under the test's temporary directory and compiles them with
/// `javac --release 8`; returns the directory (classes land there too).
#[allow(dead_code)]
pub fn compile(dir: &str, sources: &[(&str, &str)]) -> PathBuf {
    compile_release(dir, "8", sources)
}

/// [`compile`] with `javac --release <release>`.
#[allow(dead_code)]
pub fn compile_release(dir: &str, release: &str, sources: &[(&str, &str)]) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut files = Vec::new();
    for (name, src) in sources {
        let f = dir.join(format!("{name}.java"));
        std::fs::write(&f, src).unwrap();
        files.push(f);
    }
    let st = Command::new("javac")
        .args(["--release", release, "-d"])
        .arg(&dir)
        .args(&files)
        .status()
        .expect("javac is needed for this test");
    assert!(st.success(), "javac failed");
    dir
}

/// Runs rjvm with `classes` as the class path.
#[allow(dead_code)]
pub fn rjvm(classes: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rjvm"))
        .arg("-cp")
        .arg(classes)
        .args(args)
        .output()
        .unwrap()
}

/// The java-tests programs (`java-tests/programs/*.java`, plus
/// `programs17/` when `release` is "17") compiled with `javac --release
/// <release> -g` into a directory under the test's temporary directory,
/// recompiled only when a source is newer than the last compilation.
/// Returns the directory and the programs' class names.
#[allow(dead_code)]
pub fn compile_java_tests(release: &str) -> (PathBuf, Vec<String>) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../java-tests");
    let mut sources = Vec::new();
    let mut dirs = vec!["programs"];
    if release == "17" {
        dirs.push("programs17");
    }
    for d in dirs {
        let Ok(entries) = std::fs::read_dir(root.join(d)) else {
            continue;
        };
        for e in entries.flatten() {
            if e.path().extension().is_some_and(|x| x == "java") {
                sources.push(e.path());
            }
        }
    }
    sources.sort();
    let names = sources
        .iter()
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("metrics-java{release}"));
    let stamp = out.join("compiled.stamp");
    let mtime = |p: &Path| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    let stamp_time = mtime(&stamp);
    let fresh = stamp_time.is_some() && sources.iter().all(|s| mtime(s) < stamp_time);
    if !fresh {
        let _ = std::fs::remove_dir_all(&out);
        std::fs::create_dir_all(&out).unwrap();
        let st = Command::new("javac")
            .args([
                "--release",
                release,
                "-g",
                "-nowarn",
                "-encoding",
                "UTF-8",
                "-d",
            ])
            .arg(&out)
            .args(&sources)
            .output()
            .expect("javac is needed for this test");
        assert!(st.status.success(), "javac failed: {st:?}");
        std::fs::write(&stamp, "").unwrap();
    }
    (out, names)
}

/// Asserts that metric `name` of a partition of a metrics JSON document
/// is `want`, to 1e-9 relative (the engine may divide in another order).
#[allow(dead_code)]
pub fn check_metric(partition: &serde_json::Value, name: &str, want: f64) {
    let got = partition[name]
        .as_f64()
        .unwrap_or_else(|| panic!("{name}: {}", partition[name]));
    assert!(
        (got - want).abs() <= 1e-9 * want.abs().max(1.0),
        "{name}: expected {want}, got {got}"
    );
}

/// The `// rjvm-test: jvm=...` and `args=...` directive lines at the top of
/// a java-tests program: (JVM options, program arguments).
#[allow(dead_code)]
pub fn directives(source: &Path) -> (Vec<String>, Vec<String>) {
    let text = std::fs::read_to_string(source).unwrap_or_default();
    let (mut jvm, mut args) = (Vec::new(), Vec::new());
    for line in text.lines() {
        let Some(body) = line.strip_prefix("// rjvm-test:") else {
            break;
        };
        let (k, v) = body.trim().split_once('=').unwrap_or(("", ""));
        let words = v.split_whitespace().map(str::to_owned).collect();
        match k.trim() {
            "jvm" => jvm = words,
            "args" => args = words,
            _ => {}
        }
    }
    (jvm, args)
}

/// One java-tests program to run: class path, VM options and arguments
/// (from its `// rjvm-test:` directives), main class.
#[allow(dead_code)]
pub struct JavaTest {
    /// Where its classes are.
    pub classpath: PathBuf,
    /// VM options before the main class.
    pub jvm: Vec<String>,
    /// The main class.
    pub main: String,
    /// The program's arguments.
    pub args: Vec<String>,
}

/// Every java-tests program: `programs` (compiled for release 8), those of
/// `programs17` with a source (release 17), and the prebuilt classes of
/// `fixtures/classes` (top-level classes only).
#[allow(dead_code)]
pub fn java_test_programs() -> Vec<JavaTest> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../java-tests");
    let mut jobs = Vec::new();
    let (dir8, names8) = compile_java_tests("8");
    for n in names8 {
        let (jvm, args) = directives(&root.join("programs").join(format!("{n}.java")));
        jobs.push(JavaTest {
            classpath: dir8.clone(),
            jvm,
            main: n,
            args,
        });
    }
    let (dir17, names17) = compile_java_tests("17");
    for n in names17 {
        let src = root.join("programs17").join(format!("{n}.java"));
        if src.exists() {
            let (jvm, args) = directives(&src);
            jobs.push(JavaTest {
                classpath: dir17.clone(),
                jvm,
                main: n,
                args,
            });
        }
    }
    for f in std::fs::read_dir(root.join("fixtures/classes"))
        .unwrap()
        .flatten()
    {
        let name = f.path().file_stem().unwrap().to_string_lossy().into_owned();
        if f.path().extension().is_some_and(|e| e == "class") && !name.contains('$') {
            jobs.push(JavaTest {
                classpath: root.join("fixtures/classes"),
                jvm: Vec::new(),
                main: name,
                args: Vec::new(),
            });
        }
    }
    jobs
}
