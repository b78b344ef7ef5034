//! The object-size model used for every size the VM reports.
//!
//! Not Rust's layout: a HotSpot-32-style model (8-byte header, 4-byte
//! references, fields packed longs/doubles first, then ints/floats/refs,
//! then shorts/chars, then bytes/booleans; arrays have a 12-byte header;
//! everything rounded up to 8 bytes).

use crate::classfile::descriptor::Kind;

/// Parameters of the size model.
#[derive(Debug, Clone, Copy)]
pub struct SizeModel {
    /// Object header bytes (`-XX:ObjectHeaderSize=N`; default 8).
    pub header: u64,
}

impl Default for SizeModel {
    fn default() -> Self {
        SizeModel { header: 8 }
    }
}

/// Bytes one field or element of `kind` takes.
pub fn kind_bytes(kind: Kind) -> u64 {
    match kind {
        Kind::Long | Kind::Double => 8,
        Kind::Int | Kind::Float | Kind::Reference => 4,
        Kind::Short | Kind::Char => 2,
        Kind::Byte | Kind::Boolean => 1,
        Kind::Void => 0,
    }
}

fn round8(n: u64) -> u64 {
    (n + 7) & !7
}

impl SizeModel {
    /// Size of an instance whose fields (own and inherited) have these kinds.
    /// Packing by descending width leaves no padding between groups, so the
    /// size is the header plus the field bytes, rounded up to 8.
    pub fn instance_size(&self, fields: impl Iterator<Item = Kind>) -> u64 {
        round8(self.header + fields.map(kind_bytes).sum::<u64>())
    }

    /// Size of an array of `len` elements of `elem`: header plus a 4-byte
    /// length, then the elements, rounded up to 8.
    pub fn array_size(&self, elem: Kind, len: u64) -> u64 {
        round8(self.header + 4 + kind_bytes(elem) * len)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_follow_the_model() {
        let m = SizeModel::default();
        assert_eq!(m.instance_size([].into_iter()), 8);
        assert_eq!(m.instance_size([Kind::Int].into_iter()), 16);
        assert_eq!(m.instance_size([Kind::Long, Kind::Byte].into_iter()), 24);
        assert_eq!(m.array_size(Kind::Char, 0), 16);
        assert_eq!(m.array_size(Kind::Char, 2), 16);
        assert_eq!(m.array_size(Kind::Int, 3), 24);
        assert_eq!(m.array_size(Kind::Reference, 1), 16);
    }
}
