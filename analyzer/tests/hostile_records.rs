//! Records no VM writes (found by the `metrics` fuzz target, see
//! docs/fuzzing.md) go through the metrics engine without a panic or an
//! abort, and the engine still writes its JSON.

use analyzer::metrics::{json_text, Engine, MetricsOptions};
use analyzer::step::{self, AnyRecord, ThreadStart};

/// Decodes `payload` as a block of the JVM schema into a fresh engine, as
/// the fuzz target does; returns the metrics JSON text.
fn metrics_of_payload(payload: &[u8]) -> String {
    let mut engine = Engine::new(&MetricsOptions::default());
    let mut dec = step::Decoder::for_schema(step::schema());
    let mut pos = 0;
    while pos < payload.len() {
        let before = pos;
        match dec.decode(payload, &mut pos) {
            Ok(Some(rec)) => engine.record(rec),
            Ok(None) => {}
            Err(_) => break,
        }
        if pos == before {
            break;
        }
    }
    json_text(&engine.to_json("hostile", ""))
}

#[test]
fn a_huge_thread_id_does_not_allocate_a_table_of_its_size() {
    // The fuzzer's input: a record with thread id near 2^63 made the engine
    // resize its thread table to that length (an allocation abort).
    let bytes = include_bytes!("data/metrics-huge-thread-id.bin");
    let json = metrics_of_payload(bytes);
    assert!(json.contains("\"threads\""), "{json}");

    let mut engine = Engine::new(&MetricsOptions::default());
    for id in [i64::MAX, i64::MIN, 1 << 40, -1] {
        engine.record(AnyRecord::ThreadStart(ThreadStart {
            thread: id,
            time: 0,
        }));
    }
    let json = json_text(&engine.to_json("hostile", ""));
    assert!(json.contains("\"threads\""));
}
