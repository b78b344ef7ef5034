//! The code generator: the checked-in generated code is up to date, compiles,
//! and produces exactly the bytes of the dynamic encoder (property test).

mod common;

use common::{record, Rng, ALL_STRATEGIES};
use proptest::prelude::*;
use std::sync::Arc;
use tracer::encode::{Decoded, StreamDecoder, StreamEncoder};
use tracer::format::{Compression, ReadOptions, RecordReader, RecordWriter, WriterOptions};
use tracer::{Record, Schema, Value};

include!("generated/all_strategies.rs");

#[test]
fn generated_code_is_up_to_date() {
    common::check_generated_is_up_to_date("all_strategies", ALL_STRATEGIES);
}

fn schema() -> Arc<Schema> {
    step::schema().clone()
}

fn latin1_safe(s: &Schema, r: &mut Record) {
    let def = s.record(r.ty);
    for (f, v) in def.fields.iter().zip(r.fields.iter_mut()) {
        match v {
            Value::Str(x) if f.name == "a" => {
                *x = x.chars().filter(|c| (*c as u32) < 256).collect()
            }
            Value::Record(sub) => latin1_safe(s, sub),
            _ => {}
        }
    }
}

fn gen(seed: u64, n: usize) -> Vec<Record> {
    let s = schema();
    let mut rng = Rng(seed | 1);
    (0..n)
        .map(|_| {
            let ty = rng.below(s.records().len() as u64) as usize;
            let mut r = record(&s, ty, &mut rng, 0);
            latin1_safe(&s, &mut r);
            r
        })
        .collect()
}

fn both(recs: &[Record]) -> (Vec<u8>, Vec<u8>) {
    let mut dynamic = StreamEncoder::new(schema());
    let mut typed = step::Encoder::new();
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for r in recs {
        dynamic.encode(r, &mut a).unwrap();
        let t = step::AnyRecord::from_record(r).expect("fits");
        assert_eq!(t.to_record(), *r);
        typed.encode_any(&t, &mut b).unwrap();
    }
    (a, b)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]
    #[test]
    fn typed_and_dynamic_bytes_are_identical(seed in any::<u64>(), n in 1usize..150) {
        let recs = gen(seed, n);
        let (a, b) = both(&recs);
        prop_assert_eq!(&a, &b);
        // And the typed decoder reads them back.
        let mut dec = step::Decoder::new();
        let mut pos = 0;
        for r in &recs {
            let got = dec.decode(&b, &mut pos).unwrap().expect("known type");
            prop_assert_eq!(&got.to_record(), r);
        }
        prop_assert_eq!(pos, b.len());
    }
}

#[test]
fn typed_writer_files_read_back_dynamically() {
    let recs = gen(5, 2000);
    let opts = WriterOptions {
        block_size: 700,
        compression: Compression::Zstd(1),
        ..WriterOptions::default()
    };
    let mut tw = step::TraceWriter::new(Vec::new(), opts.clone()).unwrap();
    for r in &recs {
        match step::AnyRecord::from_record(r).unwrap() {
            step::AnyRecord::t_Ints(x) => tw.write(&x).unwrap(),
            other => {
                // Go through the generic path for the other types.
                let _ = tw.writer().block().0.len();
                tw.write(&Wrap(other)).unwrap();
            }
        }
    }
    let typed_file = tw.finish().unwrap().0;
    let mut dw = RecordWriter::new(Vec::new(), schema(), opts).unwrap();
    for r in &recs {
        dw.write(r).unwrap();
    }
    let dyn_file = dw.finish().unwrap().0;
    assert_eq!(typed_file, dyn_file);
    let mut rr = RecordReader::new(&typed_file[..], ReadOptions::default()).unwrap();
    let mut n = 0;
    while let Some(r) = rr.next_record().unwrap() {
        assert_eq!(r, recs[n]);
        n += 1;
    }
    assert_eq!(n, recs.len());
    let mut tr = step::TraceReader::new(&typed_file[..], ReadOptions::default()).unwrap();
    let mut m = 0;
    while let Some(r) = tr.next_record().unwrap() {
        assert_eq!(r.to_record(), recs[m]);
        m += 1;
    }
    assert_eq!(m, recs.len());
}

struct Wrap(step::AnyRecord);
impl step::Encode for Wrap {
    fn encode_into(
        &self,
        enc: &mut step::Encoder,
        out: &mut Vec<u8>,
    ) -> Result<tracer::encode::meta::FrameStats, tracer::encode::EncodeError> {
        enc.encode_any(&self.0, out)
    }
}

#[test]
fn dynamic_decoder_reads_typed_bytes() {
    let recs = gen(11, 300);
    let (_, b) = both(&recs);
    let mut dec = StreamDecoder::new(schema());
    let mut pos = 0;
    for r in &recs {
        assert_eq!(
            dec.decode(&b, &mut pos).unwrap().0,
            Decoded::Record(r.clone())
        );
    }
}

/// `decode_block_only` hands on exactly the records of one type that
/// `decode_block` decodes, in order, and leaves the other types' state
/// alone: a decoder that read one type of a block ahead still reads the
/// block's other records.
#[test]
fn decode_block_only_reads_one_type_ahead() {
    let recs = gen(23, 400);
    let (_, b) = both(&recs);
    let n = recs.len() as u32;
    let mut all = Vec::new();
    step::Decoder::new()
        .decode_block(&b, n, |r| all.push(r))
        .unwrap();
    assert_eq!(all.len(), recs.len());
    let s = schema();
    for ty in 0..s.records().len() {
        let tid = s.type_id(ty);
        let want: Vec<_> = recs
            .iter()
            .zip(&all)
            .filter(|(r, _)| r.ty == ty)
            .map(|(_, a)| a.to_record())
            .collect();
        // Ahead of a pass over the rest, with the same decoder.
        let mut dec = step::Decoder::new();
        let mut got = Vec::new();
        // (Compared as `Record`s: their floats compare by bits, NaN too.)
        dec.decode_block_only(&b, n, tid, |r| got.push(r.to_record()))
            .unwrap();
        assert_eq!(got, want, "type {}", s.record(ty).name);
        let mut pos = 0;
        for (r, a) in recs.iter().zip(&all) {
            if r.ty == ty {
                // (Its frame is skipped: the type's state moved on.)
                let (end, _, _) = tracer::encode::frame_header(&b, &mut pos).unwrap();
                pos = end;
            } else {
                let r = dec.decode(&b, &mut pos).unwrap().map(|r| r.to_record());
                assert_eq!(r, Some(a.to_record()));
            }
        }
        assert_eq!(pos, b.len());
    }
    // A block cut short: an error, whatever the type.
    for ty in 0..s.records().len() {
        let cut = &b[..b.len() - 1];
        assert!(step::Decoder::new()
            .decode_block_only(cut, n, s.type_id(ty), |_| {})
            .is_err());
    }
    // A type id of no record type: nothing.
    let mut none = 0;
    step::Decoder::new()
        .decode_block_only(&b, n, s.records().len() as u64 + 1, |_| none += 1)
        .unwrap();
    step::Decoder::new()
        .decode_block_only(&b, n, 0, |_| none += 1)
        .unwrap();
    assert_eq!(none, 0);
}

#[test]
fn typed_decoder_skips_types_of_a_newer_schema() {
    let newer = format!("{ALL_STRATEGIES}\nrecord Extra {{ int z; }}\n");
    let newer = Arc::new(Schema::compile("new.stepdl", &newer).unwrap());
    let extra = newer.lookup("Extra").unwrap();
    let ints = newer.lookup("t.Ints").unwrap();
    let mut enc = StreamEncoder::new(newer.clone());
    let mut block = Vec::new();
    let mut rng = Rng(3);
    let mut want = Vec::new();
    for i in 0..50 {
        let ty = if i % 3 == 0 { extra } else { ints };
        let r = record(&newer, ty, &mut rng, 0);
        enc.encode(&r, &mut block).unwrap();
        if ty == ints {
            want.push(r);
        }
    }
    let mut dec = step::Decoder::for_schema(&newer);
    let (mut pos, mut got) = (0, Vec::new());
    while pos < block.len() {
        if let Some(r) = dec.decode(&block, &mut pos).unwrap() {
            got.push(r.to_record().fields);
        }
    }
    assert_eq!(got, want.into_iter().map(|r| r.fields).collect::<Vec<_>>());
}

/// `encode_any` returns a failed record's error (it comes back through the
/// encoder, not in the packed register result) and the frame statistics of
/// the records around it, as `encode` does.
#[test]
fn encode_any_returns_errors_and_frame_stats() {
    let s = schema();
    let mixed = (0..s.records().len())
        .find(|&i| s.record(i).name.ends_with("Mixed"))
        .expect("Mixed");
    let mut rng = Rng(7);
    let mut good = record(&s, mixed, &mut rng, 0);
    latin1_safe(&s, &mut good);
    let mut bad = good.clone();
    let a = s
        .record(mixed)
        .fields
        .iter()
        .position(|f| f.name == "a")
        .unwrap();
    bad.fields[a] = Value::Str("\u{4e00}".into());
    let (good, bad) = (
        step::AnyRecord::from_record(&good).unwrap(),
        step::AnyRecord::from_record(&bad).unwrap(),
    );
    let (mut by_any, mut by_encode) = (step::Encoder::new(), step::Encoder::new());
    let (mut a_out, mut e_out) = (Vec::new(), Vec::new());
    for r in [&good, &bad, &good, &bad] {
        let x = by_any.encode_any(r, &mut a_out);
        let y = match r {
            step::AnyRecord::t_Mixed(m) => by_encode.encode(m, &mut e_out),
            _ => unreachable!(),
        };
        assert_eq!(x, y);
        assert_eq!(a_out, e_out);
    }
    assert!(by_any.encode_any(&bad, &mut a_out).is_err());
    assert!(by_any.encode_any(&good, &mut a_out).unwrap().frame_bytes > 0);
}
