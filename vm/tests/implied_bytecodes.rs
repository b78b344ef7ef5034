//! Implied bytecodes (`implied-bytecodes = blocks`,
//! `analyzer::records::bytecodes`). Every java-tests program (Java 8 and
//! Java-17-only, and the hand-assembled fixtures), jess and javac (`small`)
//! and multi-threaded programs at several thread quanta run twice with
//! `-trace-events all`: as is, which leaves the fast loop's implied
//! `Bytecode` records out, and with `-XX:+TraceEachBytecode`, which writes
//! every one. The first trace's records, expanded by the reader, must be
//! the second's (read the same way: both leave implied blocks out), record
//! for record, fields and order; the offline metrics JSON must be
//! identical either way.

mod common;
use common::traced::{self, Job, Rule};

/// Checks every job with every flag list of `variants` (the
/// `-trace-events` option included): the records every analysis reads of
/// both traces (both leave implied blocks out) compared one by one;
/// returns the records of the implied traces' files and of the streams.
fn check_all(jobs: &[Job], name: &str, variants: &[&[&str]]) -> (usize, usize) {
    Rule {
        reference: "each-bytecode",
        switch: &["-XX:+TraceEachBytecode"],
        named: analyzer::records::bytecodes::uses_blocks_rule,
        raw_reference: false,
        wet_max: 0,
    }
    .check_all(jobs, name, variants)
}

const ALL: &[&str] = &["-trace-events", "all"];
const ALL_BLOCKS: &[&str] = &["-trace-events", "all", "-XX:+TraceAllBlocks"];
const BYTECODES: &[&str] = &["-trace-events", "method,block,bytecode,lock"];

#[test]
fn java_tests_expand_to_the_each_bytecode_trace() {
    let mut jobs = traced::java_tests();
    assert!(jobs.len() > 100, "only {} programs", jobs.len());
    // RJVM_TEST_ONLY=A,B: those programs alone (to debug a failure).
    if traced::only_named(&mut jobs) {
        check_all(&jobs, "implied-bc-java-tests", &[ALL, BYTECODES]);
        return;
    }
    let (implied, all) = check_all(&jobs, "implied-bc-java-tests", &[ALL]);
    // The rule leaves most Bytecode records out.
    assert!(implied * 100 < all * 70, "{implied} of {all} records");
}

#[test]
fn workloads_expand_to_the_each_bytecode_trace() {
    let job = Job::workload;
    let (implied, all) = check_all(&[job("jess"), job("javac")], "implied-bc-wl", &[ALL]);
    assert!(implied * 100 < all * 60, "{implied} of {all} records");
    check_all(&[job("jess")], "implied-bc-wl-blocks", &[ALL_BLOCKS]);
}

/// Multi-threaded programs at several thread quanta: time slices that end
/// in the middle of blocks, runs of several threads.
#[test]
fn threads_expand_to_the_each_bytecode_trace_at_every_quantum() {
    check_all(
        &traced::threads_at_quanta(&[1, 2, 3, 17, 100, 1000]),
        "implied-bc-quanta",
        &[ALL, ALL_BLOCKS, BYTECODES],
    );
}
