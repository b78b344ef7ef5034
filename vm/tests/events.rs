//! The interpreter's events, checked against facts a program knows about
//! itself (through the counting sink behind `-XX:+CountEvents`).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

mod common;

const FACTS: &str = r#"
public class Facts {
    static final class Foo { int v; Foo(int v) { this.v = v; } }
    static final class Boom extends RuntimeException { }
    static int counter;
    static int target(int x) { return x + 1; }
    static synchronized void locked() { counter++; }
    public static void main(String[] args) throws Exception {
        Foo[] foos = new Foo[1000];
        for (int i = 0; i < foos.length; i++) foos[i] = new Foo(i);
        int s = 0;
        for (int i = 0; i < 500; i++) s = target(s);
        for (int i = 0; i < 5; i++) {
            try { throw new Boom(); } catch (Boom b) { s++; }
        }
        Object lock = new Object();
        for (int i = 0; i < 7; i++) synchronized (lock) { s += foos[i].v; }
        for (int i = 0; i < 3; i++) locked();
        Thread a = new Thread(() -> counter++);
        Thread b = new Thread(() -> counter++);
        a.start(); b.start(); a.join(); b.join();
        System.out.println(s + " " + counter);
    }
}
"#;

fn counts() -> &'static HashMap<String, u64> {
    static COUNTS: OnceLock<HashMap<String, u64>> = OnceLock::new();
    COUNTS.get_or_init(|| {
        static DIR: OnceLock<PathBuf> = OnceLock::new();
        let dir: &Path = DIR.get_or_init(|| common::compile("events", &[("Facts", FACTS)]));
        let out = common::rjvm(dir, &["-XX:+CountEvents", "Facts"]);
        assert!(out.status.success());
        assert_eq!(String::from_utf8_lossy(&out.stdout), "526 5\n");
        String::from_utf8_lossy(&out.stderr)
            .lines()
            .filter_map(|l| {
                let (key, n) = l.rsplit_once(' ')?;
                Some((key.to_string(), n.parse().ok()?))
            })
            .collect()
    })
}

fn count(key: &str) -> u64 {
    counts().get(key).copied().unwrap_or(0)
}

#[test]
fn allocations_of_a_class_are_counted() {
    assert_eq!(count("alloc Facts$Foo"), 1000);
    assert_eq!(count("alloc Facts$Boom"), 5);
}

#[test]
fn calls_at_a_site_are_counted() {
    assert_eq!(count("invoke Facts.target(I)I"), 500);
    assert_eq!(count("invoke Facts.locked()V"), 3);
}

#[test]
fn exceptions_thrown_and_caught() {
    assert_eq!(count("throw Facts$Boom"), 5);
    assert!(count("event ExceptionCatch") >= 5);
}

#[test]
fn monitors_threads_and_method_balance() {
    // 7 synchronized blocks + 3 synchronized calls, plus the library's own locking.
    assert!(count("event MonitorEnter") >= 10);
    assert_eq!(count("event MonitorEnter"), count("event MonitorExit"));
    assert_eq!(count("event ThreadStart"), 3);
    assert_eq!(count("event ThreadEnd"), 3);
    assert_eq!(
        count("event MethodEnter"),
        count("event MethodExit") + count("event MethodExitByException")
    );
    assert!(count("event BlockEnter") > count("event MethodEnter"));
    assert!(count("event ClassLoad") > 20);
}
