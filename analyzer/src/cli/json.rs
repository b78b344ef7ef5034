//! JSON Lines <-> dynamic records: `{"type":"pkg.Record","fields":{...}}`,
//! ints as JSON integers (full i64), floats as JSON numbers (exact round trip;
//! non-finite values as the strings "NaN", "Infinity", "-Infinity"), data as
//! base64, arrays as arrays, record-typed fields as nested objects of the same
//! shape.

use base64::Engine;
use serde_json::Value as Json;
use std::fmt::Write as _;
use tracer::schema::FieldType;
use tracer::{Record, RecordId, Schema, Value};

const B64: base64::engine::GeneralPurpose = base64::engine::general_purpose::STANDARD;

/// Resolve a record type name: fully qualified, or an unambiguous simple name.
pub fn resolve_type(schema: &Schema, name: &str) -> Result<RecordId, String> {
    if let Some(id) = schema.lookup(name) {
        return Ok(id);
    }
    let hits: Vec<_> = (0..schema.records().len())
        .filter(|&i| schema.record(i).simple_name() == name)
        .collect();
    match hits.as_slice() {
        [one] => Ok(*one),
        [] => Err(format!("unknown record type \"{name}\"")),
        _ => Err(format!(
            "record type name \"{name}\" is ambiguous; use the qualified name"
        )),
    }
}

/// Parse one JSON record object against the schema; `declared` restricts the
/// type (nested fields must hold the declared type or a subtype).
pub fn record_from_json(
    schema: &Schema,
    j: &Json,
    declared: Option<RecordId>,
) -> Result<Record, String> {
    let obj = j
        .as_object()
        .ok_or("a record must be a JSON object {\"type\":...,\"fields\":{...}}")?;
    let tname = obj
        .get("type")
        .and_then(Json::as_str)
        .ok_or("record object needs a \"type\" string")?;
    let ty = resolve_type(schema, tname)?;
    if let Some(d) = declared {
        if !schema.is_subtype(ty, d) {
            return Err(format!(
                "a {} is not a {}",
                schema.record(ty).name,
                schema.record(d).name
            ));
        }
    }
    if let Some(k) = obj.keys().find(|k| *k != "type" && *k != "fields") {
        return Err(format!("unexpected key \"{k}\" in record object"));
    }
    let def = schema.record(ty);
    let empty = serde_json::Map::new();
    let fields = match obj.get("fields") {
        None => &empty,
        Some(f) => f
            .as_object()
            .ok_or_else(|| format!("{}: \"fields\" must be an object", def.name))?,
    };
    for k in fields.keys() {
        if def.field_index(k).is_none() {
            return Err(format!("{} has no field \"{k}\"", def.name));
        }
    }
    let mut values = Vec::with_capacity(def.fields.len());
    for f in &def.fields {
        let j = fields
            .get(&f.name)
            .ok_or_else(|| format!("{}: missing field \"{}\"", def.name, f.name))?;
        values.push(
            value_from_json(schema, &f.ty, j)
                .map_err(|e| format!("{}.{}: {e}", def.name, f.name))?,
        );
    }
    Ok(Record { ty, fields: values })
}

fn value_from_json(schema: &Schema, ty: &FieldType, j: &Json) -> Result<Value, String> {
    match ty {
        FieldType::Int => match j {
            Json::Number(n) => {
                if let Some(i) = n.as_i64() {
                    Ok(Value::Int(i))
                } else if n.is_u64() {
                    Err(format!("{n} is outside the 64-bit signed range"))
                } else {
                    Err(format!("expected an integer, got {n}"))
                }
            }
            other => Err(format!("expected an integer, got {}", kind(other))),
        },
        FieldType::Float => match j {
            Json::Number(n) => n
                .as_f64()
                .map(Value::Float)
                .ok_or_else(|| format!("bad float {n}")),
            Json::String(s) => match s.as_str() {
                "NaN" => Ok(Value::Float(f64::NAN)),
                "Infinity" => Ok(Value::Float(f64::INFINITY)),
                "-Infinity" => Ok(Value::Float(f64::NEG_INFINITY)),
                _ => Err(format!("expected a number, got string \"{s}\"")),
            },
            other => Err(format!("expected a number, got {}", kind(other))),
        },
        FieldType::String => match j {
            Json::String(s) => Ok(Value::Str(s.clone())),
            other => Err(format!("expected a string, got {}", kind(other))),
        },
        FieldType::Data => match j {
            Json::String(s) => B64
                .decode(s)
                .map(Value::Data)
                .map_err(|e| format!("data must be base64: {e}")),
            other => Err(format!("expected a base64 string, got {}", kind(other))),
        },
        FieldType::Array(e, fixed) => match j {
            Json::Array(items) => {
                if let Some(n) = fixed {
                    if items.len() as u64 != *n {
                        return Err(format!(
                            "fixed-size array needs {n} elements, got {}",
                            items.len()
                        ));
                    }
                }
                items
                    .iter()
                    .enumerate()
                    .map(|(i, it)| {
                        value_from_json(schema, e, it).map_err(|m| format!("[{i}]: {m}"))
                    })
                    .collect::<Result<Vec<_>, _>>()
                    .map(Value::Array)
            }
            other => Err(format!("expected an array, got {}", kind(other))),
        },
        FieldType::Record(r) => {
            record_from_json(schema, j, Some(*r)).map(|r| Value::Record(Box::new(r)))
        }
    }
}

fn kind(j: &Json) -> &'static str {
    match j {
        Json::Null => "null",
        Json::Bool(_) => "a boolean",
        Json::Number(_) => "a number",
        Json::String(_) => "a string",
        Json::Array(_) => "an array",
        Json::Object(_) => "an object",
    }
}

/// Render a record as one compact JSON line (fields in schema order).
pub fn record_to_json(schema: &Schema, r: &Record, out: &mut String) {
    let def = schema.record(r.ty);
    out.push_str("{\"type\":");
    push_str_json(out, &def.name);
    out.push_str(",\"fields\":{");
    for (i, (f, v)) in def.fields.iter().zip(&r.fields).enumerate() {
        if i > 0 {
            out.push(',');
        }
        push_str_json(out, &f.name);
        out.push(':');
        value_to_json(schema, v, out);
    }
    out.push_str("}}");
}

fn push_str_json(out: &mut String, s: &str) {
    out.push_str(&serde_json::to_string(s).expect("strings serialize"));
}

fn value_to_json(schema: &Schema, v: &Value, out: &mut String) {
    match v {
        Value::Int(i) => {
            let _ = write!(out, "{i}");
        }
        Value::Float(f) => {
            if f.is_nan() {
                out.push_str("\"NaN\"");
            } else if f.is_infinite() {
                out.push_str(if *f > 0.0 {
                    "\"Infinity\""
                } else {
                    "\"-Infinity\""
                });
            } else {
                out.push_str(&serde_json::to_string(f).expect("finite floats serialize"));
            }
        }
        Value::Str(s) => push_str_json(out, s),
        Value::Data(d) => {
            out.push('"');
            out.push_str(&B64.encode(d));
            out.push('"');
        }
        Value::Array(items) => {
            out.push('[');
            for (i, it) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                value_to_json(schema, it, out);
            }
            out.push(']');
        }
        Value::Record(r) => record_to_json(schema, r, out),
    }
}

/// Render a record for humans: `pkg.Name { a: 1, s: "x", d: 0x0a0b }`.
pub fn record_to_text(schema: &Schema, r: &Record, out: &mut String) {
    let def = schema.record(r.ty);
    out.push_str(&def.name);
    if def.fields.is_empty() {
        return;
    }
    out.push_str(" { ");
    for (i, (f, v)) in def.fields.iter().zip(&r.fields).enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(&f.name);
        out.push_str(": ");
        value_to_text(schema, v, out);
    }
    out.push_str(" }");
}

fn value_to_text(schema: &Schema, v: &Value, out: &mut String) {
    match v {
        Value::Int(i) => {
            let _ = write!(out, "{i}");
        }
        Value::Float(f) => {
            let _ = write!(out, "{f:?}");
        }
        Value::Str(s) => {
            let _ = write!(out, "{s:?}");
        }
        Value::Data(d) => {
            out.push_str("0x");
            for b in d {
                let _ = write!(out, "{b:02x}");
            }
        }
        Value::Array(items) => {
            out.push('[');
            for (i, it) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                value_to_text(schema, it, out);
            }
            out.push(']');
        }
        Value::Record(r) => record_to_text(schema, r, out),
    }
}
