//! Interpretation of the `encoding` (and sign-related `property`) attribute
//! group (thesis appendix B): parsing and validating strategies, and folding an
//! attribute list into the [`Policy`] an encoder is built from.

use crate::schema::Attribute;

/// Largest `cache=N` accepted.
pub const MAX_CACHE: u32 = 1 << 20;
/// Entries an `identifier` table holds per block; later new values are sent
/// inline (as irregular values) without being added.
pub const IDENTIFIER_CAP: usize = 1 << 16;
/// Total bytes of variable-size keys (strings, data, arrays, records) an
/// `identifier` or `cache` table may hold per block before it stops adding.
pub const TABLE_BYTES_CAP: usize = 8 << 20;

/// General strategies (any type).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum General {
    /// None given.
    None,
    /// `identifier`: values become small ids.
    Identifier,
    /// `cache=N`: a rotating table of N values.
    Cache(u32),
    /// `constant`: every value equals the first (else an encoding error).
    Constant,
    /// `default`: values usually equal the first; deviants are signalled.
    Default,
    /// `repeat`: values usually equal the previous one.
    Repeat,
}

/// Integer strategies (targeted layer).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Targeted {
    /// None given.
    None,
    /// `delta` / `delta=threshold`.
    Delta(Option<u64>),
    /// `stride=increment`.
    Stride(i64),
    /// `offset` / `offset=base`.
    Offset(Option<i64>),
    /// `window=threshold`.
    Window(u64),
}

/// Integer size rule (basic layer).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Size {
    /// Variable-length 7-bit groups (the default).
    Creep,
    /// Always this many bytes (overflows are irregular values sent with `creep`).
    Fixed(u8),
    /// `N..`: start with N bytes, grow permanently when needed.
    Start(u8),
    /// `N+`: N bytes, elastic growth for single deviant values.
    Min(u8),
}

/// Character set of string values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Charset {
    /// UTF-8 (default).
    Utf8,
    /// US-ASCII (values must be ASCII).
    Ascii,
    /// ISO-8859-1 (values must be Latin-1).
    Latin1,
    /// UTF-16 big-endian.
    Utf16Be,
    /// UTF-16 little-endian.
    Utf16Le,
}

/// Type-tag rule of a record-typed field (section B.1.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TypeRule {
    /// Often polymorphic: tags go through an identifier table.
    Variable,
    /// Rarely polymorphic: the declared type costs nothing, others are signalled (default).
    Default,
    /// Never polymorphic: values must have exactly the declared type.
    Constant,
}

/// What kind of item an attribute list applies to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// An `int` field or element.
    Int,
    /// The implicit `length` of a string, data or array (unsigned by default).
    Length,
    /// A `float`.
    Float,
    /// A `string`.
    String,
    /// A `data`.
    Data,
    /// An array.
    Array,
    /// A record-typed item.
    Record,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Int => "int",
            Kind::Length => "length",
            Kind::Float => "float",
            Kind::String => "string",
            Kind::Data => "data",
            Kind::Array => "array",
            Kind::Record => "record",
        }
    }
}

/// The folded encoding policy of one item.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Policy {
    /// General layer.
    pub general: General,
    /// Targeted integer layer.
    pub targeted: Targeted,
    /// Integer size rule.
    pub size: Size,
    /// Integer signedness.
    pub signed: bool,
    /// String charset.
    pub charset: Charset,
    /// Record type-tag rule.
    pub type_rule: TypeRule,
}

impl Policy {
    /// The defaults for a kind of item.
    pub fn default_for(kind: Kind) -> Policy {
        Policy {
            general: General::None,
            targeted: Targeted::None,
            size: Size::Creep,
            signed: kind != Kind::Length,
            charset: Charset::Utf8,
            type_rule: TypeRule::Default,
        }
    }
}

/// One parsed encoding strategy.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strategy {
    /// General layer.
    General(General),
    /// Targeted layer.
    Targeted(Targeted),
    /// Size rule.
    Size(Size),
    /// `signed`/`unsigned` (true = signed).
    Sign(bool),
    /// `charset=`.
    Charset(Charset),
    /// `type=`.
    Type(TypeRule),
}

impl Strategy {
    fn layer(&self) -> u8 {
        match self {
            Strategy::General(_) => 0,
            Strategy::Targeted(_) => 1,
            Strategy::Size(_) => 2,
            Strategy::Sign(_) => 3,
            Strategy::Charset(_) => 4,
            Strategy::Type(_) => 5,
        }
    }
    fn applies_to(&self, kind: Kind) -> bool {
        match self {
            Strategy::General(_) => true,
            Strategy::Targeted(_) | Strategy::Size(_) | Strategy::Sign(_) => {
                matches!(kind, Kind::Int | Kind::Length)
            }
            Strategy::Charset(_) => kind == Kind::String,
            Strategy::Type(_) => kind == Kind::Record,
        }
    }
}

fn int_param(name: &str, p: &str) -> Result<i64, String> {
    p.trim()
        .parse::<i64>()
        .map_err(|_| format!("'{name}' needs an integer parameter, not \"{p}\""))
}

fn threshold(name: &str, p: &str) -> Result<u64, String> {
    let v = int_param(name, p)?;
    u64::try_from(v).map_err(|_| format!("'{name}' threshold must be >= 0, not {v}"))
}

fn size_bytes(p: &str) -> Result<u8, String> {
    match p.trim().parse::<u8>() {
        Ok(n @ 1..=8) => Ok(n),
        _ => Err(format!("size must be 1..8 bytes, not \"{p}\"")),
    }
}

/// Parse one `encoding` attribute value (e.g. `"size=4"`, `"cache=65536"`).
pub fn parse_strategy(value: &str) -> Result<Strategy, String> {
    let v = value.trim();
    let (name, param) = match v.split_once('=') {
        Some((n, p)) => (n.trim(), Some(p.trim())),
        None => (v, None),
    };
    let no_param = |s: Strategy| match param {
        None => Ok(s),
        Some(_) => Err(format!("'{name}' takes no parameter")),
    };
    let need = || param.ok_or_else(|| format!("'{name}' needs a parameter ({name}=...)"));
    match name {
        "identifier" => no_param(Strategy::General(General::Identifier)),
        "constant" => no_param(Strategy::General(General::Constant)),
        "default" => no_param(Strategy::General(General::Default)),
        "repeat" => no_param(Strategy::General(General::Repeat)),
        "cache" => {
            let n = int_param(name, need()?)?;
            if n < 1 || n > MAX_CACHE as i64 {
                return Err(format!("cache size must be 1..{MAX_CACHE}, not {n}"));
            }
            Ok(Strategy::General(General::Cache(n as u32)))
        }
        "delta" => Ok(Strategy::Targeted(Targeted::Delta(match param {
            None => None,
            Some(p) => Some(threshold(name, p)?),
        }))),
        "stride" => Ok(Strategy::Targeted(Targeted::Stride(int_param(
            name,
            need()?,
        )?))),
        "offset" => Ok(Strategy::Targeted(Targeted::Offset(match param {
            None => None,
            Some(p) => Some(int_param(name, p)?),
        }))),
        "window" => Ok(Strategy::Targeted(Targeted::Window(threshold(
            name,
            need()?,
        )?))),
        "size" => {
            let p = need()?;
            let s = if p == "creep" {
                Size::Creep
            } else if let Some(n) = p.strip_suffix("..") {
                Size::Start(size_bytes(n)?)
            } else if let Some(n) = p.strip_suffix('+') {
                Size::Min(size_bytes(n)?)
            } else {
                Size::Fixed(size_bytes(p)?)
            };
            Ok(Strategy::Size(s))
        }
        "signed" => no_param(Strategy::Sign(true)),
        "unsigned" => no_param(Strategy::Sign(false)),
        "charset" => {
            let p = need()?;
            let c = match p.to_ascii_uppercase().replace('_', "-").as_str() {
                "UTF-8" | "UTF8" => Charset::Utf8,
                "US-ASCII" | "ASCII" => Charset::Ascii,
                "ISO-8859-1" | "LATIN1" | "LATIN-1" => Charset::Latin1,
                "UTF-16" | "UTF-16BE" => Charset::Utf16Be,
                "UTF-16LE" => Charset::Utf16Le,
                _ => return Err(format!("unknown charset \"{p}\"")),
            };
            Ok(Strategy::Charset(c))
        }
        "type" => match need()? {
            "variable" => Ok(Strategy::Type(TypeRule::Variable)),
            "default" => Ok(Strategy::Type(TypeRule::Default)),
            "constant" => Ok(Strategy::Type(TypeRule::Constant)),
            p => Err(format!(
                "type must be variable, default or constant, not \"{p}\""
            )),
        },
        "" => Err("empty encoding attribute".to_string()),
        _ => Err(format!("unknown encoding strategy '{name}'")),
    }
}

/// A sign implied by a `property` attribute (`signed`, `unsigned`, `address`).
fn property_sign(value: &str) -> Option<bool> {
    match value.trim() {
        "signed" => Some(true),
        "unsigned" | "address" => Some(false),
        _ => None,
    }
}

/// An error found in an attribute list: the offending attribute and why.
#[derive(Debug, Clone)]
pub struct PolicyError {
    /// Index into the attribute list.
    pub index: usize,
    /// What is wrong.
    pub message: String,
}

/// Fold an attribute list into a policy for an item of `kind`, checking
/// every `encoding` attribute. Later attributes win within a layer.
pub fn policy(attrs: &[Attribute], kind: Kind) -> Result<Policy, PolicyError> {
    let mut p = Policy::default_for(kind);
    for (index, a) in attrs.iter().enumerate() {
        let s = match a.group.as_str() {
            "encoding" => {
                let s =
                    parse_strategy(&a.value).map_err(|message| PolicyError { index, message })?;
                if !s.applies_to(kind) {
                    return Err(PolicyError {
                        index,
                        message: format!(
                            "\"{}\" does not apply to {} items{}",
                            a.value.trim(),
                            kind.name(),
                            if kind == Kind::Array {
                                " (modify the elements with ~field.element)"
                            } else {
                                ""
                            }
                        ),
                    });
                }
                s
            }
            "property" if matches!(kind, Kind::Int | Kind::Length) => {
                match property_sign(&a.value) {
                    Some(b) => Strategy::Sign(b),
                    None => continue,
                }
            }
            _ => continue,
        };
        match s {
            Strategy::General(g) => p.general = g,
            Strategy::Targeted(t) => p.targeted = t,
            Strategy::Size(z) => p.size = z,
            Strategy::Sign(b) => p.signed = b,
            Strategy::Charset(c) => p.charset = c,
            Strategy::Type(t) => p.type_rule = t,
        }
    }
    Ok(p)
}

/// Check one attribute list written at one place for conflicting strategies
/// (two different strategies of the same layer, or contradicting signs).
pub fn check_conflicts(attrs: &[Attribute]) -> Result<(), PolicyError> {
    let mut seen: Vec<(u8, Strategy, &str)> = Vec::new();
    for (index, a) in attrs.iter().enumerate() {
        let s = match a.group.as_str() {
            // Malformed values are reported by `policy`, with the item named.
            "encoding" => match parse_strategy(&a.value) {
                Ok(s) => s,
                Err(_) => continue,
            },
            "property" => match property_sign(&a.value) {
                Some(b) => Strategy::Sign(b),
                None => continue,
            },
            _ => continue,
        };
        if let Some((_, prev, text)) = seen.iter().find(|(l, _, _)| *l == s.layer()) {
            if *prev != s {
                return Err(PolicyError {
                    index,
                    message: format!(
                        "conflicting encoding strategies \"{}\" and \"{}\"",
                        text.trim(),
                        a.value.trim()
                    ),
                });
            }
        }
        seen.push((s.layer(), s, &a.value));
    }
    Ok(())
}
