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
//!   from 1) in a table of one `u64` per id; ids of 2^24 and more go to a
//!   map;
//! * an object's fields follow its *shape*: the list of the fields stored
//!   to it so far, in order of their first store (as hidden classes do).
//!   Objects of one shape keep their stores in one slab, `n` entries per
//!   object for a shape of `n` fields, so an object costs its table entry
//!   plus 8 bytes per field stored, with no per-object allocation. Storing
//!   a new field moves the object to the next shape's slab; freed slab
//!   slots are reused by the next object of that shape;
//! * an array's elements are a dense vector indexed by element (8 bytes per
//!   element up to the highest one stored); an object with more than
//!   [`FIELD_LIST`] fields (the statics under object 0) or with both
//!   fields and elements, a map.
//!
//! An object's entries go when it dies (`ObjectDeath`), so the shadow heap
//! holds at most 8 bytes per field or element of the objects alive in the
//! traced program, plus 8 bytes per object id.

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

/// Elements or many fields of one object.
#[derive(Default)]
enum Shadow {
    /// A free entry of [`ShadowHeap::others`].
    #[default]
    Empty,
    /// Elements by index; 0 = never stored.
    Elements(Vec<u64>),
    /// Anything else (many fields, fields and elements mixed).
    Map(Box<HashMap<(u64, bool), u64>>),
}

impl Shadow {
    fn get(&self, slot: u64, array: bool) -> u64 {
        match self {
            Shadow::Empty => 0,
            Shadow::Elements(v) if array => usize::try_from(slot)
                .ok()
                .and_then(|i| v.get(i))
                .copied()
                .unwrap_or(0),
            Shadow::Map(m) => m.get(&(slot, array)).copied().unwrap_or(0),
            _ => 0,
        }
    }

    fn held_bytes(&self) -> u64 {
        match self {
            Shadow::Empty => 0,
            Shadow::Elements(v) => 8 * v.capacity() as u64,
            Shadow::Map(m) => 32 * m.capacity() as u64,
        }
    }
}

/// Fields stored to an object so far, in order of first store, and the
/// stores of every object of this shape.
#[derive(Default)]
struct Shape {
    fields: Box<[u64]>,
    /// `fields.len()` packed stores per object slot.
    slab: Vec<u64>,
    /// Slots of `slab` no object uses.
    free: Vec<u32>,
}

impl Shape {
    fn alloc(&mut self) -> u32 {
        if let Some(slot) = self.free.pop() {
            return slot;
        }
        let n = self.fields.len();
        let slot = self.slab.len() / n;
        grow(&mut self.slab, n);
        self.slab.resize(self.slab.len() + n, 0);
        slot as u32
    }

    fn values(&self, slot: u32) -> &[u64] {
        let n = self.fields.len();
        &self.slab[slot as usize * n..(slot as usize + 1) * n]
    }
}

/// Makes room for `more` elements, growing by a quarter (the slabs and the
/// object table are most of the shadow heap).
fn grow<T>(v: &mut Vec<T>, more: usize) {
    if v.capacity() - v.len() < more {
        v.reserve_exact(more + v.capacity() / 4 + 8);
    }
}

/// An object's table entry: 0 = nothing stored; with [`SHAPED`] set,
/// shape id (bits 32..63) and slab slot (bits 0..32); else an index + 1
/// into [`ShadowHeap::others`].
const SHAPED: u64 = 1 << 63;

/// Last store per field and array element (see the module documentation).
#[derive(Default)]
pub struct ShadowHeap {
    dense: Vec<u64>,
    sparse: HashMap<u64, u64>,
    /// Shapes; shape 0 has no field and no object.
    shapes: Vec<Shape>,
    /// Shape after storing a new field: (shape, field) → shape.
    transitions: HashMap<(u32, u64), u32>,
    /// Elements and maps, with the free entries of `others`.
    others: Vec<Shadow>,
    free_others: Vec<u32>,
    stmt_ids: HashMap<(ThreadId, MethodId, u32), u32>,
    stmts: Vec<(ThreadId, MethodId, u32)>,
    /// Stores that do not pack, by (object, slot, array).
    wide: HashMap<(u64, u64, bool), (u32, u64)>,
}

impl ShadowHeap {
    /// An empty shadow heap.
    pub fn new() -> ShadowHeap {
        ShadowHeap {
            shapes: vec![Shape::default()],
            ..ShadowHeap::default()
        }
    }

    fn entry(&self, object: u64) -> u64 {
        if object < DENSE_IDS {
            self.dense.get(object as usize).copied().unwrap_or(0)
        } else {
            self.sparse.get(&object).copied().unwrap_or(0)
        }
    }

    fn set_entry(&mut self, object: u64, entry: u64) {
        if object < DENSE_IDS {
            let i = object as usize;
            if self.dense.len() <= i {
                let more = i + 1 - self.dense.len();
                grow(&mut self.dense, more);
                self.dense.resize(i + 1, 0);
            }
            self.dense[i] = entry;
        } else if entry == 0 {
            self.sparse.remove(&object);
        } else {
            self.sparse.insert(object, entry);
        }
    }

    fn get(&self, object: u64, slot: u64, array: bool) -> u64 {
        let e = self.entry(object);
        if e == 0 {
            0
        } else if e & SHAPED != 0 {
            if array {
                return 0;
            }
            let shape = &self.shapes[((e & !SHAPED) >> 32) as usize];
            match shape.fields.iter().position(|&f| f == slot) {
                Some(i) => shape.values(e as u32)[i],
                None => 0,
            }
        } else {
            self.others[e as usize - 1].get(slot, array)
        }
    }

    fn new_other(&mut self, shadow: Shadow) -> u64 {
        match self.free_others.pop() {
            Some(i) => {
                self.others[i as usize] = shadow;
                i as u64 + 1
            }
            None => {
                self.others.push(shadow);
                self.others.len() as u64
            }
        }
    }

    /// The shape after `shape` gains `field`.
    fn transition(&mut self, shape: u32, field: u64) -> u32 {
        if let Some(&next) = self.transitions.get(&(shape, field)) {
            return next;
        }
        let mut fields = self.shapes[shape as usize].fields.to_vec();
        fields.push(field);
        let next = self.shapes.len() as u32;
        self.shapes.push(Shape {
            fields: fields.into_boxed_slice(),
            ..Shape::default()
        });
        self.transitions.insert((shape, field), next);
        next
    }

    fn set(&mut self, object: u64, slot: u64, array: bool, packed: u64) {
        let e = self.entry(object);
        if e & SHAPED != 0 || (e == 0 && !array) {
            let (shape, at) = if e == 0 {
                (0, 0)
            } else {
                (((e & !SHAPED) >> 32) as u32, e as u32)
            };
            let fields = &self.shapes[shape as usize].fields;
            let pos = fields.iter().position(|&f| f == slot);
            if let (Some(i), false) = (pos, array) {
                let n = fields.len();
                self.shapes[shape as usize].slab[at as usize * n + i] = packed;
                return;
            }
            if !array && fields.len() < FIELD_LIST {
                // A new field: the object moves to the next shape.
                let next = self.transition(shape, slot);
                let to = self.shapes[next as usize].alloc();
                let n = self.shapes[shape as usize].fields.len();
                let mut moved = [0u64; FIELD_LIST];
                if e != 0 {
                    moved[..n].copy_from_slice(self.shapes[shape as usize].values(at));
                    self.shapes[shape as usize].free.push(at);
                }
                moved[n] = packed;
                let dst = &mut self.shapes[next as usize];
                dst.slab[to as usize * (n + 1)..(to as usize + 1) * (n + 1)]
                    .copy_from_slice(&moved[..n + 1]);
                self.set_entry(object, SHAPED | (next as u64) << 32 | to as u64);
                return;
            }
            // Too many fields, or fields and elements: a map.
            let mut m = HashMap::new();
            if e != 0 {
                let s = &mut self.shapes[shape as usize];
                m.extend(
                    s.fields
                        .iter()
                        .zip(s.values(at))
                        .map(|(&f, &p)| ((f, false), p)),
                );
                s.free.push(at);
            }
            m.insert((slot, array), packed);
            let i = self.new_other(Shadow::Map(Box::new(m)));
            self.set_entry(object, i);
            return;
        }
        if e == 0 {
            // array: a dense vector, or a map for a huge index.
            let shadow = if slot < DENSE_IDS {
                let mut v = vec![0; slot as usize + 1];
                v[slot as usize] = packed;
                Shadow::Elements(v)
            } else {
                Shadow::Map(Box::new([((slot, array), packed)].into_iter().collect()))
            };
            let i = self.new_other(shadow);
            self.set_entry(object, i);
            return;
        }
        let other = &mut self.others[e as usize - 1];
        match other {
            Shadow::Elements(v) if array && slot < DENSE_IDS => {
                let i = slot as usize;
                if v.len() <= i {
                    v.resize(i + 1, 0);
                }
                v[i] = packed;
            }
            Shadow::Map(m) => {
                m.insert((slot, array), packed);
            }
            _ => {
                let mut m = HashMap::new();
                if let Shadow::Elements(v) = std::mem::take(other) {
                    m.extend(
                        v.into_iter()
                            .enumerate()
                            .filter(|&(_, p)| p != 0)
                            .map(|(i, p)| ((i as u64, true), p)),
                    );
                }
                m.insert((slot, array), packed);
                *other = Shadow::Map(Box::new(m));
            }
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
        if packed != WIDE && !self.wide.is_empty() && self.get(object, slot, array) == WIDE {
            self.wide.remove(&(object, slot, array));
        }
        self.set(object, slot, array, packed);
    }

    /// The last store to `(object, slot)`, if any.
    pub fn load(&self, object: u64, slot: u64, array: bool) -> Option<Store> {
        let packed = self.get(object, slot, array);
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
        let e = self.entry(object);
        if e == 0 {
            return;
        }
        if e & SHAPED != 0 {
            self.shapes[((e & !SHAPED) >> 32) as usize]
                .free
                .push(e as u32);
        } else {
            self.others[e as usize - 1] = Shadow::Empty;
            self.free_others.push(e as u32 - 1);
        }
        self.set_entry(object, 0);
        if !self.wide.is_empty() {
            self.wide.retain(|&(o, _, _), _| o != object);
        }
    }

    /// Approximate bytes held (entries and tables, not allocator
    /// overhead).
    pub fn held_bytes(&self) -> u64 {
        8 * self.dense.capacity() as u64
            + 24 * self.sparse.capacity() as u64
            + self
                .shapes
                .iter()
                .map(|s| {
                    (std::mem::size_of::<Shape>() + 8 * s.fields.len()) as u64
                        + 8 * s.slab.capacity() as u64
                        + 4 * s.free.capacity() as u64
                })
                .sum::<u64>()
            + 24 * self.transitions.capacity() as u64
            + (std::mem::size_of::<Shadow>() * self.others.capacity()) as u64
            + self.others.iter().map(Shadow::held_bytes).sum::<u64>()
            + 4 * self.free_others.capacity() as u64
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

    proptest::proptest! {
        #[test]
        fn agrees_with_a_map_of_every_address(
            ops in proptest::collection::vec((0u8..8, 0u64..12, 0u64..30, proptest::bool::ANY), 0..400),
        ) {
            let mut h = ShadowHeap::new();
            let mut model: std::collections::HashMap<(u64, u64, bool), Store> = Default::default();
            for (i, &(op, o, slot, array)) in ops.iter().enumerate() {
                // A few large ids (sparse map) among small dense ones.
                let object = if o >= 10 { (1 << 30) + o } else { o };
                // Mostly fields, some arrays: objects 6..8 are arrays.
                let array = array && (6..8).contains(&o);
                match op {
                    0 => {
                        h.drop_object(object);
                        model.retain(|&(x, _, _), _| x != object);
                    }
                    1..=4 => {
                        let t = if op == 4 { (1 << 41) + i as u64 } else { i as u64 };
                        h.store(object, slot, array, st(op as u32, t));
                        model.insert((object, slot, array), st(op as u32, t));
                    }
                    _ => {}
                }
                proptest::prop_assert_eq!(h.load(object, slot, array), model.get(&(object, slot, array)).copied());
            }
            for (&(o, s, a), &v) in &model {
                proptest::prop_assert_eq!(h.load(o, s, a), Some(v));
            }
        }
    }
}
