//! Implied `MethodEnter` records (`implied-method-enters = invoke`,
//! `analyzer::records::enters`). The embedded workloads
//! jess and javac (`small`), and multi-threaded programs at several thread
//! quanta run twice: with the default trace, which leaves implied
//! `MethodEnter`s out (and implied blocks, bytecodes and branch outcomes),
//! and with `-XX:+TraceAllBlocks -XX:+TraceEachBytecode
//! -XX:+TraceAllBranchOutcomes`, which writes every record.
//! The first trace's records, expanded by the reader (`metrics::read_records`),
//! must be the second's, read as they are in the file, record for record;
//! the offline metrics JSON and the `.wet` file (program model included)
//! must be identical either way. On the workloads the trace written with
//! `-XX:+TraceAllMethodEnters` alone (blocks still implied) must expand to
//! the same stream.
//!
//! The other rules' files run the other group sets the same way
//! (implied_blocks: without implied enters; implied_branches:
//! `default,values`; implied_bytecodes: `all`, every rule at once).

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
/// records as every analysis reads them against those of the trace of
/// every record as they are in its file; if `enters_only`, also against
/// the `-XX:+TraceAllMethodEnters` trace read through the reader (its
/// other implied records put back). Returns the records of the implied
/// traces' files and of the compared streams.
fn check_all(
    jobs: &[Job],
    name: &str,
    events: &[&str],
    wet_max: usize,
    enters_only: bool,
) -> (usize, usize) {
    let named = analyzer::records::enters::uses_invoke_rule;
    let variants: Vec<[&str; 2]> = events.iter().map(|e| ["-trace-events", e]).collect();
    let variants: Vec<&[&str]> = variants.iter().map(|v| &v[..]).collect();
    let counts = Rule::every_record(named, wet_max).check_all(jobs, name, &variants);
    if enters_only {
        Rule {
            reference: "all-enters",
            switch: &["-XX:+TraceAllMethodEnters"],
            named,
            raw_reference: false,
            wet_max: 0,
        }
        .check_all(jobs, &format!("{name}-enters"), &variants);
    }
    counts
}

// (Every java-tests program's default trace against the trace of every
// record: `implied_exits`, whose runs check both rules.)

#[test]
fn workloads_expand_to_the_trace_of_every_record() {
    let job = Job::workload;
    let (implied, all) = check_all(
        &[job("jess"), job("javac")],
        "implied-enters-wl",
        &["default"],
        usize::MAX,
        true,
    );
    // Blocks and enters: about a quarter of the records. (`all` and
    // `default,values` on jess: implied_bytecodes, implied_branches.)
    assert!(implied * 100 < all * 80, "{implied} of {all} records");
}

/// Multi-threaded programs at several thread quanta: time slices that end
/// right after a call (its MethodEnter written), between an entry and its
/// first block, or right after it; without group "lock", slices of the
/// other threads that write no record between a call or return that ends
/// a slice and the thread's next block.
#[test]
fn threads_expand_to_the_trace_of_every_record_at_every_quantum() {
    let jobs = traced::threads_at_quanta(traced::QUANTA);
    check_all(
        &jobs,
        "implied-enters-quanta",
        &["default", "all", "method,block,invoke,exception"],
        WET_RECORDS,
        false,
    );
}
