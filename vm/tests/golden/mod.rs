//! Running a VM under test with a time limit and describing how its output
//! differs from golden files: shared by the `java_tests` and `workloads`
//! harnesses.

use std::fmt::Write as _;
use std::io::{self, Read};
use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// Per-run wall-clock limit unless `RJVM_TEST_TIMEOUT` says otherwise.
pub const DEFAULT_TIMEOUT_SECS: u64 = 60;
/// How many trailing stderr lines a failure report shows.
pub const STDERR_TAIL_LINES: usize = 20;

/// The VM under test: rjvm, unless `RJVM_TEST_JAVA` names another launcher.
pub fn other_vm() -> Option<PathBuf> {
    match std::env::var_os("RJVM_TEST_JAVA") {
        Some(v) if !v.is_empty() => Some(PathBuf::from(v)),
        _ => None,
    }
}

pub fn vm_binary() -> PathBuf {
    other_vm().unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_rjvm")))
}

pub fn timeout() -> Duration {
    let secs = std::env::var("RJVM_TEST_TIMEOUT")
        .ok()
        .and_then(|s| s.trim().parse::<u64>().ok())
        .unwrap_or(DEFAULT_TIMEOUT_SECS);
    Duration::from_secs(secs)
}

/// What one run produced.
pub struct RunOutput {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    /// `None` when the process was killed by a signal (or by the timeout).
    pub status: Option<ExitStatus>,
    pub timed_out: bool,
    pub elapsed: Duration,
}

pub fn spawn_reader<R: Read + Send + 'static>(mut r: R) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = r.read_to_end(&mut buf);
        buf
    })
}

/// Waits for `child` up to `limit`, killing it when the limit is exceeded.
pub fn wait_with_timeout(
    child: &mut Child,
    limit: Duration,
) -> io::Result<(Option<ExitStatus>, bool)> {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok((Some(status), false));
        }
        if start.elapsed() >= limit {
            let _ = child.kill();
            let _ = child.wait();
            return Ok((None, true));
        }
        thread::sleep(Duration::from_millis(5));
    }
}

/// Runs `cmd` with stdin read from the file `stdin`, or closed if none.
pub fn run_vm(
    cmd: &mut Command,
    limit: Duration,
    stdin: Option<&std::path::Path>,
) -> Result<RunOutput, String> {
    let input = match stdin {
        Some(path) => Stdio::from(
            std::fs::File::open(path)
                .map_err(|e| format!("cannot open stdin fixture {}: {e}", path.display()))?,
        ),
        None => Stdio::null(),
    };
    let start = Instant::now();
    let mut child = cmd
        .stdin(input)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {:?}: {e}", cmd.get_program()))?;
    let out = spawn_reader(child.stdout.take().expect("piped stdout"));
    let err = spawn_reader(child.stderr.take().expect("piped stderr"));
    let (status, timed_out) =
        wait_with_timeout(&mut child, limit).map_err(|e| format!("waiting for the VM: {e}"))?;
    let elapsed = start.elapsed();
    Ok(RunOutput {
        stdout: out.join().unwrap_or_default(),
        stderr: err.join().unwrap_or_default(),
        status,
        timed_out,
        elapsed,
    })
}

/// Describes the first difference between two outputs, line by line.
pub fn describe_stdout_diff(expected: &[u8], got: &[u8]) -> String {
    let exp_lines: Vec<&[u8]> = expected.split_inclusive(|&b| b == b'\n').collect();
    let got_lines: Vec<&[u8]> = got.split_inclusive(|&b| b == b'\n').collect();
    let first = exp_lines
        .iter()
        .zip(&got_lines)
        .position(|(a, b)| a != b)
        .unwrap_or(exp_lines.len().min(got_lines.len()));
    let show = |l: Option<&&[u8]>| match l {
        Some(bytes) => format!("{:?}", String::from_utf8_lossy(bytes)),
        None => "<end of output>".to_owned(),
    };
    let mut s = format!(
        "stdout differs at line {} (expected {} lines / {} bytes, got {} lines / {} bytes)\n",
        first + 1,
        exp_lines.len(),
        expected.len(),
        got_lines.len(),
        got.len()
    );
    for i in first.saturating_sub(2)..first {
        let _ = writeln!(s, "   same:     {}", show(exp_lines.get(i)));
    }
    let _ = writeln!(s, "   expected: {}", show(exp_lines.get(first)));
    let _ = writeln!(s, "   got:      {}", show(got_lines.get(first)));
    s
}

pub fn stderr_tail(stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    let lines: Vec<&str> = text.lines().collect();
    let start = lines.len().saturating_sub(STDERR_TAIL_LINES);
    let mut s = String::new();
    if start > 0 {
        let _ = writeln!(s, "   ... ({start} earlier lines)");
    }
    for l in &lines[start..] {
        let _ = writeln!(s, "   | {l}");
    }
    s
}

pub fn describe_status(status: Option<ExitStatus>) -> String {
    match status.and_then(|s| s.code()) {
        Some(code) => format!("exit code {code}"),
        None => match status {
            Some(s) => format!("killed ({s})"),
            None => "no exit status".to_owned(),
        },
    }
}
