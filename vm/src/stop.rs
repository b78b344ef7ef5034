//! Stopping a run from outside the interpreter: a [`StopFlag`] the
//! scheduler reads between time slices (see `Scheduler::stop`), a writer
//! ([`RaiseOnError`]) that raises it when a write fails, so that a trace
//! file on a disk that fills stops the program instead of letting it run on
//! untraced, and SIGINT/SIGTERM handling ([`stop_on_interrupt`]) so that an
//! interrupted traced run still finishes its trace and metrics.

use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::sync::Arc;

/// Raised to ask the interpreter to stop at the end of the current time
/// slice.
pub type StopFlag = Arc<AtomicBool>;

/// Whether `flag` has been raised.
pub fn raised(flag: &StopFlag) -> bool {
    flag.load(Ordering::Relaxed)
}

/// Whether a run with stop flag `flag` must stop: the flag was raised, or
/// an interrupt arrived after [`stop_on_interrupt`].
pub fn must_stop(flag: &StopFlag) -> bool {
    raised(flag) || interrupted().is_some()
}

/// The signal number of the SIGINT or SIGTERM received since
/// [`stop_on_interrupt`], if any.
static INTERRUPT: AtomicI32 = AtomicI32::new(0);

extern "C" fn on_interrupt(signal: libc::c_int) {
    // Only an atomic store: async-signal-safe.
    INTERRUPT.store(signal, Ordering::Relaxed);
}

/// Makes the first SIGINT or SIGTERM ask the run to stop at the end of the
/// current time slice (see [`must_stop`]) instead of killing the process,
/// so that the launcher can finish the trace (its last block included) and
/// write the metrics of the run so far; a second signal kills the process
/// as usual (the handler is reset when it runs).
pub fn stop_on_interrupt() {
    for signal in [libc::SIGINT, libc::SIGTERM] {
        // SAFETY: `sigaction` is given a zeroed (then filled) `sigaction`
        // struct whose handler, `on_interrupt`, only stores to an atomic
        // (async-signal-safe); it is called from the launcher's thread
        // before the program runs.
        unsafe {
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction = on_interrupt as extern "C" fn(libc::c_int) as usize;
            action.sa_flags = libc::SA_RESETHAND | libc::SA_RESTART;
            libc::sigemptyset(&mut action.sa_mask);
            libc::sigaction(signal, &action, std::ptr::null_mut());
        }
    }
}

/// The signal number of the interrupt received since
/// [`stop_on_interrupt`], if any.
pub fn interrupted() -> Option<i32> {
    match INTERRUPT.load(Ordering::Relaxed) {
        0 => None,
        s => Some(s),
    }
}

/// The exit code of a run that ended with `code`: `128 + signal` if it was
/// stopped by an interrupt (as a shell reports a process the signal
/// killed), after a message naming the signal and where the run stopped.
pub fn interrupted_exit(code: i32, executed: u64, what: &str) -> i32 {
    let Some(signal) = interrupted() else {
        return code;
    };
    let name = if signal == libc::SIGINT {
        "SIGINT"
    } else {
        "SIGTERM"
    };
    eprintln!(
        "rjvm: interrupted by {name}: the program was stopped at bytecode {executed}; {what}"
    );
    128 + signal
}

/// A writer that raises a [`StopFlag`] on the first failed write or flush
/// (`ENOSPC`, `EFBIG`, …, or no byte accepted) and passes the result on.
pub struct RaiseOnError<W> {
    inner: W,
    flag: StopFlag,
}

impl<W> RaiseOnError<W> {
    /// Wraps `inner`; a failure raises `flag`.
    pub fn new(inner: W, flag: StopFlag) -> Self {
        RaiseOnError { inner, flag }
    }

    fn check<T>(&self, r: std::io::Result<T>) -> std::io::Result<T> {
        if r.is_err() {
            self.flag.store(true, Ordering::Relaxed);
        }
        r
    }
}

impl<W: Write> Write for RaiseOnError<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let r = self.inner.write(buf);
        if matches!(r, Ok(0)) && !buf.is_empty() {
            // Nothing accepted: full (`write_all` reports it as WriteZero).
            self.flag.store(true, Ordering::Relaxed);
        }
        self.check(r)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        let r = self.inner.flush();
        self.check(r)
    }
}

/// Ignores `SIGXFSZ`, whose default action kills the process when a file
/// passes the size limit (`ulimit -f`, `RLIMIT_FSIZE`): the write fails
/// with `EFBIG` instead, and [`RaiseOnError`] stops the run cleanly.
pub fn ignore_file_size_signal() {
    // SAFETY: `signal` with `SIG_IGN` installs no handler code (nothing runs
    // in signal context); it is called once at start-up of the launcher.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_write_raises_the_flag() {
        let flag = StopFlag::default();
        let mut ok = RaiseOnError::new(Vec::new(), flag.clone());
        ok.write_all(b"fits").unwrap();
        assert!(!raised(&flag));
        let mut room = [0u8; 2];
        let mut full = RaiseOnError::new(&mut room[..], flag.clone());
        assert!(full.write_all(b"too long").is_err());
        assert!(raised(&flag));
    }
}
