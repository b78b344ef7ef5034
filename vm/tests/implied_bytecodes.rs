//! Implied bytecodes (`implied-bytecodes = blocks`,
//! `analyzer::records::bytecodes`), with every other rule at once. Every
//! java-tests program (Java 8 and Java-17-only, and the hand-assembled
//! fixtures), jess and javac (`small`) and multi-threaded programs at
//! several thread quanta run twice with `-trace-events all`: as is, which
//! leaves the fast loop's implied `Bytecode` records out (and implied
//! blocks, `MethodEnter`s and branch outcomes), and with
//! `-XX:+TraceAllBlocks -XX:+TraceEachBytecode -XX:+TraceAllBranchOutcomes`,
//! which writes every record. The first trace's records, expanded by the
//! reader, must be the second's as they are in its file, record for
//! record, fields and order; the offline metrics JSON must be identical
//! either way.
//!
//! (Until session 12 the reference was `-XX:+TraceEachBytecode` alone,
//! read through the reader, and implied_branches ran the same `all`
//! traces again against theirs; `-XX:+TraceAllBlocks` variants are gone:
//! the bytecode rule reads the stream with every block put back, the same
//! whichever blocks the file holds.)

mod common;
use common::traced::{self, Job, Rule};

/// Checks every job with every flag list of `variants` (the
/// `-trace-events` option included) against the trace of every record;
/// returns the records of the implied traces' files and of the streams.
fn check_all(jobs: &[Job], name: &str, variants: &[&[&str]]) -> (usize, usize) {
    Rule::every_record(analyzer::records::bytecodes::uses_blocks_rule, 0)
        .check_all(jobs, name, variants)
}

const ALL: &[&str] = &["-trace-events", "all"];
/// The bytecode rule with the entry-block rule alone (no invokes, no
/// values: no other rule).
const BYTECODES: &[&str] = &["-trace-events", "method,block,bytecode,lock"];

#[test]
fn java_tests_expand_to_the_each_bytecode_trace() {
    let mut jobs = traced::java_tests();
    assert!(jobs.len() > 100, "only {} programs", jobs.len());
    // RJVM_TEST_ONLY=A,B: those programs alone (to debug a failure).
    let only = traced::only_named(&mut jobs);
    let (implied, all) = check_all(&jobs, "implied-bc-java-tests", &[ALL]);
    // The rules leave most Bytecode records out.
    assert!(
        only || implied * 100 < all * 70,
        "{implied} of {all} records"
    );
}

#[test]
fn workloads_expand_to_the_each_bytecode_trace() {
    let job = Job::workload;
    let (implied, all) = check_all(&[job("jess"), job("javac")], "implied-bc-wl", &[ALL]);
    assert!(implied * 100 < all * 60, "{implied} of {all} records");
}

/// Multi-threaded programs at several thread quanta: time slices that end
/// in the middle of blocks, runs of several threads.
#[test]
fn threads_expand_to_the_each_bytecode_trace_at_every_quantum() {
    check_all(
        &traced::threads_at_quanta(traced::QUANTA),
        "implied-bc-quanta",
        &[ALL, BYTECODES],
    );
}
