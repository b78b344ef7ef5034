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
use common::directives;

use analyzer::step::TraceReader;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use tracer::format::ReadOptions;

/// One program to run: class path (none for an embedded workload), VM
/// options, main class or workload, arguments.
struct Job {
    classpath: Option<PathBuf>,
    jvm: Vec<String>,
    main: String,
    args: Vec<String>,
}

fn java_tests() -> Vec<Job> {
    common::java_test_programs()
        .into_iter()
        .map(|t| Job {
            classpath: Some(t.classpath),
            jvm: t.jvm,
            main: t.main,
            args: t.args,
        })
        .collect()
}

/// Runs `job` with a trace at `trace` and `flags` before the main class,
/// and an empty `java.io.tmpdir` of its own (`tmp`, the same for both runs
/// of a program: a temporary file's name depends on the files there).
fn run(job: &Job, trace: &Path, tmp: &Path, flags: &[&str]) -> Result<(), String> {
    let _ = std::fs::remove_dir_all(tmp);
    std::fs::create_dir_all(tmp).map_err(|e| e.to_string())?;
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_rjvm"));
    if let Some(cp) = &job.classpath {
        cmd.arg("-cp").arg(cp);
    }
    cmd.arg(format!("-Djava.io.tmpdir={}", tmp.display()));
    // Every Bytecode record in both traces (the all-blocks trace is read
    // as it is; implied bytecodes: tests/implied_bytecodes.rs).
    cmd.args(&job.jvm)
        .args(flags)
        .arg("-XX:+TraceEachBytecode")
        .arg("-trace")
        .arg(trace);
    let main = match &job.classpath {
        Some(_) => job.main.clone(),
        None => format!("-XX:RunEmbedded={}", job.main),
    };
    let out = cmd
        .arg(main)
        .args(&job.args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .output()
        .map_err(|e| e.to_string())?;
    if !trace.exists() || String::from_utf8_lossy(&out.stderr).contains("Error: writing trace") {
        return Err(format!(
            "no complete trace: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(())
}

/// A reader of the records of the trace at `path` as they are in the
/// file.
fn raw(path: &Path) -> TraceReader<std::io::BufReader<std::fs::File>> {
    let f = std::fs::File::open(path).unwrap();
    TraceReader::new(std::io::BufReader::new(f), ReadOptions::default()).unwrap()
}

/// Compares the records every analysis reads of the trace at `implied`
/// (implied ones put back) with the records in the file at `all`, one by
/// one (traces of `all` groups are too large to hold); returns how many
/// records the files hold.
fn compare(implied: &Path, all: &Path) -> Result<(usize, usize), String> {
    let mut every = raw(all);
    let (mut i, mut err) = (0usize, None);
    let f = std::fs::File::open(implied).unwrap();
    analyzer::metrics::read_records(
        std::io::BufReader::new(f),
        |r| {
            if err.is_none() {
                let want = every.next_record().unwrap();
                if want.as_ref() != Some(&r) {
                    err = Some(format!("record {i}: expanded {r:?}, all-blocks {want:?}"));
                }
                i += 1;
            }
        },
        |_| {},
    )
    .map_err(|e| e.to_string())?;
    if let Some(e) = err {
        return Err(e);
    }
    if let Some(r) = every.next_record().unwrap() {
        return Err(format!(
            "record {i}: expanded stream ended, all-blocks {r:?}"
        ));
    }
    let mut file = raw(implied);
    let mut n = 0;
    while file.next_record().unwrap().is_some() {
        n += 1;
    }
    Ok((n, i))
}

/// The `.wet` file of the trace at `path` (WET, then program model).
fn wet_bytes(path: &Path) -> Vec<u8> {
    let f = std::fs::File::open(path).unwrap();
    let (wet, model, _) =
        analyzer::wet::trace::build_from_trace(std::io::BufReader::new(f), |_| {}).unwrap();
    let mut out = Vec::new();
    analyzer::wet::file::write_wet(&wet, &mut out).unwrap();
    analyzer::wet::file::write_program(&model, &mut out).unwrap();
    out
}

/// Checks one program with `-trace-events events` (the `.wet` files too if
/// the trace has at most `wet_max` records); returns the records of both
/// traces (implied, all).
fn check(job: &Job, dir: &Path, events: &str, wet_max: usize) -> Result<(usize, usize), String> {
    let options: String = job
        .jvm
        .iter()
        .flat_map(|o| o.chars().filter(char::is_ascii_alphanumeric))
        .collect();
    let tag = format!("{}{options}.{}", job.main, events.replace(',', "+"));
    let implied = dir.join(format!("{tag}.step"));
    let all = dir.join(format!("{tag}.all.step"));
    let groups = ["-trace-events", events];
    let tmp = dir.join(format!("{tag}.tmp"));
    run(job, &implied, &tmp, &groups)?;
    let mut flags = groups.to_vec();
    flags.push("-XX:+TraceAllBlocks");
    run(job, &all, &tmp, &flags)?;
    let _ = std::fs::remove_dir_all(&tmp);
    let has = |p: &Path| {
        let f = std::fs::File::open(p).unwrap();
        let r = tracer::format::Reader::new(std::io::BufReader::new(f), ReadOptions::default())
            .unwrap();
        analyzer::records::implied::uses_entry_rule(&r.header().attributes)
    };
    if !has(&implied) || has(&all) {
        return Err(
            "the implied-blocks attribute is missing, or set with -XX:+TraceAllBlocks".into(),
        );
    }
    let counts = compare(&implied, &all)?;
    let a = analyzer::metrics::analyze_file(&implied, &Default::default())
        .map_err(|e| format!("offline analysis: {e}"))?;
    let b = analyzer::metrics::analyze_file(&all, &Default::default())
        .map_err(|e| format!("offline analysis: {e}"))?;
    if analyzer::metrics::json_text(&a) != analyzer::metrics::json_text(&b) {
        return Err("offline metrics differ".into());
    }
    if counts.1 <= wet_max && wet_bytes(&implied) != wet_bytes(&all) {
        return Err(".wet files differ".into());
    }
    let _ = std::fs::remove_file(&implied);
    let _ = std::fs::remove_file(&all);
    Ok(counts)
}

/// The largest java-tests trace (records) whose WET is built both ways:
/// the WET adapter reads the stream [`compare`] checks, and the few
/// programs with more records would take most of the test's time (the
/// workloads' WETs are built whatever their size; `all` traces, whose
/// bytecode records WET does not read, are not).
const WET_RECORDS: usize = 2_000_000;

fn check_all(jobs: &[Job], name: &str, events: &[&str], wet_max: usize) -> (usize, usize) {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::create_dir_all(&dir).unwrap();
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    let totals = Mutex::new((0, 0));
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get().min(4));
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(job) = jobs.get(i / events.len()) else {
                    break;
                };
                let ev = events[i % events.len()];
                match check(job, &dir, ev, wet_max) {
                    Ok((a, b)) => {
                        let mut t = totals.lock().unwrap();
                        t.0 += a;
                        t.1 += b;
                    }
                    Err(e) => {
                        let e = format!("{} ({ev}): {e}", job.main);
                        eprintln!("{e}");
                        failures.lock().unwrap().push(e);
                    }
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    totals.into_inner().unwrap()
}

#[test]
fn java_tests_expand_to_the_all_blocks_trace() {
    let jobs = java_tests();
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
    let job = |w: &str| Job {
        classpath: None,
        jvm: Vec::new(),
        main: w.to_string(),
        args: vec!["small".into()],
    };
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
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../java-tests");
    let (dir8, _) = common::compile_java_tests("8");
    let mut jobs = Vec::new();
    for q in [1, 3, 17, 100, 1000] {
        for n in [
            "ThreadsSync",
            "ThreadsWaitNotify",
            "ConcurrencyBasics",
            "ConcurrencyQueues",
        ] {
            let (mut jvm, args) = directives(&root.join("programs").join(format!("{n}.java")));
            jvm.push(format!("-XX:ThreadQuantum={q}"));
            jobs.push(Job {
                classpath: Some(dir8.clone()),
                jvm,
                main: n.to_string(),
                args,
            });
        }
    }
    check_all(
        &jobs,
        "implied-blocks-quanta",
        &["default", "all"],
        WET_RECORDS,
    );
}
