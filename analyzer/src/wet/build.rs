//! One-pass WET construction from per-thread events and a program model.
//!
//! Per thread the builder keeps a shadow call stack: per frame the open
//! Ball–Larus path, the producer (instruction instance) of every operand
//! stack slot and local, and the last instance of every predicate block;
//! and one shadow heap maps each field and array element to its last store.
//! Instructions of a block are simulated lazily, up to the instruction an
//! `Address` or `Value` event names, so producers are known when values
//! arrive. When a path instance ends, its timestamp, values and non-local
//! dependences go to its node's streams; dependences within the instance
//! are only counted. Builder memory is the compressed WET plus the shadow
//! state (frames, heap map, unique-value maps), not the event count.
//!
//! Not modelled yet: exceptions thrown in the middle of a block (the rest
//! of the block is still simulated), native code writing the heap
//! (`arraycopy`), and the exception object on a handler's stack.

use ahash::AHashMap as HashMap;
use std::rc::Rc;

use super::ballarus::{PathEncoder, PathNumbering};
use super::bits::grow;
use super::cdg::control_dependences;
use super::flow::{apply, Operand};
use super::graph::{Component, Edge, EdgeLabel, Lane, Node, NodeId, Site, Sizes, Wet, WetStats};
use super::model::{Event, Heap, MethodId, ProgramModel, ThreadId};
use super::shadow::{ShadowHeap, Store};
use super::stream::{Stream, StreamBuilder, SELECTION_PREFIX};

/// An instruction instance: the producer of a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Producer {
    thread: ThreadId,
    ts: u64,
    method: MethodId,
    bci: u32,
}

/// Static facts about a method, computed once.
struct MethodInfo {
    numbering: PathNumbering,
    cd: Vec<Vec<u32>>,
    is_cd_source: Vec<bool>,
}

/// The path instance being executed by a frame.
struct OpenPath {
    ts: u64,
    values: Vec<((u32, Component), u64)>,
    deps: Vec<(u32, Operand, Producer)>,
}

struct Frame {
    method: MethodId,
    info: Rc<MethodInfo>,
    encoder: PathEncoder,
    open: Option<OpenPath>,
    /// Current block and index of its next instruction to simulate.
    block: Option<(u32, usize)>,
    stack: Vec<Option<Producer>>,
    locals: Vec<Option<Producer>>,
    /// Last instance (thread sequence number, branch instance) per
    /// predicate block.
    last_pred: HashMap<u32, (u64, Producer)>,
    /// The invoke that called this frame.
    caller: Option<Producer>,
    /// The next block starts a new path (the last one ended in an invoke).
    cut_next: bool,
    /// An invoke simulated but not yet entered: (instance, result slots,
    /// argument producers deepest first).
    pending_invoke: Option<(Producer, u8, Vec<Option<Producer>>)>,
    /// An invoke whose callee is running: (instance, result slots).
    awaiting: Option<(Producer, u8)>,
    /// The heap address of the next load or store.
    pending_addr: Option<(u32, (u64, u64, bool))>,
    /// The return instruction that ended this frame.
    result: Option<Producer>,
    /// The throwing instance whose exception this frame caught: the
    /// control parent of the handler's first block.
    caught: Option<Producer>,
}

#[derive(Default)]
struct ThreadState {
    frames: Vec<Frame>,
    /// The instance that threw the exception in flight.
    thrown: Option<Producer>,
    next_ts: u64,
    seq: u64,
}

/// A site stops deduplicating its values (see [`SiteBuilder::record`])
/// once it has this many distinct values and more than half of its
/// values were new, or [`DIRECT_ALWAYS`] distinct values.
const DIRECT_MIN: usize = 1 << 10;
/// See [`DIRECT_MIN`].
const DIRECT_ALWAYS: usize = 1 << 16;

/// A site's value map: distinct value → its index in the site's
/// `uniques`, open addressing with linear probing over two flat arrays
/// (12 bytes a slot, against 17 for a `HashMap<u64, u32>` bucket), at most
/// 7/8 full, growing by half.
#[derive(Default)]
struct ValueIndex {
    keys: Vec<u64>,
    /// Index + 1 of the key in the slot; 0 = empty slot.
    slots: Vec<u32>,
    len: usize,
}

impl ValueIndex {
    fn slot(&self, value: u64) -> usize {
        let h = value.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        ((h as u128 * self.slots.len() as u128) >> 64) as usize
    }

    /// The index of `value`, inserting it as `len()` if it is new.
    fn get_or_insert(&mut self, value: u64) -> u32 {
        if 8 * (self.len + 1) > 7 * self.slots.len() {
            self.grow();
        }
        let cap = self.slots.len();
        let mut i = self.slot(value);
        loop {
            match self.slots[i] {
                0 => {
                    self.keys[i] = value;
                    self.len += 1;
                    self.slots[i] = self.len as u32;
                    return self.len as u32 - 1;
                }
                k if self.keys[i] == value => return k - 1,
                _ => i = if i + 1 == cap { 0 } else { i + 1 },
            }
        }
    }

    fn grow(&mut self) {
        // By half, not doubling: the maps are a large part of the builder.
        let cap = (self.slots.len() + self.slots.len() / 2).max(4);
        let keys = std::mem::replace(&mut self.keys, vec![0; cap]);
        let slots = std::mem::replace(&mut self.slots, vec![0; cap]);
        for (k, v) in keys.into_iter().zip(slots) {
            if v != 0 {
                let mut i = self.slot(k);
                while self.slots[i] != 0 {
                    i = if i + 1 == cap { 0 } else { i + 1 };
                }
                self.keys[i] = k;
                self.slots[i] = v;
            }
        }
    }

    fn len(&self) -> usize {
        self.len
    }

    fn heap_bytes(&self) -> u64 {
        12 * self.slots.capacity() as u64
    }
}

struct SiteBuilder {
    bci: u32,
    comp: Component,
    /// Distinct value → its index in `uniques`, while deduplicating.
    index: ValueIndex,
    /// Values recorded.
    seen: u64,
    /// Every value is appended to `uniques` (no `index` kept).
    direct: bool,
    uniques: StreamBuilder,
    pattern: StreamBuilder,
}

impl SiteBuilder {
    /// Records `value`: returns its index in `uniques`. Values are
    /// deduplicated (tier 1) while that pays; a site whose values are
    /// mostly new (object ids of allocations, say) goes *direct*: from
    /// then on every value is appended and its pattern entry counts up, so
    /// its value map, which would grow with the trace, is dropped. The
    /// format is the same (pattern entry `k + 1` names `uniques[k]`).
    fn record(&mut self, value: u64) -> u64 {
        self.seen += 1;
        if self.direct {
            self.uniques.push(value);
            return self.uniques.len() - 1;
        }
        let next = self.index.len() as u32;
        let k = self.index.get_or_insert(value);
        if k == next {
            self.uniques.push(value);
        }
        let distinct = self.index.len();
        if k == next
            && (distinct >= DIRECT_ALWAYS
                || (distinct >= DIRECT_MIN && 2 * distinct as u64 > self.seen))
        {
            self.direct = true;
            self.index = ValueIndex::default();
        }
        k as u64
    }
}

struct LaneBuilder {
    thread: ThreadId,
    ts: StreamBuilder,
    sites: Vec<SiteBuilder>,
    site_index: HashMap<(u32, Component), usize>,
}

struct NodeBuilder {
    method: MethodId,
    path: u64,
    blocks: Vec<u32>,
    lanes: Vec<LaneBuilder>,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct EdgeKey {
    node: NodeId,
    thread: ThreadId,
    bci: u32,
    operand: Operand,
    src_thread: ThreadId,
    src_method: MethodId,
    src_bci: u32,
}

/// The label of one edge under construction: the positions of its
/// dependent instances in their lane (kept as a count while they are
/// `0, 1, 2…`, the usual case, and only materialized at the first gap) and
/// per instance the source timestamp, as a difference from the dependent
/// timestamp or as itself: both are compressed for the first
/// [`SELECTION_PREFIX`] instances, then the smaller is kept (a source a
/// fixed distance back gives constant differences; a source that stays
/// put while the dependent moves on, such as a field stored once and read
/// in a loop, gives a constant timestamp).
#[derive(Clone, Default)]
struct EdgeBuilder {
    prefix: u64,
    dst_pos: Option<StreamBuilder>,
    /// Differences, or source timestamps once `absolute` was chosen.
    delta: StreamBuilder,
    /// Source timestamps while the choice is open.
    source: StreamBuilder,
    decided: bool,
    absolute: bool,
}

impl EdgeBuilder {
    fn push(&mut self, position: u64, dst_ts: u64, src_ts: u64) {
        match &mut self.dst_pos {
            None if position == self.prefix => self.prefix += 1,
            None => {
                let mut s = StreamBuilder::new();
                for i in 0..self.prefix {
                    s.push(i);
                }
                s.push(position);
                self.dst_pos = Some(s);
            }
            Some(s) => s.push(position),
        }
        let delta = dst_ts.wrapping_sub(src_ts);
        if self.decided {
            self.delta.push(if self.absolute { src_ts } else { delta });
            return;
        }
        self.delta.push(delta);
        self.source.push(src_ts);
        if self.delta.len() >= SELECTION_PREFIX as u64 {
            self.decided = true;
            let source = std::mem::take(&mut self.source);
            if source.held_bytes() < self.delta.held_bytes() {
                self.absolute = true;
                self.delta = source;
            }
        }
    }

    /// The label, for an edge whose lane has `lane_len` instances.
    fn finish(self, lane_len: u64) -> EdgeLabel {
        let dst_pos = match self.dst_pos {
            Some(s) => Some(s.finish()),
            None if self.prefix == lane_len => None,
            None => Some(super::stream::compress(
                &(0..self.prefix).collect::<Vec<_>>(),
            )),
        };
        let (absolute, delta) = if self.decided {
            (self.absolute, self.delta.finish())
        } else {
            let delta = self.delta.finish();
            let source = self.source.finish();
            if source.size_bytes() < delta.size_bytes() {
                (true, source)
            } else {
                (false, delta)
            }
        };
        EdgeLabel {
            dst_pos,
            absolute,
            delta,
        }
    }
}

/// Heap bytes a [`WetBuilder`] holds, by part (approximate: capacities
/// of its vectors and tables, not allocator overhead). `wet build --stats`
/// reports them as they stood when the last event was consumed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct BuilderMemory {
    /// Node timestamp, pattern and value streams under construction.
    pub node_streams: u64,
    /// Value maps of the sites that deduplicate.
    pub value_maps: u64,
    /// Edge label streams under construction, and the edge index.
    pub edges: u64,
    /// The shadow heap.
    pub shadow_heap: u64,
    /// Shadow frames (operand stacks, locals, open path instances).
    pub frames: u64,
}

/// Builds a [`Wet`] from events in one pass. The program model is passed
/// with every event, so it may grow while the events stream in (classes
/// loaded during the run).
pub struct WetBuilder {
    methods: HashMap<MethodId, Rc<MethodInfo>>,
    threads: HashMap<ThreadId, ThreadState>,
    thread_order: Vec<ThreadId>,
    nodes: Vec<NodeBuilder>,
    node_index: HashMap<(MethodId, u64), NodeId>,
    /// Index of every edge in `edge_builders`.
    edges: HashMap<EdgeKey, u32>,
    /// Edges in order of first instance, with their labels so far.
    edge_builders: Vec<(EdgeKey, EdgeBuilder)>,
    /// Edges whose label has so far been equal to an earlier edge's (its
    /// *leader*), instance for instance: follower → leader. A follower
    /// keeps no streams of its own until it differs (see
    /// [`WetBuilder::push_edges`]).
    follows: HashMap<u32, u32>,
    /// Leader → its followers.
    followers: HashMap<u32, Vec<u32>>,
    /// Shadow heap: per object (0 for static fields), the last store to
    /// each of its fields and elements. An object's entries go when it
    /// dies.
    heap: ShadowHeap,
    stats: WetStats,
}

impl Default for WetBuilder {
    fn default() -> Self {
        WetBuilder::new()
    }
}

impl WetBuilder {
    /// An empty builder.
    pub fn new() -> WetBuilder {
        WetBuilder {
            methods: HashMap::new(),
            threads: HashMap::new(),
            thread_order: Vec::new(),
            nodes: Vec::new(),
            node_index: HashMap::new(),
            edges: HashMap::new(),
            edge_builders: Vec::new(),
            follows: HashMap::new(),
            followers: HashMap::new(),
            heap: ShadowHeap::new(),
            stats: WetStats::default(),
        }
    }

    fn method_info(&mut self, model: &dyn ProgramModel, method: MethodId) -> Rc<MethodInfo> {
        self.methods
            .entry(method)
            .or_insert_with(|| {
                let n = model.block_count(method);
                let succs: Vec<Vec<u32>> = (0..n as u32)
                    .map(|b| model.successors(method, b).to_vec())
                    .collect();
                let cd = control_dependences(&succs);
                let mut is_cd_source = vec![false; n];
                for c in &cd {
                    for &p in c {
                        is_cd_source[p as usize] = true;
                    }
                }
                Rc::new(MethodInfo {
                    numbering: PathNumbering::new(&succs),
                    cd,
                    is_cd_source,
                })
            })
            .clone()
    }

    fn thread(&mut self, thread: ThreadId) -> &mut ThreadState {
        if !self.threads.contains_key(&thread) {
            self.thread_order.push(thread);
        }
        self.threads.entry(thread).or_default()
    }

    /// Consumes one event. Events of a thread without a current method
    /// (other than `MethodEnter`) are ignored.
    pub fn push(&mut self, model: &dyn ProgramModel, event: &Event) {
        match *event {
            Event::MethodEnter { thread, method } => self.method_enter(model, thread, method, true),
            Event::VmEnter { thread, method } => self.method_enter(model, thread, method, false),
            Event::Throw { thread, bci } => self.throw(model, thread, bci),
            Event::Catch { thread } => self.catch(thread),
            Event::MethodExit { thread } => self.method_exit(model, thread),
            Event::BlockEnter { thread, block } => self.block_enter(model, thread, block),
            Event::Value {
                thread,
                bci,
                kind,
                value,
            } => {
                self.run_to(model, thread, bci, true);
                self.record(thread, bci, Component::Value(kind), value);
            }
            Event::Address {
                thread,
                bci,
                object,
                slot,
                array,
            } => {
                self.run_to(model, thread, bci, false);
                if let Some(f) = self.thread(thread).frames.last_mut() {
                    f.pending_addr = Some((bci, (object, slot, array)));
                }
                self.record(thread, bci, Component::Object, object);
                self.record(
                    thread,
                    bci,
                    if array {
                        Component::Element
                    } else {
                        Component::Field
                    },
                    slot,
                );
            }
            Event::ObjectDeath { object, .. } => {
                self.heap.drop_object(object);
            }
        }
    }

    fn record(&mut self, thread: ThreadId, bci: u32, comp: Component, value: u64) {
        let Some(open) = self
            .thread(thread)
            .frames
            .last_mut()
            .and_then(|f| f.open.as_mut())
        else {
            return;
        };
        match open.values.iter_mut().find(|(k, _)| *k == (bci, comp)) {
            Some(slot) => slot.1 = value,
            None => open.values.push(((bci, comp), value)),
        }
        self.stats.values += 1;
    }

    /// A frame for `method`: called by the invoke the current frame is at
    /// (`invoked`), or by the VM in the middle of the current block.
    fn method_enter(
        &mut self,
        model: &dyn ProgramModel,
        thread: ThreadId,
        method: MethodId,
        invoked: bool,
    ) {
        let info = self.method_info(model, method);
        if invoked {
            self.run_to_end(model, thread);
            // The caller's path ends at the invoke.
            self.close_path(model, thread);
        } else if let Some(f) = self.thread(thread).frames.last_mut() {
            // The rest of the current block runs after the callee returns,
            // in the same path instance; the next block starts a new one.
            f.cut_next = true;
        }
        let (caller, args) = if !invoked {
            (None, Vec::new())
        } else {
            let state = self.thread(thread);
            match state.frames.last_mut() {
                Some(f) => match f.pending_invoke.take() {
                    Some((p, returns, args)) => {
                        f.awaiting = Some((p, returns));
                        (Some(p), args)
                    }
                    None => (None, Vec::new()),
                },
                None => (None, Vec::new()),
            }
        };
        self.thread(thread).frames.push(Frame {
            method,
            info,
            encoder: PathEncoder::default(),
            open: None,
            block: None,
            stack: Vec::new(),
            locals: args,
            last_pred: HashMap::new(),
            caller,
            cut_next: false,
            pending_invoke: None,
            awaiting: None,
            pending_addr: None,
            result: None,
            caught: None,
        });
    }

    fn method_exit(&mut self, model: &dyn ProgramModel, thread: ThreadId) {
        self.run_to_end(model, thread);
        self.close_path(model, thread);
        let state = self.thread(thread);
        let Some(frame) = state.frames.pop() else {
            return;
        };
        if let Some(caller) = state.frames.last_mut() {
            if let Some((invoke, returns)) = caller.awaiting.take() {
                // A native method's result comes from the invoke itself.
                let result = frame.result.unwrap_or(invoke);
                for _ in 0..returns {
                    caller.stack.push(Some(result));
                }
            }
        }
    }

    fn block_enter(&mut self, model: &dyn ProgramModel, thread: ThreadId, block: u32) {
        self.run_to_end(model, thread);
        let mut close = false;
        {
            let state = self.thread(thread);
            let Some(f) = state.frames.last_mut() else {
                return;
            };
            // A native invoke: its result comes from the invoke itself.
            if let Some((p, returns, _)) = f.pending_invoke.take() {
                for _ in 0..returns {
                    f.stack.push(Some(p));
                }
            }
            if f.cut_next {
                f.cut_next = false;
                close = true;
            }
        }
        if close {
            self.close_path(model, thread);
        }
        let state = self.threads.get_mut(&thread).expect("thread");
        let f = state.frames.last_mut().expect("frame");
        let info = f.info.clone();
        if block as usize >= info.numbering.num_blocks() {
            return;
        }
        let extends = f.encoder.is_open()
            && info
                .numbering
                .edge_value(f.encoder.last_block().unwrap(), block)
                .is_some();
        let mut closed = None;
        if !extends {
            closed = f.encoder.finish().zip(f.open.take());
        }
        f.encoder.push(&info.numbering, block);
        if f.open.is_none() {
            f.open = Some(OpenPath {
                ts: state.next_ts,
                values: Vec::new(),
                deps: Vec::new(),
            });
            state.next_ts += 1;
            self.stats.paths += 1;
        }
        state.seq += 1;
        let seq = state.seq;
        let method = f.method;
        let ts = f.open.as_ref().expect("open path").ts;
        self.stats.blocks += 1;
        // Control dependence: the latest instance of a predicate block this
        // block depends on, else the invoke that called the method.
        // A handler's first block depends on the instance that threw.
        let parent = f.caught.take().or_else(|| {
            info.cd[block as usize]
                .iter()
                .filter_map(|p| f.last_pred.get(p))
                .max_by_key(|(s, _)| *s)
                .map(|&(_, p)| p)
                .or(f.caller)
        });
        let instrs = model.instructions(method, block);
        if let Some(p) = parent {
            self.stats.dependences += 1;
            if !(p.thread == thread && p.ts == ts) {
                if let Some(first) = instrs.first() {
                    f.open
                        .as_mut()
                        .expect("open")
                        .deps
                        .push((first.bci, Operand::Control, p));
                }
            }
        }
        if info.is_cd_source[block as usize] {
            if let Some(last) = instrs.last() {
                f.last_pred.insert(
                    block,
                    (
                        seq,
                        Producer {
                            thread,
                            ts,
                            method,
                            bci: last.bci,
                        },
                    ),
                );
            }
        }
        f.block = Some((block, 0));
        if let Some((id, open)) = closed {
            self.flush(model, thread, method, id, open);
        }
    }

    /// The instruction at `bci` threw: simulate it, skip the rest of its
    /// block, remember it as the producer of the exception.
    fn throw(&mut self, model: &dyn ProgramModel, thread: ThreadId, bci: u32) {
        self.run_to(model, thread, bci, true);
        let state = self.thread(thread);
        state.thrown = None;
        let Some(f) = state.frames.last_mut() else {
            return;
        };
        let (Some((block, _)), Some(open)) = (f.block, f.open.as_ref()) else {
            return;
        };
        let instrs = model.instructions(f.method, block);
        if instrs.iter().any(|i| i.bci == bci) {
            state.thrown = Some(Producer {
                thread,
                ts: open.ts,
                method: f.method,
                bci,
            });
        }
        f.block = Some((block, instrs.len()));
    }

    /// The current frame catches the exception in flight.
    fn catch(&mut self, thread: ThreadId) {
        let state = self.thread(thread);
        let thrown = state.thrown.take();
        if let Some(f) = state.frames.last_mut() {
            f.stack.clear();
            f.stack.push(thrown);
            f.caught = thrown;
            f.pending_invoke = None;
            f.awaiting = None;
        }
    }

    /// Simulates the current block's instructions up to `bci` (included or
    /// not).
    fn run_to(&mut self, model: &dyn ProgramModel, thread: ThreadId, bci: u32, inclusive: bool) {
        self.simulate(model, thread, Some((bci, inclusive)));
    }

    fn run_to_end(&mut self, model: &dyn ProgramModel, thread: ThreadId) {
        self.simulate(model, thread, None);
    }

    fn simulate(&mut self, model: &dyn ProgramModel, thread: ThreadId, stop: Option<(u32, bool)>) {
        let Some(state) = self.threads.get_mut(&thread) else {
            return;
        };
        let Some(f) = state.frames.last_mut() else {
            return;
        };
        let Some((block, mut next)) = f.block else {
            return;
        };
        let Some(ts) = f.open.as_ref().map(|o| o.ts) else {
            return;
        };
        let instrs = model.instructions(f.method, block);
        let mut ops = Vec::new();
        while let Some(instr) = instrs.get(next) {
            if stop == Some((instr.bci, false)) {
                break;
            }
            next += 1;
            self.stats.instructions += 1;
            let me = Producer {
                thread,
                ts,
                method: f.method,
                bci: instr.bci,
            };
            ops.clear();
            apply(instr, &mut f.stack, &mut f.locals, me, &mut ops);
            if let Some(returns) = instr.invoke_returns {
                // Arguments, deepest first, become the callee's locals.
                let args = ops.iter().rev().map(|&(_, p)| p).collect();
                f.pending_invoke = Some((me, returns, args));
                f.cut_next = true;
            }
            if instr.returns {
                f.result = Some(me);
            }
            if let Some(heap) = instr.heap {
                let addr = match f.pending_addr.take() {
                    Some((b, a)) if b == instr.bci => Some(a),
                    _ => None,
                };
                if let Some(a) = addr {
                    match heap {
                        Heap::Load => ops.push((
                            Operand::Heap,
                            self.heap.load(a.0, a.1, a.2).map(|s| Producer {
                                thread: s.thread,
                                ts: s.ts,
                                method: s.method,
                                bci: s.bci,
                            }),
                        )),
                        Heap::Store => self.heap.store(
                            a.0,
                            a.1,
                            a.2,
                            Store {
                                thread,
                                method: me.method,
                                bci: me.bci,
                                ts,
                            },
                        ),
                    }
                }
            }
            let open = f.open.as_mut().expect("open path");
            for &(operand, p) in &ops {
                if let Some(p) = p {
                    self.stats.dependences += 1;
                    // Heap dependences depend on addresses, so even those
                    // within one path instance are stored.
                    if operand == Operand::Heap || !(p.thread == thread && p.ts == ts) {
                        open.deps.push((instr.bci, operand, p));
                    }
                }
            }
            if stop.is_some_and(|(b, _)| b == instr.bci) {
                break;
            }
        }
        f.block = Some((block, next));
    }

    /// Ends the current frame's open path.
    fn close_path(&mut self, model: &dyn ProgramModel, thread: ThreadId) {
        let Some(f) = self
            .threads
            .get_mut(&thread)
            .and_then(|s| s.frames.last_mut())
        else {
            return;
        };
        let method = f.method;
        if let Some((id, open)) = f.encoder.finish().zip(f.open.take()) {
            self.flush(model, thread, method, id, open);
        }
    }

    /// Stores a finished path instance in its node and edges.
    fn flush(
        &mut self,
        model: &dyn ProgramModel,
        thread: ThreadId,
        method: MethodId,
        path: u64,
        open: OpenPath,
    ) {
        let node = match self.node_index.get(&(method, path)) {
            Some(&n) => n,
            None => {
                let info = self.method_info(model, method);
                let blocks = info.numbering.decode(path).expect("valid path id");
                let n = self.nodes.len() as NodeId;
                self.nodes.push(NodeBuilder {
                    method,
                    path,
                    blocks,
                    lanes: Vec::new(),
                });
                self.node_index.insert((method, path), n);
                n
            }
        };
        let nb = &mut self.nodes[node as usize];
        let lane = match nb.lanes.iter().position(|l| l.thread == thread) {
            Some(i) => &mut nb.lanes[i],
            None => {
                nb.lanes.push(LaneBuilder {
                    thread,
                    ts: StreamBuilder::new(),
                    sites: Vec::new(),
                    site_index: HashMap::new(),
                });
                nb.lanes.last_mut().expect("lane")
            }
        };
        let instance = lane.ts.len();
        lane.ts.push(open.ts);
        let mut entries = vec![0u64; lane.sites.len()];
        for &(key, value) in &open.values {
            let i = *lane.site_index.entry(key).or_insert_with(|| {
                let mut pattern = StreamBuilder::new();
                for _ in 0..instance {
                    pattern.push(0);
                }
                lane.sites.push(SiteBuilder {
                    bci: key.0,
                    comp: key.1,
                    index: ValueIndex::default(),
                    seen: 0,
                    direct: false,
                    uniques: StreamBuilder::new(),
                    pattern,
                });
                entries.push(0);
                lane.sites.len() - 1
            });
            entries[i] = lane.sites[i].record(value) + 1;
        }
        for (site, e) in lane.sites.iter_mut().zip(entries) {
            site.pattern.push(e);
        }
        let mut pushes = Vec::with_capacity(open.deps.len());
        let mut created = Vec::new();
        for (bci, operand, p) in open.deps {
            let key = EdgeKey {
                node,
                thread,
                bci,
                operand,
                src_thread: p.thread,
                src_method: p.method,
                src_bci: p.bci,
            };
            let builders = &mut self.edge_builders;
            let i = *self.edges.entry(key).or_insert_with(|| {
                grow(builders, 1);
                builders.push((key, EdgeBuilder::default()));
                created.push(builders.len() as u32 - 1);
                builders.len() as u32 - 1
            });
            pushes.push((i, p.ts));
            self.stats.nonlocal_dependences += 1;
        }
        self.push_edges(instance, open.ts, pushes, &created);
    }

    /// Adds one path instance's dependences (edge, source timestamp) to
    /// their edges' labels; `created` are the edges new in this instance.
    ///
    /// Edges of one lane often have equal labels (two operands produced in
    /// the same earlier instance): `finish` stores such labels once, and
    /// so that the builder does not hold them twice either, an edge
    /// created in the same instance as an earlier one with the same
    /// sources *follows* it: it stores nothing while every instance gives
    /// both the same sources. At the first instance where they differ the
    /// follower gets a copy of its leader's label so far and goes on
    /// alone.
    fn push_edges(&mut self, instance: u64, ts: u64, mut pushes: Vec<(u32, u64)>, created: &[u32]) {
        if !self.follows.is_empty() || created.len() > 1 {
            // The sources of every edge in this instance (usually one).
            let mut sorted = pushes.clone();
            sorted.sort_by_key(|&(e, _)| e);
            let sources = |e: u32| -> &[(u32, u64)] {
                let start = sorted.partition_point(|&(x, _)| x < e);
                let end = sorted.partition_point(|&(x, _)| x <= e);
                &sorted[start..end]
            };
            let same = |a: u32, b: u32| {
                let (x, y) = (sources(a), sources(b));
                x.len() == y.len() && x.iter().zip(y).all(|(p, q)| p.1 == q.1)
            };
            // Followers that differ from their leader from now on.
            let mut check: Vec<u32> = Vec::new();
            for &(e, _) in &pushes {
                if self.follows.contains_key(&e) {
                    check.push(e);
                }
                if let Some(f) = self.followers.get(&e) {
                    check.extend_from_slice(f);
                }
            }
            check.sort_unstable();
            check.dedup();
            for f in check {
                let leader = self.follows[&f];
                if !same(f, leader) {
                    self.edge_builders[f as usize].1 =
                        self.edge_builders[leader as usize].1.clone();
                    self.follows.remove(&f);
                    let list = self
                        .followers
                        .get_mut(&leader)
                        .expect("leader of a follower");
                    list.retain(|&x| x != f);
                    if list.is_empty() {
                        self.followers.remove(&leader);
                    }
                }
            }
            // New edges with the same sources as an earlier new edge.
            for (k, &e) in created.iter().enumerate() {
                if let Some(&leader) = created[..k]
                    .iter()
                    .find(|&&l| !self.follows.contains_key(&l) && same(l, e))
                {
                    self.follows.insert(e, leader);
                    self.followers.entry(leader).or_default().push(e);
                }
            }
            pushes.retain(|(e, _)| !self.follows.contains_key(e));
        }
        for (e, src) in pushes {
            self.edge_builders[e as usize].1.push(instance, ts, src);
        }
    }

    /// The heap bytes the builder holds now, by part.
    pub fn memory(&self) -> BuilderMemory {
        let mut m = BuilderMemory {
            shadow_heap: self.heap.held_bytes(),
            ..BuilderMemory::default()
        };
        for nb in &self.nodes {
            for lane in &nb.lanes {
                m.node_streams += lane.ts.heap_bytes();
                for site in &lane.sites {
                    m.node_streams += site.uniques.heap_bytes() + site.pattern.heap_bytes();
                    m.value_maps += site.index.heap_bytes();
                }
            }
        }
        m.edges = 48 * self.edges.capacity() as u64
            + (std::mem::size_of::<(EdgeKey, EdgeBuilder)>() * self.edge_builders.capacity())
                as u64;
        for (_, e) in &self.edge_builders {
            m.edges += e.delta.heap_bytes()
                + e.source.heap_bytes()
                + e.dst_pos.as_ref().map_or(0, |s| s.heap_bytes());
        }
        for t in self.threads.values() {
            for f in &t.frames {
                m.frames += 32 * (f.stack.capacity() + f.locals.capacity()) as u64;
                if let Some(o) = &f.open {
                    m.frames += 48 * (o.values.capacity() + o.deps.capacity()) as u64;
                }
            }
        }
        m
    }

    /// Ends every open frame and path and compresses the result.
    pub fn finish(mut self, model: &dyn ProgramModel) -> Wet {
        let threads: Vec<ThreadId> = self.thread_order.clone();
        for &t in &threads {
            while !self.thread(t).frames.is_empty() {
                self.method_exit(model, t);
            }
        }
        let mut stats = self.stats;
        stats.ts_sizes = Sizes {
            original: 8 * stats.blocks,
            tier1: 8 * stats.paths,
            tier2: 0,
        };
        stats.value_sizes.original = 8 * stats.values;
        stats.edge_sizes.original = 16 * stats.dependences;
        let lane_lens: HashMap<(NodeId, ThreadId), u64> = self
            .nodes
            .iter()
            .enumerate()
            .flat_map(|(n, nb)| {
                nb.lanes
                    .iter()
                    .map(move |l| ((n as NodeId, l.thread), l.ts.len()))
            })
            .collect();
        let mut nodes = Vec::with_capacity(self.nodes.len());
        for nb in self.nodes {
            let mut lanes = Vec::new();
            for lb in nb.lanes {
                let ts = lb.ts.finish();
                stats.ts_sizes.tier2 += ts.size_bytes();
                let mut patterns: Vec<Stream> = Vec::new();
                let mut sites = Vec::new();
                for sb in lb.sites {
                    let uniques = sb.uniques.finish();
                    let mut pattern = sb.pattern.finish();
                    stats.value_sizes.tier1 += 8 * uniques.len();
                    stats.value_sizes.tier2 += uniques.size_bytes();
                    let shared = patterns.iter_mut().position(|p| p.content_eq(&mut pattern));
                    let index = shared.unwrap_or_else(|| {
                        stats.value_sizes.tier1 += 4 * pattern.len();
                        stats.value_sizes.tier2 += pattern.size_bytes();
                        patterns.push(pattern);
                        patterns.len() - 1
                    });
                    sites.push(Site {
                        bci: sb.bci,
                        comp: sb.comp,
                        pattern: index as u32,
                        uniques,
                    });
                }
                lanes.push(Lane {
                    thread: lb.thread,
                    ts,
                    patterns,
                    sites,
                });
            }
            nodes.push(Node {
                method: nb.method,
                path: nb.path,
                blocks: nb.blocks,
                lanes,
            });
        }
        let mut labels: Vec<EdgeLabel> = Vec::new();
        let mut by_print: HashMap<(u64, u64, u64), Vec<u32>> = HashMap::new();
        let mut edges = Vec::with_capacity(self.edge_builders.len());
        drop(self.edges);
        let mut label_of: Vec<u32> = Vec::with_capacity(self.edge_builders.len());
        for (e, (key, eb)) in self.edge_builders.into_iter().enumerate() {
            let index = if let Some(&leader) = self.follows.get(&(e as u32)) {
                // Equal to its leader's label, which comes first.
                label_of[leader as usize]
            } else {
                let mut label = eb.finish(lane_lens[&(key.node, key.thread)]);
                let print = (
                    label.dst_pos.as_ref().map_or(0, |s| s.fingerprint()),
                    label.delta.fingerprint() ^ label.absolute as u64,
                    label.len(),
                );
                let candidates = by_print.entry(print).or_default();
                let found = candidates.iter().copied().find(|&i| {
                    let other = &mut labels[i as usize];
                    let same_dst = match (&mut other.dst_pos, &mut label.dst_pos) {
                        (None, None) => true,
                        (Some(a), Some(b)) => a.content_eq(b),
                        _ => false,
                    };
                    same_dst
                        && other.absolute == label.absolute
                        && other.delta.content_eq(&mut label.delta)
                });
                found.unwrap_or_else(|| {
                    let dst_words = if label.dst_pos.is_some() { 2 } else { 1 };
                    stats.edge_sizes.tier1 += 8 * dst_words * label.len();
                    stats.edge_sizes.tier2 += label.size_bytes();
                    labels.push(label);
                    candidates.push(labels.len() as u32 - 1);
                    labels.len() as u32 - 1
                })
            };
            label_of.push(index);
            edges.push(Edge {
                node: key.node,
                thread: key.thread,
                bci: key.bci,
                operand: key.operand,
                src_thread: key.src_thread,
                src_method: key.src_method,
                src_bci: key.src_bci,
                label: index,
            });
        }
        let thread_lens = threads
            .iter()
            .map(|&t| (t, self.threads[&t].next_ts))
            .collect();
        Wet::from_parts(nodes, labels, edges, thread_lens, stats)
    }
}

/// Builds a WET from a whole event sequence.
pub fn build(model: &dyn ProgramModel, events: &[Event]) -> Wet {
    let mut b = WetBuilder::new();
    for e in events {
        b.push(model, e);
    }
    b.finish(model)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn label(positions: &[u64], lane_len: u64) -> EdgeLabel {
        let mut e = EdgeBuilder::default();
        for &p in positions {
            e.push(p, 1000 * p * p + 7, 1000 * p * p);
        }
        e.finish(lane_len)
    }

    #[test]
    fn value_indexes_number_distinct_values_in_order() {
        let mut ix = ValueIndex::default();
        let values: Vec<u64> = (0..5000u64).map(|i| ((i * 7919) % 3001) << 20).collect();
        let mut first: std::collections::HashMap<u64, u32> = Default::default();
        for &v in &values {
            let next = first.len() as u32;
            let expect = *first.entry(v).or_insert(next);
            assert_eq!(ix.get_or_insert(v), expect);
        }
        assert_eq!(ix.len(), first.len());
        assert!(8 * ix.len() <= 7 * ix.slots.len());
    }

    #[test]
    fn edge_labels_store_source_timestamps_when_they_stay_put() {
        // A field stored once (ts 5) and read by instances spread
        // irregularly: the differences wander, the source does not.
        let dst: Vec<u64> = (0..600u64).map(|i| 10 + i * i % 977 + 3 * i).collect();
        let mut e = EdgeBuilder::default();
        for (i, &d) in dst.iter().enumerate() {
            e.push(i as u64, d, 5);
        }
        let mut label = e.finish(600);
        assert!(label.absolute);
        let values = label.delta.to_vec();
        assert!(dst
            .iter()
            .zip(&values)
            .all(|(&d, &v)| label.source_ts(d, v) == 5));
        // A source one instance back: differences win.
        let mut e = EdgeBuilder::default();
        for (i, &d) in dst.iter().enumerate() {
            e.push(i as u64, d, d - 1);
        }
        let label = e.finish(600);
        assert!(!label.absolute);
    }

    #[test]
    fn edge_labels_store_positions_only_when_some_instance_lacks_the_edge() {
        let mut all = label(&[0, 1, 2], 3);
        assert!(all.dst_pos.is_none());
        assert_eq!(all.delta.to_vec(), vec![7, 7, 7]);
        let mut gap = label(&[0, 1, 3], 4);
        assert_eq!(
            gap.dst_pos.as_mut().map(|s| s.to_vec()),
            Some(vec![0, 1, 3])
        );
        let mut prefix = label(&[0, 1], 3);
        assert_eq!(
            prefix.dst_pos.as_mut().map(|s| s.to_vec()),
            Some(vec![0, 1])
        );
        let mut late = label(&[2], 3);
        assert_eq!(late.dst_pos.as_mut().map(|s| s.to_vec()), Some(vec![2]));
    }
}
