//! `-trace-encode inline` and `-trace-encode thread` write the same file,
//! byte for byte: every java-tests program (Java 8 and Java-17-only, and
//! the hand-assembled fixtures) with the default groups and with every
//! group, the programs that start threads also at a thread quantum of 7
//! bytecodes (threads switch inside methods, so the tracer thread's
//! compact records change thread often), and jess with `default,values`.
//! (`-trace-encode` is left out of the header's command line, so the
//! whole files compare.)

mod common;
use common::traced::{self, Job};

use std::path::Path;

/// One run to compare: a program and its event groups.
struct Run {
    job: Job,
    events: &'static str,
}

/// Runs `run` in both modes and compares the files; returns their size.
fn check(run: &Run, dir: &Path) -> Result<usize, String> {
    let tag = run.job.tag(&[run.events]);
    let tmp = dir.join(format!("{tag}.tmp"));
    let file = |m: &str| dir.join(format!("{tag}.{m}.step"));
    for m in ["inline", "thread"] {
        let flags = ["-trace-encode", m, "-trace-events", run.events];
        traced::run(&run.job, &file(m), &tmp, &flags).map_err(|e| format!("{m}: {e}"))?;
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

/// Whether the java-tests program `main` starts threads (its source
/// names `Thread`).
fn starts_threads(main: &str) -> bool {
    ["programs", "programs17"]
        .iter()
        .map(|d| {
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../java-tests")
                .join(d)
                .join(format!("{main}.java"))
        })
        .find(|p| p.exists())
        .is_some_and(|p| std::fs::read_to_string(p).is_ok_and(|s| s.contains("Thread")))
}

fn runs() -> Vec<Run> {
    let mut runs = Vec::new();
    for job in traced::java_tests() {
        let threads = starts_threads(&job.main);
        for events in ["default", "all"] {
            if threads {
                let mut q = job.clone();
                q.jvm.push("-XX:ThreadQuantum=7".into());
                runs.push(Run { job: q, events });
            }
            runs.push(Run {
                job: job.clone(),
                events,
            });
        }
    }
    runs.push(Run {
        job: Job::workload("jess"),
        events: "default,values",
    });
    runs
}

#[test]
fn inline_and_thread_encoding_write_the_same_bytes_for_every_program() {
    let runs = runs();
    assert!(runs.len() > 200, "only {} runs", runs.len());
    assert!(runs
        .iter()
        .any(|r| r.job.jvm.iter().any(|o| o == "-XX:ThreadQuantum=7")));
    let dir = traced::work_dir("encode-modes");
    let sizes = traced::run_all(
        &runs,
        |r| format!("{} {:?} ({})", r.job.main, r.job.jvm, r.events),
        |r| check(r, &dir),
    );
    assert!(sizes.iter().sum::<usize>() > 1_000_000);
}
