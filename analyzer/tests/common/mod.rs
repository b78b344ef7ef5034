//! Helpers shared by the analyzer's integration tests that run rjvm.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::SystemTime;

/// The newest modification time of the files under `dir`.
fn newest(dir: &Path) -> SystemTime {
    let mut t = SystemTime::UNIX_EPOCH;
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let p = e.path();
        let m = if p.is_dir() {
            newest(&p)
        } else {
            e.metadata()
                .and_then(|m| m.modified())
                .unwrap_or(SystemTime::UNIX_EPOCH)
        };
        t = t.max(m);
    }
    t
}

/// The `rjvm` binary of this build profile. One newer than the sources of
/// the crates it is built from is used as it is (under `cargo test
/// --workspace` it was just built); otherwise cargo builds it.
pub fn rjvm() -> PathBuf {
    let exe = PathBuf::from(env!("CARGO_BIN_EXE_rjvm-trace"));
    let profile_dir = exe.parent().unwrap();
    let target_dir = profile_dir.parent().unwrap();
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let vm = profile_dir.join("rjvm");
    let built = std::fs::metadata(&vm).and_then(|m| m.modified()).ok();
    let sources = [
        "vm",
        "analyzer/src",
        "tracer/src",
        "classlib-shim",
        "Cargo.lock",
    ]
    .iter()
    .map(|d| {
        let p = workspace.join(d);
        if p.is_dir() {
            newest(&p)
        } else {
            std::fs::metadata(&p)
                .and_then(|m| m.modified())
                .unwrap_or(SystemTime::UNIX_EPOCH)
        }
    })
    .max()
    .unwrap();
    if built.is_some_and(|b| b >= sources) {
        return vm;
    }
    let mut cmd = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    cmd.current_dir(workspace)
        .env("CARGO_TARGET_DIR", target_dir)
        .args(["build", "--quiet", "-p", "rjvm", "--bin", "rjvm"]);
    if profile_dir.file_name().is_some_and(|n| n == "release") {
        cmd.arg("--release");
    }
    let st = cmd.status().expect("cargo runs");
    assert!(st.success(), "building rjvm failed");
    vm
}

/// Compiles `source` (public class `name`) with `javac --release 8` into
/// directory `dir` under the test's temporary directory; returns it.
#[allow(dead_code)]
pub fn javac(dir: &str, name: &str, source: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{name}.java"));
    std::fs::write(&file, source).unwrap();
    let st = Command::new("javac")
        .args(["--release", "8", "-d"])
        .arg(&dir)
        .arg(&file)
        .status()
        .expect("javac is needed for this test");
    assert!(st.success(), "javac failed");
    dir
}
