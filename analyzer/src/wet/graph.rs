//! The WET itself: nodes (Ball–Larus paths of one method) labelled per
//! thread with timestamp and value streams, and dependence edges labelled
//! with timestamp-pair streams, all tier-2 compressed.
//!
//! # Timestamps
//!
//! A timestamp is **per thread**: the `t`-th executed path instance of a
//! thread has timestamp `t` (0-based), and every block and instruction of
//! that instance shares it. So within a thread the instance after `t` is the
//! one labelled `t + 1`, whichever node holds it (the paper's rule for
//! control-flow paths), and threads interleave without renumbering. Paths
//! end at back edges, at method entry and exit, after every block that ends
//! with an invoke, and wherever the block sequence takes an edge the static
//! graph lacks (exceptions), so each path instance is contiguous in its
//! thread's execution. The bytecode clock is not stored: the instructions
//! executed before instance `t` of a thread are the instructions of its
//! instances `0..t`, which the control-flow path gives (an instance's
//! instruction count is the length of its blocks, short only where an
//! exception cut a block).
//!
//! An instruction instance is `(thread, ts, method, bci)`: a path holds a
//! block at most once, so this is unique.

use std::collections::{BTreeMap, HashMap};

use serde::Serialize;

use super::flow::Operand;
use super::model::{MethodId, ThreadId, ValueKind};
use super::stream::{Stream, StreamParts};

/// Index of a node in [`Wet::nodes`].
pub type NodeId = u32;

/// What a node value label records about an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Component {
    /// The value the instruction produced.
    Value(ValueKind),
    /// The object or array id a load or store accessed.
    Object,
    /// The field id a field load or store accessed.
    Field,
    /// The element index an array load or store accessed.
    Element,
}

impl Component {
    /// Stable code (file format).
    pub fn code(self) -> u8 {
        match self {
            Component::Value(k) => k as u8,
            Component::Object => 16,
            Component::Field => 17,
            Component::Element => 18,
        }
    }

    /// Inverse of [`Component::code`].
    pub fn from_code(code: u8) -> Option<Component> {
        Some(match code {
            0 => Component::Value(ValueKind::Int),
            1 => Component::Value(ValueKind::Float),
            2 => Component::Value(ValueKind::Ref),
            3 => Component::Value(ValueKind::Branch),
            4 => Component::Value(ValueKind::Receiver),
            16 => Component::Object,
            17 => Component::Field,
            18 => Component::Element,
            _ => return None,
        })
    }
}

/// The values one instruction produced in one lane (tier 1: unique values
/// once, plus a pattern shared by the instructions whose patterns agree).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Site {
    /// The instruction.
    pub bci: u32,
    /// What is recorded.
    pub comp: Component,
    /// Index of the pattern in [`Lane::patterns`]: entry `i` is 0 if the
    /// lane's instance `i` recorded nothing here, else `1 + k` for
    /// `uniques[k]`.
    pub pattern: u32,
    /// The distinct values, in order of first occurrence.
    pub uniques: Stream,
}

/// The label of a node for one thread.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lane {
    /// The thread.
    pub thread: ThreadId,
    /// Timestamps of the node's instances in this thread (increasing).
    pub ts: Stream,
    /// Distinct value patterns of the lane's sites.
    pub patterns: Vec<Stream>,
    /// Value and address labels.
    pub sites: Vec<Site>,
}

/// A node: one Ball–Larus path of one method.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// The method.
    pub method: MethodId,
    /// The path id (see `ballarus.rs`).
    pub path: u64,
    /// The blocks of the path.
    pub blocks: Vec<u32>,
    /// Per-thread labels.
    pub lanes: Vec<Lane>,
}

/// A timestamp-pair sequence labelling one or more edges, stored relative
/// to the dependent node's lane so that the common cases cost (almost)
/// nothing: an edge taken by every instance of its lane stores no
/// dependent timestamps at all, and a source a fixed number of path
/// instances back (the previous loop iteration, the caller's instance
/// before the call, the same instance) is a constant delta.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EdgeLabel {
    /// Positions, among the instances of the edge's lane, of the dependent
    /// instances (increasing); `None` when the edge is taken by every
    /// instance of the lane.
    pub dst_pos: Option<Stream>,
    /// Whether `delta` holds the source timestamps themselves rather than
    /// differences (chosen per label, whichever compresses better).
    pub absolute: bool,
    /// Per dependent instance: its timestamp minus the timestamp of the
    /// instance it depends on (wrapping: a source in another thread may be
    /// later), or with `absolute` the source timestamp itself.
    pub delta: Stream,
}

impl EdgeLabel {
    /// The source timestamp of the dependent instance at `dst_ts` whose
    /// `delta` entry is `value`.
    pub fn source_ts(&self, dst_ts: u64, value: u64) -> u64 {
        if self.absolute {
            value
        } else {
            dst_ts.wrapping_sub(value)
        }
    }

    /// Number of dependence instances the label holds.
    pub fn len(&self) -> u64 {
        self.delta.len()
    }

    /// Whether the label holds no instance.
    pub fn is_empty(&self) -> bool {
        self.delta.is_empty()
    }

    /// Compressed bytes of the label's streams.
    pub fn size_bytes(&self) -> u64 {
        self.delta.size_bytes() + self.dst_pos.as_ref().map_or(0, |s| s.size_bytes())
    }
}

/// A non-local dependence edge: from statement `(src_method, src_bci)` in
/// thread `src_thread` to operand `operand` of instruction `bci` of node
/// `node` in thread `thread`. Dependences within one path instance (local
/// edges) are not stored but recomputed from the path (`flow.rs`,
/// `cdg.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Edge {
    /// Node of the dependent instruction.
    pub node: NodeId,
    /// Thread of the dependent instruction.
    pub thread: ThreadId,
    /// The dependent instruction (for control edges: the block's first).
    pub bci: u32,
    /// Which operand.
    pub operand: Operand,
    /// Thread of the instance depended on.
    pub src_thread: ThreadId,
    /// Method of the instance depended on.
    pub src_method: MethodId,
    /// Instruction depended on (for control edges: the predicate's last
    /// instruction).
    pub src_bci: u32,
    /// Index of the label in [`Wet::labels`].
    pub label: u32,
}

/// Sizes in bytes of one kind of WET information before compression, after
/// tier 1 and after tier 2.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Sizes {
    /// Uncompressed.
    pub original: u64,
    /// After tier 1.
    pub tier1: u64,
    /// After tier 2.
    pub tier2: u64,
}

/// Counts and sizes of a WET (the paper's tables 1–3). Original sizes count
/// 8 bytes per timestamp and per value, 16 per timestamp pair: one
/// timestamp per executed block, every value, and every dependence instance
/// including local ones. Tier 1 counts one timestamp per path instance,
/// unique values plus 4-byte pattern entries (shared patterns once), and
/// per stored non-local dependence (shared labels once) 8 bytes of delta
/// plus 8 of position when the label stores positions. Tier 2 is the compressed
/// streams' [`Stream::size_bytes`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct WetStats {
    /// Executed block instances.
    pub blocks: u64,
    /// Executed path instances (= timestamps).
    pub paths: u64,
    /// Executed instructions (as simulated).
    pub instructions: u64,
    /// Recorded values and address components.
    pub values: u64,
    /// Dependence instances, local and non-local.
    pub dependences: u64,
    /// Non-local dependence instances (stored as pairs).
    pub nonlocal_dependences: u64,
    /// Node timestamp sizes.
    pub ts_sizes: Sizes,
    /// Node value sizes.
    pub value_sizes: Sizes,
    /// Edge label sizes.
    pub edge_sizes: Sizes,
}

impl WetStats {
    /// Total sizes over timestamps, values and edges.
    pub fn total(&self) -> Sizes {
        let s = [self.ts_sizes, self.value_sizes, self.edge_sizes];
        Sizes {
            original: s.iter().map(|x| x.original).sum(),
            tier1: s.iter().map(|x| x.tier1).sum(),
            tier2: s.iter().map(|x| x.tier2).sum(),
        }
    }
}

/// The stored edges of one operand kind (`--stats`): which kinds of
/// dependence the edge bytes go to. A label shared by several edges counts
/// once, for the first edge that uses it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct EdgeKindStats {
    /// Stored edges.
    pub edges: u64,
    /// Distinct labels first used by these edges.
    pub labels: u64,
    /// Of those, labels taken by every instance of their lane (no dependent
    /// positions stored).
    pub every_instance: u64,
    /// Dependence instances in those labels.
    pub instances: u64,
    /// Compressed bytes of those labels.
    pub bytes: u64,
}

/// A whole execution trace.
#[derive(Clone, Debug, Default)]
pub struct Wet {
    /// Nodes, in order of first execution.
    pub nodes: Vec<Node>,
    /// Edge labels (each possibly shared by several edges).
    pub labels: Vec<EdgeLabel>,
    /// Non-local dependence edges.
    pub edges: Vec<Edge>,
    /// Per thread: number of path instances (its timestamps are `0..n`).
    pub threads: Vec<(ThreadId, u64)>,
    /// Counts and sizes.
    pub stats: WetStats,
    pub(crate) by_method: HashMap<MethodId, Vec<NodeId>>,
    pub(crate) by_dst: HashMap<(NodeId, ThreadId, u32, Operand), Vec<u32>>,
    pub(crate) by_src: HashMap<(ThreadId, MethodId, u32), Vec<u32>>,
}

impl PartialEq for Wet {
    fn eq(&self, other: &Wet) -> bool {
        self.nodes == other.nodes
            && self.labels == other.labels
            && self.edges == other.edges
            && self.threads == other.threads
            && self.stats == other.stats
    }
}

impl Wet {
    /// Assembles a WET from its parts and builds the lookup indexes.
    pub fn from_parts(
        nodes: Vec<Node>,
        labels: Vec<EdgeLabel>,
        edges: Vec<Edge>,
        threads: Vec<(ThreadId, u64)>,
        stats: WetStats,
    ) -> Wet {
        let mut wet = Wet {
            nodes,
            labels,
            edges,
            threads,
            stats,
            ..Wet::default()
        };
        for (i, n) in wet.nodes.iter().enumerate() {
            wet.by_method.entry(n.method).or_default().push(i as NodeId);
        }
        for (i, e) in wet.edges.iter().enumerate() {
            wet.by_dst
                .entry((e.node, e.thread, e.bci, e.operand))
                .or_default()
                .push(i as u32);
            wet.by_src
                .entry((e.src_thread, e.src_method, e.src_bci))
                .or_default()
                .push(i as u32);
        }
        wet
    }

    /// Stored edges by operand kind (`stack`, `local`, `heap`, `control`).
    pub fn edge_breakdown(&self) -> BTreeMap<&'static str, EdgeKindStats> {
        let mut out: BTreeMap<&'static str, EdgeKindStats> = BTreeMap::new();
        let mut counted = vec![false; self.labels.len()];
        for e in &self.edges {
            let kind = match e.operand {
                Operand::Stack(_) => "stack",
                Operand::Local(_) => "local",
                Operand::Heap => "heap",
                Operand::Control => "control",
            };
            let k = out.entry(kind).or_default();
            k.edges += 1;
            let l = e.label as usize;
            if !std::mem::replace(&mut counted[l], true) {
                let label = &self.labels[l];
                k.labels += 1;
                k.every_instance += label.dst_pos.is_none() as u64;
                k.instances += label.len();
                k.bytes += label.size_bytes();
            }
        }
        out
    }

    /// Compressed bytes by stream role (node timestamps, value patterns,
    /// unique values, edge positions, edge deltas) and part (`--stats`).
    pub fn stream_breakdown(&self) -> BTreeMap<&'static str, StreamParts> {
        let mut out: BTreeMap<&'static str, StreamParts> = BTreeMap::new();
        for lane in self.nodes.iter().flat_map(|n| &n.lanes) {
            *out.entry("timestamps").or_default() += lane.ts.parts();
            for p in &lane.patterns {
                *out.entry("patterns").or_default() += p.parts();
            }
            for s in &lane.sites {
                *out.entry("uniques").or_default() += s.uniques.parts();
            }
        }
        for l in &self.labels {
            if let Some(p) = &l.dst_pos {
                *out.entry("edge_positions").or_default() += p.parts();
            }
            *out.entry("edge_deltas").or_default() += l.delta.parts();
        }
        out
    }

    /// Nodes of `method`.
    pub fn nodes_of(&self, method: MethodId) -> &[NodeId] {
        self.by_method.get(&method).map_or(&[], |v| v)
    }

    /// Number of path instances (timestamps) of `thread`.
    pub fn thread_len(&self, thread: ThreadId) -> u64 {
        self.threads
            .iter()
            .find(|t| t.0 == thread)
            .map_or(0, |t| t.1)
    }
}
