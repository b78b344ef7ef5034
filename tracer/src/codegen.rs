//! Code generation: a STEP-DL schema becomes Rust record types with
//! specialized encoders and decoders, for producers that need speed.
//!
//! Call [`generate`] from a build script and `include!` the result:
//!
//! ```text
//! // build.rs
//! let src = std::fs::read_to_string("events.stepdl").unwrap();
//! let out = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("events.rs");
//! tracer::codegen::generate_named("events.stepdl", &src, &out).unwrap();
//! // lib.rs
//! include!(concat!(env!("OUT_DIR"), "/events.rs"));
//! ```
//!
//! The generated module has, per record type, a plain struct (in nested
//! modules mirroring the packages), an `Encoder` whose per-type state holds
//! the concrete strategy objects for each field (no per-field dynamic
//! dispatch, no allocation per record), a `Decoder` producing `AnyRecord`
//! (every record type converts into it with `From`), and
//! `TraceWriter`/`TraceReader` wrappers over [`crate::format`]. The module
//! is named `step` and must be included at the crate root (the code refers
//! to itself as `crate::step`).
//!
//! Fields of type `int`, `float`, `string`, `data` and one-dimensional arrays
//! of these are specialized. Fields whose type involves records (or nested
//! arrays) are `tracer::Value`s handled by the dynamic encoder for that field;
//! the bytes are identical either way.

use crate::dl::CompileError;
use crate::encode::dynamic::{child_policy, node_policy};
use crate::policy::{Charset, General, Kind, Policy, Size, Targeted, TypeRule};
use crate::schema::{FieldType, Schema};
use std::fmt::Write as _;
use std::path::Path;

/// Why code generation failed.
#[derive(Debug, thiserror::Error)]
pub enum CodegenError {
    /// The schema does not compile.
    #[error("{0}")]
    Compile(#[from] CompileError),
    /// The output could not be written.
    #[error("writing generated code: {0}")]
    Io(#[from] std::io::Error),
}

/// Compile `schema_src` and write the generated Rust code to `out_path`.
pub fn generate(schema_src: &str, out_path: impl AsRef<Path>) -> Result<(), CodegenError> {
    generate_named("schema.stepdl", schema_src, out_path)
}

/// Like [`generate`], naming the schema file in errors and in the embedded schema.
pub fn generate_named(
    file: &str,
    schema_src: &str,
    out_path: impl AsRef<Path>,
) -> Result<(), CodegenError> {
    let code = generate_string(file, schema_src)?;
    let out = out_path.as_ref();
    // Avoid touching the file (and triggering rebuilds) when nothing changed.
    if std::fs::read_to_string(out).ok().as_deref() != Some(code.as_str()) {
        std::fs::write(out, code)?;
    }
    Ok(())
}

/// Generate the Rust code as a string.
pub fn generate_string(file: &str, schema_src: &str) -> Result<String, CompileError> {
    let schema = Schema::compile(file, schema_src)?;
    Ok(Gen { s: &schema }.all(file, schema_src))
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Prim {
    Int,
    Float,
    Str,
    Data,
}

enum Shape {
    P(Prim),
    Arr(Prim, Option<u64>),
    Dyn,
}

fn prim(t: &FieldType) -> Option<Prim> {
    match t {
        FieldType::Int => Some(Prim::Int),
        FieldType::Float => Some(Prim::Float),
        FieldType::String => Some(Prim::Str),
        FieldType::Data => Some(Prim::Data),
        _ => None,
    }
}

fn shape(t: &FieldType) -> Shape {
    if let Some(p) = prim(t) {
        return Shape::P(p);
    }
    match t {
        FieldType::Array(e, n) => match prim(e) {
            Some(p) => Shape::Arr(p, *n),
            None => Shape::Dyn,
        },
        _ => Shape::Dyn,
    }
}

fn prim_kind(p: Prim) -> Kind {
    match p {
        Prim::Int => Kind::Int,
        Prim::Float => Kind::Float,
        Prim::Str => Kind::String,
        Prim::Data => Kind::Data,
    }
}

fn rust_prim(p: Prim) -> &'static str {
    match p {
        Prim::Int => "i64",
        Prim::Float => "f64",
        Prim::Str => "::std::string::String",
        Prim::Data => "::std::vec::Vec<u8>",
    }
}

fn enc_ty(p: Prim) -> &'static str {
    match p {
        Prim::Int => "::tracer::encode::int::IntEnc",
        Prim::Float => "::tracer::encode::scalar::FloatEnc",
        Prim::Str => "::tracer::encode::scalar::StrEnc",
        Prim::Data => "::tracer::encode::scalar::DataEnc",
    }
}

/// The encoder type of an integer item: [`IntEnc`](crate::encode::int::IntEnc)
/// with the item's own general-strategy type, so no strategy dispatch remains.
fn int_enc_ty(p: &Policy) -> String {
    let g = match p.general {
        General::None => "NoGeneral",
        General::Identifier => "Identifier<i64>",
        General::Cache(_) => "Cache<i64>",
        General::Constant => "Constant<i64>",
        General::Default => "DefaultValue<i64>",
        General::Repeat => "RepeatInt",
    };
    format!("::tracer::encode::int::IntEnc<::tracer::encode::general::{g}>")
}

/// The encoder type of a primitive item with policy `p`.
fn prim_enc_ty(prim: Prim, p: &Policy) -> String {
    match prim {
        Prim::Int => int_enc_ty(p),
        _ => enc_ty(prim).to_string(),
    }
}

fn dec_ty(p: Prim) -> &'static str {
    match p {
        Prim::Int => "::tracer::encode::int::IntDec",
        Prim::Float => "::tracer::encode::scalar::FloatDec",
        Prim::Str => "::tracer::encode::scalar::StrDec",
        Prim::Data => "::tracer::encode::scalar::DataDec",
    }
}

/// A Rust expression building `p`.
fn policy_expr(p: &Policy) -> String {
    let g = match p.general {
        General::None => "None".to_string(),
        General::Identifier => "Identifier".into(),
        General::Cache(n) => format!("Cache({n})"),
        General::Constant => "Constant".into(),
        General::Default => "Default".into(),
        General::Repeat => "Repeat".into(),
    };
    let t = match p.targeted {
        Targeted::None => "None".to_string(),
        Targeted::Delta(None) => "Delta(None)".into(),
        Targeted::Delta(Some(n)) => format!("Delta(Some({n}))"),
        Targeted::Stride(n) => format!("Stride({n})"),
        Targeted::Offset(None) => "Offset(None)".into(),
        Targeted::Offset(Some(n)) => format!("Offset(Some({n}))"),
        Targeted::Window(n) => format!("Window({n})"),
    };
    let z = match p.size {
        Size::Creep => "Creep".to_string(),
        Size::Fixed(n) => format!("Fixed({n})"),
        Size::Start(n) => format!("Start({n})"),
        Size::Min(n) => format!("Min({n})"),
    };
    let c = match p.charset {
        Charset::Utf8 => "Utf8",
        Charset::Ascii => "Ascii",
        Charset::Latin1 => "Latin1",
        Charset::Utf16Be => "Utf16Be",
        Charset::Utf16Le => "Utf16Le",
    };
    let r = match p.type_rule {
        TypeRule::Variable => "Variable",
        TypeRule::Default => "Default",
        TypeRule::Constant => "Constant",
    };
    format!(
        "::tracer::policy::Policy {{ general: ::tracer::policy::General::{g}, targeted: ::tracer::policy::Targeted::{t}, size: ::tracer::policy::Size::{z}, signed: {}, charset: ::tracer::policy::Charset::{c}, type_rule: ::tracer::policy::TypeRule::{r} }}",
        p.signed
    )
}

const KEYWORDS: &[&str] = &[
    "as", "break", "const", "continue", "else", "enum", "extern", "false", "fn", "for", "if",
    "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return", "static",
    "struct", "trait", "true", "type", "unsafe", "use", "where", "while", "async", "await", "dyn",
    "abstract", "become", "box", "do", "final", "macro", "override", "priv", "typeof", "unsized",
    "virtual", "yield", "try", "gen",
];

/// A Rust identifier for a STEP-DL identifier.
fn ident(s: &str) -> String {
    match s {
        "self" | "Self" | "super" | "crate" | "_" => format!("{s}_"),
        _ if KEYWORDS.contains(&s) => format!("r#{s}"),
        _ => s.to_string(),
    }
}

fn lit(s: &str) -> String {
    format!("{s:?}")
}

struct Gen<'a> {
    s: &'a Schema,
}

impl Gen<'_> {
    /// Path of record `i` from the root of the generated module.
    fn path(&self, i: usize) -> String {
        self.s
            .record(i)
            .name
            .split('.')
            .map(ident)
            .collect::<Vec<_>>()
            .join("::")
    }
    fn variant(&self, i: usize) -> String {
        self.s.record(i).name.replace('.', "_")
    }

    fn all(&self, file: &str, src: &str) -> String {
        let mut o = String::new();
        let _ = writeln!(
            o,
            "// @generated by tracer::codegen from {file:?}. Do not edit.\n\
             #[allow(clippy::all, unused_imports, unused_mut, unused_variables, non_camel_case_types, non_snake_case, dead_code, missing_docs)]\n\
             pub mod step {{\n\
             /// The STEP-DL source the code was generated from.\n\
             pub const SCHEMA_SOURCE: &str = {};\n\
             /// The schema file name.\n\
             pub const SCHEMA_FILE: &str = {};\n\
             /// The compiled schema (compiled once, on first use).\n\
             pub fn schema() -> &'static ::std::sync::Arc<::tracer::Schema> {{\n\
                 static S: ::std::sync::OnceLock<::std::sync::Arc<::tracer::Schema>> = ::std::sync::OnceLock::new();\n\
                 S.get_or_init(|| ::std::sync::Arc::new(::tracer::Schema::compile(SCHEMA_FILE, SCHEMA_SOURCE).expect(\"generated from a valid schema\")))\n\
             }}\n",
            lit(src),
            lit(file)
        );
        self.records(&mut o);
        self.any(&mut o);
        self.encoder(&mut o);
        self.decoder(&mut o);
        o.push_str(RUNTIME);
        o.push_str("}\n");
        o
    }

    fn records(&self, o: &mut String) {
        // Group records by package, emitting nested modules.
        let mut order: Vec<usize> = (0..self.s.records().len()).collect();
        order.sort_by_key(|&i| self.s.record(i).name.clone());
        let mut open: Vec<String> = Vec::new();
        for i in order {
            let r = self.s.record(i);
            let parts: Vec<&str> = r.name.split('.').collect();
            let pkg = &parts[..parts.len() - 1];
            let common = open.iter().zip(pkg).take_while(|(a, b)| a == b).count();
            while open.len() > common {
                open.pop();
                o.push_str("}\n");
            }
            for p in &pkg[common..] {
                let _ = writeln!(o, "pub mod {} {{\nuse super::*;", ident(p));
                open.push(p.to_string());
            }
            let mut doc = format!("Record `{}`", r.name);
            if let Some(l) = &r.label {
                doc.push_str(&format!(" ({l})"));
            }
            for d in &r.description {
                doc.push_str(&format!("\n/// {d}"));
            }
            let _ = writeln!(
                o,
                "/// {doc}\n#[derive(Debug, Clone, PartialEq)]\npub struct {} {{",
                ident(parts[parts.len() - 1])
            );
            for f in &r.fields {
                let ty = match shape(&f.ty) {
                    Shape::P(p) => rust_prim(p).to_string(),
                    Shape::Arr(p, _) => format!("::std::vec::Vec<{}>", rust_prim(p)),
                    Shape::Dyn => "::tracer::Value".to_string(),
                };
                for d in &f.description {
                    let _ = writeln!(o, "    /// {d}");
                }
                let _ = writeln!(o, "    pub {}: {ty},", ident(&f.name));
            }
            let _ = writeln!(
                o,
                "}}\nimpl {} {{\n    /// Wire type id.\n    pub const TYPE_ID: u64 = {};\n    /// Qualified name.\n    pub const NAME: &'static str = {};\n}}",
                ident(parts[parts.len() - 1]),
                self.s.type_id(i),
                lit(&r.name)
            );
            let _ = writeln!(
                o,
                "impl crate::step::Encode for {} {{\n    #[inline]\n    fn encode_into(&self, enc: &mut crate::step::Encoder, out: &mut ::std::vec::Vec<u8>) -> ::std::result::Result<::tracer::encode::meta::FrameStats, ::tracer::encode::EncodeError> {{ enc.t{i}(self, out) }}\n    #[inline(always)]\n    fn write_into(&self, enc: &mut crate::step::Encoder, out: &mut ::std::vec::Vec<u8>) -> ::std::result::Result<(), ::tracer::encode::EncodeError> {{ enc.w{i}(self, out) }}{}\n}}",
                ident(parts[parts.len() - 1]),
                if self.bounded(i) {
                    format!("\n    #[inline(always)]\n    fn try_write_fast(&self, enc: &mut crate::step::Encoder, out: &mut ::std::vec::Vec<u8>) -> bool {{ enc.l{i}(self, out) }}")
                } else {
                    String::new()
                }
            );
        }
        while open.pop().is_some() {
            o.push_str("}\n");
        }
    }

    fn any(&self, o: &mut String) {
        // Records with strings, data or arrays (entities, rare) are boxed:
        // the enum then has the size of the largest record of integers, so
        // that moving one (every record, through every reader's stage) is a
        // few register moves rather than a `memcpy` call of the largest
        // entity.
        o.push_str("/// A record of any type of the schema (records with strings, data or\n/// arrays boxed, so that the enum is as small as the largest record of\n/// numbers).\n#[derive(Debug, Clone, PartialEq)]\npub enum AnyRecord {\n");
        for i in 0..self.s.records().len() {
            let _ = writeln!(
                o,
                "    /// `{}`\n    {}({}),",
                self.s.record(i).name,
                self.variant(i),
                self.any_payload(i)
            );
        }
        o.push_str("}\n");
        for i in 0..self.s.records().len() {
            let _ = writeln!(
                o,
                "impl ::std::convert::From<crate::step::{p}> for AnyRecord {{\n    #[inline]\n    fn from(r: crate::step::{p}) -> Self {{ AnyRecord::{v}({r}) }}\n}}",
                p = self.path(i),
                v = self.variant(i),
                r = self.any_wrap(i, "r")
            );
        }
        o.push_str("impl AnyRecord {\n    /// As a dynamic record.\n    pub fn to_record(&self) -> ::tracer::Record {\n        match self {\n");
        for i in 0..self.s.records().len() {
            let r = self.s.record(i);
            let _ = write!(
                o,
                "            AnyRecord::{}(x) => ::tracer::Record {{ ty: {i}, fields: vec![",
                self.variant(i)
            );
            for f in &r.fields {
                let n = ident(&f.name);
                let e = match shape(&f.ty) {
                    Shape::P(Prim::Int) => format!("::tracer::Value::Int(x.{n})"),
                    Shape::P(Prim::Float) => format!("::tracer::Value::Float(x.{n})"),
                    Shape::P(Prim::Str) => format!("::tracer::Value::Str(x.{n}.clone())"),
                    Shape::P(Prim::Data) => format!("::tracer::Value::Data(x.{n}.clone())"),
                    Shape::Arr(..) => format!("to_value(&x.{n})"),
                    Shape::Dyn => format!("x.{n}.clone()"),
                };
                let _ = write!(o, "{e}, ");
            }
            o.push_str("] },\n");
        }
        o.push_str("        }\n    }\n    /// From a dynamic record of this schema (None if it does not fit).\n    pub fn from_record(r: &::tracer::Record) -> ::std::option::Option<AnyRecord> {\n        let mut it = r.fields.iter().cloned();\n        let out = match r.ty {\n");
        for i in 0..self.s.records().len() {
            let r = self.s.record(i);
            let _ = write!(
                o,
                "            {i} => AnyRecord::{}({}crate::step::{} {{",
                self.variant(i),
                if self.boxed(i) {
                    "::std::boxed::Box::new("
                } else {
                    ""
                },
                self.path(i)
            );
            for f in &r.fields {
                let n = ident(&f.name);
                let e = match shape(&f.ty) {
                    Shape::P(Prim::Int) => {
                        "match it.next()? { ::tracer::Value::Int(v) => v, _ => return None }"
                            .to_string()
                    }
                    Shape::P(Prim::Float) => {
                        "match it.next()? { ::tracer::Value::Float(v) => v, _ => return None }"
                            .to_string()
                    }
                    Shape::P(Prim::Str) => {
                        "match it.next()? { ::tracer::Value::Str(v) => v, _ => return None }"
                            .to_string()
                    }
                    Shape::P(Prim::Data) => {
                        "match it.next()? { ::tracer::Value::Data(v) => v, _ => return None }"
                            .to_string()
                    }
                    Shape::Arr(..) => "from_value(it.next()?).ok()?".to_string(),
                    Shape::Dyn => "it.next()?".to_string(),
                };
                let _ = write!(o, " {n}: {e},");
            }
            o.push_str(if self.boxed(i) { " })),\n" } else { " }),\n" });
        }
        o.push_str("            _ => return None,\n        };\n        if it.next().is_some() { return None; }\n        Some(out)\n    }\n}\n");
    }

    fn encoder(&self, o: &mut String) {
        let n = self.s.records().len();
        // Integer policies as constants, so the strategy code is specialized.
        for i in 0..n {
            for (k, f) in self.s.record(i).fields.iter().enumerate() {
                match shape(&f.ty) {
                    Shape::P(Prim::Int) => {
                        let _ = writeln!(
                            o,
                            "const PI_{i}_{k}: ::tracer::policy::Policy = {};",
                            policy_expr(&node_policy(&f.node, Kind::Int))
                        );
                    }
                    Shape::Arr(p, fixed) => {
                        if p == Prim::Int {
                            let en = f.node.children.get("element").cloned().unwrap_or_default();
                            let _ = writeln!(
                                o,
                                "const PI_{i}_{k}: ::tracer::policy::Policy = {};",
                                policy_expr(&node_policy(&en, Kind::Int))
                            );
                        }
                        if fixed.is_none() {
                            let _ = writeln!(
                                o,
                                "const PL_{i}_{k}: ::tracer::policy::Policy = {};",
                                policy_expr(&child_policy(&f.node, "length", Kind::Length))
                            );
                        }
                    }
                    _ => {}
                }
            }
        }
        for i in 0..n {
            let r = self.s.record(i);
            let _ = writeln!(
                o,
                "#[derive(Debug)]\nstruct E{i} {{\n    meta: ::tracer::encode::meta::MetaEnc,"
            );
            for (k, f) in r.fields.iter().enumerate() {
                match shape(&f.ty) {
                    Shape::P(p) => {
                        let pol = node_policy(&f.node, prim_kind(p));
                        let _ = writeln!(o, "    f{k}: {},", prim_enc_ty(p, &pol));
                    }
                    Shape::Arr(p, fixed) => {
                        let _ = writeln!(
                            o,
                            "    f{k}g: ::tracer::encode::general::GeneralEnc<::tracer::Value>,"
                        );
                        if fixed.is_none() {
                            let lp = child_policy(&f.node, "length", Kind::Length);
                            let _ = writeln!(o, "    f{k}l: {},", int_enc_ty(&lp));
                        }
                        let en = f.node.children.get("element").cloned().unwrap_or_default();
                        let pol = node_policy(&en, prim_kind(p));
                        let _ = writeln!(o, "    f{k}: {},", prim_enc_ty(p, &pol));
                    }
                    Shape::Dyn => {
                        let _ = writeln!(o, "    f{k}: ::tracer::encode::dynamic::NodeEnc,");
                    }
                }
            }
            o.push_str("}\n");
            let _ = writeln!(o, "impl E{i} {{\n    fn new() -> Self {{\n        let s = schema();\n        let _ = &s;\n        E{i} {{\n            meta: ::tracer::encode::meta::MetaEnc::new(),");
            for (k, f) in r.fields.iter().enumerate() {
                self.ctor(o, i, k, &f.ty, &f.node, false);
            }
            // Building the state (tables, indexes) is rare: it happens in the
            // out-of-line first-record path (`f{i}`), so the per-record path
            // stays small.
            let _ = writeln!(o, "        }}\n    }}\n}}");
        }
        o.push_str("/// Encodes records of this schema (per-block state; see `reset`).\n#[derive(Debug, Default)]\npub struct Encoder {\n    events: ::std::vec::Vec<::tracer::encode::io::PendingEvent>,\n    result: ::std::option::Option<::std::result::Result<::tracer::encode::meta::FrameStats, ::tracer::encode::EncodeError>>,\n");
        for i in 0..n {
            let _ = writeln!(o, "    e{i}: ::std::option::Option<E{i}>,");
        }
        o.push_str("}\nimpl Encoder {\n    /// A fresh encoder.\n    pub fn new() -> Self { Self::default() }\n    /// Forget all adaptive state (at every block boundary).\n    pub fn reset(&mut self) {\n");
        for i in 0..n {
            let _ = writeln!(o, "        self.e{i} = None;");
        }
        o.push_str("    }\n");
        for i in 0..n {
            let r = self.s.record(i);
            let tid = self.s.type_id(i);
            // A record of integers only has a size bound: its room is
            // reserved once and its writes skip the capacity checks.
            let bounded = self.bounded(i);
            let begin = if bounded {
                format!(
                    "begin_bounded(out, events, {tid}, ::tracer::encode::io::bounded_record_bytes({tid}, {}))",
                    r.fields.len()
                )
            } else {
                format!("begin(out, events, {tid})")
            };
            let p = self.path(i);
            let stats = "::std::result::Result<::tracer::encode::meta::FrameStats, ::tracer::encode::EncodeError>";
            let unit = "::std::result::Result<(), ::tracer::encode::EncodeError>";
            // The full path of a warm record (events, errors, new table
            // entries): `t{i}`/`w{i}` themselves, or, for records of
            // integers only, their out-of-line slow paths `ts{i}`/`ws{i}`,
            // behind a fast path that encodes a record whose every field
            // takes its regular path (`q{i}`) with no event bookkeeping.
            let full = |name: &str,
                        ret: &str,
                        finish: &str,
                        first: &str,
                        attrs: &str,
                        arg: &str,
                        bind: &str| {
                format!(
                    "    {attrs}\n    fn {name}{i}(&mut self, r: {arg}, out: &mut ::std::vec::Vec<u8>) -> {ret} {{\n        {bind}let events = &mut self.events;\n        let e = match &mut self.e{i} {{ Some(e) => e, slot => return Self::f{i}(slot, events, r.clone(), out){first} }};\n        let mut s = ::tracer::encode::io::Sink::{begin};\n        match Self::b{i}::<true>(e, r, &mut s) {{\n            Ok(()) => e.meta.{finish}(s),\n            Err(err) => {{ s.abort(); Err(err) }}\n        }}\n    }}\n"
                )
            };
            if bounded {
                let _ = write!(
                    o,
                    "    #[inline]\n    fn t{i}(&mut self, r: &crate::step::{p}, out: &mut ::std::vec::Vec<u8>) -> {stats} {{\n        if let Some(e) = &mut self.e{i} {{\n            let events = &mut self.events;\n            let mut s = ::tracer::encode::io::Sink::{begin};\n            if Self::q{i}(e, r, &mut s) {{\n                let frame_bytes = s.finish_plain();\n                return Ok(::tracer::encode::meta::FrameStats {{ frame_bytes, meta_bytes: 0 }});\n            }}\n        }}\n        self.ts{i}(r.clone(), out)\n    }}\n    #[inline(always)]\n    fn w{i}(&mut self, r: &crate::step::{p}, out: &mut ::std::vec::Vec<u8>) -> {unit} {{\n        if let Some(e) = &mut self.e{i} {{\n            let events = &mut self.events;\n            let mut s = ::tracer::encode::io::Sink::{begin};\n            if Self::q{i}(e, r, &mut s) {{\n                s.finish_plain();\n                return Ok(());\n            }}\n        }}\n        self.ws{i}(r.clone(), out)\n    }}\n"
                );
                o.push_str(&full(
                    "ts",
                    stats,
                    "finish",
                    "",
                    "#[cold]\n    #[inline(never)]",
                    &format!("crate::step::{p}"),
                    "let r = &r;\n        ",
                ));
                o.push_str(&full(
                    "ws",
                    unit,
                    "finish_quiet",
                    ".map(|_| ())",
                    "#[cold]\n    #[inline(never)]",
                    &format!("crate::step::{p}"),
                    "let r = &r;\n        ",
                ));
                let tb = format!(
                    "try_begin_bounded(out, events, {tid}, ::tracer::encode::io::bounded_record_bytes({tid}, {}))",
                    r.fields.len()
                );
                let _ = write!(
                    o,
                    "    /// `encode_any`'s arm: the fast path with no call but the tail call to\n    /// its slow path `ks{i}` (no callee-saved registers to save), the\n    /// result packed in a register (see `pack`).\n    #[inline(never)]\n    fn k{i}(&mut self, r: &crate::step::{p}, out: &mut ::std::vec::Vec<u8>) -> u64 {{\n        if let Some(e) = &mut self.e{i} {{\n            let events = &mut self.events;\n            if let Some(mut s) = ::tracer::encode::io::Sink::{tb} {{\n                if Self::q{i}(e, r, &mut s) {{\n                    return s.finish_plain() as u64;\n                }}\n            }}\n        }}\n        self.ks{i}(r, out)\n    }}\n    #[cold]\n    #[inline(never)]\n    fn ks{i}(&mut self, r: &crate::step::{p}, out: &mut ::std::vec::Vec<u8>) -> u64 {{\n        let events = &mut self.events;\n        let res = match &mut self.e{i} {{\n            Some(e) => {{\n                let mut s = ::tracer::encode::io::Sink::{begin};\n                match Self::b{i}::<true>(e, r, &mut s) {{\n                    Ok(()) => e.meta.finish(s),\n                    Err(err) => {{ s.abort(); Err(err) }}\n                }}\n            }}\n            slot => Self::f{i}(slot, events, r.clone(), out),\n        }};\n        self.pack_bounded(res)\n    }}\n"
                );
                let tbb = format!(
                    "try_begin_bounded_branchy(out, events, {tid}, ::tracer::encode::io::bounded_record_bytes({tid}, {}))",
                    r.fields.len()
                );
                let _ = write!(
                    o,
                    "    /// `Encode::try_write_fast`: the fast path alone, with no call (the\n    /// buffer's room tested, not reserved): true when written.\n    #[inline(always)]\n    fn l{i}(&mut self, r: &crate::step::{p}, out: &mut ::std::vec::Vec<u8>) -> bool {{\n        if let Some(e) = &mut self.e{i} {{\n            let events = &mut self.events;\n            if let Some(mut s) = ::tracer::encode::io::Sink::{tbb} {{\n                if Self::q{i}(e, r, &mut s) {{\n                    s.finish_plain();\n                    return true;\n                }}\n            }}\n        }}\n        false\n    }}\n"
                );
                let _ = writeln!(
                    o,
                    "    /// Every field of a warm record on its regular path: the bytes written\n    /// and the state committed (true), or nothing that counts and no state\n    /// changed (false: the full path encodes the record again).\n    #[inline(always)]\n    fn q{i}(e: &mut E{i}, r: &crate::step::{p}, s: &mut ::tracer::encode::io::Sink<'_>) -> bool {{"
                );
                let names: Vec<String> = r.fields.iter().map(|f| ident(&f.name)).collect();
                for (k, n) in names.iter().enumerate() {
                    let _ = writeln!(
                        o,
                        "        if !e.f{k}.fast(&PI_{i}_{k}, r.{n}, s) {{ return false; }}"
                    );
                }
                for (k, n) in names.iter().enumerate() {
                    let _ = writeln!(o, "        e.f{k}.commit(&PI_{i}_{k}, r.{n});");
                }
                o.push_str("        true\n    }\n");
            } else {
                o.push_str(&full(
                    "t",
                    stats,
                    "finish",
                    "",
                    "#[inline]",
                    &format!("&crate::step::{p}"),
                    "",
                ));
                o.push_str(&full(
                    "w",
                    unit,
                    "finish_quiet",
                    ".map(|_| ())",
                    "#[inline]",
                    &format!("&crate::step::{p}"),
                    "",
                ));
            }
            let _ = writeln!(
                o,
                "    /// The first record of its type in the block: builds the type's state and encodes\n    /// with the first-value tests (later records skip them: `b{i}::<true>`). The record\n    /// comes by value (a copy made on this cold path only), so that the hot path\n    /// keeps its fields in registers.\n    #[cold]\n    #[inline(never)]\n    fn f{i}(slot: &mut ::std::option::Option<E{i}>, events: &mut ::std::vec::Vec<::tracer::encode::io::PendingEvent>, r: crate::step::{p}, out: &mut ::std::vec::Vec<u8>) -> {stats} {{\n        let r = &r;\n        let e = slot.insert(E{i}::new());\n        let mut s = ::tracer::encode::io::Sink::{begin};\n        match Self::b{i}::<false>(e, r, &mut s) {{\n            Ok(()) => e.meta.finish(s),\n            Err(err) => {{ s.abort(); Err(err) }}\n        }}\n    }}\n    #[inline(always)]\n    fn b{i}<const WARM: bool>(e: &mut E{i}, r: &crate::step::{p}, s: &mut ::tracer::encode::io::Sink<'_>) -> {unit} {{",
            );
            for (k, f) in r.fields.iter().enumerate() {
                let fname = ident(&f.name);
                let ctx = format!("{}.{}", r.name, f.name);
                match shape(&f.ty) {
                    Shape::P(Prim::Int) => {
                        let _ = writeln!(
                            o,
                            "        e.f{k}.encode_w::<WARM>(&PI_{i}_{k}, r.{fname}, s)?;"
                        );
                    }
                    Shape::P(p) => {
                        let arg = match p {
                            Prim::Int | Prim::Float => format!("r.{fname}"),
                            _ => format!("&r.{fname}"),
                        };
                        let _ = writeln!(o, "        e.f{k}.encode({arg}, s)?;");
                    }
                    Shape::Arr(p, fixed) => {
                        let _ = writeln!(o, "        {{\n            let v = &r.{fname};");
                        if let Some(nf) = fixed {
                            let _ = writeln!(o, "            if v.len() as u64 != {nf} {{ return Err(::tracer::encode::EncodeError::Type(format!(\"{ctx}: fixed-size array needs {nf} elements, got {{}}\", v.len()))); }}");
                        }
                        let _ = writeln!(o, "            let done = !e.f{k}g.is_none() && e.f{k}g.encode(&to_value(v), s)?;\n            if !done {{");
                        if fixed.is_none() {
                            let _ =
                                writeln!(o, "                e.f{k}l.encode_p(&PL_{i}_{k}, v.len() as i64, s)?;");
                        }
                        let call = match p {
                            Prim::Int => format!("encode_p(&PI_{i}_{k}, *x, s)"),
                            Prim::Float => "encode(*x, s)".to_string(),
                            _ => "encode(x, s)".to_string(),
                        };
                        let _ = writeln!(o, "                for x in v.iter() {{ e.f{k}.{call}?; }}\n            }}\n        }}");
                    }
                    Shape::Dyn => {
                        let _ = writeln!(
                            o,
                            "        e.f{k}.encode(schema(), &schema().record({i}).fields[{k}].ty, &r.{fname}, s).map_err(|err| match err {{ ::tracer::encode::EncodeError::Type(m) => ::tracer::encode::EncodeError::Type(format!(\"{ctx}: {{m}}\")), o => o }})?;"
                        );
                    }
                }
            }
            let _ = writeln!(o, "        Ok(())\n    }}");
        }
        o.push_str("    /// Encode and frame one record, appending it to `out`.\n    #[inline]\n    pub fn encode<T: Encode>(&mut self, r: &T, out: &mut ::std::vec::Vec<u8>) -> ::std::result::Result<::tracer::encode::meta::FrameStats, ::tracer::encode::EncodeError> { r.encode_into(self, out) }\n");
        o.push_str("    /// Encode a record of any type.\n    #[inline]\n    pub fn encode_any(&mut self, r: &AnyRecord, out: &mut ::std::vec::Vec<u8>) -> ::std::result::Result<::tracer::encode::meta::FrameStats, ::tracer::encode::EncodeError> {\n        let v = match r {\n");
        for i in 0..n {
            let _ = writeln!(
                o,
                "            AnyRecord::{}(x) => self.{}{i}(x, out),",
                self.variant(i),
                if self.bounded(i) { "k" } else { "a" }
            );
        }
        o.push_str("        };\n        self.unpack(v)\n    }\n");
        o.push_str("    /// A result in one register: frame bytes in the low half, meta bytes in\n    /// the high half, or `u64::MAX`: the result is in `self.result`.\n    #[inline(always)]\n    fn pack(&mut self, res: ::std::result::Result<::tracer::encode::meta::FrameStats, ::tracer::encode::EncodeError>) -> u64 {\n        if let Ok(st) = &res {\n            if st.frame_bytes < u32::MAX as usize && st.meta_bytes < u32::MAX as usize {\n                return st.frame_bytes as u64 | (st.meta_bytes as u64) << 32;\n            }\n        }\n        self.result = ::std::option::Option::Some(res);\n        u64::MAX\n    }\n");
        o.push_str("    /// [`pack`](Self::pack) for a record of integers only: its frame (a few\n    /// dozen bytes, meta-data included) always fits the low half.\n    #[inline(always)]\n    fn pack_bounded(&mut self, res: ::std::result::Result<::tracer::encode::meta::FrameStats, ::tracer::encode::EncodeError>) -> u64 {\n        match res {\n            Ok(st) => {\n                debug_assert!(st.frame_bytes < u32::MAX as usize && st.meta_bytes < u32::MAX as usize);\n                st.frame_bytes as u64 | (st.meta_bytes as u64) << 32\n            }\n            Err(_) => self.pack(res),\n        }\n    }\n");
        o.push_str("    #[inline(always)]\n    fn unpack(&mut self, v: u64) -> ::std::result::Result<::tracer::encode::meta::FrameStats, ::tracer::encode::EncodeError> {\n        if v == u64::MAX {\n            return self.unpack_cold();\n        }\n        Ok(::tracer::encode::meta::FrameStats { frame_bytes: v as u32 as usize, meta_bytes: (v >> 32) as usize })\n    }\n    #[cold]\n    #[inline(never)]\n    fn unpack_cold(&mut self) -> ::std::result::Result<::tracer::encode::meta::FrameStats, ::tracer::encode::EncodeError> {\n        self.result.take().expect(\"a packed result\")\n    }\n");
        // Each type's `encode_any` arm out of line: the dispatch jumps to a
        // function holding one type's fast path, whose prologue saves only
        // the registers that path needs (not those of every type's).
        for i in (0..n).filter(|&i| !self.bounded(i)) {
            let _ = writeln!(
                o,
                "    #[inline(never)]\n    fn a{i}(&mut self, r: &crate::step::{}, out: &mut ::std::vec::Vec<u8>) -> u64 {{\n        let res = self.t{i}(r, out);\n        self.pack(res)\n    }}",
                self.path(i)
            );
        }
        o.push_str("}\n");
    }

    /// Whether `AnyRecord` holds record type `i` boxed (a record with
    /// strings, data or arrays).
    fn boxed(&self, i: usize) -> bool {
        !self
            .s
            .record(i)
            .fields
            .iter()
            .all(|f| matches!(shape(&f.ty), Shape::P(Prim::Int | Prim::Float)))
    }

    /// The payload type of record type `i`'s `AnyRecord` variant.
    fn any_payload(&self, i: usize) -> String {
        if self.boxed(i) {
            format!("::std::boxed::Box<crate::step::{}>", self.path(i))
        } else {
            format!("crate::step::{}", self.path(i))
        }
    }

    /// Expression `e` (a record of type `i`) as its variant's payload.
    fn any_wrap(&self, i: usize, e: &str) -> String {
        if self.boxed(i) {
            format!("::std::boxed::Box::new({e})")
        } else {
            e.to_string()
        }
    }

    /// A record of integers only (its size has a bound).
    fn bounded(&self, i: usize) -> bool {
        self.s
            .record(i)
            .fields
            .iter()
            .all(|f| matches!(shape(&f.ty), Shape::P(Prim::Int)))
    }

    fn ctor(
        &self,
        o: &mut String,
        i: usize,
        k: usize,
        ty: &FieldType,
        node: &crate::schema::AttrNode,
        dec: bool,
    ) {
        let pick = |p: Prim| if dec { dec_ty(p) } else { enc_ty(p) };
        let one = |p: Prim, node: &crate::schema::AttrNode| -> String {
            let pol = policy_expr(&node_policy(node, prim_kind(p)));
            match p {
                Prim::Int | Prim::Float => format!("{}::new(&{pol})", pick(p)),
                Prim::Str | Prim::Data => format!(
                    "{}::new(&{pol}, &{})",
                    pick(p),
                    policy_expr(&child_policy(node, "length", Kind::Length))
                ),
            }
        };
        match shape(ty) {
            Shape::P(p) => {
                let _ = writeln!(o, "            f{k}: {},", one(p, node));
            }
            Shape::Arr(p, fixed) => {
                let ap = node_policy(node, Kind::Array);
                let g = if dec { "GeneralDec" } else { "GeneralEnc" };
                let _ = writeln!(o, "            f{k}g: ::tracer::encode::general::{g}::new(::tracer::policy::General::{}),",
                    match ap.general {
                        General::None => "None".to_string(),
                        General::Identifier => "Identifier".into(),
                        General::Cache(n) => format!("Cache({n})"),
                        General::Constant => "Constant".into(),
                        General::Default => "Default".into(),
                        General::Repeat => "Repeat".into(),
                    });
                if fixed.is_none() {
                    let _ = writeln!(
                        o,
                        "            f{k}l: {}::new(&{}),",
                        pick(Prim::Int),
                        policy_expr(&child_policy(node, "length", Kind::Length))
                    );
                }
                let en = node.children.get("element").cloned().unwrap_or_default();
                let _ = writeln!(o, "            f{k}: {},", one(p, &en));
            }
            Shape::Dyn => {
                let t = if dec { "NodeDec" } else { "NodeEnc" };
                let _ = writeln!(o, "            f{k}: ::tracer::encode::dynamic::{t}::new(&s.record({i}).fields[{k}].ty, &s.record({i}).fields[{k}].node),");
            }
        }
    }

    fn decoder(&self, o: &mut String) {
        let n = self.s.records().len();
        for i in 0..n {
            let r = self.s.record(i);
            let _ = writeln!(
                o,
                "#[derive(Debug)]\nstruct D{i} {{\n    meta: ::tracer::encode::meta::MetaDec,"
            );
            for (k, f) in r.fields.iter().enumerate() {
                match shape(&f.ty) {
                    Shape::P(p) => {
                        let _ = writeln!(o, "    f{k}: {},", dec_ty(p));
                    }
                    Shape::Arr(p, fixed) => {
                        let _ = writeln!(
                            o,
                            "    f{k}g: ::tracer::encode::general::GeneralDec<::tracer::Value>,"
                        );
                        if fixed.is_none() {
                            let _ = writeln!(o, "    f{k}l: ::tracer::encode::int::IntDec,");
                        }
                        let _ = writeln!(o, "    f{k}: {},", dec_ty(p));
                    }
                    Shape::Dyn => {
                        let _ = writeln!(o, "    f{k}: ::tracer::encode::dynamic::NodeDec,");
                    }
                }
            }
            o.push_str("}\n");
            let _ = writeln!(o, "impl D{i} {{\n    fn new() -> Self {{\n        let s = schema();\n        let _ = &s;\n        D{i} {{\n            meta: ::tracer::encode::meta::MetaDec::new(),");
            for (k, f) in r.fields.iter().enumerate() {
                self.ctor(o, i, k, &f.ty, &f.node, true);
            }
            let _ = writeln!(o, "        }}\n    }}");
            // A record of ints only (the frequent events) is decoded inline
            // in the decoder's loop (`Decoder::decode_block`).
            if r.fields
                .iter()
                .all(|f| matches!(shape(&f.ty), Shape::P(Prim::Int)))
            {
                o.push_str("    #[inline(always)]\n");
            }
            let _ = writeln!(o, "    fn decode(&mut self, src: &mut ::tracer::encode::io::Source) -> ::std::result::Result<crate::step::{}, ::tracer::encode::DecodeError> {{", self.path(i));
            for (k, f) in r.fields.iter().enumerate() {
                match shape(&f.ty) {
                    Shape::P(Prim::Int) => {
                        let _ = writeln!(
                            o,
                            "        let v{k} = self.f{k}.decode_p(&PI_{i}_{k}, src)?;"
                        );
                    }
                    Shape::P(_) => {
                        let _ = writeln!(o, "        let v{k} = self.f{k}.decode(src)?;");
                    }
                    Shape::Arr(ap, fixed) => {
                        let _ = writeln!(o, "        let v{k} = if let Some(v) = self.f{k}g.decode(src)? {{ from_value(v)? }} else {{");
                        match fixed {
                            Some(nf) => {
                                let _ = writeln!(o, "            let n: usize = {nf};");
                            }
                            None => {
                                let _ = writeln!(
                                    o,
                                    "            let n = check_len(self.f{k}l.decode_p(&PL_{i}_{k}, src)?, src)?;"
                                );
                            }
                        }
                        let dcall = if ap == Prim::Int {
                            format!("decode_p(&PI_{i}_{k}, src)")
                        } else {
                            "decode(src)".to_string()
                        };
                        let _ = writeln!(o, "            let mut v = ::std::vec::Vec::with_capacity(n.min(1 << 16));\n            for _ in 0..n {{ v.push(self.f{k}.{dcall}?); }}\n            if !self.f{k}g.is_none() {{ self.f{k}g.learn(&to_value(&v)); }}\n            v\n        }};");
                    }
                    Shape::Dyn => {
                        let _ = writeln!(o, "        let v{k} = self.f{k}.decode(schema(), src)?;");
                    }
                }
            }
            let _ = write!(o, "        Ok(crate::step::{} {{", self.path(i));
            for (k, f) in r.fields.iter().enumerate() {
                let _ = write!(o, " {}: v{k},", ident(&f.name));
            }
            o.push_str(" })\n    }\n");
            // As for the encoders: building the state is rare, out of line.
            o.push_str("    #[cold]\n    #[inline(never)]\n    fn init(slot: &mut ::std::option::Option<::std::boxed::Box<Self>>) -> &mut Self { slot.insert(::std::boxed::Box::new(Self::new())) }\n}\n");
        }
        o.push_str("/// Decodes records of this schema from a block payload (per-block state).\n#[derive(Debug)]\npub struct Decoder {\n    map: ::std::vec::Vec<::std::option::Option<u32>>,\n    events: ::std::vec::Vec<::tracer::encode::io::PendingEvent>,\n");
        for i in 0..n {
            let _ = writeln!(
                o,
                "    d{i}: ::std::option::Option<::std::boxed::Box<D{i}>>,"
            );
        }
        o.push_str("}\nimpl Decoder {\n    /// A decoder for files written with exactly this schema.\n    pub fn new() -> Self { Self::for_schema(schema()) }\n");
        o.push_str("    /// A decoder for files written with `file_schema`: record types are matched by\n    /// name and structure; others (e.g. from a newer schema) are skipped.\n    pub fn for_schema(file_schema: &::tracer::Schema) -> Self {\n        let map = map_types(schema(), file_schema);\n        Decoder { map, events: ::std::vec::Vec::new(),");
        for i in 0..n {
            let _ = write!(o, " d{i}: None,");
        }
        o.push_str(" }\n    }\n    /// Forget all adaptive state (at every block boundary).\n    pub fn reset(&mut self) {\n");
        for i in 0..n {
            let _ = writeln!(o, "        self.d{i} = None;");
        }
        o.push_str("    }\n    /// Decode the record at `block[*pos..]`; `Ok(None)` for a record of an unknown type (skipped).\n    pub fn decode(&mut self, block: &[u8], pos: &mut usize) -> ::std::result::Result<::std::option::Option<AnyRecord>, ::tracer::encode::DecodeError> {\n        self.decode_inline(block, pos)\n    }\n    /// Decode the first `records` records of block payload `block`, in order, handing each\n    /// of a known type to `f` (others are skipped). One call per block: the loop, `f` and\n    /// the record's decoding in one function, no `Result` per record through memory.\n    pub fn decode_block(&mut self, block: &[u8], records: u32, mut f: impl FnMut(AnyRecord)) -> ::std::result::Result<(), ::tracer::encode::DecodeError> {\n        let mut pos = 0;\n        for _ in 0..records {\n            if let Some(r) = self.decode_inline(block, &mut pos)? {\n                f(r);\n            }\n        }\n        Ok(())\n    }\n    /// Decode, in order, only the records of type `type_id` (this schema's wire type id,\n    /// the record type's `TYPE_ID`) among the first `records` records of block payload\n    /// `block`, handing each to `f`; every other frame is skipped by its header alone. The\n    /// decoder's state is per record type, so this leaves the state of type `type_id` as\n    /// [`decode_block`](Self::decode_block) of the same block would, and that of other\n    /// types as it was: a second decoder can read one type of a block ahead of the pass\n    /// that reads the rest (which must then skip that type, or read it with its own state).\n    pub fn decode_block_only(&mut self, block: &[u8], records: u32, type_id: u64, mut f: impl FnMut(AnyRecord)) -> ::std::result::Result<(), ::tracer::encode::DecodeError> {\n        let Some(want) = schema().from_type_id(type_id).map(|i| i as u32) else { return Ok(()) };\n        // The file's type id of that type (the type map is one to one).\n        let Some(tid) = self.map.iter().position(|l| *l == Some(want)) else { return Ok(()) };\n        // (A type id of one byte, else 0, which the fast path below never sees.)\n        let want_byte = u8::try_from(tid).ok().filter(|&t| t < 0x80).unwrap_or(0);\n        let (mut pos, mut left, len) = (0usize, records, block.len());\n        while left > 0 {\n            left -= 1;\n            // A frame of another type with size and type id of one byte each (as\n            // `frame_header`'s fast path: no meta-record), skipped in a few instructions; a\n            // frame that ends past the block fails at the next frame or after the loop.\n            if pos + 1 < len {\n                let (size, t) = (block[pos], block[pos + 1]);\n                if (size as i8) > 0 && t.wrapping_sub(1) < 0x7f && t != want_byte {\n                    pos += usize::from(size) + 1;\n                    continue;\n                }\n            }\n            let start = pos;\n            let (end, t, _) = ::tracer::encode::frame_header(block, &mut pos)?;\n            if t == tid as u64 {\n                pos = start;\n                if let Some(r) = self.decode(block, &mut pos)? {\n                    f(r);\n                }\n            } else {\n                pos = end;\n            }\n        }\n        if pos > block.len() {\n            return Err(::tracer::encode::DecodeError::Corrupt(\"record frame exceeds the block\"));\n        }\n        Ok(())\n    }\n    #[inline(always)]\n    fn decode_inline(&mut self, block: &[u8], pos: &mut usize) -> ::std::result::Result<::std::option::Option<AnyRecord>, ::tracer::encode::DecodeError> {\n        let (end, tid, meta) = ::tracer::encode::frame_header(block, pos)?;\n        let local = match self.map.get(tid as usize).copied().flatten() { Some(l) => l, None => { *pos = end; return Ok(None); } };\n        let frame = &block[..end];\n        self.events.clear();\n        let r = match local {\n");
        for i in 0..n {
            let _ = writeln!(
                o,
                "            {i} => {{ let d = match &mut self.d{i} {{ Some(d) => &mut **d, slot => D{i}::init(slot) }}; if meta {{ d.meta.read_events(frame, pos, &mut self.events)?; }} let mut src = ::tracer::encode::io::Source::new(frame, *pos, &self.events); let v = d.decode(&mut src)?; check_end(&src, end)?; AnyRecord::{}({}) }}",
                self.variant(i),
                self.any_wrap(i, "v")
            );
        }
        o.push_str("            _ => unreachable!(\"type map holds local indices\"),\n        };\n        *pos = end;\n        Ok(Some(r))\n    }\n}\nimpl Default for Decoder { fn default() -> Self { Self::new() } }\n");
    }
}

/// Support code included in every generated module.
const RUNTIME: &str = r#"
/// Implemented by every generated record type.
pub trait Encode {
    /// Encode with `enc`, appending the framed record to `out`.
    fn encode_into(&self, enc: &mut Encoder, out: &mut ::std::vec::Vec<u8>) -> ::std::result::Result<::tracer::encode::meta::FrameStats, ::tracer::encode::EncodeError>;
    /// [`encode_into`](Encode::encode_into) without the frame statistics
    /// (the same bytes; what [`TraceWriter::write`] uses).
    #[inline]
    fn write_into(&self, enc: &mut Encoder, out: &mut ::std::vec::Vec<u8>) -> ::std::result::Result<(), ::tracer::encode::EncodeError> {
        self.encode_into(enc, out).map(|_| ())
    }
    /// The record's fast path alone, for [`TraceWriter::try_write_fast`]:
    /// true when it wrote the record (state committed), false when it
    /// wrote nothing and changed nothing (the full path,
    /// [`write_into`](Encode::write_into), encodes it). Records with
    /// strings or arrays have no such path: false.
    #[inline(always)]
    fn try_write_fast(&self, enc: &mut Encoder, out: &mut ::std::vec::Vec<u8>) -> bool {
        let _ = (enc, out);
        false
    }
}

/// A boxed record (as `AnyRecord` holds records with strings, data or
/// arrays) encodes as the record.
impl<T: Encode> Encode for ::std::boxed::Box<T> {
    #[inline]
    fn encode_into(&self, enc: &mut Encoder, out: &mut ::std::vec::Vec<u8>) -> ::std::result::Result<::tracer::encode::meta::FrameStats, ::tracer::encode::EncodeError> {
        (**self).encode_into(enc, out)
    }
    #[inline]
    fn write_into(&self, enc: &mut Encoder, out: &mut ::std::vec::Vec<u8>) -> ::std::result::Result<(), ::tracer::encode::EncodeError> {
        (**self).write_into(enc, out)
    }
    #[inline(always)]
    fn try_write_fast(&self, enc: &mut Encoder, out: &mut ::std::vec::Vec<u8>) -> bool {
        (**self).try_write_fast(enc, out)
    }
}

fn check_len(n: i64, src: &::tracer::encode::io::Source) -> ::std::result::Result<usize, ::tracer::encode::DecodeError> {
    let n = u64::try_from(n).map_err(|_| ::tracer::encode::DecodeError::Corrupt("negative array length"))?;
    if n > (src.buf.len() as u64).saturating_mul(8) + 64 {
        return Err(::tracer::encode::DecodeError::Corrupt("array length exceeds the block"));
    }
    Ok(n as usize)
}

fn check_end(src: &::tracer::encode::io::Source, end: usize) -> ::std::result::Result<(), ::tracer::encode::DecodeError> {
    if src.pos != end || !src.events_done() {
        return Err(::tracer::encode::DecodeError::Corrupt("record payload does not match its frame"));
    }
    Ok(())
}

fn to_value<T: ::tracer::codegen::rt::Prim>(v: &[T]) -> ::tracer::Value {
    ::tracer::codegen::rt::to_value(v)
}

fn from_value<T: ::tracer::codegen::rt::Prim>(v: ::tracer::Value) -> ::std::result::Result<::std::vec::Vec<T>, ::tracer::encode::DecodeError> {
    ::tracer::codegen::rt::from_value(v)
}

fn map_types(mine: &::tracer::Schema, file: &::tracer::Schema) -> ::std::vec::Vec<::std::option::Option<u32>> {
    ::tracer::codegen::rt::map_types(mine, file)
}

/// Writes records of this schema to a STEP file.
pub struct TraceWriter<W: ::std::io::Write + Send + 'static> {
    w: ::tracer::format::Writer<W>,
    enc: Encoder,
}

impl<W: ::std::io::Write + Send + 'static> TraceWriter<W> {
    /// Create a file (writes the header with the embedded schema).
    pub fn new(w: W, opts: ::tracer::format::WriterOptions) -> ::std::result::Result<Self, ::tracer::format::FormatError> {
        Ok(TraceWriter { w: ::tracer::format::Writer::new(w, schema().clone(), opts)?, enc: Encoder::new() })
    }
    /// Encode and write one record (no allocation once warmed up). The
    /// encoder's state is reset where a block ends (here, in `flush`, after
    /// an error, or when a `writer()` guard that ended one is dropped), so
    /// no per-record test of the block generation is needed. Always
    /// inlined: the recorder's hooks keep the encoder's fast path in
    /// their own body (LLVM left it out of line in some of them).
    #[inline(always)]
    pub fn write<T: Encode>(&mut self, r: &T) -> ::std::result::Result<(), ::tracer::format::WriteError> {
        let block = self.w.block().0;
        let mark = block.len();
        match r.write_into(&mut self.enc, block) {
            Ok(()) => {
                let enc = &mut self.enc;
                Ok(self.w.end_record_then(|| enc.reset())?)
            }
            Err(e) => self.failed(mark, e),
        }
    }
    /// [`write`](Self::write)'s fast path alone, with no call, for a
    /// caller that keeps it in a leaf function (no callee-saved registers
    /// to save) and calls out of line for the rest: `None` when nothing
    /// was written (call `write`); `Some(full)` when the record was
    /// written and counted, `full` saying that the block ends here (call
    /// [`end_full_record`](Self::end_full_record)).
    #[inline(always)]
    pub fn try_write_fast<T: Encode>(&mut self, r: &T) -> ::std::option::Option<bool> {
        let block = self.w.block().0;
        if !r.try_write_fast(&mut self.enc, block) {
            return None;
        }
        Some(self.w.count_record())
    }
    /// After [`try_write_fast`](Self::try_write_fast) said `Some(true)`:
    /// ends the block (or serves the flush request), as `write` does.
    #[cold]
    #[inline(never)]
    pub fn end_full_record(&mut self) -> ::std::result::Result<(), ::tracer::format::WriteError> {
        let enc = &mut self.enc;
        Ok(self.w.end_full_record_then(|| enc.reset())?)
    }
    /// A record could not be encoded: drop what it left in the block;
    /// encoder state may have moved, so the block ends here.
    #[cold]
    #[inline(never)]
    fn failed(&mut self, mark: usize, e: ::tracer::encode::EncodeError) -> ::std::result::Result<(), ::tracer::format::WriteError> {
        self.w.block().0.truncate(mark);
        self.enc.reset();
        self.w.end_block()?;
        Err(e.into())
    }
    /// The block writer (flush handle, stats), through a guard that resets
    /// the encoder's state when it is dropped if a block ended meanwhile.
    pub fn writer(&mut self) -> WriterGuard<'_, W> {
        let generation = self.w.generation();
        WriterGuard { w: &mut self.w, enc: &mut self.enc, generation }
    }
    /// Ship the current block and wait until it is written.
    pub fn flush(&mut self) -> ::std::result::Result<(), ::tracer::format::FormatError> {
        let generation = self.w.generation();
        let r = self.w.flush();
        if self.w.generation() != generation {
            self.enc.reset();
        }
        r
    }
    /// Finish the file (trailer) and return the underlying writer.
    pub fn finish(self) -> ::std::result::Result<(W, ::tracer::format::WriteStats), ::tracer::format::FormatError> { self.w.finish() }
}

/// [`TraceWriter::writer`]'s access to the block writer: dereferences to
/// it, and resets the encoder's state when dropped if a block ended
/// (`end_block`, `flush`) while it was held.
pub struct WriterGuard<'a, W: ::std::io::Write + Send + 'static> {
    w: &'a mut ::tracer::format::Writer<W>,
    enc: &'a mut Encoder,
    generation: u64,
}

impl<W: ::std::io::Write + Send + 'static> ::std::ops::Deref for WriterGuard<'_, W> {
    type Target = ::tracer::format::Writer<W>;
    fn deref(&self) -> &Self::Target { self.w }
}

impl<W: ::std::io::Write + Send + 'static> ::std::ops::DerefMut for WriterGuard<'_, W> {
    fn deref_mut(&mut self) -> &mut Self::Target { self.w }
}

impl<W: ::std::io::Write + Send + 'static> Drop for WriterGuard<'_, W> {
    fn drop(&mut self) {
        if self.w.generation() != self.generation {
            self.enc.reset();
        }
    }
}

/// Reads records of this schema from a STEP file.
pub struct TraceReader<R: ::std::io::Read> {
    r: ::tracer::format::Reader<R>,
    dec: Decoder,
    block: ::std::vec::Vec<u8>,
    pos: usize,
    left: u32,
    index: u64,
    offset: u64,
}

impl<R: ::std::io::Read> TraceReader<R> {
    /// Open a file; its record types are matched with this schema's by name and structure.
    pub fn new(r: R, opts: ::tracer::format::ReadOptions) -> ::std::result::Result<Self, ::tracer::format::FormatError> {
        let r = ::tracer::format::Reader::new(r, opts)?;
        let dec = Decoder::for_schema(&r.schema()?);
        Ok(TraceReader { r, dec, block: ::std::vec::Vec::new(), pos: 0, left: 0, index: 0, offset: 0 })
    }
    /// The next record of a known type; `Ok(None)` at the end of the file.
    pub fn next_record(&mut self) -> ::std::result::Result<::std::option::Option<AnyRecord>, ::tracer::format::FormatError> {
        loop {
            if self.left == 0 {
                match self.r.next_block()? {
                    None => return Ok(None),
                    Some(b) => {
                        self.dec.reset();
                        self.left = b.records;
                        self.index = b.index;
                        self.offset = b.offset;
                        self.block = b.raw;
                        self.pos = 0;
                        continue;
                    }
                }
            }
            self.left -= 1;
            match self.dec.decode(&self.block, &mut self.pos) {
                Ok(Some(r)) => return Ok(Some(r)),
                Ok(None) => continue,
                Err(e) => return Err(::tracer::format::FormatError::Corrupt { block: self.index, offset: self.offset, reason: e.to_string() }),
            }
        }
    }
}
"#;

/// Run-time support for generated code.
pub mod rt {
    use crate::encode::DecodeError;
    use crate::schema::Schema;
    use crate::Value;

    /// A primitive element type of a specialized array.
    pub trait Prim: Sized + Clone {
        /// As a dynamic value.
        fn to_value(&self) -> Value;
        /// From a dynamic value.
        fn from_value(v: Value) -> Option<Self>;
    }
    impl Prim for i64 {
        fn to_value(&self) -> Value {
            Value::Int(*self)
        }
        fn from_value(v: Value) -> Option<Self> {
            match v {
                Value::Int(x) => Some(x),
                _ => None,
            }
        }
    }
    impl Prim for f64 {
        fn to_value(&self) -> Value {
            Value::Float(*self)
        }
        fn from_value(v: Value) -> Option<Self> {
            match v {
                Value::Float(x) => Some(x),
                _ => None,
            }
        }
    }
    impl Prim for String {
        fn to_value(&self) -> Value {
            Value::Str(self.clone())
        }
        fn from_value(v: Value) -> Option<Self> {
            match v {
                Value::Str(x) => Some(x),
                _ => None,
            }
        }
    }
    impl Prim for Vec<u8> {
        fn to_value(&self) -> Value {
            Value::Data(self.clone())
        }
        fn from_value(v: Value) -> Option<Self> {
            match v {
                Value::Data(x) => Some(x),
                _ => None,
            }
        }
    }

    /// A slice as a dynamic array value (the key of array-level general strategies).
    pub fn to_value<T: Prim>(v: &[T]) -> Value {
        Value::Array(v.iter().map(Prim::to_value).collect())
    }

    /// A dynamic array value back as a vector.
    pub fn from_value<T: Prim>(v: Value) -> Result<Vec<T>, DecodeError> {
        match v {
            Value::Array(items) => items
                .into_iter()
                .map(|x| {
                    T::from_value(x).ok_or(DecodeError::Corrupt("array element of the wrong type"))
                })
                .collect(),
            _ => Err(DecodeError::Corrupt("expected an array")),
        }
    }

    /// Map the wire type ids of `file` to record indices of `mine`: same name
    /// and the same resolved structure (fields, types, attributes), else unknown.
    pub fn map_types(mine: &Schema, file: &Schema) -> Vec<Option<u32>> {
        let mut map = vec![None; file.records().len() + 1];
        for (fi, fr) in file.records().iter().enumerate() {
            if let Some(mi) = mine.lookup(&fr.name) {
                if same_structure(mine, mi, file, fi) {
                    map[file.type_id(fi) as usize] = Some(mi as u32);
                }
            }
        }
        map
    }

    fn same_structure(a: &Schema, ai: usize, b: &Schema, bi: usize) -> bool {
        use crate::schema::FieldType as T;
        fn ty_eq(a: &Schema, x: &T, b: &Schema, y: &T) -> bool {
            match (x, y) {
                (T::Record(p), T::Record(q)) => a.record(*p).name == b.record(*q).name,
                (T::Array(p, n), T::Array(q, m)) => n == m && ty_eq(a, p, b, q),
                _ => x == y,
            }
        }
        fn strip(n: &crate::schema::AttrNode) -> crate::schema::AttrNode {
            let mut n = n.clone();
            for a in &mut n.attrs {
                a.loc = Default::default();
            }
            n.children = n
                .children
                .iter()
                .map(|(k, c)| (k.clone(), strip(c)))
                .collect();
            n
        }
        fn has_records(t: &T) -> bool {
            match t {
                T::Record(_) => true,
                T::Array(e, _) => has_records(e),
                _ => false,
            }
        }
        let (x, y) = (a.record(ai), b.record(bi));
        // Type tags inside record-typed fields are wire ids: then the
        // numbering of all types must agree too.
        let ids_matter = x.fields.iter().any(|f| has_records(&f.ty));
        (!ids_matter
            || (a.records().len() == b.records().len()
                && a.records()
                    .iter()
                    .zip(b.records())
                    .all(|(p, q)| p.name == q.name)))
            && x.fields.len() == y.fields.len()
            && x.fields.iter().zip(&y.fields).all(|(f, g)| {
                f.name == g.name && ty_eq(a, &f.ty, b, &g.ty) && strip(&f.node) == strip(&g.node)
            })
    }
}
