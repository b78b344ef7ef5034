//! Whether a second thread would get a CPU of its own: the test behind the
//! default thread modes of `rjvm -metrics` (the metrics engine beside the
//! interpreter, or in its thread) and of the offline reader
//! ([`crate::metrics::Threads::auto`]: decoding beside the analysis, or on
//! one thread).
//!
//! A helper thread pays only on a CPU of its own. When every other CPU is
//! busy, the scheduler runs both threads on one CPU, and the wall time is
//! the sum of their CPU times: on jess large with another program on the
//! second CPU, `-metrics` took 4.37 s with the metrics thread against
//! 3.29 s in the interpreter's thread and 2.24 s untraced
//! (docs/perf-log.md, session 27).

use std::time::Duration;

/// Whether a CPU is free for a second thread: whether fewer threads are
/// runnable in the whole system than this process may use CPUs, on the
/// fewest of three reads of `/proc/loadavg`'s running count (which counts
/// the caller) a millisecond apart, so that a passing task does not count.
/// Without that file: whether this process may use more than one CPU.
/// Costs about 2 ms (the two pauses).
pub fn cpu_to_spare() -> bool {
    let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
    if cpus <= 1 {
        return false;
    }
    let mut fewest: Option<usize> = None;
    for i in 0..3 {
        if i > 0 {
            std::thread::sleep(Duration::from_millis(1));
        }
        let Some(running) = runnable_threads() else {
            return true;
        };
        fewest = Some(fewest.map_or(running, |f| f.min(running)));
    }
    fewest.is_some_and(|f| f < cpus)
}

/// The threads runnable in the system now (the caller among them):
/// `/proc/loadavg`'s fourth field, `RUNNING/TOTAL`.
fn runnable_threads() -> Option<usize> {
    let text = std::fs::read_to_string("/proc/loadavg").ok()?;
    text.split_whitespace()
        .nth(3)?
        .split('/')
        .next()?
        .parse()
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The running count is read (the caller is running), and a CPU to
    /// spare needs more than one CPU.
    #[test]
    fn running_threads_are_read() {
        if std::path::Path::new("/proc/loadavg").exists() {
            assert!(runnable_threads().is_some_and(|n| n >= 1));
        }
        let one_cpu = std::thread::available_parallelism().map_or(true, |n| n.get() == 1);
        if one_cpu {
            assert!(!cpu_to_spare());
        }
    }
}
