//! The value predictors of tier-2 stream compression (paper section 4):
//! FCM, differential FCM, last-n and last-n stride, each as an invertible
//! step over a context.
//!
//! A predictor sees a *context* of `window()` neighbouring values, nearest
//! first. The same code serves both directions of a bidirectional stream:
//! compressing `x[j]` from its left context `x[j-1], x[j-2], …` or from its
//! right context `x[j+1], x[j+2], …` (the mirrored stream).
//!
//! [`Predictor::compress`] turns a value into a *symbol* (a fixed-width bit
//! field) and an optional *payload* number; [`Predictor::decompress`] is its
//! exact inverse, also on the lookup table: FCM tables follow the paper's
//! swap scheme (Figure 5): on a miss the table gets the new value and the
//! record keeps the entry it replaced, so decompression reads the value from
//! the table and puts the old entry back.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::bits::{unzigzag, varint_len, zigzag};

/// Bits of a hashed FCM context: tables have at most 2^16 entries.
pub const TABLE_BITS: u32 = 16;

/// Largest window any predictor uses (last-4 stride: 5 values).
pub const MAX_WINDOW: usize = 5;

/// One predictor and its context size / number of candidates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Predictor {
    /// Finite context method: the last `n` values index a table of values.
    Fcm(u8),
    /// Differential FCM: the last `n` strides index a table of strides.
    Dfcm(u8),
    /// Last-n: the value equals one of the `n` nearest values.
    LastN(u8),
    /// Last-n stride: the value is the nearest value plus one of the `n`
    /// nearest strides.
    LastNStride(u8),
}

/// The candidate predictors: three context sizes of each kind, as in the
/// paper's selection.
pub const CANDIDATES: [Predictor; 12] = [
    Predictor::Fcm(1),
    Predictor::Fcm(2),
    Predictor::Fcm(3),
    Predictor::Dfcm(1),
    Predictor::Dfcm(2),
    Predictor::Dfcm(3),
    Predictor::LastN(1),
    Predictor::LastN(2),
    Predictor::LastN(4),
    Predictor::LastNStride(1),
    Predictor::LastNStride(2),
    Predictor::LastNStride(4),
];

/// Hasher for table keys that are already hashes.
#[derive(Default)]
pub struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | b as u64;
        }
    }
    fn write_u32(&mut self, v: u32) {
        self.0 = v as u64;
    }
}

/// A sparse FCM lookup table: hashed context → value (or stride). Missing
/// entries read as 0 and zero entries are not kept, so equal tables are equal
/// maps.
pub type Table = HashMap<u32, u64, BuildHasherDefault<KeyHasher>>;

/// What compressing one value produced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Encoded {
    /// The symbol, `symbol_bits()` wide.
    pub symbol: u32,
    /// The payload number, if the symbol says there is one.
    pub payload: Option<u64>,
}

/// Start of the context hash chain.
pub(crate) const HASH_SEED: u64 = 0x9e37_79b9_7f4a_7c15;

/// One step of the context hash chain: the hash of a context extended by
/// one more (farther) value. The key of `n` values is [`hash_key`] of `n`
/// steps from [`HASH_SEED`], so the keys of contexts 1, 2 and 3 share
/// their prefixes (`selection.rs` computes all three in three steps).
#[inline]
pub(crate) fn hash_step(h: u64, v: u64) -> u64 {
    let h = (h ^ v).wrapping_mul(0xff51_afd7_ed55_8ccd);
    h ^ (h >> 29)
}

/// The table key of a hash chain.
#[inline]
pub(crate) fn hash_key(h: u64) -> u32 {
    (h >> (64 - TABLE_BITS)) as u32
}

fn hash_context(values: impl Iterator<Item = u64>) -> u32 {
    hash_key(values.fold(HASH_SEED, hash_step))
}

fn stride(ctx: &[u64], k: usize) -> u64 {
    ctx[k].wrapping_sub(ctx[k + 1])
}

fn table_swap(table: &mut Table, key: u32, value: u64) -> u64 {
    let old = if value == 0 {
        table.remove(&key)
    } else {
        table.insert(key, value)
    };
    old.unwrap_or(0)
}

/// A table [`Predictor::compress`] and [`Predictor::decompress`] can
/// update: [`Table`] (the streams'), or [`DenseTable`] (size estimation,
/// and the copy a stream reads itself backward with).
pub trait SwapTable {
    /// Sets `key` to `value` (0: absent) and returns the entry it replaced
    /// (0 if absent).
    fn swap(&mut self, key: u32, value: u64) -> u64;
    /// The entry of `key` (0 if absent).
    fn lookup(&self, key: u32) -> u64;
}

impl SwapTable for Table {
    fn swap(&mut self, key: u32, value: u64) -> u64 {
        table_swap(self, key, value)
    }
    fn lookup(&self, key: u32) -> u64 {
        self.get(&key).copied().unwrap_or(0)
    }
}

/// A lookup table as a flat array of all 2^16 keys, which keeps the
/// serialized size of its entries up to date: what the size estimators
/// use, reset (not freed) between streams.
pub struct DenseTable {
    values: Vec<u64>,
    touched: Vec<u32>,
    bytes: u64,
}

impl Default for DenseTable {
    fn default() -> Self {
        DenseTable::new()
    }
}

impl DenseTable {
    /// An empty table.
    pub fn new() -> DenseTable {
        DenseTable {
            values: vec![0; 1 << TABLE_BITS],
            touched: Vec::new(),
            bytes: 0,
        }
    }

    /// A table without storage, for the predictors that keep none (they
    /// never update it).
    pub fn none() -> DenseTable {
        DenseTable {
            values: Vec::new(),
            touched: Vec::new(),
            bytes: 0,
        }
    }

    /// Bytes the entries take serialized (`2 + varint` each, as
    /// `Stream::size_bytes` counts them).
    pub fn bytes(&self) -> u64 {
        self.bytes
    }

    /// Sets the entries of `table` (on an empty table: makes a copy).
    pub fn load(&mut self, table: &Table) {
        for (&k, &v) in table {
            self.swap(k, v);
        }
    }

    /// Empties the table.
    pub fn reset(&mut self) {
        for k in self.touched.drain(..) {
            self.values[k as usize] = 0;
        }
        self.bytes = 0;
    }
}

impl SwapTable for DenseTable {
    #[inline]
    fn swap(&mut self, key: u32, value: u64) -> u64 {
        let slot = &mut self.values[key as usize];
        let old = *slot;
        if old != 0 {
            self.bytes -= 2 + varint_len(old);
        } else if value != 0 {
            self.touched.push(key);
        }
        if value != 0 {
            self.bytes += 2 + varint_len(value);
        }
        *slot = value;
        old
    }

    #[inline]
    fn lookup(&self, key: u32) -> u64 {
        self.values[key as usize]
    }
}

impl Predictor {
    /// Number of context values the predictor reads.
    pub fn window(self) -> usize {
        match self {
            Predictor::Fcm(n) | Predictor::LastN(n) => n as usize,
            Predictor::Dfcm(n) | Predictor::LastNStride(n) => n as usize + 1,
        }
    }

    /// Width of a symbol in bits.
    pub fn symbol_bits(self) -> u32 {
        match self {
            Predictor::Fcm(_) | Predictor::Dfcm(_) => 1,
            // Symbols 0..n name a candidate, n is a miss.
            Predictor::LastN(n) | Predictor::LastNStride(n) => 32 - (n as u32).leading_zeros(),
        }
    }

    /// Whether the predictor keeps a lookup table.
    pub fn has_table(self) -> bool {
        matches!(self, Predictor::Fcm(_) | Predictor::Dfcm(_))
    }

    fn key(self, ctx: &[u64]) -> u32 {
        match self {
            Predictor::Fcm(n) => hash_context(ctx[..n as usize].iter().copied()),
            Predictor::Dfcm(n) => hash_context((0..n as usize).map(|k| stride(ctx, k))),
            _ => 0,
        }
    }

    /// Compresses `value` given its context `ctx` (nearest first, at least
    /// `window()` values), updating `table`.
    pub fn compress<T: SwapTable>(self, table: &mut T, ctx: &[u64], value: u64) -> Encoded {
        let anchor = ctx[0];
        match self {
            Predictor::Fcm(_) => {
                let old = table.swap(self.key(ctx), value);
                if old == value {
                    Encoded {
                        symbol: 1,
                        payload: None,
                    }
                } else {
                    Encoded {
                        symbol: 0,
                        payload: Some(zigzag(old.wrapping_sub(anchor) as i64)),
                    }
                }
            }
            Predictor::Dfcm(_) => {
                let delta = value.wrapping_sub(anchor);
                let old = table.swap(self.key(ctx), delta);
                if old == delta {
                    Encoded {
                        symbol: 1,
                        payload: None,
                    }
                } else {
                    Encoded {
                        symbol: 0,
                        payload: Some(zigzag(old as i64)),
                    }
                }
            }
            Predictor::LastN(n) => match ctx[..n as usize].iter().position(|&c| c == value) {
                Some(k) => Encoded {
                    symbol: k as u32,
                    payload: None,
                },
                None => Encoded {
                    symbol: n as u32,
                    payload: Some(zigzag(value.wrapping_sub(anchor) as i64)),
                },
            },
            Predictor::LastNStride(n) => {
                let delta = value.wrapping_sub(anchor);
                match (0..n as usize).position(|k| stride(ctx, k) == delta) {
                    Some(k) => Encoded {
                        symbol: k as u32,
                        payload: None,
                    },
                    None => Encoded {
                        symbol: n as u32,
                        payload: Some(zigzag(delta as i64)),
                    },
                }
            }
        }
    }

    /// Whether `symbol` carries a payload.
    pub fn has_payload(self, symbol: u32) -> bool {
        match self {
            Predictor::Fcm(_) | Predictor::Dfcm(_) => symbol == 0,
            Predictor::LastN(n) | Predictor::LastNStride(n) => symbol == n as u32,
        }
    }

    /// Inverse of [`Predictor::compress`]: the value, with `table` restored
    /// to its state before compression. `None` if the symbol is invalid.
    pub fn decompress<T: SwapTable>(self, table: &mut T, ctx: &[u64], enc: Encoded) -> Option<u64> {
        let anchor = ctx[0];
        match self {
            Predictor::Fcm(_) => {
                let key = self.key(ctx);
                let value = table.lookup(key);
                if let Some(p) = enc.payload {
                    table.swap(key, anchor.wrapping_add(unzigzag(p) as u64));
                }
                Some(value)
            }
            Predictor::Dfcm(_) => {
                let key = self.key(ctx);
                let delta = table.lookup(key);
                if let Some(p) = enc.payload {
                    table.swap(key, unzigzag(p) as u64);
                }
                Some(anchor.wrapping_add(delta))
            }
            Predictor::LastN(n) => match enc.payload {
                Some(p) => Some(anchor.wrapping_add(unzigzag(p) as u64)),
                None => ctx[..n as usize].get(enc.symbol as usize).copied(),
            },
            Predictor::LastNStride(n) => match enc.payload {
                Some(p) => Some(anchor.wrapping_add(unzigzag(p) as u64)),
                None => {
                    let k = enc.symbol as usize;
                    (k < n as usize).then(|| anchor.wrapping_add(stride(ctx, k)))
                }
            },
        }
    }

    /// Stable numeric code (file format).
    pub fn code(self) -> u8 {
        let (kind, n) = match self {
            Predictor::Fcm(n) => (0, n),
            Predictor::Dfcm(n) => (1, n),
            Predictor::LastN(n) => (2, n),
            Predictor::LastNStride(n) => (3, n),
        };
        (kind << 4) | n
    }

    /// Inverse of [`Predictor::code`]; `None` for codes outside the candidates.
    pub fn from_code(code: u8) -> Option<Predictor> {
        CANDIDATES.iter().copied().find(|p| p.code() == code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn decompress_inverts_compress(
            values in proptest::collection::vec(0u64..6, 1..60),
            which in 0usize..CANDIDATES.len(),
        ) {
            // Compress a sequence value by value with a left context, then undo
            // the steps in reverse and check values and tables.
            let p = CANDIDATES[which];
            let w = p.window();
            let mut table = Table::default();
            let mut tables = Vec::new();
            let mut encs = Vec::new();
            let ctx_of = |j: usize| -> Vec<u64> {
                (1..=w).map(|d| if j >= d { values[j - d] } else { 0 }).collect()
            };
            for j in 0..values.len() {
                tables.push(table.clone());
                encs.push(p.compress(&mut table, &ctx_of(j), values[j]));
                prop_assert_eq!(p.has_payload(encs[j].symbol), encs[j].payload.is_some());
                prop_assert!(encs[j].symbol < (1 << p.symbol_bits()));
            }
            for j in (0..values.len()).rev() {
                prop_assert_eq!(p.decompress(&mut table, &ctx_of(j), encs[j]), Some(values[j]));
                prop_assert_eq!(&table, &tables[j]);
            }
        }
    }

    #[test]
    fn hits_where_each_predictor_should_hit() {
        let mut t = Table::default();
        // Stride 3: last-1 stride hits.
        let e = Predictor::LastNStride(1).compress(&mut t, &[6, 3], 9);
        assert_eq!(
            e,
            Encoded {
                symbol: 0,
                payload: None
            }
        );
        // Repeat of the second-nearest value: last-2 hits with symbol 1.
        let e = Predictor::LastN(2).compress(&mut t, &[5, 7], 7);
        assert_eq!(
            e,
            Encoded {
                symbol: 1,
                payload: None
            }
        );
        // FCM learns 4 → 8 after one miss.
        let mut t = Table::default();
        assert_eq!(Predictor::Fcm(1).compress(&mut t, &[4], 8).symbol, 0);
        assert_eq!(Predictor::Fcm(1).compress(&mut t, &[4], 8).symbol, 1);
        // DFCM learns "after stride 2 comes stride 5" independent of the base.
        let mut t = Table::default();
        assert_eq!(Predictor::Dfcm(1).compress(&mut t, &[12, 10], 17).symbol, 0);
        assert_eq!(
            Predictor::Dfcm(1).compress(&mut t, &[102, 100], 107).symbol,
            1
        );
    }

    #[test]
    fn codes_round_trip() {
        for p in CANDIDATES {
            assert_eq!(Predictor::from_code(p.code()), Some(p));
            assert!(p.window() <= MAX_WINDOW);
        }
        assert_eq!(Predictor::LastN(4).symbol_bits(), 3);
        assert_eq!(Predictor::LastN(1).symbol_bits(), 1);
    }
}
