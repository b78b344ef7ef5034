//! The collector seen from outside: collections happen under a small
//! `-Xmx`, free what is dead, keep what is live, and are deterministic.

use std::path::{Path, PathBuf};
use std::process::Output;
use std::sync::OnceLock;

const CHURN: &str = r#"
public class Churn {
    static Object keep;
    public static void main(String[] args) {
        int[][] live = new int[100][];
        for (int i = 0; i < live.length; i++) live[i] = new int[] { i };
        keep = live;
        long sum = 0;
        for (int i = 0; i < 200000; i++) {
            int[] garbage = new int[32];
            garbage[i % 32] = i;
            sum += garbage[i % 32];
        }
        for (int[] a : live) sum += a[0];
        System.out.println(sum);
    }
}
"#;

mod common;

/// The test programs, compiled once per test process.
fn classes() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| common::compile("gc", &[("Churn", CHURN)]))
}

fn rjvm(args: &[&str]) -> Output {
    common::rjvm(classes(), args)
}

/// Parses `[gc] GC(n) aK->bK(cK) objects x->y dead d clock t` lines.
fn gc_lines(stderr: &str) -> Vec<(u64, u64, u64, u64, u64)> {
    stderr
        .lines()
        .filter(|l| l.starts_with("[gc] GC("))
        .map(|l| {
            let nums: Vec<u64> = l
                .split(|c: char| !c.is_ascii_digit())
                .filter(|s| !s.is_empty())
                .map(|s| s.parse().unwrap())
                .collect();
            // n, before K, after K, max K, objects before, objects after, dead, clock
            (nums[1], nums[2], nums[4], nums[5], nums[6])
        })
        .collect()
}

#[test]
fn small_heap_collects_and_frees_garbage() {
    let out = rjvm(&["-Xmx2m", "-verbose:gc", "Churn"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "19999904950\n");
    let gcs = gc_lines(&stderr);
    assert!(
        gcs.len() >= 5,
        "expected many collections under -Xmx2m:\n{stderr}"
    );
    for (before, after, objs_before, objs_after, dead) in &gcs {
        assert!(after <= before);
        assert_eq!(objs_before - objs_after, *dead);
        // The 100 live arrays (and the library's objects) always survive.
        assert!(*objs_after > 100);
    }
    assert!(gcs.iter().map(|g| g.4).sum::<u64>() > 100_000, "{stderr}");
}

/// The log without its wall-clock pause times.
fn without_pauses(stderr: &[u8]) -> String {
    String::from_utf8_lossy(stderr)
        .lines()
        .map(|l| l.split(" pause ").next().unwrap_or(l).to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn collections_are_deterministic() {
    let a = rjvm(&["-Xmx2m", "-verbose:gc", "Churn"]);
    let b = rjvm(&["-Xmx2m", "-verbose:gc", "Churn"]);
    assert_eq!(without_pauses(&a.stderr), without_pauses(&b.stderr));
    assert!(without_pauses(&a.stderr).contains("[gc] GC(3)"));
    assert_eq!(a.stdout, b.stdout);
}
