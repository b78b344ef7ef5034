//! `-trace-encode inline` and `-trace-encode thread` write the same file,
//! byte for byte: every java-tests program (Java 8 and Java-17-only, and
//! the hand-assembled fixtures) with the default groups and with every
//! group, the programs that start threads also at a thread quantum of 7
//! bytecodes (threads switch inside methods, so the tracer thread's
//! compact records change thread often), and jess with `default,values`.
//! (`-trace-encode` is left out of the header's command line, so the
//! whole files compare.)

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// One program to run: a name for its files, the VM options and main
/// class (or embedded workload) with its arguments, and the event groups.
struct Job {
    name: String,
    args: Vec<String>,
    events: &'static str,
}

/// Runs `job` with `-trace-encode mode`, the trace at `trace`, and an
/// empty `java.io.tmpdir` of its own (`tmp`, the same for both modes: a
/// temporary file's name depends on the files there).
fn run(job: &Job, mode: &str, trace: &Path, tmp: &Path) -> Result<(), String> {
    let _ = std::fs::remove_dir_all(tmp);
    std::fs::create_dir_all(tmp).map_err(|e| e.to_string())?;
    let out = Command::new(env!("CARGO_BIN_EXE_rjvm"))
        .arg(format!("-Djava.io.tmpdir={}", tmp.display()))
        .args(["-trace-encode", mode, "-trace-events", job.events, "-trace"])
        .arg(trace)
        .args(&job.args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .output()
        .map_err(|e| e.to_string())?;
    if !trace.exists() || String::from_utf8_lossy(&out.stderr).contains("Error: writing trace") {
        return Err(format!(
            "{mode}: no complete trace: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(())
}

/// Runs `job` in both modes and compares the files; returns their size.
fn check(job: &Job, dir: &Path) -> Result<usize, String> {
    let tag = format!("{}.{}", job.name, job.events.replace(',', "+"));
    let tmp = dir.join(format!("{tag}.tmp"));
    let file = |m: &str| dir.join(format!("{tag}.{m}.step"));
    for m in ["inline", "thread"] {
        run(job, m, &file(m), &tmp)?;
    }
    let _ = std::fs::remove_dir_all(&tmp);
    let (a, b) = (
        std::fs::read(file("inline")).map_err(|e| e.to_string())?,
        std::fs::read(file("thread")).map_err(|e| e.to_string())?,
    );
    if a != b {
        let at = a.iter().zip(&b).position(|(x, y)| x != y);
        return Err(format!(
            "the modes wrote different traces ({} and {} bytes, first difference at {at:?})",
            a.len(),
            b.len()
        ));
    }
    for m in ["inline", "thread"] {
        let _ = std::fs::remove_file(file(m));
    }
    Ok(a.len())
}

fn jobs() -> Vec<Job> {
    let mut jobs = Vec::new();
    for t in common::java_test_programs() {
        let cp: PathBuf = t.classpath;
        let mut args = vec!["-cp".to_string(), cp.to_string_lossy().into_owned()];
        args.extend(t.jvm);
        let source = ["programs", "programs17"]
            .iter()
            .map(|d| {
                Path::new(env!("CARGO_MANIFEST_DIR"))
                    .join("../java-tests")
                    .join(d)
                    .join(format!("{}.java", t.main))
            })
            .find(|p| p.exists());
        let threads =
            source.is_some_and(|p| std::fs::read_to_string(p).is_ok_and(|s| s.contains("Thread")));
        let mut tail = vec![t.main.clone()];
        tail.extend(t.args);
        for events in ["default", "all"] {
            if threads {
                let mut q = args.clone();
                q.push("-XX:ThreadQuantum=7".into());
                q.extend(tail.iter().cloned());
                jobs.push(Job {
                    name: format!("{}.q7", t.main),
                    args: q,
                    events,
                });
            }
            let mut a = args.clone();
            a.extend(tail.iter().cloned());
            jobs.push(Job {
                name: t.main.clone(),
                args: a,
                events,
            });
        }
    }
    jobs.push(Job {
        name: "jess".into(),
        args: vec!["-XX:RunEmbedded=jess".into(), "small".into()],
        events: "default,values",
    });
    jobs
}

#[test]
fn inline_and_thread_encoding_write_the_same_bytes_for_every_program() {
    let jobs = jobs();
    assert!(jobs.len() > 200, "only {} runs", jobs.len());
    assert!(jobs.iter().any(|j| j.name.ends_with(".q7")));
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("encode-modes");
    std::fs::create_dir_all(&dir).unwrap();
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    let bytes = AtomicUsize::new(0);
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get().min(4));
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(job) = jobs.get(i) else {
                    break;
                };
                match check(job, &dir) {
                    Ok(n) => {
                        bytes.fetch_add(n, Ordering::Relaxed);
                    }
                    Err(e) => {
                        let e = format!("{} ({}): {e}", job.name, job.events);
                        eprintln!("{e}");
                        failures.lock().unwrap().push(e);
                    }
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(bytes.into_inner() > 1_000_000);
}
