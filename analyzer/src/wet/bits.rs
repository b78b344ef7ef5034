//! Stacks of bits and of variable-length integers, the storage under a
//! bidirectional stream (`stream.rs`), and the varint helpers of the `.wet`
//! file format (`file.rs`).
//!
//! Both stacks are last-in first-out: a stream cursor moving one way pops
//! records from one stack and pushes them on the other, so no record is ever
//! decoded from the middle of a buffer.

/// Makes room for `more` elements, growing by a quarter rather than
/// doubling: streams under construction are most of the WET builder's
/// memory, and doubling leaves up to half of it unused.
#[inline]
pub(crate) fn grow<T>(v: &mut Vec<T>, more: usize) {
    if v.capacity() - v.len() < more {
        v.reserve_exact(more + v.capacity() / 4 + 8);
    }
}

/// A stack of bit fields, packed into 64-bit words.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BitStack {
    words: Vec<u64>,
    len: u64,
}

impl BitStack {
    /// Number of bits on the stack.
    pub fn len_bits(&self) -> u64 {
        self.len
    }

    /// Pushes the low `width` bits of `value` (`width` ≤ 32).
    pub fn push(&mut self, value: u32, width: u32) {
        debug_assert!(width <= 32 && (width == 32 || value >> width == 0));
        if width == 0 {
            return;
        }
        let bit = (self.len % 64) as u32;
        grow(&mut self.words, 2);
        if bit == 0 {
            self.words.push(0);
        }
        let last = self.words.len() - 1;
        self.words[last] |= (value as u64) << bit;
        if bit + width > 64 {
            self.words.push((value as u64) >> (64 - bit));
        }
        self.len += width as u64;
    }

    /// Pops a field of `width` bits; `None` if fewer bits are on the stack.
    pub fn pop(&mut self, width: u32) -> Option<u32> {
        let value = self.peek(width)?;
        let start = self.len - width as u64;
        self.len = start;
        self.words.truncate(self.len.div_ceil(64) as usize);
        if let Some(last) = self.words.last_mut() {
            let used = (self.len % 64) as u32;
            if used != 0 {
                *last &= (1u64 << used) - 1;
            }
        }
        Some(value)
    }

    /// The field of `width` bits on top, without popping it; `None` if
    /// fewer bits are on the stack.
    pub fn peek(&self, width: u32) -> Option<u32> {
        if width == 0 {
            return Some(0);
        }
        if self.len < width as u64 {
            return None;
        }
        let start = self.len - width as u64;
        let word = (start / 64) as usize;
        let bit = (start % 64) as u32;
        let mut value = self.words[word] >> bit;
        if bit + width > 64 {
            value |= self.words[word + 1] << (64 - bit);
        }
        Some((value & ((1u64 << width) - 1)) as u32)
    }

    /// The field of `width` bits (≤ 32) that ends at bit `end` (the top
    /// is at `len_bits()`), without popping anything: reading a stack from
    /// the top down, non-destructively.
    #[inline]
    pub fn field(&self, end: u64, width: u32) -> u32 {
        if width == 0 {
            return 0;
        }
        let start = end - width as u64;
        let word = (start / 64) as usize;
        let bit = (start % 64) as u32;
        let mut value = self.words[word] >> bit;
        if bit + width > 64 {
            value |= self.words[word + 1] << (64 - bit);
        }
        (value & ((1u64 << width) - 1)) as u32
    }

    /// Storage size in bytes (the bits rounded up).
    pub fn size_bytes(&self) -> u64 {
        self.len.div_ceil(8)
    }

    /// Bytes allocated on the heap (capacity, not length).
    pub fn heap_bytes(&self) -> u64 {
        8 * self.words.capacity() as u64
    }

    /// Frees unused capacity.
    pub fn shrink_to_fit(&mut self) {
        self.words.shrink_to_fit();
    }

    /// The packed words (serialization).
    pub fn words(&self) -> &[u64] {
        &self.words
    }

    /// Rebuilds a stack from its words and length (deserialization); `None`
    /// if they disagree.
    pub fn from_words(words: Vec<u64>, len: u64) -> Option<BitStack> {
        if words.len() as u64 != len.div_ceil(64) {
            return None;
        }
        let used = (len % 64) as u32;
        if used != 0 && words.last().is_some_and(|w| w >> used != 0) {
            return None;
        }
        Some(BitStack { words, len })
    }
}

/// A stack of unsigned LEB128 integers, stored so that popping reads the
/// most recently pushed number first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VarStack {
    bytes: Vec<u8>,
}

impl VarStack {
    /// Pushes `value`: its LEB128 bytes in reverse, so the low byte is on top.
    pub fn push(&mut self, value: u64) {
        let start = self.bytes.len();
        grow(&mut self.bytes, 10);
        write_varint(&mut self.bytes, value);
        self.bytes[start..].reverse();
    }

    /// Pops the number on top; `None` if the stack is empty or malformed.
    pub fn pop(&mut self) -> Option<u64> {
        let mut value = 0u64;
        let mut shift = 0u32;
        loop {
            let byte = self.bytes.pop()?;
            if shift >= 64 {
                return None;
            }
            value |= ((byte & 0x7f) as u64) << shift;
            if byte & 0x80 == 0 {
                return Some(value);
            }
            shift += 7;
        }
    }

    /// Storage size in bytes.
    pub fn size_bytes(&self) -> u64 {
        self.bytes.len() as u64
    }

    /// Bytes allocated on the heap (capacity, not length).
    pub fn heap_bytes(&self) -> u64 {
        self.bytes.capacity() as u64
    }

    /// Frees unused capacity.
    pub fn shrink_to_fit(&mut self) {
        self.bytes.shrink_to_fit();
    }

    /// The stored bytes (serialization).
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// Rebuilds a stack from its raw bytes (deserialization).
    pub fn from_bytes(bytes: Vec<u8>) -> VarStack {
        VarStack { bytes }
    }
}

/// Reads the number of a [`VarStack`]'s bytes that ends at `*end` (the top
/// is at the end of [`VarStack::bytes`]), moving `*end` below it: reading a
/// stack from the top down without popping. `None` if it is malformed.
#[inline]
pub fn read_varint_rev(bytes: &[u8], end: &mut usize) -> Option<u64> {
    let mut value = 0u64;
    let mut shift = 0u32;
    loop {
        *end = end.checked_sub(1)?;
        let byte = bytes[*end];
        if shift >= 64 {
            return None;
        }
        value |= ((byte & 0x7f) as u64) << shift;
        if byte & 0x80 == 0 {
            return Some(value);
        }
        shift += 7;
    }
}

/// Appends `value` as unsigned LEB128.
pub fn write_varint(out: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        out.push((value as u8) | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

/// Reads an unsigned LEB128 number at `*pos`, advancing it.
pub fn read_varint(input: &[u8], pos: &mut usize) -> Option<u64> {
    let mut value = 0u64;
    let mut shift = 0u32;
    loop {
        let byte = *input.get(*pos)?;
        *pos += 1;
        if shift >= 64 {
            return None;
        }
        value |= ((byte & 0x7f) as u64) << shift;
        if byte & 0x80 == 0 {
            return Some(value);
        }
        shift += 7;
    }
}

/// Number of bytes `value` takes as LEB128.
pub fn varint_len(value: u64) -> u64 {
    (64 - value.leading_zeros() as u64).max(1).div_ceil(7)
}

/// Zigzag mapping of a signed difference to an unsigned number (small
/// magnitudes give small numbers).
pub fn zigzag(value: i64) -> u64 {
    ((value << 1) ^ (value >> 63)) as u64
}

/// Inverse of [`zigzag`].
pub fn unzigzag(value: u64) -> i64 {
    ((value >> 1) as i64) ^ -((value & 1) as i64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn bit_stack_pops_what_was_pushed(fields in proptest::collection::vec((any::<u32>(), 0u32..=32), 0..200)) {
            let mut stack = BitStack::default();
            let fields: Vec<(u32, u32)> = fields
                .into_iter()
                .map(|(v, w)| (if w == 32 { v } else { v & ((1u32 << w) - 1) }, w))
                .collect();
            for &(v, w) in &fields {
                stack.push(v, w);
            }
            let total: u64 = fields.iter().map(|&(_, w)| w as u64).sum();
            prop_assert_eq!(stack.len_bits(), total);
            for &(v, w) in fields.iter().rev() {
                prop_assert_eq!(stack.pop(w), Some(v));
            }
            prop_assert_eq!(stack.len_bits(), 0);
            prop_assert!(stack.words().is_empty());
        }

        #[test]
        fn var_stack_pops_what_was_pushed(values in proptest::collection::vec(any::<u64>(), 0..100)) {
            let mut stack = VarStack::default();
            for &v in &values {
                stack.push(v);
            }
            let size: u64 = values.iter().map(|&v| varint_len(v)).sum();
            prop_assert_eq!(stack.size_bytes(), size);
            for &v in values.iter().rev() {
                prop_assert_eq!(stack.pop(), Some(v));
            }
            prop_assert_eq!(stack.pop(), None);
        }

        #[test]
        fn zigzag_round_trips(v in any::<i64>()) {
            prop_assert_eq!(unzigzag(zigzag(v)), v);
        }
    }

    #[test]
    fn varint_round_trip_and_lengths() {
        let mut out = Vec::new();
        for v in [0u64, 1, 127, 128, 300, u64::MAX] {
            out.clear();
            write_varint(&mut out, v);
            assert_eq!(out.len() as u64, varint_len(v));
            let mut pos = 0;
            assert_eq!(read_varint(&out, &mut pos), Some(v));
            assert_eq!(pos, out.len());
        }
        assert_eq!(zigzag(-1), 1);
        assert_eq!(zigzag(1), 2);
    }

    #[test]
    fn from_words_rejects_inconsistent_lengths() {
        assert!(BitStack::from_words(vec![1], 1).is_some());
        assert!(BitStack::from_words(vec![2], 1).is_none());
        assert!(BitStack::from_words(vec![], 1).is_none());
    }
}
