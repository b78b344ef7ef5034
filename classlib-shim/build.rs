//! Compiles the Java half of the class library with `javac` and embeds the
//! resulting class files in the crate (see `src/lib.rs`).

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

fn java_sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            java_sources(&path, out);
        } else if path.extension().is_some_and(|x| x == "java") {
            out.push(path);
        }
    }
}

fn class_files(dir: &Path, root: &Path, out: &mut Vec<(String, PathBuf)>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .expect("read class output dir")
        .map(|e| e.expect("directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            class_files(&path, root, out);
        } else if path.extension().is_some_and(|x| x == "class") {
            let rel = path.strip_prefix(root).expect("under root");
            let name = rel.with_extension("").to_string_lossy().replace('\\', "/");
            out.push((name, path));
        }
    }
}

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap());
    // CLASSLIB_SHIM_SRC builds the library from another source tree (e.g. a
    // snapshot of the last commit while the working copy is being edited).
    println!("cargo:rerun-if-env-changed=CLASSLIB_SHIM_SRC");
    let src = env::var_os("CLASSLIB_SHIM_SRC").map_or_else(|| manifest.join("java"), PathBuf::from);
    println!("cargo:rerun-if-changed={}", src.display());
    println!("cargo:rerun-if-env-changed=JAVAC");
    let mut sources = Vec::new();
    java_sources(&src, &mut sources);
    for s in &sources {
        println!("cargo:rerun-if-changed={}", s.display());
    }

    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    let classes = out.join("classes");
    let empty_boot = out.join("empty-bootclasspath");
    let _ = fs::remove_dir_all(&classes);
    fs::create_dir_all(&classes).unwrap();
    fs::create_dir_all(&empty_boot).unwrap();

    if !sources.is_empty() {
        let javac = env::var("JAVAC").unwrap_or_else(|_| "javac".to_string());
        let args_file = out.join("sources.txt");
        let list: String = sources
            .iter()
            .map(|p| format!("\"{}\"\n", p.display()))
            .collect();
        fs::write(&args_file, list).unwrap();
        // -source/-target 8 with an empty boot class path: javac sees only our
        // own java.* sources, so the shim cannot silently depend on the JDK.
        let status = Command::new(&javac)
            .args(["-source", "8", "-target", "8", "-Xlint:-options", "-nowarn"])
            .args(["-encoding", "UTF-8", "-g", "-implicit:none"])
            .arg("-bootclasspath")
            .arg(&empty_boot)
            .arg("-sourcepath")
            .arg(&src)
            .arg("-d")
            .arg(&classes)
            .arg(format!("@{}", args_file.display()))
            .status()
            .unwrap_or_else(|e| {
                panic!(
                    "\n\nclasslib-shim: cannot run `{javac}` ({e}).\n\
                     rjvm's class library is Java source compiled at build time: install a JDK \
                     (e.g. `apt-get install -y openjdk-17-jdk-headless`) or set JAVAC.\n\n"
                )
            });
        assert!(
            status.success(),
            "classlib-shim: javac failed to compile the class library"
        );
    }

    let mut found = Vec::new();
    class_files(&classes, &classes, &mut found);
    found.sort();
    let mut table = String::from(
        "/// Every embedded class: (binary name with '/', class-file bytes), sorted by name.\n",
    );
    table.push_str("pub static CLASSES: &[(&str, &[u8])] = &[\n");
    for (name, path) in &found {
        writeln!(
            table,
            "    ({name:?}, include_bytes!({:?})),",
            path.display().to_string()
        )
        .unwrap();
    }
    table.push_str("];\n");
    fs::write(out.join("classes.rs"), table).unwrap();
}
