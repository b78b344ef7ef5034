//! Type-state verification of decoded code, after the structural pass of
//! [`super::verify`]: every operand-stack and local slot is tracked as
//! `int`, `float`, `long`, `double`, the second half of a long or double,
//! a reference, or unusable, by data flow over the basic blocks. An op
//! whose operands have the wrong kind (an `int` used as a reference, half of
//! a `long` popped alone, a local read before it is written or after paths
//! with different kinds meet, a wrong return instruction) is rejected with
//! the message HotSpot's type-inference verifier gives.
//!
//! What it does not check, so that it never rejects code javac writes:
//! reference types are not distinguished (any class, array or `null` is a
//! reference; uninitialized objects are references), and methods with
//! subroutines (`jsr`/`ret`, only in class files older than version 50)
//! are left to the structural pass.
//!
//! This is what keeps hostile code from making the interpreter treat an
//! integer as an object handle.

use super::ops::{Arith, ArrayKind, Conv, Handler, Op, Switch};
use crate::classfile::descriptor::{self, Kind};
use crate::classfile::{Constant, ConstantPool};

/// What a slot holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum T {
    /// Unusable: never written, or written with different kinds on paths
    /// that meet.
    Top,
    Int,
    Float,
    /// First slot of a long; the second is `Hi`.
    Long,
    /// First slot of a double; the second is `Hi`.
    Double,
    /// Second slot of a long or double.
    Hi,
    /// A reference (or `null`, or an uninitialized object).
    Ref,
}

fn of_kind(k: Kind) -> T {
    match k {
        Kind::Boolean | Kind::Byte | Kind::Char | Kind::Short | Kind::Int => T::Int,
        Kind::Float => T::Float,
        Kind::Long => T::Long,
        Kind::Double => T::Double,
        Kind::Reference | Kind::Void => T::Ref,
    }
}

fn name(t: T) -> &'static str {
    match t {
        T::Int => "integer",
        T::Float => "float",
        T::Long => "long",
        T::Double => "double",
        _ => "object/array",
    }
}

fn elem(k: ArrayKind) -> T {
    match k {
        ArrayKind::Int | ArrayKind::Byte | ArrayKind::Char | ArrayKind::Short => T::Int,
        ArrayKind::Long => T::Long,
        ArrayKind::Float => T::Float,
        ArrayKind::Double => T::Double,
        ArrayKind::Ref => T::Ref,
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct State {
    locals: Vec<T>,
    stack: Vec<T>,
}

const UNDERFLOW: &str = "Unable to pop operand off an empty stack";
const SPLIT: &str = "Attempt to split long or double on the stack";

impl State {
    fn push(&mut self, t: T) {
        self.stack.push(t);
        if matches!(t, T::Long | T::Double) {
            self.stack.push(T::Hi);
        }
    }

    /// Pops a value of kind `want` (`T::Ref` for references).
    fn pop(&mut self, want: T) -> Result<(), String> {
        self.pop_as(want, name(want))
    }

    fn pop_as(&mut self, want: T, what: &str) -> Result<(), String> {
        let wrong = || format!("Expecting to find {what} on stack");
        match want {
            T::Long | T::Double => {
                let n = self.stack.len();
                if n < 2 {
                    return Err(UNDERFLOW.into());
                }
                if self.stack[n - 1] != T::Hi || self.stack[n - 2] != want {
                    return Err(wrong());
                }
                self.stack.truncate(n - 2);
            }
            _ => match self.stack.pop() {
                None => return Err(UNDERFLOW.into()),
                Some(t) if t == want => {}
                Some(_) => return Err(wrong()),
            },
        }
        Ok(())
    }

    /// The top `k` slots must exist, and none of the group boundaries
    /// `bounds` (counted from the top) may cut a long or double in two.
    fn group(&self, k: usize, bounds: &[usize]) -> Result<usize, String> {
        let n = self.stack.len();
        if n < k {
            return Err(UNDERFLOW.into());
        }
        for &b in bounds {
            if self.stack[n - b] == T::Hi {
                return Err(SPLIT.into());
            }
        }
        Ok(n)
    }

    fn load(&mut self, n: u16, want: T) -> Result<(), String> {
        let n = usize::from(n);
        let got = *self.locals.get(n).ok_or("Illegal local variable number")?;
        let ok = got == want
            && (!matches!(want, T::Long | T::Double) || self.locals.get(n + 1) == Some(&T::Hi));
        if !ok {
            return Err(if got == T::Top {
                format!("Accessing value from uninitialized register {n}")
            } else {
                format!("Register {n} contains wrong type")
            });
        }
        self.push(want);
        Ok(())
    }

    /// Writes local `n`, invalidating a long or double it overwrites half of.
    fn set_local(&mut self, n: usize, t: T) -> Result<(), String> {
        let width = if matches!(t, T::Long | T::Double) {
            2
        } else {
            1
        };
        if n + width > self.locals.len() {
            return Err("Illegal local variable number".into());
        }
        if self.locals[n] == T::Hi && n > 0 {
            self.locals[n - 1] = T::Top;
        }
        let last = n + width - 1;
        if matches!(self.locals[last], T::Long | T::Double) {
            if let Some(h) = self.locals.get_mut(last + 1) {
                *h = T::Top;
            }
        }
        self.locals[n] = t;
        if width == 2 {
            self.locals[n + 1] = T::Hi;
        }
        Ok(())
    }

    fn store(&mut self, n: u16, t: T) -> Result<(), String> {
        self.pop(t)?;
        self.set_local(usize::from(n), t)
    }
}

/// The method being checked.
pub(crate) struct Method<'a> {
    /// The raw bytecode (the decoded ops fold `iload`, `fload` and `aload`
    /// together; the checker reads the opcode back).
    pub code: &'a [u8],
    /// Bytecode index of each op.
    pub bcis: &'a [u32],
    /// Decoded ops (symbolic, before resolution).
    pub ops: &'a [Op],
    /// Switch tables of `Op::Switch`.
    pub switches: &'a [Switch],
    /// Exception handlers with op-index ranges.
    pub handlers: &'a [Handler],
    /// First op of each basic block.
    pub leaders: &'a [bool],
    /// The class's constant pool.
    pub pool: &'a ConstantPool,
    /// The method descriptor.
    pub descriptor: &'a str,
    /// Whether the method is static (else local 0 is the receiver).
    pub is_static: bool,
    /// Local-variable slots.
    pub max_locals: u16,
    /// Operand-stack slots.
    pub max_stack: u16,
}

/// Checks the kinds of all slots at every reachable op of `m`, and with them
/// the stack depths (underflow, overflow, the same depth on every path) and
/// local indices, in one data flow so that the first error found is the
/// one HotSpot reports. [`super::verify::verify`] runs afterwards (and alone
/// for methods with subroutines).
pub(crate) fn check(m: &Method) -> Result<(), String> {
    if m.ops.iter().any(|op| matches!(op, Op::Jsr(_) | Op::Ret(_))) {
        return Ok(());
    }
    let sig = descriptor::method_sig(m.descriptor)
        .ok_or_else(|| format!("bad method descriptor {}", m.descriptor))?;
    let mut entry = State {
        locals: vec![T::Top; usize::from(m.max_locals)],
        stack: Vec::new(),
    };
    if u32::from(sig.param_slots) + u32::from(!m.is_static) > u32::from(m.max_locals) {
        return Err("Arguments can't fit into locals".into());
    }
    let mut n = 0;
    if !m.is_static {
        entry.set_local(0, T::Ref)?;
        n = 1;
    }
    for &k in &sig.params {
        entry
            .set_local(n, of_kind(k))
            .map_err(|_| "Arguments can't fit into locals".to_string())?;
        n += usize::from(k.slots());
    }

    let len = m.ops.len();
    let mut states: Vec<Option<State>> = vec![None; len];
    let mut queued = vec![false; len];
    let mut work = vec![0usize];
    states[0] = Some(entry);
    queued[0] = true;

    let merge = |states: &mut Vec<Option<State>>,
                 queued: &mut Vec<bool>,
                 work: &mut Vec<usize>,
                 to: usize,
                 s: &State|
     -> Result<(), String> {
        let slot = states
            .get_mut(to)
            .ok_or("Falling off the end of the code")?;
        let changed = match slot {
            None => {
                *slot = Some(s.clone());
                true
            }
            Some(old) => {
                if old.stack.len() != s.stack.len() {
                    return Err(format!(
                        "Inconsistent stack height {} != {}",
                        s.stack.len(),
                        old.stack.len()
                    ));
                }
                if old.stack != s.stack {
                    return Err("Mismatched stack types".into());
                }
                let mut changed = false;
                for (o, &x) in old.locals.iter_mut().zip(&s.locals) {
                    if *o != x && *o != T::Top {
                        *o = T::Top;
                        changed = true;
                    }
                }
                changed
            }
        };
        if changed && !queued[to] {
            queued[to] = true;
            work.push(to);
        }
        Ok(())
    };

    while let Some(b) = work.pop() {
        queued[b] = false;
        let mut s = states[b].clone().expect("queued blocks have a state");
        let mut i = b;
        loop {
            for h in m.handlers {
                if (h.start as usize) <= i && i < h.end as usize {
                    if m.max_stack < 1 {
                        return Err("Stack size too large".into());
                    }
                    let hs = State {
                        locals: s.locals.clone(),
                        stack: vec![T::Ref],
                    };
                    merge(&mut states, &mut queued, &mut work, h.handler as usize, &hs)?;
                }
            }
            let op = m.ops[i];
            step(m, i, op, &sig.ret, &mut s)?;
            if s.stack.len() > usize::from(m.max_stack) {
                return Err("Stack size too large".into());
            }
            match op {
                Op::Goto(t) => {
                    merge(&mut states, &mut queued, &mut work, t as usize, &s)?;
                    break;
                }
                Op::If(_, t) | Op::IfIcmp(_, t) | Op::IfAcmp(_, t) | Op::IfNull(_, t) => {
                    merge(&mut states, &mut queued, &mut work, t as usize, &s)?;
                    merge(&mut states, &mut queued, &mut work, i + 1, &s)?;
                    break;
                }
                Op::Switch(sw) => {
                    let sw = m.switches.get(sw as usize).ok_or("bad switch")?;
                    for t in sw.all_targets() {
                        merge(&mut states, &mut queued, &mut work, t as usize, &s)?;
                    }
                    break;
                }
                Op::Return | Op::Return1 | Op::Return2 | Op::Athrow => break,
                _ => {
                    if i + 1 >= len {
                        return Err("Falling off the end of the code".into());
                    }
                    if m.leaders[i + 1] {
                        merge(&mut states, &mut queued, &mut work, i + 1, &s)?;
                        break;
                    }
                    i += 1;
                }
            }
        }
    }
    Ok(())
}

/// The opcode of op `i` as written (after a `wide` prefix).
fn opcode(m: &Method, i: usize) -> u8 {
    let at = m.bcis[i] as usize;
    match m.code[at] {
        0xc4 => m.code[at + 1],
        b => b,
    }
}

fn member_desc(pool: &ConstantPool, idx: u16) -> Result<std::rc::Rc<str>, String> {
    match pool.get(idx).map_err(|e| e.to_string())? {
        Constant::InvokeDynamic(_, nt) => Ok(pool
            .name_and_type(*nt)
            .map_err(|e| e.to_string())?
            .1
            .clone()),
        _ => Ok(pool.member_ref(idx).map_err(|e| e.to_string())?.descriptor),
    }
}

fn field_t(pool: &ConstantPool, idx: u16) -> Result<T, String> {
    let d = member_desc(pool, idx)?;
    descriptor::field_kind(&d)
        .map(of_kind)
        .ok_or_else(|| format!("bad field descriptor {d}"))
}

/// Applies op `i` to `s`.
fn step(m: &Method, i: usize, op: Op, ret: &Kind, s: &mut State) -> Result<(), String> {
    use Arith::*;
    match op {
        Op::Nop | Op::Goto(_) => {}
        Op::AconstNull | Op::LdcRef(_) | Op::New(_) => s.push(T::Ref),
        Op::Iconst(_) => s.push(T::Int),
        Op::Fconst(_) => s.push(T::Float),
        Op::Const2(_) => {
            let t = match opcode(m, i) {
                0x09 | 0x0a => T::Long,
                0x0e | 0x0f => T::Double,
                _ => {
                    let at = m.bcis[i] as usize;
                    let idx = u16::from_be_bytes([m.code[at + 1], m.code[at + 2]]);
                    match m.pool.get(idx).map_err(|e| e.to_string())? {
                        Constant::Long(_) => T::Long,
                        _ => T::Double,
                    }
                }
            };
            s.push(t);
        }
        Op::Load(n) => {
            let t = match opcode(m, i) {
                0x15 | 0x1a..=0x1d => T::Int,
                0x17 | 0x22..=0x25 => T::Float,
                _ => T::Ref,
            };
            s.load(n, t)?;
        }
        Op::Load2(n) => {
            let t = match opcode(m, i) {
                0x16 | 0x1e..=0x21 => T::Long,
                _ => T::Double,
            };
            s.load(n, t)?;
        }
        Op::Store(n) => {
            let t = match opcode(m, i) {
                0x36 | 0x3b..=0x3e => T::Int,
                0x38 | 0x43..=0x46 => T::Float,
                _ => T::Ref,
            };
            s.store(n, t)?;
        }
        Op::Store2(n) => {
            let t = match opcode(m, i) {
                0x37 | 0x3f..=0x42 => T::Long,
                _ => T::Double,
            };
            s.store(n, t)?;
        }
        Op::Iinc(n, _) => match s.locals.get(usize::from(n)) {
            Some(T::Int) => {}
            Some(T::Top) => return Err(format!("Accessing value from uninitialized register {n}")),
            Some(_) => return Err(format!("Register {n} contains wrong type")),
            None => return Err("Illegal local variable number".into()),
        },
        Op::ArrayLoad(k) => {
            s.pop(T::Int)?;
            s.pop_as(T::Ref, "array")?;
            s.push(elem(k));
        }
        Op::ArrayStore(k) => {
            s.pop(elem(k))?;
            s.pop(T::Int)?;
            s.pop_as(T::Ref, "array")?;
        }
        Op::Pop => {
            let n = s.group(1, &[1])?;
            s.stack.truncate(n - 1);
        }
        Op::Pop2 => {
            let n = s.group(2, &[2])?;
            s.stack.truncate(n - 2);
        }
        Op::Dup => {
            let n = s.group(1, &[1])?;
            s.stack.push(s.stack[n - 1]);
        }
        Op::DupX1 => {
            let n = s.group(2, &[1, 2])?;
            s.stack.insert(n - 2, s.stack[n - 1]);
        }
        Op::DupX2 => {
            let n = s.group(3, &[1, 3])?;
            s.stack.insert(n - 3, s.stack[n - 1]);
        }
        Op::Dup2 => {
            let n = s.group(2, &[2])?;
            s.stack.extend_from_within(n - 2..n);
        }
        Op::Dup2X1 => {
            let n = s.group(3, &[2, 3])?;
            let top: Vec<T> = s.stack[n - 2..].to_vec();
            s.stack.splice(n - 3..n - 3, top);
        }
        Op::Dup2X2 => {
            let n = s.group(4, &[2, 4])?;
            let top: Vec<T> = s.stack[n - 2..].to_vec();
            s.stack.splice(n - 4..n - 4, top);
        }
        Op::Swap => {
            let n = s.group(2, &[1, 2])?;
            s.stack.swap(n - 1, n - 2);
        }
        Op::Arith(a) => {
            let (operand, shift, unary) = match a {
                Iadd | Isub | Imul | Idiv | Irem | Iand | Ior | Ixor | Ishl | Ishr | Iushr => {
                    (T::Int, false, false)
                }
                Ladd | Lsub | Lmul | Ldiv | Lrem | Land | Lor | Lxor => (T::Long, false, false),
                Lshl | Lshr | Lushr => (T::Long, true, false),
                Fadd | Fsub | Fmul | Fdiv | Frem => (T::Float, false, false),
                Dadd | Dsub | Dmul | Ddiv | Drem => (T::Double, false, false),
                Ineg => (T::Int, false, true),
                Lneg => (T::Long, false, true),
                Fneg => (T::Float, false, true),
                Dneg => (T::Double, false, true),
            };
            if shift {
                s.pop(T::Int)?;
            } else if !unary {
                s.pop(operand)?;
            }
            s.pop(operand)?;
            s.push(operand);
        }
        Op::Conv(c) => {
            let (from, to) = match c {
                Conv::I2l => (T::Int, T::Long),
                Conv::I2f => (T::Int, T::Float),
                Conv::I2d => (T::Int, T::Double),
                Conv::L2i => (T::Long, T::Int),
                Conv::L2f => (T::Long, T::Float),
                Conv::L2d => (T::Long, T::Double),
                Conv::F2i => (T::Float, T::Int),
                Conv::F2l => (T::Float, T::Long),
                Conv::F2d => (T::Float, T::Double),
                Conv::D2i => (T::Double, T::Int),
                Conv::D2l => (T::Double, T::Long),
                Conv::D2f => (T::Double, T::Float),
                Conv::I2b | Conv::I2c | Conv::I2s => (T::Int, T::Int),
            };
            s.pop(from)?;
            s.push(to);
        }
        Op::Lcmp | Op::Fcmp(_) | Op::Dcmp(_) => {
            let t = match op {
                Op::Lcmp => T::Long,
                Op::Fcmp(_) => T::Float,
                _ => T::Double,
            };
            s.pop(t)?;
            s.pop(t)?;
            s.push(T::Int);
        }
        Op::If(..) | Op::Switch(_) => s.pop(T::Int)?,
        Op::IfIcmp(..) => {
            s.pop(T::Int)?;
            s.pop(T::Int)?;
        }
        Op::IfAcmp(..) => {
            s.pop(T::Ref)?;
            s.pop(T::Ref)?;
        }
        Op::IfNull(..) => s.pop(T::Ref)?,
        Op::Return1 | Op::Return2 | Op::Return => {
            let want = match opcode(m, i) {
                0xac => Some(T::Int),
                0xad => Some(T::Long),
                0xae => Some(T::Float),
                0xaf => Some(T::Double),
                0xb0 => Some(T::Ref),
                _ => None,
            };
            let declared = (*ret != Kind::Void).then(|| of_kind(*ret));
            if want != declared {
                return Err("Wrong return type in function".into());
            }
            if let Some(t) = want {
                s.pop(t)?;
            }
        }
        Op::GetStatic(idx) => s.push(field_t(m.pool, idx)?),
        Op::PutStatic(idx) => s.pop(field_t(m.pool, idx)?)?,
        Op::GetField(idx) => {
            let t = field_t(m.pool, idx)?;
            s.pop(T::Ref)?;
            s.push(t);
        }
        Op::PutField(idx) => {
            s.pop(field_t(m.pool, idx)?)?;
            s.pop(T::Ref)?;
        }
        Op::InvokeVirtual(idx)
        | Op::InvokeSpecial(idx)
        | Op::InvokeInterface(idx)
        | Op::InvokeStatic(idx)
        | Op::InvokeDynamic(idx) => {
            let d = member_desc(m.pool, idx)?;
            let sig =
                descriptor::method_sig(&d).ok_or_else(|| format!("bad method descriptor {d}"))?;
            for &k in sig.params.iter().rev() {
                s.pop(of_kind(k))?;
            }
            if matches!(
                op,
                Op::InvokeVirtual(_) | Op::InvokeSpecial(_) | Op::InvokeInterface(_)
            ) {
                s.pop(T::Ref)?;
            }
            if sig.ret != Kind::Void {
                s.push(of_kind(sig.ret));
            }
        }
        Op::NewArray(_) | Op::ANewArray(_) => {
            s.pop(T::Int)?;
            s.push(T::Ref);
        }
        Op::MultiANewArray(_, dims) => {
            for _ in 0..dims {
                s.pop(T::Int)?;
            }
            s.push(T::Ref);
        }
        Op::ArrayLength => {
            s.pop_as(T::Ref, "array")?;
            s.push(T::Int);
        }
        Op::InstanceOf(_) => {
            s.pop(T::Ref)?;
            s.push(T::Int);
        }
        Op::CheckCast(_) => {
            s.pop(T::Ref)?;
            s.push(T::Ref);
        }
        Op::Athrow | Op::MonitorEnter | Op::MonitorExit => s.pop(T::Ref)?,
        other => return Err(format!("unexpected op {other:?} before resolution")),
    }
    Ok(())
}
