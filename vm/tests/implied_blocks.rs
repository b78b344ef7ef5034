//! Implied blocks (`implied-blocks = entry` or `entry,return`,
//! `analyzer::records::implied`) where no other rule applies, or in the
//! loop that writes every `Bytecode`. Every java-tests program (Java 8 and
//! Java-17-only, and the hand-assembled fixtures), the embedded workload
//! jess (`small`) and multi-threaded programs at several thread quanta run
//! twice: as is, which leaves implied blocks out, and with
//! `-XX:+TraceAllBlocks -XX:+TraceEachBytecode -XX:+TraceAllBranchOutcomes`,
//! which writes every record. The first trace's records, expanded by the
//! reader, must be the second's record for record (fields and order); the
//! offline metrics JSON must be identical either way.
//!
//! With groups "method", "block" and "invoke" (and no "exception": no
//! implied `MethodEnter`s) both block rules apply alone; with "method" and
//! "block" only the entry rule. The default groups (blocks with implied
//! `MethodEnter`s) are implied_enters' (the same runs were made here too).

mod common;
use common::traced::{self, Job, Rule};

/// Both block rules, no other.
const BLOCKS: &[&str] = &["-trace-events", "method,block,invoke"];
/// The entry rule alone.
const ENTRY: &[&str] = &["-trace-events", "method,block"];
/// Every group in the loop that raises every Bytecode (`BC`): its own
/// entry-block path; implied blocks, enters and branch outcomes.
const EACH: &[&str] = &["-trace-events", "all", "-XX:+TraceEachBytecode"];

/// Checks every job with every flag list of `variants` against the trace
/// of every record; returns the records of the implied traces' files and
/// of the compared streams.
fn check_all(jobs: &[Job], name: &str, variants: &[&[&str]]) -> (usize, usize) {
    Rule::every_record(analyzer::records::implied::uses_entry_rule, 0)
        .check_all(jobs, name, variants)
}

#[test]
fn java_tests_expand_to_the_all_blocks_trace() {
    let mut jobs = traced::java_tests();
    assert!(jobs.len() > 100, "only {} programs", jobs.len());
    // RJVM_TEST_ONLY=A,B: those programs alone (to debug a failure).
    let only = traced::only_named(&mut jobs);
    let (implied, all) = check_all(&jobs, "implied-blocks-java-tests", &[BLOCKS]);
    // The rule leaves records out: a few per cent of them at least.
    assert!(
        only || implied * 100 < all * 90,
        "{implied} of {all} records"
    );
}

#[test]
fn workloads_expand_to_the_all_blocks_trace() {
    let job = Job::workload;
    let (implied, all) = check_all(&[job("jess")], "implied-blocks-wl", &[ENTRY]);
    // Most entry blocks: about one record in seven.
    assert!(implied * 100 < all * 90, "{implied} of {all} records");
    check_all(&[job("jess")], "implied-blocks-wl-each", &[EACH]);
}

/// Multi-threaded programs at several thread quanta: time slices that end
/// right after a call or a return, between an entry and its first block;
/// without group "lock", slices of the other threads that write no record
/// before the thread's next block.
#[test]
fn threads_expand_to_the_all_blocks_trace_at_every_quantum() {
    check_all(
        &traced::threads_at_quanta(traced::QUANTA),
        "implied-blocks-quanta",
        &[BLOCKS, EACH],
    );
}
