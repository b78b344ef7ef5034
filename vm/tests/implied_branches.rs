//! Implied branch outcomes (`implied-branch-outcomes = blocks`,
//! `analyzer::records::branches`). Every java-tests program (Java 8 and
//! Java-17-only, and the hand-assembled fixtures), jess and javac (`small`)
//! and multi-threaded programs at several thread quanta run twice with
//! `-trace-events all` and `default,values`: as is, which leaves the
//! implied `BranchOutcome` records out, and with
//! `-XX:+TraceAllBranchOutcomes`, which writes every one. The first
//! trace's records, expanded by the reader, must be the second's (read the
//! same way: both leave implied blocks and bytecodes out), record for
//! record, fields and order; the offline metrics JSON must be identical
//! either way. (The helpers are copies of `implied_bytecodes.rs`'s.)

mod common;
use common::directives;

use analyzer::step::{AnyRecord, TraceReader};
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
    cmd.args(&job.jvm).args(flags).arg("-trace").arg(trace);
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

/// The records every analysis reads of the trace at `path`
/// (`metrics::read_records`: implied records put back), streamed from a
/// thread of their own in batches.
fn expanded(path: &Path) -> std::sync::mpsc::Receiver<Vec<AnyRecord>> {
    let (tx, rx) = std::sync::mpsc::sync_channel::<Vec<AnyRecord>>(16);
    let path = path.to_path_buf();
    std::thread::spawn(move || {
        let f = std::fs::File::open(&path).unwrap();
        let mut batch = Vec::with_capacity(4096);
        let mut open = true;
        let _ = analyzer::metrics::read_records(
            std::io::BufReader::new(f),
            |r| {
                if !open {
                    return;
                }
                batch.push(r);
                if batch.len() == 4096 {
                    open = tx.send(std::mem::take(&mut batch)).is_ok();
                }
            },
            |_| {},
        );
        if open && !batch.is_empty() {
            let _ = tx.send(batch);
        }
    });
    rx
}

/// Compares the records every analysis reads of the traces at `implied`
/// and `each`, one by one (traces of `all` groups are too large to hold);
/// returns how many records the first file holds and how many the
/// streams.
fn compare(implied: &Path, each: &Path) -> Result<(usize, usize), String> {
    let a = expanded(implied);
    let b = expanded(each);
    let mut a = a.into_iter().flatten();
    let mut b = b.into_iter().flatten();
    let mut i = 0usize;
    let mut last = Vec::new();
    loop {
        match (a.next(), b.next()) {
            (None, None) => break,
            // (Debug text: a NaN value is not == itself.)
            (x, y) if x == y || format!("{x:?}") == format!("{y:?}") => {
                if last.len() == 12 {
                    last.remove(0);
                }
                last.push(x.unwrap());
            }
            (x, y) => {
                let context: Vec<String> = last.iter().map(|r| format!("  {r:?}")).collect();
                let mut more = Vec::new();
                for _ in 0..6 {
                    more.push(format!("  implied {:?} / all {:?}", a.next(), b.next()));
                }
                return Err(format!(
                    "record {i}: expanded {x:?}, all-outcomes {y:?}\nbefore:\n{}\nafter:\n{}",
                    context.join("\n"),
                    more.join("\n")
                ));
            }
        }
        i += 1;
    }
    let mut file = raw(implied);
    let mut n = 0;
    while file.next_record().unwrap().is_some() {
        n += 1;
    }
    Ok((n, i))
}

/// Whether the trace at `p` names the rule in its header.
fn names_rule(p: &Path) -> bool {
    let f = std::fs::File::open(p).unwrap();
    let r =
        tracer::format::Reader::new(std::io::BufReader::new(f), ReadOptions::default()).unwrap();
    analyzer::records::branches::uses_blocks_rule(&r.header().attributes)
}

/// Checks one program with `flags` (the `-trace-events` option included);
/// returns the records of the implied trace's file and of the streams.
fn check(job: &Job, dir: &Path, flags: &[&str]) -> Result<(usize, usize), String> {
    let options: String = job
        .jvm
        .iter()
        .chain(
            flags
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .iter(),
        )
        .flat_map(|o| {
            o.chars()
                .filter(char::is_ascii_alphanumeric)
                .collect::<Vec<_>>()
        })
        .collect();
    let tag = format!("{}{options}", job.main);
    let implied = dir.join(format!("{tag}.step"));
    let each = dir.join(format!("{tag}.each.step"));
    let tmp = dir.join(format!("{tag}.tmp"));
    run(job, &implied, &tmp, flags)?;
    let mut with = flags.to_vec();
    with.push("-XX:+TraceAllBranchOutcomes");
    run(job, &each, &tmp, &with)?;
    let _ = std::fs::remove_dir_all(&tmp);
    if !names_rule(&implied) || names_rule(&each) {
        return Err(
            "the implied-branch-outcomes attribute is missing, or set with -XX:+TraceAllBranchOutcomes"
                .into(),
        );
    }
    let counts = compare(&implied, &each)?;
    let a = analyzer::metrics::analyze_file(&implied, &Default::default())
        .map_err(|e| format!("offline analysis: {e}"))?;
    let b = analyzer::metrics::analyze_file(&each, &Default::default())
        .map_err(|e| format!("offline analysis: {e}"))?;
    if analyzer::metrics::json_text(&a) != analyzer::metrics::json_text(&b) {
        return Err("offline metrics differ".into());
    }
    let _ = std::fs::remove_file(&implied);
    let _ = std::fs::remove_file(&each);
    Ok(counts)
}

fn check_all(jobs: &[Job], name: &str, variants: &[&[&str]]) -> (usize, usize) {
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
                let Some(job) = jobs.get(i / variants.len()) else {
                    break;
                };
                let flags = variants[i % variants.len()];
                match check(job, &dir, flags) {
                    Ok((a, b)) => {
                        let mut t = totals.lock().unwrap();
                        t.0 += a;
                        t.1 += b;
                    }
                    Err(e) => {
                        let e = format!("{} {:?} {flags:?}: {e}", job.main, job.jvm);
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

const ALL: &[&str] = &["-trace-events", "all"];
const VALUES: &[&str] = &["-trace-events", "default,values"];
const EACH: &[&str] = &["-trace-events", "all", "-XX:+TraceEachBytecode"];
const ALL_BLOCKS: &[&str] = &["-trace-events", "default,values", "-XX:+TraceAllBlocks"];

#[test]
fn java_tests_expand_to_the_all_outcomes_trace() {
    let mut jobs = java_tests();
    assert!(jobs.len() > 100, "only {} programs", jobs.len());
    // RJVM_TEST_ONLY=A,B: those programs alone (to debug a failure).
    if let Ok(only) = std::env::var("RJVM_TEST_ONLY") {
        let only: Vec<&str> = only.split(',').collect();
        jobs.retain(|j| only.contains(&j.main.as_str()));
        check_all(&jobs, "implied-br-java-tests", &[ALL, VALUES]);
        return;
    }
    let (implied, all) = check_all(&jobs, "implied-br-java-tests", &[ALL, VALUES]);
    // The rule leaves some records out.
    assert!(implied < all, "{implied} of {all} records");
}

#[test]
fn workloads_expand_to_the_all_outcomes_trace() {
    let job = |w: &str| Job {
        classpath: None,
        jvm: Vec::new(),
        main: w.to_string(),
        args: vec!["small".into()],
    };
    let (implied, all) = check_all(
        &[job("jess"), job("javac")],
        "implied-br-wl",
        &[ALL, VALUES],
    );
    // jess small: about 1.76M of 15.8M records (all), 1.76M of 12.6M
    // (default,values).
    assert!(implied * 100 < all * 93, "{implied} of {all} records");
    check_all(&[job("jess")], "implied-br-wl-each", &[EACH, ALL_BLOCKS]);
}

/// Multi-threaded programs at several thread quanta: time slices that end
/// right after a taken branch, in the middle of blocks, runs of several
/// threads.
#[test]
fn threads_expand_to_the_all_outcomes_trace_at_every_quantum() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../java-tests");
    let (dir8, _) = common::compile_java_tests("8");
    let mut jobs = Vec::new();
    for q in [1, 2, 3, 17, 100, 1000] {
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
    check_all(&jobs, "implied-br-quanta", &[ALL, VALUES]);
}
