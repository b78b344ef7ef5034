//! Implied `MethodExit` records (`implied-method-exits = blocks`,
//! `analyzer::records::exits`). Programs run twice: with the default trace,
//! which leaves implied exits out (and implied blocks, `MethodEnter`s,
//! bytecodes and branch outcomes), and with a trace that writes the records
//! the rule implies; the first trace's records, expanded by the reader
//! (`metrics::read_records`), must be the second's, record for record, and
//! the offline metrics JSON and the `.wet` file must be identical.
//!
//! Kept cheap: every java-tests program against the trace of every record
//! (`-XX:+TraceAllBlocks -XX:+TraceEachBytecode -XX:+TraceAllBranchOutcomes`;
//! these runs check the implied `MethodEnter`s and field sites too, which
//! `implied_enters` and `implied_fields` check on the workloads and threads); the workloads against
//! `-XX:+TraceAllMethodExits` (the switch); the threaded programs at small
//! quanta with the fewest groups the rule needs (`implied_enters` runs them
//! with `default` and `all`).

mod common;
use common::traced::{self, Job, Rule};

/// The largest java-tests trace (records) whose WET is built both ways
/// (as in `implied_enters`).
const WET_RECORDS: usize = 2_000_000;

/// The default trace's rules named: the exits', the `MethodEnter`s', the
/// field sites' and the invoke sites'.
fn default_rules_named(a: &[(String, String)]) -> bool {
    analyzer::records::exits::uses_blocks_rule(a)
        && analyzer::records::enters::uses_invoke_rule(a)
        && analyzer::records::fields::uses_blocks_rule(a)
        && analyzer::records::invokes::uses_blocks_rule(a)
}

#[test]
fn java_tests_expand_to_the_trace_of_every_record() {
    let jobs = traced::java_tests();
    assert!(jobs.len() > 100, "only {} programs", jobs.len());
    let (implied, all) = Rule::every_record(default_rules_named, WET_RECORDS).check_all(
        &jobs,
        "implied-exits-java-tests",
        &[&["-trace-events", "default"]],
    );
    assert!(implied * 100 < all * 90, "{implied} of {all} records");
}

#[test]
fn workloads_expand_to_the_trace_of_every_exit() {
    let job = Job::workload;
    let (implied, all) = Rule {
        reference: "all-exits",
        switch: &["-XX:+TraceAllMethodExits"],
        named: analyzer::records::exits::uses_blocks_rule,
        raw_reference: false,
        wet_max: 0,
    }
    .check_all(
        &[job("jess"), job("javac")],
        "implied-exits-wl",
        &[&["-trace-events", "default"]],
    );
    // Exits, blocks and enters: about a third of the records.
    assert!(implied * 100 < all * 72, "{implied} of {all} records");
}

/// Multi-threaded programs at several thread quanta (time slices that end
/// right after a return, or in the block before it), with the groups the
/// rule needs and no others.
#[test]
fn threads_expand_to_the_trace_of_every_record_at_every_quantum() {
    let jobs = traced::threads_at_quanta(traced::QUANTA);
    Rule::every_record(analyzer::records::exits::uses_blocks_rule, WET_RECORDS).check_all(
        &jobs,
        "implied-exits-quanta",
        &[&["-trace-events", "method,block,invoke,exception,lock,gc"]],
    );
}
