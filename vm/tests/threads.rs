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

const HANDOFF: &str = r#"
public class Handoff {
    public static void main(String[] args) throws Exception {
        // A waiter that may or may not be waiting when it is notified.
        final Object mon = new Object();
        final int[] flag = new int[1];
        Thread waiter = new Thread(() -> {
            synchronized (mon) {
                while (flag[0] == 0) { try { mon.wait(); } catch (InterruptedException x) { } }
            }
        });
        waiter.start();
        Thread.yield();
        synchronized (mon) { flag[0] = 1; mon.notifyAll(); }
        waiter.join();
        // Joins of threads that end at every point of the joiner's join().
        long sum = 0;
        for (int n = 0; n < 12; n++) {
            final long[] box = new long[1];
            final int len = n * 3;
            Thread t = new Thread(() -> { for (int i = 0; i < len; i++) box[0] += i; });
            t.start();
            t.join();
            sum += box[0];
        }
        // A one-slot producer/consumer queue.
        final int[] slot = new int[2];
        Thread consumer = new Thread(() -> {
            long got = 0;
            for (int i = 0; i < 20; i++) {
                synchronized (slot) {
                    while (slot[1] == 0) { try { slot.wait(); } catch (InterruptedException x) { } }
                    got += slot[0]; slot[1] = 0; slot.notifyAll();
                }
            }
            System.out.println("consumed " + got);
        });
        consumer.start();
        for (int i = 1; i <= 20; i++) {
            synchronized (slot) {
                while (slot[1] != 0) slot.wait();
                slot[0] = i; slot[1] = 1; slot.notifyAll();
            }
        }
        consumer.join();
        System.out.println("done " + sum);
    }
}
"#;

const STUCK: &str = r#"
public class Stuck {
    public static void main(String[] args) throws Exception {
        final Object mon = new Object();
        Thread t = new Thread(() -> { synchronized (mon) { try { mon.wait(); } catch (InterruptedException x) { } } }, "sleeper");
        t.start();
        t.join();
    }
}
"#;

const INIT_DEADLOCK: &str = r#"
public class InitDeadlock {
    static final Object lock = new Object();
    static class Slow {
        static int value;
        static {
            sleep();
            synchronized (lock) { value = 1; }
        }
    }
    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread(() -> System.out.println(Slow.value), "initializer");
        Thread t2 = new Thread(() -> { synchronized (lock) { sleep(); System.out.println(Slow.value); } }, "user");
        t1.start(); t2.start();
        t1.join(); t2.join();
        System.out.println("unreachable");
    }
    static void sleep() { try { Thread.sleep(10); } catch (InterruptedException e) { } }
}
"#;

/// Compiles the programs once per process and returns their directory.
fn classes() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("threads");
        std::fs::create_dir_all(&dir).unwrap();
        let programs = [
            ("Interleave", INTERLEAVE),
            ("Deadlock", DEADLOCK),
            ("Handoff", HANDOFF),
            ("Stuck", STUCK),
            ("InitDeadlock", INIT_DEADLOCK),
        ];
        for (name, src) in programs {
            std::fs::write(dir.join(format!("{name}.java")), src).unwrap();
        }
        let st = Command::new("javac")
            .args(["--release", "8", "-d"])
            .arg(&dir)
            .args(programs.map(|(name, _)| dir.join(format!("{name}.java"))))
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

/// A thread that ends while its joiner holds the `Thread` object's monitor
/// (between `isAlive()` and `wait()` in `join()`) must still wake it: with
/// every small quantum, wait/notify handoffs and joins finish (they once
/// deadlocked at quanta 4 to 8).
#[test]
fn handoffs_and_joins_finish_at_every_quantum() {
    for q in 1..=40 {
        let quantum = format!("-XX:ThreadQuantum={q}");
        let out = rjvm(&[&quantum, "Handoff"]);
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            "consumed 210\ndone 2178\n",
            "quantum {q}, stderr: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(out.status.code(), Some(0), "quantum {q}");
    }
}

/// No lock cycle, but nothing can run (a wait nobody notifies, a join of
/// that thread): the VM ends with a report naming what each thread waits on.
#[test]
fn waits_nobody_ends_are_reported() {
    let out = rjvm(&["Stuck"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "stderr: {stderr}");
    assert!(
        stderr.contains("every live thread waits forever"),
        "{stderr}"
    );
    assert!(
        stderr.contains("\"main\":\n  joining thread \"sleeper\""),
        "{stderr}"
    );
    assert!(
        stderr.contains("\"sleeper\":\n  in Object.wait() on monitor"),
        "{stderr}"
    );
    assert!(!stderr.contains("Java-level deadlock"), "{stderr}");
}

/// A thread waiting for another thread's class initialization is part of a
/// deadlock: the initializer waits for a lock the waiter holds. (HotSpot
/// hangs; rjvm reports both threads and exits.)
#[test]
fn class_initialization_waits_show_in_deadlock_reports() {
    let out = rjvm(&["InitDeadlock"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "stderr: {stderr}");
    assert!(out.stdout.is_empty(), "{stderr}");
    assert!(stderr.contains("Found one Java-level deadlock"), "{stderr}");
    assert!(
        stderr.contains("\"initializer\":\n  waiting to lock monitor"),
        "{stderr}"
    );
    assert!(stderr.contains("which is held by \"user\""), "{stderr}");
    assert!(
        stderr.contains(
            "\"user\":\n  waiting for the initialization of class InitDeadlock$Slow, \
             which is being initialized by \"initializer\""
        ),
        "{stderr}"
    );
}
