//! A Java thread's stacks: one slot array for locals and operand stacks of
//! every frame, and the frame records.

use crate::heap::Ref;
use crate::runtime::{ClassId, MethodId};

/// Why a frame exists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FrameKind {
    /// An ordinary call.
    Call,
    /// The `<clinit>` of this class, pushed by class initialization.
    Clinit(ClassId),
}

/// One activation record.
#[derive(Debug, Clone, Copy)]
pub struct Frame {
    /// The executing method.
    pub method: MethodId,
    /// Next op to execute (see [`Frame::current_op`]).
    pub pc: u32,
    /// First slot of the locals in [`JThread::stack`].
    pub base: u32,
    /// Operand-stack top (exclusive), saved while another frame runs.
    pub sp: u32,
    /// Call or class initialization.
    pub kind: FrameKind,
    /// Set when the op at `pc` must run again (after class initialization).
    pub reexec: bool,
    /// Monitor of a synchronized method (0 if none).
    pub lock: Ref,
    /// Whether `lock` has been entered (at the method's first execution).
    pub locked: bool,
}

impl Frame {
    /// A frame entering `method` at op 0, its locals at `base` and its
    /// operand stack empty above `max_locals` of them; `lock` is the
    /// monitor of a synchronized method (0 if none), not yet entered.
    #[inline(always)]
    pub fn entering(
        method: MethodId,
        base: usize,
        max_locals: u16,
        kind: FrameKind,
        lock: Ref,
    ) -> Frame {
        Frame {
            method,
            pc: 0,
            base: base as u32,
            sp: (base + usize::from(max_locals)) as u32,
            kind,
            reexec: false,
            lock,
            locked: false,
        }
    }

    /// Index of the op this frame is executing (the call site, for callers).
    pub fn current_op(&self) -> u32 {
        if self.reexec {
            self.pc
        } else {
            self.pc.saturating_sub(1)
        }
    }
}

/// A Java thread's execution state.
#[derive(Debug)]
pub struct JThread {
    /// Index in the scheduler's thread table (0 = main).
    pub id: usize,
    /// Locals and operand stacks of all frames.
    pub stack: Vec<u64>,
    /// Frames, innermost last.
    pub frames: Vec<Frame>,
    /// Thread name (`main`, `Thread-0`, …).
    pub name: String,
    /// Return value of the last nested invocation.
    pub ret: u64,
    /// Maximum number of frames (`-Xss`).
    pub max_frames: usize,
}

impl JThread {
    /// A thread with `slots` stack slots and at most `max_frames` frames.
    pub fn new(name: &str, slots: usize, max_frames: usize) -> JThread {
        JThread {
            id: 0,
            stack: vec![0; slots],
            frames: Vec::with_capacity(256),
            name: name.to_string(),
            ret: 0,
            max_frames,
        }
    }
}
