//! Implied entry blocks (`implied-blocks = entry`,
//! `analyzer::records::implied`). Every java-tests program (Java 8 and
//! Java-17-only, and the hand-assembled fixtures) and the embedded
//! workloads jess and javac (`small`) run twice: with the default trace,
//! which leaves implied entry blocks out, and with `-XX:+TraceAllBlocks`,
//! which writes every `BlockEnter`. The first trace's records, expanded by
//! the reader, must be the second's record for record (fields and order);
//! the offline metrics JSON and the `.wet` file (program model included)
//! must be identical either way.

mod common;
use common::traced::{self, Job, Rule};

/// The largest java-tests trace (records) whose WET is built both ways:
/// the WET adapter reads the stream compared, and the few programs with
/// more records would take most of the test's time (the workloads' WETs
/// are built whatever their size; `all` traces, whose bytecode records WET
/// does not read, are not).
const WET_RECORDS: usize = 2_000_000;

/// Checks every job with `-trace-events` each of `events` (the `.wet` files
/// too for streams of at most `wet_max` records): the implied trace's
/// records as every analysis reads them against the all-blocks trace's as
/// they are in its file (`-XX:+TraceAllBlocks` writes every MethodEnter
/// too). Both traces write every Bytecode and BranchOutcome record
/// (tests/implied_bytecodes.rs and implied_branches.rs check those
/// rules). Returns the records of all traces (implied, all).
fn check_all(jobs: &[Job], name: &str, events: &[&str], wet_max: usize) -> (usize, usize) {
    let rule = Rule {
        reference: "all-blocks",
        switch: &["-XX:+TraceAllBlocks"],
        named: analyzer::records::implied::uses_entry_rule,
        raw_reference: true,
        wet_max,
    };
    let variants: Vec<[&str; 4]> = events
        .iter()
        .map(|e| {
            [
                "-trace-events",
                e,
                "-XX:+TraceEachBytecode",
                "-XX:+TraceAllBranchOutcomes",
            ]
        })
        .collect();
    let variants: Vec<&[&str]> = variants.iter().map(|v| &v[..]).collect();
    rule.check_all(jobs, name, &variants)
}

#[test]
fn java_tests_expand_to_the_all_blocks_trace() {
    let jobs = traced::java_tests();
    assert!(jobs.len() > 100, "only {} programs", jobs.len());
    let (implied, all) = check_all(
        &jobs,
        "implied-blocks-java-tests",
        &["default"],
        WET_RECORDS,
    );
    // The rule leaves records out: a few per cent of them at least.
    assert!(implied * 100 < all * 97, "{implied} of {all} records");
}

#[test]
fn workloads_expand_to_the_all_blocks_trace() {
    let job = Job::workload;
    let (implied, all) = check_all(
        &[job("jess"), job("javac")],
        "implied-blocks-wl",
        &["default"],
        usize::MAX,
    );
    assert!(implied * 100 < all * 95, "{implied} of {all} records");
    // Every group, and the values WET uses, on jess.
    check_all(&[job("jess")], "implied-blocks-all", &["all"], 0);
    check_all(
        &[job("jess")],
        "implied-blocks-values",
        &["default,values"],
        usize::MAX,
    );
}

/// Multi-threaded programs at several thread quanta: time slices that end
/// right after a call or a return, between an entry and its first block.
#[test]
fn threads_expand_to_the_all_blocks_trace_at_every_quantum() {
    check_all(
        &traced::threads_at_quanta(&[1, 3, 17, 100, 1000]),
        "implied-blocks-quanta",
        &["default", "all"],
        WET_RECORDS,
    );
}
