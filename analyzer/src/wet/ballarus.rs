//! Ball–Larus acyclic path numbering (tier 1 of the WET, paper section
//! 3.1) over a method's block graph given generically: blocks `0..n`,
//! successor lists, entry block 0.
//!
//! # The numbered graph
//!
//! * Back edges are the retreating edges of a depth-first search from block
//!   0 (then from any block it does not reach); removing them leaves a DAG
//!   even for irreducible graphs (exception handlers jumping into loops).
//! * A virtual ENTRY has an edge to *every* block and every block has an
//!   edge to a virtual EXIT, so a path may start and end anywhere: at the
//!   method entry and exits, at loop heads and back-edge sources (the
//!   standard treatment of back edges), at exception handlers, and wherever
//!   the caller chooses to cut (the WET cuts after invokes). Any block
//!   sequence therefore splits into paths, whatever its transitions.
//! * Edges are numbered so that the sum along a path ENTRY → … → EXIT is a
//!   unique number below [`PathNumbering::num_paths`]. If a block would have
//!   more than [`MAX_PATHS_PER_BLOCK`] paths, its outgoing edges that do not
//!   fit are cut (treated like back edges), so ids always fit in a `u64`.
//!
//! A block sequence is split greedily: a path is extended while the next
//! block is a DAG successor, so [`PathNumbering::encode`] and
//! [`PathNumbering::decode`] are exact inverses.

/// Cap on the number of paths from one block to EXIT (2^47: with at most
/// 2^16 blocks the total stays below 2^63).
pub const MAX_PATHS_PER_BLOCK: u64 = 1 << 47;

/// Ball–Larus numbering of one block graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PathNumbering {
    /// Per block: DAG successors with edge values, increasing values; the
    /// implicit EXIT edge has value 0 and comes first.
    edges: Vec<Vec<(u32, u64)>>,
    /// Value of ENTRY → block (prefix sums of paths per block).
    entry_values: Vec<u64>,
    num_paths: u64,
}

/// Marks retreating edges of a DFS: `true` for edges to keep in the DAG.
fn dag_edges(succs: &[Vec<u32>]) -> Vec<Vec<bool>> {
    let n = succs.len();
    let mut keep: Vec<Vec<bool>> = succs.iter().map(|s| vec![true; s.len()]).collect();
    // 0 = unvisited, 1 = on stack, 2 = done.
    let mut state = vec![0u8; n];
    let roots = std::iter::once(0).chain(0..n).filter(|&r| r < n);
    for root in roots {
        if state[root] != 0 {
            continue;
        }
        let mut stack: Vec<(usize, usize)> = vec![(root, 0)];
        state[root] = 1;
        while let Some(&mut (v, ref mut i)) = stack.last_mut() {
            if *i < succs[v].len() {
                let k = *i;
                *i += 1;
                let w = succs[v][k] as usize;
                match state[w] {
                    0 => {
                        state[w] = 1;
                        stack.push((w, 0));
                    }
                    1 => keep[v][k] = false,
                    _ => {}
                }
            } else {
                state[v] = 2;
                stack.pop();
            }
        }
    }
    keep
}

/// Blocks in reverse topological order of the DAG (sinks first).
fn reverse_topological(n: usize, dag: &[Vec<u32>]) -> Vec<usize> {
    let mut order = Vec::with_capacity(n);
    let mut done = vec![false; n];
    for root in 0..n {
        if done[root] {
            continue;
        }
        done[root] = true;
        let mut stack: Vec<(usize, usize)> = vec![(root, 0)];
        while let Some(&mut (v, ref mut i)) = stack.last_mut() {
            if *i < dag[v].len() {
                let w = dag[v][*i] as usize;
                *i += 1;
                if !done[w] {
                    done[w] = true;
                    stack.push((w, 0));
                }
            } else {
                order.push(v);
                stack.pop();
            }
        }
    }
    order
}

impl PathNumbering {
    /// Numbers the paths of the graph with successor lists `succs` (block
    /// indices must be `< succs.len()`; duplicates are allowed).
    pub fn new(succs: &[Vec<u32>]) -> PathNumbering {
        let n = succs.len();
        assert!(n <= 1 << 16, "more than 2^16 blocks");
        let keep = dag_edges(succs);
        let mut dag: Vec<Vec<u32>> = vec![Vec::new(); n];
        for v in 0..n {
            for (k, &w) in succs[v].iter().enumerate() {
                assert!((w as usize) < n, "successor {w} of block {v} out of range");
                if keep[v][k] && !dag[v].contains(&w) {
                    dag[v].push(w);
                }
            }
        }
        let mut paths = vec![0u64; n];
        let mut edges: Vec<Vec<(u32, u64)>> = vec![Vec::new(); n];
        for v in reverse_topological(n, &dag) {
            let mut total = 1u64; // the EXIT edge
            for &w in &dag[v] {
                let p = paths[w as usize];
                if total + p <= MAX_PATHS_PER_BLOCK {
                    edges[v].push((w, total));
                    total += p;
                }
            }
            paths[v] = total;
        }
        let mut entry_values = Vec::with_capacity(n);
        let mut total = 0u64;
        for &p in &paths {
            entry_values.push(total);
            total += p;
        }
        PathNumbering {
            edges,
            entry_values,
            num_paths: total,
        }
    }

    /// Number of blocks.
    pub fn num_blocks(&self) -> usize {
        self.edges.len()
    }

    /// Number of distinct path ids (ids are `0..num_paths()`).
    pub fn num_paths(&self) -> u64 {
        self.num_paths
    }

    /// Value of the DAG edge `from → to`, if the edge is in the DAG.
    pub fn edge_value(&self, from: u32, to: u32) -> Option<u64> {
        self.edges
            .get(from as usize)?
            .iter()
            .find(|&&(w, _)| w == to)
            .map(|&(_, v)| v)
    }

    /// Value of ENTRY → `block`: the id of the one-block path `[block]`.
    pub fn start_value(&self, block: u32) -> u64 {
        self.entry_values[block as usize]
    }

    /// Splits a block sequence into path ids.
    pub fn encode(&self, blocks: &[u32]) -> Vec<u64> {
        let mut enc = PathEncoder::default();
        let mut out: Vec<u64> = blocks.iter().filter_map(|&b| enc.push(self, b)).collect();
        out.extend(enc.finish());
        out
    }

    /// Appends the blocks of path `id` to `out`; `false` if `id` is not a
    /// path id.
    pub fn decode_into(&self, id: u64, out: &mut Vec<u32>) -> bool {
        if id >= self.num_paths {
            return false;
        }
        // ENTRY edge: the last block whose entry value is ≤ id.
        let start = self.entry_values.partition_point(|&v| v <= id) - 1;
        let mut rest = id - self.entry_values[start];
        let mut v = start;
        loop {
            out.push(v as u32);
            if rest == 0 {
                return true;
            }
            let edges = &self.edges[v];
            let k = edges.partition_point(|&(_, val)| val <= rest);
            if k == 0 {
                return false;
            }
            let (w, val) = edges[k - 1];
            rest -= val;
            v = w as usize;
        }
    }

    /// The blocks of path `id`; `None` if it is not a path id.
    pub fn decode(&self, id: u64) -> Option<Vec<u32>> {
        let mut out = Vec::new();
        self.decode_into(id, &mut out).then_some(out)
    }

    /// The block sequence of a path-id sequence.
    pub fn decode_all(&self, ids: &[u64]) -> Option<Vec<u32>> {
        let mut out = Vec::new();
        for &id in ids {
            if !self.decode_into(id, &mut out) {
                return None;
            }
        }
        Some(out)
    }
}

/// Incremental encoder: feed blocks one at a time, get path ids as paths
/// complete.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PathEncoder {
    /// (id so far, last block) of the open path.
    open: Option<(u64, u32)>,
}

impl PathEncoder {
    /// Adds the next block; returns the id of the path it closes when the
    /// block cannot extend the open path.
    pub fn push(&mut self, numbering: &PathNumbering, block: u32) -> Option<u64> {
        if let Some((id, last)) = self.open {
            if let Some(val) = numbering.edge_value(last, block) {
                self.open = Some((id + val, block));
                return None;
            }
        }
        let closed = self.finish();
        self.open = Some((numbering.start_value(block), block));
        closed
    }

    /// Closes the open path (a cut: the next block starts a new path).
    pub fn finish(&mut self) -> Option<u64> {
        self.open.take().map(|(id, _)| id)
    }

    /// Whether a path is open.
    pub fn is_open(&self) -> bool {
        self.open.is_some()
    }

    /// The last block of the open path.
    pub fn last_block(&self) -> Option<u32> {
        self.open.map(|(_, b)| b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn g(succs: &[&[u32]]) -> PathNumbering {
        PathNumbering::new(&succs.iter().map(|s| s.to_vec()).collect::<Vec<_>>())
    }

    fn round_trip(p: &PathNumbering, blocks: &[u32]) -> Vec<u64> {
        let ids = p.encode(blocks);
        assert!(ids.iter().all(|&id| id < p.num_paths()));
        assert_eq!(p.decode_all(&ids).as_deref(), Some(blocks));
        ids
    }

    #[test]
    fn diamond_has_distinct_entry_to_exit_paths() {
        // 0 → 1 | 2 → 3
        let p = g(&[&[1, 2], &[3], &[3], &[]]);
        let left = round_trip(&p, &[0, 1, 3]);
        let right = round_trip(&p, &[0, 2, 3]);
        assert_eq!(left.len(), 1);
        assert_eq!(right.len(), 1);
        assert_ne!(left, right);
        // From block 0: [0], [0 1], [0 1 3], [0 2], [0 2 3]; from 1: 2 paths,
        // from 2: 2, from 3: 1.
        assert_eq!(p.num_paths(), 5 + 2 + 2 + 1);
        // Every id decodes to a distinct sequence that re-encodes to it.
        let mut seen = std::collections::HashSet::new();
        for id in 0..p.num_paths() {
            let blocks = p.decode(id).unwrap();
            assert_eq!(p.encode(&blocks), vec![id]);
            assert!(seen.insert(blocks));
        }
        assert_eq!(p.decode(p.num_paths()), None);
    }

    #[test]
    fn loop_paths_end_at_the_back_edge() {
        // 0 → 1; 1 → 2 | 3; 2 → 1 (back edge); 3 exit.
        let p = g(&[&[1], &[2, 3], &[1], &[]]);
        let ids = round_trip(&p, &[0, 1, 2, 1, 2, 1, 3]);
        // [0 1 2] [1 2] [1 3]
        assert_eq!(ids.len(), 3);
        assert_eq!(p.decode(ids[0]).unwrap(), vec![0, 1, 2]);
        assert_eq!(p.decode(ids[1]).unwrap(), vec![1, 2]);
        assert_eq!(p.decode(ids[2]).unwrap(), vec![1, 3]);
    }

    #[test]
    fn nested_loops() {
        // 0 → 1 (outer head); 1 → 2 | 5; 2 (inner head) → 3 | 4; 3 → 2;
        // 4 → 1; 5 exit.
        let p = g(&[&[1], &[2, 5], &[3, 4], &[2], &[1], &[]]);
        let run = [0, 1, 2, 3, 2, 3, 2, 4, 1, 2, 4, 1, 5];
        let ids = round_trip(&p, &run);
        let paths: Vec<Vec<u32>> = ids.iter().map(|&id| p.decode(id).unwrap()).collect();
        assert_eq!(
            paths,
            vec![
                vec![0, 1, 2, 3],
                vec![2, 3],
                vec![2, 4],
                vec![1, 2, 4],
                vec![1, 5]
            ]
        );
        // Repeated paths get the same id.
        assert_eq!(p.encode(&[2, 3]), vec![ids[1]]);
    }

    #[test]
    fn switch_with_shared_targets() {
        // tableswitch with four arms, two to the same block.
        let p = g(&[&[1, 2, 3, 3, 1], &[4], &[4], &[4], &[]]);
        let ids: Vec<u64> = [1, 2, 3]
            .iter()
            .map(|&arm| round_trip(&p, &[0, arm, 4])[0])
            .collect();
        assert_eq!(ids.len(), 3);
        assert!(ids[0] != ids[1] && ids[1] != ids[2] && ids[0] != ids[2]);
    }

    #[test]
    fn irreducible_handler_edges_and_jumps() {
        // 0 → 1 | 2; 1 → 2; 2 → 1 (a loop with two entries); 3 is a handler
        // reached from 1 and 2 by exception edges, and jumping back into 2.
        let p = g(&[&[1, 2], &[2, 3], &[1, 3], &[2]]);
        round_trip(&p, &[0, 1, 2, 1, 2, 3, 2, 1, 3]);
        round_trip(&p, &[0, 2, 1, 2, 3]);
        // Transitions that are not edges at all (an unmodelled exception)
        // still split into paths.
        let ids = round_trip(&p, &[0, 3, 0, 0]);
        assert_eq!(ids.len(), 4);
    }

    #[test]
    fn path_explosion_is_capped() {
        // 80 diamonds in a row: 2^80 entry-to-exit paths.
        let mut succs: Vec<Vec<u32>> = Vec::new();
        for d in 0..80u32 {
            let b = 3 * d;
            succs.push(vec![b + 1, b + 2]);
            succs.push(vec![b + 3]);
            succs.push(vec![b + 3]);
        }
        succs.push(vec![]);
        let p = PathNumbering::new(&succs);
        assert!(p.num_paths() < u64::MAX / 2);
        let run: Vec<u32> = (0..80u32)
            .flat_map(|d| [3 * d, 3 * d + 1 + d % 2])
            .chain([240])
            .collect();
        let ids = round_trip(&p, &run);
        assert!(ids.len() > 1);
    }

    #[test]
    fn incremental_encoder_cuts() {
        let p = g(&[&[1], &[2], &[]]);
        let mut e = PathEncoder::default();
        assert_eq!(e.push(&p, 0), None);
        assert_eq!(e.push(&p, 1), None);
        let cut = e.finish().unwrap();
        assert_eq!(p.decode(cut).unwrap(), vec![0, 1]);
        assert_eq!(e.push(&p, 2), None);
        assert_eq!(e.last_block(), Some(2));
        assert_eq!(p.decode(e.finish().unwrap()).unwrap(), vec![2]);
        assert!(!e.is_open());
    }

    fn graph_and_walk() -> impl Strategy<Value = (Vec<Vec<u32>>, Vec<u32>)> {
        (1usize..12)
            .prop_flat_map(|n| {
                (
                    proptest::collection::vec(proptest::collection::vec(0..n as u32, 0..4), n),
                    proptest::collection::vec((any::<bool>(), any::<u32>()), 0..80),
                )
            })
            .prop_map(|(succs, choices)| {
                // Mostly follow edges, sometimes jump anywhere.
                let n = succs.len() as u32;
                let mut walk = vec![0u32];
                for (jump, r) in choices {
                    let last = *walk.last().unwrap() as usize;
                    let next = if jump || succs[last].is_empty() {
                        r % n
                    } else {
                        succs[last][r as usize % succs[last].len()]
                    };
                    walk.push(next);
                }
                (succs, walk)
            })
    }

    proptest! {
        #[test]
        fn random_walks_round_trip((succs, walk) in graph_and_walk()) {
            let p = PathNumbering::new(&succs);
            let ids = p.encode(&walk);
            prop_assert!(ids.iter().all(|&id| id < p.num_paths()));
            prop_assert_eq!(p.decode_all(&ids), Some(walk.clone()));
            // Each decoded path is a DAG path: it re-encodes to its own id.
            for id in ids {
                let blocks = p.decode(id).unwrap();
                prop_assert_eq!(p.encode(&blocks), vec![id]);
            }
        }
    }
}
