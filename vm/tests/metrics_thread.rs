//! `-metrics` with its engine on a metrics thread (`-XX:+MetricsThread`)
//! and in the interpreter's thread (`-XX:-MetricsThread`) give the same
//! JSON, byte for byte, and the program the same output: every java-tests
//! program (Java 8; multi-threaded ones among them, also at a thread
//! quantum of 7 bytecodes so that threads switch inside methods), and the
//! jess and javac workloads (`small`), one of them with one-kbc windows so
//! that the batches cross many window boundaries.

mod common;
use common::directives;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Runs rjvm with `args` and `-metrics` to `json`, in the given mode;
/// returns the program's stdout and exit code.
fn run(args: &[String], json: &Path, threaded: bool) -> Result<(Vec<u8>, Option<i32>), String> {
    let mode = if threaded {
        "-XX:+MetricsThread"
    } else {
        "-XX:-MetricsThread"
    };
    // The virtual clock, so that programs that read the time or draw from
    // unseeded randomness (UuidDigests) give the same metrics in both modes.
    let out = Command::new(env!("CARGO_BIN_EXE_rjvm"))
        .arg(mode)
        .arg("-XX:+VirtualClock")
        .arg("-metrics")
        .arg(json)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| e.to_string())?;
    Ok((out.stdout, out.status.code()))
}

/// Runs `args` in both modes and compares; `Ok(false)` if the program is
/// not deterministic (a second in-thread run differs from the first: a
/// temporary file's random name, say), so that the modes cannot be
/// compared.
fn check(name: &str, args: &[String], dir: &Path) -> Result<bool, String> {
    let (a, b) = (
        dir.join(format!("{name}.thread.json")),
        dir.join(format!("{name}.inline.json")),
    );
    let threaded = run(args, &a, true)?;
    let inline = run(args, &b, false)?;
    let read = |p: &Path| std::fs::read(p).map_err(|e| format!("{}: {e}", p.display()));
    let (ta, tb) = (read(&a)?, read(&b)?);
    if ta.is_empty() {
        return Err("empty metrics".into());
    }
    if threaded != inline || ta != tb {
        let again = run(args, &a, false)?;
        if again != inline || read(&a)? != tb {
            return Ok(false);
        }
    }
    if threaded != inline {
        return Err("the program's output or exit code differs".into());
    }
    if ta != tb {
        let (ta, tb) = (String::from_utf8_lossy(&ta), String::from_utf8_lossy(&tb));
        let diff = ta
            .lines()
            .zip(tb.lines())
            .find(|(x, y)| x != y)
            .map(|(x, y)| format!("thread {x} / in-thread {y}"))
            .unwrap_or_else(|| "lengths differ".into());
        return Err(format!("JSON differs: {diff}"));
    }
    let _ = std::fs::remove_file(&a);
    let _ = std::fs::remove_file(&b);
    Ok(true)
}

fn jobs() -> Vec<(String, Vec<String>)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../java-tests");
    let (dir, names) = common::compile_java_tests("8");
    let mut jobs = Vec::new();
    for n in names {
        let (jvm, args) = directives(&root.join("programs").join(format!("{n}.java")));
        let mut a: Vec<String> = vec!["-cp".into(), dir.to_string_lossy().into_owned()];
        a.extend(jvm);
        let threads = std::fs::read_to_string(root.join("programs").join(format!("{n}.java")))
            .is_ok_and(|s| s.contains("Thread"));
        let mut tail = vec![n.clone()];
        tail.extend(args);
        if threads {
            let mut q = a.clone();
            q.push("-XX:ThreadQuantum=7".into());
            q.extend(tail.iter().cloned());
            jobs.push((format!("{n}.q7"), q));
        }
        a.extend(tail);
        jobs.push((n, a));
    }
    for w in ["jess", "javac"] {
        jobs.push((
            w.to_string(),
            vec![format!("-XX:RunEmbedded={w}"), "small".into()],
        ));
    }
    jobs.push((
        "jess.window1".into(),
        vec![
            "-metrics-window-kbc".into(),
            "1".into(),
            "-XX:RunEmbedded=jess".into(),
            "small".into(),
        ],
    ));
    jobs
}

#[test]
fn metrics_thread_and_in_thread_give_the_same_json() {
    let jobs = jobs();
    assert!(jobs.len() > 100, "only {} programs", jobs.len());
    let dir: PathBuf = Path::new(env!("CARGO_TARGET_TMPDIR")).join("metrics-thread");
    std::fs::create_dir_all(&dir).unwrap();
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    let skipped = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get().min(4));
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some((name, args)) = jobs.get(i) else {
                    break;
                };
                match check(name, args, &dir) {
                    Ok(true) => {}
                    Ok(false) => skipped.lock().unwrap().push(name.clone()),
                    Err(e) => failures.lock().unwrap().push(format!("{name}: {e}")),
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // A few programs use temporary files (random names): no more.
    let skipped = skipped.into_inner().unwrap();
    eprintln!("not deterministic, not compared: {skipped:?}");
    assert!(skipped.len() <= 5, "not deterministic: {skipped:?}");
    assert!(
        !skipped
            .iter()
            .any(|s| s.starts_with("jess") || s == "javac"),
        "{skipped:?}"
    );
}

/// The mode switch is not part of the program's command (the JSON's
/// `command`), and is refused in a malformed spelling like any VM option.
#[test]
fn metrics_thread_switch_is_not_part_of_the_command() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("metrics-thread-switch");
    std::fs::create_dir_all(&dir).unwrap();
    let json = dir.join("m.json");
    let out = Command::new(env!("CARGO_BIN_EXE_rjvm"))
        .args(["-XX:-MetricsThread", "-metrics"])
        .arg(&json)
        .args(["-XX:RunEmbedded=sample"])
        .stdout(Stdio::null())
        .output()
        .unwrap();
    assert!(out.status.success());
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    assert!(
        !v["command"].as_str().unwrap().contains("MetricsThread"),
        "{}",
        v["command"]
    );
    let bad = Command::new(env!("CARGO_BIN_EXE_rjvm"))
        .args(["-XX:MetricsThread", "-XX:RunEmbedded=sample"])
        .output()
        .unwrap();
    assert!(!bad.status.success());
}
