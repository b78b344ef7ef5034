//! The offline reader on two threads (`metrics::Threads::Two`: trace blocks
//! decoded on a thread of their own) against the one-thread reader: the
//! same records in the same order, the same progress calls, the same
//! metrics, and on a damaged or cut trace the same records before the same
//! error.

mod common;

use analyzer::metrics::{self, Engine, MetricsOptions, Threads};
use rjvm::step::AnyRecord;

const MAIN: &str = r#"
public class Main {
    static class Node { int v; Node next; Node(int v, Node n) { this.v = v; next = n; } }
    static int sum(Node n) { int s = 0; while (n != null) { s += n.v; n = n.next; } return s; }
    public static void main(String[] args) {
        Node list = null;
        int total = 0;
        for (int i = 0; i < 3000; i++) {
            list = new Node(i, (i % 100 == 0) ? null : list);
            if ((i & 1) == 0) total += sum(list); else total -= i;
        }
        System.out.println(total);
    }
}
"#;

/// What a reading gave: the records, the progress calls, and the
/// attributes or the error's text.
type Reading = (
    Vec<AnyRecord>,
    Vec<u64>,
    Result<Vec<(String, String)>, String>,
);

/// Reads `bytes` with `threads`.
fn read(bytes: &[u8], threads: Threads) -> Reading {
    let mut recs = Vec::new();
    let mut progress = Vec::new();
    let r = metrics::read_records_with(bytes, threads, |r| recs.push(r), |n| progress.push(n))
        .map_err(|e| e.to_string());
    (recs, progress, r)
}

/// A default trace of `Main` in blocks of 4 KiB (many blocks).
fn trace() -> Vec<u8> {
    let dir = common::compile("offline_threads", &[("Main", MAIN)]);
    let t = dir.join("t.step");
    let out = common::rjvm(
        &dir,
        &[
            "-trace",
            t.to_str().unwrap(),
            "-trace-block-size",
            "4096",
            "Main",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    std::fs::read(&t).unwrap()
}

#[test]
fn two_threads_read_as_one() {
    let bytes = trace();
    let one = read(&bytes, Threads::One);
    let two = read(&bytes, Threads::Two);
    assert!(one.2.is_ok(), "{:?}", one.2);
    assert!(one.1.len() > 10, "only {} blocks", one.1.len());
    assert!(one.0.len() > one.1.len());
    assert!(one == two, "the two readings differ");

    let json = |threads| {
        let mut engine = Engine::new(&MetricsOptions::default());
        metrics::feed_with(&bytes[..], threads, &mut engine, |_| {}).unwrap();
        metrics::json_text(&engine.to_json("p", "c"))
    };
    assert_eq!(json(Threads::One), json(Threads::Two));
}

#[test]
fn two_threads_stop_where_one_does() {
    let bytes = trace();
    let whole = read(&bytes, Threads::One).0.len();
    let mut errors = 0;
    // Cut short at several places (mid-block and last bytes), and damaged.
    let mut cases: Vec<Vec<u8>> = (1..8)
        .map(|k| bytes[..bytes.len() * k / 8].to_vec())
        .collect();
    cases.push(bytes[..bytes.len() - 1].to_vec());
    for k in 1..6 {
        let mut b = bytes.clone();
        let at = b.len() * k / 6 - 7;
        b[at] ^= 0x5a;
        b[at + 1] ^= 0xa5;
        cases.push(b);
    }
    for b in &cases {
        let one = read(b, Threads::One);
        let two = read(b, Threads::Two);
        if one.2.is_err() {
            errors += 1;
            assert!(one.0.len() <= whole);
        }
        assert!(one == two, "{:?} / {:?}", one.2, two.2);
    }
    assert!(errors >= 8, "only {errors} errors");
}
