//! The untraced fast path of the inner loop, and the op semantics it shares
//! with the full loop ([`super::exec`]).
//!
//! Why a second loop: the full loop (`run_frame`, inlined into `execute`)
//! is one huge function whose rare arms call into the runtime (resolution,
//! allocation, monitors, invokes). With that many values live across calls,
//! LLVM kept the op index, the operand-stack index, the op array and the
//! slot array in stack memory: every op loaded and stored them again, a
//! store-to-load chain of several cycles per op. [`run`] is small and makes
//! no calls on its common paths, so its state lives in registers. It runs
//! the frequent simple ops (constants, locals, stack shuffles, arithmetic,
//! conversions, comparisons, branches, resolved field and static access,
//! primitive array access) and returns to the full loop at the first op it
//! does not handle, or that would throw, without executing it: the full loop
//! then runs that one op with all its checks, and calls [`run`] again.
//! Calls of decoded, unsynchronized bytecode methods and returns from them
//! also stay here (found through the call records of [`super::calls`]):
//! leaving the loop for every call and entering it again in the callee cost
//! mtrt about a third of its time (docs/perf-log.md).
//!
//! Traced runs use it too: [`run`] is generic over the [`EventSink`] and
//! raises, from inside the loop, exactly the events the full loop would
//! raise for the ops it runs, in the same order and with the same clock
//! (block and bytecode events at each op's start, field, array, value and
//! invoke events, method enter and exit at the calls and returns it
//! makes). Every event-raising line sits behind `S::ENABLED`, so the
//! untraced instantiation ([`crate::events::NullSink`]) compiles to the
//! loop without events. The clock and the time slice are kept exactly as
//! in the full loop: the clock at op index `pc` is `clock_base + pc`, and
//! a jump rebases it and ends the run when the time slice is used up.

use super::calls::{CallRecord, CallTable};
use super::ops::{Arith, ArrayKind, Code, Conv, Op};
use super::thread::{Frame, FrameKind};
use crate::events::{EventSink, Group, Groups, NullSink, OpAt, Site, Value};
use crate::heap::{Body, Ref, NULL};
use crate::runtime::Runtime;

/// The thread's slot array as the inner loops see it: indexing without
/// bounds checks in release builds (checked in debug builds).
///
/// Soundness rests on verification ([`super::verify`]): every local index
/// is below the method's `max_locals`, the operand-stack depth at every op
/// is known and stays within `0..=max_stack`, `ret` is checked against the
/// verified depth at run time, and `push_frame` only pushes a frame when
/// `base + max_locals + max_stack` fits in the array. So every index the
/// loops form lies inside the current frame's region of the array.
pub(super) struct Slots<'a>(pub(super) &'a mut [u64]);

impl Slots<'_> {
    /// Swaps two slots.
    #[inline(always)]
    pub(super) fn swap(&mut self, a: usize, b: usize) {
        debug_assert!(a < self.0.len() && b < self.0.len());
        // SAFETY: see the type's documentation.
        unsafe {
            let p = self.0.as_mut_ptr();
            std::ptr::swap(p.add(a), p.add(b));
        }
    }

    /// A checked sub-slice (for rare ops).
    pub(super) fn range(&self, from: usize, to: usize) -> &[u64] {
        &self.0[from..to]
    }
}

impl std::ops::Index<usize> for Slots<'_> {
    type Output = u64;
    #[inline(always)]
    fn index(&self, i: usize) -> &u64 {
        debug_assert!(i < self.0.len());
        // SAFETY: see the type's documentation.
        unsafe { self.0.get_unchecked(i) }
    }
}

impl std::ops::IndexMut<usize> for Slots<'_> {
    #[inline(always)]
    fn index_mut(&mut self, i: usize) -> &mut u64 {
        debug_assert!(i < self.0.len());
        // SAFETY: see the type's documentation.
        unsafe { self.0.get_unchecked_mut(i) }
    }
}

/// An int as a slot.
#[inline(always)]
pub(super) fn iv(x: i32) -> u64 {
    x as u32 as u64
}

/// A float as a slot.
#[inline(always)]
pub(super) fn f32v(x: f32) -> u64 {
    u64::from(x.to_bits())
}

/// The float in a slot.
#[inline(always)]
pub(super) fn as_f32(v: u64) -> f32 {
    f32::from_bits(v as u32)
}

/// The double in a (first) slot.
#[inline(always)]
pub(super) fn as_f64(v: u64) -> f64 {
    f64::from_bits(v)
}

/// `fcmp<op>`/`dcmp<op>`: -1, 0 or 1, and `nan` when unordered.
#[inline(always)]
pub(super) fn fcmp(a: f64, b: f64, nan: i32) -> i32 {
    if a < b {
        -1
    } else if a > b {
        1
    } else if a == b {
        0
    } else {
        nan
    }
}

/// Whether arithmetic op `a` would divide by zero with the operand stack
/// topped at `sp` (it then throws `ArithmeticException`).
#[inline(always)]
pub(super) fn divides_by_zero(stack: &Slots, sp: usize, a: Arith) -> bool {
    match a {
        Arith::Idiv | Arith::Irem => stack[sp - 1] as i32 == 0,
        Arith::Ldiv | Arith::Lrem => stack[sp - 2] as i64 == 0,
        _ => false,
    }
}

/// Applies arithmetic op `a` to the operand stack topped at `sp`.
/// The caller has checked [`divides_by_zero`].
#[inline(always)]
pub(super) fn arith(stack: &mut Slots, sp: &mut usize, a: Arith) {
    let s = *sp;
    macro_rules! int2 {
        ($f:expr) => {{
            let b = stack[s - 1] as i32;
            let a = stack[s - 2] as i32;
            stack[s - 2] = iv($f(a, b));
            *sp = s - 1;
        }};
    }
    macro_rules! long2 {
        ($f:expr) => {{
            let b = stack[s - 2] as i64;
            let a = stack[s - 4] as i64;
            stack[s - 4] = $f(a, b) as u64;
            *sp = s - 2;
        }};
    }
    macro_rules! lshift {
        ($f:expr) => {{
            let b = stack[s - 1] as i32;
            let a = stack[s - 3] as i64;
            stack[s - 3] = $f(a, b) as u64;
            *sp = s - 1;
        }};
    }
    macro_rules! float2 {
        ($f:expr) => {{
            let b = as_f32(stack[s - 1]);
            let a = as_f32(stack[s - 2]);
            stack[s - 2] = f32v($f(a, b));
            *sp = s - 1;
        }};
    }
    macro_rules! double2 {
        ($f:expr) => {{
            let b = as_f64(stack[s - 2]);
            let a = as_f64(stack[s - 4]);
            stack[s - 4] = $f(a, b).to_bits();
            *sp = s - 2;
        }};
    }
    match a {
        Arith::Iadd => int2!(i32::wrapping_add),
        Arith::Isub => int2!(i32::wrapping_sub),
        Arith::Imul => int2!(i32::wrapping_mul),
        Arith::Idiv => int2!(i32::wrapping_div),
        Arith::Irem => int2!(i32::wrapping_rem),
        Arith::Ineg => stack[s - 1] = iv((stack[s - 1] as i32).wrapping_neg()),
        Arith::Ishl => int2!(|a: i32, b: i32| a.wrapping_shl(b as u32)),
        Arith::Ishr => int2!(|a: i32, b: i32| a.wrapping_shr(b as u32)),
        Arith::Iushr => int2!(|a: i32, b: i32| ((a as u32).wrapping_shr(b as u32)) as i32),
        Arith::Iand => int2!(|a, b| a & b),
        Arith::Ior => int2!(|a, b| a | b),
        Arith::Ixor => int2!(|a, b| a ^ b),
        Arith::Ladd => long2!(i64::wrapping_add),
        Arith::Lsub => long2!(i64::wrapping_sub),
        Arith::Lmul => long2!(i64::wrapping_mul),
        Arith::Ldiv => long2!(i64::wrapping_div),
        Arith::Lrem => long2!(i64::wrapping_rem),
        Arith::Lneg => stack[s - 2] = (stack[s - 2] as i64).wrapping_neg() as u64,
        Arith::Lshl => lshift!(|a: i64, b: i32| a.wrapping_shl(b as u32)),
        Arith::Lshr => lshift!(|a: i64, b: i32| a.wrapping_shr(b as u32)),
        Arith::Lushr => lshift!(|a: i64, b: i32| ((a as u64).wrapping_shr(b as u32)) as i64),
        Arith::Land => long2!(|a, b| a & b),
        Arith::Lor => long2!(|a, b| a | b),
        Arith::Lxor => long2!(|a, b| a ^ b),
        Arith::Fadd => float2!(|a, b| a + b),
        Arith::Fsub => float2!(|a, b| a - b),
        Arith::Fmul => float2!(|a, b| a * b),
        Arith::Fdiv => float2!(|a, b| a / b),
        Arith::Frem => float2!(|a: f32, b: f32| a % b),
        Arith::Fneg => stack[s - 1] = f32v(-as_f32(stack[s - 1])),
        Arith::Dadd => double2!(|a, b| a + b),
        Arith::Dsub => double2!(|a, b| a - b),
        Arith::Dmul => double2!(|a, b| a * b),
        Arith::Ddiv => double2!(|a, b| a / b),
        Arith::Drem => double2!(|a: f64, b: f64| a % b),
        Arith::Dneg => stack[s - 2] = (-as_f64(stack[s - 2])).to_bits(),
    }
}

/// Applies conversion `c` to the operand stack topped at `sp`.
#[inline(always)]
pub(super) fn conv(stack: &mut Slots, sp: &mut usize, c: Conv) {
    let s = *sp;
    // (slots taken, slots given, value)
    let (took, v, gave): (usize, u64, usize) = match c {
        Conv::I2l => (1, i64::from(stack[s - 1] as i32) as u64, 2),
        Conv::I2f => (1, f32v(stack[s - 1] as i32 as f32), 1),
        Conv::I2d => (1, f64::from(stack[s - 1] as i32).to_bits(), 2),
        Conv::L2i => (2, iv(stack[s - 2] as i64 as i32), 1),
        Conv::L2f => (2, f32v(stack[s - 2] as i64 as f32), 1),
        Conv::L2d => (2, (stack[s - 2] as i64 as f64).to_bits(), 2),
        Conv::F2i => (1, iv(as_f32(stack[s - 1]) as i32), 1),
        Conv::F2l => (1, as_f32(stack[s - 1]) as i64 as u64, 2),
        Conv::F2d => (1, f64::from(as_f32(stack[s - 1])).to_bits(), 2),
        Conv::D2i => (2, iv(as_f64(stack[s - 2]) as i32), 1),
        Conv::D2l => (2, as_f64(stack[s - 2]) as i64 as u64, 2),
        Conv::D2f => (2, f32v(as_f64(stack[s - 2]) as f32), 1),
        Conv::I2b => (1, iv(i32::from(stack[s - 1] as i8)), 1),
        Conv::I2c => (1, iv(i32::from(stack[s - 1] as u16)), 1),
        Conv::I2s => (1, iv(i32::from(stack[s - 1] as i16)), 1),
    };
    stack[s - took] = v;
    *sp = s - took + gave;
}

/// The result of `lcmp`, `fcmp<op>` or `dcmp<op>` (`op`) on the operand
/// stack topped at `sp`, and the slots it pops; `None` for other ops.
#[inline(always)]
pub(super) fn compare(stack: &Slots, sp: usize, op: Op) -> Option<(i32, usize)> {
    let nan = |g: bool| if g { 1 } else { -1 };
    Some(match op {
        Op::Lcmp => {
            let (a, b) = (stack[sp - 4] as i64, stack[sp - 2] as i64);
            (a.cmp(&b) as i32, 4)
        }
        Op::Fcmp(g) => {
            let (a, b) = (as_f32(stack[sp - 2]), as_f32(stack[sp - 1]));
            (fcmp(f64::from(a), f64::from(b), nan(g)), 2)
        }
        Op::Dcmp(g) => {
            let (a, b) = (as_f64(stack[sp - 4]), as_f64(stack[sp - 2]));
            (fcmp(a, b, nan(g)), 4)
        }
        _ => return None,
    })
}

/// Whether a conditional branch raises its `BranchOutcome` value event
/// (the one decision of both loops): only with group "values" (`values`),
/// and with implied outcomes (`imply`, `EventSink::implies_branch_outcomes`)
/// only those the thread's next `BlockEnter` does not tell: the `target`
/// is the fall-through (`next`, the op after the branch), or the branch is
/// `taken` and its jump ends the time slice (the jump's test: the clock
/// `now` has reached `yield_at`).
#[inline(always)]
pub(super) fn raises_branch_outcome(
    values: bool,
    imply: bool,
    taken: bool,
    target: usize,
    next: usize,
    now: u64,
    yield_at: u64,
) -> bool {
    values && (!imply || target == next || (taken && now >= yield_at))
}

/// Element `idx` of array `body` as a slot value and the stack slots it
/// takes, or `None` if the index is out of bounds or `body` is not an array.
#[inline(always)]
pub(super) fn array_element(body: &Body, idx: i32) -> Option<(u64, usize)> {
    let i = idx as usize;
    match body {
        Body::Ints(a) => a.get(i).map(|&v| (iv(v), 1)),
        Body::Bytes(a) => a.get(i).map(|&v| (iv(i32::from(v)), 1)),
        Body::Chars(a) => a.get(i).map(|&v| (iv(i32::from(v)), 1)),
        Body::Shorts(a) => a.get(i).map(|&v| (iv(i32::from(v)), 1)),
        Body::Floats(a) => a.get(i).map(|&v| (f32v(v), 1)),
        Body::Refs(a) => a.get(i).map(|&v| (u64::from(v), 1)),
        Body::Longs(a) => a.get(i).map(|&v| (v as u64, 2)),
        Body::Doubles(a) => a.get(i).map(|&v| (v.to_bits(), 2)),
        Body::Fields(_) => None,
    }
}

/// Stores slot value `v` as element `idx` of array `body`; false (nothing
/// stored) if the index is out of bounds or `body` is not an array.
#[inline(always)]
pub(super) fn set_array_element(body: &mut Body, idx: i32, v: u64) -> bool {
    macro_rules! store {
        ($a:expr, $val:expr) => {
            match $a.get_mut(idx as usize) {
                Some(slot) => {
                    *slot = $val;
                    true
                }
                None => false,
            }
        };
    }
    match body {
        Body::Ints(a) => store!(a, v as i32),
        Body::Bytes(a) => store!(a, v as i8),
        Body::Chars(a) => store!(a, v as u16),
        Body::Shorts(a) => store!(a, v as i16),
        Body::Floats(a) => store!(a, as_f32(v)),
        Body::Refs(a) => store!(a, v as Ref),
        Body::Longs(a) => store!(a, v as i64),
        Body::Doubles(a) => store!(a, as_f64(v)),
        Body::Fields(_) => false,
    }
}

/// Slots of an array element of `kind` on the operand stack.
#[inline(always)]
pub(super) fn element_slots(kind: ArrayKind) -> usize {
    if matches!(kind, ArrayKind::Long | ArrayKind::Double) {
        2
    } else {
        1
    }
}

/// The interpreter registers [`run`] takes and gives back: the next op's
/// index, the operand-stack top, the clock's base (the clock at op index
/// `pc` is `clock_base + pc`, wrapping), the current frame's first slot,
/// whether [`run`] changed frames (called or returned), and (traced runs)
/// the op whose start events were already raised.
pub(super) struct Regs {
    pub(super) pc: usize,
    pub(super) sp: usize,
    pub(super) clock_base: u64,
    pub(super) base: usize,
    pub(super) switched: bool,
    /// Traced runs only: the op index whose block and bytecode events
    /// were already raised (`usize::MAX`: none). In: the op the full loop
    /// resumed or just quickened (its events are not raised again: if it
    /// is the op at `pc`, [`run_traced`] returns [`Exit::Slow`] at once and
    /// leaves it to the full loop). Out,
    /// after [`Exit::Slow`]: the op left to the full loop, whose events
    /// [`run`] raised.
    pub(super) reexec: usize,
}

/// Where [`run`] sends the events of a traced run, and which.
pub(super) struct Events<'a, S: EventSink> {
    /// The run's sink.
    pub(super) sink: &'a mut S,
    /// The scheduler's current thread, as events name it.
    pub(super) thread: u32,
    /// The running `JThread`'s id, which MethodEnter names (as
    /// `push_frame` does).
    pub(super) frame_thread: u32,
}

/// The value an array load of `kind` produced (`v`: the element as a
/// slot), as the `values` group reports it.
#[inline(always)]
fn element_value(rt: &Runtime, kind: ArrayKind, v: u64) -> Value {
    match kind {
        ArrayKind::Long => Value::Int(v as i64),
        ArrayKind::Double => Value::Float(as_f64(v)),
        ArrayKind::Float => Value::Float(f64::from(as_f32(v))),
        ArrayKind::Ref => Value::Ref(super::values::object_id(rt, v)),
        _ => Value::Int(i64::from(v as i32)),
    }
}

/// What [`run`] needs to call and return without the full loop: the call
/// records, the thread's frames and its limits.
pub(super) struct CallCtx<'a> {
    /// Call records by method id.
    pub(super) table: &'a CallTable,
    /// The thread's frames; the innermost is the one running.
    pub(super) frames: &'a mut Vec<Frame>,
    /// `-Xss` in frames: a call past it is the full loop's (it throws).
    pub(super) max_frames: usize,
    /// Returns into frame `stop` or below go to the outer loop.
    pub(super) stop: usize,
}

/// Why [`run`] returned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Exit {
    /// The op at `pc` needs the full loop (it was not executed).
    Slow,
    /// A jump used up the time slice (the jump was taken).
    Yield,
}

/// Runs simple ops of the innermost frame (`code`, locals at `regs.base`
/// in `stack`), from `regs`, until an op needs the full loop or a jump, call
/// or return ends the time slice (the clock reached `yield_at`). Calls of
/// decoded, unsynchronized bytecode methods and returns from them run here
/// too (see [`CallCtx`]), so the frame it leaves in may not be the one it
/// entered (`regs.switched`). See the module documentation. Untraced runs
/// only; traced runs call [`run_traced`].
#[inline(never)]
pub(super) fn run(
    code: &Code,
    stack: &mut [u64],
    regs: &mut Regs,
    yield_at: u64,
    rt: &mut Runtime,
    cx: CallCtx,
) -> Exit {
    // A function of its own, not generic, compiled as it was before traced
    // runs shared the loop: as a generic instance it came out 3% slower in
    // instructions (jess small). Its code also moves with unrelated changes
    // elsewhere in the crate (docs/perf-log.md, session 7): measure untraced
    // runs after any change here.
    let ev = Events {
        sink: &mut NullSink,
        thread: 0,
        frame_thread: 0,
    };
    run_loop::<NullSink, false, false, false>(code, stack, regs, yield_at, rt, cx, ev)
}

/// [`run`] for a traced run: the same loop, raising the events of the ops
/// it runs through `ev`, as the full loop would (see the module
/// documentation). `BC`: whether the sink wants Bytecode events (the loop
/// is compiled for each case, so that without them it tests nothing per
/// op); `IMPLY` (with `BC` false): whether it wants the few of them its
/// readers cannot imply (`EventSink::implies_bytecodes`; an instance of
/// its own, so that the loop of other traced runs stays as it was); `DEF`
/// (with `BC` and `IMPLY` false): the sink wants [`Groups::DEFAULT`], the
/// default trace's groups, known here as constants, so that the instance
/// tests no group per op and has no array or value event code.
#[inline(never)]
pub(super) fn run_traced<S: EventSink, const BC: bool, const IMPLY: bool, const DEF: bool>(
    code: &Code,
    stack: &mut [u64],
    regs: &mut Regs,
    yield_at: u64,
    rt: &mut Runtime,
    cx: CallCtx,
    ev: Events<S>,
) -> Exit {
    run_loop::<S, BC, IMPLY, DEF>(code, stack, regs, yield_at, rt, cx, ev)
}

/// The loop of [`run`] and [`run_traced`].
#[inline(always)]
fn run_loop<S: EventSink, const BC: bool, const IMPLY: bool, const DEF: bool>(
    code: &Code,
    stack: &mut [u64],
    regs: &mut Regs,
    yield_at: u64,
    rt: &mut Runtime,
    cx: CallCtx,
    ev: Events<S>,
) -> Exit {
    let mut code = code;
    let mut ops = &code.ops[..];
    let stack_len = stack.len();
    let mut stack = Slots(stack);
    let (mut pc, mut sp, mut clock_base, mut base) = (regs.pc, regs.sp, regs.clock_base, regs.base);
    let mut switched = false;
    let CallCtx {
        table,
        frames,
        max_frames,
        stop,
    } = cx;
    // Events: all false (and unused) in untraced runs.
    let Events {
        sink,
        thread,
        frame_thread,
    } = ev;
    // The groups the sink wants, asked here again (the full loop asked on
    // entry; a sink keeps its answer during a run): a sink whose answer is
    // a constant (`-metrics`) gets a loop without the tests of the groups
    // it never wants.
    let groups = if S::ENABLED {
        if DEF {
            // (The caller checked that the sink wants these.)
            debug_assert_eq!(sink.groups(), Groups::DEFAULT);
            Groups::DEFAULT
        } else {
            sink.groups()
        }
    } else {
        Groups::NONE
    };
    let ev_block = S::ENABLED && groups.has(Group::Block);
    let ev_arrays = S::ENABLED && (groups.has(Group::Arrays) || groups.has(Group::Values));
    let ev_values = S::ENABLED && groups.has(Group::Values);
    let ev_field = S::ENABLED && groups.has(Group::Field);
    let ev_invoke = S::ENABLED && groups.has(Group::Invoke);
    // The arms of switches, `checkcast`, `instanceof` and `dup_x*` (see
    // them): the default trace's instance (`DEF`) and the `-metrics`
    // sink's (the sink that raises blocks at transfers, whose groups are
    // a constant without Values; these ops raise no other event there
    // either), without Bytecode events. Constants in every instance.
    let more_arms = S::ENABLED && (DEF || (S::BLOCKS_AT_TRANSFERS && !BC && !IMPLY && !ev_values));
    // Entry blocks directly after their MethodEnter, and the caller's
    // block directly after a normal return (which follows the invoke: blocks
    // end after invokes), go to the sink's `entry_block` (which may leave
    // them out: its readers imply them); `entered`: the last event was a
    // MethodEnter or MethodExit this loop raised, so the next op is the
    // BlockStart of such a block; `held`: a block went to `entry_block`,
    // so the sink settles it when the loop leaves. Events name `thread`,
    // MethodEnter `frame_thread`: only when they agree.
    let elide_entry =
        S::ENABLED && ev_block && thread == frame_thread && sink.implies_entry_blocks();
    let elide_return = elide_entry && ev_invoke && sink.implies_return_blocks();
    let mut entered = false;
    let mut held = false;
    // Implied Bytecode records (`EventSink::implies_bytecodes`; the loop
    // without per-op hooks, `!BC`): the run's first op goes to the sink
    // (`bytecode_run`) unless it starts a block (its BlockEnter starts the
    // readers' run), and the op left to the full loop (`bytecode`, in
    // `slow!`) unless it is that first op (`first`: its clock).
    let imply_bc = S::ENABLED
        && !BC
        && IMPLY
        && groups.has(Group::Bytecode)
        && thread == frame_thread
        && sink.implies_bytecodes();
    let mut first = u64::MAX;
    // Implied branch outcomes (`EventSink::implies_branch_outcomes`): the
    // readers follow the thread's activations, named by `frame_thread`.
    let imply_branch =
        ev_values && ev_block && thread == frame_thread && sink.implies_branch_outcomes();
    // The running method (traced runs: events name their site).
    let mut mid = if S::ENABLED {
        frames.last().map_or(0, |f| f.method)
    } else {
        0
    };
    // The op whose start events were already raised (resumed, or just
    // quickened by the full loop) is left to the full loop at once, which
    // does not raise them again: every op this loop runs is then fresh,
    // and its dispatch tests nothing for it. (Tested inside the loop, the
    // op index compared on every dispatch cost jess small 77M
    // instructions with `-trace-callback`, docs/perf-log.md.)
    if S::ENABLED && regs.reexec == pc {
        return Exit::Slow;
    }
    if S::ENABLED {
        sink.run_start(thread, frame_thread);
    }
    if imply_bc {
        // SAFETY: `pc` is a valid op index; `bci` has an entry per op, and
        // so has `opcodes` in traced code (`Code::mark_opcodes`).
        let (op, bci, opcode) = unsafe {
            (
                (*ops.get_unchecked(pc)).get(),
                *code.bci.get_unchecked(pc),
                *code.opcodes.get_unchecked(pc),
            )
        };
        if !matches!(op, Op::BlockStart(_)) {
            first = clock_base.wrapping_add(pc as u64);
            sink.bytecode_run(first, thread, Site { method: mid, bci }, opcode);
        }
    }
    macro_rules! leave {
        ($exit:expr, $pc:expr) => {{
            if S::ENABLED && held {
                sink.settle();
            }
            regs.pc = $pc;
            regs.sp = sp;
            regs.clock_base = clock_base;
            regs.base = base;
            regs.switched = switched;
            return $exit;
        }};
    }
    // The op at `pc - 1` is for the full loop; the stack is as it found it
    // (and a traced run raised its start events).
    macro_rules! slow {
        () => {{
            if S::ENABLED {
                regs.reexec = pc - 1;
                if imply_bc && clock_base.wrapping_add((pc - 1) as u64) != first {
                    // SAFETY: `pc - 1` is the current op's index; `bci`
                    // has an entry per op, and so has `opcodes` in traced
                    // code (`Code::mark_opcodes`).
                    let (bci, opcode) = unsafe {
                        (
                            *code.bci.get_unchecked(pc - 1),
                            *code.opcodes.get_unchecked(pc - 1),
                        )
                    };
                    let at = clock_base.wrapping_add((pc - 1) as u64);
                    sink.bytecode(at, thread, Site { method: mid, bci }, opcode);
                }
            }
            leave!(Exit::Slow, pc - 1)
        }};
    }
    // The clock counting the current op, and its site (for events).
    macro_rules! clock {
        () => {
            clock_base.wrapping_add(pc as u64)
        };
    }
    macro_rules! site {
        () => {
            Site {
                method: mid,
                // SAFETY: `pc - 1` is the current op's index, and `bci`
                // has an entry per op.
                bci: unsafe { *code.bci.get_unchecked(pc - 1) },
            }
        };
    }
    // The current op, for the field and invoke hooks (which read its site
    // and field themselves).
    macro_rules! op_at {
        () => {
            // SAFETY: `pc - 1` is the current op's index.
            unsafe { OpAt::new(code, pc - 1, mid) }
        };
    }
    // The field id of the current (field) op, for its events.
    macro_rules! field_ref {
        () => {
            // SAFETY: `pc - 1` is the current op's index, and `site_ref`
            // has an entry per op.
            unsafe { code.site_ref.get_unchecked(pc - 1) }.field.get()
        };
    }
    macro_rules! push {
        ($v:expr) => {{
            let v = $v;
            stack[sp] = v;
            sp += 1;
        }};
    }
    macro_rules! push2 {
        ($v:expr) => {{
            let v = $v;
            stack[sp] = v;
            sp += 2;
        }};
    }
    // The field hook of the fast loop's access at `pc - 1` (see
    // `EventSink::run_field`).
    macro_rules! field_event {
        ($object:expr, $write:expr) => {{
            sink.run_field(&*rt, clock!(), thread, op_at!(), $object, $write);
        }};
    }
    // The block number of op `at` (a leader: the first op of its block).
    macro_rules! block_of {
        ($at:expr) => {
            // SAFETY: `at` is an op index, and `blocks` has an entry per op.
            unsafe { *code.blocks.get_unchecked($at) }
        };
    }
    macro_rules! jump {
        ($target:expr) => {{
            let now = clock_base.wrapping_add(pc as u64);
            pc = $target as usize;
            clock_base = now.wrapping_sub(pc as u64);
            if now >= yield_at {
                leave!(Exit::Yield, pc);
            }
            // A branch target starts a block.
            enter_block!(pc, block_of!(pc), false);
        }};
    }
    macro_rules! branch {
        ($taken:expr, $pops:expr, $target:expr) => {{
            let taken = $taken;
            sp -= $pops;
            if raises_branch_outcome(
                ev_values,
                imply_branch,
                taken,
                $target as usize,
                pc,
                clock!(),
                yield_at,
            ) {
                let v = Value::Branch(i32::from(taken));
                sink.value(clock!(), thread, site!(), v);
            }
            if taken {
                jump!($target);
            }
            // The op after a branch starts a block.
            enter_block!(pc, block_of!(pc), false);
        }};
    }
    // Calls `target` (record `rec`) with its arguments on top of the stack:
    // pushes its frame as `push_frame` does and runs it from its first op.
    // Synchronized methods and calls that would overflow the thread's
    // stack are the full loop's. The clock and the time slice as in a jump.
    // Traced, it raises `$events` (the call's Invoke and Receiver events)
    // once the call is sure to be made here, then MethodEnter, as the full
    // loop and `push_frame` do; with classes loaded but not yet reported
    // (their events follow the call's in the full loop) it leaves the
    // call to the full loop.
    macro_rules! call {
        ($target:expr, $rec:expr, $events:block) => {{
            let rec: CallRecord = *$rec;
            let new_base = sp - usize::from(rec.arg_slots);
            if !rec.plain || frames.len() >= max_frames || !rec.fits(new_base, stack_len) {
                slow!();
            }
            if S::ENABLED {
                if !rt.newly_loaded.is_empty() {
                    slow!();
                }
                $events
            }
            let locals = new_base + usize::from(rec.max_locals);
            // The caller resumes after the invoke, its arguments popped.
            if let Some(caller) = frames.last_mut() {
                caller.pc = pc as u32;
                caller.sp = new_base as u32;
            }
            frames.push(Frame::entering(
                $target,
                new_base,
                rec.max_locals,
                FrameKind::Call,
                NULL,
            ));
            for i in new_base + usize::from(rec.arg_slots)..locals {
                stack[i] = 0;
            }
            code = rec.code();
            ops = &code.ops[..];
            (base, sp, switched) = (new_base, locals, true);
            let now = clock_base.wrapping_add(pc as u64);
            if S::ENABLED {
                mid = $target;
                // Right after the call's invoke event: the sink may leave
                // it out if the loop goes on (its next record is then the
                // entry block's).
                sink.invoked_method_enter(&*rt, now, frame_thread, thread, mid, now >= yield_at);
            }
            pc = 0;
            clock_base = now;
            if now >= yield_at {
                leave!(Exit::Yield, pc);
            }
            // The entry block (block 0, op 0).
            enter_block!(0, 0, elide_entry);
            if S::ENABLED {
                entered = elide_entry;
            }
        }};
    }
    // Returns `n` result slots to the caller, as `return_to_caller` does, if
    // the frame is an ordinary call without a monitor and the caller is
    // above the outer loop's stop frame; else the full loop does it.
    macro_rules! ret {
        ($n:expr) => {{
            let n: usize = $n;
            let depth = frames.len();
            if depth <= stop + 1 {
                slow!();
            }
            let callee = frames[depth - 1];
            let caller = frames[depth - 2];
            let rec = match table.get(caller.method) {
                Some(r) => r,
                None => slow!(),
            };
            if callee.lock != NULL || callee.kind != FrameKind::Call {
                slow!();
            }
            // Classes loaded but not reported: their events follow the
            // return's in the full loop.
            if S::ENABLED && !rt.newly_loaded.is_empty() {
                slow!();
            }
            debug_assert!(!caller.reexec);
            frames.pop();
            let dst = caller.sp as usize;
            for i in 0..n {
                stack[dst + i] = stack[sp - n + i];
            }
            let now = clock_base.wrapping_add(pc as u64);
            if S::ENABLED {
                // The returning block started in this run: the loop
                // switched code (every block since was entered here), or
                // it was entered before the block (the op before its
                // entry is in another block). (`regs.pc`: where the run
                // started; `pc - 1`: the return.)
                let entry = regs.pc;
                let in_run = || {
                    switched
                        || entry == 0
                        // SAFETY: `entry - 1` and `pc - 1` are op indices
                        // of `code` (not switched: the run's code), and
                        // `blocks` has an entry per op.
                        || unsafe {
                            *code.blocks.get_unchecked(entry - 1)
                                != *code.blocks.get_unchecked(pc - 1)
                        }
                };
                let ends = now >= yield_at;
                sink.returned_method_exit(now, thread, frame_thread, callee.method, ends, in_run);
                mid = caller.method;
            }
            code = rec.code();
            ops = &code.ops[..];
            (base, sp, pc, switched) = (caller.base as usize, dst + n, caller.pc as usize, true);
            clock_base = now.wrapping_sub(pc as u64);
            if now >= yield_at {
                leave!(Exit::Yield, pc);
            }
            if S::ENABLED {
                debug_assert!(!ev_block || matches!(ops[pc].get(), Op::BlockStart(_)));
            }
            // The op after an invoke starts a block.
            enter_block!(pc, block_of!(pc), elide_return);
            if S::ENABLED {
                entered = elide_return;
            }
        }};
    }
    // The Invoke and Receiver events of a virtual or interface call
    // dispatched on receiver `recv` of class `class` to `target`.
    macro_rules! dispatch_events {
        ($target:expr, $recv:expr, $class:expr) => {{
            if ev_invoke {
                let class = $class;
                sink.op_run_invoke(&*rt, clock!(), thread, op_at!(), $target, Some(class));
            }
            if ev_values {
                let v = Value::Receiver(rt.heap.get($recv).id);
                sink.value(clock!(), thread, site!(), v);
            }
        }};
    }
    // The FieldRead (and value) events of the `getfield` at `pc - 1` that
    // read `$v` from object `$r`.
    macro_rules! getfield_events {
        ($r:expr, $v:expr) => {{
            if ev_field {
                let id = rt.heap.get($r as Ref).id;
                field_event!(Some(id), false);
            }
            if ev_values {
                let value = super::values::field_value(rt, field_ref!(), $v);
                sink.value(clock!(), thread, site!(), value);
            }
        }};
    }
    // The object behind a non-null reference on the stack, or the full loop.
    macro_rules! object {
        ($r:expr) => {{
            let r = $r as Ref;
            if r == NULL {
                slow!();
            }
            rt.heap.get(r)
        }};
    }
    // Field `slot` of the instance behind a reference on the stack, or the
    // full loop (null, an array, a slot out of range): one tag test and
    // one bounds test (`Heap::fields`).
    macro_rules! field {
        ($r:expr, $slot:expr) => {
            match rt
                .heap
                .fields($r as Ref)
                .and_then(|f| f.get($slot as usize))
            {
                Some(&v) => v,
                None => slow!(),
            }
        };
    }
    // A specialised array load: element `idx` of an array whose body is
    // `Body::$kind`, as `$slots` slots, or the full loop (null, index out
    // of bounds, another body).
    // Traced: the ArrayLoad event (and the value) of `ArrayLoad($elem)`.
    macro_rules! typed_load {
        ($kind:ident, $elem:ident, $slots:expr, $val:expr) => {{
            let idx = stack[sp - 1] as i32 as usize;
            let arr = stack[sp - 2];
            let v = match &object!(arr).body {
                Body::$kind(a) => match a.get(idx) {
                    Some(&v) => $val(v),
                    None => slow!(),
                },
                _ => slow!(),
            };
            stack[sp - 2] = v;
            sp = sp - 2 + $slots;
            if ev_arrays {
                let id = rt.heap.get(arr as Ref).id;
                sink.array(clock!(), thread, site!(), id, idx as i32, false);
                if ev_values {
                    let value = element_value(rt, ArrayKind::$elem, v);
                    sink.value(clock!(), thread, site!(), value);
                }
            }
        }};
    }
    // A specialised array store of a `$slots`-slot value.
    macro_rules! typed_store {
        ($kind:ident, $slots:expr, $val:expr) => {{
            let (arr, idx, v) = (
                stack[sp - $slots - 2] as Ref,
                stack[sp - $slots - 1] as i32 as usize,
                stack[sp - $slots],
            );
            if arr == NULL {
                slow!();
            }
            match &mut rt.heap.get_mut(arr).body {
                Body::$kind(a) => match a.get_mut(idx) {
                    Some(e) => *e = $val(v),
                    None => slow!(),
                },
                _ => slow!(),
            }
            sp -= $slots + 2;
            if ev_arrays {
                let id = rt.heap.get(arr).id;
                sink.array(clock!(), thread, site!(), id, idx as i32, true);
            }
        }};
    }
    // The match on the op, with `$marker` arms first (the block marker
    // arm of traced runs without Bytecode events).
    macro_rules! dispatch {
        ($opr:ident; $($marker:tt)*) => {
            match *$opr {
                $($marker)*
                Op::Nop => {}
                Op::AconstNull => push!(0),
                Op::Iconst(v) => push!(iv(v)),
                Op::Fconst(bits) => push!(u64::from(bits)),
                Op::Const2(i) => push2!(code.consts[i as usize]),
                Op::Aconst(r) => push!(u64::from(r)),
                Op::Load(n) => push!(stack[base + n as usize]),
                Op::Load2(n) => push2!(stack[base + n as usize]),
                // Superinstructions (see `fuse`): each also runs the next op.
                Op::LoadLoad(a, b) => {
                    stack[sp] = stack[base + a as usize];
                    stack[sp + 1] = stack[base + b as usize];
                    sp += 2;
                    pc += 1;
                }
                Op::LoadConst(n, v) => {
                    stack[sp] = stack[base + n as usize];
                    stack[sp + 1] = iv(v);
                    sp += 2;
                    pc += 1;
                }
                Op::LoadGetField(n, slot) => {
                    // A null or odd receiver: the full loop runs the load, and
                    // the `getfield` after it throws.
                    let r = stack[base + n as usize];
                    let v = field!(r, slot);
                    push!(v);
                    pc += 1;
                    // Traced: the `getfield`'s events, at its site and clock.
                    getfield_events!(r, v);
                }
                Op::IincGoto(n, d) => {
                    let slot = &mut stack[base + n as usize];
                    *slot = iv((*slot as i32).wrapping_add(i32::from(d)));
                    // The `goto` is at `pc` (fusion only pairs it so, and never
                    // rewrites a `goto`); anything else just runs next.
                    if let Op::Goto(target) = ops[pc].get() {
                        pc += 1;
                        jump!(target);
                    }
                }
                Op::Store(n) => {
                    sp -= 1;
                    stack[base + n as usize] = stack[sp];
                    if S::ENABLED {
                        // (`thread`, not `frame_thread`: one register
                        // less in the loop, compress small +150M
                        // instructions with it; they differ only outside
                        // a scheduler's slice, where no known access is
                        // left out.)
                        sink.local_store(thread, n);
                    }
                }
                Op::Store2(n) => {
                    sp -= 2;
                    stack[base + n as usize] = stack[sp];
                }
                Op::Iinc(n, d) => {
                    let slot = &mut stack[base + n as usize];
                    *slot = iv((*slot as i32).wrapping_add(i32::from(d)));
                }
                Op::Pop => sp -= 1,
                Op::Pop2 => sp -= 2,
                Op::Dup => push!(stack[sp - 1]),
                Op::Dup2 => {
                    stack[sp] = stack[sp - 2];
                    stack[sp + 1] = stack[sp - 1];
                    sp += 2;
                }
                Op::Swap => stack.swap(sp - 1, sp - 2),
                // `%` on floats calls `fmod`: left to the full loop so that this
                // one makes no calls.
                Op::Arith(Arith::Frem | Arith::Drem) => slow!(),
                Op::Arith(a) => {
                    if divides_by_zero(&stack, sp, a) {
                        slow!();
                    }
                    arith(&mut stack, &mut sp, a);
                }
                // Specialised ops (see `fuse::specialise`): one jump each.
                Op::Iadd => arith(&mut stack, &mut sp, Arith::Iadd),
                Op::Isub => arith(&mut stack, &mut sp, Arith::Isub),
                Op::Imul => arith(&mut stack, &mut sp, Arith::Imul),
                Op::Iand => arith(&mut stack, &mut sp, Arith::Iand),
                Op::Ior => arith(&mut stack, &mut sp, Arith::Ior),
                Op::Ixor => arith(&mut stack, &mut sp, Arith::Ixor),
                Op::Ishl => arith(&mut stack, &mut sp, Arith::Ishl),
                Op::Ishr => arith(&mut stack, &mut sp, Arith::Ishr),
                Op::Iushr => arith(&mut stack, &mut sp, Arith::Iushr),
                Op::Ladd => arith(&mut stack, &mut sp, Arith::Ladd),
                Op::Fadd => arith(&mut stack, &mut sp, Arith::Fadd),
                Op::Fmul => arith(&mut stack, &mut sp, Arith::Fmul),
                Op::Dadd => arith(&mut stack, &mut sp, Arith::Dadd),
                Op::Dsub => arith(&mut stack, &mut sp, Arith::Dsub),
                Op::Dmul => arith(&mut stack, &mut sp, Arith::Dmul),
                Op::IfEq(target) => branch!(stack[sp - 1] as i32 == 0, 1, target),
                Op::IfNe(target) => branch!(stack[sp - 1] as i32 != 0, 1, target),
                Op::IfIcmpLt(target) => {
                    branch!((stack[sp - 2] as i32) < stack[sp - 1] as i32, 2, target)
                }
                Op::IfIcmpGe(target) => {
                    branch!(stack[sp - 2] as i32 >= stack[sp - 1] as i32, 2, target)
                }
                Op::IfIcmpGt(target) => {
                    branch!(stack[sp - 2] as i32 > stack[sp - 1] as i32, 2, target)
                }
                Op::IfIcmpLe(target) => {
                    branch!(stack[sp - 2] as i32 <= stack[sp - 1] as i32, 2, target)
                }
                Op::IntArrayLoad => typed_load!(Ints, Int, 1, iv),
                Op::ByteArrayLoad => typed_load!(Bytes, Byte, 1, |v: i8| iv(i32::from(v))),
                Op::CharArrayLoad => typed_load!(Chars, Char, 1, |v: u16| iv(i32::from(v))),
                Op::DoubleArrayLoad => typed_load!(Doubles, Double, 2, f64::to_bits),
                Op::IntArrayStore => typed_store!(Ints, 1, |v: u64| v as i32),
                Op::ByteArrayStore => typed_store!(Bytes, 1, |v: u64| v as i8),
                Op::DoubleArrayStore => typed_store!(Doubles, 2, as_f64),
                Op::Conv(c) => conv(&mut stack, &mut sp, c),
                Op::Lcmp | Op::Fcmp(_) | Op::Dcmp(_) => {
                    if let Some((v, pops)) = compare(&stack, sp, *$opr) {
                        sp -= pops;
                        push!(iv(v));
                    }
                }
                Op::If(c, target) => branch!(c.test(stack[sp - 1] as i32, 0), 1, target),
                Op::IfIcmp(c, target) => branch!(
                    c.test(stack[sp - 2] as i32, stack[sp - 1] as i32),
                    2,
                    target
                ),
                Op::IfAcmp(eq, target) => branch!((stack[sp - 2] == stack[sp - 1]) == eq, 2, target),
                Op::IfNull(is_null, target) => branch!((stack[sp - 1] == 0) == is_null, 1, target),
                Op::Goto(target) => jump!(target),
                Op::GetStaticQ(wide, slot) => {
                    if ev_field {
                        field_event!(None, false);
                    }
                    let v = rt.statics[slot as usize];
                    if ev_values {
                        let value = super::values::field_value(rt, field_ref!(), v);
                        sink.value(clock!(), thread, site!(), value);
                    }
                    if wide {
                        push2!(v)
                    } else {
                        push!(v)
                    }
                }
                Op::PutStaticQ(wide, slot) => {
                    if ev_field {
                        field_event!(None, true);
                    }
                    sp -= if wide { 2 } else { 1 };
                    rt.statics[slot as usize] = stack[sp];
                }
                Op::GetFieldQ(slot) | Op::GetField2Q(slot) => {
                    let r = stack[sp - 1];
                    let v = field!(r, slot);
                    getfield_events!(r, v);
                    stack[sp - 1] = v;
                    if let Op::GetField2Q(_) = *$opr {
                        sp += 1;
                    }
                }
                Op::PutFieldQ(slot) | Op::PutField2Q(slot) => {
                    let n = if let Op::PutField2Q(_) = *$opr { 2 } else { 1 };
                    let r = stack[sp - 1 - n] as Ref;
                    let v = stack[sp - n];
                    if ev_field {
                        // The full loop's event comes before the store: check
                        // that it will succeed first.
                        if rt.heap.fields(r).and_then(|f| f.get(slot as usize)).is_none() {
                            slow!();
                        }
                        let id = rt.heap.get(r).id;
                        field_event!(Some(id), true);
                    }
                    match rt.heap.fields_mut(r).and_then(|f| f.get_mut(slot as usize)) {
                        Some(s) => *s = v,
                        None => slow!(),
                    }
                    sp -= n + 1;
                }
                Op::ArrayLoad(kind) => {
                    let idx = stack[sp - 1] as i32;
                    let arr = stack[sp - 2];
                    let (v, slots) = match array_element(&object!(arr).body, idx) {
                        Some(e) => e,
                        None => slow!(),
                    };
                    stack[sp - 2] = v;
                    sp = sp - 2 + slots;
                    if ev_arrays {
                        let id = rt.heap.get(arr as Ref).id;
                        sink.array(clock!(), thread, site!(), id, idx, false);
                        if ev_values {
                            let value = element_value(rt, kind, v);
                            sink.value(clock!(), thread, site!(), value);
                        }
                    }
                }
                // Reference stores need the element type check: full loop.
                Op::ArrayStore(kind) if kind != ArrayKind::Ref => {
                    let n = element_slots(kind);
                    let (arr, idx, v) = (stack[sp - n - 2], stack[sp - n - 1] as i32, stack[sp - n]);
                    if arr as Ref == NULL {
                        slow!();
                    }
                    if !set_array_element(&mut rt.heap.get_mut(arr as Ref).body, idx, v) {
                        slow!();
                    }
                    sp -= n + 2;
                    if ev_arrays {
                        let id = rt.heap.get(arr as Ref).id;
                        sink.array(clock!(), thread, site!(), id, idx, true);
                    }
                }
                Op::ArrayLength => {
                    let len = match object!(stack[sp - 1]).body.array_len() {
                        Some(n) => n,
                        None => slow!(),
                    };
                    stack[sp - 1] = iv(len as i32);
                }
                Op::InvokeVirtualQ(vindex, args) => {
                    let recv = stack[sp - args as usize] as Ref;
                    if recv == NULL {
                        slow!();
                    }
                    let class = rt.heap.get(recv).class;
                    let target = rt.class(class).vtable[vindex as usize];
                    match table.get(target) {
                        Some(rec) => call!(target, rec, {
                            dispatch_events!(target, recv, class)
                        }),
                        None => slow!(),
                    }
                }
                // Only inline-cache hits; the full loop searches the itable.
                Op::InvokeInterfaceQ(_, args) => {
                    let recv = stack[sp - args as usize] as Ref;
                    if recv == NULL {
                        slow!();
                    }
                    let cid = rt.heap.get(recv).class;
                    let (cached_class, target) = code.icache[pc - 1].get();
                    if cached_class != cid.wrapping_add(1) {
                        slow!();
                    }
                    match table.get(target) {
                        Some(rec) => call!(target, rec, { dispatch_events!(target, recv, cid) }),
                        None => slow!(),
                    }
                }
                Op::InvokeDirectQ(target) | Op::InvokeSelectedQ(target) => {
                    let rec = match table.get(target) {
                        Some(rec) => rec,
                        None => slow!(),
                    };
                    // `InvokeSelectedQ` always has a receiver.
                    let selected = matches!(*$opr, Op::InvokeSelectedQ(_));
                    let receiver = rec.has_receiver || selected;
                    if receiver && stack[sp - usize::from(rec.arg_slots)] == 0 {
                        slow!();
                    }
                    call!(target, rec, {
                        let recv = stack[sp - usize::from(rec.arg_slots)] as Ref;
                        if selected {
                            dispatch_events!(target, recv, rt.heap.get(recv).class)
                        } else {
                            if ev_invoke {
                                sink.op_run_invoke(&*rt, clock!(), thread, op_at!(), target, None);
                            }
                            if ev_values && rec.has_receiver {
                                let v = Value::Receiver(rt.heap.get(recv).id);
                                sink.value(clock!(), thread, site!(), v);
                            }
                        }
                    })
                }
                Op::Return => ret!(0),
                Op::Return1 => ret!(1),
                Op::Return2 => ret!(2),
                // The default trace's and `-metrics` loops only
                // (`more_arms`: no event of these but a switch's target
                // block, and no Bytecode or value event): ops that
                // otherwise end a run, each run's leave and re-entry
                // costing it ~210 instructions and often a written block
                // or exit (javac small: 1.54M switches, 0.62M `checkcast`s
                // of 3.0M leaves; mtrt: 0.55M `checkcast`s, 0.55M `dup_x1`s
                // of 2.5M; `-metrics` javac small: 4,339M -> 4,013M
                // instructions). The untraced loop
                // (`run`) is left as it was: with these arms it is not
                // faster overall (session 25, callgrind, small, interpreter
                // thread: jess 617.4M -> 635.7M, +3.0%; javac 3,253.5M ->
                // 3,224.2M, -0.9%: the bigger loop costs each op more than
                // the leaves it saves), so the untraced baseline of the
                // overhead bench is not a handicapped loop.
                Op::Switch(i) if more_arms => {
                    sp -= 1;
                    let target = code.switches[i as usize].target(stack[sp] as i32);
                    let now = clock_base.wrapping_add(pc as u64);
                    pc = target as usize;
                    clock_base = now.wrapping_sub(pc as u64);
                    if now >= yield_at {
                        leave!(Exit::Yield, pc);
                    }
                    // A switch target starts a block (marked code): raised
                    // here, never implied by a branch bit (its readers take
                    // only gotos, branches and fall-throughs so).
                    if let Op::BlockStart(block) = ops[pc].get() {
                        // SAFETY: `bci` has an entry per op.
                        let bci = unsafe { *code.bci.get_unchecked(pc) };
                        let site = Site { method: mid, bci };
                        sink.run_switch_block_enter(now, thread, site, block);
                        // SAFETY (of the reference): as for `ops`; marked
                        // code has an op per block, and `block` is the
                        // block's number.
                        #[allow(unused_assignments)]
                        {
                            $opr = unsafe {
                                &*code.block_ops.get_unchecked(block as usize).as_ptr()
                            };
                            pc += 1;
                        }
                        continue;
                    }
                }
                Op::CheckCastQ(class) if more_arms => {
                    // A failing cast throws in the full loop.
                    let r = stack[sp - 1] as Ref;
                    if r != NULL && !rt.is_subtype(rt.heap.get(r).class, class) {
                        slow!();
                    }
                }
                Op::InstanceOfQ(class) if more_arms => {
                    let r = stack[sp - 1] as Ref;
                    let yes = r != NULL && rt.is_subtype(rt.heap.get(r).class, class);
                    stack[sp - 1] = u64::from(yes);
                }
                Op::DupX1 if more_arms => {
                    let (v1, v2) = (stack[sp - 1], stack[sp - 2]);
                    stack[sp - 2] = v1;
                    stack[sp - 1] = v2;
                    stack[sp] = v1;
                    sp += 1;
                }
                Op::DupX2 if more_arms => {
                    let (v1, v2, v3) = (stack[sp - 1], stack[sp - 2], stack[sp - 3]);
                    stack[sp - 3] = v1;
                    stack[sp - 2] = v3;
                    stack[sp - 1] = v2;
                    stack[sp] = v1;
                    sp += 1;
                }
                Op::Dup2X1 if more_arms => {
                    let (v1, v2, v3) = (stack[sp - 1], stack[sp - 2], stack[sp - 3]);
                    stack[sp - 3] = v2;
                    stack[sp - 2] = v1;
                    stack[sp - 1] = v3;
                    stack[sp] = v2;
                    stack[sp + 1] = v1;
                    sp += 2;
                }
                _ => slow!(),
            }
        };
    }
    loop {
        debug_assert!(pc < ops.len());
        // SAFETY: `pc` is a valid op index, as in the full loop (decoding
        // checks every branch target and that the last op cannot fall
        // through; this loop runs no `ret`). The reference: this loop never
        // rewrites ops.
        #[allow(unused_mut)]
        let mut opr: &Op = unsafe { &*ops.get_unchecked(pc).as_ptr() };
        // Traced runs without Bytecode events that want block events (marked
        // code), for sinks that ask for it (`EventSink::BLOCKS_AT_TRANSFERS`):
        // a jump, branch, call or return raises the BlockEnter of the
        // block it goes to (the op at `at`, its marker, runs next) and
        // dispatches on the op the marker stands for, as the marker's arm
        // would, so that a block costs one dispatch instead of two (the
        // marker's arm and then its op). `$block`: the block's number;
        // `$entry`: the block goes to `entry_block` (an entry block right
        // after its MethodEnter, a caller's block right after a return).
        // (In the instances without it, `continue` names the outer loop: dead
        // code there.)
        macro_rules! enter_block {
            ($at:expr, $block:expr, $entry:expr) => {{
                if S::ENABLED && S::BLOCKS_AT_TRANSFERS && !BC && ev_block {
                    let at: usize = $at;
                    let block: u32 = $block;
                    // SAFETY: `at` is an op index, and `bci` has an entry per op.
                    let bci = unsafe { *code.bci.get_unchecked(at) };
                    let site = Site { method: mid, bci };
                    let now = clock_base.wrapping_add(at as u64);
                    if $entry {
                        held = true;
                        sink.entry_block(now, thread, site, block);
                    } else {
                        sink.run_block_enter(now, thread, site, block);
                    }
                    // SAFETY (of the reference): as for `ops`; marked code
                    // has an op per block, and `block` is the block's number.
                    #[allow(unused_assignments)]
                    {
                        opr = unsafe { &*code.block_ops.get_unchecked(block as usize).as_ptr() };
                        pc = at + 1;
                    }
                    continue;
                }
            }};
        }
        if S::ENABLED && BC {
            // With Bytecode events, the op's start events here, as the full
            // loop raises them: traced code is marked (`Code::mark_blocks`)
            // when the sink wants block events, the first op of a block
            // being a `BlockStart` that stands in for it; its BlockEnter
            // comes before the Bytecode event.
            if let Op::BlockStart(block) = *opr {
                // (Code is marked only for sinks that want block events:
                // no test here.)
                debug_assert!(ev_block);
                // SAFETY: `bci` has an entry per op.
                let bci = unsafe { *code.bci.get_unchecked(pc) };
                let site = Site { method: mid, bci };
                if entered {
                    (entered, held) = (false, true);
                    sink.entry_block(clock!(), thread, site, block);
                } else {
                    sink.run_block_enter(clock!(), thread, site, block);
                }
                // SAFETY (of the reference): as for `ops`; marked code has
                // an op per block, and `block` is the block's number.
                opr = unsafe { &*code.block_ops.get_unchecked(block as usize).as_ptr() };
            }
            {
                // SAFETY: `bci` has an entry per op, and so has `opcodes`
                // in traced code (`Code::mark_opcodes`).
                let (bci, opcode) =
                    unsafe { (*code.bci.get_unchecked(pc), *code.opcodes.get_unchecked(pc)) };
                let site = Site { method: mid, bci };
                sink.bytecode(clock!(), thread, site, opcode);
            }
        }
        pc += 1;
        if S::ENABLED && !BC {
            // Without Bytecode events, block markers are an arm of the
            // match (no per-op test): it raises BlockEnter and dispatches
            // again on the op the marker stands for. (Untraced runs take
            // the other branch: the loop they had before tracing shared it.)
            loop {
                dispatch!(opr;
                    Op::BlockStart(block) if S::ENABLED && !BC => {
                        let at = pc - 1;
                        // Marked code: the sink wants block events.
                        debug_assert!(ev_block);
                        // SAFETY: `bci` has an entry per op.
                        let bci = unsafe { *code.bci.get_unchecked(at) };
                        let site = Site { method: mid, bci };
                        let now = clock_base.wrapping_add(at as u64);
                        if entered {
                            (entered, held) = (false, true);
                            sink.entry_block(now, thread, site, block);
                        } else {
                            sink.run_block_enter(now, thread, site, block);
                        }
                        // SAFETY (of the reference): as for `ops`; marked code has
                        // an op per block, and `block` is the block's number.
                        opr = unsafe { &*code.block_ops.get_unchecked(block as usize).as_ptr() };
                        continue;
                    }
                );
                break;
            }
        } else {
            dispatch!(opr;);
        }
    }
}
