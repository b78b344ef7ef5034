//! Compression of the STEP stream per zstd level and block size, with the
//! single-core compression speed (what the writer's one background thread
//! must sustain): `zlevels [jvm] [records] [--xz] [--slow]`. With `--xz`,
//! also the raw fixed-width stream through `xz -9` (the target to beat;
//! minutes); with `--slow`, also zstd levels 15 and 19 (a few MB/s).
//! See benches/STEP.md, "Compression".
use std::time::Instant;
use step_gen::{raw_encode, step, thread_cpu_ns, Event, Generator, SEED};
use tracer::format::{writer::encode_block, Compression};

/// Encode the stream into blocks cut at `block_size` (state reset per block,
/// as the writer does): (payload, records) per block.
fn blocks(evs: &[Event], block_size: usize) -> Vec<(Vec<u8>, u32)> {
    let mut enc = step::Encoder::new();
    let mut out = Vec::new();
    let mut cur = (Vec::with_capacity(block_size + 4096), 0u32);
    for e in evs {
        enc.encode_any(e, &mut cur.0).expect("encode");
        cur.1 += 1;
        if cur.0.len() >= block_size {
            out.push(std::mem::replace(
                &mut cur,
                (Vec::with_capacity(block_size + 4096), 0),
            ));
            enc.reset();
        }
    }
    if cur.1 > 0 {
        out.push(cur);
    }
    out
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mix = step_gen::mix_from_args(&args);
    let n: usize = args
        .iter()
        .find_map(|a| a.parse().ok())
        .unwrap_or(10_000_000);
    let mut g = Generator::new(SEED, mix);
    let evs: Vec<Event> = (0..n).map(|_| g.event()).collect();
    if args.iter().any(|a| a == "--xz") {
        let mut raw = Vec::new();
        evs.iter().for_each(|e| raw_encode(e, &mut raw));
        let path = std::env::temp_dir().join(format!("zlevels-raw-{}", std::process::id()));
        std::fs::write(&path, &raw).expect("write raw stream");
        let t = Instant::now();
        let out = std::process::Command::new("xz")
            .args(["-9", "-c", "-T1"])
            .arg(&path)
            .output()
            .expect("run xz");
        let _ = std::fs::remove_file(&path);
        println!(
            "raw + xz -9: {:.3} B/rec ({:.2} MB/s)",
            out.stdout.len() as f64 / n as f64,
            raw.len() as f64 / 1e6 / t.elapsed().as_secs_f64()
        );
    }
    println!("{mix:?}, {n} records: block size | zstd level | B/rec | compress MB/s (on-CPU, of STEP bytes)");
    for block_size in [1usize << 20, 4 << 20, 16 << 20] {
        let bl = blocks(&evs, block_size);
        let step_bytes: usize = bl.iter().map(|b| b.0.len()).sum();
        println!(
            "{} MiB | none | {:.3} |",
            block_size >> 20,
            step_bytes as f64 / n as f64
        );
        let slow = args.iter().any(|a| a == "--slow");
        let levels: &[i32] = if slow {
            &[3, 5, 7, 9, 12, 15, 19]
        } else {
            &[3, 5, 7, 9, 12]
        };
        for &level in levels {
            let mut out = Vec::new();
            let mut total = 0;
            let c0 = thread_cpu_ns().unwrap_or(0);
            for (raw, recs) in &bl {
                out.clear();
                encode_block(raw, *recs, Compression::Zstd(level), &mut out).expect("zstd");
                total += out.len();
            }
            let cpu = (thread_cpu_ns().unwrap_or(0) - c0) as f64 / 1e9;
            println!(
                "{} MiB | {level} | {:.3} | {:.1}",
                block_size >> 20,
                total as f64 / n as f64,
                step_bytes as f64 / 1e6 / cpu
            );
        }
    }
}
