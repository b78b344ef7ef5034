//! Resolution: qualified names, inheritance, field types, modifiers
//! (including relative ones) and validation of `encoding` attributes.

use super::ast::{AttrAst, Def, File, ItemName, ModifierAst, RecordAst, TypeAst};
use super::{CompileError, Loc};
use crate::policy::{self, Kind};
use crate::schema::{AttrNode, Attribute, FieldDef, FieldType, RecordDef, Schema};
use std::collections::HashMap;

struct Entry<'a> {
    name: String,
    scope: Vec<String>,
    ast: &'a RecordAst,
}

struct Ctx<'a> {
    file: &'a str,
    entries: Vec<Entry<'a>>,
    index: HashMap<String, usize>,
}

impl Ctx<'_> {
    fn err(&self, loc: Loc, msg: String) -> CompileError {
        CompileError::new(self.file, loc, msg)
    }
    fn lookup(&self, name: &ItemName, scope: &[String]) -> Option<usize> {
        for k in (0..=scope.len()).rev() {
            let mut parts: Vec<&str> = scope[..k].iter().map(|s| s.as_str()).collect();
            parts.extend(name.parts.iter().map(|s| s.as_str()));
            if let Some(&i) = self.index.get(&parts.join(".")) {
                return Some(i);
            }
        }
        None
    }
}

fn collect<'a>(defs: &'a [Def], scope: &mut Vec<String>, out: &mut Vec<Entry<'a>>) {
    for d in defs {
        match d {
            Def::Package { name, defs, .. } => {
                scope.push(name.clone());
                collect(defs, scope, out);
                scope.pop();
            }
            Def::Record(r) => {
                let mut name = scope.join(".");
                if !name.is_empty() {
                    name.push('.');
                }
                name.push_str(&r.name);
                out.push(Entry {
                    name,
                    scope: scope.clone(),
                    ast: r,
                });
            }
        }
    }
}

fn attrs(v: &[AttrAst]) -> Vec<Attribute> {
    v.iter()
        .map(|a| Attribute {
            group: a.group.clone(),
            value: a.value.clone(),
            loc: a.loc,
        })
        .collect()
}

fn type_text(t: &TypeAst) -> String {
    match t {
        TypeAst::Int => "int".into(),
        TypeAst::Float => "float".into(),
        TypeAst::String => "string".into(),
        TypeAst::Data => "data".into(),
        TypeAst::Named(n) => n.dotted(),
        TypeAst::Array(e, None) => format!("{}[]", type_text(e)),
        TypeAst::Array(e, Some(n)) => format!("{}[{n}]", type_text(e)),
    }
}

/// Resolve a parsed file into a schema.
pub fn resolve(file: &str, source: &str, ast: &File) -> Result<Schema, CompileError> {
    let mut entries = Vec::new();
    collect(&ast.defs, &mut Vec::new(), &mut entries);
    let mut cx = Ctx {
        file,
        entries: Vec::new(),
        index: HashMap::new(),
    };
    for e in entries {
        if cx.index.contains_key(&e.name) {
            return Err(cx.err(e.ast.loc, format!("redefinition of type \"{}\"", e.name)));
        }
        cx.index.insert(e.name.clone(), cx.entries.len());
        cx.entries.push(e);
    }
    let n = cx.entries.len();

    // Parents.
    let mut parents: Vec<Option<usize>> = vec![None; n];
    for (i, e) in cx.entries.iter().enumerate() {
        if let Some((pname, _)) = &e.ast.parent {
            let p = cx.lookup(pname, &e.scope).ok_or_else(|| {
                cx.err(
                    pname.loc,
                    format!("parent type \"{}\" is undefined", pname.dotted()),
                )
            })?;
            parents[i] = Some(p);
        }
    }
    for i in 0..n {
        let mut cur = parents[i];
        let mut steps = 0;
        while let Some(c) = cur {
            if c == i {
                return Err(cx.err(
                    cx.entries[i].ast.loc,
                    format!(
                        "circular inheritance; \"{}\" derives from itself",
                        cx.entries[i].name
                    ),
                ));
            }
            steps += 1;
            if steps > n {
                break;
            }
            cur = parents[c];
        }
    }
    // Parent-first order.
    let mut order = Vec::with_capacity(n);
    let mut done = vec![false; n];
    for i in 0..n {
        let mut chain = vec![i];
        let mut cur = parents[i];
        while let Some(c) = cur {
            chain.push(c);
            cur = parents[c];
        }
        for &c in chain.iter().rev() {
            if !done[c] {
                done[c] = true;
                order.push(c);
            }
        }
    }

    // Phase 1: structure (names and types of all fields).
    let mut records: Vec<RecordDef> = cx
        .entries
        .iter()
        .enumerate()
        .map(|(i, e)| RecordDef {
            name: e.name.clone(),
            label: e.ast.label.clone(),
            description: e.ast.descriptions.clone(),
            parent: parents[i],
            attributes: Vec::new(),
            fields: Vec::new(),
            loc: e.ast.loc,
        })
        .collect();
    for &i in &order {
        let e = &cx.entries[i];
        let mut fields = match parents[i] {
            Some(p) => records[p].fields.clone(),
            None => Vec::new(),
        };
        for f in &e.ast.fields {
            if fields.iter().any(|g| g.name == f.name) {
                return Err(cx.err(f.loc, format!("redefinition of field \"{}\"", f.name)));
            }
            let ty = resolve_type(&cx, &f.ty, &e.scope).ok_or_else(|| {
                cx.err(
                    f.ty_loc,
                    format!(
                        "the type of field \"{}\" ({}) is undefined",
                        f.name,
                        type_text(&f.ty)
                    ),
                )
            })?;
            fields.push(FieldDef {
                name: f.name.clone(),
                ty,
                description: f.descriptions.clone(),
                node: AttrNode::default(),
                declared_in: i,
                loc: f.loc,
            });
        }
        records[i].fields = fields;
    }

    check_modifier_cycles(&cx, &records, &parents)?;

    // Phase 2: attributes and modifiers, parent first.
    for &i in &order {
        let e = &cx.entries[i];
        let drop = e.ast.parent.as_ref().map(|p| p.1).unwrap_or(false);
        let mut rattrs = match parents[i] {
            Some(p) if !drop => records[p].attributes.clone(),
            _ => Vec::new(),
        };
        check_site(&cx, &e.ast.attrs)?;
        for a in &e.ast.attrs {
            if a.group == "encoding" {
                return Err(cx.err(
                    a.loc,
                    format!(
                        "record \"{}\" has an encoding attribute; encoding attributes belong to fields",
                        e.name
                    ),
                ));
            }
        }
        rattrs.extend(attrs(&e.ast.attrs));
        records[i].attributes = rattrs;
        let mut fields = match parents[i] {
            Some(p) => records[p].fields.clone(),
            None => Vec::new(),
        };
        let own_start = fields.len();
        fields.extend(records[i].fields[own_start..].iter().cloned());
        for (k, f) in e.ast.fields.iter().enumerate() {
            check_site(&cx, &f.distributed)?;
            check_site(&cx, &f.attrs)?;
            let node = &mut fields[own_start + k].node;
            node.attrs = attrs(&f.distributed);
            node.attrs.extend(attrs(&f.attrs));
        }
        for m in &e.ast.modifiers {
            check_site(&cx, &m.attrs)?;
            apply_modifier(&cx, &records, &e.name, &mut fields, m)?;
        }
        records[i].fields = fields;
    }

    // Phase 3: validate encoding attributes everywhere.
    for r in &records {
        for f in &r.fields {
            validate(&cx, &records, &f.node, &f.ty, &f.name)?;
        }
    }

    let index = cx.index.clone();
    Ok(Schema {
        file: file.to_string(),
        source: source.to_string(),
        records,
        index,
    })
}

/// The record types whose complete definitions a relative modifier of
/// record `i` needs: the record type of each component the path walks
/// through before its last part (`!d.c` needs the type of `d`).
fn types_walked(records: &[RecordDef], i: usize, m: &ModifierAst) -> Vec<usize> {
    let mut walked = Vec::new();
    let Some(f) = records[i].fields.iter().find(|f| f.name == m.path.parts[0]) else {
        return walked;
    };
    let mut ty = f.ty.clone();
    for part in &m.path.parts[1..] {
        if let FieldType::Record(r) = ty {
            walked.push(r);
        }
        match sub_type(records, &ty, part) {
            Ok(t) => ty = t,
            Err(_) => break, // reported where the modifier is applied
        }
    }
    walked
}

/// Thesis section 4.4.1: a relative modifier needs the complete definition
/// of every record type its path walks through, and a record needs its
/// parent's; a cycle in these needs (C's `!d.c` needs D, D's `!c.d` needs
/// C; or a modifier of C walking into C itself) cannot be resolved and is
/// reported at the modifier as "circular dependency detected".
fn check_modifier_cycles(
    cx: &Ctx,
    records: &[RecordDef],
    parents: &[Option<usize>],
) -> Result<(), CompileError> {
    let n = records.len();
    let mut needs: Vec<Vec<(usize, Option<&ModifierAst>)>> = vec![Vec::new(); n];
    for (i, e) in cx.entries.iter().enumerate() {
        needs[i].extend(parents[i].map(|p| (p, None)));
        for m in e.ast.modifiers.iter().filter(|m| m.path.parts.len() > 1) {
            for r in types_walked(records, i, m) {
                needs[i].push((r, Some(m)));
            }
        }
    }
    // Depth-first search for a cycle through at least one modifier edge.
    let reaches = |from: usize, to: usize| -> bool {
        let mut seen = vec![false; n];
        let mut stack = vec![from];
        while let Some(t) = stack.pop() {
            if t == to {
                return true;
            }
            if !std::mem::replace(&mut seen[t], true) {
                stack.extend(needs[t].iter().map(|&(u, _)| u));
            }
        }
        false
    };
    for i in 0..n {
        for &(r, m) in &needs[i] {
            let Some(m) = m else { continue };
            if reaches(r, i) {
                let sign = if m.override_ { "!" } else { "~" };
                let (what, rec) = (m.path.dotted(), &records[i].name);
                let why = if r == i {
                    format!("walks into \"{rec}\" itself")
                } else {
                    format!(
                        "needs the complete definition of \"{}\", which needs \"{rec}\"",
                        records[r].name
                    )
                };
                return Err(cx.err(
                    m.path.loc,
                    format!("circular dependency detected: the modifier {sign}{what} of \"{rec}\" {why}"),
                ));
            }
        }
    }
    Ok(())
}

fn resolve_type(cx: &Ctx, t: &TypeAst, scope: &[String]) -> Option<FieldType> {
    Some(match t {
        TypeAst::Int => FieldType::Int,
        TypeAst::Float => FieldType::Float,
        TypeAst::String => FieldType::String,
        TypeAst::Data => FieldType::Data,
        TypeAst::Named(n) => FieldType::Record(cx.lookup(n, scope)?),
        TypeAst::Array(e, n) => FieldType::Array(Box::new(resolve_type(cx, e, scope)?), *n),
    })
}

fn check_site(cx: &Ctx, list: &[AttrAst]) -> Result<(), CompileError> {
    let a = attrs(list);
    policy::check_conflicts(&a).map_err(|e| cx.err(a[e.index].loc, e.message))
}

/// Walk a sub-component path from a field type; returns the type at the end.
fn sub_type(records: &[RecordDef], ty: &FieldType, part: &str) -> Result<FieldType, String> {
    match (ty, part) {
        (FieldType::String | FieldType::Data, "length") => Ok(FieldType::Int),
        (FieldType::Array(_, _), "length") => Ok(FieldType::Int),
        (FieldType::Array(e, _), "element") => Ok((**e).clone()),
        (FieldType::Record(r), _) => records[*r]
            .fields
            .iter()
            .find(|f| f.name == part)
            .map(|f| f.ty.clone())
            .ok_or_else(|| {
                format!(
                    "can't modify field \"{part}\", it is not defined for \"{}\" types",
                    records[*r].name
                )
            }),
        (FieldType::Array(_, _), _) => Err(format!(
            "an array has only the sub-components 'length' and 'element', not \"{part}\""
        )),
        (FieldType::String | FieldType::Data, _) => Err(format!(
            "a string or data item has only the sub-component 'length', not \"{part}\""
        )),
        (FieldType::Int | FieldType::Float, _) => Err(format!(
            "an int or float item has no sub-component \"{part}\""
        )),
    }
}

fn apply_modifier(
    cx: &Ctx,
    records: &[RecordDef],
    rname: &str,
    fields: &mut [FieldDef],
    m: &ModifierAst,
) -> Result<(), CompileError> {
    let first = &m.path.parts[0];
    let fi = fields
        .iter()
        .position(|f| &f.name == first)
        .ok_or_else(|| {
            cx.err(
                m.path.loc,
                format!("can't modify field \"{first}\", it is not defined for \"{rname}\" types"),
            )
        })?;
    let mut ty = fields[fi].ty.clone();
    for part in &m.path.parts[1..] {
        ty = sub_type(records, &ty, part).map_err(|msg| cx.err(m.path.loc, msg))?;
    }
    let mut node = &mut fields[fi].node;
    for part in &m.path.parts[1..] {
        node = node.children.entry(part.clone()).or_default();
    }
    let new = attrs(&m.attrs);
    if m.override_ {
        node.attrs = new;
        if m.path.parts.len() > 1 {
            node.reset = true;
        }
    } else {
        node.attrs.extend(new);
    }
    Ok(())
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

fn validate(
    cx: &Ctx,
    records: &[RecordDef],
    node: &AttrNode,
    ty: &FieldType,
    path: &str,
) -> Result<(), CompileError> {
    policy::policy(&node.attrs, kind_of(ty)).map_err(|e| {
        let a = &node.attrs[e.index];
        cx.err(
            a.loc,
            format!(
                "field \"{path}\" has illegal encoding attribute \"{}\": {}",
                a.value, e.message
            ),
        )
    })?;
    for (name, child) in &node.children {
        let sub = format!("{path}.{name}");
        match (ty, name.as_str()) {
            (FieldType::Record(r), _) => {
                if let Some(f) = records[*r].fields.iter().find(|f| &f.name == name) {
                    // Check this level merged with the base; go deeper only
                    // along the context (base sub-components are checked in
                    // their own record, and recursive types would not end).
                    let merged = AttrNode {
                        attrs: AttrNode::merged(&f.node, Some(child)).attrs,
                        reset: false,
                        children: child.children.clone(),
                    };
                    validate(cx, records, &merged, &f.ty, &sub)?;
                }
            }
            (_, "length") => {
                if let Err(e) = policy::policy(&child.attrs, Kind::Length) {
                    let a = &child.attrs[e.index];
                    return Err(cx.err(
                        a.loc,
                        format!(
                            "field \"{sub}\" has illegal encoding attribute \"{}\": {}",
                            a.value, e.message
                        ),
                    ));
                }
            }
            (FieldType::Array(e, _), "element") => validate(cx, records, child, e, &sub)?,
            _ => {}
        }
    }
    Ok(())
}
