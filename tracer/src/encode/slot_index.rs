//! The encoder's integer-keyed indexes: value -> slot of a `cache=N`
//! ([`SlotIndex`]) and value -> id of an `identifier` for keys too large
//! for its direct table ([`IdIndex`]). Open addressing with linear probing,
//! at most half full (a cache's index up to 2 MiB at most an eighth
//! full), each entry a key with its value (16 bytes), so that
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
    /// (key, slot + 1) pairs, at least twice `n` long once allocated (on
    /// the first insertion)
    t: Table,
    /// slots of the cache
    n: usize,
}

/// An entry of [`SlotIndex`] and [`IdIndex`]: a key and its slot or id
/// plus one (0: empty). Key and value share the entry, so a hit at the
/// key's home position is one load of one cache line.
#[derive(Debug, Clone, Copy, Default)]
struct Entry {
    key: u64,
    val1: u32,
}

/// The table of every index that has not been written: two empty entries
/// (a shift of 63 maps every key to one of them). Shared and read-only, so
/// that a fresh index costs no allocation (encoder state is rebuilt at
/// every block boundary) and a look-up needs no test for a missing table.
static EMPTY: [Entry; 2] = [Entry { key: 0, val1: 0 }; 2];

/// An open-addressing table of [`Entry`]s, a power of two long, probed
/// linearly from a multiplicative hash's top bits.
///
/// Reads and writes go through the one raw pointer `ptr` (an allocated
/// table's comes from `Box::into_raw` and is freed on drop): a `Box` kept
/// beside it would be retagged by every write through it, which invalidates
/// the raw pointer that reads use (undefined behaviour under Stacked
/// Borrows; `cargo +nightly miri test -p tracer` checks it).
#[derive(Debug)]
struct Table {
    /// the entries: `EMPTY`'s (read only) or the table's own allocation
    ptr: *mut Entry,
    /// length - 1
    mask: usize,
    /// 64 - log2(length)
    shift: u32,
    /// true when `ptr` is the table's own allocation of `mask + 1` entries
    own: bool,
}

// SAFETY: `ptr` points either to the immutable static `EMPTY` (never
// written: only allocated tables are) or to an allocation the table owns
// alone; entries are only written through `&mut self`.
unsafe impl Send for Table {}
// SAFETY: as above; `&Table` only reads.
unsafe impl Sync for Table {}

impl Drop for Table {
    fn drop(&mut self) {
        if self.own {
            let entries = std::ptr::slice_from_raw_parts_mut(self.ptr, self.mask + 1);
            // SAFETY: an owned `ptr` came from `Box::into_raw` of a boxed
            // slice of `mask + 1` entries and is freed only here.
            drop(unsafe { Box::from_raw(entries) });
        }
    }
}

impl Table {
    /// The shared empty table (no allocation).
    fn empty() -> Table {
        Table {
            ptr: EMPTY.as_ptr().cast_mut(),
            mask: EMPTY.len() - 1,
            shift: 64 - EMPTY.len().trailing_zeros(),
            own: false,
        }
    }

    /// An allocated table of `n` (a power of two >= 2) empty entries.
    fn with_len(n: usize) -> Table {
        debug_assert!(n.is_power_of_two() && n >= 2);
        let own = vec![Entry::default(); n].into_boxed_slice();
        Table {
            ptr: Box::into_raw(own).cast::<Entry>(),
            mask: n - 1,
            shift: 64 - n.trailing_zeros(),
            own: true,
        }
    }

    #[inline(always)]
    fn allocated(&self) -> bool {
        self.own
    }

    /// The number of entries of an allocated table (0 for the empty one).
    fn len(&self) -> usize {
        if self.own {
            self.mask + 1
        } else {
            0
        }
    }

    /// The entries of the table (none for the empty one).
    fn entries(&self) -> &[Entry] {
        // SAFETY: an allocated table's `ptr` points to `len()` entries,
        // borrowed here for as long as `self` is.
        unsafe { std::slice::from_raw_parts(self.ptr, self.len()) }
    }

    #[inline(always)]
    fn home(&self, k: u64) -> usize {
        (k.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    /// The value of `k`, if it is in the table.
    #[inline(always)]
    fn get(&self, k: u64) -> Option<u32> {
        let mut i = self.home(k);
        loop {
            debug_assert!(i <= self.mask);
            // SAFETY: `ptr` points to `mask + 1` entries (`EMPTY` or
            // `own`); `home` is below that (the top log2(mask + 1) bits of
            // a hash), and so is every `i & mask`.
            let e = unsafe { *self.ptr.add(i) };
            if e.key == k && e.val1 != 0 {
                return Some(e.val1 - 1);
            }
            if e.val1 == 0 {
                return None;
            }
            i = (i + 1) & self.mask;
        }
    }

    /// The entry at `i` (`i <= mask`) of an allocated table.
    #[inline(always)]
    fn at(&mut self, i: usize) -> &mut Entry {
        debug_assert!(self.allocated() && i <= self.mask);
        // SAFETY: an allocated table's `ptr` points to `mask + 1` entries it
        // owns, and callers pass positions masked by `mask` (or `home`'s,
        // below it); `&mut self` makes the borrow exclusive.
        unsafe { &mut *self.ptr.add(i) }
    }

    /// Put `(k, val1)` in the first empty entry of `k`'s probe run (the
    /// table must be allocated and have an empty entry).
    fn put(&mut self, k: u64, val1: u32) {
        debug_assert!(self.allocated());
        let mut i = self.home(k);
        while self.at(i).val1 != 0 {
            i = (i + 1) & self.mask;
        }
        *self.at(i) = Entry { key: k, val1 };
    }
}

/// Most entries of a [`SlotIndex`]'s table made at most an eighth full
/// (2 MiB of entries); a larger cache's table is at most half full.
const SPARSE_ENTRIES: usize = 1 << 17;

/// The table length of a [`SlotIndex`] of `n` slots: at most an eighth
/// full (a hit takes ~1.1 probes, a miss, a removal's backward shift and
/// an insertion stop at an empty entry sooner; a quarter full gave half
/// the gain, a sixteenth no more) up to [`SPARSE_ENTRIES`] (a cache of
/// 16,384 slots; 4,096 slots take 512 KiB), at most half full past it.
fn slot_table_len(n: usize) -> usize {
    let sparse = (8 * n).next_power_of_two().max(16);
    if sparse <= SPARSE_ENTRIES {
        sparse
    } else {
        (2 * n).next_power_of_two()
    }
}

impl SlotIndex {
    /// An empty index for slots `0..n` (`n < 2^31`); its table is
    /// allocated on the first insertion.
    pub fn new(n: usize) -> SlotIndex {
        SlotIndex {
            t: Table::empty(),
            n,
        }
    }

    /// The slot holding `k`, if any: one multiplicative hash and, at most
    /// an eighth (half) full, about 1.1 (1.5) probes of one load each for a hit. Exact (no
    /// false hits, no misses for indexed keys), so the encoders' fast
    /// paths use it directly.
    #[inline(always)]
    pub fn get(&self, k: u64) -> Option<u32> {
        self.t.get(k)
    }

    /// Index `k` at `slot` (`k` must not be indexed, `slot` must be below
    /// the `n` of [`new`](Self::new) and hold no other indexed key: remove
    /// it first).
    pub fn insert(&mut self, k: u64, slot: u32) {
        debug_assert!(self.get(k).is_none() && (slot as usize) < self.n);
        if !self.t.allocated() {
            self.t = Table::with_len(slot_table_len(self.n));
        }
        self.t.put(k, slot + 1);
    }

    /// Remove `k` if it is indexed; the entries after it in its probe run
    /// move back so that every key stays reachable from its home position.
    pub fn remove(&mut self, k: u64) {
        if !self.t.allocated() {
            return;
        }
        let t = &mut self.t;
        let mask = t.mask;
        let mut hole = t.home(k);
        loop {
            let e = *t.at(hole);
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
            let e = *t.at(j);
            if e.val1 == 0 {
                break;
            }
            let h = t.home(e.key);
            // The entry at `j` may fill the hole unless its home lies
            // cyclically in (hole, j].
            if (j.wrapping_sub(h) & mask) >= (j.wrapping_sub(hole) & mask) {
                *t.at(hole) = e;
                hole = j;
            }
        }
        *t.at(hole) = Entry::default();
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
    /// (key, id + 1) pairs (allocated on the first insertion)
    t: Table,
    /// entries in use
    len: usize,
}

/// Entries of an [`IdIndex`]'s first table.
const ID_INDEX_START: usize = 1024;

impl Default for IdIndex {
    fn default() -> Self {
        IdIndex::new()
    }
}

impl IdIndex {
    /// An empty index (no allocation).
    pub fn new() -> IdIndex {
        IdIndex {
            t: Table::empty(),
            len: 0,
        }
    }

    /// The id of `k`, if it is indexed.
    #[inline(always)]
    pub fn get(&self, k: u64) -> Option<u32> {
        self.t.get(k)
    }

    /// Index `k` (not indexed yet) with id `id` (`< u32::MAX`).
    pub fn insert(&mut self, k: u64, id: u32) {
        debug_assert!(self.get(k).is_none() && id < u32::MAX);
        if !self.t.allocated() {
            self.t = Table::with_len(ID_INDEX_START);
        } else if 2 * (self.len + 1) > self.t.len() {
            let mut bigger = Table::with_len(2 * self.t.len());
            for e in self.t.entries().iter().filter(|e| e.val1 != 0) {
                bigger.put(e.key, e.val1);
            }
            self.t = bigger;
        }
        self.t.put(k, id + 1);
        self.len += 1;
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
