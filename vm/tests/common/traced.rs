//! Running programs traced and comparing their traces: the runner shared
//! by the tests that trace the same program twice (a trace that leaves
//! implied records out against one that writes them all, or two encoding
//! modes) and compare what readers see.
#![allow(dead_code)]

use analyzer::step::{AnyRecord, TraceReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use tracer::format::ReadOptions;

/// One program to run: class path (none for an embedded workload), VM
/// options, main class or workload, arguments.
#[derive(Clone)]
pub struct Job {
    /// Where its classes are; `None` for an embedded workload.
    pub classpath: Option<PathBuf>,
    /// VM options before the main class.
    pub jvm: Vec<String>,
    /// The main class, or the embedded workload's name.
    pub main: String,
    /// The program's arguments.
    pub args: Vec<String>,
}

impl Job {
    /// The embedded workload `name` (`-XX:RunEmbedded`) with input `small`.
    pub fn workload(name: &str) -> Job {
        Job {
            classpath: None,
            jvm: Vec::new(),
            main: name.to_string(),
            args: vec!["small".into()],
        }
    }

    /// A name for the files of this job run with `flags`: the main class
    /// and the letters and digits of its VM options and of `flags`.
    pub fn tag(&self, flags: &[&str]) -> String {
        let options: String = self
            .jvm
            .iter()
            .map(String::as_str)
            .chain(flags.iter().copied())
            .flat_map(|o| o.chars().filter(char::is_ascii_alphanumeric))
            .collect();
        format!("{}{options}", self.main)
    }
}

/// Every java-tests program (`super::java_test_programs`) as a job.
pub fn java_tests() -> Vec<Job> {
    super::java_test_programs()
        .into_iter()
        .map(|t| Job {
            classpath: Some(t.classpath),
            jvm: t.jvm,
            main: t.main,
            args: t.args,
        })
        .collect()
}

/// The multi-threaded java-tests programs, each at every thread quantum
/// of `quanta` (`-XX:ThreadQuantum`): time slices that end anywhere.
pub fn threads_at_quanta(quanta: &[u32]) -> Vec<Job> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../java-tests");
    let (dir8, _) = super::compile_java_tests("8");
    let mut jobs = Vec::new();
    for q in quanta {
        for n in [
            "ThreadsSync",
            "ThreadsWaitNotify",
            "ConcurrencyBasics",
            "ConcurrencyQueues",
        ] {
            let (mut jvm, args) =
                super::directives(&root.join("programs").join(format!("{n}.java")));
            jvm.push(format!("-XX:ThreadQuantum={q}"));
            jobs.push(Job {
                classpath: Some(dir8.clone()),
                jvm,
                main: n.to_string(),
                args,
            });
        }
    }
    jobs
}

/// Runs `job` with a trace at `trace` and `flags` before the main class,
/// and an empty `java.io.tmpdir` of its own (`tmp`, the same for both runs
/// of a program: a temporary file's name depends on the files there), on
/// the virtual clock (`-XX:+VirtualClock`: programs that read the time,
/// such as `new Date()`, see the same time in both runs).
pub fn run(job: &Job, trace: &Path, tmp: &Path, flags: &[&str]) -> Result<(), String> {
    let _ = std::fs::remove_dir_all(tmp);
    std::fs::create_dir_all(tmp).map_err(|e| e.to_string())?;
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_rjvm"));
    if let Some(cp) = &job.classpath {
        cmd.arg("-cp").arg(cp);
    }
    cmd.arg(format!("-Djava.io.tmpdir={}", tmp.display()));
    cmd.arg("-XX:+VirtualClock");
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
pub fn raw(path: &Path) -> TraceReader<std::io::BufReader<std::fs::File>> {
    let f = std::fs::File::open(path).unwrap();
    TraceReader::new(std::io::BufReader::new(f), ReadOptions::default()).unwrap()
}

/// The records in the file at `path`, in order.
pub fn raw_records(path: &Path) -> impl Iterator<Item = AnyRecord> {
    let mut r = raw(path);
    std::iter::from_fn(move || r.next_record().unwrap())
}

/// How many records the file at `path` holds.
pub fn count_records(path: &Path) -> usize {
    raw_records(path).count()
}

/// The header attributes of the trace at `path`.
pub fn attributes(path: &Path) -> Vec<(String, String)> {
    let f = std::fs::File::open(path).unwrap();
    let r =
        tracer::format::Reader::new(std::io::BufReader::new(f), ReadOptions::default()).unwrap();
    r.header().attributes.clone()
}

/// The records every analysis reads of the trace at `path`
/// (`metrics::read_records`: implied records put back), streamed from a
/// thread of their own in batches (traces of `all` groups are too large
/// to hold).
pub fn expanded_records(path: &Path) -> impl Iterator<Item = AnyRecord> {
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
    rx.into_iter().flatten()
}

/// Compares two record streams one by one (`what` names the second in
/// messages); returns how many records they hold. A difference is
/// reported with the twelve records before it and six pairs after.
pub fn compare_streams(
    mut a: impl Iterator<Item = AnyRecord>,
    mut b: impl Iterator<Item = AnyRecord>,
    what: &str,
) -> Result<usize, String> {
    let mut i = 0usize;
    let mut last = Vec::new();
    loop {
        match (a.next(), b.next()) {
            (None, None) => return Ok(i),
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
                    more.push(format!("  expanded {:?} / {what} {:?}", a.next(), b.next()));
                }
                return Err(format!(
                    "record {i}: expanded {x:?}, {what} {y:?}\nbefore:\n{}\nafter:\n{}",
                    context.join("\n"),
                    more.join("\n")
                ));
            }
        }
        i += 1;
    }
}

/// Whether the offline metrics of the traces at `a` and `b` are the same
/// JSON text.
pub fn same_metrics(a: &Path, b: &Path) -> Result<(), String> {
    let a = analyzer::metrics::analyze_file(a, &Default::default())
        .map_err(|e| format!("offline analysis: {e}"))?;
    let b = analyzer::metrics::analyze_file(b, &Default::default())
        .map_err(|e| format!("offline analysis: {e}"))?;
    if analyzer::metrics::json_text(&a) != analyzer::metrics::json_text(&b) {
        return Err("offline metrics differ".into());
    }
    Ok(())
}

/// The `.wet` file of the trace at `path` (WET, then program model).
pub fn wet_bytes(path: &Path) -> Vec<u8> {
    let f = std::fs::File::open(path).unwrap();
    let (wet, model, _) =
        analyzer::wet::trace::build_from_trace(std::io::BufReader::new(f), |_| {}).unwrap();
    let mut out = Vec::new();
    analyzer::wet::file::write_wet(&wet, &mut out).unwrap();
    analyzer::wet::file::write_program(&model, &mut out).unwrap();
    out
}

/// Runs `check` on every item of `items` on up to four threads; panics
/// with every failure (each named by `name`) after all have run. Returns
/// the results of those that passed, in no particular order.
pub fn run_all<T: Sync, R: Send>(
    items: &[T],
    name: impl Fn(&T) -> String + Sync,
    check: impl Fn(&T) -> Result<R, String> + Sync,
) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    let results = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get().min(4));
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(item) = items.get(i) else {
                    break;
                };
                match check(item) {
                    Ok(r) => results.lock().unwrap().push(r),
                    Err(e) => {
                        let e = format!("{}: {e}", name(item));
                        eprintln!("{e}");
                        failures.lock().unwrap().push(e);
                    }
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    results.into_inner().unwrap()
}

/// The work directory `name` under the tests' temporary directory,
/// created.
pub fn work_dir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The switches of the trace of every record (the reference of every
/// implied-records rule at once): every `BlockEnter` (and `MethodEnter`),
/// `Bytecode` and `BranchOutcome`.
pub const EVERY_RECORD: &[&str] = &[
    "-XX:+TraceAllBlocks",
    "-XX:+TraceEachBytecode",
    "-XX:+TraceAllBranchOutcomes",
];

/// The thread quanta the oracle tests run the multi-threaded programs at
/// ([`threads_at_quanta`]): 1, 2 and 3 end time slices at nearly every
/// call, return, jump and block (quantum 2 showed session 12's bug of the
/// block rules without group "lock"), 17 in the middle of blocks, 1000
/// rarely. (100 too, and every quantum in every test file, cost CI minutes
/// and found nothing the others did not.)
pub const QUANTA: &[u32] = &[1, 2, 3, 17, 1000];

/// An implied-records rule to check: the trace as the VM writes it
/// (implied records left out) against a reference trace written with
/// `switch` (the records written), program by program.
pub struct Rule {
    /// What the reference is called in messages (`all-blocks`, ...).
    pub reference: &'static str,
    /// Options that make the VM write the records the rule implies.
    pub switch: &'static [&'static str],
    /// Whether a trace's header attributes name the rule.
    pub named: fn(&[(String, String)]) -> bool,
    /// Read the reference as it is in its file (it writes every record
    /// there is), else through the reader too (other rules still apply).
    pub raw_reference: bool,
    /// Compare the `.wet` files too when the stream has at most this many
    /// records (0: never).
    pub wet_max: usize,
}

impl Rule {
    /// The trace as the VM writes it (every implied record the groups
    /// allow left out) against the trace of every record
    /// ([`EVERY_RECORD`]) read as it is in its file: every rule that
    /// applies at once, as the analyses read production traces. `named`:
    /// the rule the test is about, which the header must name.
    pub fn every_record(named: fn(&[(String, String)]) -> bool, wet_max: usize) -> Rule {
        Rule {
            reference: "every-record",
            switch: EVERY_RECORD,
            named,
            raw_reference: true,
            wet_max,
        }
    }

    /// Checks `job` run with `flags` (the `-trace-events` option
    /// included) under this rule: the header names the rule only without
    /// the switch, the implied trace's records as every analysis reads
    /// them equal the reference's, and so do the offline metrics (and the
    /// `.wet` files). Returns the records of the implied trace's file and
    /// of the compared stream.
    pub fn check(&self, job: &Job, dir: &Path, flags: &[&str]) -> Result<(usize, usize), String> {
        let tag = job.tag(flags);
        let implied = dir.join(format!("{tag}.step"));
        let reference = dir.join(format!("{tag}.{}.step", self.reference));
        let tmp = dir.join(format!("{tag}.tmp"));
        run(job, &implied, &tmp, flags)?;
        let mut with = flags.to_vec();
        with.extend(self.switch);
        run(job, &reference, &tmp, &with)?;
        let _ = std::fs::remove_dir_all(&tmp);
        if !(self.named)(&attributes(&implied)) || (self.named)(&attributes(&reference)) {
            return Err(format!(
                "the rule's header attribute is missing, or set with {:?}",
                self.switch
            ));
        }
        let theirs: Box<dyn Iterator<Item = AnyRecord>> = if self.raw_reference {
            Box::new(raw_records(&reference))
        } else {
            Box::new(expanded_records(&reference))
        };
        let streamed = compare_streams(expanded_records(&implied), theirs, self.reference)?;
        let counts = (count_records(&implied), streamed);
        same_metrics(&implied, &reference)?;
        if counts.1 <= self.wet_max && wet_bytes(&implied) != wet_bytes(&reference) {
            return Err(".wet files differ".into());
        }
        let _ = std::fs::remove_file(&implied);
        let _ = std::fs::remove_file(&reference);
        Ok(counts)
    }

    /// [`check`](Self::check)s every job with every flag list of
    /// `variants` in the work directory `name`; returns the records of the
    /// implied traces' files and of the compared streams.
    pub fn check_all(&self, jobs: &[Job], name: &str, variants: &[&[&str]]) -> (usize, usize) {
        let dir = work_dir(name);
        let runs: Vec<(&Job, &[&str])> = jobs
            .iter()
            .flat_map(|j| variants.iter().map(move |v| (j, *v)))
            .collect();
        run_all(
            &runs,
            |(job, flags)| format!("{} {:?} {flags:?}", job.main, job.jvm),
            |(job, flags)| self.check(job, &dir, flags),
        )
        .into_iter()
        .fold((0, 0), |t, c| (t.0 + c.0, t.1 + c.1))
    }
}

/// Only the java-tests programs named in `RJVM_TEST_ONLY` (a comma list),
/// if it is set: to debug a failure.
pub fn only_named(jobs: &mut Vec<Job>) -> bool {
    let Ok(only) = std::env::var("RJVM_TEST_ONLY") else {
        return false;
    };
    let only: Vec<&str> = only.split(',').collect();
    jobs.retain(|j| only.contains(&j.main.as_str()));
    true
}
