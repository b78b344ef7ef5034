//! `rjvm-trace report` and `rjvm-trace diff` run as a user runs them, on
//! the sample metric documents of tests/data (written by make_samples.py),
//! and the option checks of `rjvm-trace metrics`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn data(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
        .display()
        .to_string()
}

fn rjvm_trace(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rjvm-trace"))
        .args(args)
        .output()
        .expect("rjvm-trace runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn tmp(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join("report_cli");
    std::fs::create_dir_all(&d).unwrap();
    d.join(name)
}

#[test]
fn diff_of_identical_runs_exits_0() {
    let o = rjvm_trace(&["diff", &data("hello.json"), &data("hello-rerun.json")]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.starts_with("no differences ("), "{out}");
    // 4 partitions of 68 metrics, 4 series of 6 windows.
    assert!(out.contains("(296 values compared)"), "{out}");
}

#[test]
fn diff_lists_differences_and_exits_1() {
    let o = rjvm_trace(&["diff", &data("hello.json"), &data("hello-perturbed.json")]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let out = stdout(&o);
    let rows: Vec<Vec<&str>> = out
        .lines()
        .skip(1)
        .take_while(|l| !l.is_empty())
        .map(|l| l.split_whitespace().collect())
        .collect();
    assert_eq!(
        rows,
        vec![
            vec![
                "all",
                "base.bytes.value",
                "941048",
                "941056",
                "8",
                "8.501e-6"
            ],
            vec![
                "all",
                "data.arrayDensity.value",
                "73.12",
                "73.133",
                "0.013",
                "0.0001778"
            ],
            vec![
                "application",
                "concurrency.lock.percentile",
                "null",
                "100.0",
                "-",
                "-"
            ],
        ],
        "{out}"
    );
    assert!(out.ends_with("3 of 296 values differ, 3 beyond tolerance (rel-tol 0, abs-tol 0)\n"));
}

#[test]
fn diff_tolerances_and_prefix_decide_the_exit_status() {
    let (a, b) = (data("hello.json"), data("hello-perturbed.json"));
    let code = |extra: &[&str]| {
        let mut args = vec!["diff", a.as_str(), b.as_str()];
        args.extend_from_slice(extra);
        let o = rjvm_trace(&args);
        (o.status.code(), stdout(&o))
    };
    // null against 100% fails whatever the tolerance.
    assert_eq!(code(&["--rel-tol", "0.5"]).0, Some(1));
    // Without the concurrency metric, 0.1% relative tolerance passes...
    let (c, out) = code(&["--rel-tol", "0.001", "--only", "base."]);
    assert_eq!(c, Some(0), "{out}");
    assert!(out.contains("(within tolerance)"), "{out}");
    assert_eq!(code(&["--rel-tol", "0.001", "--only", "data."]).0, Some(0));
    // ...and 1e-6 does not.
    assert_eq!(
        code(&["--rel-tol", "0.000001", "--only", "base."]).0,
        Some(1)
    );
    // Absolute tolerance: bytes differ by exactly 8.
    assert_eq!(code(&["--abs-tol", "8", "--only", "base.bytes"]).0, Some(0));
    assert_eq!(
        code(&["--abs-tol", "7.9", "--only", "base.bytes"]).0,
        Some(1)
    );
    // A prefix matching nothing compares nothing.
    let (c, out) = code(&["--only", "nothing."]);
    assert_eq!(
        (c, out.as_str()),
        (Some(0), "no differences (0 values compared)\n")
    );
}

#[test]
fn diff_exits_2_on_unreadable_input_and_bad_usage() {
    let hello = data("hello.json");
    let missing = rjvm_trace(&["diff", &hello, "/nonexistent/b.json"]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(
        stderr(&missing).contains("/nonexistent/b.json"),
        "{}",
        stderr(&missing)
    );

    let bad = tmp("bad.json");
    std::fs::write(&bad, "{\"partitions\": {\"all\": {\"x.value\": \"3\"}}}").unwrap();
    let o = rjvm_trace(&["diff", bad.to_str().unwrap(), &hello]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("not a metric document"),
        "{}",
        stderr(&o)
    );

    let trunc = tmp("trunc.json");
    std::fs::write(&trunc, "{\"partitions\": ").unwrap();
    let o = rjvm_trace(&["diff", &hello, trunc.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("invalid JSON"), "{}", stderr(&o));

    assert_eq!(
        rjvm_trace(&["diff", &hello]).status.code(),
        Some(2),
        "one file"
    );
    let neg = rjvm_trace(&["diff", &hello, &hello, "--rel-tol", "-1"]);
    assert_eq!(neg.status.code(), Some(2));
    let nan = rjvm_trace(&["diff", &hello, &hello, "--abs-tol", "NaN"]);
    assert_eq!(nan.status.code(), Some(2));
}

#[test]
fn report_of_one_run_is_a_self_contained_page() {
    let out = tmp("hello.html");
    let o = rjvm_trace(&["report", &data("hello.json"), "-o", out.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(o.stdout.is_empty());
    let h = std::fs::read_to_string(&out).unwrap();
    assert!(h.starts_with("<!DOCTYPE html>"));
    assert!(h.contains("<h1>Dynamic metrics: HelloWorld</h1>"));
    assert!(h.contains("<td class=\"name\">polymorphism.receiverArity.bin(3+)</td>"));
    // Bar charts for the 6 bin families, a line chart per continuous series.
    assert_eq!(h.matches("<svg class=\"chart bar-chart\"").count(), 6);
    assert_eq!(h.matches("<svg class=\"chart line-chart\"").count(), 4);
    let without_ns = h.replace("http://www.w3.org/2000/svg", "");
    for external in ["http:", "https:", "<script", "<link", "url("] {
        assert!(!without_ns.contains(external), "{external}");
    }
}

#[test]
fn report_of_several_runs_compares_them() {
    let o = rjvm_trace(&[
        "report",
        &data("hello.json"),
        &data("linpack.json"),
        "--labels",
        "HELLOWORLD,LINPACK",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let h = stdout(&o);
    assert!(h.contains("<h1>Dynamic metrics: 2 runs compared</h1>"));
    assert!(h.contains("<b>HELLOWORLD</b> (baseline)"));
    assert!(h.contains("<th>Δ LINPACK</th>"));
    // LINPACK against HELLOWORLD, as in the thesis's table A.1.
    assert!(h.contains(
        "<td class=\"name\">base.instructions.value</td><td>561\u{202F}842</td>\
         <td>8\u{202F}613\u{202F}320</td><td class=\"chg d3\">+1433.1%</td>"
    ));
    let labels_mismatch = rjvm_trace(&["report", &data("hello.json"), "--labels", "a,b"]);
    assert_eq!(labels_mismatch.status.code(), Some(1));
    assert!(stderr(&labels_mismatch).contains("--labels names 2 runs for 1 files"));
}

#[test]
fn report_text_and_csv() {
    let o = rjvm_trace(&["report", "--format", "text", &data("linpack.json")]);
    assert!(o.status.success(), "{}", stderr(&o));
    let t = stdout(&o);
    assert!(t.starts_with("Program: Linpack\nCommand: rjvm -cp classes Linpack\n\n"));
    let row = t
        .lines()
        .find(|l| l.trim_start().starts_with("data.floatDensity.value"))
        .unwrap();
    assert_eq!(row.split_whitespace().nth(1), Some("285.427"), "{row}");
    assert!(t.contains("Continuous metrics (40 windows of 100 kbc)"));

    let o = rjvm_trace(&["report", "--format", "csv", &data("linpack.json")]);
    assert!(o.status.success(), "{}", stderr(&o));
    let c = stdout(&o);
    let mut lines = c.split("\r\n");
    assert_eq!(
        lines.next(),
        Some("metric,all,application,library,thread:1")
    );
    assert_eq!(
        lines.next(),
        Some("base.bytes.value,1281376,102510,1178866,1281376")
    );
    assert!(c.contains("\r\nconcurrency.contendedLock.percentile,,,,\r\n"));

    let two = rjvm_trace(&[
        "report",
        "--format",
        "csv",
        &data("hello.json"),
        &data("linpack.json"),
    ]);
    assert_eq!(two.status.code(), Some(1));
    assert!(stderr(&two).contains("take one file"));
}

/// A window of 0 kbc is refused with a message (it used to be taken as 1
/// silently), before the trace is read.
#[test]
fn metrics_refuses_a_window_of_zero_kbc() {
    let o = rjvm_trace(&["metrics", "/nonexistent/t.step", "--window-kbc", "0"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("--window-kbc") && stderr(&o).contains("at least 1 kbc"),
        "{}",
        stderr(&o)
    );
    let o = rjvm_trace(&["metrics", "/nonexistent/t.step", "--window-kbc", "x"]);
    assert_eq!(o.status.code(), Some(2));
    // A valid window gets as far as the file.
    let o = rjvm_trace(&["metrics", "/nonexistent/t.step", "--window-kbc", "1"]);
    assert!(stderr(&o).contains("/nonexistent/t.step"), "{}", stderr(&o));
}
