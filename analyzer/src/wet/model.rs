//! The abstract input of WET construction: a static program model (per
//! method: blocks, successors, instructions and what each one consumes and
//! produces) and a stream of per-thread events. The trace reader and the
//! class-file model implement these; tests build them by hand.

use serde::Serialize;

/// A method, numbered by the producer of the events.
pub type MethodId = u32;

/// A thread, numbered by the producer of the events.
pub type ThreadId = u32;

/// Where a `Move` takes a value from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    /// The `k`-th popped stack slot, 0 being the top.
    Pop(u8),
    /// A local variable slot.
    Local(u16),
}

/// What an instruction does to the operand stack and locals.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// A computation (a WET statement): pops `pops` slots and reads
    /// `local_reads`, then pushes `pushes` slots and writes `local_writes`,
    /// all produced by this instruction.
    Compute {
        /// Stack slots consumed.
        pops: u8,
        /// Stack slots produced.
        pushes: u8,
        /// Local slots read.
        local_reads: Vec<u16>,
        /// Local slots written.
        local_writes: Vec<u16>,
    },
    /// Data movement that computes nothing (`iload`, `istore`, `dup_x1`,
    /// `swap`…): transparent for dependences, which go straight from the
    /// producer to the consumer of the value moved.
    Move {
        /// Stack slots consumed.
        pops: u8,
        /// Slots pushed, bottom first, each a copy of a source.
        pushes: Vec<Source>,
        /// Locals written, each a copy of a source.
        local_writes: Vec<(u16, Source)>,
    },
}

/// A heap access, whose address comes from an [`Event::Address`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Heap {
    /// Reads a field or array element (a data dependence on its last store).
    Load,
    /// Writes a field or array element.
    Store,
}

/// One bytecode instruction of a block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instr {
    /// Bytecode index in the method.
    pub bci: u32,
    /// The opcode, for display only.
    pub opcode: u8,
    /// Stack and local effect.
    pub effect: Effect,
    /// Heap access, if any.
    pub heap: Option<Heap>,
    /// For invokes: stack slots the callee's result takes (0 for `void`).
    /// The popped slots are the arguments, which become the callee's locals
    /// `0..pops` (deepest first).
    pub invoke_returns: Option<u8>,
    /// Returns from the method with the popped value(s) as the result.
    pub returns: bool,
    /// A predicate (conditional branch or switch): blocks control
    /// dependent on this block depend on its instances.
    pub branch: bool,
}

impl Instr {
    /// A computation with the given stack effect and no locals.
    pub fn compute(bci: u32, opcode: u8, pops: u8, pushes: u8) -> Instr {
        Instr {
            bci,
            opcode,
            effect: Effect::Compute {
                pops,
                pushes,
                local_reads: Vec::new(),
                local_writes: Vec::new(),
            },
            heap: None,
            invoke_returns: None,
            returns: false,
            branch: false,
        }
    }

    /// A pure data move.
    pub fn moves(
        bci: u32,
        opcode: u8,
        pops: u8,
        pushes: Vec<Source>,
        local_writes: Vec<(u16, Source)>,
    ) -> Instr {
        Instr {
            effect: Effect::Move {
                pops,
                pushes,
                local_writes,
            },
            ..Instr::compute(bci, opcode, 0, 0)
        }
    }

    /// Whether the instruction is a WET statement (not a transparent move).
    pub fn is_statement(&self) -> bool {
        matches!(self.effect, Effect::Compute { .. })
    }
}

/// The static program, as construction and queries need it.
pub trait ProgramModel {
    /// Number of basic blocks of `method` (0 if unknown).
    fn block_count(&self, method: MethodId) -> usize;
    /// Successors of `block`, including exception handler edges if known.
    fn successors(&self, method: MethodId, block: u32) -> &[u32];
    /// The instructions of `block`, in order.
    fn instructions(&self, method: MethodId, block: u32) -> &[Instr];
}

/// Kind of a recorded value, for display.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum ValueKind {
    /// An `int`, `long`, `char`… (sign-extended bits).
    Int,
    /// A `float` or `double` (IEEE bits).
    Float,
    /// An object id (0 = null), e.g. an allocation or a reference load.
    Ref,
    /// A branch outcome (0 = fall through, 1 = taken; switch: arm index).
    Branch,
    /// The receiver object id of an invoke.
    Receiver,
}

/// One event of one thread, in the order the threads executed them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// `thread` enters `method`; its first `BlockEnter` follows.
    MethodEnter {
        /// The thread.
        thread: ThreadId,
        /// The method entered.
        method: MethodId,
    },
    /// `thread` enters `method` without an invoke of its current frame: a
    /// class initializer run by the instruction being executed, or a call
    /// made by native code or the VM. Its parameters have no known
    /// producers; the calling frame's path ends at the current block.
    VmEnter {
        /// The thread.
        thread: ThreadId,
        /// The method entered.
        method: MethodId,
    },
    /// The instruction at `bci` of the current block threw: the rest of
    /// the block does not execute.
    Throw {
        /// The thread.
        thread: ThreadId,
        /// The throwing instruction.
        bci: u32,
    },
    /// The current method catches the thread's exception: the operand
    /// stack becomes the exception object (produced by the throwing
    /// instance) and the handler's `BlockEnter` follows.
    Catch {
        /// The thread.
        thread: ThreadId,
    },
    /// `thread` leaves its current method (normally or by exception).
    MethodExit {
        /// The thread.
        thread: ThreadId,
    },
    /// `thread` starts executing `block` of its current method.
    BlockEnter {
        /// The thread.
        thread: ThreadId,
        /// Block index in the current method.
        block: u32,
    },
    /// The instruction at `bci` of the current block produced `value`.
    Value {
        /// The thread.
        thread: ThreadId,
        /// The instruction.
        bci: u32,
        /// What kind of value.
        kind: ValueKind,
        /// The value's bits.
        value: u64,
    },
    /// The load or store at `bci` of the current block accesses field
    /// `slot` of `object` (`array == false`) or element `slot` of array
    /// `object`. Comes before the access's `Value`, if any.
    Address {
        /// The thread.
        thread: ThreadId,
        /// The instruction.
        bci: u32,
        /// Object or array id.
        object: u64,
        /// Field id or element index.
        slot: u64,
        /// Array element rather than field.
        array: bool,
    },
    /// The garbage collector found `object` dead: no later access can
    /// reach its fields or elements, so the builder forgets their stores.
    ObjectDeath {
        /// The thread that ran the collection.
        thread: ThreadId,
        /// The dead object or array.
        object: u64,
    },
}

impl Event {
    /// The thread of the event.
    pub fn thread(&self) -> ThreadId {
        match *self {
            Event::MethodEnter { thread, .. }
            | Event::VmEnter { thread, .. }
            | Event::Throw { thread, .. }
            | Event::Catch { thread }
            | Event::MethodExit { thread }
            | Event::BlockEnter { thread, .. }
            | Event::Value { thread, .. }
            | Event::Address { thread, .. }
            | Event::ObjectDeath { thread, .. } => thread,
        }
    }
}

/// A simple owned [`ProgramModel`]: per method, per block, successors and
/// instructions (tests, and small adapters).
#[derive(Clone, Debug, Default)]
pub struct SimpleModel {
    /// `methods[m][b] = (successors, instructions)`.
    pub methods: Vec<Vec<(Vec<u32>, Vec<Instr>)>>,
}

impl ProgramModel for SimpleModel {
    fn block_count(&self, method: MethodId) -> usize {
        self.methods.get(method as usize).map_or(0, |m| m.len())
    }
    fn successors(&self, method: MethodId, block: u32) -> &[u32] {
        &self.methods[method as usize][block as usize].0
    }
    fn instructions(&self, method: MethodId, block: u32) -> &[Instr] {
        &self.methods[method as usize][block as usize].1
    }
}
