//! Implied branch outcomes (`implied-branch-outcomes = blocks`,
//! `analyzer::records::branches`). Every java-tests program (Java 8 and
//! Java-17-only, and the hand-assembled fixtures), jess and javac (`small`)
//! and multi-threaded programs at several thread quanta run twice with
//! `-trace-events default,values`: as is, which leaves the implied
//! `BranchOutcome` records out (and implied blocks and `MethodEnter`s),
//! and with `-XX:+TraceAllBlocks -XX:+TraceEachBytecode
//! -XX:+TraceAllBranchOutcomes`, which writes every record. The first
//! trace's records, expanded by the reader, must be the second's as they
//! are in its file, record for record, fields and order; the offline
//! metrics JSON must be identical either way (and the `.wet` files, on
//! jess: WET reads the values).
//!
//! `-trace-events all` (the rule with the others, bytecodes too) is
//! implied_bytecodes' test, the same check. (Until session 12 this file ran
//! `all` and `default,values` against `-XX:+TraceAllBranchOutcomes` alone,
//! read through the reader: the branch rule reads the stream with every
//! block put back, the same whichever blocks the file holds.)

mod common;
use common::traced::{self, Job, Rule};

const VALUES: &[&str] = &["-trace-events", "default,values"];
/// Every group in the loop that raises every Bytecode (`BC`), whose
/// branches decide their outcomes in their own arm.
const EACH: &[&str] = &["-trace-events", "all", "-XX:+TraceEachBytecode"];

/// Checks every job with every flag list of `variants` (the
/// `-trace-events` option included) against the trace of every record
/// (the `.wet` files too for streams of at most `wet_max` records);
/// returns the records of the implied traces' files and of the streams.
fn check_all(jobs: &[Job], name: &str, variants: &[&[&str]], wet_max: usize) -> (usize, usize) {
    Rule::every_record(analyzer::records::branches::uses_blocks_rule, wet_max)
        .check_all(jobs, name, variants)
}

#[test]
fn java_tests_expand_to_the_all_outcomes_trace() {
    let mut jobs = traced::java_tests();
    assert!(jobs.len() > 100, "only {} programs", jobs.len());
    // RJVM_TEST_ONLY=A,B: those programs alone (to debug a failure).
    let only = traced::only_named(&mut jobs);
    let (implied, all) = check_all(&jobs, "implied-br-java-tests", &[VALUES], 0);
    // The rule leaves some records out.
    assert!(only || implied < all, "{implied} of {all} records");
}

#[test]
fn workloads_expand_to_the_all_outcomes_trace() {
    let job = Job::workload;
    let (implied, all) = check_all(&[job("jess")], "implied-br-wl", &[VALUES], usize::MAX);
    // jess small: 1.76M of 12.6M records are implied outcomes, a quarter
    // of the rest blocks and enters.
    assert!(implied * 100 < all * 80, "{implied} of {all} records");
    check_all(&[job("javac")], "implied-br-wl", &[VALUES], 0);
    check_all(&[job("jess")], "implied-br-wl-each", &[EACH], 0);
}

/// Multi-threaded programs at several thread quanta: time slices that end
/// right after a taken branch, in the middle of blocks, runs of several
/// threads.
#[test]
fn threads_expand_to_the_all_outcomes_trace_at_every_quantum() {
    check_all(
        &traced::threads_at_quanta(traced::QUANTA),
        "implied-br-quanta",
        &[VALUES],
        0,
    );
}
