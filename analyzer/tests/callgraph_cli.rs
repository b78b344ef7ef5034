//! `rjvm-trace callgraph` on a real trace: a small Java program compiled
//! with javac, run on rjvm with `-trace`, whose call counts it knows.
//!
//! The VM binary is the one of this test's build profile, built by cargo
//! unless it is newer than its sources (as under `cargo test --workspace`).

mod common;

use common::rjvm;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const CALLS: &str = r#"
public class Calls {
    static int leaf(int x) { return x + 1; }
    int twice(int x) { return leaf(x) * 2; }
    static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
    public static void main(String[] args) {
        int s = 0;
        Calls c = new Calls();
        for (int i = 0; i < 7; i++) s += leaf(i);
        for (int i = 0; i < 5; i++) s += c.twice(i);
        s += fib(6);
        if (s != 66) throw new IllegalStateException("sum " + s);
    }
}
"#;

fn tmp() -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join("callgraph_cli");
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Compiles Calls.java and traces a run of it; returns the trace file.
fn trace() -> PathBuf {
    let dir = tmp();
    std::fs::write(dir.join("Calls.java"), CALLS).unwrap();
    let st = Command::new("javac")
        .args(["--release", "8", "-d"])
        .arg(&dir)
        .arg(dir.join("Calls.java"))
        .status()
        .expect("javac is needed for this test");
    assert!(st.success(), "javac failed");
    let file = dir.join("calls.step");
    let o = Command::new(rjvm())
        .arg("-trace")
        .arg(&file)
        .arg("-cp")
        .arg(&dir)
        .arg("Calls")
        .output()
        .unwrap();
    assert!(o.status.success(), "rjvm: {o:?}");
    file
}

fn callgraph(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rjvm-trace"))
        .arg("callgraph")
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn call_graph_of_a_traced_run() {
    let file = trace();
    let f = file.to_str().unwrap();
    let o = callgraph(&[f]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    // Not a terminal: no progress bar, nothing on stderr.
    assert!(
        o.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let text = String::from_utf8(o.stdout).unwrap();
    let edges: Vec<(String, String, u64)> = text
        .lines()
        .map(|l| {
            let (from, rest) = l.split_once(" -> ").expect(l);
            let (to, n) = rest.rsplit_once(' ').expect(l);
            (from.to_string(), to.to_string(), n.parse().expect(l))
        })
        .collect();
    let count = |from: &str, to: &str| {
        edges
            .iter()
            .find(|(f, t, _)| f == from && t == to)
            .map(|e| e.2)
    };
    let main = "Calls.main([Ljava/lang/String;)V";
    assert_eq!(count(main, "Calls.leaf(I)I"), Some(7), "{text}");
    assert_eq!(count(main, "Calls.twice(I)I"), Some(5), "{text}");
    assert_eq!(
        count("Calls.twice(I)I", "Calls.leaf(I)I"),
        Some(5),
        "{text}"
    );
    assert_eq!(count(main, "Calls.<init>()V"), Some(1), "{text}");
    assert_eq!(
        count("Calls.<init>()V", "java.lang.Object.<init>()V"),
        Some(1)
    );
    // fib(6) from main once; fib calls itself fib(6)'s calls minus one: 24.
    assert_eq!(count(main, "Calls.fib(I)I"), Some(1), "{text}");
    assert_eq!(count("Calls.fib(I)I", "Calls.fib(I)I"), Some(24), "{text}");
    // Nobody calls main (the launcher does, without an invoke).
    assert!(edges.iter().all(|(_, t, _)| t != main));
    // Sorted by count, most first.
    assert!(edges.windows(2).all(|w| w[0].2 >= w[1].2), "{text}");

    let o = callgraph(&[f, "--dot"]);
    assert!(o.status.success());
    let dot = String::from_utf8(o.stdout).unwrap();
    assert!(dot.starts_with("digraph CallGraph {\n") && dot.ends_with("}\n"));
    assert_eq!(dot.matches(" -> ").count(), edges.len());
    assert!(dot.contains("[label=\"Calls\\nfib(I)I\"]"), "{dot}");
    assert!(dot.contains("[label=\"24\", penwidth="), "{dot}");
}

#[test]
fn unreadable_traces_are_errors() {
    let o = callgraph(&["/nonexistent/t.step"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("/nonexistent/t.step"));
    let junk = tmp().join("junk.step");
    std::fs::write(&junk, b"not a trace at all").unwrap();
    let o = callgraph(&[junk.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("junk.step"));
}
