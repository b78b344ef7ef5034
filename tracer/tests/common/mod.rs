//! Shared test helpers: a deterministic generator of record values that
//! exercises regular and irregular paths of every strategy.
#![allow(dead_code)]

use tracer::schema::FieldType;
use tracer::{Record, RecordId, Schema, Value};

/// xorshift64* PRNG.
pub struct Rng(pub u64);
impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

/// An int that is often small/repeated and sometimes extreme.
pub fn int(rng: &mut Rng) -> i64 {
    match rng.below(10) {
        0 => i64::MIN + rng.below(3) as i64,
        1 => i64::MAX - rng.below(3) as i64,
        2 => -(rng.below(1000) as i64),
        3 => rng.next() as i64,
        4 => 1 << rng.below(63),
        _ => rng.below(8) as i64 * 4,
    }
}

pub fn string(rng: &mut Rng) -> String {
    const POOL: [&str; 6] = ["", "a", "héllo", "日本語", "x\"y\\z\n", "emoji 🎉"];
    let mut s = POOL[rng.below(POOL.len() as u64) as usize].to_string();
    if rng.below(4) == 0 {
        s.push_str(&rng.below(1000).to_string());
    }
    s
}

pub fn value(schema: &Schema, ty: &FieldType, rng: &mut Rng, depth: u32) -> Value {
    match ty {
        FieldType::Int => Value::Int(int(rng)),
        FieldType::Float => Value::Float(match rng.below(6) {
            0 => f64::NAN,
            1 => -0.0,
            2 => f64::INFINITY,
            3 => f64::MIN_POSITIVE / 3.0,
            _ => (rng.below(4) as f64) * 0.1,
        }),
        FieldType::String => Value::Str(string(rng)),
        FieldType::Data => Value::Data((0..rng.below(5)).map(|_| rng.below(256) as u8).collect()),
        FieldType::Array(e, fixed) => {
            let n = fixed.unwrap_or_else(|| if depth > 2 { 0 } else { rng.below(4) });
            Value::Array((0..n).map(|_| value(schema, e, rng, depth + 1)).collect())
        }
        FieldType::Record(r) => {
            let subs: Vec<RecordId> = (0..schema.records().len())
                .filter(|s| schema.is_subtype(*s, *r))
                .collect();
            let pick = if rng.below(3) == 0 {
                subs[rng.below(subs.len() as u64) as usize]
            } else {
                *r
            };
            Value::Record(Box::new(record(schema, pick, rng, depth + 1)))
        }
    }
}

pub fn record(schema: &Schema, ty: RecordId, rng: &mut Rng, depth: u32) -> Record {
    let fields = schema
        .record(ty)
        .fields
        .iter()
        .map(|f| value(schema, &f.ty, rng, depth))
        .collect();
    Record { ty, fields }
}

/// A schema using every strategy, arrays, polymorphic and recursive records.
pub const ALL_STRATEGIES: &str = include_str!("../fixtures/all_strategies.stepdl");

/// Checks that `tests/generated/<name>.rs` is what `tracer::codegen` makes
/// of the schema `source` (file name `<name>.stepdl`); with the environment
/// variable `UPDATE_GENERATED` set, rewrites it first.
pub fn check_generated_is_up_to_date(name: &str, source: &str) {
    let code = tracer::codegen::generate_string(&format!("{name}.stepdl"), source).unwrap();
    let path = format!("{}/tests/generated/{name}.rs", env!("CARGO_MANIFEST_DIR"));
    if std::env::var_os("UPDATE_GENERATED").is_some() {
        std::fs::write(&path, &code).unwrap();
    }
    let on_disk = std::fs::read_to_string(&path).unwrap();
    assert!(
        on_disk == code,
        "tests/generated/{name}.rs is stale: rerun with UPDATE_GENERATED=1"
    );
}
