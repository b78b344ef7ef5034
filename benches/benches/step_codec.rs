//! Criterion benchmarks of STEP encoding and decoding (typed vs dynamic) on
//! the synthetic JVM-like stream of `step-gen`. The full figures table comes
//! from `cargo run --release -p step-gen --bin step-figures` (benches/STEP.md).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use step_gen::{step, Event, Generator, Mix, SEED};
use tracer::encode::{StreamDecoder, StreamEncoder};
use tracer::Record;

const N: usize = 200_000;

fn events(mix: Mix) -> Vec<Event> {
    let mut g = Generator::new(SEED, mix);
    (0..N).map(|_| g.event()).collect()
}

fn bench(c: &mut Criterion) {
    for (name, mix) in [("methods", Mix::Methods), ("jvm", Mix::Jvm)] {
        let evs = events(mix);
        let recs: Vec<Record> = evs.iter().map(|e| e.to_record()).collect();
        let mut block = Vec::with_capacity(N * 8);
        let mut enc = step::Encoder::new();
        for e in &evs {
            enc.encode_any(e, &mut block).unwrap();
        }
        let mut g = c.benchmark_group(format!("step_{name}"));
        g.throughput(Throughput::Elements(N as u64));
        g.sample_size(20);
        g.bench_function("encode_typed", |b| {
            let mut out = Vec::with_capacity(block.len() + 64);
            b.iter(|| {
                let mut enc = step::Encoder::new();
                out.clear();
                for e in &evs {
                    enc.encode_any(e, &mut out).unwrap();
                }
                out.len()
            })
        });
        g.bench_function("encode_dynamic", |b| {
            let mut out = Vec::with_capacity(block.len() + 64);
            b.iter(|| {
                let mut enc = StreamEncoder::new(step::schema().clone());
                out.clear();
                for r in &recs {
                    enc.encode(r, &mut out).unwrap();
                }
                out.len()
            })
        });
        g.bench_function("decode_typed", |b| {
            b.iter(|| {
                let mut dec = step::Decoder::new();
                let mut pos = 0;
                let mut n = 0;
                while pos < block.len() {
                    std::hint::black_box(dec.decode(&block, &mut pos).unwrap());
                    n += 1;
                }
                n
            })
        });
        g.bench_function("decode_dynamic", |b| {
            b.iter(|| {
                let mut dec = StreamDecoder::new(step::schema().clone());
                let mut pos = 0;
                let mut n = 0;
                while pos < block.len() {
                    std::hint::black_box(dec.decode(&block, &mut pos).unwrap());
                    n += 1;
                }
                n
            })
        });
        g.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
