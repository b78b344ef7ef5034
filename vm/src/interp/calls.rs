//! Per-method call records: what a call or return needs to know about a
//! method, one load away from its id.
//!
//! Without it a call walks method table → `Rc<Method>` → `OnceCell<Rc<Code>>`
//! → `Code` → `max_locals`, four dependent loads, and the interpreter kept
//! an `Rc<Code>` clone per frame run (two refcount updates). A
//! [`CallRecord`] holds the decoded code's address and the frame shape; the
//! table is indexed by method id and filled when a method's code is
//! decoded (`Interpreter::code_of`), so a method without a record has not
//! run yet (or is native or abstract) and takes the general path.

use super::ops::Code;
use crate::runtime::{Method, MethodId};

/// What calling and returning to a decoded bytecode method needs.
#[derive(Debug, Clone, Copy)]
pub(super) struct CallRecord {
    /// The decoded code (null in an empty entry).
    code: *const Code,
    /// Local-variable slots (`max_locals`).
    pub(super) max_locals: u16,
    /// Locals plus operand-stack slots: the frame's extent in the slot array.
    pub(super) frame_slots: u32,
    /// Argument slots, receiver included.
    pub(super) arg_slots: u16,
    /// Whether the fast loop may call it: not synchronized (entering the
    /// monitor is the full loop's job).
    pub(super) plain: bool,
    /// Whether it is an instance method (an `invokespecial` of it checks
    /// the receiver for null).
    pub(super) has_receiver: bool,
}

impl CallRecord {
    /// Whether a frame of this method with its locals at `base` fits in a
    /// slot array of `stack_len` slots (with 4 spare slots).
    #[inline(always)]
    pub(super) fn fits(&self, base: usize, stack_len: usize) -> bool {
        base + self.frame_slots as usize + 4 <= stack_len
    }

    const EMPTY: CallRecord = CallRecord {
        code: std::ptr::null(),
        max_locals: 0,
        frame_slots: 0,
        arg_slots: 0,
        plain: false,
        has_receiver: false,
    };

    /// The method's decoded code.
    #[inline(always)]
    pub(super) fn code<'a>(&self) -> &'a Code {
        debug_assert!(!self.code.is_null());
        // SAFETY: a record is only made by `CallTable::set` from the
        // `Rc<Code>` stored in the method's `OnceCell`, which is never
        // taken or reset, and methods are never removed from the runtime's
        // method table: the code lives as long as the runtime, which
        // outlives every use (the interpreter owns both). `Code` is only
        // mutated through its `Cell`s, so shared references to it are fine
        // while the runtime is borrowed mutably elsewhere.
        unsafe { &*self.code }
    }
}

/// Call records by method id.
#[derive(Debug, Default)]
pub(super) struct CallTable {
    records: Vec<CallRecord>,
}

impl CallTable {
    /// The record of method `mid`, if its code has been decoded.
    #[inline(always)]
    pub(super) fn get(&self, mid: MethodId) -> Option<&CallRecord> {
        self.records.get(mid as usize).filter(|r| !r.code.is_null())
    }

    /// Records method `m` whose decoded code is `code` (kept alive by `m`).
    pub(super) fn set(&mut self, m: &Method, code: &std::rc::Rc<Code>) {
        let i = m.id as usize;
        if self.records.len() <= i {
            self.records.resize(i + 1, CallRecord::EMPTY);
        }
        self.records[i] = CallRecord {
            code: std::rc::Rc::as_ptr(code),
            max_locals: code.max_locals,
            frame_slots: u32::from(code.max_locals) + u32::from(code.max_stack),
            arg_slots: m.arg_slots,
            plain: !m.is_synchronized(),
            has_receiver: !m.is_static(),
        };
    }
}
