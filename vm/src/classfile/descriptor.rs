//! Field and method descriptors (JVMS §4.3).

/// The computational kind of a value, as far as the interpreter cares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// `Z`
    Boolean,
    /// `B`
    Byte,
    /// `C`
    Char,
    /// `S`
    Short,
    /// `I`
    Int,
    /// `J`
    Long,
    /// `F`
    Float,
    /// `D`
    Double,
    /// `L…;` or `[…`
    Reference,
    /// `V` (return type only)
    Void,
}

impl Kind {
    /// The kind named by a descriptor's first character.
    pub fn from_char(c: u8) -> Option<Kind> {
        Some(match c {
            b'Z' => Kind::Boolean,
            b'B' => Kind::Byte,
            b'C' => Kind::Char,
            b'S' => Kind::Short,
            b'I' => Kind::Int,
            b'J' => Kind::Long,
            b'F' => Kind::Float,
            b'D' => Kind::Double,
            b'L' | b'[' => Kind::Reference,
            b'V' => Kind::Void,
            _ => return None,
        })
    }

    /// Operand-stack slots a value of this kind takes (0 for void).
    pub fn slots(self) -> u16 {
        match self {
            Kind::Long | Kind::Double => 2,
            Kind::Void => 0,
            _ => 1,
        }
    }

    /// Whether values of this kind are references (traced by the collector).
    pub fn is_reference(self) -> bool {
        self == Kind::Reference
    }
}

/// Length of the field descriptor at the start of `d`, or `None` if malformed.
fn field_len(d: &[u8]) -> Option<usize> {
    let mut i = 0;
    while d.get(i) == Some(&b'[') {
        i += 1;
    }
    match d.get(i)? {
        b'L' => {
            let end = d[i..].iter().position(|&c| c == b';')?;
            if end < 2 {
                return None;
            }
            Some(i + end + 1)
        }
        c if Kind::from_char(*c).is_some_and(|k| k != Kind::Void && k != Kind::Reference) => {
            Some(i + 1)
        }
        _ => None,
    }
}

/// The kind of a field descriptor, or `None` if it is malformed.
pub fn field_kind(desc: &str) -> Option<Kind> {
    let b = desc.as_bytes();
    if field_len(b)? != b.len() {
        return None;
    }
    Kind::from_char(b[0])
}

/// A decoded method descriptor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MethodSig {
    /// Parameter kinds in order (receiver not included).
    pub params: Vec<Kind>,
    /// Parameter descriptors in order.
    pub param_descs: Vec<String>,
    /// Return kind.
    pub ret: Kind,
    /// Slots the parameters take (receiver not included).
    pub param_slots: u16,
}

/// Decodes a method descriptor such as `(I[Ljava/lang/String;J)V`.
pub fn method_sig(desc: &str) -> Option<MethodSig> {
    let b = desc.as_bytes();
    if b.first() != Some(&b'(') {
        return None;
    }
    let mut i = 1;
    let mut params = Vec::new();
    let mut param_descs = Vec::new();
    let mut slots = 0u16;
    while *b.get(i)? != b')' {
        let n = field_len(&b[i..])?;
        let k = Kind::from_char(b[i])?;
        params.push(k);
        param_descs.push(desc[i..i + n].to_string());
        slots = slots.checked_add(k.slots())?;
        i += n;
    }
    i += 1;
    let ret = if b.get(i) == Some(&b'V') && i + 1 == b.len() {
        Kind::Void
    } else {
        if field_len(&b[i..])? != b.len() - i {
            return None;
        }
        Kind::from_char(b[i])?
    };
    Some(MethodSig {
        params,
        param_descs,
        ret,
        param_slots: slots,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn method_descriptors() {
        let s = method_sig("(I[Ljava/lang/String;JD)V").unwrap();
        assert_eq!(s.param_slots, 6);
        assert_eq!(s.ret, Kind::Void);
        assert_eq!(s.param_descs[1], "[Ljava/lang/String;");
        assert_eq!(method_sig("()[[I").unwrap().ret, Kind::Reference);
        assert!(method_sig("(L;)V").is_none());
        assert!(method_sig("(I").is_none());
        assert!(method_sig("()VV").is_none());
        assert_eq!(field_kind("J"), Some(Kind::Long));
        assert_eq!(field_kind("[[Z"), Some(Kind::Reference));
        assert_eq!(field_kind("V"), None);
    }
}
