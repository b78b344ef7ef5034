//! Continuous metrics (Dufour section 6.2.2, future work): the densities
//! computed over consecutive windows of N kbc of the VM's clock, to show a
//! run's phases. An event belongs to the window of its time; a block's
//! instructions to the window in which the block started.

use crate::program::code::Summary;

/// What one window accumulates (partition "all").
#[derive(Debug, Clone, Default)]
pub struct WindowAcc {
    /// Executed instructions by kind.
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
}

impl Windows {
    /// Windows of `kbc` thousand bytecodes (at least 1).
    pub fn new(kbc: u64) -> Windows {
        Windows {
            len: kbc.max(1) * 1000,
            acc: Vec::new(),
        }
    }

    /// The window of clock value `time`, created if new.
    #[inline]
    pub fn index(&mut self, time: u64) -> u32 {
        let w = (time / self.len) as usize;
        if w >= self.acc.len() {
            self.acc.resize_with(w + 1, WindowAcc::default);
        }
        w as u32
    }

    /// Window `w` (see [`Windows::index`]).
    #[inline]
    pub fn at(&mut self, w: u32) -> &mut WindowAcc {
        &mut self.acc[w as usize]
    }
}
