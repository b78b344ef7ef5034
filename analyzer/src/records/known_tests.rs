//! Tests of the rule of known field objects (reader side): hand-built
//! record streams, the reference with every field record against the
//! same stream with the known accesses left out (and `KnownAccessesEnd`
//! where the contract puts it).

use super::expand::build::{block, enter, exit, site};
use super::expand::expand_with;
use super::implied::Expander;
use crate::step;
use step::AnyRecord as A;

/// A class file (class 1, constant pool: `Fieldref #5` of an int field,
/// `Class #6`) with one static method, `m1`:
///
/// ```text
///  0: aload_0          block 0
///  1: getfield #5      site 10 (local 0)
///  4: aload_0
///  5: getfield #5      site 11 (local 0)
///  8: new #6           site 17
/// 11: pop
/// 12: aload_0
/// 13: getfield #5      site 12 (local 0)
/// 16: aload_0
/// 17: iconst_1
/// 18: putfield #5      site 13 (local 0)
/// 21: aload_1
/// 22: getfield #5      site 14 (local 1)
/// 25: ifeq 32
/// 28: aload_0          block 1
/// 29: getfield #5      site 15 (local 0)
/// 32: aload_2          block 2
/// 33: getfield #5      site 16 (local 2)
/// 36: return
/// ```
fn class_file() -> Vec<u8> {
    let mut b = vec![0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 50, 0, 8];
    let utf8 = |b: &mut Vec<u8>, s: &str| {
        b.push(1);
        b.extend_from_slice(&(s.len() as u16).to_be_bytes());
        b.extend_from_slice(s.as_bytes());
    };
    utf8(&mut b, "Code"); // 1
    utf8(&mut b, "I"); // 2
    utf8(&mut b, "f"); // 3
    b.extend_from_slice(&[12, 0, 3, 0, 2]); // 4: NameAndType f:I
    b.extend_from_slice(&[9, 0, 6, 0, 4]); // 5: Fieldref C.f:I
    b.extend_from_slice(&[7, 0, 7]); // 6: Class C
    utf8(&mut b, "C"); // 7
    b.extend_from_slice(&[0, 0x21, 0, 6, 0, 0, 0, 0, 0, 0, 0, 1]);
    let code: &[u8] = &[
        0x2a, 0xb4, 0, 5, 0x2a, 0xb4, 0, 5, 0xbb, 0, 6, 0x57, 0x2a, 0xb4, 0, 5, 0x2a, 0x04, 0xb5,
        0, 5, 0x2b, 0xb4, 0, 5, 0x99, 0, 7, 0x2a, 0xb4, 0, 5, 0x2c, 0xb4, 0, 5, 0xb1,
    ];
    b.extend_from_slice(&[0, 9, 0, 3, 0, 2, 0, 1, 0, 1]);
    b.extend_from_slice(&(12 + code.len() as u32).to_be_bytes());
    b.extend_from_slice(&[0, 2, 0, 3]);
    b.extend_from_slice(&(code.len() as u32).to_be_bytes());
    b.extend_from_slice(code);
    b.extend_from_slice(&[0, 0, 0, 0]);
    b.extend_from_slice(&[0, 0]);
    b
}

/// The class, `m1` (method 1) and its sites.
fn entities() -> Vec<A> {
    let class = step::Class {
        id: 1,
        name: "C".into(),
        superclass: 0,
        interfaces: Vec::new(),
        sourceFile: String::new(),
        access: 0x21,
        instanceSize: 0,
        loader: "app".into(),
        bytes: class_file(),
    };
    let mut v = vec![
        A::Class(Box::new(class)),
        A::Method(Box::new(step::Method {
            id: 1,
            class: 1,
            name: "m1".into(),
            descriptor: "()V".into(),
            access: 0x0009,
            index: 0,
        })),
    ];
    for (id, bci) in [
        (10, 1),
        (11, 5),
        (12, 13),
        (13, 18),
        (14, 22),
        (15, 29),
        (16, 33),
    ] {
        v.push(site(id, 1, bci));
    }
    v.push(site(17, 1, 8));
    v.push(A::ClassLoad(step::ClassLoad {
        thread: 1,
        time: 0,
        class: 1,
    }));
    v
}

/// Objects in locals 0, 1 and 2.
const L0: i64 = 100;
const L1: i64 = 200;
const L2: i64 = 300;

fn rd(time: i64, site: i64, object: i64) -> A {
    A::InstanceFieldRead(step::InstanceFieldRead {
        thread: 1,
        time,
        site,
        field: 7,
        object,
    })
}
fn wr(time: i64, site: i64, object: i64) -> A {
    A::InstanceFieldWrite(step::InstanceFieldWrite {
        thread: 1,
        time,
        site,
        field: 7,
        object,
    })
}
fn slim(object: i64) -> A {
    A::ImpliedFieldAccess(step::ImpliedFieldAccess { thread: 1, object })
}
fn alloc(thread: i64, time: i64) -> A {
    A::Allocation(step::Allocation {
        thread,
        time,
        site: 17,
        class: 1,
        size: 16,
        object: 900 + time,
    })
}
fn known_end(time: i64) -> A {
    A::KnownAccessesEnd(step::KnownAccessesEnd { thread: 1, time })
}

/// A whole run of `m1` from time `t` with every record (the reference).
fn run(t: i64) -> Vec<A> {
    vec![
        enter(1, t, 1),
        block(1, t, 0),
        rd(t + 2, 10, L0),
        rd(t + 4, 11, L0),
        alloc(1, t + 5),
        rd(t + 8, 12, L0),
        wr(t + 11, 13, L0),
        rd(t + 13, 14, L1),
        block(1, t + 14, 1),
        rd(t + 16, 15, L0),
        block(1, t + 16, 2),
        rd(t + 18, 16, L2),
        exit(1, t + 19, 1),
    ]
}

/// The first run (every site new: full records), its entry block left
/// out.
fn first_run_file() -> Vec<A> {
    let mut v = run(0);
    v.remove(1);
    v
}

fn attributes(bits: bool) -> Vec<(String, String)> {
    let mut a = vec![
        (super::implied::ATTRIBUTE, "entry,return"),
        (super::fields::ATTRIBUTE, "blocks"),
        (super::fields::KNOWN_ATTRIBUTE, "locals"),
    ];
    if bits {
        a.push((super::branch_blocks::ATTRIBUTE, "bits"));
    }
    a.into_iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

fn expand_file(second: Vec<A>, bits: bool) -> Vec<A> {
    let mut file = entities();
    file.extend(first_run_file());
    file.extend(second);
    expand_with(Expander::for_attributes(&attributes(bits)).unwrap(), file)
}

fn reference(second: Vec<A>) -> Vec<A> {
    let mut all = entities();
    all.extend(run(0));
    all.extend(second);
    all
}

#[test]
fn known_accesses_are_put_back_in_place() {
    // Second run at 20: s10 sets K[0]; s11 (known) comes before the
    // allocation; s12, s13 (known) before the slim record of s14; s15
    // (known) before block 2; s16 is from local 2 (never known).
    let file = vec![
        enter(1, 20, 1),
        slim(L0),
        alloc(1, 25),
        slim(L1),
        block(1, 34, 1),
        block(1, 36, 2),
        slim(L2),
        exit(1, 39, 1),
    ];
    assert_eq!(expand_file(file, false), reference(run(20)));
}

#[test]
fn known_accesses_end_before_another_threads_record() {
    let mut all = run(20);
    // Thread 2 allocates between s11 (time 24) and the allocation.
    all.insert(4, alloc(2, 24));
    let file = vec![
        enter(1, 20, 1),
        slim(L0),
        known_end(24),
        alloc(2, 24),
        alloc(1, 25),
        slim(L1),
        block(1, 34, 1),
        block(1, 36, 2),
        slim(L2),
        exit(1, 39, 1),
    ];
    assert_eq!(expand_file(file, false), reference(all));
}

#[test]
fn an_exception_cuts_the_block_short_and_its_catch_empties_the_known_objects() {
    let throw = A::ExceptionThrow(step::ExceptionThrow {
        thread: 1,
        time: 25,
        site: 17,
        class: 1,
        object: 500,
    });
    let catch = A::ExceptionCatch(step::ExceptionCatch {
        thread: 1,
        time: 26,
        site: 16,
        object: 500,
    });
    // `new` throws at 25: s12, s13 never run; the handler (block 2 here)
    // reads through local 2, then returns.
    let all = vec![
        enter(1, 20, 1),
        block(1, 20, 0),
        rd(22, 10, L0),
        rd(24, 11, L0),
        throw.clone(),
        catch.clone(),
        block(1, 27, 2),
        rd(29, 16, L2),
        exit(1, 30, 1),
    ];
    let file = vec![
        enter(1, 20, 1),
        slim(L0),
        throw,
        catch,
        block(1, 27, 2),
        slim(L2),
        exit(1, 30, 1),
    ];
    assert_eq!(expand_file(file, false), reference(all));
}

#[test]
fn a_full_record_at_a_known_instruction_is_its_own() {
    // A run that starts inside the block (after s10) writes full records.
    let file = vec![
        enter(1, 20, 1),
        slim(L0),
        rd(24, 11, L0),
        alloc(1, 25),
        rd(28, 12, L0),
        slim(L1),
        block(1, 34, 1),
        block(1, 36, 2),
        slim(L2),
        exit(1, 39, 1),
    ];
    assert_eq!(expand_file(file, false), reference(run(20)));
}

#[test]
fn a_slim_records_search_puts_back_the_known_accesses_of_the_blocks_it_passes() {
    // Blocks 1 and 2 are implied branch blocks (bits 1, 1): the slim
    // record of s16 passes block 1, whose s15 is known.
    let file = vec![
        enter(1, 20, 1),
        slim(L0),
        alloc(1, 25),
        slim(L1),
        slim(L2),
        A::BranchBits(step::BranchBits {
            thread: 1,
            bits: 0b111,
        }),
        A::BranchBlocksEnd(step::BranchBlocksEnd {
            thread: 1,
            time: 36,
        }),
        exit(1, 39, 1),
    ];
    assert_eq!(expand_file(file, true), reference(run(20)));
}

#[test]
fn without_the_attribute_no_access_is_known() {
    // The same file read without the rule: the known accesses stay out.
    let file = vec![
        enter(1, 20, 1),
        slim(L0),
        alloc(1, 25),
        slim(L1),
        block(1, 34, 1),
        block(1, 36, 2),
        slim(L2),
        exit(1, 39, 1),
    ];
    let mut attrs = attributes(false);
    attrs.retain(|(k, _)| k != super::fields::KNOWN_ATTRIBUTE);
    let mut all = entities();
    all.extend(first_run_file());
    all.extend(file);
    let expanded = expand_with(Expander::for_attributes(&attrs).unwrap(), all);
    let fields = expanded
        .iter()
        .filter(|r| matches!(r, A::InstanceFieldRead(_) | A::InstanceFieldWrite(_)))
        .count();
    // 7 of the first run, and the three slim records of the second,
    // resolved to the next field instructions (s10, s11, s12).
    assert_eq!(fields, 10);
}

#[test]
fn a_run_resumed_inside_the_block_writes_its_own_records() {
    // Thread 1's slice ends after s10 (no access left out: no
    // KnownAccessesEnd); it resumes inside block 0 much later, with full
    // records (the times of the block's later instructions are no longer
    // `t + k + 1`), until block 1, where known accesses are left out
    // again.
    let all = vec![
        enter(1, 20, 1),
        block(1, 20, 0),
        rd(22, 10, L0),
        alloc(2, 23),
        rd(60, 11, L0),
        alloc(1, 61),
        rd(64, 12, L0),
        wr(67, 13, L0),
        rd(69, 14, L1),
        block(1, 70, 1),
        rd(72, 15, L0),
        block(1, 72, 2),
        rd(74, 16, L2),
        exit(1, 75, 1),
    ];
    let file = vec![
        enter(1, 20, 1),
        slim(L0),
        alloc(2, 23),
        rd(60, 11, L0),
        alloc(1, 61),
        rd(64, 12, L0),
        wr(67, 13, L0),
        rd(69, 14, L1),
        block(1, 70, 1),
        block(1, 72, 2),
        slim(L2),
        exit(1, 75, 1),
    ];
    assert_eq!(expand_file(file, false), reference(all));
}
