//! Implied branch outcomes (`implied-branch-outcomes = blocks`,
//! `analyzer::records::branches`). Every java-tests program (Java 8 and
//! Java-17-only, and the hand-assembled fixtures), jess and javac (`small`)
//! and multi-threaded programs at several thread quanta run twice with
//! `-trace-events all` and `default,values`: as is, which leaves the
//! implied `BranchOutcome` records out, and with
//! `-XX:+TraceAllBranchOutcomes`, which writes every one. The first
//! trace's records, expanded by the reader, must be the second's (read the
//! same way: both leave implied blocks and bytecodes out), record for
//! record, fields and order; the offline metrics JSON must be identical
//! either way.

mod common;
use common::traced::{self, Job, Rule};

/// Checks every job with every flag list of `variants` (the
/// `-trace-events` option included): the records every analysis reads of
/// both traces (both leave implied blocks and bytecodes out) compared one
/// by one; returns the records of the implied traces' files and of the
/// streams.
fn check_all(jobs: &[Job], name: &str, variants: &[&[&str]]) -> (usize, usize) {
    Rule {
        reference: "all-outcomes",
        switch: &["-XX:+TraceAllBranchOutcomes"],
        named: analyzer::records::branches::uses_blocks_rule,
        raw_reference: false,
        wet_max: 0,
    }
    .check_all(jobs, name, variants)
}

const ALL: &[&str] = &["-trace-events", "all"];
const VALUES: &[&str] = &["-trace-events", "default,values"];
const EACH: &[&str] = &["-trace-events", "all", "-XX:+TraceEachBytecode"];
const ALL_BLOCKS: &[&str] = &["-trace-events", "default,values", "-XX:+TraceAllBlocks"];

#[test]
fn java_tests_expand_to_the_all_outcomes_trace() {
    let mut jobs = traced::java_tests();
    assert!(jobs.len() > 100, "only {} programs", jobs.len());
    // RJVM_TEST_ONLY=A,B: those programs alone (to debug a failure).
    if traced::only_named(&mut jobs) {
        check_all(&jobs, "implied-br-java-tests", &[ALL, VALUES]);
        return;
    }
    let (implied, all) = check_all(&jobs, "implied-br-java-tests", &[ALL, VALUES]);
    // The rule leaves some records out.
    assert!(implied < all, "{implied} of {all} records");
}

#[test]
fn workloads_expand_to_the_all_outcomes_trace() {
    let job = Job::workload;
    let (implied, all) = check_all(
        &[job("jess"), job("javac")],
        "implied-br-wl",
        &[ALL, VALUES],
    );
    // jess small: about 1.76M of 15.8M records (all), 1.76M of 12.6M
    // (default,values).
    assert!(implied * 100 < all * 93, "{implied} of {all} records");
    check_all(&[job("jess")], "implied-br-wl-each", &[EACH, ALL_BLOCKS]);
}

/// Multi-threaded programs at several thread quanta: time slices that end
/// right after a taken branch, in the middle of blocks, runs of several
/// threads.
#[test]
fn threads_expand_to_the_all_outcomes_trace_at_every_quantum() {
    check_all(
        &traced::threads_at_quanta(&[1, 2, 3, 17, 100, 1000]),
        "implied-br-quanta",
        &[ALL, VALUES],
    );
}
