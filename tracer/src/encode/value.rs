//! Dynamic record values: what generic tools build and read against a schema
//! loaded at run time.

use super::general::KeyCost;
use crate::schema::RecordId;
use std::hash::{Hash, Hasher};

/// A field value.
#[derive(Debug, Clone)]
pub enum Value {
    /// `int`.
    Int(i64),
    /// `float` (compared and hashed by bit pattern).
    Float(f64),
    /// `string`.
    Str(String),
    /// `data`.
    Data(Vec<u8>),
    /// An array.
    Array(Vec<Value>),
    /// A record (its type may be a subtype of the field's declared type).
    Record(Box<Record>),
}

/// A record value: its exact type and one value per field (inherited first).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Record {
    /// The record type.
    pub ty: RecordId,
    /// Field values in schema order.
    pub fields: Vec<Value>,
}

impl PartialEq for Value {
    fn eq(&self, o: &Value) -> bool {
        match (self, o) {
            (Value::Int(a), Value::Int(b)) => a == b,
            (Value::Float(a), Value::Float(b)) => a.to_bits() == b.to_bits(),
            (Value::Str(a), Value::Str(b)) => a == b,
            (Value::Data(a), Value::Data(b)) => a == b,
            (Value::Array(a), Value::Array(b)) => a == b,
            (Value::Record(a), Value::Record(b)) => a == b,
            _ => false,
        }
    }
}
impl Eq for Value {}

impl Hash for Value {
    fn hash<H: Hasher>(&self, h: &mut H) {
        match self {
            Value::Int(v) => {
                h.write_u8(0);
                h.write_i64(*v)
            }
            Value::Float(v) => {
                h.write_u8(1);
                h.write_u64(v.to_bits())
            }
            Value::Str(v) => {
                h.write_u8(2);
                v.hash(h)
            }
            Value::Data(v) => {
                h.write_u8(3);
                v.hash(h)
            }
            Value::Array(v) => {
                h.write_u8(4);
                v.hash(h)
            }
            Value::Record(r) => {
                h.write_u8(5);
                r.hash(h)
            }
        }
    }
}

impl KeyCost for Value {
    fn cost(&self) -> usize {
        match self {
            Value::Int(_) | Value::Float(_) => 8,
            Value::Str(s) => 16 + s.len(),
            Value::Data(d) => 16 + d.len(),
            Value::Array(a) => 16 + a.iter().map(KeyCost::cost).sum::<usize>(),
            Value::Record(r) => 16 + r.fields.iter().map(KeyCost::cost).sum::<usize>(),
        }
    }
}

impl Value {
    /// A short name of the variant, for error messages.
    pub fn kind_name(&self) -> &'static str {
        match self {
            Value::Int(_) => "int",
            Value::Float(_) => "float",
            Value::Str(_) => "string",
            Value::Data(_) => "data",
            Value::Array(_) => "array",
            Value::Record(_) => "record",
        }
    }
}
