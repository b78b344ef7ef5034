//! Queries over a WET: control-flow paths forward and backward, value and
//! address traces, backward and forward dynamic slices. Results serialize to
//! JSON (serde) and print as text (`Display`).
//!
//! Queries walk the compressed streams with their cursors (so they take
//! `&mut Wet`); locating an instance seeks the timestamp streams of the
//! candidate nodes from wherever their cursors are. Slices need the program
//! model to recompute the dependences within a path instance, which the WET
//! does not store.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, HashSet, VecDeque};
use std::fmt;

use serde::Serialize;

use super::cdg::control_dependences;
use super::flow::{Operand, PathFlow};
use super::graph::{Component, NodeId, Wet};
use super::model::{MethodId, ProgramModel, ThreadId, ValueKind};
use super::stream::Stream;

/// One instruction instance.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Instance {
    /// The thread.
    pub thread: ThreadId,
    /// The thread-local timestamp of its path instance.
    pub ts: u64,
    /// The method.
    pub method: MethodId,
    /// The instruction.
    pub bci: u32,
}

impl fmt::Display for Instance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "t{}@{} m{}:{}",
            self.thread, self.ts, self.method, self.bci
        )
    }
}

/// Direction of a control-flow walk.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Direction {
    /// Towards later timestamps.
    Forward,
    /// Towards earlier timestamps.
    Backward,
}

/// One executed block of a control-flow path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct FlowStep {
    /// The thread.
    pub thread: ThreadId,
    /// Timestamp of the path instance.
    pub ts: u64,
    /// The method.
    pub method: MethodId,
    /// The block.
    pub block: u32,
}

/// A control-flow path.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FlowPath {
    /// Walk direction (steps are listed in walk order).
    pub direction: Direction,
    /// The blocks.
    pub steps: Vec<FlowStep>,
}

/// One recorded value of an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ValueRecord {
    /// The thread.
    pub thread: ThreadId,
    /// Timestamp of the instance.
    pub ts: u64,
    /// Kind of value.
    pub kind: ValueKind,
    /// The bits.
    pub value: u64,
}

/// One heap access of a load or store.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct AddressRecord {
    /// The thread.
    pub thread: ThreadId,
    /// Timestamp of the instance.
    pub ts: u64,
    /// Object or array id.
    pub object: u64,
    /// Field id or element index.
    pub slot: u64,
    /// Array element rather than field.
    pub array: bool,
}

/// A dependence of a slice entry: through `operand`, on (backward slice) or
/// to (forward slice) `instance`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Link {
    /// The operand of the dependent instance.
    pub operand: Operand,
    /// The other end.
    pub instance: Instance,
}

/// One instance of a slice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SliceEntry {
    /// The instance.
    pub instance: Instance,
    /// The value it produced, if recorded.
    pub value: Option<u64>,
    /// Its dependences within the slice, sorted.
    pub links: Vec<Link>,
}

/// A backward or forward WET slice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Slice {
    /// Backward (what the start depends on) or forward (what depends on it).
    pub direction: Direction,
    /// The instance the slice starts from.
    pub start: Instance,
    /// All instances of the slice, the start included, sorted.
    pub entries: Vec<SliceEntry>,
}

impl Slice {
    /// The instances of the slice.
    pub fn instances(&self) -> Vec<Instance> {
        self.entries.iter().map(|e| e.instance).collect()
    }
}

impl fmt::Display for FlowPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for s in &self.steps {
            writeln!(f, "t{}@{} m{} b{}", s.thread, s.ts, s.method, s.block)?;
        }
        Ok(())
    }
}

impl fmt::Display for Slice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for e in &self.entries {
            write!(f, "{}", e.instance)?;
            if let Some(v) = e.value {
                write!(f, " = {v}")?;
            }
            let arrow = if self.direction == Direction::Backward {
                "<-"
            } else {
                "->"
            };
            for l in &e.links {
                write!(f, " {arrow} {:?} {}", l.operand, l.instance)?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

/// Index of `ts` in an increasing stream, moving its cursor near it.
fn find_sorted(s: &mut Stream, ts: u64) -> Option<u64> {
    lower_bound(s, ts);
    let p = s.pos();
    match s.next() {
        Some(v) if v == ts => Some(p),
        Some(_) => {
            s.prev();
            None
        }
        None => None,
    }
}

/// Moves the cursor of an increasing stream to the first value ≥ `ts`.
fn lower_bound(s: &mut Stream, ts: u64) {
    while s.peek_prev().is_some_and(|v| v >= ts) {
        s.prev();
    }
    while let Some(v) = s.next() {
        if v >= ts {
            s.prev();
            break;
        }
    }
}

/// Static facts a slice needs, cached per query.
#[derive(Default)]
struct SliceCache {
    flows: HashMap<NodeId, PathFlow>,
    cds: HashMap<MethodId, Vec<Vec<u32>>>,
}

impl SliceCache {
    fn flow(&mut self, wet: &Wet, model: &dyn ProgramModel, node: NodeId) -> &PathFlow {
        self.flows.entry(node).or_insert_with(|| {
            let n = &wet.nodes[node as usize];
            PathFlow::new(model, n.method, &n.blocks)
        })
    }

    fn cd(&mut self, model: &dyn ProgramModel, method: MethodId) -> &Vec<Vec<u32>> {
        self.cds.entry(method).or_insert_with(|| {
            let succs: Vec<Vec<u32>> = (0..model.block_count(method) as u32)
                .map(|b| model.successors(method, b).to_vec())
                .collect();
            control_dependences(&succs)
        })
    }
}

impl Wet {
    /// The node and lane holding instance `ts` of `thread` (searching the
    /// nodes of `method` only, if given), with the instance's index in the
    /// lane.
    pub fn locate(
        &mut self,
        thread: ThreadId,
        ts: u64,
        method: Option<MethodId>,
    ) -> Option<(NodeId, usize, u64)> {
        let candidates: Vec<NodeId> = match method {
            Some(m) => self.nodes_of(m).to_vec(),
            None => (0..self.nodes.len() as NodeId).collect(),
        };
        for n in candidates {
            for (li, lane) in self.nodes[n as usize].lanes.iter_mut().enumerate() {
                if lane.thread == thread {
                    if let Some(i) = find_sorted(&mut lane.ts, ts) {
                        return Some((n, li, i));
                    }
                }
            }
        }
        None
    }

    /// The control-flow path of `thread` from the path instance at `ts`
    /// (included), forward or backward, at most `max_blocks` blocks (all to
    /// the end of the thread if `None`).
    pub fn control_flow(
        &mut self,
        thread: ThreadId,
        ts: u64,
        direction: Direction,
        max_blocks: Option<usize>,
    ) -> FlowPath {
        let lanes: Vec<(NodeId, usize)> = self
            .nodes
            .iter()
            .enumerate()
            .flat_map(|(n, node)| {
                node.lanes
                    .iter()
                    .enumerate()
                    .filter(|(_, l)| l.thread == thread)
                    .map(move |(li, _)| (n as NodeId, li))
            })
            .collect();
        let mut heap: BinaryHeap<(Reverse<u64>, u64, usize)> = BinaryHeap::new();
        let forward = direction == Direction::Forward;
        let pull = |wet: &mut Wet, k: usize| -> Option<u64> {
            let (n, li) = lanes[k];
            let s = &mut wet.nodes[n as usize].lanes[li].ts;
            if forward {
                s.next()
            } else {
                s.prev()
            }
        };
        for (k, &(n, li)) in lanes.iter().enumerate() {
            let s = &mut self.nodes[n as usize].lanes[li].ts;
            lower_bound(s, if forward { ts } else { ts.saturating_add(1) });
            if let Some(v) = pull(self, k) {
                // Forward pops the smallest timestamp, backward the largest.
                heap.push(if forward {
                    (Reverse(v), 0, k)
                } else {
                    (Reverse(0), v, k)
                });
            }
        }
        let limit = max_blocks.unwrap_or(usize::MAX);
        let mut steps = Vec::new();
        while steps.len() < limit {
            let Some((Reverse(a), b, k)) = heap.pop() else {
                break;
            };
            let t = if forward { a } else { b };
            let node = &self.nodes[lanes[k].0 as usize];
            let mut blocks: Vec<u32> = node.blocks.clone();
            if !forward {
                blocks.reverse();
            }
            let method = node.method;
            for block in blocks.into_iter().take(limit - steps.len()) {
                steps.push(FlowStep {
                    thread,
                    ts: t,
                    method,
                    block,
                });
            }
            if let Some(v) = pull(self, k) {
                heap.push(if forward {
                    (Reverse(v), 0, k)
                } else {
                    (Reverse(0), v, k)
                });
            }
        }
        FlowPath { direction, steps }
    }

    /// Values of the sites at `bci` of the nodes of `method` matching
    /// `want`, as (thread, ts, component, value), sorted by thread and time.
    fn site_records(
        &mut self,
        method: MethodId,
        bci: u32,
        want: impl Fn(Component) -> bool,
    ) -> Vec<(ThreadId, u64, Component, u64)> {
        let mut out = Vec::new();
        for n in self.nodes_of(method).to_vec() {
            for lane in &mut self.nodes[n as usize].lanes {
                if !lane.sites.iter().any(|s| s.bci == bci && want(s.comp)) {
                    continue;
                }
                let ts = lane.ts.to_vec();
                for si in 0..lane.sites.len() {
                    if !(lane.sites[si].bci == bci && want(lane.sites[si].comp)) {
                        continue;
                    }
                    let pattern = lane.patterns[lane.sites[si].pattern as usize].to_vec();
                    let uniques = lane.sites[si].uniques.to_vec();
                    for (t, k) in ts.iter().zip(pattern) {
                        if k > 0 {
                            out.push((
                                lane.thread,
                                *t,
                                lane.sites[si].comp,
                                uniques[k as usize - 1],
                            ));
                        }
                    }
                }
            }
        }
        out.sort_by_key(|r| (r.0, r.1, r.2));
        out
    }

    /// The value trace of one instruction: every value it produced, in
    /// order per thread.
    pub fn value_trace(&mut self, method: MethodId, bci: u32) -> Vec<ValueRecord> {
        self.site_records(method, bci, |c| matches!(c, Component::Value(_)))
            .into_iter()
            .map(|(thread, ts, comp, value)| {
                let Component::Value(kind) = comp else {
                    unreachable!()
                };
                ValueRecord {
                    thread,
                    ts,
                    kind,
                    value,
                }
            })
            .collect()
    }

    /// The address trace of one load or store, in order per thread.
    pub fn address_trace(&mut self, method: MethodId, bci: u32) -> Vec<AddressRecord> {
        let recs = self.site_records(method, bci, |c| !matches!(c, Component::Value(_)));
        let mut out: Vec<AddressRecord> = Vec::new();
        for (thread, ts, comp, v) in recs {
            if out.last().is_none_or(|r| (r.thread, r.ts) != (thread, ts)) {
                out.push(AddressRecord {
                    thread,
                    ts,
                    object: 0,
                    slot: 0,
                    array: false,
                });
            }
            let r = out.last_mut().expect("record");
            match comp {
                Component::Object => r.object = v,
                Component::Field => r.slot = v,
                Component::Element => {
                    r.slot = v;
                    r.array = true;
                }
                Component::Value(_) => {}
            }
        }
        out
    }

    /// The value instance `inst` produced, if recorded.
    pub fn value_at(&mut self, inst: Instance) -> Option<u64> {
        let (n, li, i) = self.locate(inst.thread, inst.ts, Some(inst.method))?;
        let lane = &mut self.nodes[n as usize].lanes[li];
        let si = lane
            .sites
            .iter()
            .position(|s| s.bci == inst.bci && matches!(s.comp, Component::Value(_)))?;
        let k = lane.patterns[lane.sites[si].pattern as usize].get(i)?;
        if k == 0 {
            return None;
        }
        lane.sites[si].uniques.get(k - 1)
    }

    /// Index of the lane of `thread` in `node`.
    fn lane_index(&self, node: NodeId, thread: ThreadId) -> Option<usize> {
        self.nodes[node as usize]
            .lanes
            .iter()
            .position(|l| l.thread == thread)
    }

    /// Instances found through stored edges with the given keys, for the
    /// dependent instance at timestamp `ts`, position `pos` in its lane.
    fn edges_into(
        &mut self,
        node: NodeId,
        thread: ThreadId,
        bci: u32,
        operand: Operand,
        (ts, pos): (u64, u64),
    ) -> Vec<Instance> {
        let ids = self
            .by_dst
            .get(&(node, thread, bci, operand))
            .cloned()
            .unwrap_or_default();
        let mut out = Vec::new();
        for id in ids {
            let e = self.edges[id as usize];
            let label = &mut self.labels[e.label as usize];
            let i = match &mut label.dst_pos {
                None => Some(pos),
                Some(s) => find_sorted(s, pos),
            };
            if let Some(delta) = i.and_then(|i| label.delta.get(i)) {
                out.push(Instance {
                    thread: e.src_thread,
                    ts: label.source_ts(ts, delta),
                    method: e.src_method,
                    bci: e.src_bci,
                });
            }
        }
        out
    }

    /// What instance `inst` depends on directly.
    fn dependences(
        &mut self,
        model: &dyn ProgramModel,
        cache: &mut SliceCache,
        inst: Instance,
    ) -> Vec<Link> {
        let Some((node, _, lane_pos)) = self.locate(inst.thread, inst.ts, Some(inst.method)) else {
            return Vec::new();
        };
        let at_ts = (inst.ts, lane_pos);
        let flow = cache.flow(self, model, node);
        let Some(pos) = flow.position(inst.bci) else {
            return Vec::new();
        };
        let at = |j: usize| Instance {
            bci: flow.instrs[j].bci,
            ..inst
        };
        let mut links = Vec::new();
        let mut external = Vec::new();
        for &(operand, producer) in &flow.operands[pos] {
            match producer {
                Some(j) => links.push(Link {
                    operand,
                    instance: at(j),
                }),
                None => external.push(operand),
            }
        }
        let is_statement = model.instructions(inst.method, flow.instrs[pos].block)
            [flow.instrs[pos].index]
            .is_statement();
        let (block, block_pos) = (flow.instrs[pos].block, flow.instrs[pos].block_pos);
        if is_statement {
            external.push(Operand::Heap);
        }
        for operand in external {
            for src in self.edges_into(node, inst.thread, inst.bci, operand, at_ts) {
                links.push(Link {
                    operand,
                    instance: src,
                });
            }
        }
        if is_statement {
            let blocks = self.nodes[node as usize].blocks.clone();
            let cd = cache.cd(model, inst.method);
            let local = (0..block_pos)
                .rev()
                .find(|&q| cd[block as usize].contains(&blocks[q]));
            match local {
                Some(q) => {
                    let pred = model
                        .instructions(inst.method, blocks[q])
                        .last()
                        .map(|i| i.bci);
                    if let Some(bci) = pred {
                        links.push(Link {
                            operand: Operand::Control,
                            instance: Instance { bci, ..inst },
                        });
                    }
                }
                None => {
                    if let Some(first) = model.instructions(inst.method, block).first() {
                        for src in
                            self.edges_into(node, inst.thread, first.bci, Operand::Control, at_ts)
                        {
                            links.push(Link {
                                operand: Operand::Control,
                                instance: src,
                            });
                        }
                    }
                }
            }
        }
        links.sort();
        links.dedup();
        links
    }

    /// Timestamps of the dependent instances of label `label` (on lane `li`
    /// of `node`) whose source instance has timestamp `src_ts`.
    fn label_sources_at(&mut self, node: NodeId, li: usize, label: u32, src_ts: u64) -> Vec<u64> {
        let lane_ts = &mut self.nodes[node as usize].lanes[li].ts;
        let label = &mut self.labels[label as usize];
        label.delta.seek(0);
        if let Some(s) = &mut label.dst_pos {
            s.seek(0);
        }
        let mut hits = Vec::new();
        let mut k = 0;
        while let Some(delta) = label.delta.next() {
            let pos = match &mut label.dst_pos {
                None => k,
                Some(s) => match s.next() {
                    Some(p) => p,
                    None => break,
                },
            };
            k += 1;
            let Some(dst) = lane_ts.get(pos) else {
                break;
            };
            if label.source_ts(dst, delta) == src_ts {
                hits.push(dst);
            }
        }
        hits
    }

    /// What depends on instance `inst` directly.
    fn users(
        &mut self,
        model: &dyn ProgramModel,
        cache: &mut SliceCache,
        inst: Instance,
    ) -> Vec<Link> {
        let Some((node, _, _)) = self.locate(inst.thread, inst.ts, Some(inst.method)) else {
            return Vec::new();
        };
        let mut links = Vec::new();
        let blocks = self.nodes[node as usize].blocks.clone();
        let statements_of = |method: MethodId, block: u32| -> Vec<u32> {
            model
                .instructions(method, block)
                .iter()
                .filter(|i| i.is_statement())
                .map(|i| i.bci)
                .collect()
        };
        {
            let flow = cache.flow(self, model, node);
            let Some(pos) = flow.position(inst.bci) else {
                return Vec::new();
            };
            for (j, ops) in flow.operands.iter().enumerate().skip(pos + 1) {
                for &(operand, producer) in ops {
                    if producer == Some(pos) {
                        links.push(Link {
                            operand,
                            instance: Instance {
                                bci: flow.instrs[j].bci,
                                ..inst
                            },
                        });
                    }
                }
            }
            let (block, block_pos) = (flow.instrs[pos].block, flow.instrs[pos].block_pos);
            let is_last =
                model.instructions(inst.method, block).last().map(|i| i.bci) == Some(inst.bci);
            if is_last {
                let cd = cache.cd(model, inst.method).clone();
                for q in block_pos + 1..blocks.len() {
                    let parent = (0..q)
                        .rev()
                        .find(|&r| cd[blocks[q] as usize].contains(&blocks[r]));
                    if parent == Some(block_pos) {
                        for bci in statements_of(inst.method, blocks[q]) {
                            links.push(Link {
                                operand: Operand::Control,
                                instance: Instance { bci, ..inst },
                            });
                        }
                    }
                }
            }
        }
        let ids = self
            .by_src
            .get(&(inst.thread, inst.method, inst.bci))
            .cloned()
            .unwrap_or_default();
        for id in ids {
            let e = self.edges[id as usize];
            let dst_method = self.nodes[e.node as usize].method;
            let Some(li) = self.lane_index(e.node, e.thread) else {
                continue;
            };
            let hits = self.label_sources_at(e.node, li, e.label, inst.ts);
            for dst in hits {
                let bcis = if e.operand == Operand::Control {
                    let dst_blocks = &self.nodes[e.node as usize].blocks;
                    dst_blocks
                        .iter()
                        .find(|&&b| {
                            model.instructions(dst_method, b).first().map(|i| i.bci) == Some(e.bci)
                        })
                        .map_or_else(Vec::new, |&b| statements_of(dst_method, b))
                } else {
                    vec![e.bci]
                };
                for bci in bcis {
                    links.push(Link {
                        operand: e.operand,
                        instance: Instance {
                            thread: e.thread,
                            ts: dst,
                            method: dst_method,
                            bci,
                        },
                    });
                }
            }
        }
        links.sort();
        links.dedup();
        links
    }

    fn slice(&mut self, model: &dyn ProgramModel, start: Instance, direction: Direction) -> Slice {
        let mut cache = SliceCache::default();
        let mut seen: HashSet<Instance> = HashSet::from([start]);
        let mut queue = VecDeque::from([start]);
        let mut entries = Vec::new();
        while let Some(inst) = queue.pop_front() {
            let links = match direction {
                Direction::Backward => self.dependences(model, &mut cache, inst),
                Direction::Forward => self.users(model, &mut cache, inst),
            };
            for l in &links {
                if seen.insert(l.instance) {
                    queue.push_back(l.instance);
                }
            }
            let value = self.value_at(inst);
            entries.push(SliceEntry {
                instance: inst,
                value,
                links,
            });
        }
        entries.sort_by_key(|e| e.instance);
        Slice {
            direction,
            start,
            entries,
        }
    }

    /// The backward WET slice of `start`: every instance it depends on,
    /// transitively, through data (stack, locals, heap, arguments, results)
    /// and control dependences.
    pub fn backward_slice(&mut self, model: &dyn ProgramModel, start: Instance) -> Slice {
        self.slice(model, start, Direction::Backward)
    }

    /// The forward WET slice of `start`: every instance that depends on it,
    /// transitively.
    pub fn forward_slice(&mut self, model: &dyn ProgramModel, start: Instance) -> Slice {
        self.slice(model, start, Direction::Forward)
    }
}
