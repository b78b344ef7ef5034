//! Implied branch blocks (`implied-branch-blocks = bits`, records
//! `BranchBits` and `BranchBlocksEnd`). Programs run twice: with the
//! default trace, which leaves out the `BlockEnter` of most blocks the fast
//! loop enters by a branch or a fall-through (one bit each), and the
//! records the other rules imply, and with `-XX:+TraceAllBranchBlocks`,
//! which writes those `BlockEnter`s; the first trace's records, expanded by
//! the reader (`metrics::read_records`), must be the second's (expanded
//! too: the other rules still apply), record for record, and the offline
//! metrics JSON (and, for small traces, the `.wet` file) must be identical.

mod common;
use common::traced::{self, Job, Rule};

/// The largest java-tests trace (records) whose WET is built both ways
/// (as in `implied_exits`).
const WET_RECORDS: usize = 2_000_000;

/// The rule against its switch.
fn against_switch(wet_max: usize) -> Rule {
    Rule {
        reference: "all-branch-blocks",
        switch: &["-XX:+TraceAllBranchBlocks"],
        named: analyzer::records::branch_blocks::uses_bits_rule,
        raw_reference: false,
        wet_max,
    }
}

#[test]
fn workloads_expand_to_the_trace_of_every_branch_block() {
    let job = Job::workload;
    let (implied, all) = against_switch(0).check_all(
        &[job("jess"), job("javac")],
        "implied-branch-blocks-wl",
        &[&["-trace-events", "default"]],
    );
    // Most BlockEnters are branch blocks (jess small: 2.6M of 6.2M
    // records); each chain of them costs a BranchBlocksEnd and some bits.
    assert!(implied * 100 < all * 85, "{implied} of {all} records");
}

#[test]
fn java_tests_expand_to_the_trace_of_every_branch_block() {
    let mut jobs = traced::java_tests();
    if !traced::only_named(&mut jobs) {
        assert!(jobs.len() > 100, "only {} programs", jobs.len());
    }
    let (implied, all) = against_switch(WET_RECORDS).check_all(
        &jobs,
        "implied-branch-blocks-java-tests",
        &[&["-trace-events", "default"]],
    );
    assert!(implied < all, "{implied} of {all} records");
}

/// Multi-threaded programs at several thread quanta (time slices that end
/// inside a block, right after a branch, a call or a return: the bits of
/// one thread end before another's records), with the groups the rule
/// needs and no others, against the trace of every record.
#[test]
fn threads_expand_to_the_trace_of_every_record_at_every_quantum() {
    let jobs = traced::threads_at_quanta(traced::QUANTA);
    Rule::every_record(
        analyzer::records::branch_blocks::uses_bits_rule,
        WET_RECORDS,
    )
    .check_all(
        &jobs,
        "implied-branch-blocks-quanta",
        &[&["-trace-events", "method,block,invoke,field"]],
    );
}

/// The same programs and quanta with the default groups, against the
/// switch (the other rules apply to both traces).
#[test]
fn threads_expand_to_the_trace_of_every_branch_block_at_every_quantum() {
    let jobs = traced::threads_at_quanta(traced::QUANTA);
    against_switch(WET_RECORDS).check_all(
        &jobs,
        "implied-branch-blocks-quanta-default",
        &[&["-trace-events", "default"]],
    );
}
