//! Continuous metrics (Dufour section 6.2.2, future work): the densities
//! computed over consecutive windows of N kbc of the VM's clock, to show a
//! run's phases. An event belongs to the window of its time; a block's
//! instructions to the window in which the block started (an exception
//! that cuts a block short corrects the window in which it is thrown).
//!
//! The engine keeps running totals of executed instructions by kind; a
//! window's instructions are the difference of the totals at its bounds,
//! so a block costs no per-window work.

use crate::program::code::Summary;

/// What one window accumulates (partition "all").
#[derive(Debug, Clone, Default)]
pub struct WindowAcc {
    /// Executed instructions by kind (after [`Windows::finish`]; before,
    /// the running totals when the window started).
    pub sum: Summary,
    /// Objects allocated.
    pub objects: u64,
    /// Bytes allocated.
    pub bytes: u64,
    /// Calls at dynamic call sites.
    pub calls: u64,
    /// Lock operations.
    pub lock_ops: u64,
    /// Contended lock operations.
    pub contended_ops: u64,
}

/// The windows of a run.
#[derive(Debug, Clone)]
pub struct Windows {
    /// Window length in bytecodes.
    pub len: u64,
    /// The windows, from time 0.
    pub acc: Vec<WindowAcc>,
    /// Start of the window after the current one.
    next: u64,
}

impl Windows {
    /// Windows of `kbc` thousand bytecodes (at least 1).
    pub fn new(kbc: u64) -> Windows {
        Windows {
            len: kbc.max(1) * 1000,
            acc: vec![WindowAcc::default()],
            next: kbc.max(1) * 1000,
        }
    }

    /// Whether clock value `time` lies past the current window.
    #[inline(always)]
    pub fn due(&self, time: u64) -> bool {
        time >= self.next
    }

    /// Moves to the window of clock value `time` (times never go back;
    /// a smaller one stays in the current window); `running` are the
    /// instruction totals so far, which start the new windows.
    #[inline(always)]
    pub fn advance(&mut self, time: u64, running: &Summary) {
        if time >= self.next {
            self.open(time, running);
        }
    }

    #[cold]
    fn open(&mut self, time: u64, running: &Summary) {
        let w = (time / self.len) as usize;
        while self.acc.len() <= w {
            self.acc.push(WindowAcc {
                sum: *running,
                ..WindowAcc::default()
            });
        }
        self.next = (w as u64 + 1) * self.len;
    }

    /// The current window.
    #[inline(always)]
    pub fn current(&mut self) -> &mut WindowAcc {
        self.acc.last_mut().expect("at least one window")
    }

    /// The windows with their instruction counts, given the final running
    /// totals.
    pub fn finish(&self, running: &Summary) -> Vec<WindowAcc> {
        let mut out = self.acc.clone();
        for (w, o) in out.iter_mut().enumerate() {
            let end = self.acc.get(w + 1).map_or(running, |n| &n.sum);
            for (k, v) in o.sum.iter_mut().enumerate() {
                *v = end[k] - *v;
            }
        }
        out
    }
}
