//! The inner interpreter loop: executes ops of the innermost frame until
//! control has to leave it (call, return, class initialization, throw).

use super::fast::{self, as_f32, as_f64, iv, Slots};
use super::ops::{ArrayKind, Op};
use super::{Flow, Interpreter, JThread};
use crate::events::{EventSink, Group, Value};
use crate::heap::{Admit, Body, Ref, NULL};
use crate::runtime::Throw;

fn npe() -> Flow {
    Flow::Throw(Throw::New {
        class: "java/lang/NullPointerException",
        message: None,
    })
}

fn aioobe(index: i32, len: usize) -> Flow {
    Flow::Throw(Throw::new(
        "java/lang/ArrayIndexOutOfBoundsException",
        format!("Index {index} out of bounds for length {len}"),
    ))
}

fn oom() -> Flow {
    Flow::Throw(Throw::new("java/lang/OutOfMemoryError", "Java heap space"))
}

fn div_zero() -> Flow {
    Flow::Throw(Throw::new("java/lang/ArithmeticException", "/ by zero"))
}

impl<S: EventSink> Interpreter<S> {
    /// Runs the frames of `t` from the innermost until control has to leave
    /// the interpreter loop: calls of bytecode methods and returns into a
    /// caller above frame `stop` are done here, without going through the
    /// outer loop (`run_until`), which handles everything else.
    #[inline(never)]
    pub(crate) fn execute(&mut self, t: &mut JThread, stop: usize) -> Flow {
        loop {
            let flow = self.run_frame(t, stop);
            match flow {
                Flow::Invoke(mid, args) => {
                    let m = self.rt.method(mid);
                    if m.access
                        & (crate::classfile::access::NATIVE | crate::classfile::access::ABSTRACT)
                        != 0
                    {
                        return flow;
                    }
                    let caller = t.frames.last_mut().expect("frame");
                    let base = caller.sp as usize - usize::from(args);
                    caller.sp = base as u32;
                    if let Err(e) = self.push_frame(t, mid, base, super::FrameKind::Call) {
                        return Flow::Throw(e);
                    }
                }
                Flow::Return(n) if t.frames.len() > stop + 1 => self.return_to_caller(t, n),
                _ => return flow,
            }
            // What the outer loop does before running a frame.
            if !self.rt.newly_loaded.is_empty() {
                self.report_class_loads();
            }
            if self.executed >= self.sched.yield_at {
                return Flow::Yield;
            }
        }
    }

    /// Runs the innermost frame of `t` until control leaves it (untraced,
    /// the fast loop may call and return on its way, never into frame
    /// `stop` or below: then control leaves in another frame).
    #[inline(always)]
    fn run_frame(&mut self, t: &mut JThread, stop: usize) -> Flow {
        let fi = t.frames.len() - 1;
        let frame = &mut t.frames[fi];
        if frame.lock != 0 && !frame.locked {
            let lock = frame.lock;
            let method = frame.method;
            let entered = self.monitor_enter(lock);
            if S::ENABLED {
                if let Ok(acquired) = entered {
                    let ev = if !acquired {
                        crate::events::MonitorEvent::ContendedEnter
                    } else if self.take_contended() {
                        crate::events::MonitorEvent::Entered
                    } else {
                        crate::events::MonitorEvent::Enter
                    };
                    let (id, thread) = (self.rt.heap.get(lock).id, self.sched.current as u32);
                    let site = crate::events::Site {
                        method,
                        bci: u32::MAX,
                    };
                    self.sink.monitor(self.executed, thread, site, ev, id);
                }
            }
            match entered {
                Ok(true) => t.frames[fi].locked = true,
                Ok(false) => return Flow::Block,
                Err(e) => return Flow::Throw(e),
            }
        }
        let resumed_op = if t.frames[fi].reexec {
            Some(t.frames[fi].pc as usize)
        } else {
            None
        };
        let frame = &mut t.frames[fi];
        frame.reexec = false;
        // The frame's method, code and locals; the fast loop may change
        // frames (calls and returns), and these with them.
        let mut mid = frame.method;
        let mut pc = frame.pc as usize;
        let mut base = frame.base as usize;
        let mut sp = frame.sp as usize;
        let mut code = self.calls.get(mid).expect("frames run decoded code").code();
        let mut ops: &[std::cell::Cell<Op>] = &code.ops;
        let mut fi = fi;
        let frame_thread = t.id as u32;
        let mut stack = Slots(&mut t.stack);
        let mut stack_base = base + usize::from(code.max_locals);
        // The clock: ops are counted per straight-line run, when control
        // jumps or leaves, instead of one increment per op. One variable
        // holds it: the clock at op index `pc` is `clock_base + pc`
        // (wrapping), and a jump rebases it.
        let mut clock_base = self.executed.wrapping_sub(pc as u64);
        // Which hooks this run of the loop calls (asked once per entry;
        // all constant false for a disabled sink, so untraced code has no
        // trace of them).
        let groups = if S::ENABLED {
            self.sink.groups()
        } else {
            crate::events::Groups::NONE
        };
        let ev_block = S::ENABLED && groups.has(Group::Block);
        let ev_bytecode = S::ENABLED && groups.has(Group::Bytecode);
        let ev_arrays = S::ENABLED && (groups.has(Group::Arrays) || groups.has(Group::Values));
        let ev_values = S::ENABLED && groups.has(Group::Values);
        let ev_field = S::ENABLED && groups.has(Group::Field);
        let ev_invoke = S::ENABLED && groups.has(Group::Invoke);
        let ev_alloc = S::ENABLED && groups.has(Group::Alloc);
        // Traced code carries its opcodes (`Code::mark_opcodes`), read
        // unchecked below.
        assert!(!ev_bytecode || code.opcodes.len() == ops.len());
        // The op whose events were already raised: one run again after
        // class initialization, a collection or a contended monitor (set
        // from the frame), or just quickened in place (set below). Cleared
        // by every jump, which may come back to it.
        let mut reexec_pc = resumed_op.unwrap_or(usize::MAX);

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
        macro_rules! pop {
            () => {{
                sp -= 1;
                stack[sp]
            }};
        }
        macro_rules! pop2 {
            () => {{
                sp -= 2;
                stack[sp]
            }};
        }
        macro_rules! jump {
            ($target:expr) => {{
                let now = clock_base.wrapping_add(pc as u64);
                pc = $target as usize;
                if S::ENABLED {
                    reexec_pc = usize::MAX;
                }
                clock_base = now.wrapping_sub(pc as u64);
                if now >= self.sched.yield_at {
                    break Flow::Yield;
                }
            }};
        }
        macro_rules! throw {
            ($e:expr) => {
                break $e
            };
        }

        let thread = self.sched.current as u32;
        // The fast loop's per-op Bytecode hook, unless the sink's readers
        // imply the records (then the loop without per-op hooks raises the
        // few it writes: `fast::run_traced`).
        let ev_each_bytecode =
            ev_bytecode && !(ev_block && thread == frame_thread && self.sink.implies_bytecodes());
        macro_rules! clock {
            () => {
                clock_base.wrapping_add(pc as u64)
            };
        }
        macro_rules! site {
            () => {
                crate::events::Site {
                    method: mid,
                    bci: code.bci[pc - 1],
                }
            };
        }
        // The current op, for the field and invoke hooks (which read its
        // site and field themselves).
        macro_rules! op_at {
            () => {{
                assert!(pc - 1 < code.ops.len());
                // SAFETY: checked just above.
                unsafe { crate::events::OpAt::new(code, pc - 1, mid) }
            }};
        }
        // A virtual or interface call dispatched on receiver `recv` of
        // class `class` to `target`: its Invoke and Receiver events, then
        // the call.
        macro_rules! dispatched {
            ($target:expr, $recv:expr, $class:expr, $args:expr) => {{
                let target = $target;
                if ev_invoke {
                    let class = $class;
                    self.sink
                        .op_invoke(&self.rt, clock!(), thread, op_at!(), target, Some(class));
                }
                if ev_values {
                    let v = Value::Receiver(self.rt.heap.get($recv).id);
                    self.sink.value(clock!(), thread, site!(), v);
                }
                break Flow::Invoke(target, $args);
            }};
        }
        macro_rules! getfield {
            ($slot:expr, $push:ident) => {{
                let r = pop!() as Ref;
                if r == NULL {
                    throw!(npe());
                }
                if ev_field {
                    let id = self.rt.heap.get(r).id;
                    self.sink
                        .op_field(&self.rt, clock!(), thread, op_at!(), Some(id), false);
                }
                let v = match &self.rt.heap.get(r).body {
                    Body::Fields(f) => f[$slot as usize],
                    _ => 0,
                };
                if ev_values {
                    let value = self.field_value(code.site_ref[pc - 1].field.get(), v);
                    self.sink.value(clock!(), thread, site!(), value);
                }
                $push!(v)
            }};
        }
        macro_rules! putfield {
            ($slot:expr, $pop:ident) => {{
                let v = $pop!();
                let r = pop!() as Ref;
                if r == NULL {
                    throw!(npe());
                }
                if ev_field {
                    let id = self.rt.heap.get(r).id;
                    self.sink
                        .op_field(&self.rt, clock!(), thread, op_at!(), Some(id), true);
                }
                if let Body::Fields(f) = &mut self.rt.heap.get_mut(r).body {
                    f[$slot as usize] = v;
                }
            }};
        }
        // Implied outcomes (`EventSink::implies_branch_outcomes`): the
        // decision is `fast::raises_branch_outcome`, the fast loop's too.
        let imply_branch =
            ev_values && ev_block && thread == frame_thread && self.sink.implies_branch_outcomes();
        macro_rules! branch_outcome {
            ($taken:expr, $target:expr) => {
                if fast::raises_branch_outcome(
                    ev_values,
                    imply_branch,
                    $taken,
                    $target as usize,
                    pc,
                    clock!(),
                    self.sched.yield_at,
                ) {
                    let v = Value::Branch(i32::from($taken));
                    self.sink.value(clock!(), thread, site!(), v);
                }
            };
        }
        let fast_loop = !S::ENABLED || self.traced_fast_loop;
        // Traced: the clock at the op the last run of the fast loop in
        // this call left for the full loop (`EventSink::run_continues`);
        // never one less than a clock at first. (A call resumes a thread
        // after others ran: its runs continue none before.)
        let mut left_at = u64::MAX - 1;
        let flow = loop {
            // The simple ops run in the fast loop, which comes back here for
            // any other op (see `fast`). Bought about 2x on tight loops
            // (docs/perf-log.md). Traced runs use it too: it raises the
            // events of the ops it runs itself (an earlier version that came
            // back here at every block marker and event-raising op made
            // traced javac 13% slower).
            if fast_loop {
                let mut regs = fast::Regs {
                    pc,
                    sp,
                    clock_base,
                    base,
                    switched: false,
                    reexec: reexec_pc,
                };
                let cx = fast::CallCtx {
                    table: &self.calls,
                    frames: &mut t.frames,
                    max_frames: t.max_frames,
                    stop,
                };
                let yield_at = self.sched.yield_at;
                // Traced: the loop leaves at once, announcing no run, if
                // the op at `pc` had its start events raised (`fast::run_traced`).
                let runs = !S::ENABLED || reexec_pc != pc;
                let exit = if S::ENABLED {
                    // Not at a block start: the op the full loop ran may
                    // have gone there (a switch, throw, call or return),
                    // and a run's first block is never implied.
                    self.sink.run_continues(
                        clock!() == left_at.wrapping_add(1)
                            && !matches!(ops[pc].get(), Op::BlockStart(_)),
                    );
                    let ev = fast::Events {
                        sink: &mut self.sink,
                        thread,
                        frame_thread,
                    };
                    // One instance of the traced loop per case (see
                    // `fast::run_traced`'s const parameters).
                    macro_rules! traced {
                        ($bc:literal, $imply:literal, $def:literal) => {
                            fast::run_traced::<S, $bc, $imply, $def>(
                                code,
                                stack.0,
                                &mut regs,
                                yield_at,
                                &mut self.rt,
                                cx,
                                ev,
                            )
                        };
                    }
                    if ev_each_bytecode {
                        traced!(true, false, false)
                    } else if ev_bytecode {
                        traced!(false, true, false)
                    } else if groups == crate::events::Groups::DEFAULT {
                        // The default trace's loop: its groups constants.
                        traced!(false, false, true)
                    } else {
                        traced!(false, false, false)
                    }
                } else {
                    fast::run(code, stack.0, &mut regs, yield_at, &mut self.rt, cx)
                };
                (pc, sp, clock_base) = (regs.pc, regs.sp, regs.clock_base);
                if S::ENABLED {
                    // The op left here had its start events raised.
                    reexec_pc = regs.reexec;
                    if runs {
                        left_at = clock!();
                    }
                }
                if regs.switched {
                    // It called or returned: continue in the new innermost frame.
                    fi = t.frames.len() - 1;
                    mid = t.frames[fi].method;
                    base = regs.base;
                    code = self.calls.get(mid).expect("frames run decoded code").code();
                    ops = &code.ops;
                    stack_base = base + usize::from(code.max_locals);
                }
                if exit == fast::Exit::Yield {
                    break Flow::Yield;
                }
            }
            debug_assert!(pc < ops.len());
            // SAFETY: `pc` is always a valid op index: decoding checks that
            // every branch, switch and handler target is an op index and that
            // the last op cannot fall through; `Ret` checks its target below;
            // every other op advances to `pc + 1`, which exists because only
            // the last op may lack a successor.
            // The op is matched in place, so that each arm loads only its
            // own operands. SAFETY (of the reference): ops are only
            // rewritten (`Cell::set`) by arms that copied the op out first
            // and no longer use `opr`.
            let mut opr: &Op = unsafe { &*ops.get_unchecked(pc).as_ptr() };
            if S::ENABLED {
                // Traced code is marked (`Code::mark_blocks`) when the sink
                // wants block events: the first op of a block is a
                // `BlockStart` standing in for the op, so block events need
                // no per-op table look-up.
                if let Op::BlockStart(block) = *opr {
                    if ev_block && pc != reexec_pc {
                        // SAFETY: `bci` has an entry per op. Unchecked, the
                        // load vanishes for sinks that ignore the site
                        // (the recorder's BlockEnter names the block only).
                        let bci = unsafe { *code.bci.get_unchecked(pc) };
                        let site = crate::events::Site { method: mid, bci };
                        self.sink.block_enter(clock!(), thread, site, block);
                    }
                    // SAFETY (of the reference): as for `ops`; marked code
                    // has an op per block, and `block` is the block's number.
                    opr = unsafe { &*code.block_ops.get_unchecked(block as usize).as_ptr() };
                }
                if ev_bytecode && pc != reexec_pc {
                    // SAFETY: `bci` has an entry per op, and so has
                    // `opcodes` in traced code (`Code::mark_opcodes`).
                    let (bci, opcode) =
                        unsafe { (*code.bci.get_unchecked(pc), *code.opcodes.get_unchecked(pc)) };
                    let site = crate::events::Site { method: mid, bci };
                    self.sink.bytecode(clock!(), thread, site, opcode);
                }
            }
            // Code has specialised ops (`fuse::specialise`, behind the
            // block markers in traced code); the fast loop leaves the ones
            // that throw here: run the general op.
            let general: Op;
            if opr.is_specialised() {
                general = opr.first();
                opr = &general;
            }
            pc += 1;
            match *opr {
                Op::Nop => {}
                Op::AconstNull => push!(0),
                Op::Iconst(v) => push!(iv(v)),
                Op::Fconst(bits) => push!(u64::from(bits)),
                Op::Const2(i) => push2!(code.consts[i as usize]),
                Op::Aconst(r) => push!(u64::from(r)),
                // A superinstruction runs as its first instruction here
                // (see `fuse`): traced runs see every instruction.
                Op::Load(n) | Op::LoadLoad(n, _) | Op::LoadConst(n, _) | Op::LoadGetField(n, _) => {
                    push!(stack[base + n as usize])
                }
                Op::Load2(n) => push2!(stack[base + n as usize]),
                Op::Store(n) => {
                    let v = pop!();
                    stack[base + n as usize] = v;
                    if S::ENABLED {
                        self.sink.local_store(frame_thread, n);
                    }
                }
                Op::Store2(n) => {
                    let v = pop2!();
                    stack[base + n as usize] = v;
                }
                Op::Iinc(n, d) | Op::IincGoto(n, d) => {
                    let slot = &mut stack[base + n as usize];
                    *slot = iv((*slot as i32).wrapping_add(i32::from(d)));
                }
                Op::Pop => sp -= 1,
                Op::Pop2 => sp -= 2,
                Op::Dup => {
                    stack[sp] = stack[sp - 1];
                    sp += 1;
                }
                Op::DupX1 => {
                    let (v1, v2) = (stack[sp - 1], stack[sp - 2]);
                    stack[sp - 2] = v1;
                    stack[sp - 1] = v2;
                    stack[sp] = v1;
                    sp += 1;
                }
                Op::DupX2 => {
                    let (v1, v2, v3) = (stack[sp - 1], stack[sp - 2], stack[sp - 3]);
                    stack[sp - 3] = v1;
                    stack[sp - 2] = v3;
                    stack[sp - 1] = v2;
                    stack[sp] = v1;
                    sp += 1;
                }
                Op::Dup2 => {
                    stack[sp] = stack[sp - 2];
                    stack[sp + 1] = stack[sp - 1];
                    sp += 2;
                }
                Op::Dup2X1 => {
                    let (v1, v2, v3) = (stack[sp - 1], stack[sp - 2], stack[sp - 3]);
                    stack[sp - 3] = v2;
                    stack[sp - 2] = v1;
                    stack[sp - 1] = v3;
                    stack[sp] = v2;
                    stack[sp + 1] = v1;
                    sp += 2;
                }
                Op::Dup2X2 => {
                    let (v1, v2, v3, v4) =
                        (stack[sp - 1], stack[sp - 2], stack[sp - 3], stack[sp - 4]);
                    stack[sp - 4] = v2;
                    stack[sp - 3] = v1;
                    stack[sp - 2] = v4;
                    stack[sp - 1] = v3;
                    stack[sp] = v2;
                    stack[sp + 1] = v1;
                    sp += 2;
                }
                Op::Swap => stack.swap(sp - 1, sp - 2),
                Op::Arith(a) => {
                    if fast::divides_by_zero(&stack, sp, a) {
                        throw!(div_zero());
                    }
                    fast::arith(&mut stack, &mut sp, a);
                }
                Op::Conv(c) => fast::conv(&mut stack, &mut sp, c),
                Op::Lcmp | Op::Fcmp(_) | Op::Dcmp(_) => {
                    if let Some((v, pops)) = fast::compare(&stack, sp, *opr) {
                        sp -= pops;
                        push!(iv(v));
                    }
                }
                Op::If(c, target) => {
                    let v = pop!() as i32;
                    let taken = c.test(v, 0);
                    branch_outcome!(taken, target);
                    if taken {
                        jump!(target);
                    }
                }
                Op::IfIcmp(c, target) => {
                    let b = pop!() as i32;
                    let a = pop!() as i32;
                    let taken = c.test(a, b);
                    branch_outcome!(taken, target);
                    if taken {
                        jump!(target);
                    }
                }
                Op::IfAcmp(eq, target) => {
                    let b = pop!();
                    let a = pop!();
                    let taken = (a == b) == eq;
                    branch_outcome!(taken, target);
                    if taken {
                        jump!(target);
                    }
                }
                Op::IfNull(is_null, target) => {
                    let v = pop!();
                    let taken = (v == 0) == is_null;
                    branch_outcome!(taken, target);
                    if taken {
                        jump!(target);
                    }
                }
                Op::Goto(target) => jump!(target),
                Op::Jsr(target) => {
                    push!(pc as u64);
                    jump!(target);
                }
                Op::Ret(n) => {
                    let target = stack[base + n as usize];
                    // The verifier assumed the subroutine returns at the
                    // depth of its `jsr`: check that here.
                    if target >= ops.len() as u64
                        || usize::from(code.depth[target as usize]) != sp - stack_base
                    {
                        throw!(Flow::Throw(Throw::new(
                            "java/lang/VerifyError",
                            "ret to a value that is not a return address"
                        )));
                    }
                    jump!(target);
                }
                Op::Switch(i) => {
                    let key = pop!() as i32;
                    if ev_values {
                        let case = code.switches[i as usize].case_index(key);
                        self.sink
                            .value(clock!(), thread, site!(), Value::Branch(case));
                    }
                    jump!(code.switches[i as usize].target(key));
                }
                Op::Return1 => break Flow::Return(1),
                Op::Return2 => break Flow::Return(2),
                Op::Return => break Flow::Return(0),
                Op::GetStaticQ(wide, slot) => {
                    if ev_field {
                        self.sink
                            .op_field(&self.rt, clock!(), thread, op_at!(), None, false);
                    }
                    let v = self.rt.statics[slot as usize];
                    if ev_values {
                        let value = self.field_value(code.site_ref[pc - 1].field.get(), v);
                        self.sink.value(clock!(), thread, site!(), value);
                    }
                    if wide {
                        push2!(v)
                    } else {
                        push!(v)
                    }
                }
                Op::PutStaticQ(wide, slot) => {
                    if ev_field {
                        self.sink
                            .op_field(&self.rt, clock!(), thread, op_at!(), None, true);
                    }
                    let v = if wide { pop2!() } else { pop!() };
                    self.rt.statics[slot as usize] = v;
                }
                Op::GetFieldQ(slot) => getfield!(slot, push),
                Op::GetField2Q(slot) => getfield!(slot, push2),
                Op::PutFieldQ(slot) => putfield!(slot, pop),
                Op::PutField2Q(slot) => putfield!(slot, pop2),
                Op::ArrayLoad(kind) => {
                    let idx = pop!() as i32;
                    let arr = pop!() as Ref;
                    if arr == NULL {
                        throw!(npe());
                    }
                    let body = &self.rt.heap.get(arr).body;
                    match fast::array_element(body, idx) {
                        Some((v, 1)) => push!(v),
                        Some((v, _)) => push2!(v),
                        None => match body.array_len() {
                            Some(len) => throw!(aioobe(idx, len)),
                            None => throw!(Flow::Throw(Throw::new(
                                "java/lang/VerifyError",
                                "array load from a non-array"
                            ))),
                        },
                    }
                    if ev_arrays {
                        let id = self.rt.heap.get(arr).id;
                        self.sink.array(clock!(), thread, site!(), id, idx, false);
                        if ev_values {
                            let value = match kind {
                                ArrayKind::Long => Value::Int(stack[sp - 2] as i64),
                                ArrayKind::Double => Value::Float(as_f64(stack[sp - 2])),
                                ArrayKind::Float => Value::Float(f64::from(as_f32(stack[sp - 1]))),
                                ArrayKind::Ref => Value::Ref(self.object_id(stack[sp - 1])),
                                _ => Value::Int(i64::from(stack[sp - 1] as i32)),
                            };
                            self.sink.value(clock!(), thread, site!(), value);
                        }
                    }
                }
                Op::ArrayStore(kind) => {
                    let v = if fast::element_slots(kind) == 2 {
                        pop2!()
                    } else {
                        pop!()
                    };
                    let idx = pop!() as i32;
                    let arr = pop!() as Ref;
                    if arr == NULL {
                        throw!(npe());
                    }
                    if kind == ArrayKind::Ref && v != 0 {
                        let ac = self.rt.heap.get(arr).class;
                        if let crate::runtime::ClassKind::Array {
                            component: Some(comp),
                            ..
                        } = self.rt.class(ac).kind
                        {
                            let vc = self.rt.class_of(v as Ref);
                            if !self.rt.is_subtype(vc, comp) {
                                let name = self.rt.class(vc).java_name();
                                throw!(Flow::Throw(Throw::new(
                                    "java/lang/ArrayStoreException",
                                    name
                                )));
                            }
                        }
                    }
                    let body = &mut self.rt.heap.get_mut(arr).body;
                    if !fast::set_array_element(body, idx, v) {
                        match body.array_len() {
                            Some(len) => throw!(aioobe(idx, len)),
                            None => throw!(Flow::Throw(Throw::new(
                                "java/lang/VerifyError",
                                "array store to a non-array"
                            ))),
                        }
                    }
                    if ev_arrays {
                        let id = self.rt.heap.get(arr).id;
                        self.sink.array(clock!(), thread, site!(), id, idx, true);
                    }
                }
                Op::ArrayLength => {
                    let arr = pop!() as Ref;
                    if arr == NULL {
                        throw!(npe());
                    }
                    let len = self.rt.heap.get(arr).body.array_len().unwrap_or(0);
                    push!(iv(len as i32))
                }
                Op::InvokeVirtualQ(vindex, args) => {
                    let recv = stack[sp - args as usize] as Ref;
                    if recv == NULL {
                        throw!(npe());
                    }
                    let class = self.rt.heap.get(recv).class;
                    dispatched!(
                        self.rt.class(class).vtable[vindex as usize],
                        recv,
                        class,
                        args
                    )
                }
                Op::InvokeInterfaceQ(selector, args) => {
                    let recv = stack[sp - args as usize] as Ref;
                    if recv == NULL {
                        throw!(npe());
                    }
                    let cid = self.rt.heap.get(recv).class;
                    // The inline cache: the same receiver class as last time
                    // at this site dispatches to the same method.
                    let cache = &code.icache[pc - 1];
                    let (cached_class, cached_target) = cache.get();
                    if cached_class == cid.wrapping_add(1) {
                        dispatched!(cached_target, recv, cid, u16::from(args))
                    }
                    let class = self.rt.class(cid);
                    match class.itable.binary_search_by_key(&selector, |e| e.0) {
                        Ok(i) => {
                            let target = class.itable[i].1;
                            cache.set((cid.wrapping_add(1), target));
                            dispatched!(target, recv, cid, u16::from(args))
                        }
                        Err(_) => {
                            let msg = format!(
                                "Receiver class {} does not define or inherit an implementation of the resolved method",
                                class.java_name()
                            );
                            throw!(Flow::Throw(Throw::new(
                                "java/lang/AbstractMethodError",
                                msg
                            )))
                        }
                    }
                }
                Op::InvokeDirectQ(target) => {
                    let m = self.rt.method(target);
                    let args = m.arg_slots;
                    if !m.is_static() && stack[sp - args as usize] == 0 {
                        throw!(npe());
                    }
                    if ev_invoke {
                        self.sink
                            .op_invoke(&self.rt, clock!(), thread, op_at!(), target, None);
                    }
                    if ev_values && !self.rt.method(target).is_static() {
                        let recv = stack[sp - args as usize];
                        let v = Value::Receiver(self.object_id(recv));
                        self.sink.value(clock!(), thread, site!(), v);
                    }
                    break Flow::Invoke(target, args);
                }
                Op::InvokeSelectedQ(target) => {
                    let args = self.rt.method(target).arg_slots;
                    let recv = stack[sp - args as usize] as Ref;
                    if recv == NULL {
                        throw!(npe());
                    }
                    dispatched!(target, recv, self.rt.heap.get(recv).class, args)
                }
                Op::NewQ(class) => {
                    match self.rt.heap.admit(self.rt.class(class).instance_size) {
                        Admit::Yes => {}
                        Admit::Collect => break Flow::Gc,
                        Admit::OutOfMemory => throw!(oom()),
                    }
                    let r = self.rt.new_object(class);
                    if ev_alloc {
                        let obj = self.rt.heap.get(r);
                        let (id, size) = (obj.id, u64::from(obj.size));
                        self.sink.allocation(
                            &self.rt,
                            clock!(),
                            thread,
                            crate::events::Allocation {
                                site: site!(),
                                class,
                                length: None,
                                size,
                                object: id,
                            },
                        );
                    }
                    push!(u64::from(r))
                }
                Op::ANewArrayQ(class) => {
                    let n = stack[sp - 1] as i32;
                    if n > crate::runtime::MAX_ARRAY_LENGTH {
                        throw!(Flow::Throw(crate::runtime::array_too_large()));
                    }
                    if let crate::runtime::ClassKind::Array { elem, .. } = self.rt.class(class).kind
                    {
                        let size = self.rt.options.sizes.array_size(elem, n.max(0) as u64);
                        match self.rt.heap.admit(size) {
                            Admit::Yes => {}
                            Admit::Collect => break Flow::Gc,
                            Admit::OutOfMemory => throw!(oom()),
                        }
                    }
                    sp -= 1;
                    match self.rt.new_array(class, n) {
                        Ok(r) => {
                            if ev_alloc {
                                let obj = self.rt.heap.get(r);
                                let (id, size) = (obj.id, u64::from(obj.size));
                                self.sink.allocation(
                                    &self.rt,
                                    clock!(),
                                    thread,
                                    crate::events::Allocation {
                                        site: site!(),
                                        class,
                                        length: Some(n as u32),
                                        size,
                                        object: id,
                                    },
                                );
                            }
                            push!(u64::from(r))
                        }
                        Err(e) => throw!(Flow::Throw(e)),
                    }
                }
                Op::MultiANewArrayQ(class, dims) => {
                    let dims = usize::from(dims);
                    match self.rt.heap.admit(16 * dims as u64) {
                        Admit::Yes => {}
                        Admit::Collect => break Flow::Gc,
                        Admit::OutOfMemory => throw!(oom()),
                    }
                    let counts: smallvec::SmallVec<[i32; 4]> = stack
                        .range(sp - dims, sp)
                        .iter()
                        .map(|&v| v as i32)
                        .collect();
                    sp -= dims;
                    match self.new_multi_array(class, &counts) {
                        Ok(r) => {
                            if ev_alloc {
                                let obj = self.rt.heap.get(r);
                                let (id, size) = (obj.id, u64::from(obj.size));
                                let len = Some(counts[0] as u32);
                                self.sink.allocation(
                                    &self.rt,
                                    clock!(),
                                    thread,
                                    crate::events::Allocation {
                                        site: site!(),
                                        class,
                                        length: len,
                                        size,
                                        object: id,
                                    },
                                );
                            }
                            push!(u64::from(r))
                        }
                        Err(e) => throw!(Flow::Throw(e)),
                    }
                }
                Op::Athrow => {
                    let r = pop!() as Ref;
                    if r == NULL {
                        throw!(npe());
                    }
                    throw!(Flow::Throw(Throw::Object(r)));
                }
                Op::CheckCastQ(class) => {
                    let r = stack[sp - 1] as Ref;
                    if r != NULL {
                        let c = self.rt.heap.get(r).class;
                        if !self.rt.is_subtype(c, class) {
                            let msg = self.cast_message(c, class);
                            throw!(Flow::Throw(Throw::new("java/lang/ClassCastException", msg)));
                        }
                    }
                }
                Op::InstanceOfQ(class) => {
                    let r = pop!() as Ref;
                    let yes = r != NULL && self.rt.is_subtype(self.rt.heap.get(r).class, class);
                    push!(u64::from(yes))
                }
                Op::MonitorEnter => {
                    let r = stack[sp - 1] as Ref;
                    if r == NULL {
                        throw!(npe());
                    }
                    match self.monitor_enter(r) {
                        Ok(true) => {
                            sp -= 1;
                            if S::ENABLED {
                                let id = self.rt.heap.get(r).id;
                                let ev = if self.take_contended() {
                                    crate::events::MonitorEvent::Entered
                                } else {
                                    crate::events::MonitorEvent::Enter
                                };
                                self.sink.monitor(clock!(), thread, site!(), ev, id);
                            }
                        }
                        // Contended: run this op again once woken.
                        Ok(false) => {
                            if S::ENABLED {
                                let id = self.rt.heap.get(r).id;
                                let ev = crate::events::MonitorEvent::ContendedEnter;
                                self.sink.monitor(clock!(), thread, site!(), ev, id);
                            }
                            break Flow::Block;
                        }
                        Err(e) => throw!(Flow::Throw(e)),
                    }
                }
                Op::MonitorExit => {
                    let r = pop!() as Ref;
                    if r == NULL {
                        throw!(npe());
                    }
                    if let Err(e) = self.monitor_exit(r) {
                        throw!(Flow::Throw(e));
                    }
                    if S::ENABLED {
                        let id = self.rt.heap.get(r).id;
                        let ev = crate::events::MonitorEvent::Exit;
                        self.sink.monitor(clock!(), thread, site!(), ev, id);
                    }
                }
                // Markers were resolved above.
                Op::BlockStart(_) => unreachable!("a block marker in the ops of a marker"),
                // Replaced by their general op before the match (above).
                super::ops::specialised_ops!() => unreachable!("a specialised op in the full loop"),
                Op::LdcRef(_)
                | Op::GetStatic(_)
                | Op::PutStatic(_)
                | Op::GetField(_)
                | Op::PutField(_)
                | Op::InvokeVirtual(_)
                | Op::InvokeSpecial(_)
                | Op::InvokeStatic(_)
                | Op::InvokeInterface(_)
                | Op::InvokeDynamic(_)
                | Op::CheckCast(_)
                | Op::InstanceOf(_)
                | Op::NewArray(_)
                | Op::ANewArray(_)
                | Op::MultiANewArray(..)
                | Op::New(_) => {
                    let op = *opr;
                    let resolved = self.resolve_op(mid, pc - 1, op);
                    if let Some(class) = self.sched.resolved_during_init.take() {
                        if resolved.is_ok() {
                            self.quickened_during_init(class, mid, pc - 1, op);
                        }
                    }
                    match resolved {
                        Ok(q) => {
                            code.set_op(pc - 1, q);
                            if !S::ENABLED {
                                super::fuse::fuse_quickened(ops, pc - 1);
                            } else if !ev_bytecode {
                                super::fuse::fuse_quickened_marked(code, pc - 1);
                            }
                            pc -= 1;
                            if S::ENABLED {
                                reexec_pc = pc;
                            }
                        }
                        Err(f) => break f,
                    }
                }
            }
        };

        let frame = &mut t.frames[fi];
        frame.sp = sp as u32;
        if let Flow::Init(_) | Flow::Block | Flow::Gc = flow {
            // The op runs again after initialization: not counted yet.
            frame.pc = pc as u32 - 1;
            frame.reexec = true;
            self.executed = clock_base.wrapping_add(pc as u64 - 1);
        } else {
            frame.pc = pc as u32;
            self.executed = clock_base.wrapping_add(pc as u64);
        }
        flow
    }
}

/// Runs hand-written bytecode through the inner loop, touching every form of
/// unchecked slot access ([`Slots`]: loads, stores, `iinc`, every `dup` and
/// `swap`, long and double pairs, calls that pass arguments in place). Small
/// enough for Miri: `MIRIFLAGS=-Zmiri-disable-isolation cargo +nightly miri
/// test -p rjvm --lib interp::exec` (see docs/fuzzing.md).
#[cfg(test)]
mod tests {
    use crate::classfile::writer::{ClassWriter, Code};
    use crate::classpath::Classpath;
    use crate::interp::{Interpreter, JThread};
    use crate::runtime::{Options, Runtime};

    #[test]
    fn slot_operations_compute_the_expected_values() {
        let mut w = ClassWriter::new("SlotOps", "java/lang/Object", 0x0001);
        // static long twice(long x, int y) { return x * 2 + y; }
        let twice = w.method_ref("SlotOps", "twice", "(JI)J", false);
        let mut c = Code {
            max_stack: 4,
            max_locals: 3,
            ..Code::default()
        };
        // lload_0; iconst_2; i2l; lmul; iload_2; i2l; ladd; lreturn
        c.bytes = vec![0x1e, 0x05, 0x85, 0x69, 0x1c, 0x85, 0x61, 0xad];
        w.add_method(0x0009, "twice", "(JI)J", &c);
        // static int run(int n): s = 0; for (i = 0; i < n; i++) s += 4i + 2 + 16
        // (computed by juggling copies); return (int) twice(s, 3)
        let [t1, t2] = twice.to_be_bytes();
        let mut c = Code {
            max_stack: 8,
            max_locals: 4,
            ..Code::default()
        };
        let mut b: Vec<u8> = vec![
            0x03, 0x3c, // iconst_0; istore_1          s = 0
            0x03, 0x3d, // iconst_0; istore_2          i = 0
        ];
        let head = b.len();
        b.extend_from_slice(&[0x1c, 0x1a, 0xa2, 0, 0]); // iload_2; iload_0; if_icmpge END
        let exit_branch = b.len() - 3;
        b.extend_from_slice(&[
            0x1b, 0x1c, // iload_1; iload_2                  [s i]
            0x59, // dup                                      [s i i]
            0x5a, // dup_x1                                   [s i i i]  (i under i)
            0x5b, // dup_x2                                   [s i i i i]
            0x60, 0x60, 0x60, // iadd x3                      [s 4i]
            0x5f, // swap                                     [4i s]
            0x60, 0x3c, // iadd; istore_1                     s += 4i
            0x0a, 0x5c, 0x61, // lconst_1; dup2; ladd          [2L]
            0x88, 0x1b, 0x60, 0x3c, // l2i; iload_1; iadd; istore_1   s += 2
            0x04, 0x05, 0x06, // iconst_1; iconst_2; iconst_3   [1 2 3]
            0x5d, // dup2_x1                                  [2 3 1 2 3]
            0x5e, // dup2_x2                                  [2 2 3 3 1 2 3]
            0x60, 0x60, 0x60, 0x60, 0x60, 0x60, // iadd x6   16
            0x1b, 0x60, 0x3c, // iload_1; iadd; istore_1    s += 16
            0x84, 0x02, 0x01, // iinc 2 1
            0xa7, 0, 0, // goto HEAD
        ]);
        let back = b.len() - 3;
        let off = (head as i32 - back as i32) as i16;
        b[back + 1..back + 3].copy_from_slice(&off.to_be_bytes());
        let end = b.len();
        let off = (end as i32 - exit_branch as i32) as i16;
        b[exit_branch + 1..exit_branch + 3].copy_from_slice(&off.to_be_bytes());
        // END: return (int) twice(s, 3)
        b.extend_from_slice(&[0x1b, 0x85, 0x06, 0xb8, t1, t2, 0x88, 0xac]);
        c.bytes = b;
        w.add_method(0x0009, "run", "(I)I", &c);
        let bytes = w.finish();

        let mut rt = Runtime::new(Classpath::default(), Options::default());
        rt.bootstrap().unwrap();
        let class = rt.define_class("SlotOps", &bytes, false).unwrap();
        let run = rt.resolve_method(class, "run", "(I)I").unwrap();
        let mut vm = Interpreter::new(rt, crate::events::NullSink);
        vm.verify_class(class).unwrap();
        let opts = vm.rt.options.clone();
        let mut t = JThread::new("main", opts.stack_slots.min(4096), opts.max_frames);
        let n = 5;
        let got = vm.invoke(&mut t, run, &[n]).unwrap() as i32;
        // Each iteration adds 4i + 2 + 16; then twice(s, 3) = 2s + 3.
        let s: i32 = (0..n as i32).map(|i| 4 * i + 18).sum();
        assert_eq!(got, 2 * s + 3);
    }
}
