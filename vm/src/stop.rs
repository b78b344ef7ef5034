//! Stopping a run from outside the interpreter: a [`StopFlag`] the
//! scheduler reads between time slices (see `Scheduler::stop`), and a
//! writer ([`RaiseOnError`]) that raises it when a write fails, so that a
//! trace file on a disk that fills stops the program instead of letting it
//! run on untraced.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// Raised to ask the interpreter to stop at the end of the current time
/// slice.
pub type StopFlag = Arc<AtomicBool>;

/// Whether `flag` has been raised.
pub fn raised(flag: &StopFlag) -> bool {
    flag.load(Ordering::Relaxed)
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
