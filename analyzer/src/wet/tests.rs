//! End-to-end tests of construction and queries on a hand-built program
//! whose paths, values and slices are derived by hand below.
//!
//! ```text
//! int main() {                       // method 0, locals: 1 = i, 2 = o
//!   B0:  0 new C         (o, id 100)
//!        1 astore_2
//!        2 iconst_0
//!        3 istore_1
//!   B1:  4 iload_1                   // loop head
//!        5 iconst_3
//!        6 if_icmpge B4
//!   B2:  7 aload_2
//!        8 iload_1
//!        9 invokestatic sq
//!   B3: 10 putfield C.f (field 7)    // o.f = sq(i)
//!       11 iinc 1 1
//!       12 goto B1
//!   B4: 13 aload_2
//!       14 getfield C.f
//!       15 ireturn
//! }
//! static int sq(int x) {             // method 1
//!   B0:  0 iload_0  1 iload_0  2 imul  3 ireturn
//! }
//! ```
//!
//! Paths (back edge B3 → B1, cuts after the invoke block B2) and the
//! thread's timestamps: main [B0 B1 B2] 0, sq [B0] 1, main [B3] 2,
//! [B1 B2] 3, sq 4, [B3] 5, [B1 B2] 6, sq 7, [B3] 8, [B1 B4] 9.

use super::build::{build, WetBuilder};
use super::file::{read_wet, write_wet};
use super::flow::Operand;
use super::model::{Event, Heap, Instr, SimpleModel, Source, ValueKind};
use super::query::{Direction, FlowStep, Instance, Link};

fn program() -> SimpleModel {
    let load = |bci, slot| Instr::moves(bci, 21, 0, vec![Source::Local(slot)], vec![]);
    let store = |bci, slot| Instr::moves(bci, 54, 1, vec![], vec![(slot, Source::Pop(0))]);
    let mut iinc = Instr::compute(11, 132, 0, 0);
    iinc.effect = super::model::Effect::Compute {
        pops: 0,
        pushes: 0,
        local_reads: vec![1],
        local_writes: vec![1],
    };
    let mut branch = Instr::compute(6, 162, 2, 0);
    branch.branch = true;
    let mut invoke = Instr::compute(9, 184, 1, 0);
    invoke.invoke_returns = Some(1);
    let mut putfield = Instr::compute(10, 181, 2, 0);
    putfield.heap = Some(Heap::Store);
    let mut getfield = Instr::compute(14, 180, 1, 1);
    getfield.heap = Some(Heap::Load);
    let mut ret = Instr::compute(15, 172, 1, 0);
    ret.returns = true;
    let mut sq_ret = Instr::compute(3, 172, 1, 0);
    sq_ret.returns = true;
    SimpleModel {
        methods: vec![
            vec![
                (
                    vec![1],
                    vec![
                        Instr::compute(0, 187, 0, 1),
                        store(1, 2),
                        Instr::compute(2, 3, 0, 1),
                        store(3, 1),
                    ],
                ),
                (
                    vec![2, 4],
                    vec![load(4, 1), Instr::compute(5, 6, 0, 1), branch],
                ),
                (vec![3], vec![load(7, 2), load(8, 1), invoke]),
                (
                    vec![1],
                    vec![putfield, iinc, Instr::moves(12, 167, 0, vec![], vec![])],
                ),
                (vec![], vec![load(13, 2), getfield, ret]),
            ],
            vec![(
                vec![],
                vec![load(0, 0), load(1, 0), Instr::compute(2, 104, 2, 1), sq_ret],
            )],
        ],
    }
}

fn events(thread: u32) -> Vec<Event> {
    events_n(thread, 3)
}

/// The run of `main` with the loop bound `n` instead of 3 (the branch
/// outcomes and squares follow; `sq` values wrap like Java ints do not, as
/// only their bits matter here).
fn events_n(thread: u32, n: u64) -> Vec<Event> {
    let block = |block| Event::BlockEnter { thread, block };
    let value = |bci, kind, value| Event::Value {
        thread,
        bci,
        kind,
        value,
    };
    let addr = |bci| Event::Address {
        thread,
        bci,
        object: 100,
        slot: 7,
        array: false,
    };
    let mut ev = vec![
        Event::MethodEnter { thread, method: 0 },
        block(0),
        value(0, ValueKind::Ref, 100),
        block(1),
    ];
    for i in 0..n {
        ev.extend([
            value(6, ValueKind::Branch, 0),
            block(2),
            Event::MethodEnter { thread, method: 1 },
            block(0),
            value(2, ValueKind::Int, i.wrapping_mul(i)),
            Event::MethodExit { thread },
            block(3),
            addr(10),
            block(1),
        ]);
    }
    ev.extend([
        value(6, ValueKind::Branch, 1),
        block(4),
        addr(14),
        value(14, ValueKind::Int, (n.max(1) - 1).pow(2)),
        Event::MethodExit { thread },
    ]);
    ev
}

fn at(ts: u64, method: u32, bci: u32) -> Instance {
    Instance {
        thread: 0,
        ts,
        method,
        bci,
    }
}

/// The block sequence of `events`, per thread.
fn blocks_of(events: &[Event], thread: u32) -> Vec<(u32, u32)> {
    let mut stack = Vec::new();
    let mut out = Vec::new();
    for e in events.iter().filter(|e| e.thread() == thread) {
        match *e {
            Event::MethodEnter { method, .. } => stack.push(method),
            Event::MethodExit { .. } => {
                stack.pop();
            }
            Event::BlockEnter { block, .. } => out.push((*stack.last().unwrap(), block)),
            _ => {}
        }
    }
    out
}

#[test]
fn timestamps_nodes_and_counts() {
    let model = program();
    let wet = build(&model, &events(0));
    assert_eq!(wet.threads, vec![(0, 10)]);
    assert_eq!(wet.stats.blocks, 15);
    assert_eq!(wet.stats.paths, 10);
    let mut nodes: Vec<(u32, Vec<u32>, Vec<u64>)> = wet
        .nodes
        .clone()
        .into_iter()
        .map(|mut n| (n.method, n.blocks.clone(), n.lanes[0].ts.to_vec()))
        .collect();
    nodes.sort();
    assert_eq!(
        nodes,
        vec![
            (0, vec![0, 1, 2], vec![0]),
            (0, vec![1, 2], vec![3, 6]),
            (0, vec![1, 4], vec![9]),
            (0, vec![3], vec![2, 5, 8]),
            (1, vec![0], vec![1, 4, 7]),
        ]
    );
}

#[test]
fn control_flow_paths_forward_and_backward() {
    let model = program();
    let ev = events(0);
    let mut wet = build(&model, &ev);
    let expected: Vec<(u32, u32)> = blocks_of(&ev, 0);
    let forward = wet.control_flow(0, 0, Direction::Forward, None);
    assert_eq!(
        forward
            .steps
            .iter()
            .map(|s| (s.method, s.block))
            .collect::<Vec<_>>(),
        expected
    );
    let backward = wet.control_flow(0, 9, Direction::Backward, None);
    let mut reversed = expected.clone();
    reversed.reverse();
    assert_eq!(
        backward
            .steps
            .iter()
            .map(|s| (s.method, s.block))
            .collect::<Vec<_>>(),
        reversed
    );
    // From the middle, N steps.
    let part = wet.control_flow(0, 4, Direction::Forward, Some(3));
    let step = |ts, method, block| FlowStep {
        thread: 0,
        ts,
        method,
        block,
    };
    assert_eq!(
        part.steps,
        vec![step(4, 1, 0), step(5, 0, 3), step(6, 0, 1)]
    );
    let part = wet.control_flow(0, 6, Direction::Backward, Some(3));
    assert_eq!(
        part.steps,
        vec![step(6, 0, 2), step(6, 0, 1), step(5, 0, 3)]
    );
    assert_eq!(part.to_string().lines().count(), 3);
}

#[test]
fn value_and_address_traces() {
    let model = program();
    let mut wet = build(&model, &events(0));
    let sq: Vec<(u64, u64)> = wet
        .value_trace(1, 2)
        .iter()
        .map(|r| (r.ts, r.value))
        .collect();
    assert_eq!(sq, vec![(1, 0), (4, 1), (7, 4)]);
    let branches: Vec<u64> = wet.value_trace(0, 6).iter().map(|r| r.value).collect();
    assert_eq!(branches, vec![0, 0, 0, 1]);
    let stores: Vec<(u64, u64, u64)> = wet
        .address_trace(0, 10)
        .iter()
        .map(|r| (r.ts, r.object, r.slot))
        .collect();
    assert_eq!(stores, vec![(2, 100, 7), (5, 100, 7), (8, 100, 7)]);
    assert_eq!(wet.value_at(at(9, 0, 14)), Some(4));
    assert_eq!(wet.value_at(at(9, 0, 13)), None);
}

#[test]
fn backward_slice_of_the_final_load() {
    let model = program();
    let mut wet = build(&model, &events(0));
    let slice = wet.backward_slice(&model, at(9, 0, 14));
    // Derived by hand: the load depends on the allocation and the last
    // store; the store on sq's result (ts 7) and the loop test of ts 6;
    // that on i through every iteration back to iconst_0.
    let mut expected = vec![
        at(9, 0, 14),
        at(0, 0, 0),
        at(8, 0, 10),
        at(7, 1, 3),
        at(7, 1, 2),
        at(6, 0, 9),
        at(6, 0, 6),
        at(6, 0, 5),
        at(5, 0, 11),
        at(3, 0, 6),
        at(3, 0, 5),
        at(2, 0, 11),
        at(0, 0, 6),
        at(0, 0, 5),
        at(0, 0, 2),
    ];
    expected.sort();
    assert_eq!(slice.instances(), expected);
    let entry = |i: Instance| {
        slice
            .entries
            .iter()
            .find(|e| e.instance == i)
            .unwrap()
            .clone()
    };
    let link = |operand, instance| Link { operand, instance };
    assert_eq!(entry(at(9, 0, 14)).value, Some(4));
    assert_eq!(
        entry(at(9, 0, 14)).links,
        vec![
            link(Operand::Stack(0), at(0, 0, 0)),
            link(Operand::Heap, at(8, 0, 10))
        ]
    );
    assert_eq!(
        entry(at(8, 0, 10)).links,
        vec![
            link(Operand::Stack(0), at(7, 1, 3)),
            link(Operand::Stack(1), at(0, 0, 0)),
            link(Operand::Control, at(6, 0, 6))
        ]
    );
    // sq's multiply reads the argument, i.e. the iinc of ts 5, twice: one
    // dependence (a pair of instances); and it is control dependent on the
    // call.
    assert_eq!(
        entry(at(7, 1, 2)).links,
        vec![
            link(Operand::Stack(0), at(5, 0, 11)),
            link(Operand::Control, at(6, 0, 9))
        ]
    );
    assert_eq!(entry(at(7, 1, 2)).value, Some(4));
    // Local (inferred) edges: the first loop test reads iconst_3 and i from
    // the same path instance.
    assert_eq!(
        entry(at(0, 0, 6)).links,
        vec![
            link(Operand::Stack(0), at(0, 0, 5)),
            link(Operand::Stack(1), at(0, 0, 2))
        ]
    );
    assert_eq!(entry(at(0, 0, 0)).value, Some(100));
    assert!(slice.to_string().contains("t0@9 m0:14 = 4"));
    let json = serde_json::to_value(&slice).unwrap();
    assert_eq!(json["entries"].as_array().unwrap().len(), 15);
}

#[test]
fn a_dead_object_keeps_no_stores() {
    // The object dies between the last store and the final load (as if
    // its id were reused): the load then has no heap dependence.
    let model = program();
    let mut ev = events(0);
    let load = ev.len() - 3;
    ev.insert(
        load,
        Event::ObjectDeath {
            thread: 0,
            object: 100,
        },
    );
    let mut wet = build(&model, &ev);
    let slice = wet.backward_slice(&model, at(9, 0, 14));
    let entry = slice
        .entries
        .iter()
        .find(|e| e.instance == at(9, 0, 14))
        .unwrap();
    assert!(entry.links.iter().all(|l| l.operand != Operand::Heap));
    // Without the death, the load depends on the last store.
    let mut wet = build(&model, &events(0));
    let slice = wet.backward_slice(&model, at(9, 0, 14));
    assert!(slice.entries.iter().any(|e| e.instance == at(8, 0, 10)));
}

#[test]
fn forward_slice_of_the_allocation() {
    let model = program();
    let mut wet = build(&model, &events(0));
    let slice = wet.forward_slice(&model, at(0, 0, 0));
    // Every store uses the object, the load uses it and the last store, the
    // return uses the load.
    let mut expected = vec![
        at(0, 0, 0),
        at(2, 0, 10),
        at(5, 0, 10),
        at(8, 0, 10),
        at(9, 0, 14),
        at(9, 0, 15),
    ];
    expected.sort();
    assert_eq!(slice.instances(), expected);
    let store8 = slice
        .entries
        .iter()
        .find(|e| e.instance == at(8, 0, 10))
        .unwrap();
    assert_eq!(
        store8.links,
        vec![Link {
            operand: Operand::Heap,
            instance: at(9, 0, 14)
        }]
    );
}

#[test]
fn forward_slice_follows_arguments_and_control() {
    let model = program();
    let mut wet = build(&model, &events(0));
    // The last loop test (ts 9, taken) controls nothing in main's B4 (B4
    // post-dominates B1) and feeds nothing: a slice of itself.
    assert_eq!(
        wet.forward_slice(&model, at(9, 0, 6)).instances(),
        vec![at(9, 0, 6)]
    );
    // The test of ts 6 controls the call (local) and, through it, sq.
    let users: Vec<Instance> = wet.forward_slice(&model, at(6, 0, 6)).instances();
    for i in [
        at(6, 0, 9),
        at(7, 1, 2),
        at(7, 1, 3),
        at(8, 0, 10),
        at(8, 0, 11),
        at(9, 0, 6),
        at(9, 0, 14),
    ] {
        assert!(users.contains(&i), "{i} missing from {users:?}");
    }
    assert!(!users.contains(&at(5, 0, 10)));
}

#[test]
fn threads_have_their_own_timestamps() {
    let model = program();
    // Two threads interleaved block by block.
    let (a, b) = (events(0), events(1));
    let mut ev = Vec::new();
    let mut ia = a.into_iter();
    let mut ib = b.into_iter();
    loop {
        let x = ia.next();
        let y = ib.next();
        if x.is_none() && y.is_none() {
            break;
        }
        ev.extend(x);
        ev.extend(y);
    }
    let mut builder = WetBuilder::new();
    for e in &ev {
        builder.push(&model, e);
    }
    let mut wet = builder.finish(&model);
    assert_eq!(wet.threads, vec![(0, 10), (1, 10)]);
    let flow1 = wet.control_flow(1, 0, Direction::Forward, None);
    assert_eq!(
        flow1
            .steps
            .iter()
            .map(|s| (s.method, s.block))
            .collect::<Vec<_>>(),
        blocks_of(&ev, 1)
    );
    // Both threads store into object 100: thread 1's load reads whichever
    // store came last in the interleaving (thread 1's own, events being
    // paired thread 0 first).
    let s = wet.backward_slice(
        &model,
        Instance {
            thread: 1,
            ts: 9,
            method: 0,
            bci: 14,
        },
    );
    let heap: Vec<Link> = s.entries[s
        .entries
        .iter()
        .position(|e| e.instance.thread == 1 && e.instance.bci == 14)
        .unwrap()]
    .links
    .iter()
    .copied()
    .filter(|l| l.operand == Operand::Heap)
    .collect();
    assert_eq!(
        heap,
        vec![Link {
            operand: Operand::Heap,
            instance: Instance {
                thread: 1,
                ts: 8,
                method: 0,
                bci: 10
            }
        }]
    );
}

#[test]
fn file_round_trip_keeps_queries() {
    let model = program();
    let mut wet = build(&model, &events(0));
    let mut bytes = Vec::new();
    write_wet(&wet, &mut bytes).expect("writes to memory");
    let mut back = read_wet(&bytes).expect("read back");
    assert!(back == wet);
    assert_eq!(
        back.backward_slice(&model, at(9, 0, 14)),
        wet.backward_slice(&model, at(9, 0, 14))
    );
    assert_eq!(back.value_trace(1, 2), wet.value_trace(1, 2));
    assert!(read_wet(&bytes[..bytes.len() - 1]).is_none());
    assert!(read_wet(b"not a wet").is_none());
}

#[test]
fn sizes_are_accounted() {
    let model = program();
    let wet = build(&model, &events(0));
    let s = wet.stats;
    assert_eq!(s.ts_sizes.original, 8 * 15);
    assert_eq!(s.ts_sizes.tier1, 8 * 10);
    // 4 branch outcomes, 3 squares, 1 load, 1 allocation, 4 addresses x 2.
    assert_eq!(s.values, 4 + 3 + 1 + 1 + 8);
    assert!(s.nonlocal_dependences < s.dependences);
    assert!(s.edge_sizes.tier1 < s.edge_sizes.original);
    // The three stores' address sites (object, field) share one pattern.
    let store_lane = wet
        .nodes
        .iter()
        .find(|n| n.blocks == vec![3])
        .unwrap()
        .lanes[0]
        .clone();
    assert_eq!(store_lane.sites.len(), 2);
    assert_eq!(store_lane.patterns.len(), 1);
}

#[test]
fn long_runs_compress_and_walk_both_ways() {
    let model = program();
    let ev = events_n(0, 20_000);
    let mut wet = build(&model, &ev);
    let s = wet.stats;
    assert_eq!(s.paths, 3 * 20_000 + 1);
    // Loop timestamps are strided: far below a byte each after tier 2.
    assert!(s.ts_sizes.tier2 * 20 < s.ts_sizes.tier1, "{s:?}");
    assert!(s.total().tier2 * 10 < s.total().original, "{s:?}");
    let blocks = blocks_of(&ev, 0);
    let forward = wet.control_flow(0, 0, Direction::Forward, None);
    assert_eq!(forward.steps.len(), blocks.len());
    assert!(forward
        .steps
        .iter()
        .map(|s| (s.method, s.block))
        .eq(blocks.iter().copied()));
    let last = s.paths - 1;
    let backward = wet.control_flow(0, last, Direction::Backward, None);
    assert!(backward
        .steps
        .iter()
        .map(|s| (s.method, s.block))
        .eq(blocks.iter().rev().copied()));
    // The final load's slice reaches back through every iteration: per
    // iteration the loop test, its constant and i's increment (iconst_0 for
    // the first), plus the load, the allocation, the last store, sq's
    // return and multiply and the last call (see the n = 3 slice above).
    let slice = wet.backward_slice(&model, at(last, 0, 14));
    assert_eq!(slice.entries.len(), 3 * 20_000 + 6);
}
