//! Green-thread behaviour HotSpot cannot serve as an oracle for: the
//! interleaving is deterministic (same program, same output, every run;
//! the quantum changes it), and a deadlock ends the VM with a report
//! instead of hanging.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

const INTERLEAVE: &str = r#"
public class Interleave {
    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                long x = id;
                for (int j = 0; j < 40; j++) {
                    for (int k = 0; k < 500; k++) x = x * 31 + k;
                    System.out.println("t" + id + " step " + j);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("done");
    }
}
"#;

const DEADLOCK: &str = r#"
public class Deadlock {
    static final Object a = new Object(), b = new Object();
    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread(() -> { synchronized (a) { sleep(); synchronized (b) { System.out.println("t1 got both"); } } }, "first");
        Thread t2 = new Thread(() -> { synchronized (b) { sleep(); synchronized (a) { System.out.println("t2 got both"); } } }, "second");
        t1.start(); t2.start();
        t1.join(); t2.join();
        System.out.println("unreachable");
    }
    static void sleep() { try { Thread.sleep(10); } catch (InterruptedException e) { } }
}
"#;

/// Compiles the two programs once per process and returns their directory.
fn classes() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("threads");
        std::fs::create_dir_all(&dir).unwrap();
        for (name, src) in [("Interleave", INTERLEAVE), ("Deadlock", DEADLOCK)] {
            std::fs::write(dir.join(format!("{name}.java")), src).unwrap();
        }
        let st = Command::new("javac")
            .args(["--release", "8", "-d"])
            .arg(&dir)
            .arg(dir.join("Interleave.java"))
            .arg(dir.join("Deadlock.java"))
            .status()
            .expect("javac is needed for this test");
        assert!(st.success());
        dir
    })
}

fn rjvm(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rjvm"))
        .arg("-cp")
        .arg(classes())
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn interleaving_is_deterministic_and_follows_the_quantum() {
    let first = rjvm(&["Interleave"]);
    let second = rjvm(&["Interleave"]);
    assert!(first.status.success());
    assert_eq!(
        first.stdout, second.stdout,
        "two runs interleaved differently"
    );
    let text = String::from_utf8(first.stdout.clone()).unwrap();
    assert!(text.ends_with("done\n"));
    // With the default quantum (10,000 bytecodes) threads take turns.
    // (Without turns the first 40 lines would all come from one thread.)
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[..40].iter().any(|l| l[..2] != lines[0][..2]),
        "threads did not take turns:\n{text}"
    );
    // A different quantum gives another (but again fixed) interleaving
    // of the same per-thread output.
    let small = rjvm(&["-XX:ThreadQuantum=100", "Interleave"]);
    let small_again = rjvm(&["-XX:ThreadQuantum=100", "Interleave"]);
    assert_eq!(small.stdout, small_again.stdout);
    assert_ne!(small.stdout, first.stdout);
    let mut a: Vec<&str> = text.lines().collect();
    let small_text = String::from_utf8(small.stdout).unwrap();
    let mut b: Vec<&str> = small_text.lines().collect();
    a.sort_unstable();
    b.sort_unstable();
    assert_eq!(a, b);
}

#[test]
fn deadlock_is_reported_and_exits_non_zero() {
    let out = rjvm(&["Deadlock"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "stderr: {stderr}");
    assert!(out.stdout.is_empty());
    assert!(stderr.contains("Found one Java-level deadlock"), "{stderr}");
    assert!(stderr.contains("\"first\""), "{stderr}");
    assert!(stderr.contains("\"second\""), "{stderr}");
    assert!(stderr.contains("waiting to lock monitor"), "{stderr}");
    assert!(stderr.contains("which is held by \"second\""), "{stderr}");
}
