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
use common::traced::{self, Job};

use std::path::Path;

/// Whether the trace at `p` names the rule in its header.
fn names_rule(p: &Path) -> bool {
    analyzer::records::bytecodes::uses_blocks_rule(&traced::attributes(p))
}

/// Checks one program with `flags` (the `-trace-events` option included):
/// the records every analysis reads of both traces (both leave implied
/// blocks out) compared one by one; returns the records of the implied
/// trace's file and of the streams.
fn check(job: &Job, dir: &Path, flags: &[&str]) -> Result<(usize, usize), String> {
    let tag = job.tag(flags);
    let implied = dir.join(format!("{tag}.step"));
    let each = dir.join(format!("{tag}.each.step"));
    let tmp = dir.join(format!("{tag}.tmp"));
    traced::run(job, &implied, &tmp, flags)?;
    let mut with = flags.to_vec();
    with.push("-XX:+TraceEachBytecode");
    traced::run(job, &each, &tmp, &with)?;
    let _ = std::fs::remove_dir_all(&tmp);
    if !names_rule(&implied) || names_rule(&each) {
        return Err(
            "the implied-bytecodes attribute is missing, or set with -XX:+TraceEachBytecode".into(),
        );
    }
    let streamed = traced::compare_streams(
        traced::expanded_records(&implied),
        traced::expanded_records(&each),
        "each-bytecode",
    )?;
    let counts = (traced::count_records(&implied), streamed);
    traced::same_metrics(&implied, &each)?;
    let _ = std::fs::remove_file(&implied);
    let _ = std::fs::remove_file(&each);
    Ok(counts)
}

/// Checks every job with every flag list of `variants`; returns the
/// records of the implied traces' files and of the streams.
fn check_all(jobs: &[Job], name: &str, variants: &[&[&str]]) -> (usize, usize) {
    let dir = traced::work_dir(name);
    let runs: Vec<(&Job, &[&str])> = jobs
        .iter()
        .flat_map(|j| variants.iter().map(move |v| (j, *v)))
        .collect();
    traced::run_all(
        &runs,
        |(job, flags)| format!("{} {:?} {flags:?}", job.main, job.jvm),
        |(job, flags)| check(job, &dir, flags),
    )
    .into_iter()
    .fold((0, 0), |t, c| (t.0 + c.0, t.1 + c.1))
}

const ALL: &[&str] = &["-trace-events", "all"];
const ALL_BLOCKS: &[&str] = &["-trace-events", "all", "-XX:+TraceAllBlocks"];
const BYTECODES: &[&str] = &["-trace-events", "method,block,bytecode,lock"];

#[test]
fn java_tests_expand_to_the_each_bytecode_trace() {
    let mut jobs = traced::java_tests();
    assert!(jobs.len() > 100, "only {} programs", jobs.len());
    // RJVM_TEST_ONLY=A,B: those programs alone (to debug a failure).
    if let Ok(only) = std::env::var("RJVM_TEST_ONLY") {
        let only: Vec<&str> = only.split(',').collect();
        jobs.retain(|j| only.contains(&j.main.as_str()));
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
