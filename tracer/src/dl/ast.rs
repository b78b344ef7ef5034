//! Abstract syntax tree of a STEP-DL source file (figure 3.1 of the thesis).

use super::Loc;

/// A parsed STEP-DL file: a sequence of package and record definitions.
#[derive(Debug, Clone, Default)]
pub struct File {
    /// Top-level definitions in source order.
    pub defs: Vec<Def>,
}

/// One definition: a (possibly reopened) package or a record.
#[derive(Debug, Clone)]
pub enum Def {
    /// `package NAME { definition* }`.
    Package {
        /// The package name (one identifier).
        name: String,
        /// Where the name appears.
        loc: Loc,
        /// Nested definitions.
        defs: Vec<Def>,
    },
    /// `record NAME ...`.
    Record(Box<RecordAst>),
}

/// A dotted name such as `example.java.Type` or a modifier path `a.x.length`.
#[derive(Debug, Clone)]
pub struct ItemName {
    /// The identifiers between the dots.
    pub parts: Vec<String>,
    /// Where the first identifier appears.
    pub loc: Loc,
}

impl ItemName {
    /// The name as written, parts joined with `.`.
    pub fn dotted(&self) -> String {
        self.parts.join(".")
    }
}

/// An attribute `<group:"value">`.
#[derive(Debug, Clone)]
pub struct AttrAst {
    /// The group identifier (`encoding`, `property`, or any other).
    pub group: String,
    /// The text value.
    pub value: String,
    /// Where the `<` appears.
    pub loc: Loc,
}

/// A record definition.
#[derive(Debug, Clone)]
pub struct RecordAst {
    /// The simple (unqualified) name.
    pub name: String,
    /// Where the name appears.
    pub loc: Loc,
    /// Optional label (string literal after the name).
    pub label: Option<String>,
    /// Parent type and whether its record attributes are dropped (`extends !P`).
    pub parent: Option<(ItemName, bool)>,
    /// Multi-part description (string literals at the start of the body).
    pub descriptions: Vec<String>,
    /// Record attributes.
    pub attrs: Vec<AttrAst>,
    /// Field definitions, in order (one entry per field name).
    pub fields: Vec<FieldAst>,
    /// Field modifiers, in order.
    pub modifiers: Vec<ModifierAst>,
}

/// A field type as written.
#[derive(Debug, Clone)]
pub enum TypeAst {
    /// `int`.
    Int,
    /// `float`.
    Float,
    /// `string`.
    String,
    /// `data`.
    Data,
    /// A record type name.
    Named(ItemName),
    /// `T[]` (None) or `T[n]`.
    Array(Box<TypeAst>, Option<u64>),
}

/// One field of a field definition list (`int <d> a "x" <f>, b;` gives two).
#[derive(Debug, Clone)]
pub struct FieldAst {
    /// Field name.
    pub name: String,
    /// Where the name appears.
    pub loc: Loc,
    /// The declared type.
    pub ty: TypeAst,
    /// Where the type appears.
    pub ty_loc: Loc,
    /// Descriptions.
    pub descriptions: Vec<String>,
    /// Attributes distributed from the type position (they come first).
    pub distributed: Vec<AttrAst>,
    /// Attributes written after this field's name.
    pub attrs: Vec<AttrAst>,
}

/// A field modifier `~path <attr>*;` or `!path <attr>*;`.
#[derive(Debug, Clone)]
pub struct ModifierAst {
    /// True for `!` (override), false for `~` (extend).
    pub override_: bool,
    /// The modified item, possibly a relative path (`a.x.length`).
    pub path: ItemName,
    /// The attributes.
    pub attrs: Vec<AttrAst>,
}
