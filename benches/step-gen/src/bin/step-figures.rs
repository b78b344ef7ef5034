//! Produce the STEP figures (benches/STEP.md): bytes per record for raw
//! fixed-width, STEP, STEP+zstd and raw + gzip -9 / xz -9 / zstd -19, and
//! single-core encode/decode throughput (medians) of the typed and dynamic
//! paths.
//!
//! ```text
//! cargo run --release -p step-gen --bin step-figures -- [--records N] [--repeat R]
//!     [--no-external] [--methods-only|--jvm-only] [--write-md benches/STEP.md]
//!     [--speed-only]
//! ```
//!
//! With `--write-md FILE` the generated results replace the part of FILE
//! between the `<!-- step-figures:begin -->` and `<!-- step-figures:end -->`
//! markers, so that the published numbers are never edited by hand.

use std::fmt::Write as _;
use std::io::Write as _;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use step_gen::{raw_encode, step, thread_cpu_ns, Event, Generator, Mix, SEED};
use tracer::encode::{StreamDecoder, StreamEncoder};
use tracer::format::{header::Header, writer::encode_block, Compression, WriterOptions};
use tracer::Record;

/// Events generated (and timed) at a time.
const CHUNK: usize = 1 << 20;
/// The large block size of the comparison rows.
const LARGE_BLOCK: usize = 16 << 20;
const BEGIN: &str = "<!-- step-figures:begin -->";
const END: &str = "<!-- step-figures:end -->";

/// Blocks of one encoding of a stream: (raw payload, record count).
type Blocks = Vec<(Vec<u8>, u32)>;

/// A block buffer: a recycled one from `pool` (as the writer reuses its
/// buffers) or a new one.
fn buffer(pool: &mut Vec<Vec<u8>>, block_size: usize) -> Vec<u8> {
    match pool.pop() {
        Some(mut b) => {
            b.clear();
            b
        }
        None => Vec::with_capacity(block_size + 4096),
    }
}

/// Encode `evs` with the typed encoder into blocks cut at `block_size`,
/// continuing the current block `cur` (as the writer does).
fn encode_typed(
    enc: &mut step::Encoder,
    evs: &[Event],
    block_size: usize,
    cur: &mut (Vec<u8>, u32),
    out: &mut Blocks,
    pool: &mut Vec<Vec<u8>>,
    meta_bytes: &mut u64,
) {
    for e in evs {
        let st = enc.encode_any(e, &mut cur.0).expect("encode");
        *meta_bytes += st.meta_bytes as u64;
        cur.1 += 1;
        if cur.0.len() >= block_size {
            let fresh = buffer(pool, block_size);
            out.push(std::mem::replace(cur, (fresh, 0)));
            enc.reset();
        }
    }
}

/// One timing sample: records and the wall and on-CPU time they took.
#[derive(Clone, Copy)]
struct Sample {
    n: u64,
    wall: Duration,
    cpu: Duration,
}

fn timed(n: u64, f: impl FnOnce()) -> Sample {
    let c = thread_cpu_ns();
    let t = Instant::now();
    f();
    let wall = t.elapsed();
    let cpu = match (c, thread_cpu_ns()) {
        (Some(a), Some(b)) => Duration::from_nanos(b.saturating_sub(a)),
        _ => wall,
    };
    Sample { n, wall, cpu }
}

/// Median of per-sample rates (records per second).
fn median_rate(samples: &[Sample], cpu: bool) -> f64 {
    let mut r: Vec<f64> = samples
        .iter()
        .map(|s| s.n as f64 / if cpu { s.cpu } else { s.wall }.as_secs_f64().max(1e-9))
        .collect();
    r.sort_by(|a, b| a.total_cmp(b));
    if r.is_empty() {
        return 0.0;
    }
    let m = r.len() / 2;
    if !r.len().is_multiple_of(2) {
        r[m]
    } else {
        (r[m - 1] + r[m]) / 2.0
    }
}

/// Throughput samples of the four paths: typed encode, dynamic encode, typed
/// decode, dynamic decode. Each sample is one pass over one chunk from fresh
/// encoder state, with blocks cut at the default block size.
#[derive(Default)]
struct Speed {
    samples: [Vec<Sample>; 4],
}

fn measure_chunk(evs: &[Event], block_size: usize, repeat: usize, sp: &mut Speed) {
    let n = evs.len() as u64;
    let schema = step::schema().clone();
    let recs: Vec<Record> = evs.iter().map(|e| e.to_record()).collect();
    let mut blocks: Blocks = Vec::new();
    let mut dblocks: Vec<Vec<u8>> = Vec::new();
    // Buffers are recycled between passes, as the writer recycles them.
    let mut pool: Vec<Vec<u8>> = Vec::new();
    for _ in 0..repeat {
        pool.extend(blocks.drain(..).map(|b| b.0));
        pool.append(&mut dblocks);
        let mut enc = step::Encoder::new();
        let mut cur = (buffer(&mut pool, block_size), 0u32);
        let mut meta = 0;
        sp.samples[0].push(timed(n, || {
            encode_typed(
                &mut enc,
                evs,
                block_size,
                &mut cur,
                &mut blocks,
                &mut pool,
                &mut meta,
            )
        }));
        blocks.push(cur);
        let mut denc = StreamEncoder::new(schema.clone());
        let mut dcur = buffer(&mut pool, block_size);
        sp.samples[1].push(timed(n, || {
            for r in &recs {
                denc.encode(r, &mut dcur).expect("encode");
                if dcur.len() >= block_size {
                    let fresh = buffer(&mut pool, block_size);
                    dblocks.push(std::mem::replace(&mut dcur, fresh));
                    denc.reset();
                }
            }
        }));
        dblocks.push(dcur);
        assert!(
            blocks.iter().map(|b| &b.0).eq(dblocks.iter()),
            "typed and dynamic bytes differ"
        );
        let mut dec = step::Decoder::new();
        let mut count = 0u64;
        sp.samples[2].push(timed(n, || {
            for (b, k) in &blocks {
                dec.reset();
                let mut pos = 0;
                for _ in 0..*k {
                    let e = dec.decode(b, &mut pos).expect("decode").expect("known");
                    std::hint::black_box(&e);
                    count += 1;
                }
            }
        }));
        assert_eq!(count, n);
        let mut ddec = StreamDecoder::new(schema.clone());
        sp.samples[3].push(timed(n, || {
            for (b, k) in &blocks {
                ddec.reset();
                let mut pos = 0;
                for _ in 0..*k {
                    std::hint::black_box(ddec.decode(b, &mut pos).expect("decode"));
                }
            }
        }));
    }
}

/// Everything measured on one stream.
struct Run {
    mix: Mix,
    n: u64,
    per_type: Vec<u64>,
    raw_len: u64,
    /// Blocks at the default block size and at [`LARGE_BLOCK`].
    blocks: Blocks,
    large: Blocks,
    meta_bytes: u64,
    speed: Speed,
    external: Vec<(&'static str, Option<u64>, Duration)>,
}

fn run(mix: Mix, n: u64, block_size: usize, repeat: usize, sizes: bool) -> Run {
    let schema = step::schema().clone();
    let mut g = Generator::new(SEED, mix);
    let mut raw = Vec::new();
    let mut per_type = vec![0; schema.records().len()];
    let (mut enc, mut enc_l) = (step::Encoder::new(), step::Encoder::new());
    let mut cur = (Vec::with_capacity(block_size + 4096), 0u32);
    let mut cur_l = (Vec::with_capacity(LARGE_BLOCK + 4096), 0u32);
    let (mut blocks, mut large) = (Vec::new(), Vec::new());
    let (mut meta_bytes, mut meta_l) = (0, 0);
    let mut speed = Speed::default();
    let mut left = n;
    while left > 0 {
        let m = (left as usize).min(CHUNK);
        left -= m as u64;
        let evs: Vec<Event> = (0..m).map(|_| g.event()).collect();
        for e in &evs {
            raw_encode(e, &mut raw);
            per_type[e.to_record().ty] += 1;
        }
        encode_typed(
            &mut enc,
            &evs,
            block_size,
            &mut cur,
            &mut blocks,
            &mut Vec::new(),
            &mut meta_bytes,
        );
        if !sizes {
            measure_chunk(&evs, block_size, repeat, &mut speed);
            continue;
        }
        encode_typed(
            &mut enc_l,
            &evs,
            LARGE_BLOCK,
            &mut cur_l,
            &mut large,
            &mut Vec::new(),
            &mut meta_l,
        );
        measure_chunk(&evs, block_size, repeat, &mut speed);
    }
    for (c, b) in [(cur, &mut blocks), (cur_l, &mut large)] {
        if c.1 > 0 {
            b.push(c);
        }
    }
    Run {
        mix,
        n,
        per_type,
        raw_len: raw.len() as u64,
        blocks,
        large,
        meta_bytes,
        speed,
        // (Filled in by `main` after every stream's throughput.)
        external: Vec::new(),
    }
}

/// The raw stream `raw` compressed by the external tools (gzip -9, xz -9,
/// zstd -19): label, bytes, time.
fn external_rows(raw: &[u8]) -> Vec<(&'static str, Option<u64>, Duration)> {
    let dir = std::env::temp_dir().join(format!("step-figures-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("tmp dir");
    let p = dir.join("raw.bin");
    std::fs::write(&p, raw).expect("write raw");
    let mut rows = Vec::new();
    for (label, cmd, args) in [
        ("raw + gzip -9", "gzip", &["-9", "-c"][..]),
        ("raw + xz -9", "xz", &["-9", "-T1", "-c"][..]),
        ("raw + zstd -19", "zstd", &["-19", "-T1", "-q", "-c"][..]),
    ] {
        let t = Instant::now();
        let size = external(cmd, args, &p);
        rows.push((label, size, t.elapsed()));
    }
    let _ = std::fs::remove_dir_all(&dir);
    rows
}

/// The raw fixed-width stream of `n` records of `mix` (what
/// [`run`] encodes), regenerated from the seed.
fn raw_stream(mix: Mix, n: u64) -> Vec<u8> {
    let mut g = Generator::new(SEED, mix);
    let mut raw = Vec::new();
    for _ in 0..n {
        raw_encode(&g.event(), &mut raw);
    }
    raw
}

fn step_file_bytes(blocks: &Blocks, c: Compression) -> (u64, Duration) {
    let h = Header {
        version: (
            tracer::format::header::VERSION_MAJOR,
            tracer::format::header::VERSION_MINOR,
        ),
        attributes: vec![("tool".into(), "step-figures".into())],
        schema_file: step::SCHEMA_FILE.into(),
        schema_source: step::SCHEMA_SOURCE.into(),
    };
    let mut total = h.write_to(&mut Vec::new()).expect("header") + 20;
    let mut out = Vec::new();
    let t = Instant::now();
    for (b, k) in blocks {
        out.clear();
        encode_block(b, *k, c, &mut out).expect("block");
        total += out.len() as u64;
    }
    (total, t.elapsed())
}

fn external(cmd: &str, args: &[&str], path: &std::path::Path) -> Option<u64> {
    let mut child = Command::new(cmd)
        .args(args)
        .arg(path)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let mut out = child.stdout.take()?;
    let n = std::io::copy(&mut out, &mut std::io::sink()).ok()?;
    child.wait().ok()?.success().then_some(n)
}

fn mib(b: usize) -> String {
    if b.is_multiple_of(1 << 20) {
        format!("{} MiB", b >> 20)
    } else {
        format!("{b} bytes")
    }
}

fn level(c: Compression) -> String {
    match c {
        Compression::None => "none".into(),
        Compression::Zstd(l) => format!("zstd -{l}"),
    }
}

/// Figures of one stream in markdown; returns (STEP+zstd default bytes,
/// best external) for the targets table.
struct Written {
    step_raw_bpr: f64,
    default_bpr: f64,
    large19_bpr: f64,
    xz_bpr: Option<f64>,
    typed_enc_cpu: f64,
    typed_enc_wall: f64,
    typed_dec_cpu: f64,
    dyn_dec_cpu: f64,
    meta_share: f64,
}

fn write_run(o: &mut String, r: &Run, block_size: usize, def: Compression) -> Written {
    let schema = step::schema();
    let n = r.n as f64;
    let bpr = |b: u64| b as f64 / n;
    let name = match r.mix {
        Mix::Methods => "Method-event stream",
        Mix::Jvm => "JVM-like stream",
    };
    let _ = writeln!(o, "{name} (record types:");
    let shares: Vec<String> = r
        .per_type
        .iter()
        .enumerate()
        .filter(|(_, c)| **c > 0)
        .map(|(i, c)| {
            format!(
                "{} {:.1}%",
                schema.record(i).name.rsplit('.').next().unwrap_or(""),
                100.0 * *c as f64 / n
            )
        })
        .collect();
    let _ = writeln!(o, "{}):\n", shares.join(", "));
    let _ = writeln!(
        o,
        "| encoding | bytes | bytes/record | of raw | compression time |\n|---|---:|---:|---:|---:|"
    );
    let row = |o: &mut String, what: &str, b: u64, t: Option<Duration>, bold: bool| {
        let v = format!("{:.3}", bpr(b));
        let _ = writeln!(
            o,
            "| {what} | {} | {} | {:.1}% | {} |",
            group(b),
            if bold { format!("**{v}**") } else { v },
            100.0 * b as f64 / r.raw_len as f64,
            t.map(|t| format!("{:.1} s", t.as_secs_f64()))
                .unwrap_or_else(|| "–".into())
        );
    };
    row(o, "raw fixed-width", r.raw_len, None, false);
    let mut default_bytes = 0;
    let mut large19 = 0;
    let mut step_raw = 0;
    for (blocks, bs) in [(&r.blocks, block_size), (&r.large, LARGE_BLOCK)] {
        let is_def = bs == block_size;
        let tag = if is_def { " (default)" } else { "" };
        let (none, _) = step_file_bytes(blocks, Compression::None);
        if is_def {
            step_raw = none;
        }
        row(
            o,
            &format!("STEP, {} blocks{tag}, uncompressed", mib(bs)),
            none,
            None,
            is_def,
        );
        let mut levels = vec![def];
        if def != Compression::Zstd(19) {
            levels.push(Compression::Zstd(19));
        }
        for c in levels {
            let (b, t) = step_file_bytes(blocks, c);
            let d = is_def && c == def;
            if d {
                default_bytes = b;
            }
            if !is_def && c == Compression::Zstd(19) {
                large19 = b;
            }
            row(
                o,
                &format!(
                    "STEP, {} blocks + {}{}",
                    mib(bs),
                    level(c),
                    if d { " (default)" } else { "" }
                ),
                b,
                Some(t),
                d || (!is_def && c == Compression::Zstd(19)),
            );
        }
    }
    let mut xz = None;
    for (label, size, t) in &r.external {
        match size {
            Some(b) => {
                if label.contains("xz") {
                    xz = Some(bpr(*b));
                }
                row(o, label, *b, Some(*t), false)
            }
            None => {
                let _ = writeln!(o, "| {label} | (not available) | | | |");
            }
        }
    }
    let step_records: u64 = r.blocks.iter().map(|b| b.0.len() as u64).sum();
    let meta_share = 100.0 * r.meta_bytes as f64 / step_records.max(1) as f64;
    let _ = writeln!(
        o,
        "\nMeta-data (meta-record headers and events): {meta_share:.1}% of the STEP record bytes.\n"
    );
    let s = &r.speed.samples;
    let samples = s[0].len();
    let _ = writeln!(
        o,
        "Throughput, one core, median of {samples} passes over 1M-record chunks ({} blocks, no compression):\n",
        mib(block_size)
    );
    let _ = writeln!(o, "| path | encode (wall) | encode (on-CPU) | decode (wall) | decode (on-CPU) |\n|---|---:|---:|---:|---:|");
    let m = |v: f64| format!("{:.1} M rec/s", v / 1e6);
    let raw_per = r.raw_len as f64 / n;
    let step_per = step_raw as f64 / n;
    for (label, e, d) in [("typed (generated)", 0, 2), ("dynamic (`Value`)", 1, 3)] {
        let ew = median_rate(&s[e], false);
        let _ = writeln!(
            o,
            "| {label} | {} ({:.0} MB/s raw, {:.0} MB/s STEP) | {} | {} | {} |",
            m(ew),
            ew * raw_per / 1e6,
            ew * step_per / 1e6,
            m(median_rate(&s[e], true)),
            m(median_rate(&s[d], false)),
            m(median_rate(&s[d], true)),
        );
    }
    let _ = writeln!(o);
    Written {
        step_raw_bpr: bpr(step_raw),
        default_bpr: bpr(default_bytes),
        large19_bpr: bpr(large19),
        xz_bpr: xz,
        typed_enc_cpu: median_rate(&s[0], true),
        typed_enc_wall: median_rate(&s[0], false),
        typed_dec_cpu: median_rate(&s[2], true),
        dyn_dec_cpu: median_rate(&s[3], true),
        meta_share,
    }
}

/// 12345678 -> "12,345,678".
fn group(v: u64) -> String {
    let s = v.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn verdict(ok: bool) -> &'static str {
    if ok {
        "**met**"
    } else {
        "**not met**"
    }
}

fn main() {
    let mut n: u64 = 10_000_000;
    let mut repeat = 3;
    let mut ext = true;
    let mut mixes = vec![Mix::Methods, Mix::Jvm];
    let mut md: Option<String> = None;
    let mut speed_only = false;
    let defaults = WriterOptions::default();
    let mut block_size = defaults.block_size;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut num = |what: &str| -> u64 {
            args.next()
                .and_then(|v| v.parse().ok())
                .unwrap_or_else(|| panic!("{a} {what}"))
        };
        match a.as_str() {
            "--records" => n = num("N"),
            "--repeat" => repeat = num("R").max(1) as usize,
            "--block-size" => block_size = num("BYTES") as usize,
            "--no-external" => ext = false,
            "--methods-only" => mixes = vec![Mix::Methods],
            "--jvm-only" => mixes = vec![Mix::Jvm],
            "--write-md" => md = args.next(),
            "--speed-only" => speed_only = true,
            other => {
                eprintln!("step-figures: unknown argument {other}");
                std::process::exit(2);
            }
        }
    }
    let def = defaults.compression;
    let mut o = String::new();
    let _ = writeln!(
        o,
        "## Results ({} records per stream, seed `{SEED:#x}`)\n\n\
         Generated by `step-figures` (writer defaults: {} blocks, {}). STEP file\n\
         sizes include the header with the embedded schema, block headers and the\n\
         trailer.\n",
        group(n),
        mib(defaults.block_size),
        level(def)
    );
    if speed_only {
        // Medians only (quick A/B comparisons): typed and dynamic, encode
        // and decode, wall and on-CPU, in M records/s.
        println!("stream | typed enc wall | typed enc cpu | dyn enc wall | dyn enc cpu | typed dec wall | typed dec cpu | dyn dec wall | dyn dec cpu");
        for mix in mixes {
            let r = run(mix, n, block_size, repeat, false);
            let s = &r.speed.samples;
            let mut line = format!("{mix:?}");
            for i in [0, 1, 2, 3] {
                for cpu in [false, true] {
                    line.push_str(&format!(" | {:.1}", median_rate(&s[i], cpu) / 1e6));
                }
            }
            println!("{line}");
        }
        return;
    }
    // Throughput of every stream first (the measure a loaded machine
    // disturbs), then what the load does not change: the external
    // compressors' sizes (their times are reported too) and the zstd -19
    // sizes `write_run` computes.
    let mut runs = Vec::new();
    for mix in mixes {
        eprintln!("step-figures: {mix:?} stream...");
        runs.push(run(mix, n, block_size, repeat, true));
    }
    eprintln!("step-figures: throughput measured; sizes and external compressors next");
    let mut targets = Vec::new();
    for mut r in runs {
        if ext {
            eprintln!("step-figures: {:?} stream, external compressors...", r.mix);
            r.external = external_rows(&raw_stream(r.mix, n));
        }
        let w = write_run(&mut o, &r, block_size, def);
        targets.push((r.mix, w));
    }
    let _ = writeln!(
        o,
        "### Against the targets\n\n| target | stream | result |\n|---|---|---|"
    );
    for (mix, w) in &targets {
        let s = match mix {
            Mix::Methods => "method events",
            Mix::Jvm => "JVM-like",
        };
        if *mix == Mix::Methods {
            let _ = writeln!(
                o,
                "| STEP ≤ 6 bytes/record on method-event streams | {s} | {}: {:.2} B/rec |",
                verdict(w.step_raw_bpr <= 6.0),
                w.step_raw_bpr
            );
        } else {
            let _ = writeln!(
                o,
                "| (STEP bytes/record, for comparison) | {s} | {:.2} B/rec |",
                w.step_raw_bpr
            );
        }
        match w.xz_bpr {
            Some(xz) => {
                let _ = writeln!(
                    o,
                    "| STEP+zstd < raw + `xz -9` | {s} | at maximum settings (16 MiB blocks + zstd -19: `rjvm -trace-compression zstd:19 -trace-block-size 16M`, or `rjvm-trace recompress` after the run) {}: {:.3} vs {:.3} B/rec; with the writer's defaults (1 MiB blocks, zstd -3) {}: {:.3} B/rec |",
                    verdict(w.large19_bpr < xz),
                    w.large19_bpr,
                    xz,
                    if w.default_bpr < xz { "also below" } else { "not below" },
                    w.default_bpr,
                );
            }
            None => {
                let _ = writeln!(
                    o,
                    "| STEP+zstd < raw + `xz -9` | {s} | not measured (`--no-external`); STEP at maximum settings (16 MiB blocks + zstd -19) {:.3} B/rec, writer defaults (1 MiB blocks, zstd -3) {:.3} B/rec |",
                    w.large19_bpr,
                    w.default_bpr,
                );
            }
        }
        let _ = writeln!(
            o,
            "| typed encoding ≥ 50M records/s, one core | {s} | {}: {:.1} M rec/s on-CPU ({:.1} M rec/s wall) |",
            verdict(w.typed_enc_cpu >= 50e6),
            w.typed_enc_cpu / 1e6,
            w.typed_enc_wall / 1e6
        );
        let _ = writeln!(
            o,
            "| decoding ≥ 20M records/s | {s} | typed {}: {:.1} M rec/s on-CPU; dynamic {:.1} M rec/s |",
            verdict(w.typed_dec_cpu >= 20e6),
            w.typed_dec_cpu / 1e6,
            w.dyn_dec_cpu / 1e6
        );
        let _ = writeln!(
            o,
            "| meta-data share (thesis table 6.5: up to 6%) | {s} | {:.1}% |",
            w.meta_share
        );
    }
    print!("{o}");
    let _ = std::io::stdout().flush();
    if let Some(path) = md {
        let old = std::fs::read_to_string(&path).expect("read --write-md file");
        let (a, b) = match (old.find(BEGIN), old.find(END)) {
            (Some(a), Some(b)) if a < b => (a + BEGIN.len(), b),
            _ => panic!("{path}: missing {BEGIN} / {END} markers"),
        };
        let new = format!("{}\n{o}{}", &old[..a], &old[b..]);
        std::fs::write(&path, new).expect("write --write-md file");
        eprintln!("step-figures: results written to {path}");
    }
}
