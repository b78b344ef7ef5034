//! SIGINT and SIGTERM during a traced or metered run: the program stops at
//! the end of its time slice, the trace is finished (its last block
//! included, a proper end, no truncation) and the metrics of the run so far
//! are written; the exit status is 128 + the signal, as a shell reports a
//! process the signal ended.

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Starts rjvm with `args` on the javac workload's large input (seconds of
/// work, far longer than the tests wait before interrupting it).
fn start(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_rjvm"))
        .args(args)
        .args(["-XX:RunEmbedded=javac", "large"])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start rjvm")
}

/// Waits until `ready` holds (the run is under way), sends `signal`, and
/// returns the exit code and standard error.
fn interrupt(mut child: Child, signal: i32, ready: impl Fn() -> bool) -> (i32, String) {
    let start = Instant::now();
    while !ready() {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the run never got under way"
        );
        assert!(child.try_wait().unwrap().is_none(), "rjvm ended too early");
        std::thread::sleep(Duration::from_millis(20));
    }
    // SAFETY: `kill` on the pid of a child this test started and has not
    // reaped (it is still running: checked above).
    assert_eq!(unsafe { libc::kill(child.id() as i32, signal) }, 0);
    let out = child.wait_with_output().unwrap();
    let code = out
        .status
        .code()
        .expect("rjvm exits, the signal does not kill it");
    (code, String::from_utf8_lossy(&out.stderr).into_owned())
}

fn file_len(path: &std::path::Path) -> u64 {
    std::fs::metadata(path).map_or(0, |m| m.len())
}

#[test]
fn sigint_finishes_the_trace() {
    let dir = tempdir("trace");
    let trace = dir.join("t.step");
    let child = start(&["-trace", trace.to_str().unwrap()]);
    // A first block on disk: the program is running, traced.
    let (code, err) = interrupt(child, libc::SIGINT, || file_len(&trace) > 100_000);
    assert_eq!(code, 128 + libc::SIGINT, "{err}");
    assert!(err.contains("interrupted by SIGINT"), "{err}");
    assert!(err.contains("was finished"), "{err}");
    // The file reads to its proper end: every block, no truncation.
    let bytes = std::fs::read(&trace).unwrap();
    let mut r = tracer::format::Reader::new(&bytes[..], tracer::format::ReadOptions::default())
        .expect("header");
    let mut blocks = 0;
    while r
        .skip_block()
        .expect("a finished trace has no damage")
        .is_some()
    {
        blocks += 1;
    }
    assert!(blocks >= 1);
}

#[test]
fn sigterm_writes_the_metrics_of_the_run_so_far() {
    let dir = tempdir("metrics");
    let json = dir.join("m.json");
    let probe = dir.join("probe.step");
    // The metrics file appears only at the end; a trace written beside it
    // shows the run is under way.
    let child = start(&[
        "-metrics",
        json.to_str().unwrap(),
        "-trace",
        probe.to_str().unwrap(),
    ]);
    let (code, err) = interrupt(child, libc::SIGTERM, || file_len(&probe) > 100_000);
    assert_eq!(code, 128 + libc::SIGTERM, "{err}");
    assert!(err.contains("interrupted by SIGTERM"), "{err}");
    let text = std::fs::read_to_string(&json).expect("metrics written");
    let v: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    let executed = v["partitions"]["all"]["base.instructions.value"]
        .as_u64()
        .expect("base.instructions.value");
    assert!(executed > 0);
}

fn tempdir(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("rjvm-interrupt-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}
