//! Helpers shared by the integration tests that compile small Java
//! programs at test time and run them on rjvm.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Writes `sources` (class name, Java source) into a directory named `dir`
/// under the test's temporary directory and compiles them with
/// `javac --release 8`; returns the directory (classes land there too).
pub fn compile(dir: &str, sources: &[(&str, &str)]) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut files = Vec::new();
    for (name, src) in sources {
        let f = dir.join(format!("{name}.java"));
        std::fs::write(&f, src).unwrap();
        files.push(f);
    }
    let st = Command::new("javac")
        .args(["--release", "8", "-d"])
        .arg(&dir)
        .args(&files)
        .status()
        .expect("javac is needed for this test");
    assert!(st.success(), "javac failed");
    dir
}

/// Runs rjvm with `classes` as the class path.
pub fn rjvm(classes: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rjvm"))
        .arg("-cp")
        .arg(classes)
        .args(args)
        .output()
        .unwrap()
}
