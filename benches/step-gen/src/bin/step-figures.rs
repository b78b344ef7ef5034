//! Produce the STEP figures table (benches/STEP.md): bytes per record for raw
//! fixed-width, STEP, STEP+zstd and raw + gzip -9 / xz -9 / zstd -19, and
//! single-core encode/decode throughput of the typed and dynamic paths.
//!
//! `cargo run --release -p step-gen --bin step-figures -- [--records N] [--no-external]`

use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};
use step_gen::{raw_encode, step, thread_cpu_ns, Event, Generator, Mix, SEED};
use tracer::encode::{StreamDecoder, StreamEncoder};
use tracer::format::{header::Header, writer::encode_block, Compression};
use tracer::Record;

const CHUNK: usize = 1 << 20;
static BLOCK: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(4 << 20);

fn block_size() -> usize {
    BLOCK.load(std::sync::atomic::Ordering::Relaxed)
}

struct Run {
    raw: Vec<u8>,
    blocks: Vec<(Vec<u8>, u32)>,
    t_typed_enc: Duration,
    t_dyn_enc: Duration,
    t_typed_dec: Duration,
    t_dyn_dec: Duration,
    per_type: Vec<u64>,
    best_typed_enc: f64,
    /// On-CPU nanoseconds: typed enc, dyn enc, typed dec, dyn dec.
    cpu: [u64; 4],
}

fn run(mix: Mix, n: u64) -> Run {
    let schema = step::schema().clone();
    let mut g = Generator::new(SEED, mix);
    let mut r = Run {
        raw: Vec::new(),
        blocks: Vec::new(),
        t_typed_enc: Duration::ZERO,
        t_dyn_enc: Duration::ZERO,
        t_typed_dec: Duration::ZERO,
        t_dyn_dec: Duration::ZERO,
        per_type: vec![0; schema.records().len()],
        best_typed_enc: 0.0,
        cpu: [0; 4],
    };
    let mut enc = step::Encoder::new();
    let mut denc = StreamEncoder::new(schema.clone());
    let mut cur = Vec::with_capacity(block_size() + 4096);
    let mut cur_n = 0u32;
    let mut dcur = Vec::with_capacity(block_size() + 4096);
    let mut left = n;
    while left > 0 {
        let m = (left as usize).min(CHUNK);
        left -= m as u64;
        let evs: Vec<Event> = (0..m).map(|_| g.event()).collect();
        for e in &evs {
            raw_encode(e, &mut r.raw);
        }
        // Typed encoding, blocks as the writer cuts them.
        let start = r.blocks.len();
        let c0 = thread_cpu_ns().unwrap_or(0);
        let t = Instant::now();
        for e in &evs {
            enc.encode_any(e, &mut cur).expect("encode");
            cur_n += 1;
            if cur.len() >= block_size() {
                r.blocks.push((
                    std::mem::replace(&mut cur, Vec::with_capacity(block_size() + 4096)),
                    cur_n,
                ));
                cur_n = 0;
                enc.reset();
            }
        }
        let el = t.elapsed();
        r.cpu[0] += thread_cpu_ns().unwrap_or(0) - c0;
        r.t_typed_enc += el;
        r.best_typed_enc = r.best_typed_enc.max(m as f64 / el.as_secs_f64());
        // Dynamic encoding of the same records (values built beforehand).
        let recs: Vec<Record> = evs.iter().map(|e| e.to_record()).collect();
        for x in &recs {
            r.per_type[x.ty] += 1;
        }
        let mut produced = Vec::new();
        let c0 = thread_cpu_ns().unwrap_or(0);
        let t = Instant::now();
        for x in &recs {
            denc.encode(x, &mut dcur).expect("encode");
            if dcur.len() >= block_size() {
                produced.push(std::mem::replace(
                    &mut dcur,
                    Vec::with_capacity(block_size() + 4096),
                ));
                denc.reset();
            }
        }
        r.t_dyn_enc += t.elapsed();
        r.cpu[1] += thread_cpu_ns().unwrap_or(0) - c0;
        for (i, b) in produced.iter().enumerate() {
            assert_eq!(&r.blocks[start + i].0, b, "typed and dynamic bytes differ");
        }
    }
    if cur_n > 0 {
        assert_eq!(cur, dcur, "typed and dynamic bytes differ");
        r.blocks.push((cur, cur_n));
    }
    // Decoding.
    let mut dec = step::Decoder::new();
    let c0 = thread_cpu_ns().unwrap_or(0);
    let t = Instant::now();
    let mut count = 0u64;
    for (b, k) in &r.blocks {
        dec.reset();
        let mut pos = 0;
        for _ in 0..*k {
            let e = dec.decode(b, &mut pos).expect("decode").expect("known");
            std::hint::black_box(&e);
            count += 1;
        }
    }
    r.t_typed_dec = t.elapsed();
    r.cpu[2] = thread_cpu_ns().unwrap_or(0) - c0;
    assert_eq!(count, n);
    let mut ddec = StreamDecoder::new(schema);
    let c0 = thread_cpu_ns().unwrap_or(0);
    let t = Instant::now();
    for (b, k) in &r.blocks {
        ddec.reset();
        let mut pos = 0;
        for _ in 0..*k {
            std::hint::black_box(ddec.decode(b, &mut pos).expect("decode"));
        }
    }
    r.t_dyn_dec = t.elapsed();
    r.cpu[3] = thread_cpu_ns().unwrap_or(0) - c0;
    r
}

fn step_file_bytes(blocks: &[(Vec<u8>, u32)], c: Compression) -> u64 {
    let h = Header {
        version: (1, 0),
        attributes: vec![("tool".into(), "step-figures".into())],
        schema_file: step::SCHEMA_FILE.into(),
        schema_source: step::SCHEMA_SOURCE.into(),
    };
    let mut total = h.write_to(&mut Vec::new()).expect("header") + 20;
    let mut out = Vec::new();
    for (b, k) in blocks {
        out.clear();
        encode_block(b, *k, c, &mut out).expect("block");
        total += out.len() as u64;
    }
    total
}

fn external(cmd: &str, args: &[&str], path: &std::path::Path) -> Option<(u64, Duration)> {
    let t = Instant::now();
    let mut child = Command::new(cmd)
        .args(args)
        .arg(path)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let mut out = child.stdout.take()?;
    let n = std::io::copy(&mut out, &mut std::io::sink()).ok()?;
    child.wait().ok()?.success().then_some((n, t.elapsed()))
}

fn rate(n: u64, d: Duration) -> String {
    format!("{:.1} M rec/s", n as f64 / d.as_secs_f64() / 1e6)
}

fn mbs(bytes: u64, d: Duration) -> String {
    format!("{:.0} MB/s", bytes as f64 / d.as_secs_f64() / 1e6)
}

fn main() {
    let mut n: u64 = 10_000_000;
    let mut ext = true;
    let mut mixes = vec![Mix::Methods, Mix::Jvm];
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--records" => {
                n = args
                    .next()
                    .and_then(|v| v.parse().ok())
                    .expect("--records N")
            }
            "--no-external" => ext = false,
            "--block-size" => BLOCK.store(
                args.next()
                    .and_then(|v| v.parse().ok())
                    .expect("--block-size BYTES"),
                std::sync::atomic::Ordering::Relaxed,
            ),
            "--methods-only" => mixes = vec![Mix::Methods],
            "--jvm-only" => mixes = vec![Mix::Jvm],
            other => {
                eprintln!("step-figures: unknown argument {other}");
                std::process::exit(2);
            }
        }
    }
    let schema = step::schema().clone();
    let mut out = std::io::stdout().lock();
    let _ = writeln!(
        out,
        "STEP figures: {n} records per stream, seed {SEED:#x}, block size {} bytes, one core\n",
        block_size()
    );
    for mix in mixes {
        let r = run(mix, n);
        let name = match mix {
            Mix::Methods => "method-event stream (enter/exit)",
            Mix::Jvm => "JVM-like stream (methods, fields, allocations, frees)",
        };
        let _ = writeln!(out, "### {name}\n");
        let _ = writeln!(out, "| record type | share |\n|---|---:|");
        for (i, c) in r.per_type.iter().enumerate() {
            if *c > 0 {
                let _ = writeln!(
                    out,
                    "| {} | {:.1}% |",
                    schema.record(i).name,
                    100.0 * *c as f64 / n as f64
                );
            }
        }
        let step_raw: u64 = r.blocks.iter().map(|b| b.0.len() as u64).sum();
        let f_none = step_file_bytes(&r.blocks, Compression::None);
        let t = Instant::now();
        let f_z3 = step_file_bytes(&r.blocks, Compression::Zstd(3));
        let t_z3 = t.elapsed();
        let t = Instant::now();
        let f_z19 = step_file_bytes(&r.blocks, Compression::Zstd(19));
        let t_z19 = t.elapsed();
        let bpr = |b: u64| b as f64 / n as f64;
        let _ = writeln!(
            out,
            "\n| encoding | bytes | bytes/record | vs raw | time |\n|---|---:|---:|---:|---:|"
        );
        let raw_len = r.raw.len() as u64;
        let row = |o: &mut dyn Write, what: &str, b: u64, t: Option<Duration>| {
            let _ = writeln!(
                o,
                "| {what} | {b} | {:.3} | {:.2}% | {} |",
                bpr(b),
                100.0 * b as f64 / raw_len as f64,
                t.map(|t| format!("{:.1} s", t.as_secs_f64()))
                    .unwrap_or_else(|| "-".into())
            );
        };
        row(
            &mut out,
            "raw fixed-width (1 type byte + 4 bytes/field)",
            raw_len,
            None,
        );
        row(
            &mut out,
            "STEP records (framed payload only)",
            step_raw,
            None,
        );
        row(&mut out, "STEP file, no compression", f_none, None);
        row(&mut out, "STEP file + zstd -3 (default)", f_z3, Some(t_z3));
        row(&mut out, "STEP file + zstd -19", f_z19, Some(t_z19));
        if ext {
            let dir = std::env::temp_dir().join(format!("step-figures-{}", std::process::id()));
            std::fs::create_dir_all(&dir).expect("tmp dir");
            let p = dir.join("raw.bin");
            std::fs::write(&p, &r.raw).expect("write raw");
            for (label, cmd, args) in [
                ("raw + gzip -9", "gzip", &["-9", "-c"][..]),
                ("raw + xz -9", "xz", &["-9", "-T1", "-c"][..]),
                ("raw + zstd -19", "zstd", &["-19", "-T1", "-q", "-c"][..]),
            ] {
                match external(cmd, args, &p) {
                    Some((b, t)) => row(&mut out, label, b, Some(t)),
                    None => {
                        let _ = writeln!(out, "| {label} | ({cmd} not available) | | | |");
                    }
                }
            }
            let _ = std::fs::remove_dir_all(&dir);
        }
        let _ = writeln!(out, "\n| path | encode | decode | encode, on-CPU | decode, on-CPU |\n|---|---:|---:|---:|---:|");
        let oc = |ns: u64| rate(n, Duration::from_nanos(ns.max(1)));
        let _ = writeln!(
            out,
            "| typed (generated) | {} ({} raw, {} STEP) | {} | {} | {} |",
            rate(n, r.t_typed_enc),
            mbs(raw_len, r.t_typed_enc),
            mbs(step_raw, r.t_typed_enc),
            rate(n, r.t_typed_dec),
            oc(r.cpu[0]),
            oc(r.cpu[2])
        );
        let _ = writeln!(
            out,
            "| typed, best 1M-record chunk | {:.1} M rec/s | | | |",
            r.best_typed_enc / 1e6
        );
        let _ = writeln!(
            out,
            "| dynamic (Value) | {} ({} raw, {} STEP) | {} | {} | {} |",
            rate(n, r.t_dyn_enc),
            mbs(raw_len, r.t_dyn_enc),
            mbs(step_raw, r.t_dyn_enc),
            rate(n, r.t_dyn_dec),
            oc(r.cpu[1]),
            oc(r.cpu[3])
        );
        let _ = writeln!(out);
        let _ = out.flush();
        drop(r);
    }
    let _ = Arc::strong_count(&schema);
}
