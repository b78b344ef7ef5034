//! Compiles the embedded workloads (`java-tests/workloads/<name>/`) with
//! `javac --release 8` and embeds their class files, so `rjvm
//! -XX:RunEmbedded=<name>` runs one without any files on disk; and generates
//! the STEP trace writer from `schema/jvm.stepdl` (`src/trace/mod.rs`).

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

fn files(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(rd) = fs::read_dir(dir) else { return };
    let mut entries: Vec<_> = rd.map(|e| e.expect("dir entry").path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            files(&p, ext, out);
        } else if p.extension().is_some_and(|x| x == ext) {
            out.push(p);
        }
    }
}

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap());
    let root = manifest.join("../java-tests/workloads");
    println!("cargo:rerun-if-changed={}", root.display());
    println!("cargo:rerun-if-env-changed=JAVAC");
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    // The JVM event schema becomes typed records and a TraceWriter
    // (src/trace/mod.rs includes it).
    let schema = manifest.join("schema/jvm.stepdl");
    println!("cargo:rerun-if-changed={}", schema.display());
    let src = fs::read_to_string(&schema).expect("vm/schema/jvm.stepdl");
    tracer::codegen::generate_named("jvm.stepdl", &src, out.join("step_jvm.rs"))
        .unwrap_or_else(|e| panic!("vm/schema/jvm.stepdl: {e}"));
    let mut table = String::from(
        "/// Embedded workloads: (name, main class, classes as (binary name, bytes) sorted by name).\n\
         pub static WORKLOADS: &[(&str, &str, ClassTable)] = &[\n",
    );
    let mut dirs: Vec<_> = fs::read_dir(&root)
        .map(|rd| {
            rd.map(|e| e.expect("dir entry").path())
                .filter(|p| p.is_dir())
                .collect()
        })
        .unwrap_or_default();
    dirs.sort();
    for dir in dirs {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let main = fs::read_to_string(dir.join("MAIN"))
            .unwrap_or_else(|_| panic!("workload {name} needs a MAIN file naming its main class"));
        let mut sources = Vec::new();
        files(&dir, "java", &mut sources);
        for s in &sources {
            println!("cargo:rerun-if-changed={}", s.display());
        }
        let classes = out.join("workloads").join(&name);
        let _ = fs::remove_dir_all(&classes);
        fs::create_dir_all(&classes).unwrap();
        let javac = env::var("JAVAC").unwrap_or_else(|_| "javac".to_string());
        let status = Command::new(&javac)
            .args(["--release", "8", "-g", "-nowarn", "-encoding", "UTF-8", "-d"])
            .arg(&classes)
            .args(&sources)
            .status()
            .unwrap_or_else(|e| {
                panic!("\n\nrjvm: cannot run `{javac}` ({e}) to compile the embedded workloads.\nInstall a JDK (`apt-get install -y openjdk-17-jdk-headless`) or set JAVAC.\n\n")
            });
        assert!(status.success(), "javac failed on workload {name}");
        let mut class_files = Vec::new();
        files(&classes, "class", &mut class_files);
        let mut entries: Vec<(String, PathBuf)> = class_files
            .into_iter()
            .map(|p| {
                let rel = p.strip_prefix(&classes).unwrap().with_extension("");
                (rel.to_string_lossy().replace('\\', "/"), p)
            })
            .collect();
        entries.sort();
        writeln!(table, "    ({name:?}, {:?}, &[", main.trim()).unwrap();
        for (n, p) in entries {
            writeln!(
                table,
                "        ({n:?}, include_bytes!({:?})),",
                p.display().to_string()
            )
            .unwrap();
        }
        table.push_str("    ]),\n");
    }
    table.push_str("];\n");
    fs::write(out.join("workloads.rs"), table).unwrap();
}
