//! JDK 17's helpful `NullPointerException` messages (JEP 358).
//!
//! `NullPointerException.getMessage()` calls the native
//! `getExtendedNPEMessage()` when the exception has no message of its own.
//! The native takes the innermost entry of the exception's backtrace (method
//! and bytecode index) and [`npe_message_at`] describes the failed action
//! (`Cannot invoke "String.length()"`) and, when it can, what was null
//! (`because "<local1>" is null`), with HotSpot's exact wording.
//!
//! The description comes from a forward data-flow analysis over the
//! method's bytecode that records, for every operand-stack slot at every
//! instruction, which instruction pushed the value (or that this is
//! ambiguous after a control-flow merge), and which local slots may have
//! been written. The analysis visits instructions in HotSpot's order and
//! stops at the same point, so merges (and therefore messages) agree with
//! HotSpot's even in loops.

use super::{arg_ref, type_name, Registry};
use crate::classfile::descriptor::method_sig;
use crate::classfile::{access, ClassFile, CodeAttr, Constant, ConstantPool, MethodInfo};
use crate::events::EventSink;
use crate::heap::{Body, Ref, NULL};
use crate::interp::{Interpreter, JThread};
use crate::runtime::JResult;

pub(crate) fn register<S: EventSink>(m: &mut Registry<S>) {
    m.insert(
        "java/lang/NullPointerException.getExtendedNPEMessage()Ljava/lang/String;",
        get_extended_npe_message,
    );
}

/// The native: the message for the exception's innermost backtrace frame,
/// or `null` (no backtrace, a native frame, an explicitly constructed NPE).
fn get_extended_npe_message<S: EventSink>(
    vm: &mut Interpreter<S>,
    _t: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    let this = arg_ref(a, 0);
    let bt = vm.rt.field(this, vm.rt.wk.throwable_backtrace) as Ref;
    if bt == NULL {
        return Ok(0);
    }
    let top = match &vm.rt.heap.get(bt).body {
        Body::Longs(x) if !x.is_empty() => x[0] as u64,
        _ => return Ok(0),
    };
    let (mid, bci) = ((top >> 32) as u32, (top & 0xFFFF_FFFF) as u32);
    let m = vm.rt.method(mid).clone();
    if m.is_native() {
        return Ok(0);
    }
    let (Some(code), Some(file)) = (m.code_attr.as_ref(), vm.rt.class(m.class).file.clone()) else {
        return Ok(0);
    };
    let static_method = m.access & access::STATIC != 0;
    match npe_message_at(&file.pool, static_method, &m.descriptor, code, bci) {
        Some(msg) => Ok(u64::from(vm.rt.new_string(&msg)?)),
        None => Ok(0),
    }
}

/// The helpful message HotSpot 17 gives a `NullPointerException` raised at
/// bytecode index `bci` of method `method` of class `class`, or `None` where
/// HotSpot gives none (the instruction cannot raise an NPE, or it is the
/// constructor call of an explicitly created exception).
#[cfg_attr(not(test), allow(dead_code))]
pub fn npe_message(class: &ClassFile, method: &MethodInfo, bci: u32) -> Option<String> {
    let code = method.code.as_ref()?;
    let static_method = method.access & access::STATIC != 0;
    npe_message_at(&class.pool, static_method, &method.descriptor, code, bci)
}

/// [`npe_message`] for a method given by its parts: the class's constant
/// pool, whether the method is static, its descriptor and its code.
pub fn npe_message_at(
    pool: &ConstantPool,
    static_method: bool,
    descriptor: &str,
    code: &CodeAttr,
    bci: u32,
) -> Option<String> {
    let bci = usize::try_from(bci).ok()?;
    if bci >= code.bytecode.len() {
        return None;
    }
    let ctx = Ctx {
        pool,
        static_method,
        descriptor,
        code,
    };
    let slot = ctx.null_slot(bci)?;
    let stacks = Analysis::run(&ctx, bci)?;
    let mut out = String::new();
    ctx.failed_action(&mut out, bci)?;
    let mut cause = String::new();
    let printed = ctx.cause(&stacks, &mut cause, bci, slot, MAX_DETAIL, false, true);
    // HotSpot prints the opening of the clause before it knows whether it
    // can finish it; keep what it would have printed.
    out.push_str(&cause);
    if printed == Some(true) {
        out.push_str("\" is null");
    }
    Some(out)
}

/// How many nested expressions a cause may name.
const MAX_DETAIL: u32 = 5;
/// The analysis gives up beyond this many stack entries in total.
const MAX_ENTRIES: usize = 1_000_000;

/// The simulated operand stack before one instruction.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct SimStack {
    /// For each slot (bottom first), the bytecode index of the instruction
    /// that pushed it, or `None` when ambiguous.
    slots: Vec<Option<u32>>,
    /// Local slots (below 64) that may have been written on some path.
    written: u64,
}

impl SimStack {
    fn push(&mut self, bci: usize, n: usize) {
        for _ in 0..n {
            self.slots.push(Some(bci as u32));
        }
    }

    fn pop(&mut self, n: usize) -> Option<()> {
        let len = self.slots.len().checked_sub(n)?;
        self.slots.truncate(len);
        Some(())
    }

    /// Slot `i` counted from the top (0 is the top of stack).
    fn get(&self, i: usize) -> Option<Option<u32>> {
        let len = self.slots.len();
        (i < len).then(|| self.slots[len - 1 - i])
    }

    fn mark_written(&mut self, local: usize) {
        if local < 64 {
            self.written |= 1 << local;
        }
    }

    fn was_written(&self, local: usize) -> bool {
        local >= 64 || self.written & (1 << local) != 0
    }

    fn merge(&mut self, other: &SimStack) -> Option<()> {
        if self.slots.len() != other.slots.len() {
            return None;
        }
        for (a, b) in self.slots.iter_mut().zip(&other.slots) {
            if *a != *b {
                *a = None;
            }
        }
        self.written |= other.written;
        Some(())
    }
}

/// The method being described.
struct Ctx<'a> {
    pool: &'a ConstantPool,
    static_method: bool,
    descriptor: &'a str,
    code: &'a CodeAttr,
}

fn u16_at(b: &[u8], i: usize) -> Option<u16> {
    Some(u16::from_be_bytes([*b.get(i)?, *b.get(i + 1)?]))
}

fn i32_at(b: &[u8], i: usize) -> Option<i32> {
    Some(i32::from_be_bytes([
        *b.get(i)?,
        *b.get(i + 1)?,
        *b.get(i + 2)?,
        *b.get(i + 3)?,
    ]))
}

/// Slots a value of field descriptor `desc` takes.
fn desc_slots(desc: &str) -> usize {
    match desc.as_bytes().first() {
        Some(b'J') | Some(b'D') => 2,
        Some(b'V') => 0,
        _ => 1,
    }
}

fn branch(bci: usize, off: i32) -> Option<usize> {
    usize::try_from(bci as i64 + i64::from(off)).ok()
}

/// HotSpot's trimming of parameter lists: a parameter type that starts
/// with `java.lang.Object` or `java.lang.String` loses its `java.lang.`.
fn trim_params(params: &[String]) -> String {
    params
        .iter()
        .map(|p| {
            if p.starts_with("java.lang.Object") || p.starts_with("java.lang.String") {
                &p["java.lang.".len()..]
            } else {
                p.as_str()
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A class name as HotSpot prints it in these messages.
fn klass_name(internal: &str) -> String {
    match internal {
        "java/lang/Object" => "Object".into(),
        "java/lang/String" => "String".into(),
        _ => internal.replace('/', "."),
    }
}

impl Ctx<'_> {
    fn bytes(&self) -> &[u8] {
        &self.code.bytecode
    }

    /// The opcode at `bci` (after `wide`) and the position of its operands.
    fn opcode(&self, bci: usize) -> Option<(u8, usize, bool)> {
        let b = self.bytes();
        let op = *b.get(bci)?;
        if op == 0xc4 {
            Some((*b.get(bci + 1)?, bci + 2, true))
        } else {
            Some((op, bci + 1, false))
        }
    }

    /// The length of the instruction at `bci`.
    fn insn_len(&self, bci: usize) -> Option<usize> {
        let b = self.bytes();
        let op = *b.get(bci)?;
        Some(match op {
            0x10 | 0x12 | 0x15..=0x19 | 0x36..=0x3a | 0xa9 | 0xbc => 2,
            0x11
            | 0x13
            | 0x14
            | 0x84
            | 0x99..=0xa8
            | 0xb2..=0xb8
            | 0xbb
            | 0xbd
            | 0xc0
            | 0xc1
            | 0xc6
            | 0xc7 => 3,
            0xc5 => 4,
            0xb9 | 0xba | 0xc8 | 0xc9 => 5,
            0xc4 => {
                if *b.get(bci + 1)? == 0x84 {
                    6
                } else {
                    4
                }
            }
            0xaa | 0xab => {
                let p = (bci + 4) & !3;
                if op == 0xaa {
                    let low = i64::from(i32_at(b, p + 4)?);
                    let high = i64::from(i32_at(b, p + 8)?);
                    let n = usize::try_from(high - low + 1).ok()?;
                    p + 12 + 4 * n - bci
                } else {
                    let n = usize::try_from(i32_at(b, p + 4)?).ok()?;
                    p + 8 + 8 * n - bci
                }
            }
            0x00..=0xc9 => 1,
            _ => return None,
        })
    }

    fn member(&self, pos: usize) -> Option<crate::classfile::MemberRef> {
        self.pool.member_ref(u16_at(self.bytes(), pos)?).ok()
    }

    /// Which operand-stack slot (0 = top) holds the null reference when the
    /// instruction at `bci` raised an NPE; `None` for instructions that
    /// cannot (and for constructor calls: an explicitly created NPE).
    fn null_slot(&self, bci: usize) -> Option<usize> {
        let (op, pos, _) = self.opcode(bci)?;
        match op {
            // getfield, arraylength, athrow, monitorenter, monitorexit
            0xb4 | 0xbe | 0xbf | 0xc2 | 0xc3 => Some(0),
            // xaload
            0x2e..=0x35 => Some(1),
            // lastore, dastore
            0x50 | 0x52 => Some(3),
            // other xastore
            0x4f | 0x51 | 0x53..=0x56 => Some(2),
            // putfield
            0xb5 => Some(desc_slots(&self.member(pos)?.descriptor)),
            // invokevirtual, invokespecial, invokeinterface
            0xb6 | 0xb7 | 0xb9 => {
                let m = self.member(pos)?;
                if &*m.name == "<init>" {
                    return None;
                }
                Some(usize::from(method_sig(&m.descriptor)?.param_slots))
            }
            _ => None,
        }
    }

    /// `Class.name(params)` for the method reference at `pos`.
    fn method_name(&self, out: &mut String, pos: usize) -> Option<()> {
        let m = self.member(pos)?;
        let sig = method_sig(&m.descriptor)?;
        let params: Vec<String> = sig.param_descs.iter().map(|d| type_name(d)).collect();
        out.push_str(&klass_name(&m.class));
        out.push('.');
        out.push_str(&m.name);
        out.push('(');
        out.push_str(&trim_params(&params));
        out.push(')');
        Some(())
    }

    /// What the instruction at `bci` could not do.
    fn failed_action(&self, out: &mut String, bci: usize) -> Option<()> {
        let (op, pos, _) = self.opcode(bci)?;
        const KINDS: [&str; 8] = [
            "int",
            "long",
            "float",
            "double",
            "object",
            "byte/boolean",
            "char",
            "short",
        ];
        let text = match op {
            0x2e..=0x35 => format!("Cannot load from {} array", KINDS[usize::from(op - 0x2e)]),
            0x4f..=0x56 => format!("Cannot store to {} array", KINDS[usize::from(op - 0x4f)]),
            0xbe => "Cannot read the array length".into(),
            0xbf => "Cannot throw exception".into(),
            0xc2 => "Cannot enter synchronized block".into(),
            0xc3 => "Cannot exit synchronized block".into(),
            0xb4 => format!("Cannot read field \"{}\"", self.member(pos)?.name),
            0xb5 => format!("Cannot assign field \"{}\"", self.member(pos)?.name),
            0xb6 | 0xb7 | 0xb9 => {
                let mut s = String::from("Cannot invoke \"");
                self.method_name(&mut s, pos)?;
                s.push('"');
                s
            }
            _ => return None,
        };
        out.push_str(&text);
        Some(())
    }

    /// The name of local `slot` as read at `bci`: from the
    /// LocalVariableTable, else `this`, `<parameterN>` or `<localN>`.
    fn local_name(&self, out: &mut String, bci: usize, slot: usize, is_parameter: bool) {
        let hit = self
            .code
            .local_variables
            .iter()
            .find(|v| usize::from(v.index) == slot && v.covers(bci as u32));
        if let Some(v) = hit {
            out.push_str(&v.name);
            return;
        }
        if !self.static_method && slot == 0 && is_parameter {
            out.push_str("this");
            return;
        }
        let mut curr = usize::from(!self.static_method);
        let mut found = None;
        if let Some(sig) = method_sig(self.descriptor) {
            for (i, d) in sig.param_descs.iter().enumerate() {
                let size = desc_slots(d);
                if slot >= curr && slot < curr + size {
                    found = Some(i + 1);
                    break;
                }
                curr += size;
            }
        }
        match found {
            Some(n) if is_parameter => out.push_str(&format!("<parameter{n}>")),
            _ => out.push_str(&format!("<local{slot}>")),
        }
    }

    /// Describes the value in stack slot `slot` before the instruction at
    /// `bci`. `Some(true)` when something was printed; at the top level
    /// (`top`) the opening of the `because` clause may be printed even when
    /// the description then fails, as HotSpot does.
    #[allow(clippy::too_many_arguments)]
    fn cause(
        &self,
        stacks: &[Option<SimStack>],
        out: &mut String,
        bci: usize,
        slot: usize,
        max_detail: u32,
        inner_expr: bool,
        top: bool,
    ) -> Option<bool> {
        if max_detail == 0 {
            return Some(false);
        }
        let Some(stack) = stacks.get(bci)?.as_ref() else {
            return Some(false);
        };
        let Some(source) = stack.get(slot)? else {
            return Some(false);
        };
        let source = source as usize;
        let b = self.bytes();
        let (op, pos, wide) = self.opcode(source)?;
        let is_invoke = matches!(op, 0xb6..=0xb9);
        if max_detail == MAX_DETAIL && top && !is_invoke {
            out.push_str(" because \"");
        }
        let local = |out: &mut String, index: usize| {
            self.local_name(out, source, index, !stack.was_written(index));
        };
        match op {
            // iload_n, aload_n
            0x1a..=0x1d => local(out, usize::from(op - 0x1a)),
            0x2a..=0x2d => local(out, usize::from(op - 0x2a)),
            // iload, aload
            0x15 | 0x19 => {
                let index = if wide {
                    usize::from(u16_at(b, pos)?)
                } else {
                    usize::from(*b.get(pos)?)
                };
                local(out, index);
            }
            0x01 => out.push_str("null"),
            0x02..=0x08 => out.push_str(&(i32::from(op) - 3).to_string()),
            0x10 => out.push_str(&(*b.get(pos)? as i8).to_string()),
            // sipush: HotSpot prints the operand unsigned
            0x11 => out.push_str(&u16_at(b, pos)?.to_string()),
            // iaload, aaload
            0x2e | 0x32 => {
                if !self.cause(stacks, out, source, 1, max_detail - 1, inner_expr, false)? {
                    out.push_str("<array>");
                }
                out.push('[');
                if !self.cause(stacks, out, source, 0, max_detail, true, false)? {
                    out.push_str("...");
                }
                out.push(']');
            }
            // getstatic
            0xb2 => {
                let f = self.member(pos)?;
                out.push_str(&klass_name(&f.class));
                out.push('.');
                out.push_str(&f.name);
            }
            // getfield
            0xb4 => {
                if self.cause(stacks, out, source, 0, max_detail - 1, inner_expr, false)? {
                    out.push('.');
                }
                out.push_str(&self.member(pos)?.name);
            }
            // invokevirtual, invokespecial, invokestatic, invokeinterface
            0xb6..=0xb9 => {
                if max_detail == MAX_DETAIL && !inner_expr {
                    out.push_str(" because the return value of \"");
                }
                self.method_name(out, pos)?;
            }
            _ => return Some(false),
        }
        Some(true)
    }
}

/// The stack analysis: a simulated stack before each instruction.
struct Analysis<'a, 'b> {
    ctx: &'a Ctx<'b>,
    stacks: Vec<Option<SimStack>>,
    entries: usize,
    added_one: bool,
    all_processed: bool,
}

impl<'a, 'b> Analysis<'a, 'b> {
    /// Runs the analysis far enough to know the stack before `bci`.
    fn run(ctx: &'a Ctx<'b>, bci: usize) -> Option<Vec<Option<SimStack>>> {
        let len = ctx.bytes().len();
        let mut a = Analysis {
            ctx,
            stacks: vec![None; len + 1],
            entries: 0,
            added_one: true,
            all_processed: false,
        };
        a.stacks[0] = Some(SimStack::default());
        for h in &ctx.code.handlers {
            let pc = usize::from(h.handler_pc);
            let entry = a.stacks.get_mut(pc)?;
            if entry.is_none() {
                let mut s = SimStack::default();
                s.push(pc, 1);
                *entry = Some(s);
            }
        }
        'outer: while !a.all_processed && a.added_one {
            a.all_processed = true;
            a.added_one = false;
            let mut i = 0;
            while i < len {
                i += a.step(i)?;
                if i == bci && a.stacks.get(i).is_some_and(Option::is_some) {
                    a.all_processed = true;
                    break;
                }
                if a.entries > MAX_ENTRIES {
                    break 'outer;
                }
            }
        }
        Some(a.stacks)
    }

    /// Merges `stack` into the stack before `bci` (and `stack` becomes the
    /// merged stack, as in HotSpot).
    fn merge(&mut self, bci: usize, stack: &mut SimStack) -> Option<()> {
        let slot = self.stacks.get_mut(bci)?;
        match slot {
            Some(existing) => stack.merge(existing)?,
            None => {
                self.added_one = true;
                self.entries += stack.slots.len();
            }
        }
        *slot = Some(stack.clone());
        Some(())
    }

    /// Simulates the instruction at `bci`; returns its length.
    fn step(&mut self, bci: usize) -> Option<usize> {
        let ctx = self.ctx;
        let len = ctx.insn_len(bci)?;
        let Some(before) = self.stacks.get(bci)? else {
            self.all_processed = false;
            return Some(len);
        };
        let mut s = before.clone();
        let b = ctx.bytes();
        let (op, pos, wide) = ctx.opcode(bci)?;
        let mut dest: Option<usize> = None;
        let mut dests: Vec<usize> = Vec::new();
        let mut flow_ended = false;
        let local_index = || -> Option<usize> {
            Some(if wide {
                usize::from(u16_at(b, pos)?)
            } else {
                usize::from(*b.get(pos)?)
            })
        };
        match op {
            // nop, iinc
            0x00 | 0x84 => {}
            // aconst_null, iconst_*, fconst_*, bipush, sipush, iload/fload/aload (all
            // forms), new
            0x01..=0x08
            | 0x0b..=0x0d
            | 0x10
            | 0x11
            | 0x15
            | 0x17
            | 0x19
            | 0x1a..=0x1d
            | 0x22..=0x25
            | 0x2a..=0x2d
            | 0xbb => s.push(bci, 1),
            // lconst_*, dconst_*, lload/dload (all forms)
            0x09 | 0x0a | 0x0e | 0x0f | 0x16 | 0x18 | 0x1e..=0x21 | 0x26..=0x29 => s.push(bci, 2),
            // ldc, ldc_w, ldc2_w
            0x12..=0x14 => {
                let index = if op == 0x12 {
                    u16::from(*b.get(pos)?)
                } else {
                    u16_at(b, pos)?
                };
                let n = match ctx.pool.get(index).ok()? {
                    Constant::Long(_) | Constant::Double(_) => 2,
                    _ => 1,
                };
                s.push(bci, n);
            }
            // xaload
            0x2e..=0x35 => {
                s.pop(2)?;
                s.push(bci, if op == 0x2f || op == 0x31 { 2 } else { 1 });
            }
            // istore..astore
            0x36..=0x3a => {
                s.mark_written(local_index()?);
                s.pop(if op == 0x37 || op == 0x39 { 2 } else { 1 })?;
            }
            // xstore_n
            0x3b..=0x4e => {
                let kind = (op - 0x3b) / 4;
                s.mark_written(usize::from((op - 0x3b) % 4));
                s.pop(if kind == 1 || kind == 3 { 2 } else { 1 })?;
            }
            // xastore
            0x4f..=0x56 => s.pop(if op == 0x50 || op == 0x52 { 4 } else { 3 })?,
            // pop, monitorenter, monitorexit
            0x57 | 0xc2 | 0xc3 => s.pop(1)?,
            0x58 => s.pop(2)?,
            // dup
            0x59 => {
                let t = s.get(0)?;
                s.slots.push(t);
            }
            // dup_x1
            0x5a => {
                let (t1, t2) = (s.get(0)?, s.get(1)?);
                s.pop(2)?;
                s.slots.extend([t1, t2, t1]);
            }
            // dup_x2
            0x5b => {
                let (t1, t2, t3) = (s.get(0)?, s.get(1)?, s.get(2)?);
                s.pop(3)?;
                s.slots.extend([t1, t3, t2, t1]);
            }
            // dup2
            0x5c => {
                let (t1, t2) = (s.get(0)?, s.get(1)?);
                s.slots.extend([t2, t1]);
            }
            // dup2_x1
            0x5d => {
                let (t1, t2, t3) = (s.get(0)?, s.get(1)?, s.get(2)?);
                s.pop(3)?;
                s.slots.extend([t2, t1, t3, t2, t1]);
            }
            // dup2_x2
            0x5e => {
                let (t1, t2, t3, t4) = (s.get(0)?, s.get(1)?, s.get(2)?, s.get(3)?);
                s.pop(4)?;
                s.slots.extend([t2, t1, t4, t3, t2, t1]);
            }
            // swap
            0x5f => {
                let (t1, t2) = (s.get(0)?, s.get(1)?);
                s.pop(2)?;
                s.slots.extend([t1, t2]);
            }
            // binary arithmetic and logic: int/float pairs, long/double pairs
            0x60..=0x73 | 0x7e..=0x83 => {
                let n = if (op - 0x60) % 2 == 1 { 2 } else { 1 };
                s.pop(2 * n)?;
                s.push(bci, n);
            }
            // negation
            0x74..=0x77 => {
                let n = if (op - 0x74) % 2 == 1 { 2 } else { 1 };
                s.pop(n)?;
                s.push(bci, n);
            }
            // shifts
            0x78..=0x7d => {
                let n = if (op - 0x78) % 2 == 1 { 2 } else { 1 };
                s.pop(1 + n)?;
                s.push(bci, n);
            }
            // conversions
            0x85..=0x93 => {
                let (pop, push) = match op {
                    0x85 => (1, 2), // i2l
                    0x86 => (1, 1), // i2f
                    0x87 => (1, 2), // i2d
                    0x88 => (2, 1), // l2i
                    0x89 => (2, 1), // l2f
                    0x8a => (2, 2), // l2d
                    0x8b => (1, 1), // f2i
                    0x8c => (1, 2), // f2l
                    0x8d => (1, 2), // f2d
                    0x8e => (2, 1), // d2i
                    0x8f => (2, 2), // d2l
                    0x90 => (2, 1), // d2f
                    _ => (1, 1),    // i2b, i2c, i2s
                };
                s.pop(pop)?;
                s.push(bci, push);
            }
            // lcmp, fcmpl, fcmpg, dcmpl, dcmpg
            0x94..=0x98 => {
                s.pop(if op == 0x95 || op == 0x96 { 2 } else { 4 })?;
                s.push(bci, 1);
            }
            // if<cond>, ifnull, ifnonnull
            0x99..=0x9e | 0xc6 | 0xc7 => {
                s.pop(1)?;
                dest = Some(branch(bci, i32::from(u16_at(b, pos)? as i16))?);
            }
            // if_icmp<cond>, if_acmp<cond>
            0x9f..=0xa6 => {
                s.pop(2)?;
                dest = Some(branch(bci, i32::from(u16_at(b, pos)? as i16))?);
            }
            // goto
            0xa7 => {
                dest = Some(branch(bci, i32::from(u16_at(b, pos)? as i16))?);
                flow_ended = true;
            }
            0xc8 => {
                dest = Some(branch(bci, i32_at(b, pos)?)?);
                flow_ended = true;
            }
            // jsr, jsr_w
            0xa8 | 0xc9 => {
                s.push(bci, 1);
                let off = if op == 0xa8 {
                    i32::from(u16_at(b, pos)? as i16)
                } else {
                    i32_at(b, pos)?
                };
                dest = Some(branch(bci, off)?);
                flow_ended = true;
            }
            // ret
            0xa9 => flow_ended = true,
            // tableswitch
            0xaa => {
                s.pop(1)?;
                let p = (bci + 4) & !3;
                dest = Some(branch(bci, i32_at(b, p)?)?);
                let low = i64::from(i32_at(b, p + 4)?);
                let high = i64::from(i32_at(b, p + 8)?);
                for k in 0..(high - low + 1).max(0) as usize {
                    dests.push(branch(bci, i32_at(b, p + 12 + 4 * k)?)?);
                }
            }
            // lookupswitch
            0xab => {
                s.pop(1)?;
                let p = (bci + 4) & !3;
                dest = Some(branch(bci, i32_at(b, p)?)?);
                let n = usize::try_from(i32_at(b, p + 4)?).ok()?;
                for k in 0..n {
                    dests.push(branch(bci, i32_at(b, p + 12 + 8 * k)?)?);
                }
            }
            // returns, athrow
            0xac..=0xb1 | 0xbf => {
                s.pop(match op {
                    0xad | 0xaf => 2,
                    0xb1 => 0,
                    _ => 1,
                })?;
                flow_ended = true;
            }
            // getstatic, getfield
            0xb2 | 0xb4 => {
                let f = ctx.member(pos)?;
                if op == 0xb4 {
                    s.pop(1)?;
                }
                s.push(bci, desc_slots(&f.descriptor));
            }
            // putstatic, putfield
            0xb3 | 0xb5 => {
                let f = ctx.member(pos)?;
                s.pop(desc_slots(&f.descriptor) + usize::from(op == 0xb5))?;
            }
            // invokes
            0xb6..=0xba => {
                let descriptor = if op == 0xba {
                    match ctx.pool.get(u16_at(b, pos)?).ok()? {
                        Constant::InvokeDynamic(_, nt) => ctx.pool.name_and_type(*nt).ok()?.1,
                        _ => return None,
                    }
                    .clone()
                } else {
                    ctx.member(pos)?.descriptor
                };
                let sig = method_sig(&descriptor)?;
                if op != 0xb8 && op != 0xba {
                    s.pop(1)?;
                }
                s.pop(usize::from(sig.param_slots))?;
                let ret = &descriptor[descriptor.rfind(')')? + 1..];
                s.push(bci, desc_slots(ret));
            }
            // newarray, anewarray, instanceof, arraylength
            0xbc | 0xbd | 0xc1 | 0xbe => {
                s.pop(1)?;
                s.push(bci, 1);
            }
            // checkcast keeps the source of the reference
            0xc0 => {}
            // multianewarray
            0xc5 => {
                s.pop(usize::from(*b.get(pos + 2)?))?;
                s.push(bci, 1);
            }
            _ => return None,
        }
        if !flow_ended {
            self.merge(bci + len, &mut s)?;
        }
        if let Some(d) = dest {
            self.merge(d, &mut s)?;
        }
        for d in dests {
            self.merge(d, &mut s)?;
        }
        Some(len)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classfile::attrs::LocalVariable;
    use crate::classfile::ExceptionHandler;
    use std::rc::Rc;

    /// A constant pool with the references the tests use.
    fn pool() -> ConstantPool {
        let u = |s: &str| Constant::Utf8(Rc::from(s), Rc::from(s.as_bytes()));
        ConstantPool::new(vec![
            Constant::Unusable,
            u("java/lang/String"),            // 1
            Constant::Class(1),               // 2
            u("length"),                      // 3
            u("()I"),                         // 4
            Constant::NameAndType(3, 4),      // 5
            Constant::MethodRef(2, 5),        // 6  String.length()
            u("Node"),                        // 7
            Constant::Class(7),               // 8
            u("next"),                        // 9
            u("LNode;"),                      // 10
            Constant::NameAndType(9, 10),     // 11
            Constant::FieldRef(8, 11),        // 12 Node.next
            u("head"),                        // 13
            Constant::NameAndType(13, 10),    // 14
            Constant::FieldRef(8, 14),        // 15 Node.head (also static use)
            u("get"),                         // 16
            u("(ILjava/lang/Object;)LNode;"), // 17
            Constant::NameAndType(16, 17),    // 18
            Constant::MethodRef(8, 18),       // 19 Node.get(int, Object)
            u("<init>"),                      // 20
            u("()V"),                         // 21
            Constant::NameAndType(20, 21),    // 22
            Constant::MethodRef(2, 22),       // 23 String.<init>()
            u("x"),                           // 24
            u("J"),                           // 25
            Constant::NameAndType(24, 25),    // 26
            Constant::FieldRef(8, 26),        // 27 Node.x (long)
        ])
    }

    fn code(bytecode: Vec<u8>, locals: Vec<LocalVariable>) -> CodeAttr {
        CodeAttr {
            max_stack: 8,
            max_locals: 8,
            bytecode,
            handlers: Vec::new(),
            line_numbers: Vec::new(),
            local_variables: locals,
        }
    }

    fn var(name: &str, index: u16, start: u16, length: u16) -> LocalVariable {
        LocalVariable {
            start_pc: start,
            length,
            name: Rc::from(name),
            descriptor: Rc::from("Ljava/lang/Object;"),
            index,
        }
    }

    fn msg(static_method: bool, desc: &str, c: &CodeAttr, bci: u32) -> Option<String> {
        npe_message_at(&pool(), static_method, desc, c, bci)
    }

    #[test]
    fn invoke_on_parameter_local_and_this() {
        // aload_1; invokevirtual String.length; pop; return
        let c = code(vec![0x2b, 0xb6, 0, 6, 0x57, 0xb1], vec![]);
        assert_eq!(
            msg(true, "(ILjava/lang/String;)V", &c, 1).unwrap(),
            "Cannot invoke \"String.length()\" because \"<parameter2>\" is null"
        );
        assert_eq!(
            msg(false, "(Ljava/lang/String;)V", &c, 1).unwrap(),
            "Cannot invoke \"String.length()\" because \"<parameter1>\" is null"
        );
        // A written slot is a local, not a parameter:
        // aconst_null; astore_1; aload_1; invokevirtual; pop; return
        let c = code(vec![0x01, 0x4c, 0x2b, 0xb6, 0, 6, 0x57, 0xb1], vec![]);
        assert_eq!(
            msg(false, "(Ljava/lang/String;)V", &c, 3).unwrap(),
            "Cannot invoke \"String.length()\" because \"<local1>\" is null"
        );
        let named = code(c.bytecode.clone(), vec![var("s", 1, 2, 6)]);
        assert_eq!(
            msg(false, "()V", &named, 3).unwrap(),
            "Cannot invoke \"String.length()\" because \"s\" is null"
        );
    }

    #[test]
    fn fields_statics_and_return_values() {
        // aload_0; getfield head; getfield next; areturn
        let c = code(vec![0x2a, 0xb4, 0, 15, 0xb4, 0, 12, 0xb0], vec![]);
        assert_eq!(
            msg(false, "()LNode;", &c, 4).unwrap(),
            "Cannot read field \"next\" because \"this.head\" is null"
        );
        // getstatic head; lconst_1; putfield x; return
        let c = code(vec![0xb2, 0, 15, 0x0a, 0xb5, 0, 27, 0xb1], vec![]);
        assert_eq!(
            msg(true, "()V", &c, 4).unwrap(),
            "Cannot assign field \"x\" because \"Node.head\" is null"
        );
        // iconst_3; aconst_null; invokestatic get; getfield next; areturn
        let c = code(vec![0x06, 0x01, 0xb8, 0, 19, 0xb4, 0, 12, 0xb0], vec![]);
        assert_eq!(
            msg(true, "()LNode;", &c, 5).unwrap(),
            "Cannot read field \"next\" because the return value of \
             \"Node.get(int, Object)\" is null"
        );
    }

    #[test]
    fn arrays_constants_and_merges() {
        // aload_0; iconst_2; aaload; iconst_1; iaload; ireturn
        let c = code(vec![0x2a, 0x05, 0x32, 0x04, 0x2e, 0xac], vec![]);
        assert_eq!(
            msg(true, "([[I)I", &c, 4).unwrap(),
            "Cannot load from int array because \"<parameter1>[2]\" is null"
        );
        // aconst_null; arraylength; ireturn
        let c = code(vec![0x01, 0xbe, 0xac], vec![]);
        assert_eq!(
            msg(true, "()I", &c, 1).unwrap(),
            "Cannot read the array length because \"null\" is null"
        );
        // iload_0; ifeq +7; aload_1; goto +4; aload_2; athrow
        let c = code(vec![0x1a, 0x99, 0, 7, 0x2b, 0xa7, 0, 4, 0x2c, 0xbf], vec![]);
        assert_eq!(
            msg(
                true,
                "(ILjava/lang/Throwable;Ljava/lang/Throwable;)V",
                &c,
                9
            )
            .unwrap(),
            "Cannot throw exception"
        );
    }

    #[test]
    fn explicit_construction_and_other_bytecodes_give_none() {
        // new String; dup; invokespecial <init>; athrow
        let c = code(vec![0xbb, 0, 2, 0x59, 0xb7, 0, 23, 0xbf], vec![]);
        assert_eq!(msg(true, "()V", &c, 4), None);
        assert_eq!(msg(true, "()V", &c, 0), None);
        assert_eq!(msg(true, "()V", &c, 99), None);
    }

    #[test]
    fn handlers_and_monitors() {
        // 0: aload_0; monitorenter; return  / handler at 3: athrow (of the caught exception)
        let mut c = code(vec![0x2a, 0xc2, 0xb1, 0xbf], vec![]);
        c.handlers.push(ExceptionHandler {
            start_pc: 0,
            end_pc: 3,
            handler_pc: 3,
            catch_type: 0,
        });
        assert_eq!(
            msg(false, "()V", &c, 1).unwrap(),
            "Cannot enter synchronized block because \"this\" is null"
        );
        // The handler's value has no describable source: the clause stays open.
        assert_eq!(
            msg(false, "()V", &c, 3).unwrap(),
            "Cannot throw exception because \""
        );
    }

    #[test]
    fn from_a_class_file() {
        // static void m(Node n) { n.next = null; }  (no LocalVariableTable)
        let method = MethodInfo {
            access: access::STATIC,
            name: Rc::from("m"),
            descriptor: Rc::from("(LNode;)V"),
            code: Some(Rc::new(code(vec![0x2a, 0x01, 0xb5, 0, 12, 0xb1], vec![]))),
            exceptions: Vec::new(),
        };
        let class = ClassFile {
            minor_version: 0,
            major_version: 52,
            access: access::PUBLIC,
            this_class: Rc::from("Node"),
            super_class: Some(Rc::from("java/lang/Object")),
            interfaces: Vec::new(),
            pool: pool(),
            fields: Vec::new(),
            methods: vec![method],
            source_file: None,
            inner_classes: Vec::new(),
            nest_host: None,
            enclosing_class: None,
            nest_members: Vec::new(),
            permitted_subclasses: None,
            record_components: None,
            bootstrap_methods: Vec::new(),
            bytes: std::rc::Rc::from(&[][..]),
        };
        assert_eq!(
            npe_message(&class, &class.methods[0], 2).unwrap(),
            "Cannot assign field \"next\" because \"<parameter1>\" is null"
        );
        assert_eq!(npe_message(&class, &class.methods[0], 1), None);
    }

    #[test]
    fn parameter_lists_are_trimmed_like_hotspot() {
        let p = |v: &[&str]| trim_params(&v.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        assert_eq!(p(&["java.lang.String[]", "int"]), "String[], int");
        assert_eq!(p(&["java.lang.StringBuilder"]), "StringBuilder");
        assert_eq!(
            p(&["java.lang.Integer", "test.java.lang.String"]),
            "java.lang.Integer, test.java.lang.String"
        );
        assert_eq!(
            klass_name("java/lang/StringBuilder"),
            "java.lang.StringBuilder"
        );
    }
}
