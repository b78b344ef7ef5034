//! The java-tests suite: runs every Java program in `java-tests/programs/` (and every
//! hand-assembled class in `java-tests/fixtures/classes/`) on rjvm and compares stdout
//! byte for byte, and the exit code, with golden files recorded from HotSpot by
//! `java-tests/regen.sh`.
//!
//! * All programs are compiled once, with a single `javac --release 8 -g -d <dir> *.java`
//!   into `$CARGO_TARGET_TMPDIR/java-tests/classes`; the compilation is skipped when the
//!   sources (names, sizes, modification times) are unchanged since the last one.
//! * Every program is also compiled with `javac --release 17` (string `+` then uses
//!   `invokedynamic`), together with the Java-17-only programs of `java-tests/programs17/`
//!   (records and other new language features), into a second directory.
//! * One trial per program and release (`java8::<Name>`, `java17::<Name>`) and per fixture
//!   class (`fixture::<Name>`); programs that run threads once more with a thread switch
//!   due after every bytecode (`quantum1::<Name>`, `-XX:ThreadQuantum=1`, same golden files),
//!   plus `suite::golden_files_consistent`, which checks that every program has golden
//!   files and every golden file has a program. Filters and the other libtest options work
//!   as usual: `cargo test -p rjvm --test java_tests -- java8::Sieve`.
//! * A program may start with directive lines, shared with `regen.sh`:
//!   `// rjvm-test: args=a b c` (arguments to `main`) and `// rjvm-test: jvm=-Dk=v`
//!   (VM options before the class name), both whitespace-separated, and
//!   `// rjvm-test: stdin=Name.txt` (stdin read from `java-tests/fixtures/stdin/Name.txt`
//!   instead of closed).
//!
//! Environment:
//! * `RJVM_TEST_JAVA=/usr/bin/java` runs the suite on another VM instead of the rjvm binary
//!   (useful to validate programs and golden files against HotSpot itself);
//! * `RJVM_TEST_TIMEOUT=<seconds>` changes the per-program timeout (default 60);
//! * `JAVAC=<path>` selects the Java compiler (default `javac` from `PATH`).

use std::ffi::OsString;
use std::fmt::Write as _;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, OnceLock};
use std::time::UNIX_EPOCH;

use libtest_mimic::{Arguments, Failed, Trial};

mod golden;
use golden::*;

/// The prefix of a directive line at the top of a program.
const DIRECTIVE_PREFIX: &str = "// rjvm-test:";

/// Options read from a program's leading `// rjvm-test:` lines.
#[derive(Debug, Default, Clone)]
struct Directives {
    /// Arguments passed to `main`.
    args: Vec<String>,
    /// VM options placed before the main class name.
    jvm: Vec<String>,
    /// A file in `java-tests/fixtures/stdin/` fed to the program's stdin (closed if none).
    stdin: Option<String>,
}

impl Directives {
    /// Parses the leading directive lines of `source`; unknown keys are errors so that a
    /// typo does not silently drop an option.
    fn parse(source: &str) -> Result<Directives, String> {
        let mut d = Directives::default();
        for line in source.lines() {
            let Some(body) = line.strip_prefix(DIRECTIVE_PREFIX) else {
                break;
            };
            let body = body.trim();
            let (key, value) = body
                .split_once('=')
                .ok_or_else(|| format!("directive without '=': {line:?}"))?;
            let words = value.split_whitespace().map(str::to_owned).collect();
            match key.trim() {
                "args" => d.args = words,
                "jvm" => d.jvm = words,
                "stdin" => d.stdin = Some(value.trim().to_owned()),
                other => return Err(format!("unknown directive key {other:?} in {line:?}")),
            }
        }
        Ok(d)
    }
}

/// One Java program from `java-tests/programs/`.
#[derive(Debug, Clone)]
struct Program {
    name: String,
    source: PathBuf,
}

/// The suite's directories and contents, discovered once at start-up.
#[derive(Debug)]
struct Suite {
    root: PathBuf,
    programs: Vec<Program>,
    /// Programs in `programs17/`: Java 17 language features, compiled only
    /// with `--release 17`.
    programs17: Vec<Program>,
    /// Top-level class names in `fixtures/classes/`.
    fixtures: Vec<String>,
}

impl Suite {
    fn discover(root: &Path) -> Result<Suite, String> {
        let programs_in = |dir: &str| -> Result<Vec<Program>, String> {
            let dir = root.join(dir);
            if !dir.is_dir() {
                return Ok(Vec::new());
            }
            Ok(sorted_dir(&dir)?
                .into_iter()
                .filter(|p| p.extension().is_some_and(|e| e == "java"))
                .map(|path| Program {
                    name: file_stem(&path),
                    source: path,
                })
                .collect())
        };
        let programs = programs_in("programs")?;
        let programs17 = programs_in("programs17")?;
        let mut fixtures = Vec::new();
        let fixture_dir = root.join("fixtures").join("classes");
        if fixture_dir.is_dir() {
            for path in sorted_dir(&fixture_dir)? {
                let name = file_stem(&path);
                if path.extension().is_some_and(|e| e == "class") && !name.contains('$') {
                    fixtures.push(name);
                }
            }
        }
        Ok(Suite {
            root: root.to_path_buf(),
            programs,
            programs17,
            fixtures,
        })
    }

    fn expected_dir(&self) -> PathBuf {
        self.root.join("expected")
    }

    fn fixture_classpath(&self) -> PathBuf {
        self.root.join("fixtures").join("classes")
    }
}

fn sorted_dir(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let entries = fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    let mut paths = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
        paths.push(entry.path());
    }
    paths.sort();
    Ok(paths)
}

fn file_stem(path: &Path) -> String {
    path.file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Compiles all programs (at most once per process) and returns the classes directory.
struct Compiler {
    /// `--release` value: "8" or "17".
    release: &'static str,
    sources: Vec<PathBuf>,
    base: PathBuf,
    result: OnceLock<Result<PathBuf, String>>,
}

impl Compiler {
    fn classes_dir(&self) -> Result<&Path, String> {
        self.result
            .get_or_init(|| self.compile())
            .as_deref()
            .map_err(Clone::clone)
    }

    /// A fingerprint of the compiler and sources; recompilation is skipped when it is
    /// unchanged.
    fn fingerprint(&self, javac: &OsString) -> String {
        let mut s = format!(
            "{} --release {} -g\n",
            javac.to_string_lossy(),
            self.release
        );
        for src in &self.sources {
            let meta = fs::metadata(src).ok();
            let len = meta.as_ref().map_or(0, |m| m.len());
            let mtime = meta
                .and_then(|m| m.modified().ok())
                .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
                .map_or(0, |d| d.as_nanos());
            let _ = writeln!(s, "{} {len} {mtime}", src.display());
        }
        s
    }

    fn compile(&self) -> Result<PathBuf, String> {
        let classes = self.base.join("classes");
        let stamp = self.base.join("sources.stamp");
        let javac = std::env::var_os("JAVAC").unwrap_or_else(|| OsString::from("javac"));
        let fingerprint = self.fingerprint(&javac);
        if classes.is_dir() && fs::read_to_string(&stamp).is_ok_and(|s| s == fingerprint) {
            return Ok(classes);
        }
        let _ = fs::remove_file(&stamp);
        if classes.exists() {
            fs::remove_dir_all(&classes)
                .map_err(|e| format!("cannot clear {}: {e}", classes.display()))?;
        }
        fs::create_dir_all(&classes)
            .map_err(|e| format!("cannot create {}: {e}", classes.display()))?;
        let output = Command::new(&javac)
            .args([
                "--release",
                self.release,
                "-g",
                "-nowarn",
                "-encoding",
                "UTF-8",
                "-d",
            ])
            .arg(&classes)
            .args(&self.sources)
            .stdin(Stdio::null())
            .output()
            .map_err(|e| {
                if e.kind() == io::ErrorKind::NotFound {
                    format!(
                        "`{}` was not found: the java-tests suite needs a JDK 17 to compile its \
                         programs (e.g. `apt-get install -y openjdk-17-jdk-headless`), or set \
                         JAVAC to a javac binary",
                        javac.to_string_lossy()
                    )
                } else {
                    format!("cannot run `{}`: {e}", javac.to_string_lossy())
                }
            })?;
        if !output.status.success() {
            return Err(format!(
                "javac failed ({}):\n{}{}",
                output.status,
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr)
            ));
        }
        fs::write(&stamp, fingerprint)
            .map_err(|e| format!("cannot write {}: {e}", stamp.display()))?;
        Ok(classes)
    }
}

/// The golden files of one program.
struct Expected {
    stdout: Vec<u8>,
    exit: i32,
}

fn read_expected(dir: &Path, name: &str) -> Result<Expected, String> {
    let out_path = dir.join(format!("{name}.out"));
    let exit_path = dir.join(format!("{name}.exit"));
    let stdout = fs::read(&out_path).map_err(|e| {
        format!(
            "missing golden file {}: {e} (run java-tests/regen.sh {name})",
            out_path.display()
        )
    })?;
    let exit_text = fs::read_to_string(&exit_path).map_err(|e| {
        format!(
            "missing golden file {}: {e} (run java-tests/regen.sh {name})",
            exit_path.display()
        )
    })?;
    let exit = exit_text
        .trim()
        .parse::<i32>()
        .map_err(|e| format!("{}: not an exit code ({e})", exit_path.display()))?;
    Ok(Expected { stdout, exit })
}

/// Runs `main_class` from `classpath` and compares it with the golden files.
fn check_program(
    suite: &Suite,
    classpath: &Path,
    main_class: &str,
    directives: &Directives,
) -> Result<(), Failed> {
    let expected = read_expected(&suite.expected_dir(), main_class)?;
    let vm = vm_binary();
    let mut cmd = Command::new(&vm);
    cmd.arg("-cp")
        .arg(classpath)
        .args(&directives.jvm)
        .arg(main_class)
        .args(&directives.args);
    let command_line = format!("{cmd:?}");
    let limit = timeout();
    let stdin = directives
        .stdin
        .as_ref()
        .map(|f| suite.root.join("fixtures/stdin").join(f));
    let run = run_vm(&mut cmd, limit, stdin.as_deref())?;

    let mut report = String::new();
    if run.timed_out {
        let _ = writeln!(
            report,
            "timed out after {} s and was killed",
            limit.as_secs()
        );
    }
    let got_exit = run.status.and_then(|s| s.code());
    if got_exit != Some(expected.exit) {
        let _ = writeln!(
            report,
            "exit: expected exit code {}, got {}",
            expected.exit,
            describe_status(run.status)
        );
    }
    if run.stdout != expected.stdout {
        report.push_str(&describe_stdout_diff(&expected.stdout, &run.stdout));
    }
    if report.is_empty() {
        return Ok(());
    }
    let _ = writeln!(report, "command: {command_line}");
    let _ = writeln!(report, "elapsed: {:.2} s", run.elapsed.as_secs_f64());
    if run.stderr.is_empty() {
        report.push_str("stderr: <empty>\n");
    } else {
        let _ = writeln!(report, "stderr (last {STDERR_TAIL_LINES} lines):");
        report.push_str(&stderr_tail(&run.stderr));
    }
    Err(report.into())
}

/// Checks that programs, fixtures and golden files correspond one to one and that every
/// program's source is well-formed for the suite.
fn check_consistency(suite: &Suite) -> Result<(), Failed> {
    let mut problems = Vec::new();
    let mut known: Vec<&str> = Vec::new();
    for p in suite.programs.iter().chain(&suite.programs17) {
        known.push(&p.name);
        match fs::read_to_string(&p.source) {
            Ok(text) => {
                match Directives::parse(&text) {
                    Err(e) => problems.push(format!("{}: {e}", p.source.display())),
                    Ok(Directives {
                        stdin: Some(file), ..
                    }) => {
                        let path = suite.root.join("fixtures/stdin").join(&file);
                        if !path.is_file() {
                            problems.push(format!(
                                "{}: stdin fixture {} is missing",
                                p.source.display(),
                                path.display()
                            ));
                        }
                    }
                    Ok(_) => {}
                }
                if !text.contains(&format!("public class {} ", p.name)) {
                    problems.push(format!(
                        "{}: no `public class {}` (file name must match the public class)",
                        p.source.display(),
                        p.name
                    ));
                }
            }
            Err(e) => problems.push(format!("{}: {e}", p.source.display())),
        }
    }
    for f in &suite.fixtures {
        if known.contains(&f.as_str()) {
            problems.push(format!("{f} is both a program and a fixture class"));
        }
        known.push(f);
    }
    let expected = suite.expected_dir();
    for name in &known {
        for ext in ["out", "exit"] {
            let path = expected.join(format!("{name}.{ext}"));
            if !path.is_file() {
                problems.push(format!(
                    "missing {} (run java-tests/regen.sh {name})",
                    path.display()
                ));
            }
        }
    }
    match sorted_dir(&expected) {
        Ok(files) => {
            for path in files {
                let stem = file_stem(&path);
                let ext = path
                    .extension()
                    .map(|e| e.to_string_lossy().into_owned())
                    .unwrap_or_default();
                if ext != "out" && ext != "exit" {
                    problems.push(format!("unexpected file {}", path.display()));
                } else if !known.contains(&stem.as_str()) {
                    problems.push(format!(
                        "stale golden file {} (no program or fixture named {stem})",
                        path.display()
                    ));
                }
            }
        }
        Err(e) => problems.push(e),
    }
    if suite.programs.is_empty() {
        problems.push("no programs found".to_owned());
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n").into())
    }
}

/// Whether a program's source suggests it runs more than one thread.
fn runs_threads(source: &str) -> bool {
    ["Thread", "Executor", "ForkJoin", "parallel", "Timer"]
        .iter()
        .any(|w| source.contains(w))
}

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("java-tests");
    let root = fs::canonicalize(&root).unwrap_or(root);
    let suite = match Suite::discover(&root) {
        Ok(s) => Arc::new(s),
        Err(e) => {
            let trial = Trial::test("suite::discover", move || Err(e.into()));
            libtest_mimic::run(&args, vec![trial]).exit();
        }
    };
    let compiler = Arc::new(Compiler {
        release: "8",
        sources: suite.programs.iter().map(|p| p.source.clone()).collect(),
        base: Path::new(env!("CARGO_TARGET_TMPDIR")).join("java-tests"),
        result: OnceLock::new(),
    });
    let compiler17 = Arc::new(Compiler {
        release: "17",
        sources: suite
            .programs
            .iter()
            .chain(&suite.programs17)
            .map(|p| p.source.clone())
            .collect(),
        base: Path::new(env!("CARGO_TARGET_TMPDIR")).join("java-tests-17"),
        result: OnceLock::new(),
    });

    let mut trials = Vec::new();
    {
        let suite = Arc::clone(&suite);
        trials.push(Trial::test("suite::golden_files_consistent", move || {
            check_consistency(&suite)
        }));
    }
    for program in &suite.programs {
        let suite = Arc::clone(&suite);
        let compiler = Arc::clone(&compiler);
        let program = program.clone();
        trials.push(Trial::test(format!("java8::{}", program.name), move || {
            let text = fs::read_to_string(&program.source)
                .map_err(|e| format!("{}: {e}", program.source.display()))?;
            let directives = Directives::parse(&text)?;
            let classes = compiler.classes_dir()?;
            check_program(&suite, classes, &program.name, &directives)
        }));
    }
    // Programs that run threads again with a thread switch due after every
    // bytecode: their output must not depend on where threads are switched
    // (class initialization, call-site linking, monitors at every point).
    for program in &suite.programs {
        let suite = Arc::clone(&suite);
        let compiler = Arc::clone(&compiler);
        let program = program.clone();
        let Ok(text) = fs::read_to_string(&program.source) else {
            continue;
        };
        // (An rjvm option: not for another VM's runs.)
        if !runs_threads(&text) || other_vm().is_some() {
            continue;
        }
        trials.push(Trial::test(
            format!("quantum1::{}", program.name),
            move || {
                let mut directives = Directives::parse(&text)?;
                directives.jvm.insert(0, "-XX:ThreadQuantum=1".into());
                let classes = compiler.classes_dir()?;
                check_program(&suite, classes, &program.name, &directives)
            },
        ));
    }
    for program in suite.programs.iter().chain(&suite.programs17) {
        let suite = Arc::clone(&suite);
        let compiler = Arc::clone(&compiler17);
        let program = program.clone();
        trials.push(Trial::test(
            format!("java17::{}", program.name),
            move || {
                let text = fs::read_to_string(&program.source)
                    .map_err(|e| format!("{}: {e}", program.source.display()))?;
                let directives = Directives::parse(&text)?;
                let classes = compiler.classes_dir()?;
                check_program(&suite, classes, &program.name, &directives)
            },
        ));
    }
    for fixture in &suite.fixtures {
        let suite = Arc::clone(&suite);
        let name = fixture.clone();
        trials.push(Trial::test(format!("fixture::{name}"), move || {
            check_program(
                &suite,
                &suite.fixture_classpath(),
                &name,
                &Directives::default(),
            )
        }));
    }
    libtest_mimic::run(&args, trials).exit();
}
