//! The encoder's value -> slot index of a `cache=N` with integer keys: an
//! open-addressing table (linear probing, at most half full) of slot
//! numbers, the keys kept by slot in a parallel array.
//!
//! It replaces a general hash map for the common case (object addresses):
//! 4 bytes per table entry and 8 per slot (a 65,536-slot cache: 1 MiB, a
//! third of the hash map's footprint), one multiplicative hash, and a
//! removal that shifts the following entries back instead of leaving
//! tombstones, so probe sequences stay short however many values pass
//! through the cache.

/// An index from 64-bit keys to the slots `0..n` of a cache.
#[derive(Debug)]
pub struct SlotIndex {
    /// slot + 1 at a key's position (0: empty); a power of two long
    table: Box<[u32]>,
    /// the key held by each slot (meaningful only for slots in `table`)
    keys: Box<[u64]>,
    /// 64 - log2(table length)
    shift: u32,
}

impl SlotIndex {
    /// An empty index for slots `0..n` (`n < 2^31`).
    pub fn new(n: usize) -> SlotIndex {
        let len = (2 * n).next_power_of_two().max(16);
        SlotIndex {
            table: vec![0; len].into_boxed_slice(),
            keys: vec![0; n].into_boxed_slice(),
            shift: 64 - len.trailing_zeros(),
        }
    }

    #[inline(always)]
    fn home(&self, k: u64) -> usize {
        (k.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    #[inline(always)]
    fn mask(&self) -> usize {
        self.table.len() - 1
    }

    /// The table position holding `k`, if it is indexed.
    #[inline]
    fn position(&self, k: u64) -> Option<usize> {
        let mut i = self.home(k);
        loop {
            let e = self.table[i];
            if e == 0 {
                return None;
            }
            if self.keys[(e - 1) as usize] == k {
                return Some(i);
            }
            i = (i + 1) & self.mask();
        }
    }

    /// The slot holding `k`, if any.
    #[inline]
    pub fn get(&self, k: u64) -> Option<u32> {
        self.position(k).map(|i| self.table[i] - 1)
    }

    /// Index `k` at `slot` (`k` must not be indexed, and `slot` must hold
    /// no other indexed key: remove it first).
    pub fn insert(&mut self, k: u64, slot: u32) {
        self.keys[slot as usize] = k;
        let mut i = self.home(k);
        while self.table[i] != 0 {
            i = (i + 1) & self.mask();
        }
        self.table[i] = slot + 1;
    }

    /// Remove `k` if it is indexed; the entries after it in its probe run
    /// move back so that every key stays reachable from its home position.
    pub fn remove(&mut self, k: u64) {
        let Some(mut hole) = self.position(k) else {
            return;
        };
        let mask = self.mask();
        let mut j = hole;
        loop {
            j = (j + 1) & mask;
            let e = self.table[j];
            if e == 0 {
                break;
            }
            let h = self.home(self.keys[(e - 1) as usize]);
            // The entry at `j` may fill the hole unless its home lies
            // cyclically in (hole, j].
            if (j.wrapping_sub(h) & mask) >= (j.wrapping_sub(hole) & mask) {
                self.table[hole] = e;
                hole = j;
            }
        }
        self.table[hole] = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::SlotIndex;
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
}
