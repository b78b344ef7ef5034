//! The compiled, resolved form of a STEP-DL schema: what encoders, decoders,
//! tools and the code generator work from.

use crate::dl::{CompileError, Loc};
use std::collections::{BTreeMap, HashMap};

/// Index of a record type in [`Schema::records`].
pub type RecordId = usize;

/// An attribute `<group:"value">` with the place it was written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attribute {
    /// The group (`encoding`, `property`, or any client-defined group).
    pub group: String,
    /// The value text.
    pub value: String,
    /// Where it was written.
    pub loc: Loc,
}

/// The attributes of one item (a field or a sub-component such as `length`,
/// `element` or a field of a record-typed field) plus those of its sub-components.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AttrNode {
    /// Attributes in order of precedence (later wins within a layer).
    pub attrs: Vec<Attribute>,
    /// For context modifications of record sub-fields: `!` discarded the base attributes.
    pub reset: bool,
    /// Sub-components by name (`length`, `element`, or a sub-field name).
    pub children: BTreeMap<String, AttrNode>,
}

impl AttrNode {
    /// Merge a context modification over a base definition (section 5.3.2):
    /// context attributes follow (and so win over) inherited ones.
    pub fn merged(base: &AttrNode, ctx: Option<&AttrNode>) -> AttrNode {
        let Some(ctx) = ctx else {
            return base.clone();
        };
        let mut out = AttrNode {
            attrs: if ctx.reset {
                ctx.attrs.clone()
            } else {
                base.attrs.iter().chain(ctx.attrs.iter()).cloned().collect()
            },
            reset: false,
            children: base.children.clone(),
        };
        for (k, c) in &ctx.children {
            let m = match base.children.get(k) {
                Some(b) => AttrNode::merged(b, Some(c)),
                None => c.clone(),
            };
            out.children.insert(k.clone(), m);
        }
        out
    }

    /// Attributes of a given group, in order.
    pub fn group<'a>(&'a self, group: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.attrs
            .iter()
            .filter(move |a| a.group == group)
            .map(|a| a.value.as_str())
    }
}

/// The type of a field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FieldType {
    /// 64-bit signed integer.
    Int,
    /// 64-bit IEEE float.
    Float,
    /// Unicode text.
    String,
    /// Raw bytes.
    Data,
    /// A record (or any of its subtypes).
    Record(RecordId),
    /// An array; `Some(n)` for a fixed size `T[n]`.
    Array(Box<FieldType>, Option<u64>),
}

/// A resolved field.
#[derive(Debug, Clone)]
pub struct FieldDef {
    /// Field name.
    pub name: String,
    /// Field type.
    pub ty: FieldType,
    /// Description lines.
    pub description: Vec<String>,
    /// Attributes of the field and its sub-components.
    pub node: AttrNode,
    /// The record that declared the field (it may be inherited).
    pub declared_in: RecordId,
    /// Where the field was declared.
    pub loc: Loc,
}

/// A resolved record type.
#[derive(Debug, Clone)]
pub struct RecordDef {
    /// Fully qualified name (`pkg.sub.Name`).
    pub name: String,
    /// Optional label.
    pub label: Option<String>,
    /// Description lines.
    pub description: Vec<String>,
    /// Parent type.
    pub parent: Option<RecordId>,
    /// Record attributes (inherited ones first unless `extends !`).
    pub attributes: Vec<Attribute>,
    /// All fields, inherited first.
    pub fields: Vec<FieldDef>,
    /// Where the record was defined.
    pub loc: Loc,
}

impl RecordDef {
    /// The unqualified name.
    pub fn simple_name(&self) -> &str {
        self.name.rsplit('.').next().unwrap_or(&self.name)
    }
    /// Index of a field by name.
    pub fn field_index(&self, name: &str) -> Option<usize> {
        self.fields.iter().position(|f| f.name == name)
    }
}

/// A compiled schema together with its source text.
#[derive(Debug, Clone)]
pub struct Schema {
    pub(crate) file: String,
    pub(crate) source: String,
    pub(crate) records: Vec<RecordDef>,
    pub(crate) index: HashMap<String, RecordId>,
}

impl Schema {
    /// Compile STEP-DL source text; `file` is the name used in error messages.
    pub fn compile(file: &str, source: &str) -> Result<Schema, CompileError> {
        crate::dl::compile(file, source)
    }
    /// The STEP-DL source the schema was compiled from.
    pub fn source(&self) -> &str {
        &self.source
    }
    /// The file name given at compile time.
    pub fn file_name(&self) -> &str {
        &self.file
    }
    /// All record types, in definition order.
    pub fn records(&self) -> &[RecordDef] {
        &self.records
    }
    /// One record type.
    pub fn record(&self, id: RecordId) -> &RecordDef {
        &self.records[id]
    }
    /// Look a record type up by fully qualified name.
    pub fn lookup(&self, name: &str) -> Option<RecordId> {
        self.index.get(name).copied()
    }
    /// The wire type id of a record type (0 is reserved for meta-records).
    pub fn type_id(&self, id: RecordId) -> u64 {
        id as u64 + 1
    }
    /// The record type with a given wire type id.
    pub fn from_type_id(&self, tid: u64) -> Option<RecordId> {
        let i = tid.checked_sub(1)? as usize;
        (i < self.records.len()).then_some(i)
    }
    /// True if `sub` is `sup` or derives from it.
    pub fn is_subtype(&self, sub: RecordId, sup: RecordId) -> bool {
        let mut cur = Some(sub);
        while let Some(c) = cur {
            if c == sup {
                return true;
            }
            cur = self.records[c].parent;
        }
        false
    }
    /// True if the record has the record attribute `<property:"event">` (inherited or own).
    pub fn has_property(&self, id: RecordId, value: &str) -> bool {
        self.records[id]
            .attributes
            .iter()
            .any(|a| a.group == "property" && a.value.trim() == value)
    }
}
