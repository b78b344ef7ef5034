//! Best-of-N single-core timing of typed encode/decode (quick check).
use std::time::Instant;
use step_gen::{step, Event, Generator, Mix, SEED};

fn main() {
    let mix = if std::env::args().any(|a| a == "jvm") {
        Mix::Jvm
    } else {
        Mix::Methods
    };
    let mut g = Generator::new(SEED, mix);
    let evs: Vec<Event> = (0..1_000_000).map(|_| g.event()).collect();
    let mut out = Vec::with_capacity(16 << 20);
    let mut best = f64::MAX;
    let mut best_cpu = f64::MAX;
    for _ in 0..10 {
        let mut enc = step::Encoder::new();
        out.clear();
        let c = step_gen::thread_cpu_ns().unwrap_or(0);
        let t = Instant::now();
        for e in &evs {
            enc.encode_any(e, &mut out).unwrap();
        }
        best = best.min(t.elapsed().as_secs_f64());
        best_cpu = best_cpu.min((step_gen::thread_cpu_ns().unwrap_or(0) - c) as f64 / 1e9);
    }
    println!("typed encode on-CPU: {:.1} M rec/s", 1.0 / best_cpu);
    println!(
        "typed encode: {:.1} M rec/s ({:.2} B/rec)",
        1.0 / best,
        out.len() as f64 / 1e6
    );
    let (mut pos, mut metas) = (0usize, 0u64);
    while pos < out.len() {
        let (end, _, meta) = tracer::encode::frame_header(&out, &mut pos).unwrap();
        metas += meta as u64;
        pos = end;
    }
    println!("meta-records: {:.2}%", metas as f64 / 1e4);
    let mut bestd = f64::MAX;
    let mut bestd_cpu = f64::MAX;
    for _ in 0..10 {
        let mut dec = step::Decoder::new();
        let mut pos = 0;
        let c = step_gen::thread_cpu_ns().unwrap_or(0);
        let t = Instant::now();
        while pos < out.len() {
            std::hint::black_box(dec.decode(&out, &mut pos).unwrap());
        }
        bestd = bestd.min(t.elapsed().as_secs_f64());
        bestd_cpu = bestd_cpu.min((step_gen::thread_cpu_ns().unwrap_or(0) - c) as f64 / 1e9);
    }
    println!("typed decode on-CPU: {:.1} M rec/s", 1.0 / bestd_cpu);
    println!("typed decode: {:.1} M rec/s", 1.0 / bestd);
}
