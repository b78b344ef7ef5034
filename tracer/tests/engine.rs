//! Encoding engine round trips: every strategy, meta-records, polymorphism,
//! block resets, and the ≤6 bytes/record shape on a method-event stream.

mod common;

use common::{record, Rng, ALL_STRATEGIES};
use proptest::prelude::*;
use std::sync::Arc;
use tracer::encode::{Decoded, StreamDecoder, StreamEncoder};
use tracer::{Record, Schema, Value};

fn schema(src: &str) -> Arc<Schema> {
    Arc::new(Schema::compile("t.stepdl", src).unwrap_or_else(|e| panic!("{e}")))
}

/// Encode records into one block and decode them back.
fn roundtrip(s: &Arc<Schema>, recs: &[Record]) -> Vec<u8> {
    let mut enc = StreamEncoder::new(s.clone());
    let mut block = Vec::new();
    for r in recs {
        enc.encode(r, &mut block)
            .unwrap_or_else(|e| panic!("{e}: {r:?}"));
    }
    let mut dec = StreamDecoder::new(s.clone());
    let mut pos = 0;
    for r in recs {
        match dec.decode(&block, &mut pos).expect("decode") {
            (Decoded::Record(got), _) => assert_eq!(&got, r),
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(pos, block.len());
    block
}

fn safe_string(s: &str, latin1: bool) -> String {
    if latin1 {
        s.chars().filter(|c| (*c as u32) < 256).collect()
    } else {
        s.to_string()
    }
}

fn fix_charsets(s: &Schema, r: &mut Record) {
    let def = s.record(r.ty);
    for (f, v) in def.fields.iter().zip(r.fields.iter_mut()) {
        if let Value::Str(x) = v {
            *x = safe_string(x, f.name == "a");
        }
        if let Value::Record(sub) = v {
            fix_charsets(s, sub);
        }
    }
}

fn gen(s: &Schema, seed: u64, n: usize) -> Vec<Record> {
    let mut rng = Rng(seed | 1);
    (0..n)
        .map(|_| {
            let ty = rng.below(s.records().len() as u64) as usize;
            let mut r = record(s, ty, &mut rng, 0);
            fix_charsets(s, &mut r);
            r
        })
        .collect()
}

#[test]
fn every_strategy_round_trips() {
    let s = schema(ALL_STRATEGIES);
    for seed in 1..40 {
        roundtrip(&s, &gen(&s, seed, 200));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn random_streams_round_trip(seed in any::<u64>(), n in 1usize..120) {
        let s = schema(ALL_STRATEGIES);
        roundtrip(&s, &gen(&s, seed, n));
    }
}

#[test]
fn elastic_size_splits_record_with_meta_events() {
    // Figure 5.4/5.5: [3, 10, 1, 13563, 2, 19] with size=1+ elements.
    let s = schema(r#"record A { int[] x; ~x.element <encoding:"size=1+">; }"#);
    let r = Record {
        ty: 0,
        fields: vec![Value::Array(
            [3, 10, 1, 13563, 2, 19]
                .into_iter()
                .map(Value::Int)
                .collect(),
        )],
    };
    let block = roundtrip(&s, std::slice::from_ref(&r));
    // [size][0=meta][type 1][k=1][seg=4][ord=3][event...][payload]
    assert_eq!(block[1], 0, "a meta-record");
    assert_eq!(block[2], 1, "data type id");
    assert_eq!(block[3], 1, "one event");
    assert_eq!(block[4], 4, "split after length byte + 3 one-byte values");
    assert_eq!(block[5], 3, "fourth element decision");
    // The message 'size:=2' is new, so the event is a nested meta-record.
    assert_eq!(block[6], 0, "nested meta-record");
    // Second time the message is known: a plain EncoderMessage.
    let block2 = roundtrip(&s, &[r.clone(), r]);
    let second = &block2[block.len()..];
    assert_eq!(second[6], 2, "EncoderMessage");
}

#[test]
fn method_events_are_compact() {
    let s = schema(include_str!("fixtures/jvmpi.stepdl"));
    let entry = s.lookup("example.jvmpi.METHOD_ENTRY2").unwrap();
    let exit = s.lookup("example.jvmpi.METHOD_EXIT").unwrap();
    let mut rng = Rng(7);
    let mut recs = Vec::new();
    for _ in 0..20000 {
        let m = 0x1000_0000 + 64 * rng.below(300) as i64;
        let obj = 0x2000_0000 + 16 * rng.below(2000) as i64;
        recs.push(Record {
            ty: entry,
            fields: vec![Value::Int(0x7f00), Value::Int(m), Value::Int(obj)],
        });
        recs.push(Record {
            ty: exit,
            fields: vec![Value::Int(0x7f00), Value::Int(m)],
        });
    }
    let block = roundtrip(&s, &recs);
    let bpr = block.len() as f64 / recs.len() as f64;
    assert!(bpr <= 6.0, "bytes per record {bpr}");
}

#[test]
fn constant_violation_is_an_error() {
    let s = schema(r#"record A { int x <encoding:"constant">; }"#);
    let mut enc = StreamEncoder::new(s.clone());
    let mut b = Vec::new();
    enc.encode(
        &Record {
            ty: 0,
            fields: vec![Value::Int(1)],
        },
        &mut b,
    )
    .unwrap();
    enc.encode(
        &Record {
            ty: 0,
            fields: vec![Value::Int(1)],
        },
        &mut b,
    )
    .unwrap();
    assert!(enc
        .encode(
            &Record {
                ty: 0,
                fields: vec![Value::Int(2)]
            },
            &mut b
        )
        .is_err());
}

#[test]
fn context_modifier_wins_over_inherited_one() {
    // Figure 5.6: a B stored in C.a uses size=3 (context), not size=2.
    let s = schema(
        r#"record A { int x <encoding:"size=1">; }
           record B extends A { ~x <encoding:"size=2">; }
           record C { A a; ~a.x <encoding:"size=3">; }"#,
    );
    let b = Record {
        ty: 1,
        fields: vec![Value::Int(5)],
    };
    let c = Record {
        ty: 2,
        fields: vec![Value::Record(Box::new(b))],
    };
    let block = roundtrip(&s, &[c]);
    // meta-record: the type tag of a subtype is an irregular value.
    // payload ends with tag (2) then x in 3 bytes.
    assert_eq!(&block[block.len() - 4..], &[2, 5, 0, 0]);
}

#[test]
fn wrong_values_are_rejected() {
    let s = schema("record A { int x; } record B { A a; }");
    let mut enc = StreamEncoder::new(s.clone());
    let mut b = Vec::new();
    let e = enc
        .encode(
            &Record {
                ty: 0,
                fields: vec![Value::Str("no".into())],
            },
            &mut b,
        )
        .unwrap_err();
    assert!(
        e.to_string()
            .contains("A.x: expected an int value, got string"),
        "{e}"
    );
    let bad = Record {
        ty: 1,
        fields: vec![Value::Record(Box::new(Record {
            ty: 1,
            fields: vec![],
        }))],
    };
    assert!(enc.encode(&bad, &mut b).is_err());
}

#[test]
fn garbage_never_panics() {
    let s = schema(ALL_STRATEGIES);
    let mut rng = Rng(12345);
    for round in 0..3000 {
        let n = 1 + rng.below(64) as usize;
        let mut buf: Vec<u8> = (0..n).map(|_| rng.below(256) as u8).collect();
        if round % 2 == 0 {
            // A plausible frame header makes the decoder go deeper.
            buf[0] = (n - 1).min(127) as u8;
            if n > 1 {
                buf[1] = (rng.below(s.records().len() as u64 + 1)) as u8;
            }
        }
        let mut dec = StreamDecoder::new(s.clone());
        let mut pos = 0;
        while pos < buf.len() {
            if dec.decode(&buf, &mut pos).is_err() {
                break;
            }
        }
    }
}

#[test]
fn deeply_nested_records_are_refused_not_overflowing() {
    let s = schema("record T { T[] kids; }");
    // kids = [ { kids = [ ... ] } ] nested 100k deep: length 1 then the
    // element's own length, i.e. 0x01 repeated.
    let mut block = vec![0u8; 0];
    let payload = vec![1u8; 100_000];
    let mut frame = Vec::new();
    tracer::encode::io::put_uvar(&mut frame, (payload.len() + 1) as u64);
    frame.push(1);
    frame.extend_from_slice(&payload);
    block.extend_from_slice(&frame);
    let mut dec = StreamDecoder::new(s);
    let mut pos = 0;
    let e = dec.decode(&block, &mut pos).unwrap_err();
    assert!(e.to_string().contains("nested too deeply"), "{e}");
}

/// Identifier and cache tables past their caps, with small keys (the
/// encoder's direct table), large keys (memo and hash table) and keys that
/// collide in the memo: ids must stay in step with the decoder's table.
#[test]
fn identifier_and_cache_tables_beyond_their_caps_round_trip() {
    let s = schema(
        "record R { int a <encoding:\"identifier\">; int b <encoding:\"identifier\">; \
         int c <encoding:\"cache=300\">; }",
    );
    let ty = s.lookup("R").unwrap();
    let mut rng = Rng(11);
    let cap = tracer::policy::IDENTIFIER_CAP as i64;
    let mut recs = Vec::new();
    for i in 0..(cap + 5000) {
        // b: large keys, many of them new; c: a cache much smaller than
        // its key range.
        // a: keys 0.. once each (beyond the cap), then keys around the cap again;
        let a = if i < cap + 2000 {
            i
        } else {
            cap - 1000 + i % 2000
        };
        let b = if rng.below(2) == 0 {
            0x0800_0000 + 64 * rng.below(80_000) as i64
        } else {
            -(rng.below(5000) as i64)
        };
        let c = (rng.below(1000) as i64) << 20;
        recs.push(Record {
            ty,
            fields: vec![Value::Int(a), Value::Int(b), Value::Int(c)],
        });
    }
    roundtrip(&s, &recs);
}
