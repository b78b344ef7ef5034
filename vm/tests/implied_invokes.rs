//! Implied invoke sites (`implied-invoke-sites = blocks`,
//! `analyzer::records::invokes`). Programs run twice: with the default
//! trace, which writes most invokes of the fast loop as `ImpliedInvoke`
//! (and leaves out the records the other rules imply), and with a trace
//! that writes every full invoke record; the first trace's records, expanded by the reader (`metrics::read_records`), must
//! be the second's, record for record, and the offline metrics JSON (and,
//! for small traces, the `.wet` file) must be identical.

mod common;
use common::traced::{self, Job, Rule};

/// The largest java-tests trace (records) whose WET is built both ways
/// (as in `implied_exits`).
const WET_RECORDS: usize = 2_000_000;

#[test]
fn workloads_expand_to_the_trace_of_every_invoke_record() {
    let job = Job::workload;
    let (implied, all) = Rule {
        reference: "all-invoke-sites",
        switch: &["-XX:+TraceAllInvokeSites"],
        named: analyzer::records::invokes::uses_blocks_rule,
        raw_reference: false,
        wet_max: 0,
    }
    .check_all(
        &[job("jess"), job("javac")],
        "implied-invokes-wl",
        &[&["-trace-events", "default"]],
    );
    assert!(implied <= all, "{implied} of {all} records");
}

// (Every java-tests program's default trace against the trace of every
// record: `implied_exits`, whose runs check this rule too.)

/// Multi-threaded programs at several thread quanta (time slices that end
/// inside a block, right after a call or a return), with the groups the
/// rule needs and no others. (With the default groups at these quanta:
/// `implied_enters`, whose runs expand invoke sites too.)
#[test]
fn threads_expand_to_the_trace_of_every_record_at_every_quantum() {
    let jobs = traced::threads_at_quanta(traced::QUANTA);
    Rule::every_record(analyzer::records::invokes::uses_blocks_rule, WET_RECORDS).check_all(
        &jobs,
        "implied-invokes-quanta",
        &[&["-trace-events", "method,block,invoke"]],
    );
}
