//! Encode-only loop for profilers (perf, callgrind): `encprof [jvm] [N] [passes] [dyn] [dec]
//! [dump=FILE]`. Generation happens before the timed loop; the loop only
//! encodes. With `dec`, the records are encoded once (typed) and the loop
//! decodes them `passes` times with the typed decoder instead. `dump=FILE`
//! writes the last pass's encoded bytes to FILE (to compare builds byte by
//! byte).
use step_gen::{step, Event, Generator, SEED};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mix = step_gen::mix_from_args(&args);
    let dynamic = args.iter().any(|a| a == "dyn");
    let decode = args.iter().any(|a| a == "dec");
    let nums: Vec<usize> = args.iter().filter_map(|a| a.parse().ok()).collect();
    let n = nums.first().copied().unwrap_or(1_000_000);
    let passes = nums.get(1).copied().unwrap_or(1);
    let mut g = Generator::new(SEED, mix);
    let evs: Vec<Event> = (0..n).map(|_| g.event()).collect();
    let mut out = Vec::with_capacity(n * 8 + 64);
    let mut total = 0;
    if decode {
        let mut enc = step::Encoder::new();
        for e in &evs {
            enc.encode_any(e, &mut out).unwrap();
        }
        for _ in 0..passes {
            let mut dec = step::Decoder::new();
            let mut pos = 0;
            while pos < out.len() {
                std::hint::black_box(dec.decode(&out, &mut pos).unwrap());
                total += 1;
            }
        }
    } else if dynamic {
        let recs: Vec<tracer::Record> = evs.iter().map(|e| e.to_record()).collect();
        for _ in 0..passes {
            let mut enc = tracer::encode::StreamEncoder::new(step::schema().clone());
            out.clear();
            for r in &recs {
                enc.encode(r, &mut out).unwrap();
            }
            total += out.len();
        }
    } else {
        for _ in 0..passes {
            let mut enc = step::Encoder::new();
            out.clear();
            for e in &evs {
                enc.encode_any(e, &mut out).unwrap();
            }
            total += out.len();
        }
    }
    if let Some(path) = args.iter().find_map(|a| a.strip_prefix("dump=")) {
        std::fs::write(path, &out).expect("dump file");
    }
    println!("{n} records x {passes}: {total} bytes");
}
