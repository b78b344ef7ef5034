//! Known field objects (`known-field-objects = locals`, record
//! `KnownAccessesEnd`; the rule in `vm/schema/jvm.stepdl`). Programs run
//! twice: with the default trace, which writes no record for a `getfield`
//! or `putfield` local-sourced from a local whose object an earlier field
//! record of the activation named (where it would write
//! `ImpliedFieldAccess`), and with `-XX:+TraceAllFieldSites`, which writes
//! every full field record; the first trace's records, expanded by the
//! reader (`metrics::read_records`), must be the second's (expanded too:
//! the other rules still apply), record for record, and the offline
//! metrics JSON (and, for small traces, the `.wet` file) must be
//! identical. The writer's side alone (`writer_*`): the rule changes
//! nothing but field records and adds `KnownAccessesEnd` where the
//! contract puts it.

mod common;
use analyzer::step::AnyRecord;
use common::traced::{self, Job, Rule};
use std::path::Path;

/// The largest java-tests trace (records) whose WET is built both ways
/// (as in `implied_exits`).
const WET_RECORDS: usize = 2_000_000;

/// Whether a trace's header names the rule.
fn names_known(attributes: &[(String, String)]) -> bool {
    attributes
        .iter()
        .any(|(k, v)| k == rjvm::trace::KNOWN_ATTRIBUTE && v == rjvm::trace::KNOWN_LOCALS)
}

/// The rule against `-XX:+TraceAllFieldSites` (every full field record).
fn against_all_field_sites(wet_max: usize) -> Rule {
    Rule {
        reference: "all-field-sites",
        switch: &["-XX:+TraceAllFieldSites"],
        named: names_known,
        raw_reference: false,
        wet_max,
    }
}

/// The java-tests program written for this rule (putfield patterns,
/// exceptions caught in the frame, locals from 64 on, two threads).
fn known_fields_program(quanta: &[u32]) -> Vec<Job> {
    let dir = common::compile_java_tests("8").0;
    let mut jobs = vec![Job {
        classpath: Some(dir.clone()),
        jvm: Vec::new(),
        main: "KnownFields".into(),
        args: Vec::new(),
    }];
    for q in quanta {
        jobs.push(Job {
            classpath: Some(dir.clone()),
            jvm: vec![format!("-XX:ThreadQuantum={q}")],
            main: "KnownFields".into(),
            args: Vec::new(),
        });
    }
    jobs
}

#[test]
fn workloads_expand_to_the_trace_of_every_field_record() {
    let job = Job::workload;
    let (implied, all) = against_all_field_sites(0).check_all(
        &[job("jess"), job("javac"), job("mtrt")],
        "implied-known-fields-wl",
        &[&["-trace-events", "default"]],
    );
    // mtrt small: 39.2M records with the field site rule alone, 26.0M
    // with this one.
    assert!(implied < all, "{implied} of {all} records");
}

#[test]
fn java_tests_expand_to_the_trace_of_every_field_record() {
    let mut jobs = traced::java_tests();
    if !traced::only_named(&mut jobs) {
        assert!(jobs.len() > 100, "only {} programs", jobs.len());
    }
    let (implied, all) = against_all_field_sites(WET_RECORDS).check_all(
        &jobs,
        "implied-known-fields-java-tests",
        &[&["-trace-events", "default"]],
    );
    assert!(implied < all, "{implied} of {all} records");
}

/// Multi-threaded programs (and `KnownFields`) at several thread quanta
/// (time slices that end inside a block, right after a known access: a
/// `KnownAccessesEnd` before the other thread's records), with the default
/// groups, against the switch.
#[test]
fn threads_expand_to_the_trace_of_every_field_record_at_every_quantum() {
    let mut jobs = traced::threads_at_quanta(traced::QUANTA);
    jobs.extend(known_fields_program(traced::QUANTA));
    against_all_field_sites(WET_RECORDS).check_all(
        &jobs,
        "implied-known-fields-quanta",
        &[&["-trace-events", "default"]],
    );
}

/// A record's type name and its `thread` and `time` fields, if it has
/// them (from its debug text: `Type(Type { thread: 2, time: 7, .. })`).
fn parts(r: &AnyRecord) -> (String, Option<i64>, Option<i64>) {
    let text = format!("{r:?}");
    let name = text
        .split(|c: char| !c.is_ascii_alphanumeric())
        .next()
        .unwrap_or("")
        .to_string();
    let field = |f: &str| -> Option<i64> {
        let at = text
            .find(&format!("{{ {f}: "))
            .or_else(|| text.find(&format!(", {f}: ")))?;
        let rest = &text[at..];
        let rest = &rest[rest.find(": ")? + 2..];
        let end = rest
            .find(|c: char| !(c.is_ascii_digit() || c == '-'))
            .unwrap_or(rest.len());
        rest[..end].parse().ok()
    };
    (name, field("thread"), field("time"))
}

/// Entity records: they name no thread's event.
fn is_entity(name: &str) -> bool {
    matches!(name, "Class" | "Method" | "Field" | "Site" | "Thread")
}

/// Field records (those the rule leaves out or that stand for them).
fn is_field_record(name: &str) -> bool {
    matches!(
        name,
        "ImpliedFieldAccess" | "InstanceFieldRead" | "InstanceFieldWrite"
    )
}

/// The writer's guarantees checked on the records of `default` (the rule
/// on) and `off` (`-XX:-KnownFieldObjects`) of one run: the records but
/// field records, `BlockEnter` and `KnownAccessesEnd` are the same (and
/// `default` has no fewer `BlockEnter`s); every
/// `KnownAccessesEnd(T, t)` comes after a record of T (past `BranchBits`
/// and `BranchBlocksEnd`), before another thread's record or the end, with
/// t no earlier than T's events before it (but `BranchBlocksEnd`); `off`
/// writes as many field records as `all` (`-XX:+TraceAllFieldSites`) and
/// `default` no more. Returns (field records default, off, KnownAccessesEnd).
fn check_writer(default: &Path, off: &Path, all: &Path) -> Result<(usize, usize, usize), String> {
    if !names_known(&traced::attributes(default)) || names_known(&traced::attributes(off)) {
        return Err("attribute missing, or written with -XX:-KnownFieldObjects".into());
    }
    if names_known(&traced::attributes(all)) {
        return Err("attribute written with -XX:+TraceAllFieldSites".into());
    }
    let recs: Vec<AnyRecord> = traced::raw_records(default).collect();
    let mut ends = 0;
    for (i, r) in recs.iter().enumerate() {
        let (name, thread, time) = parts(r);
        if name != "KnownAccessesEnd" {
            continue;
        }
        ends += 1;
        let (t, at) = (thread.unwrap(), time.unwrap());
        // Before it: a record of T (its own events' times no later).
        let mut j = i;
        let mut seen_own = false;
        while j > 0 {
            j -= 1;
            let (n, th, tm) = parts(&recs[j]);
            if is_entity(&n) {
                continue;
            }
            if th != Some(t) {
                break;
            }
            if n == "KnownAccessesEnd" {
                return Err(format!("record {i}: two ends of thread {t} in a row"));
            }
            seen_own = true;
            if n != "BranchBlocksEnd" && tm.is_some_and(|x| x > at) {
                return Err(format!("record {i}: end at {at} after {n} at {tm:?}"));
            }
            if n != "BranchBlocksEnd" && n != "BranchBits" {
                break;
            }
        }
        if !seen_own {
            return Err(format!(
                "record {i}: no record of thread {t} before its end"
            ));
        }
        // After it: another thread's record, or the end.
        if let Some(next) = recs[i + 1..].iter().find(|r| !is_entity(&parts(r).0)) {
            let (n, th, _) = parts(next);
            if th == Some(t) {
                return Err(format!("record {i}: end followed by {n} of thread {t}"));
            }
        }
    }
    let strip = |recs: &mut dyn Iterator<Item = AnyRecord>| -> (Vec<String>, usize, usize) {
        let (mut fields, mut blocks) = (0, 0);
        let mut rest = Vec::new();
        for r in recs {
            let (n, _, _) = parts(&r);
            if is_field_record(&n) {
                fields += 1;
            } else if n == "BlockEnter" {
                // (An entry or return block the output held is written
                // when the loop leaves with no record after it: a known
                // access in it, left out, no longer implies it.)
                blocks += 1;
            } else if n != "KnownAccessesEnd" {
                rest.push(format!("{r:?}"));
            }
        }
        (rest, fields, blocks)
    };
    let (rest_default, fields_default, blocks_default) = strip(&mut recs.into_iter());
    let (rest_off, fields_off, blocks_off) = strip(&mut traced::raw_records(off));
    if blocks_default < blocks_off {
        return Err(format!(
            "BlockEnter: {blocks_default} with the rule, {blocks_off} without"
        ));
    }
    if let Some(k) = (0..rest_default.len().max(rest_off.len()))
        .find(|&k| rest_default.get(k) != rest_off.get(k))
    {
        return Err(format!(
            "other records differ at {k}: {:?} / {:?}",
            rest_default.get(k),
            rest_off.get(k)
        ));
    }
    let fields_all = traced::raw_records(all)
        .filter(|r| is_field_record(&parts(r).0))
        .count();
    if fields_off != fields_all || fields_default > fields_off {
        return Err(format!(
            "field records: default {fields_default}, off {fields_off}, all {fields_all}"
        ));
    }
    Ok((fields_default, fields_off, ends))
}

/// The writer alone (no reader needed): `KnownFields` at every quantum and
/// jess small.
#[test]
fn writer_leaves_out_field_records_only_and_ends_them_at_switches() {
    let mut jobs = known_fields_program(traced::QUANTA);
    jobs.push(Job::workload("jess"));
    let dir = traced::work_dir("implied-known-fields-writer");
    let results = traced::run_all(
        &jobs,
        |j| format!("{} {:?}", j.main, j.jvm),
        |job| {
            let tag = job.tag(&[]);
            let (default, off, all) = (
                dir.join(format!("{tag}.step")),
                dir.join(format!("{tag}.off.step")),
                dir.join(format!("{tag}.all.step")),
            );
            let tmp = dir.join(format!("{tag}.tmp"));
            traced::run(job, &default, &tmp, &[])?;
            traced::run(job, &off, &tmp, &["-XX:-KnownFieldObjects"])?;
            traced::run(job, &all, &tmp, &["-XX:+TraceAllFieldSites"])?;
            let r = check_writer(&default, &off, &all)?;
            for p in [&default, &off, &all] {
                let _ = std::fs::remove_file(p);
            }
            let _ = std::fs::remove_dir_all(&tmp);
            Ok((job.main.clone(), r))
        },
    );
    for (main, (fields, off, _)) in &results {
        // KnownFields: most accesses are known (Vec.add, the wide method's
        // a.x); jess small: 2.17M field records, 1.18M.
        assert!(
            fields * 10 < off * 7,
            "{main}: {fields} of {off} field records"
        );
    }
    // Two threads at quantum 1: their known accesses end at switches.
    assert!(results.iter().any(|(m, r)| m == "KnownFields" && r.2 > 1));
}
