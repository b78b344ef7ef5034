//! The generated encoders' fast path (records of integers only whose every
//! field takes its regular path) against the full path and the dynamic
//! encoder: value streams that are mostly regular, with irregular values
//! in any field (so the fast path gives up after writing some fields), must
//! give the dynamic encoder's bytes, through the encoder and through the
//! trace writer (block boundaries reset the state).

mod common;

use common::Rng;
use std::sync::Arc;
use tracer::encode::StreamEncoder;
use tracer::format::{Compression, ReadOptions, RecordWriter, WriterOptions};
use tracer::{Record, Schema, Value};

include!("generated/fast_path.rs");

const FAST_PATH: &str = include_str!("fixtures/fast_path.stepdl");

#[test]
fn generated_code_is_up_to_date() {
    common::check_generated_is_up_to_date("fast_path", FAST_PATH);
}

fn schema() -> Arc<Schema> {
    step::schema().clone()
}

/// The next value of a field after `prev`: mostly a regular step for some
/// strategy (the same value, +1, +4, a small move, a value from a small
/// pool, keys above the direct tables included), sometimes anything.
fn next_int(rng: &mut Rng, prev: i64) -> i64 {
    const POOL: [i64; 6] = [0, 5, 1000, 70_000, 1 << 40, -3];
    match rng.below(20) {
        0..=6 => prev,
        7..=8 => prev.wrapping_add(1),
        9..=10 => prev.wrapping_add(4),
        11..=12 => prev.wrapping_add(rng.below(21) as i64 - 10),
        13..=17 => POOL[rng.below(POOL.len() as u64) as usize],
        18 => rng.below(300) as i64 * 1000,
        _ => rng.next() as i64,
    }
}

/// `n` records of random types; the integer fields of each type follow
/// [`next_int`] from the previous record of that type (`constant` fields
/// keep their first value).
fn gen(seed: u64, n: usize) -> Vec<Record> {
    let s = schema();
    let mut rng = Rng(seed | 1);
    let mut last: Vec<Vec<i64>> = s
        .records()
        .iter()
        .map(|r| vec![7; r.fields.len()])
        .collect();
    (0..n)
        .map(|_| {
            let ty = rng.below(s.records().len() as u64) as usize;
            let def = s.record(ty);
            let fields = def
                .fields
                .iter()
                .enumerate()
                .map(|(k, f)| match f.ty {
                    tracer::schema::FieldType::Int => {
                        if def.name != "f.Co" || k != 0 {
                            last[ty][k] = next_int(&mut rng, last[ty][k]);
                        }
                        Value::Int(last[ty][k])
                    }
                    _ => Value::Str(["a", "b", "c"][rng.below(3) as usize].to_string()),
                })
                .collect();
            Record { ty, fields }
        })
        .collect()
}

#[test]
fn fast_path_gives_the_dynamic_bytes() {
    for seed in 0..40u64 {
        let recs = gen(seed * 7919 + 1, 3000);
        let mut dynamic = StreamEncoder::new(schema());
        let mut typed = step::Encoder::new();
        let mut quiet = step::Encoder::new();
        let (mut a, mut b, mut c) = (Vec::new(), Vec::new(), Vec::new());
        for (i, r) in recs.iter().enumerate() {
            let sa = dynamic.encode(r, &mut a).unwrap();
            let t = step::AnyRecord::from_record(r).expect("fits");
            let sb = typed.encode_any(&t, &mut b).unwrap();
            assert_eq!(sa, sb, "frame statistics of record {i} (seed {seed})");
            match &t {
                step::AnyRecord::f_Mx(x) => quiet.encode(x, &mut c),
                other => quiet.encode_any(other, &mut c),
            }
            .unwrap();
            if i % 500 == 499 {
                // A block boundary.
                dynamic.reset();
                typed.reset();
                quiet.reset();
            }
        }
        assert_eq!(a, b, "seed {seed}");
        assert_eq!(a, c, "seed {seed}");
    }
}

#[test]
fn typed_writer_files_equal_dynamic_ones() {
    let recs = gen(11, 20_000);
    let opts = WriterOptions {
        block_size: 4096,
        compression: Compression::None,
        ..WriterOptions::default()
    };
    let mut tw = step::TraceWriter::new(Vec::new(), opts.clone()).unwrap();
    let mut dw = RecordWriter::new(Vec::new(), schema(), opts).unwrap();
    for (i, r) in recs.iter().enumerate() {
        macro_rules! w {
            ($($v:ident),*) => {
                match step::AnyRecord::from_record(r).unwrap() {
                    $(step::AnyRecord::$v(x) => tw.write(&x).unwrap(),)*
                }
            };
        }
        w!(f_Id, f_Ca, f_De, f_Co, f_Re, f_Si, f_Mx, f_Empty, f_Str);
        dw.write(r).unwrap();
        if i % 3001 == 3000 {
            tw.flush().unwrap();
            dw.flush().unwrap();
        }
        if i % 2003 == 2002 {
            // A block ended through the guard: the encoder must reset.
            tw.writer().end_block().unwrap();
            dw.writer().end_block().unwrap();
        }
    }
    let typed_file = tw.finish().unwrap().0;
    let dyn_file = dw.finish().unwrap().0;
    assert_eq!(typed_file, dyn_file);
    let mut tr = step::TraceReader::new(&typed_file[..], ReadOptions::default()).unwrap();
    let mut m = 0;
    while let Some(r) = tr.next_record().unwrap() {
        assert_eq!(r.to_record(), recs[m]);
        m += 1;
    }
    assert_eq!(m, recs.len());
}
