//! Determinism: every embedded workload (small input), traced twice from
//! different working directories, with different environments and trace
//! file names, writes byte-identical traces and metrics JSON (`-metrics`,
//! computed during the same runs) and prints the same output.
//! Changing only the thread quantum changes nothing in single-threaded
//! workloads (event counts, allocation histograms, every trace record, the
//! whole metrics JSON) and moves the interleaving of a multi-threaded one
//! (mtrt): there only the metrics of the interleaving may move (lock
//! contention, inline-cache misses, object lifetimes, the continuous
//! series), and the test prints which did.

use rjvm::step::{AnyRecord, TraceReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use tracer::format::ReadOptions;

fn tmp(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("determinism")
        .join(name);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn workloads() -> Vec<&'static str> {
    let names: Vec<_> = rjvm::classpath::embedded_workloads()
        .map(|w| w.name)
        .collect();
    assert!(names.len() >= 8, "{names:?}");
    names
}

/// Runs rjvm in `cwd` with exactly the environment `env` (plus PATH).
/// Runs rjvm in `cwd` with only `env` (and PATH) and `args`, and an empty
/// `java.io.tmpdir` of its own: `jtmp`, emptied first (db writes temporary
/// files: in a shared directory another run's files would change which
/// names it tries, and so its counts). A test passes the same `jtmp` to
/// the runs it compares (the option is part of the header's command line).
fn run_in(cwd: &Path, jtmp: &Path, env: &[(&str, &str)], args: &[&str]) -> Output {
    let _ = std::fs::remove_dir_all(jtmp);
    std::fs::create_dir_all(jtmp).unwrap();
    let mut c = Command::new(env!("CARGO_BIN_EXE_rjvm"));
    c.current_dir(cwd)
        .env_clear()
        .arg(format!("-Djava.io.tmpdir={}", jtmp.display()))
        .args(args);
    if let Some(p) = std::env::var_os("PATH") {
        c.env("PATH", p);
    }
    for (k, v) in env {
        c.env(k, v);
    }
    let out = c.output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

#[test]
fn every_workload_traces_byte_identically_across_directories_and_environments() {
    let env_a = [
        ("HOME", "/home/a"),
        ("LANG", "C"),
        ("TZ", "UTC"),
        ("USER", "alice"),
        ("CLASSPATH", "/nonexistent"),
    ];
    let env_b = [
        ("HOME", "/root/elsewhere/b"),
        ("LANG", "de_DE.UTF-8"),
        ("LC_ALL", "tr_TR.UTF-8"),
        ("TZ", "Asia/Kathmandu"),
        ("USER", "bob"),
        ("RJVM_UNRELATED", "x".repeat(1000).leak()),
    ];
    let dir_a = tmp("a");
    let dir_b = tmp("b/somewhere/deeper");
    let mut failures = Vec::new();
    for name in workloads() {
        let ta = dir_a.join(format!("{name}.step"));
        // A different file name too: the header records the command line
        // with the trace path replaced.
        let tb = dir_b.join(format!("other-{name}.step"));
        let emb = format!("-XX:RunEmbedded={name}");
        let (ma, mb) = (
            dir_a.join(format!("{name}.json")),
            dir_b.join(format!("other-{name}.json")),
        );
        let jtmp = tmp("env-java-tmp");
        let a = run_in(
            &dir_a,
            &jtmp,
            &env_a,
            &[
                "-trace",
                ta.to_str().unwrap(),
                "-metrics",
                ma.to_str().unwrap(),
                &emb,
            ],
        );
        let b = run_in(
            &dir_b,
            &jtmp,
            &env_b,
            &[
                "-trace",
                tb.to_str().unwrap(),
                "-metrics",
                mb.to_str().unwrap(),
                &emb,
            ],
        );
        let (ba, bb) = (std::fs::read(&ta).unwrap(), std::fs::read(&tb).unwrap());
        let (ja, jb) = (std::fs::read(&ma).unwrap(), std::fs::read(&mb).unwrap());
        if ja != jb {
            failures.push(format!("{name}: metrics JSON differs"));
        }
        assert!(
            ja.starts_with(b"{") && ja.len() > 1000,
            "{name}: metrics JSON missing"
        );
        if a.stdout != b.stdout {
            failures.push(format!("{name}: outputs differ"));
        }
        if ba != bb {
            let at = ba.iter().zip(&bb).position(|(x, y)| x != y);
            failures.push(format!(
                "{name}: traces differ ({} vs {} bytes, first difference at {at:?})",
                ba.len(),
                bb.len()
            ));
        }
        assert!(ba.len() > 1000, "{name}: trace too small");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn reader(path: &Path) -> TraceReader<std::io::BufReader<std::fs::File>> {
    let f = std::fs::File::open(path).unwrap();
    TraceReader::new(std::io::BufReader::new(f), ReadOptions::default()).unwrap()
}

/// Whether two traces hold the same records (read in step: traces of the
/// larger workloads have millions of records).
fn same_records(a: &Path, b: &Path) -> bool {
    let (mut ra, mut rb) = (reader(a), reader(b));
    loop {
        let (x, y): (Option<AnyRecord>, Option<AnyRecord>) =
            (ra.next_record().unwrap(), rb.next_record().unwrap());
        if x != y {
            return false;
        }
        if x.is_none() {
            return true;
        }
    }
}

/// (output, `-XX:+CountEvents` report, trace file, metrics JSON without
/// its `command`) with the given quantum.
fn with_quantum(name: &str, quantum: u64) -> (String, String, PathBuf, serde_json::Value) {
    let dir = tmp("quantum");
    let t = dir.join(format!("{name}-{quantum}.step"));
    let m = dir.join(format!("{name}-{quantum}.json"));
    let q = format!("-XX:ThreadQuantum={quantum}");
    let emb = format!("-XX:RunEmbedded={name}");
    let jtmp = tmp("quantum-java-tmp");
    let counted = run_in(&dir, &jtmp, &[], &[&q, "-XX:+CountEvents", &emb]);
    let traced = run_in(
        &dir,
        &jtmp,
        &[],
        &[
            &q,
            "-trace",
            t.to_str().unwrap(),
            "-metrics",
            m.to_str().unwrap(),
            &emb,
        ],
    );
    assert_eq!(counted.stdout, traced.stdout);
    let mut metrics: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&m).unwrap()).unwrap();
    metrics
        .as_object_mut()
        .unwrap()
        .remove("command")
        .expect("a command entry");
    (
        String::from_utf8(counted.stdout).unwrap(),
        String::from_utf8(counted.stderr).unwrap(),
        t,
        metrics,
    )
}

#[test]
fn the_thread_quantum_moves_only_multithreaded_programs() {
    for name in workloads() {
        let (out_a, counts_a, trace_a, metrics_a) = with_quantum(name, 10_000);
        let (out_b, counts_b, trace_b, metrics_b) = with_quantum(name, 997);
        let same = same_records(&trace_a, &trace_b);
        assert_eq!(out_a, out_b, "{name}: output depends on the quantum");
        let threads = counts_a
            .lines()
            .find_map(|l| l.strip_prefix("event ThreadStart "))
            .and_then(|n| n.trim().parse::<u64>().ok())
            .unwrap_or_else(|| panic!("{name}: no thread count in {counts_a}"));
        if threads == 1 {
            // Nothing may move: every count, every allocation, every record.
            assert_eq!(counts_a, counts_b, "{name}: counts depend on the quantum");
            assert!(same, "{name}: trace records depend on the quantum");
            assert_eq!(
                metrics_a, metrics_b,
                "{name}: metrics depend on the quantum"
            );
        } else {
            // The interleaving moves; the work done does not.
            assert!(
                !same,
                "{name}: {threads} threads but the quantum changed nothing"
            );
            let events = |c: &str, what: &str| {
                c.lines()
                    .find_map(|l| l.strip_prefix(&format!("event {what} ")))
                    .map(|n| n.trim().to_string())
            };
            for stable in ["ThreadStart", "ThreadEnd", "Allocation", "MethodEnter"] {
                assert_eq!(
                    events(&counts_a, stable),
                    events(&counts_b, stable),
                    "{name}: {stable} count moved with the quantum"
                );
            }
            // Metrics of the work done stay; those of the interleaving
            // (lock contention, inline-cache misses at shared sites, object
            // lifetimes in bytes allocated by all threads) and the
            // continuous series (windows of the global clock) may move.
            let moved = moved_metrics(&metrics_a, &metrics_b);
            for key in &moved {
                let may = key.starts_with("continuous")
                    || key.contains("/concurrency.")
                    || key.contains("CacheMissRate")
                    || key.contains("/memory.objectLifetime.");
                assert!(may, "{name}: {key} moved with the quantum");
            }
            eprintln!(
                "{name}: {threads} threads; with quantum 10000 vs 997:\n{}  metrics moved: {}",
                diff_counts(&counts_a, &counts_b),
                moved
                    .iter()
                    .filter(|k| !k.starts_with("continuous"))
                    .cloned()
                    .collect::<Vec<_>>()
                    .join(", ")
            );
        }
    }
}

/// Paths (`partitions/all/base.instructions.value`, `continuous/...`) of
/// the metrics that differ between two metrics documents.
fn moved_metrics(a: &serde_json::Value, b: &serde_json::Value) -> Vec<String> {
    fn walk(a: &serde_json::Value, b: &serde_json::Value, path: &str, out: &mut Vec<String>) {
        use serde_json::Value::*;
        match (a, b) {
            (Object(x), Object(y)) => {
                for (k, v) in x {
                    let p = if path.is_empty() {
                        k.clone()
                    } else {
                        format!("{path}/{k}")
                    };
                    walk(v, y.get(k).unwrap_or(&Null), &p, out);
                }
            }
            (Array(x), Array(y)) if x.len() == y.len() => {
                for (v, w) in x.iter().zip(y) {
                    walk(v, w, path, out);
                }
            }
            _ => {
                if a != b && !out.iter().any(|p| p == path) {
                    out.push(path.to_string());
                }
            }
        }
    }
    let mut out = Vec::new();
    walk(a, b, "", &mut out);
    out
}

/// Lines of two count reports that differ, side by side.
fn diff_counts(a: &str, b: &str) -> String {
    let mut out = String::new();
    for (x, y) in a.lines().zip(b.lines()) {
        if x != y {
            out.push_str(&format!("  {x}  |  {y}\n"));
        }
    }
    out
}

#[test]
fn inline_and_threaded_encoding_write_the_same_bytes() {
    // With every group (the most records and record types), on a
    // single-threaded and a multi-threaded workload; -trace-encode is left
    // out of the header's command line, so the whole files compare.
    for wl in ["javac", "mtrt"] {
        let dir = tmp(&format!("encode-{wl}"));
        let file = |m: &str| dir.join(format!("{m}.step"));
        for m in ["inline", "thread"] {
            let f = file(m);
            run_in(
                &dir,
                &dir.join("java-tmp"),
                &[],
                &[
                    "-trace",
                    f.to_str().unwrap(),
                    "-trace-encode",
                    m,
                    "-trace-events",
                    "all",
                    &format!("-XX:RunEmbedded={wl}"),
                    "small",
                ],
            );
        }
        let (a, b) = (
            std::fs::read(file("inline")).unwrap(),
            std::fs::read(file("thread")).unwrap(),
        );
        assert!(a.len() > 100_000, "{wl}: only {} bytes", a.len());
        assert!(a == b, "{wl}: the encoding modes wrote different traces");
    }
}
