//! A small two-type schema and trace, shared by the format and damage tests.

use crate::common::{record, Rng};
use std::sync::Arc;
use tracer::format::{Compression, RecordWriter, WriterOptions};
use tracer::{Record, Schema};

/// The schema: a base record with a delta and an identifier field, and a
/// subtype adding an array.
pub const SRC: &str = r#"
record Ev { int t <encoding:"delta">; string name <encoding:"identifier">; }
record Big extends Ev { int[] xs; ~xs.element <encoding:"size=1+">; }
"#;

/// [`SRC`], compiled.
pub fn schema() -> Arc<Schema> {
    Arc::new(Schema::compile("s.stepdl", SRC).unwrap())
}

/// `n` random records alternating between the two types, from `seed`.
pub fn records(n: usize, seed: u64) -> Vec<Record> {
    let s = schema();
    let mut rng = Rng(seed);
    (0..n).map(|i| record(&s, i % 2, &mut rng, 0)).collect()
}

/// `recs` written as a trace file with blocks of `block_size` bytes and
/// compression `c`; the header carries the attribute `tool=test`.
pub fn write(recs: &[Record], block_size: usize, c: Compression) -> Vec<u8> {
    let opts = WriterOptions {
        block_size,
        compression: c,
        max_in_flight: 2,
        attributes: vec![("tool".into(), "test".into())],
    };
    let mut w = RecordWriter::new(Vec::new(), schema(), opts).unwrap();
    for r in recs {
        w.write(r).unwrap();
    }
    w.finish().unwrap().0
}
