//! The dynamic encoder/decoder: an encoder tree built at run time from a
//! schema, walking [`Value`]s. Encoders for record-typed fields are created on
//! demand per concrete subtype, merging the subtype's field attributes with the
//! field's context modifiers (context wins, section 5.3.2).

use super::general::{GeneralDec, GeneralEnc};
use super::int::{IntDec, IntEnc};
use super::io::{Sink, Source};
use super::scalar::{DataDec, DataEnc, FloatDec, FloatEnc, StrDec, StrEnc};
use super::tag::{TagDec, TagEnc};
use super::value::{Record, Value};
use super::{DecodeError, EncodeError};
use crate::policy::{self, Kind, Policy};
use crate::schema::{AttrNode, FieldType, RecordId, Schema};

/// The policy of an item, from its attribute node.
pub fn node_policy(node: &AttrNode, kind: Kind) -> Policy {
    policy::policy(&node.attrs, kind).unwrap_or_else(|_| Policy::default_for(kind))
}

/// The policy of a sub-component (`length`, `element`) of an item.
pub fn child_policy(node: &AttrNode, name: &str, kind: Kind) -> Policy {
    match node.children.get(name) {
        Some(c) => node_policy(c, kind),
        None => Policy::default_for(kind),
    }
}

fn kind_of(t: &FieldType) -> Kind {
    match t {
        FieldType::Int => Kind::Int,
        FieldType::Float => Kind::Float,
        FieldType::String => Kind::String,
        FieldType::Data => Kind::Data,
        FieldType::Record(_) => Kind::Record,
        FieldType::Array(_, _) => Kind::Array,
    }
}

/// The merged attribute nodes of the fields of `rid` under a context.
pub fn field_nodes(schema: &Schema, rid: RecordId, ctx: Option<&AttrNode>) -> Vec<AttrNode> {
    schema
        .record(rid)
        .fields
        .iter()
        .map(|f| AttrNode::merged(&f.node, ctx.and_then(|c| c.children.get(&f.name))))
        .collect()
}

fn mismatch(want: &FieldType, got: &Value) -> EncodeError {
    EncodeError::Type(format!(
        "expected {} value, got {}",
        type_word(want),
        got.kind_name()
    ))
}

fn type_word(t: &FieldType) -> &'static str {
    match t {
        FieldType::Int => "an int",
        FieldType::Float => "a float",
        FieldType::String => "a string",
        FieldType::Data => "a data",
        FieldType::Record(_) => "a record",
        FieldType::Array(_, _) => "an array",
    }
}

/// Encoder of one item of any type.
#[derive(Debug)]
pub enum NodeEnc {
    /// `int`.
    Int(IntEnc),
    /// `float`.
    Float(FloatEnc),
    /// `string`.
    Str(StrEnc),
    /// `data`.
    Data(DataEnc),
    /// Array.
    Array(Box<ArrayEnc>),
    /// Record-typed item.
    Record(Box<RecFieldEnc>),
}

/// Encoder of an array item.
#[derive(Debug)]
pub struct ArrayEnc {
    general: GeneralEnc<Value>,
    len: IntEnc,
    fixed: Option<u64>,
    elem_ty: FieldType,
    elem: NodeEnc,
}

/// Encoder of a record-typed item.
#[derive(Debug)]
pub struct RecFieldEnc {
    general: GeneralEnc<Value>,
    tag: TagEnc,
    declared: RecordId,
    ctx: AttrNode,
    subs: Vec<(RecordId, RecordEnc)>,
}

/// Encoder of the fields of one concrete record type in one context.
#[derive(Debug)]
pub struct RecordEnc {
    fields: Vec<(FieldType, NodeEnc)>,
}

impl NodeEnc {
    /// Build for an item of type `ty` with attributes `node`.
    pub fn new(ty: &FieldType, node: &AttrNode) -> NodeEnc {
        let p = node_policy(node, kind_of(ty));
        let len = child_policy(node, "length", Kind::Length);
        match ty {
            FieldType::Int => NodeEnc::Int(IntEnc::new(&p)),
            FieldType::Float => NodeEnc::Float(FloatEnc::new(&p)),
            FieldType::String => NodeEnc::Str(StrEnc::new(&p, &len)),
            FieldType::Data => NodeEnc::Data(DataEnc::new(&p, &len)),
            FieldType::Array(e, fixed) => {
                let enode = node.children.get("element").cloned().unwrap_or_default();
                NodeEnc::Array(Box::new(ArrayEnc {
                    general: GeneralEnc::new(p.general),
                    len: IntEnc::new(&len),
                    fixed: *fixed,
                    elem_ty: (**e).clone(),
                    elem: NodeEnc::new(e, &enode),
                }))
            }
            FieldType::Record(r) => NodeEnc::Record(Box::new(RecFieldEnc {
                general: GeneralEnc::new(p.general),
                tag: TagEnc::new(p.type_rule),
                declared: *r,
                ctx: node.clone(),
                subs: Vec::new(),
            })),
        }
    }

    /// Encode one value, which must match `ty`.
    pub fn encode(
        &mut self,
        schema: &Schema,
        ty: &FieldType,
        v: &Value,
        s: &mut Sink,
    ) -> Result<(), EncodeError> {
        match (self, v) {
            (NodeEnc::Int(e), Value::Int(x)) => e.encode(*x, s),
            (NodeEnc::Float(e), Value::Float(x)) => e.encode(*x, s),
            (NodeEnc::Str(e), Value::Str(x)) => e.encode(x, s),
            (NodeEnc::Data(e), Value::Data(x)) => e.encode(x, s),
            (NodeEnc::Array(a), Value::Array(items)) => {
                if let Some(n) = a.fixed {
                    if items.len() as u64 != n {
                        return Err(EncodeError::Type(format!(
                            "fixed-size array needs {n} elements, got {}",
                            items.len()
                        )));
                    }
                }
                if !a.general.is_none() && a.general.encode(v, s)? {
                    return Ok(());
                }
                if a.fixed.is_none() {
                    a.len.encode(items.len() as i64, s)?;
                }
                for it in items {
                    a.elem.encode(schema, &a.elem_ty, it, s)?;
                }
                Ok(())
            }
            (NodeEnc::Record(f), Value::Record(r)) => {
                if r.ty >= schema.records().len() || !schema.is_subtype(r.ty, f.declared) {
                    return Err(EncodeError::Type(format!(
                        "a {} value is not a {}",
                        schema
                            .records()
                            .get(r.ty)
                            .map(|d| d.name.as_str())
                            .unwrap_or("?"),
                        schema.record(f.declared).name
                    )));
                }
                if !f.general.is_none() && f.general.encode(v, s)? {
                    return Ok(());
                }
                f.tag
                    .encode(schema.type_id(r.ty), schema.type_id(f.declared), s)?;
                let idx = match f.subs.iter().position(|(t, _)| *t == r.ty) {
                    Some(i) => i,
                    None => {
                        let enc = RecordEnc::new(schema, r.ty, Some(&f.ctx));
                        f.subs.push((r.ty, enc));
                        f.subs.len() - 1
                    }
                };
                f.subs[idx].1.encode(schema, r, s)
            }
            (_, v) => Err(mismatch(ty, v)),
        }
    }
}

impl RecordEnc {
    /// Build for record type `rid` in an optional context.
    pub fn new(schema: &Schema, rid: RecordId, ctx: Option<&AttrNode>) -> RecordEnc {
        let nodes = field_nodes(schema, rid, ctx);
        RecordEnc {
            fields: schema
                .record(rid)
                .fields
                .iter()
                .zip(nodes.iter())
                .map(|(f, n)| (f.ty.clone(), NodeEnc::new(&f.ty, n)))
                .collect(),
        }
    }

    /// Encode the fields of `r`.
    pub fn encode(&mut self, schema: &Schema, r: &Record, s: &mut Sink) -> Result<(), EncodeError> {
        if r.fields.len() != self.fields.len() {
            return Err(EncodeError::Type(format!(
                "{} has {} fields, the value has {}",
                schema.record(r.ty).name,
                self.fields.len(),
                r.fields.len()
            )));
        }
        for (i, ((ty, e), v)) in self.fields.iter_mut().zip(&r.fields).enumerate() {
            e.encode(schema, ty, v, s).map_err(|err| match err {
                EncodeError::Type(m) => EncodeError::Type(format!(
                    "{}.{}: {m}",
                    schema.record(r.ty).name,
                    schema.record(r.ty).fields[i].name
                )),
                other => other,
            })?;
        }
        Ok(())
    }
}

/// Decoder of one item of any type.
#[derive(Debug)]
pub enum NodeDec {
    /// `int`.
    Int(IntDec),
    /// `float`.
    Float(FloatDec),
    /// `string`.
    Str(StrDec),
    /// `data`.
    Data(DataDec),
    /// Array.
    Array(Box<ArrayDec>),
    /// Record-typed item.
    Record(Box<RecFieldDec>),
}

/// Decoder of an array item.
#[derive(Debug)]
pub struct ArrayDec {
    general: GeneralDec<Value>,
    len: IntDec,
    fixed: Option<u64>,
    elem: NodeDec,
}

/// Decoder of a record-typed item.
#[derive(Debug)]
pub struct RecFieldDec {
    general: GeneralDec<Value>,
    tag: TagDec,
    declared: RecordId,
    ctx: AttrNode,
    subs: Vec<(RecordId, RecordDec)>,
}

/// Decoder of the fields of one concrete record type in one context.
#[derive(Debug)]
pub struct RecordDec {
    fields: Vec<NodeDec>,
}

const MAX_PREALLOC: usize = 1 << 16;

impl NodeDec {
    /// Build for an item of type `ty` with attributes `node`.
    pub fn new(ty: &FieldType, node: &AttrNode) -> NodeDec {
        let p = node_policy(node, kind_of(ty));
        let len = child_policy(node, "length", Kind::Length);
        match ty {
            FieldType::Int => NodeDec::Int(IntDec::new(&p)),
            FieldType::Float => NodeDec::Float(FloatDec::new(&p)),
            FieldType::String => NodeDec::Str(StrDec::new(&p, &len)),
            FieldType::Data => NodeDec::Data(DataDec::new(&p, &len)),
            FieldType::Array(e, fixed) => {
                let enode = node.children.get("element").cloned().unwrap_or_default();
                NodeDec::Array(Box::new(ArrayDec {
                    general: GeneralDec::new(p.general),
                    len: IntDec::new(&len),
                    fixed: *fixed,
                    elem: NodeDec::new(e, &enode),
                }))
            }
            FieldType::Record(r) => NodeDec::Record(Box::new(RecFieldDec {
                general: GeneralDec::new(p.general),
                tag: TagDec::new(p.type_rule),
                declared: *r,
                ctx: node.clone(),
                subs: Vec::new(),
            })),
        }
    }

    /// Decode one value.
    pub fn decode(&mut self, schema: &Schema, src: &mut Source) -> Result<Value, DecodeError> {
        match self {
            NodeDec::Int(d) => Ok(Value::Int(d.decode(src)?)),
            NodeDec::Float(d) => Ok(Value::Float(d.decode(src)?)),
            NodeDec::Str(d) => Ok(Value::Str(d.decode(src)?)),
            NodeDec::Data(d) => Ok(Value::Data(d.decode(src)?)),
            NodeDec::Array(a) => {
                if let Some(v) = a.general.decode(src)? {
                    return Ok(v);
                }
                let n = match a.fixed {
                    Some(n) => n,
                    None => u64::try_from(a.len.decode(src)?)
                        .map_err(|_| DecodeError::Corrupt("negative array length"))?,
                };
                if n > (src.buf.len() as u64).saturating_mul(8) + 64 {
                    return Err(DecodeError::Corrupt("array length exceeds the block"));
                }
                let mut items = Vec::with_capacity((n as usize).min(MAX_PREALLOC));
                for _ in 0..n {
                    items.push(a.elem.decode(schema, src)?);
                }
                let v = Value::Array(items);
                if !a.general.is_none() {
                    a.general.learn(&v);
                }
                Ok(v)
            }
            NodeDec::Record(f) => {
                if let Some(v) = f.general.decode(src)? {
                    return Ok(v);
                }
                let tid = f.tag.decode(schema.type_id(f.declared), src)?;
                let rid = schema
                    .from_type_id(tid)
                    .filter(|r| schema.is_subtype(*r, f.declared))
                    .ok_or(DecodeError::Corrupt(
                        "type tag is not a subtype of the field type",
                    ))?;
                let idx = match f.subs.iter().position(|(t, _)| *t == rid) {
                    Some(i) => i,
                    None => {
                        let d = RecordDec::new(schema, rid, Some(&f.ctx));
                        f.subs.push((rid, d));
                        f.subs.len() - 1
                    }
                };
                if src.depth >= super::io::MAX_DEPTH {
                    return Err(DecodeError::Corrupt("records nested too deeply"));
                }
                src.depth += 1;
                let r = f.subs[idx].1.decode(schema, rid, src);
                src.depth -= 1;
                let r = r?;
                let v = Value::Record(Box::new(r));
                if !f.general.is_none() {
                    f.general.learn(&v);
                }
                Ok(v)
            }
        }
    }
}

impl RecordDec {
    /// Build for record type `rid` in an optional context.
    pub fn new(schema: &Schema, rid: RecordId, ctx: Option<&AttrNode>) -> RecordDec {
        let nodes = field_nodes(schema, rid, ctx);
        RecordDec {
            fields: schema
                .record(rid)
                .fields
                .iter()
                .zip(nodes.iter())
                .map(|(f, n)| NodeDec::new(&f.ty, n))
                .collect(),
        }
    }

    /// Decode the fields of a `rid` record.
    pub fn decode(
        &mut self,
        schema: &Schema,
        rid: RecordId,
        src: &mut Source,
    ) -> Result<Record, DecodeError> {
        let mut fields = Vec::with_capacity(self.fields.len());
        for d in &mut self.fields {
            fields.push(d.decode(schema, src)?);
        }
        Ok(Record { ty: rid, fields })
    }
}
