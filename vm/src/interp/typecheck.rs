//! Type-state verification of decoded code, after the structural pass of
//! [`super::verify`]: every operand-stack and local slot is tracked as
//! `int`, `float`, `long`, `double`, the second half of a long or double,
//! `null`, an object or array of a named type, an uninitialized object (by
//! the `new` that made it, or the receiver of a constructor before its
//! `super()`), or unusable, by data flow over the basic blocks with paths
//! meeting at the least common supertype ([`super::reftype`]). An op whose
//! operands have the wrong kind or type (an `int` used as a reference, half
//! of a `long` popped alone, an object of the wrong class given to
//! `getfield` or a method, an `int[]` given to `aaload`, an uninitialized
//! object used, a wrong return instruction or type) is rejected with the
//! message HotSpot's type-inference verifier gives.
//!
//! Inference is used for class files of every version (StackMapTable frames
//! are not read): for code javac writes it finds the same types, and it is
//! as strict where safety needs it. Subroutines (`jsr`/`ret`, only in class
//! files older than version 50) are checked as the old inference verifier
//! did: `jsr` pushes a return address of its subroutine, which only
//! `astore` and `ret` accept; after a `ret`, the code following each `jsr`
//! to that subroutine continues with the subroutine's types for the locals
//! the subroutine may write and the caller's types for the others.
//!
//! This is what keeps hostile code from making the interpreter treat an
//! integer as an object handle, an object as an array, or an object of one
//! class as another (whose field slots and dispatch table it would index).

use super::ops::{Arith, ArrayKind, Conv, Handler, Op, Switch};
use super::reftype::{self, Types, OBJECT};
use crate::classfile::descriptor::{self, Kind};
use crate::classfile::{Constant, ConstantPool};
use std::collections::HashMap;

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
    /// The null reference.
    Null,
    /// An initialized object or array of the type with this id in
    /// [`Types`] (or of a subtype).
    Obj(u32),
    /// An object made by the `new` at this op index, before its `<init>`.
    Uninit(u32),
    /// A constructor's receiver before it called `super()` or `this()`.
    UninitThis,
    /// A return address pushed by a `jsr` to the subroutine starting at
    /// this op index.
    Ret(u32),
}

impl T {
    /// Any reference, initialized or not.
    fn is_ref(self) -> bool {
        matches!(self, T::Null | T::Obj(_) | T::Uninit(_) | T::UninitThis)
    }
}

fn of_kind(k: Kind) -> T {
    match k {
        Kind::Boolean | Kind::Byte | Kind::Char | Kind::Short | Kind::Int => T::Int,
        Kind::Float => T::Float,
        Kind::Long => T::Long,
        Kind::Double => T::Double,
        // Reference descriptors are typed by `Cx::of_desc`.
        Kind::Reference | Kind::Void => T::Top,
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
        // Reference elements are typed by the array's type.
        ArrayKind::Ref => T::Top,
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct State {
    locals: Vec<T>,
    stack: Vec<T>,
    /// The locals written since the innermost subroutine was entered
    /// (`jsr`), on some path: after its `ret` they hold the subroutine's
    /// types, the others the caller's.
    written: Vec<bool>,
}

const UNDERFLOW: &str = "Unable to pop operand off an empty stack";
const SPLIT: &str = "Attempt to split long or double on the stack";
const OBJ: &str = "Expecting to find object/array on stack";

impl State {
    fn push(&mut self, t: T) {
        self.stack.push(t);
        if matches!(t, T::Long | T::Double) {
            self.stack.push(T::Hi);
        }
    }

    /// Pops a primitive value of kind `want`.
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

    /// Pops any reference (`null`, initialized or not), else `what`.
    fn pop_any_ref(&mut self, what: &str) -> Result<T, String> {
        match self.stack.pop() {
            None => Err(UNDERFLOW.into()),
            Some(t) if t.is_ref() => Ok(t),
            Some(_) => Err(what.to_string()),
        }
    }

    /// Pops an initialized reference (`null`, an object or an array).
    fn pop_ref(&mut self) -> Result<T, String> {
        match self.stack.pop() {
            None => Err(UNDERFLOW.into()),
            Some(t @ (T::Null | T::Obj(_))) => Ok(t),
            Some(_) => Err(OBJ.into()),
        }
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

    /// Pushes local `n`, which must hold `want` (`None`: any reference).
    fn load(&mut self, n: u16, want: Option<T>) -> Result<(), String> {
        let n = usize::from(n);
        let got = *self.locals.get(n).ok_or("Illegal local variable number")?;
        let ok = match want {
            None => got.is_ref(),
            Some(w) => {
                got == w
                    && (!matches!(w, T::Long | T::Double) || self.locals.get(n + 1) == Some(&T::Hi))
            }
        };
        if !ok {
            return Err(if got == T::Top {
                format!("Accessing value from uninitialized register {n}")
            } else {
                format!("Register {n} contains wrong type")
            });
        }
        self.push(got);
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
            self.written[n - 1] = true;
        }
        let last = n + width - 1;
        if matches!(self.locals[last], T::Long | T::Double) {
            if let Some(h) = self.locals.get_mut(last + 1) {
                *h = T::Top;
                self.written[last + 1] = true;
            }
        }
        self.locals[n] = t;
        self.written[n] = true;
        if width == 2 {
            self.locals[n + 1] = T::Hi;
            self.written[n + 1] = true;
        }
        Ok(())
    }

    fn store(&mut self, n: u16, t: T) -> Result<(), String> {
        self.pop(t)?;
        self.set_local(usize::from(n), t)
    }

    /// Replaces every `from` in the locals and on the stack by `to` (an
    /// object initialized by `<init>`).
    fn replace(&mut self, from: T, to: T) {
        for x in self.locals.iter_mut().chain(self.stack.iter_mut()) {
            if *x == from {
                *x = to;
            }
        }
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
    /// Binary name of the class declaring the method.
    pub class: &'a str,
    /// Binary name of its superclass (`None` for `java.lang.Object`).
    pub super_class: Option<&'a str>,
    /// The method name (`<init>` starts with an uninitialized receiver).
    pub name: &'a str,
    /// The method descriptor.
    pub descriptor: &'a str,
    /// Whether the method is static (else local 0 is the receiver).
    pub is_static: bool,
    /// Local-variable slots.
    pub max_locals: u16,
    /// Operand-stack slots.
    pub max_stack: u16,
}

/// The verifier's view of reference types: interned names over the class
/// hierarchy.
struct Cx<'a, 'h> {
    m: &'a Method<'a>,
    types: Types<'h>,
}

impl Cx<'_, '_> {
    /// The slot type of field descriptor `desc`.
    fn of_desc(&mut self, desc: &str) -> Result<T, String> {
        match reftype::of_descriptor(desc) {
            Some(n) => Ok(T::Obj(self.types.id(n))),
            None => descriptor::field_kind(desc)
                .map(of_kind)
                .ok_or_else(|| format!("bad field descriptor {desc}")),
        }
    }

    /// Whether `t` (a reference slot) may be used as type `to`.
    fn is_assignable(&mut self, t: T, to: &str) -> Result<bool, String> {
        match t {
            T::Null => Ok(true),
            T::Obj(id) => {
                let from = self.types.name(id);
                self.types.assignable(&from, to)
            }
            _ => Ok(false),
        }
    }

    /// Pops a value for descriptor `desc`: a primitive of its kind, or a
    /// reference assignable to its type (else `wrong`).
    fn pop_desc(&mut self, s: &mut State, desc: &str, wrong: &str) -> Result<(), String> {
        match reftype::of_descriptor(desc) {
            None => s.pop(self.of_desc(desc)?),
            Some(to) => {
                let t = s.pop_ref()?;
                if self.is_assignable(t, to)? {
                    Ok(())
                } else {
                    Err(wrong.to_string())
                }
            }
        }
    }

    /// The meeting of two slot types where paths join, `None` if they
    /// cannot meet (unusable in a local; an error on the stack).
    fn meet(&mut self, a: T, b: T) -> Result<Option<T>, String> {
        Ok(match (a, b) {
            _ if a == b => Some(a),
            (T::Null, T::Obj(_)) => Some(b),
            (T::Obj(_), T::Null) => Some(a),
            (T::Obj(x), T::Obj(y)) => {
                let (x, y) = (self.types.name(x), self.types.name(y));
                let l = self.types.lub(&x, &y)?;
                Some(T::Obj(self.types.id(&l)))
            }
            _ => None,
        })
    }

    /// Merges `s` into `old`; whether `old` changed.
    fn merge_into(&mut self, old: &mut State, s: &State) -> Result<bool, String> {
        if old.stack.len() != s.stack.len() {
            return Err(format!(
                "Inconsistent stack height {} != {}",
                s.stack.len(),
                old.stack.len()
            ));
        }
        let mut changed = false;
        for (o, &x) in old.stack.iter_mut().zip(&s.stack) {
            match self.meet(*o, x)? {
                Some(t) => {
                    if t != *o {
                        *o = t;
                        changed = true;
                    }
                }
                None => return Err("Mismatched stack types".into()),
            }
        }
        for (o, &x) in old.locals.iter_mut().zip(&s.locals) {
            let t = self.meet(*o, x)?.unwrap_or(T::Top);
            if t != *o {
                *o = t;
                changed = true;
            }
        }
        for (o, &x) in old.written.iter_mut().zip(&s.written) {
            if x && !*o {
                *o = true;
                changed = true;
            }
        }
        Ok(changed)
    }
}

/// Checks the kinds and types of all slots at every reachable op of `m`,
/// and with them the stack depths (underflow, overflow, the same depth on
/// every path) and local indices, in one data flow so that the first error
/// found is the one HotSpot reports. Classes are looked up in `hierarchy`.
/// [`super::verify::verify`] runs afterwards.
pub(crate) fn check(m: &Method, hierarchy: &mut dyn reftype::Hierarchy) -> Result<(), String> {
    let sig = descriptor::method_sig(m.descriptor)
        .ok_or_else(|| format!("bad method descriptor {}", m.descriptor))?;
    let mut cx = Cx {
        m,
        types: Types::new(hierarchy),
    };
    let mut entry = State {
        locals: vec![T::Top; usize::from(m.max_locals)],
        stack: Vec::new(),
        written: vec![false; usize::from(m.max_locals)],
    };
    if u32::from(sig.param_slots) + u32::from(!m.is_static) > u32::from(m.max_locals) {
        return Err("Arguments can't fit into locals".into());
    }
    let mut n = 0;
    if !m.is_static {
        let this = if m.name == "<init>" && m.class != OBJECT {
            T::UninitThis
        } else {
            T::Obj(cx.types.id(m.class))
        };
        entry.set_local(0, this)?;
        n = 1;
    }
    for p in params(m.descriptor)? {
        let t = cx.of_desc(p)?;
        entry
            .set_local(n, t)
            .map_err(|_| "Arguments can't fit into locals".to_string())?;
        n += if matches!(t, T::Long | T::Double) {
            2
        } else {
            1
        };
    }
    let ret = return_desc(m.descriptor);

    let len = m.ops.len();
    // Subroutines: the merged state at the `ret`s of each (by its first op),
    // and the caller's state at each `jsr` (by op index).
    let mut ret_states: HashMap<u32, State> = HashMap::new();
    let mut jsr_callers: HashMap<usize, State> = HashMap::new();
    let mut states: Vec<Option<State>> = vec![None; len];
    let mut queued = vec![false; len];
    let mut work = vec![0usize];
    states[0] = Some(entry);
    queued[0] = true;

    let merge = |cx: &mut Cx,
                 states: &mut Vec<Option<State>>,
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
            Some(old) => cx.merge_into(old, s)?,
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
                    let catch = if h.catch_type == 0 {
                        "java/lang/Throwable".into()
                    } else {
                        m.pool
                            .class_name(h.catch_type)
                            .map_err(|e| e.to_string())?
                            .clone()
                    };
                    let hs = State {
                        locals: s.locals.clone(),
                        written: s.written.clone(),
                        stack: vec![T::Obj(cx.types.id(&catch))],
                    };
                    merge(
                        &mut cx,
                        &mut states,
                        &mut queued,
                        &mut work,
                        h.handler as usize,
                        &hs,
                    )?;
                }
            }
            let op = m.ops[i];
            cx.step(i, op, ret, &mut s)?;
            if s.stack.len() > usize::from(m.max_stack) {
                return Err("Stack size too large".into());
            }
            let mut to = |cx: &mut Cx, t: usize, s: &State| {
                merge(cx, &mut states, &mut queued, &mut work, t, s)
            };
            match op {
                Op::Goto(t) => {
                    to(&mut cx, t as usize, &s)?;
                    break;
                }
                Op::If(_, t) | Op::IfIcmp(_, t) | Op::IfAcmp(_, t) | Op::IfNull(_, t) => {
                    to(&mut cx, t as usize, &s)?;
                    to(&mut cx, i + 1, &s)?;
                    break;
                }
                Op::Switch(sw) => {
                    let sw = m.switches.get(sw as usize).ok_or("bad switch")?;
                    for t in sw.all_targets() {
                        to(&mut cx, t as usize, &s)?;
                    }
                    break;
                }
                Op::Return | Op::Return1 | Op::Return2 | Op::Athrow => break,
                Op::Jsr(sub) => {
                    // The subroutine starts with nothing written yet.
                    let mut entered = s.clone();
                    entered.written.fill(false);
                    to(&mut cx, sub as usize, &entered)?;
                    let mut caller = s.clone();
                    caller.stack.pop(); // the return address
                    if let Some(r) = ret_states.get(&sub) {
                        to(&mut cx, i + 1, &after_return(&caller, r))?;
                    }
                    jsr_callers.insert(i, caller);
                    break;
                }
                Op::Ret(n) => {
                    let Some(&T::Ret(sub)) = s.locals.get(usize::from(n)) else {
                        unreachable!("checked by step")
                    };
                    let changed = match ret_states.get_mut(&sub) {
                        None => {
                            ret_states.insert(sub, s.clone());
                            true
                        }
                        Some(old) => cx.merge_into(old, &s)?,
                    };
                    if changed {
                        let r = ret_states[&sub].clone();
                        for (j, op) in m.ops.iter().enumerate() {
                            if matches!(op, Op::Jsr(t) if *t == sub) {
                                if let Some(caller) = jsr_callers.get(&j) {
                                    if j + 1 >= len {
                                        return Err("Falling off the end of the code".into());
                                    }
                                    to(&mut cx, j + 1, &after_return(caller, &r))?;
                                }
                            }
                        }
                    }
                    break;
                }
                _ => {
                    if i + 1 >= len {
                        return Err("Falling off the end of the code".into());
                    }
                    if m.leaders[i + 1] {
                        to(&mut cx, i + 1, &s)?;
                        break;
                    }
                    i += 1;
                }
            }
        }
    }
    Ok(())
}

/// The state after a `ret` where the subroutine returns to the op after a
/// `jsr`: the stack as the subroutine left it, the locals it wrote as they
/// are at its `ret`s, the others as they were at the `jsr` (`caller`); a
/// long or double whose two halves come from different sides is unusable.
/// What the subroutine wrote counts as written in the caller's context too
/// (nested subroutines).
fn after_return(caller: &State, ret: &State) -> State {
    let mut locals: Vec<T> = caller
        .locals
        .iter()
        .zip(&ret.locals)
        .zip(&ret.written)
        .map(|((&c, &r), &w)| if w { r } else { c })
        .collect();
    for x in 0..locals.len() {
        let wide = matches!(locals[x], T::Long | T::Double);
        if wide && locals.get(x + 1) != Some(&T::Hi) {
            locals[x] = T::Top;
        }
        if locals[x] == T::Hi && (x == 0 || !matches!(locals[x - 1], T::Long | T::Double)) {
            locals[x] = T::Top;
        }
    }
    let written = caller
        .written
        .iter()
        .zip(&ret.written)
        .map(|(&c, &r)| c || r)
        .collect();
    State {
        locals,
        stack: ret.stack.clone(),
        written,
    }
}

/// The parameter descriptors of method descriptor `desc`; an error if it
/// is not a valid descriptor.
fn params(desc: &str) -> Result<Vec<&str>, String> {
    // Validated first: after that every cut below is at an ASCII byte.
    descriptor::method_sig(desc).ok_or_else(|| format!("bad method descriptor {desc}"))?;
    let inner = desc
        .strip_prefix('(')
        .and_then(|d| d.split(')').next())
        .unwrap_or("");
    let b = inner.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let start = i;
        while i < b.len() && b[i] == b'[' {
            i += 1;
        }
        if i < b.len() && b[i] == b'L' {
            while i < b.len() && b[i] != b';' {
                i += 1;
            }
        }
        i += 1;
        out.push(&inner[start..i.min(b.len())]);
    }
    Ok(out)
}

/// The return descriptor of method descriptor `desc`.
fn return_desc(desc: &str) -> &str {
    desc.rfind(')').map_or("V", |i| &desc[i + 1..])
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

/// The type name of the class constant at `idx`.
fn class_at(pool: &ConstantPool, idx: u16) -> Result<std::rc::Rc<str>, String> {
    pool.class_name(idx)
        .cloned()
        .map_err(|_| "Illegal type in constant pool".to_string())
}

/// Whether array type `array` holds elements `k` loads and stores.
fn holds(array: &str, k: ArrayKind) -> bool {
    match k {
        ArrayKind::Int => array == "[I",
        ArrayKind::Byte => array == "[B" || array == "[Z",
        ArrayKind::Char => array == "[C",
        ArrayKind::Short => array == "[S",
        ArrayKind::Long => array == "[J",
        ArrayKind::Float => array == "[F",
        ArrayKind::Double => array == "[D",
        ArrayKind::Ref => reftype::element(array).is_some(),
    }
}

/// HotSpot's message for an array operand of the wrong type.
fn array_message(k: ArrayKind) -> &'static str {
    match k {
        ArrayKind::Int => "Expecting to find array of ints on stack",
        ArrayKind::Byte => "Expecting to find array of bytes or Booleans on stack",
        ArrayKind::Char => "Expecting to find array of chars on stack",
        ArrayKind::Short => "Expecting to find array of shorts on stack",
        ArrayKind::Long => "Expecting to find array of longs on stack",
        ArrayKind::Float => "Expecting to find array of floats on stack",
        ArrayKind::Double => "Expecting to find array of doubles on stack",
        ArrayKind::Ref => "Expecting to find array of objects or arrays on stack",
    }
}

impl Cx<'_, '_> {
    /// Applies op `i` to `s`. `ret` is the method's return descriptor.
    fn step(&mut self, i: usize, op: Op, ret: &str, s: &mut State) -> Result<(), String> {
        use Arith::*;
        let m = self.m;
        match op {
            Op::Nop | Op::Goto(_) => {}
            Op::AconstNull => s.push(T::Null),
            Op::LdcRef(idx) => {
                let class = match m.pool.get(idx).map_err(|e| e.to_string())? {
                    Constant::String(_) => "java/lang/String",
                    Constant::Class(_) => "java/lang/Class",
                    Constant::MethodType(_) => "java/lang/invoke/MethodType",
                    _ => "java/lang/invoke/MethodHandle",
                };
                s.push(T::Obj(self.types.id(class)));
            }
            Op::New(_) => {
                // A `new` run again (a loop) makes the previous object at
                // this op unusable where it was kept.
                if s.stack.contains(&T::Uninit(i as u32)) {
                    return Err("Uninitialized object on backward branch".into());
                }
                s.replace(T::Uninit(i as u32), T::Top);
                s.push(T::Uninit(i as u32));
            }
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
                    0x15 | 0x1a..=0x1d => Some(T::Int),
                    0x17 | 0x22..=0x25 => Some(T::Float),
                    _ => None,
                };
                s.load(n, t)?;
            }
            Op::Load2(n) => {
                let t = match opcode(m, i) {
                    0x16 | 0x1e..=0x21 => T::Long,
                    _ => T::Double,
                };
                s.load(n, Some(t))?;
            }
            Op::Store(n) => match opcode(m, i) {
                0x36 | 0x3b..=0x3e => s.store(n, T::Int)?,
                0x38 | 0x43..=0x46 => s.store(n, T::Float)?,
                _ => {
                    // astore also stores a jsr's return address.
                    let t = match s.stack.last() {
                        Some(&r @ T::Ret(_)) => {
                            s.stack.pop();
                            r
                        }
                        _ => s.pop_any_ref(OBJ)?,
                    };
                    s.set_local(usize::from(n), t)?;
                }
            },
            Op::Store2(n) => {
                let t = match opcode(m, i) {
                    0x37 | 0x3f..=0x42 => T::Long,
                    _ => T::Double,
                };
                s.store(n, t)?;
            }
            Op::Iinc(n, _) => match s.locals.get(usize::from(n)) {
                Some(T::Int) => {}
                Some(T::Top) => {
                    return Err(format!("Accessing value from uninitialized register {n}"))
                }
                Some(_) => return Err(format!("Register {n} contains wrong type")),
                None => return Err("Illegal local variable number".into()),
            },
            Op::ArrayLoad(k) => {
                s.pop(T::Int)?;
                let array = self.pop_array(s, k)?;
                match (k, array) {
                    (ArrayKind::Ref, None) => s.push(T::Null),
                    (ArrayKind::Ref, Some(a)) => {
                        let e = reftype::element(&a).expect("checked by pop_array");
                        s.push(T::Obj(self.types.id(e)));
                    }
                    _ => s.push(elem(k)),
                }
            }
            Op::ArrayStore(k) => {
                if k == ArrayKind::Ref {
                    // The element's class is checked when it runs
                    // (ArrayStoreException).
                    s.pop_ref()?;
                } else {
                    s.pop(elem(k))?;
                }
                s.pop(T::Int)?;
                self.pop_array(s, k)?;
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
                s.pop_any_ref(OBJ)?;
                s.pop_any_ref(OBJ)?;
            }
            Op::IfNull(..) => {
                s.pop_any_ref(OBJ)?;
            }
            Op::Return1 | Op::Return2 | Op::Return => {
                let want = match opcode(m, i) {
                    0xac => "I",
                    0xad => "J",
                    0xae => "F",
                    0xaf => "D",
                    0xb0 => "L",
                    _ => "V",
                };
                let declared = match ret.as_bytes().first() {
                    Some(b'Z' | b'B' | b'C' | b'S' | b'I') => "I",
                    Some(b'J') => "J",
                    Some(b'F') => "F",
                    Some(b'D') => "D",
                    Some(b'L' | b'[') => "L",
                    _ => "V",
                };
                if want != declared {
                    return Err("Wrong return type in function".into());
                }
                match want {
                    "V" => {}
                    "L" => self.pop_desc(s, ret, "Wrong return type in function")?,
                    prim => s.pop(self.of_desc(prim)?)?,
                }
            }
            Op::GetStatic(idx) => {
                let d = member_desc(m.pool, idx)?;
                let t = self.of_desc(&d)?;
                s.push(t);
            }
            Op::PutStatic(idx) => {
                let d = member_desc(m.pool, idx)?;
                self.pop_desc(s, &d, "Bad type in putfield/putstatic")?;
            }
            Op::GetField(idx) => {
                let r = m.pool.member_ref(idx).map_err(|e| e.to_string())?;
                let t = self.of_desc(&r.descriptor)?;
                let obj = s.pop_ref()?;
                if !self.is_assignable(obj, &r.class)? {
                    return Err("Incompatible type for getting or setting field".into());
                }
                s.push(t);
            }
            Op::PutField(idx) => {
                let r = m.pool.member_ref(idx).map_err(|e| e.to_string())?;
                self.pop_desc(s, &r.descriptor, "Bad type in putfield/putstatic")?;
                // A constructor may set its own class's fields before it
                // calls super().
                let obj = s.pop_any_ref(OBJ)?;
                let own = obj == T::UninitThis && *r.class == *m.class;
                if !own && !self.is_assignable(obj, &r.class)? {
                    return Err(if obj.is_ref() && !matches!(obj, T::UninitThis) {
                        "Incompatible type for getting or setting field".into()
                    } else {
                        OBJ.into()
                    });
                }
            }
            Op::InvokeVirtual(idx)
            | Op::InvokeSpecial(idx)
            | Op::InvokeInterface(idx)
            | Op::InvokeStatic(idx)
            | Op::InvokeDynamic(idx) => self.invoke(op, idx, s)?,
            Op::NewArray(atype) => {
                s.pop(T::Int)?;
                s.push(T::Obj(self.types.id(reftype::newarray_type(atype))));
            }
            Op::ANewArray(idx) => {
                s.pop(T::Int)?;
                let c = class_at(m.pool, idx)?;
                s.push(T::Obj(self.types.id(&reftype::array_of(&c))));
            }
            Op::MultiANewArray(idx, dims) => {
                for _ in 0..dims {
                    s.pop(T::Int)?;
                }
                let c = class_at(m.pool, idx)?;
                if c.bytes().take_while(|&b| b == b'[').count() < usize::from(dims) {
                    return Err("Illegal dimension argument".into());
                }
                s.push(T::Obj(self.types.id(&c)));
            }
            Op::ArrayLength => match s.pop_any_ref("Expecting to find array on stack")? {
                T::Null => s.push(T::Int),
                T::Obj(id) if self.types.name(id).starts_with('[') => s.push(T::Int),
                _ => return Err("Expecting to find array on stack".into()),
            },
            Op::InstanceOf(_) => {
                s.pop_ref()?;
                s.push(T::Int);
            }
            Op::CheckCast(idx) => {
                s.pop_ref()?;
                let c = class_at(m.pool, idx)?;
                s.push(T::Obj(self.types.id(&c)));
            }
            Op::Athrow => {
                let t = s.pop_ref()?;
                if !self.is_assignable(t, "java/lang/Throwable")? {
                    return Err("Can only throw Throwable objects".into());
                }
            }
            Op::MonitorEnter | Op::MonitorExit => {
                s.pop_ref()?;
            }
            // Where control goes next is decided in `check`.
            Op::Jsr(t) => s.push(T::Ret(t)),
            Op::Ret(n) => match s.locals.get(usize::from(n)) {
                Some(T::Ret(_)) => {}
                Some(_) => return Err(format!("Register {n} contains wrong type")),
                None => return Err("Illegal local variable number".into()),
            },
            other => return Err(format!("unexpected op {other:?} before resolution")),
        }
        Ok(())
    }

    /// Pops the array operand of an array op of kind `k`: `None` for
    /// `null`, else the array's type name.
    fn pop_array(&mut self, s: &mut State, k: ArrayKind) -> Result<Option<String>, String> {
        match s.pop_any_ref(array_message(k))? {
            T::Null => Ok(None),
            T::Obj(id) if holds(&self.types.name(id), k) => {
                Ok(Some(self.types.name(id).to_string()))
            }
            _ => Err(array_message(k).into()),
        }
    }

    /// An invoke op: arguments (and receiver) checked against the method
    /// reference; `<init>` initializes its receiver.
    fn invoke(&mut self, op: Op, idx: u16, s: &mut State) -> Result<(), String> {
        let m = self.m;
        let d = member_desc(m.pool, idx)?;
        for p in params(&d)?.into_iter().rev() {
            self.pop_desc(s, p, "Incompatible argument to function")?;
        }
        if matches!(
            op,
            Op::InvokeVirtual(_) | Op::InvokeSpecial(_) | Op::InvokeInterface(_)
        ) {
            let r = m.pool.member_ref(idx).map_err(|e| e.to_string())?;
            if &*r.name == "<init>" {
                let recv = s.pop_any_ref(OBJ)?;
                let init = match recv {
                    T::Uninit(at) => {
                        let made = match m.ops.get(at as usize) {
                            Some(Op::New(c)) => class_at(m.pool, *c)?,
                            _ => return Err("Call to wrong initialization method".into()),
                        };
                        if made != r.class {
                            return Err("Call to wrong initialization method".into());
                        }
                        made
                    }
                    T::UninitThis => {
                        if *r.class != *m.class && m.super_class != Some(&*r.class) {
                            return Err("Call to wrong initialization method".into());
                        }
                        m.class.into()
                    }
                    _ => return Err("Expecting to find unitialized object on stack".into()),
                };
                let done = T::Obj(self.types.id(&init));
                s.replace(recv, done);
            } else {
                let recv = s.pop_ref()?;
                // Interface calls are checked when they run, as in HotSpot.
                if !matches!(op, Op::InvokeInterface(_)) && !self.is_assignable(recv, &r.class)? {
                    return Err("Incompatible object argument for function call".into());
                }
            }
        }
        let ret = return_desc(&d);
        if ret != "V" {
            let t = self.of_desc(ret)?;
            s.push(t);
        }
        Ok(())
    }
}
