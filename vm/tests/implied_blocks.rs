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
use common::traced::{self, Job};

use std::path::Path;

/// Checks one program with `-trace-events events` (the `.wet` files too if
/// the trace has at most `wet_max` records): the implied trace's records
/// as every analysis reads them against the all-blocks trace's records as
/// they are in its file. Both traces write every Bytecode record (implied
/// bytecodes: tests/implied_bytecodes.rs). Returns the records of both
/// traces (implied, all).
fn check(job: &Job, dir: &Path, events: &str, wet_max: usize) -> Result<(usize, usize), String> {
    let groups = ["-trace-events", events, "-XX:+TraceEachBytecode"];
    let tag = job.tag(&groups);
    let implied = dir.join(format!("{tag}.step"));
    let all = dir.join(format!("{tag}.all.step"));
    let tmp = dir.join(format!("{tag}.tmp"));
    traced::run(job, &implied, &tmp, &groups)?;
    let mut flags = groups.to_vec();
    flags.push("-XX:+TraceAllBlocks");
    traced::run(job, &all, &tmp, &flags)?;
    let _ = std::fs::remove_dir_all(&tmp);
    let has = |p: &Path| analyzer::records::implied::uses_entry_rule(&traced::attributes(p));
    if !has(&implied) || has(&all) {
        return Err(
            "the implied-blocks attribute is missing, or set with -XX:+TraceAllBlocks".into(),
        );
    }
    let streamed = traced::compare_streams(
        traced::expanded_records(&implied),
        traced::raw_records(&all),
        "all-blocks",
    )?;
    let counts = (traced::count_records(&implied), streamed);
    traced::same_metrics(&implied, &all)?;
    if counts.1 <= wet_max && traced::wet_bytes(&implied) != traced::wet_bytes(&all) {
        return Err(".wet files differ".into());
    }
    let _ = std::fs::remove_file(&implied);
    let _ = std::fs::remove_file(&all);
    Ok(counts)
}

/// The largest java-tests trace (records) whose WET is built both ways:
/// the WET adapter reads the stream [`check`] compares, and the few
/// programs with more records would take most of the test's time (the
/// workloads' WETs are built whatever their size; `all` traces, whose
/// bytecode records WET does not read, are not).
const WET_RECORDS: usize = 2_000_000;

/// Checks every job with every group list of `events`; returns the
/// records of all traces (implied, all).
fn check_all(jobs: &[Job], name: &str, events: &[&str], wet_max: usize) -> (usize, usize) {
    let dir = traced::work_dir(name);
    let runs: Vec<(&Job, &str)> = jobs
        .iter()
        .flat_map(|j| events.iter().map(move |e| (j, *e)))
        .collect();
    traced::run_all(
        &runs,
        |(job, ev)| format!("{} {:?} ({ev})", job.main, job.jvm),
        |(job, ev)| check(job, &dir, ev, wet_max),
    )
    .into_iter()
    .fold((0, 0), |t, c| (t.0 + c.0, t.1 + c.1))
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
