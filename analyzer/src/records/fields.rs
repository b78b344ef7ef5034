//! Implied field sites (rule "blocks").
//!
//! A field record (`FieldRead`, `InstanceFieldRead`, `FieldWrite`,
//! `InstanceFieldWrite`) names its thread, time, site, field and (instance
//! fields) object. When the VM's fast loop runs a field instruction in a
//! block whose `BlockEnter` the same run of the loop raised, everything
//! but the object follows from the block: the block ran straight from its
//! start (a block's first instruction runs at its `BlockEnter`'s time `t`,
//! each instruction takes one tick, and an event has the clock after its
//! instruction, so instruction `k` of the block raises its events at
//! `t + k + 1`), and every field instruction before it in the block
//! raised its record in that run. In a trace whose header has producer
//! attribute [`ATTRIBUTE`]` = `[`BLOCKS`] (with the return rule of
//! [`super::implied`], whose reader follows each thread's activations and
//! blocks), the fast loop writes such an access, once a full record at its
//! site was written, as `ImpliedFieldAccess(T, object)` (getfield,
//! putfield) or `ImpliedStaticAccess(T)` (getstatic, putstatic).
//!
//! The rule, per thread `T`: a `BlockEnter(T, t, b)` (in the file or
//! implied) of `T`'s current method `M` places `T`'s cursor at the start
//! of `b`; a full field record of `T` at a field instruction of that block
//! moves it past that instruction; `MethodEnter`, `MethodExit` and
//! `ThreadEnd` of `T` clear it. An `ImpliedFieldAccess` or
//! `ImpliedStaticAccess` of `T` stands for the next field instruction of
//! `b` after the cursor (which it moves past it), at instruction index `k`
//! of the block: the full record at time `t + k + 1`, at the instruction's
//! site (the file's site id) and naming the field of the first full record
//! at that site (`InstanceFieldRead` for a getfield, `InstanceFieldWrite`
//! for a putfield, `FieldRead` for a getstatic, `FieldWrite` for a
//! putstatic). If `b` has no field instruction after the cursor, the
//! block's return came first: the record stands after the block's implied
//! `MethodExit` ([`super::exits`]) and the caller's implied block, in which
//! the rule applies again ([`super::implied::Expander`] does this).
//!
//! Why this is exact: the fast loop leaves on every instruction it does not
//! run itself, and the full loop writes full records; a run that starts
//! inside a block writes full records until it enters a block itself (the
//! recorder's `run_state`); the readers see every block start of the
//! thread (the implied-blocks rules), so `T`'s last `BlockEnter` is the
//! block of the access, and the records of `T` since are those of the
//! run's instructions in it. No site is new (the full record at the site
//! came first), so site ids stay the file's.

use super::expand::{index, names_rule, put_at};
use crate::program::Program;
use crate::step;
use step::AnyRecord as A;

/// The producer attribute naming the implied-field-sites rule.
pub const ATTRIBUTE: &str = "implied-field-sites";

/// The value of [`ATTRIBUTE`] for the rule of this module.
pub const BLOCKS: &str = "blocks";

/// Whether the producer attributes of a trace say it uses the rule.
pub fn uses_blocks_rule(attributes: &[(String, String)]) -> bool {
    names_rule(attributes, ATTRIBUTE, BLOCKS)
}

/// Opcodes of the field instructions.
const GETSTATIC: u8 = 0xb2;
const PUTSTATIC: u8 = 0xb3;
const GETFIELD: u8 = 0xb4;
const PUTFIELD: u8 = 0xb5;

/// A field instruction of a method.
#[derive(Debug, Clone, Copy)]
struct FieldOp {
    /// Its instruction index in the method's code.
    instr: u32,
    /// Its bytecode index.
    bci: u32,
    /// getstatic, putstatic, getfield or putfield.
    opcode: u8,
    /// The file's site id and the field of the first full record at it (0:
    /// none yet).
    site: i64,
    field: i64,
}

/// A method's field instructions and blocks.
#[derive(Debug, Default)]
struct MethodFields {
    /// By block: the instruction index of its first instruction and the
    /// index in `ops` of its first field instruction (the first at or
    /// after its start); then the instruction count and `ops.len()`.
    blocks: Box<[(u32, u32)]>,
    /// Its field instructions, in code order.
    ops: Vec<FieldOp>,
}

/// A thread's place in its current block (kept by the reader with the
/// thread's other state, [`super::implied::Expander`]). The block's facts
/// are looked up at the first field record of the block (most blocks have
/// none).
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Cursor {
    /// A block is current and (once looked up) its method (by id) has
    /// field instructions.
    on: bool,
    /// `first`, `next`, `end` and `base` are not looked up yet (from
    /// `block` and `time`).
    fresh: bool,
    /// The method.
    method: usize,
    /// The block, and its `BlockEnter`'s time.
    block: usize,
    time: i64,
    /// The block's first field instruction (index into `ops`).
    first: usize,
    /// The next field instruction (index into `ops`).
    next: usize,
    /// The block's end (instruction index).
    end: u32,
    /// The block's time less its first instruction's index.
    base: i64,
}

/// What an `ImpliedFieldAccess` or `ImpliedStaticAccess` stands for.
#[derive(Debug)]
pub(crate) enum Resolved {
    /// This full record; `noted`: the rule has noted it already (handing
    /// it to the rule as a full record would change nothing).
    Record { record: A, noted: bool },
    /// No field instruction is left in the thread's block: the record
    /// comes after the block's return.
    BlockDone,
    /// Nothing the rule knows (a trace the rule does not describe).
    Unknown,
}

/// The rule's state: the program's field instructions, the file's sites
/// (each thread's [`Cursor`] is kept by the reader).
#[derive(Debug, Default)]
pub(crate) struct FieldSites {
    /// Classes and methods, to decode code from the class files.
    program: Program,
    /// By method id.
    methods: Vec<Option<Box<MethodFields>>>,
    /// By the file's site id: (method, bci).
    sites: Vec<(i64, i64)>,
}

impl Cursor {
    /// `BlockEnter(T, time, block)` (in the file or implied) of `method`,
    /// the thread's current method.
    #[inline(always)]
    pub(crate) fn entered(&mut self, method: i64, time: i64, block: i64) {
        self.on = true;
        self.fresh = true;
        self.method = index(method);
        self.block = index(block);
        self.time = time;
    }

    /// The thread left its block otherwise (`MethodEnter`, `MethodExit`,
    /// `ThreadEnd`), or entered one of an unknown method.
    #[inline(always)]
    pub(crate) fn leave(&mut self) {
        self.on = false;
    }
}

impl FieldSites {
    /// Notes an entity or `ClassLoad` (classes, methods and sites; others
    /// are ignored).
    pub(crate) fn note(&mut self, rec: &A) {
        match rec {
            A::Class(c) => self.program.add_class(c),
            A::Method(m) => self.add_method(m),
            A::ClassLoad(l) => self.program.class_complete(l.class as u32),
            A::Site(s) => {
                let i = index(s.id);
                if i == usize::MAX {
                    return;
                }
                if self.sites.len() <= i {
                    self.sites.resize(i + 1, (-1, -1));
                }
                self.sites[i] = (s.method, s.bci);
            }
            _ => {}
        }
    }

    fn add_method(&mut self, m: &step::Method) {
        self.program.add_method(m);
        let Ok(id) = u32::try_from(m.id) else { return };
        let Some(code) = self.program.code(id) else {
            return;
        };
        let ops: Vec<FieldOp> = code
            .instrs
            .iter()
            .enumerate()
            .filter(|(_, ins)| (GETSTATIC..=PUTFIELD).contains(&ins.opcode))
            .map(|(i, ins)| FieldOp {
                instr: i as u32,
                bci: ins.bci,
                opcode: ins.opcode,
                site: 0,
                field: 0,
            })
            .collect();
        if !ops.is_empty() {
            let blocks = code
                .block_start
                .iter()
                .map(|&start| (start, ops.partition_point(|o| o.instr < start) as u32))
                .collect();
            put_at(
                &mut self.methods,
                id as usize,
                Some(Box::new(MethodFields { blocks, ops })),
            );
        }
        // The rule needs no more of the method's code.
        self.program.forget_code(id);
    }

    /// Looks up the facts of cursor `c`'s block if not done yet; whether
    /// the cursor is on (a block of a method with field instructions).
    #[inline]
    fn settle(c: &mut Cursor, methods: &[Option<Box<MethodFields>>]) -> bool {
        if c.on && c.fresh {
            c.fresh = false;
            let facts = methods
                .get(c.method)
                .and_then(|m| m.as_deref())
                .and_then(|mf| {
                    let (start, first) = *mf.blocks.get(c.block)?;
                    let (end, _) = *mf.blocks.get(c.block.wrapping_add(1))?;
                    Some((start, first as usize, end))
                });
            match facts {
                Some((start, first, end)) => {
                    c.first = first;
                    c.next = first;
                    c.end = end;
                    c.base = c.time - i64::from(start);
                }
                None => c.on = false,
            }
        }
        c.on
    }

    /// A full field record of a thread (whose cursor is `cursor`, if it has
    /// one) at the file's site `site`, naming `field`.
    pub(crate) fn full(&mut self, cursor: Option<&mut Cursor>, site: i64, field: i64) {
        let Some(&(method, bci)) = self.sites.get(index(site)) else {
            return;
        };
        let Some(mf) = self
            .methods
            .get_mut(index(method))
            .and_then(|m| m.as_deref_mut())
        else {
            return;
        };
        let Ok(bci) = u32::try_from(bci) else { return };
        let Ok(i) = mf.ops.binary_search_by_key(&bci, |o| o.bci) else {
            return;
        };
        let op = &mut mf.ops[i];
        if op.site == 0 {
            (op.site, op.field) = (site, field);
        }
        let instr = op.instr;
        if let Some(c) = cursor {
            if c.on
                && c.method == index(method)
                && Self::settle(c, &self.methods)
                && i >= c.first
                && instr < c.end
            {
                c.next = i + 1;
            }
        }
    }

    /// The full record an `ImpliedFieldAccess(thread, object)` (`object`
    /// given) or `ImpliedStaticAccess(thread)` (`None`) stands for, with the
    /// thread's cursor (`cursor`, if it has one) moved past it.
    #[inline(always)]
    pub(crate) fn resolve(
        &mut self,
        cursor: Option<&mut Cursor>,
        thread: i64,
        object: Option<i64>,
    ) -> Resolved {
        let Some(c) = cursor else {
            return Resolved::BlockDone;
        };
        if !Self::settle(c, &self.methods) {
            return Resolved::BlockDone;
        }
        let Some(mf) = self.methods.get(c.method).and_then(|m| m.as_deref()) else {
            return Resolved::Unknown;
        };
        let Some(op) = mf.ops.get(c.next).filter(|o| o.instr < c.end) else {
            return Resolved::BlockDone;
        };
        if op.site == 0 {
            return Resolved::Unknown;
        }
        c.next += 1;
        let (time, site, field) = (c.base + i64::from(op.instr) + 1, op.site, op.field);
        // (What `full` would do with the record: find the instruction by
        // the site's method and bytecode index, and move the cursor past
        // it, as done here.)
        let noted =
            self.sites.get(index(site)).copied() == Some((c.method as i64, i64::from(op.bci)));
        let record = match (op.opcode, object) {
            (GETFIELD, Some(object)) => A::InstanceFieldRead(step::InstanceFieldRead {
                thread,
                time,
                site,
                field,
                object,
            }),
            (PUTFIELD, Some(object)) => A::InstanceFieldWrite(step::InstanceFieldWrite {
                thread,
                time,
                site,
                field,
                object,
            }),
            (GETSTATIC, None) => A::FieldRead(step::FieldRead {
                thread,
                time,
                site,
                field,
            }),
            (PUTSTATIC, None) => A::FieldWrite(step::FieldWrite {
                thread,
                time,
                site,
                field,
            }),
            _ => return Resolved::Unknown,
        };
        Resolved::Record { record, noted }
    }
}

/// The thread, site and field of a full field record.
pub(crate) fn full_record(r: &A) -> Option<(i64, i64, i64)> {
    match r {
        A::FieldRead(e) => Some((e.thread, e.site, e.field)),
        A::InstanceFieldRead(e) => Some((e.thread, e.site, e.field)),
        A::FieldWrite(e) => Some((e.thread, e.site, e.field)),
        A::InstanceFieldWrite(e) => Some((e.thread, e.site, e.field)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_attribute_names_the_rule() {
        let a = |v: &str| vec![(ATTRIBUTE.to_string(), v.to_string())];
        assert!(uses_blocks_rule(&a("blocks")));
        assert!(!uses_blocks_rule(&a("entry")));
        assert!(!uses_blocks_rule(&[]));
    }
}
