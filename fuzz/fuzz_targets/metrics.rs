//! Arbitrary bytes → records of the JVM event schema → the metrics engine
//! (`analyzer::metrics::Engine`) → its JSON document.
//!
//! The input is a block payload of the JVM schema (what a trace block holds
//! after decompression), decoded record by record as `rjvm-trace metrics`
//! does; so the engine sees event sequences no VM would write (methods left
//! that were never entered, unknown ids, negative threads and times, clocks
//! that go backwards). A whole trace file (starting with the STEP magic) is
//! read through `analyzer::metrics::feed` instead, header and blocks
//! included, so the `step_reader` corpus seeds this target too.
#![no_main]

use analyzer::metrics::{feed, json_text, Engine, MetricsOptions};
use analyzer::step;
use libfuzzer_sys::fuzz_target;

/// Records decoded from one input at most (keeps each run short).
const MAX_RECORDS: usize = 1 << 16;

fuzz_target!(|data: &[u8]| {
    let opts = MetricsOptions {
        // Small windows, so that the continuous metrics see many of them.
        window_kbc: 1,
        ..MetricsOptions::default()
    };
    let mut engine = Engine::new(&opts);
    if data.starts_with(&tracer::format::header::MAGIC) {
        let _ = feed(data, &mut engine, |_| {});
    } else {
        let mut dec = step::Decoder::for_schema(step::schema());
        let mut pos = 0;
        for _ in 0..MAX_RECORDS {
            let before = pos;
            match dec.decode(data, &mut pos) {
                Ok(Some(rec)) => engine.record(rec),
                Ok(None) => {}
                Err(_) => break,
            }
            if pos == before || pos >= data.len() {
                break;
            }
        }
    }
    let json = engine.to_json("fuzz", "fuzz");
    let _ = json_text(&json);
});
