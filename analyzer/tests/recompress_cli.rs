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

/// The number on the line of `summary`'s output (with `extra` options)
/// that starts with `key`.
fn summary_number(f: &Path, extra: &[&str], key: &str) -> u64 {
    let mut args = vec!["summary"];
    args.extend_from_slice(extra);
    args.push(p(f));
    let s = String::from_utf8(trace_cmd(&args)).unwrap();
    let line = s.lines().find(|l| l.starts_with(key)).unwrap();
    line.split_whitespace()
        .nth(1)
        .unwrap()
        .replace(',', "")
        .parse()
        .unwrap()
}

/// Number of blocks `summary` reports.
fn blocks(f: &Path) -> u64 {
    summary_number(f, &[], "blocks")
}

/// `summary --quick` reads the totals from the block headers: the same
/// blocks and records as the summary that decodes every record.
#[test]
fn quick_summary_counts_what_decoding_counts() {
    // A directory of its own: the other test compiles Churn.java beside it.
    let dir = tmp().join("quick");
    std::fs::create_dir_all(&dir).unwrap();
    let f = trace(&dir, "quick.step", &["-trace-block-size", "4k"]);
    for key in ["blocks", "records"] {
        let full = summary_number(&f, &[], key);
        assert!(full > 4, "{key}: {full}");
        assert_eq!(summary_number(&f, &["--quick"], key), full, "{key}");
    }
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
