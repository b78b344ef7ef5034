//! Java strings: creation from Rust text, interning, and reading back.

use super::{JResult, Runtime};
use crate::heap::{Body, Ref, NULL};

impl Runtime {
    /// A new `java.lang.String` holding these UTF-16 code units.
    pub fn new_string_utf16(&mut self, units: &[u16]) -> JResult<Ref> {
        let arr_class = self.load_class("[C")?;
        let size = self
            .options
            .sizes
            .array_size(crate::classfile::descriptor::Kind::Char, units.len() as u64);
        let arr = self.heap.alloc(
            arr_class,
            Body::Chars(units.to_vec().into_boxed_slice()),
            size,
        );
        let s = self.new_object(self.wk.string);
        self.set_field(s, self.wk.string_value, u64::from(arr));
        Ok(s)
    }

    /// A new `java.lang.String` holding `text`.
    pub fn new_string(&mut self, text: &str) -> JResult<Ref> {
        let units: Vec<u16> = text.encode_utf16().collect();
        self.new_string_utf16(&units)
    }

    /// The canonical (interned) string with these contents.
    pub fn intern_utf16(&mut self, units: Vec<u16>) -> JResult<Ref> {
        if let Some(&r) = self.interned.get(&units) {
            return Ok(r);
        }
        let r = self.new_string_utf16(&units)?;
        self.interned.insert(units, r);
        Ok(r)
    }

    /// Interns an existing string object (`String.intern`).
    pub fn intern_object(&mut self, s: Ref) -> JResult<Ref> {
        let units = self.string_units(s).to_vec();
        if let Some(&r) = self.interned.get(&units) {
            return Ok(r);
        }
        self.interned.insert(units, s);
        Ok(s)
    }

    /// The UTF-16 contents of a non-null string.
    pub fn string_units(&self, s: Ref) -> &[u16] {
        let arr = self.field(s, self.wk.string_value) as Ref;
        if arr == NULL {
            return &[];
        }
        match &self.heap.get(arr).body {
            Body::Chars(c) => c,
            _ => &[],
        }
    }

    /// A string's contents as Rust text (unpaired surrogates become U+FFFD).
    pub fn string_to_rust(&self, s: Ref) -> String {
        if s == NULL {
            return "null".to_string();
        }
        String::from_utf16_lossy(self.string_units(s))
    }

    /// Every interned string (roots for the collector).
    pub fn interned_strings(&self) -> impl Iterator<Item = Ref> + '_ {
        self.interned.values().copied()
    }
}
