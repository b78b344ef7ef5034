//! The shadow heap of WET construction: for every field and array element
//! the last instruction instance that stored to it, so that a load can be
//! linked to its store.
//!
//! Memory is what bounds it, so the layout is compact:
//!
//! * a store instance is one `u64`: the storing statement (thread, method,
//!   bytecode index), interned to a 24-bit id, and the 40-bit timestamp of
//!   its path instance. Statements or timestamps too large to pack (more
//!   than 2^24 − 2 storing statements, more than 2^40 path instances in a
//!   thread) go to a side map keyed by address instead: correct, only
//!   bigger;
//! * objects are indexed by their id (the trace numbers objects densely
//!   from 1); ids of 2^24 and more go to a map;
//! * per object, an array's elements are a dense vector indexed by element
//!   (8 bytes per element up to the highest one stored), an object's fields
//!   a short list (a map once it has more than [`FIELD_LIST`] fields, as
//!   the statics under object 0 do).
//!
//! An object's entries go when it dies (`ObjectDeath`), so the shadow heap
//! holds at most 8 bytes per field or element of the objects alive in the
//! traced program, plus a few dozen bytes per object id.

use ahash::AHashMap as HashMap;

use super::model::{MethodId, ThreadId};

/// Fields an object keeps in a list before they move to a map.
pub const FIELD_LIST: usize = 24;

/// Objects with an id below this are indexed directly.
const DENSE_IDS: u64 = 1 << 24;

const STMT_BITS: u32 = 24;
const TS_BITS: u32 = 64 - STMT_BITS;
/// A packed entry that lives in [`ShadowHeap::wide`].
const WIDE: u64 = u64::MAX;

/// A store instance: statement and path-instance timestamp.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Store {
    /// Thread of the store.
    pub thread: ThreadId,
    /// Method of the store.
    pub method: MethodId,
    /// Bytecode index of the store.
    pub bci: u32,
    /// Timestamp of its path instance.
    pub ts: u64,
}

#[derive(Default)]
enum Shadow {
    #[default]
    Empty,
    /// (field id, packed store), at most [`FIELD_LIST`], allocated to
    /// size (objects have few fields, and many objects).
    Fields(Box<[(u64, u64)]>),
    /// Elements by index; 0 = never stored.
    Elements(Vec<u64>),
    /// Anything else (many fields, fields and elements mixed).
    Map(Box<HashMap<(u64, bool), u64>>),
}

impl Shadow {
    fn get(&self, slot: u64, array: bool) -> u64 {
        match self {
            Shadow::Empty => 0,
            Shadow::Fields(v) if !array => {
                v.iter().find(|&&(f, _)| f == slot).map_or(0, |&(_, p)| p)
            }
            Shadow::Elements(v) if array => usize::try_from(slot)
                .ok()
                .and_then(|i| v.get(i))
                .copied()
                .unwrap_or(0),
            Shadow::Map(m) => m.get(&(slot, array)).copied().unwrap_or(0),
            _ => 0,
        }
    }

    fn set(&mut self, slot: u64, array: bool, packed: u64) {
        match self {
            Shadow::Empty if array && slot < DENSE_IDS => {
                let mut v = vec![0; slot as usize + 1];
                v[slot as usize] = packed;
                *self = Shadow::Elements(v);
            }
            Shadow::Empty if !array => *self = Shadow::Fields(Box::new([(slot, packed)])),
            Shadow::Fields(v) if !array => {
                if let Some(e) = v.iter_mut().find(|e| e.0 == slot) {
                    e.1 = packed;
                } else if v.len() < FIELD_LIST {
                    let mut grown = Vec::with_capacity(v.len() + 1);
                    grown.extend_from_slice(v);
                    grown.push((slot, packed));
                    *v = grown.into_boxed_slice();
                } else {
                    self.as_map().insert((slot, array), packed);
                }
            }
            Shadow::Elements(v) if array && slot < DENSE_IDS => {
                let i = slot as usize;
                if v.len() <= i {
                    v.resize(i + 1, 0);
                }
                v[i] = packed;
            }
            _ => {
                self.as_map().insert((slot, array), packed);
            }
        }
    }

    /// Turns the shadow into a map (keeping its entries) and returns it.
    fn as_map(&mut self) -> &mut HashMap<(u64, bool), u64> {
        if !matches!(self, Shadow::Map(_)) {
            let mut m = HashMap::new();
            match std::mem::take(self) {
                Shadow::Fields(v) => m.extend(v.iter().map(|&(f, p)| ((f, false), p))),
                Shadow::Elements(v) => m.extend(
                    v.into_iter()
                        .enumerate()
                        .filter(|&(_, p)| p != 0)
                        .map(|(i, p)| ((i as u64, true), p)),
                ),
                _ => {}
            }
            *self = Shadow::Map(Box::new(m));
        }
        match self {
            Shadow::Map(m) => m,
            _ => unreachable!("just made a map"),
        }
    }

    fn held_bytes(&self) -> u64 {
        match self {
            Shadow::Empty => 0,
            Shadow::Fields(v) => 16 * v.len() as u64,
            Shadow::Elements(v) => 8 * v.capacity() as u64,
            Shadow::Map(m) => 32 * m.capacity() as u64,
        }
    }
}

/// Last store per field and array element (see the module documentation).
#[derive(Default)]
pub struct ShadowHeap {
    dense: Vec<Shadow>,
    sparse: HashMap<u64, Shadow>,
    stmt_ids: HashMap<(ThreadId, MethodId, u32), u32>,
    stmts: Vec<(ThreadId, MethodId, u32)>,
    /// Stores that do not pack, by (object, slot, array).
    wide: HashMap<(u64, u64, bool), (u32, u64)>,
}

impl ShadowHeap {
    /// An empty shadow heap.
    pub fn new() -> ShadowHeap {
        ShadowHeap::default()
    }

    fn shadow(&self, object: u64) -> Option<&Shadow> {
        if object < DENSE_IDS {
            self.dense.get(object as usize)
        } else {
            self.sparse.get(&object)
        }
    }

    fn shadow_mut(&mut self, object: u64) -> &mut Shadow {
        if object < DENSE_IDS {
            let i = object as usize;
            if self.dense.len() <= i {
                self.dense.resize_with(i + 1, Shadow::default);
            }
            &mut self.dense[i]
        } else {
            self.sparse.entry(object).or_default()
        }
    }

    /// Records `store` as the last store to `(object, slot)`.
    pub fn store(&mut self, object: u64, slot: u64, array: bool, store: Store) {
        let key = (store.thread, store.method, store.bci);
        let next = self.stmts.len() as u32 + 1;
        let stmt = *self.stmt_ids.entry(key).or_insert_with(|| {
            self.stmts.push(key);
            next
        });
        let packed = if (stmt as u64) < (1 << STMT_BITS) - 1 && store.ts < (1 << TS_BITS) {
            (store.ts << STMT_BITS) | stmt as u64
        } else {
            self.wide.insert((object, slot, array), (stmt, store.ts));
            WIDE
        };
        if packed != WIDE
            && !self.wide.is_empty()
            && self.shadow(object).map_or(0, |s| s.get(slot, array)) == WIDE
        {
            self.wide.remove(&(object, slot, array));
        }
        self.shadow_mut(object).set(slot, array, packed);
    }

    /// The last store to `(object, slot)`, if any.
    pub fn load(&self, object: u64, slot: u64, array: bool) -> Option<Store> {
        let packed = self.shadow(object)?.get(slot, array);
        let (stmt, ts) = match packed {
            0 => return None,
            WIDE => *self.wide.get(&(object, slot, array))?,
            p => ((p & ((1 << STMT_BITS) - 1)) as u32, p >> STMT_BITS),
        };
        let (thread, method, bci) = self.stmts[stmt as usize - 1];
        Some(Store {
            thread,
            method,
            bci,
            ts,
        })
    }

    /// Forgets every store to `object` (it died).
    pub fn drop_object(&mut self, object: u64) {
        let old = if object < DENSE_IDS {
            self.dense
                .get_mut(object as usize)
                .map(std::mem::take)
                .unwrap_or_default()
        } else {
            self.sparse.remove(&object).unwrap_or_default()
        };
        if !self.wide.is_empty() && !matches!(old, Shadow::Empty) {
            self.wide.retain(|&(o, _, _), _| o != object);
        }
    }

    /// Approximate bytes held (entries and tables, not allocator
    /// overhead).
    pub fn held_bytes(&self) -> u64 {
        let per_object = std::mem::size_of::<Shadow>() as u64;
        per_object * self.dense.capacity() as u64
            + self.dense.iter().map(Shadow::held_bytes).sum::<u64>()
            + self
                .sparse
                .values()
                .map(|s| per_object + 8 + s.held_bytes())
                .sum::<u64>()
            + 32 * self.stmts.capacity() as u64
            + 40 * self.wide.capacity() as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn st(bci: u32, ts: u64) -> Store {
        Store {
            thread: 1,
            method: 7,
            bci,
            ts,
        }
    }

    #[test]
    fn loads_see_the_last_store_of_every_kind_of_slot() {
        let mut h = ShadowHeap::new();
        assert_eq!(h.load(5, 1, false), None);
        h.store(5, 1, false, st(3, 10));
        h.store(5, 1, false, st(4, 11));
        h.store(6, 9, true, st(5, 12));
        h.store(1 << 40, 2, true, st(6, 13));
        h.store(0, 77, false, st(8, 1 << 41)); // does not pack
        assert_eq!(h.load(5, 1, false), Some(st(4, 11)));
        assert_eq!(h.load(6, 9, true), Some(st(5, 12)));
        assert_eq!(h.load(6, 8, true), None);
        assert_eq!(h.load(6, 9, false), None);
        assert_eq!(h.load(1 << 40, 2, true), Some(st(6, 13)));
        assert_eq!(h.load(0, 77, false), Some(st(8, 1 << 41)));
        h.store(0, 77, false, st(9, 2));
        assert_eq!(h.load(0, 77, false), Some(st(9, 2)));
        assert!(h.wide.is_empty());
        // Many fields, then mixed with elements: a map keeps them all.
        for f in 0..100 {
            h.store(0, f, false, st(f as u32, f));
        }
        h.store(0, 3, true, st(1000, 5));
        for f in 0..100 {
            assert_eq!(h.load(0, f, false), Some(st(f as u32, f)));
        }
        assert_eq!(h.load(0, 3, true), Some(st(1000, 5)));
        h.drop_object(5);
        h.drop_object(1 << 40);
        assert_eq!(h.load(5, 1, false), None);
        assert_eq!(h.load(1 << 40, 2, true), None);
        assert_eq!(h.load(6, 9, true), Some(st(5, 12)));
    }
}
