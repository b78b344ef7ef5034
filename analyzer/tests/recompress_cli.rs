//! `rjvm-trace recompress` and rjvm's `-trace-block-size` on a real trace:
//! other block sizes and compression levels, the same records.
//!
//! The VM binary is the one of this test's build profile, built by cargo
//! unless it is newer than its sources (as under `cargo test --workspace`).

mod common;

use common::rjvm;
use std::path::{Path, PathBuf};
use std::process::Command;

const PROGRAM: &str = r#"
public class Churn {
    int v;
    static int step(Churn c, int i) { c.v += i; return c.v & 7; }
    public static void main(String[] args) {
        int s = 0;
        for (int i = 0; i < 3000; i++) {
            Churn c = new Churn();
            s += step(c, i) + step(c, 1);
        }
        if (s < 0) throw new IllegalStateException("sum " + s);
    }
}
"#;

fn tmp() -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join("recompress_cli");
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Compiles Churn.java and traces a run of it with the extra options;
/// returns the trace file.
fn trace(dir: &Path, name: &str, opts: &[&str]) -> PathBuf {
    if !dir.join("Churn.class").exists() {
        std::fs::write(dir.join("Churn.java"), PROGRAM).unwrap();
        let st = Command::new("javac")
            .args(["--release", "8", "-d"])
            .arg(dir)
            .arg(dir.join("Churn.java"))
            .status()
            .expect("javac is needed for this test");
        assert!(st.success(), "javac failed");
    }
    let file = dir.join(name);
    let o = Command::new(rjvm())
        .arg("-trace")
        .arg(&file)
        .args(opts)
        .arg("-cp")
        .arg(dir)
        .arg("Churn")
        .output()
        .unwrap();
    assert!(o.status.success(), "rjvm: {o:?}");
    file
}

fn trace_cmd(args: &[&str]) -> Vec<u8> {
    let o = Command::new(env!("CARGO_BIN_EXE_rjvm-trace"))
        .args(args)
        .output()
        .unwrap();
    assert!(
        o.status.success(),
        "rjvm-trace {args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    o.stdout
}

fn p(f: &Path) -> &str {
    f.to_str().unwrap()
}

/// Number of blocks `summary` reports.
fn blocks(f: &Path) -> u64 {
    let s = String::from_utf8(trace_cmd(&["summary", p(f)])).unwrap();
    let line = s.lines().find(|l| l.starts_with("blocks")).unwrap();
    line.split_whitespace()
        .nth(1)
        .unwrap()
        .replace(',', "")
        .parse()
        .unwrap()
}

#[test]
fn recompress_keeps_the_records() {
    let dir = tmp();
    // Small blocks: many block boundaries, where the encoder state restarts.
    let small = trace(&dir, "small.step", &["-trace-block-size", "4k"]);
    let big = trace(
        &dir,
        "big.step",
        &["-trace-compression", "zstd:19", "-trace-block-size", "16M"],
    );
    assert!(
        blocks(&small) > 4,
        "the program's trace spans several 4 KiB blocks"
    );
    assert_eq!(blocks(&big), 1);
    let print = |f: &Path| trace_cmd(&["print", "--format", "jsonl", p(f)]);
    let records = print(&small);
    assert!(!records.is_empty());
    // The launcher's option: other blocks, the same records.
    assert_eq!(print(&big), records);

    // Archived at maximum settings (the defaults of recompress): one block,
    // smaller, the same records, the same schema.
    let archived = dir.join("archived.step");
    trace_cmd(&["recompress", p(&small), "-o", p(&archived)]);
    assert_eq!(blocks(&archived), 1);
    assert_eq!(print(&archived), records);
    assert_eq!(
        trace_cmd(&["schema", p(&archived)]),
        trace_cmd(&["schema", p(&small)])
    );
    let len = |f: &Path| std::fs::metadata(f).unwrap().len();
    assert!(len(&archived) < len(&small));

    // Back to the run's own settings: the very bytes rjvm wrote (the
    // dynamic encoder writes what the VM's generated encoders wrote, and
    // the producer's header attributes are kept).
    let back = dir.join("back.step");
    trace_cmd(&[
        "recompress",
        p(&archived),
        "-o",
        p(&back),
        "--compression",
        "zstd:3",
        "--block-size",
        "4k",
    ]);
    assert_eq!(
        std::fs::read(&back).unwrap(),
        std::fs::read(&small).unwrap()
    );
}

#[test]
fn recompress_rejects_bad_settings() {
    let dir = tmp();
    let out = dir.join("never.step");
    for args in [
        ["--block-size", "1k"],
        ["--block-size", "lots"],
        ["--compression", "zstd:99"],
    ] {
        let o = Command::new(env!("CARGO_BIN_EXE_rjvm-trace"))
            .args(["recompress", "no-such-input.step", "-o", p(&out)])
            .args(args)
            .output()
            .unwrap();
        assert!(!o.status.success(), "{args:?} accepted");
        assert!(!out.exists());
    }
}
