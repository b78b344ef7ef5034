//! The encoder's integer-keyed indexes: value -> slot of a `cache=N`
//! ([`SlotIndex`]) and value -> id of an `identifier` for keys too large
//! for its direct table ([`IdIndex`]). Open addressing with linear probing,
//! at most half full, each entry a key with its value (16 bytes), so that
//! a hit at the key's home position is one multiplicative hash and one
//! load, as cheap as the direct-mapped memo these indexes replaced, and
//! exact: the generated encoders' fast paths probe them directly, and a
//! value found nowhere is new.
//!
//! A cache's removal shifts the following entries back instead of leaving
//! tombstones, so probe sequences stay short however many values pass
//! through the cache. (A 65,536-slot cache: 2 MiB of index.)

/// An index from 64-bit keys to the slots `0..n` of a cache.
#[derive(Debug)]
pub struct SlotIndex {
    /// (key, slot + 1) pairs; slot + 1 == 0 marks an empty entry; a power
    /// of two long, at least twice `n`
    table: Box<[Entry]>,
    /// 64 - log2(table length)
    shift: u32,
}

/// An entry of [`SlotIndex`] and [`IdIndex`]: a key and its slot or id
/// plus one (0: empty). Key and value share the entry, so a hit at the
/// key's home position is one load of one cache line.
#[derive(Debug, Clone, Copy, Default)]
struct Entry {
    key: u64,
    val1: u32,
}

/// The value of `k` in an open-addressing table of [`Entry`]s probed
/// linearly from `home`, if it is there.
#[inline(always)]
fn probe(table: &[Entry], mut i: usize, k: u64) -> Option<u32> {
    let mask = table.len() - 1;
    loop {
        debug_assert!(i < table.len());
        // SAFETY: callers pass a home position below the table length
        // (the top log2(len) bits of a hash), and every `i & mask` is.
        let e = unsafe { *table.get_unchecked(i) };
        if e.key == k && e.val1 != 0 {
            return Some(e.val1 - 1);
        }
        if e.val1 == 0 {
            return None;
        }
        i = (i + 1) & mask;
    }
}

/// The multiplicative hash's home position in a table of 2^(64 - shift).
#[inline(always)]
fn home(k: u64, shift: u32) -> usize {
    (k.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> shift) as usize
}

impl SlotIndex {
    /// An empty index for slots `0..n` (`n < 2^31`).
    pub fn new(n: usize) -> SlotIndex {
        let len = (2 * n).next_power_of_two().max(16);
        SlotIndex {
            table: vec![Entry::default(); len].into_boxed_slice(),
            shift: 64 - len.trailing_zeros(),
        }
    }

    #[inline(always)]
    fn mask(&self) -> usize {
        self.table.len() - 1
    }

    /// The slot holding `k`, if any: one multiplicative hash and, at most
    /// half full, about 1.5 probes of one load each for a hit. Exact (no
    /// false hits, no misses for indexed keys), so the encoders' fast
    /// paths use it directly.
    #[inline(always)]
    pub fn get(&self, k: u64) -> Option<u32> {
        probe(&self.table, home(k, self.shift), k)
    }

    /// Index `k` at `slot` (`k` must not be indexed, and `slot` must hold
    /// no other indexed key: remove it first).
    pub fn insert(&mut self, k: u64, slot: u32) {
        debug_assert!(self.get(k).is_none() && slot < u32::MAX);
        let mut i = home(k, self.shift);
        while self.table[i].val1 != 0 {
            i = (i + 1) & self.mask();
        }
        self.table[i] = Entry {
            key: k,
            val1: slot + 1,
        };
    }

    /// Remove `k` if it is indexed; the entries after it in its probe run
    /// move back so that every key stays reachable from its home position.
    pub fn remove(&mut self, k: u64) {
        let mask = self.mask();
        let mut hole = home(k, self.shift);
        loop {
            let e = self.table[hole];
            if e.val1 == 0 {
                return;
            }
            if e.key == k {
                break;
            }
            hole = (hole + 1) & mask;
        }
        let mut j = hole;
        loop {
            j = (j + 1) & mask;
            let e = self.table[j];
            if e.val1 == 0 {
                break;
            }
            let h = home(e.key, self.shift);
            // The entry at `j` may fill the hole unless its home lies
            // cyclically in (hole, j].
            if (j.wrapping_sub(h) & mask) >= (j.wrapping_sub(hole) & mask) {
                self.table[hole] = e;
                hole = j;
            }
        }
        self.table[hole] = Entry::default();
    }
}

/// An identifier table's index from 64-bit keys to ids, for keys too
/// large for its direct table: open addressing with linear probing, kept
/// at most half full (it doubles), 16 bytes an entry. Keys are never
/// removed (an identifier keeps every id of its block). A look-up costs
/// what a [`SlotIndex`] look-up does; exact, so the encoders' fast paths
/// use it directly.
#[derive(Debug)]
pub struct IdIndex {
    /// (key, id + 1) pairs; id + 1 == 0 marks an empty entry; a power of
    /// two long
    table: Box<[Entry]>,
    /// entries in use
    len: usize,
    /// 64 - log2(table length)
    shift: u32,
}

/// Entries of a new [`IdIndex`].
const ID_INDEX_START: usize = 1024;

impl Default for IdIndex {
    fn default() -> Self {
        IdIndex::new()
    }
}

impl IdIndex {
    /// An empty index.
    pub fn new() -> IdIndex {
        IdIndex::with_len(ID_INDEX_START)
    }

    fn with_len(n: usize) -> IdIndex {
        debug_assert!(n.is_power_of_two());
        IdIndex {
            table: vec![Entry::default(); n].into_boxed_slice(),
            len: 0,
            shift: 64 - n.trailing_zeros(),
        }
    }

    /// The id of `k`, if it is indexed.
    #[inline(always)]
    pub fn get(&self, k: u64) -> Option<u32> {
        probe(&self.table, home(k, self.shift), k)
    }

    /// Index `k` (not indexed yet) with id `id` (`< u32::MAX`).
    pub fn insert(&mut self, k: u64, id: u32) {
        debug_assert!(self.get(k).is_none() && id < u32::MAX);
        if 2 * (self.len + 1) > self.table.len() {
            let mut bigger = IdIndex::with_len(2 * self.table.len());
            for e in self.table.iter().filter(|e| e.val1 != 0) {
                bigger.put(e.key, e.val1);
            }
            bigger.len = self.len;
            *self = bigger;
        }
        self.put(k, id + 1);
        self.len += 1;
    }

    fn put(&mut self, k: u64, val1: u32) {
        let mask = self.table.len() - 1;
        let mut i = home(k, self.shift);
        while self.table[i].val1 != 0 {
            i = (i + 1) & mask;
        }
        self.table[i] = Entry { key: k, val1 };
    }
}

#[cfg(test)]
mod tests {
    use super::{IdIndex, SlotIndex};
    use std::collections::HashMap;

    /// Against a `HashMap` model, as a cache uses it: round-robin slot
    /// replacement with keys that collide and wrap around the table.
    #[test]
    fn matches_a_hash_map_under_round_robin_replacement() {
        for n in [1usize, 3, 8, 100, 1000] {
            let mut ix = SlotIndex::new(n);
            let mut model: HashMap<u64, u32> = HashMap::new();
            let mut slots: Vec<Option<u64>> = vec![None; n];
            let mut next = 0usize;
            let mut rng = 0x2545_F491_4F6C_DD1Du64;
            for step in 0..20_000u64 {
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                // few distinct keys (many hits), some sharing home positions
                let k = match step % 3 {
                    0 => rng % (2 * n as u64 + 5),
                    1 => (rng % 64) << 40,
                    _ => rng,
                };
                assert_eq!(ix.get(k), model.get(&k).copied(), "n={n} step={step}");
                if model.contains_key(&k) {
                    continue;
                }
                if let Some(old) = slots[next].take() {
                    ix.remove(old);
                    model.remove(&old);
                }
                ix.insert(k, next as u32);
                model.insert(k, next as u32);
                slots[next] = Some(k);
                next = (next + 1) % n;
                if step % 997 == 0 {
                    for (&mk, &ms) in &model {
                        assert_eq!(ix.get(mk), Some(ms));
                    }
                }
            }
            for (&mk, &ms) in &model {
                assert_eq!(ix.get(mk), Some(ms));
            }
        }
    }

    #[test]
    fn removing_an_absent_key_changes_nothing() {
        let mut ix = SlotIndex::new(4);
        ix.insert(7, 0);
        ix.remove(8);
        assert_eq!(ix.get(7), Some(0));
        assert_eq!(ix.get(8), None);
    }

    /// Against a `HashMap` model: keys that share home positions, wrap
    /// around the table and make it grow.
    #[test]
    fn id_index_matches_a_hash_map() {
        let mut ix = IdIndex::new();
        let mut model: HashMap<u64, u32> = HashMap::new();
        let mut rng = 0x9E37_79B9_7F4A_7C15u64;
        for step in 0..30_000u64 {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            let k = match step % 3 {
                0 => rng % 5000,
                1 => (rng % 4096) << 52,
                _ => rng,
            };
            assert_eq!(ix.get(k), model.get(&k).copied(), "step={step}");
            if !model.contains_key(&k) {
                let id = model.len() as u32;
                ix.insert(k, id);
                model.insert(k, id);
            }
        }
        for (&k, &id) in &model {
            assert_eq!(ix.get(k), Some(id));
        }
        assert_eq!(ix.get(u64::MAX - 1), model.get(&(u64::MAX - 1)).copied());
    }
}
