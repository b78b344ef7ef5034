//! The Java heap: objects addressed by stable handles.
//!
//! A [`Ref`] is an index into the object table (0 is `null`). Handles never
//! change while an object is alive, so the interpreter keeps them in plain
//! `u64` slots. Every object also carries its allocation sequence number
//! ([`Object::id`]), the deterministic identity the tracer and metrics use.

pub mod size;

use crate::runtime::ClassId;

/// A reference to a heap object; `0` is `null`.
pub type Ref = u32;

/// The null reference.
pub const NULL: Ref = 0;

/// The storage of an object: instance fields or typed array elements.
#[derive(Debug)]
pub enum Body {
    /// Instance fields, one 64-bit slot each, in the class's layout order.
    Fields(Box<[u64]>),
    /// `boolean[]` and `byte[]`
    Bytes(Box<[i8]>),
    /// `char[]`
    Chars(Box<[u16]>),
    /// `short[]`
    Shorts(Box<[i16]>),
    /// `int[]`
    Ints(Box<[i32]>),
    /// `long[]`
    Longs(Box<[i64]>),
    /// `float[]`
    Floats(Box<[f32]>),
    /// `double[]`
    Doubles(Box<[f64]>),
    /// Arrays of references.
    Refs(Box<[Ref]>),
}

impl Body {
    /// Array length, or `None` for an instance.
    pub fn array_len(&self) -> Option<usize> {
        Some(match self {
            Body::Fields(_) => return None,
            Body::Bytes(a) => a.len(),
            Body::Chars(a) => a.len(),
            Body::Shorts(a) => a.len(),
            Body::Ints(a) => a.len(),
            Body::Longs(a) => a.len(),
            Body::Floats(a) => a.len(),
            Body::Doubles(a) => a.len(),
            Body::Refs(a) => a.len(),
        })
    }
}

/// A heap object.
#[derive(Debug)]
pub struct Object {
    /// Runtime class (for arrays, the array class).
    pub class: ClassId,
    /// Size in the size model, in bytes.
    pub size: u32,
    /// Allocation sequence number: deterministic, never reused, never moved.
    pub id: u64,
    /// Fields or elements.
    pub body: Body,
}

/// Whether an allocation of some size may go ahead.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Admit {
    /// Allocate.
    Yes,
    /// Collect garbage first, then ask again.
    Collect,
    /// Even after a collection it does not fit under `-Xmx`.
    OutOfMemory,
}

/// What one collection did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Collection {
    /// Collection number, from 1.
    pub number: u32,
    /// Clock (executed bytecodes) when it started and ended: a collection
    /// executes no bytecode, so both are the same instant.
    pub clock: u64,
    /// Live objects and bytes before.
    pub objects_before: u64,
    /// Live bytes before.
    pub bytes_before: u64,
    /// Live objects after.
    pub objects_after: u64,
    /// Live bytes after.
    pub bytes_after: u64,
    /// Ids of the objects found dead, in handle order.
    pub dead: Vec<u64>,
}

/// The object table.
#[derive(Debug, Default)]
pub struct Heap {
    objects: Vec<Option<Object>>,
    free: Vec<Ref>,
    next_id: u64,
    /// Objects allocated so far.
    pub allocated_objects: u64,
    /// Bytes allocated so far, in the size model ([`size`]).
    pub allocated_bytes: u64,
    /// Bytes of live (not yet collected) objects.
    pub live_bytes: u64,
    /// Number of live objects.
    pub live_objects: u64,
    /// `-Xmx`: live bytes may not exceed this.
    pub max_bytes: u64,
    /// A collection runs when live bytes would pass this.
    pub threshold: u64,
    /// Set by a collection: the next allocation does not ask for another.
    just_collected: bool,
    /// Collections so far.
    pub collections: u32,
    /// Field arrays of swept objects, by slot count, for reuse (see
    /// [`Heap::zeroed_fields`]).
    spare_fields: Vec<Vec<Box<[u64]>>>,
}

/// Field arrays of up to this many slots are recycled.
const SPARE_MAX_SLOTS: usize = 16;

/// At most this many spare field arrays are kept per slot count.
const SPARE_MAX_PER_SIZE: usize = 1 << 20;

/// Smallest collection threshold (so small heaps are not collected constantly).
const MIN_THRESHOLD: u64 = 4 << 20;

impl Heap {
    /// An empty heap bounded by `max_bytes` (`-Xmx`).
    pub fn new(max_bytes: u64) -> Self {
        Heap {
            objects: vec![None],
            free: Vec::new(),
            next_id: 1,
            allocated_objects: 0,
            allocated_bytes: 0,
            live_bytes: 0,
            live_objects: 0,
            max_bytes,
            threshold: (max_bytes / 4).max(MIN_THRESHOLD).min(max_bytes),
            just_collected: false,
            collections: 0,
            spare_fields: Vec::new(),
        }
    }

    /// A zeroed field array of `slots` slots for a new instance: one left by
    /// a swept object of the same size if there is one, so that programs
    /// allocating many small short-lived objects do not pay a `malloc` and
    /// a `free` for each (mtrt: 7 M objects). Object ids and handles do not
    /// depend on it.
    #[inline]
    pub fn zeroed_fields(&mut self, slots: usize) -> Box<[u64]> {
        match self.spare_fields.get_mut(slots).and_then(Vec::pop) {
            Some(mut f) => {
                f.fill(0);
                f
            }
            None => vec![0; slots].into_boxed_slice(),
        }
    }

    /// Keeps the field array of a swept object for [`Heap::zeroed_fields`].
    fn recycle(&mut self, body: Body) {
        if let Body::Fields(f) = body {
            let n = f.len();
            if n <= SPARE_MAX_SLOTS {
                if self.spare_fields.len() <= n {
                    self.spare_fields.resize_with(n + 1, Vec::new);
                }
                let spare = &mut self.spare_fields[n];
                if spare.len() < SPARE_MAX_PER_SIZE {
                    spare.push(f);
                }
            }
        }
    }

    /// Whether an allocation of `size` bytes may proceed now.
    pub fn admit(&mut self, size: u64) -> Admit {
        if self.live_bytes + size <= self.threshold {
            self.just_collected = false;
            Admit::Yes
        } else if !self.just_collected {
            Admit::Collect
        } else {
            self.just_collected = false;
            if self.live_bytes + size <= self.max_bytes {
                Admit::Yes
            } else {
                Admit::OutOfMemory
            }
        }
    }

    /// Stores a new object and returns its handle.
    pub fn alloc(&mut self, class: ClassId, body: Body, model_size: u64) -> Ref {
        let id = self.next_id;
        self.next_id += 1;
        self.allocated_objects += 1;
        self.allocated_bytes += model_size;
        self.live_bytes += model_size;
        self.live_objects += 1;
        let obj = Object {
            class,
            size: model_size.min(u64::from(u32::MAX)) as u32,
            id,
            body,
        };
        if let Some(r) = self.free.pop() {
            self.objects[r as usize] = Some(obj);
            r
        } else {
            self.objects.push(Some(obj));
            (self.objects.len() - 1) as Ref
        }
    }

    /// The object behind a non-null handle. (Always inlined: the traced
    /// fast loop of `-metrics` called it out of line, 10 instructions a
    /// call, 6.6M calls on javac small.)
    #[inline(always)]
    pub fn get(&self, r: Ref) -> &Object {
        self.objects[r as usize]
            .as_ref()
            .expect("dangling reference")
    }

    /// The object behind a non-null handle, mutably.
    #[inline]
    pub fn get_mut(&mut self, r: Ref) -> &mut Object {
        self.objects[r as usize]
            .as_mut()
            .expect("dangling reference")
    }

    /// The body of the object behind `r`; `None` for `null` or a free
    /// handle. One test covers both: handle 0 ([`NULL`]) is never
    /// allocated, its slot stays `None`. For the interpreter's fast paths.
    #[inline(always)]
    pub fn body(&self, r: Ref) -> Option<&Body> {
        match self.objects.get(r as usize) {
            Some(Some(obj)) => Some(&obj.body),
            _ => None,
        }
    }

    /// The body of the object behind `r`, mutably; as [`Heap::body`].
    #[inline(always)]
    pub fn body_mut(&mut self, r: Ref) -> Option<&mut Body> {
        match self.objects.get_mut(r as usize) {
            Some(Some(obj)) => Some(&mut obj.body),
            _ => None,
        }
    }

    /// The instance fields behind `r`; `None` for `null`, a free handle or
    /// an array. One tag test covers all three (the `None` of a free slot
    /// is a tag of the body), which is why the field ops use this.
    #[inline(always)]
    pub fn fields(&self, r: Ref) -> Option<&[u64]> {
        match self.body(r) {
            Some(Body::Fields(f)) => Some(f),
            _ => None,
        }
    }

    /// The instance fields behind `r`, mutably; as [`Heap::fields`].
    #[inline(always)]
    pub fn fields_mut(&mut self, r: Ref) -> Option<&mut [u64]> {
        match self.body_mut(r) {
            Some(Body::Fields(f)) => Some(f),
            _ => None,
        }
    }

    /// Whether `r` is the handle of a live object (for conservative roots).
    pub fn is_live(&self, r: u64) -> bool {
        r != 0 && r < self.objects.len() as u64 && self.objects[r as usize].is_some()
    }

    /// The object behind `r`, if it is a live handle.
    pub fn try_get(&self, r: Ref) -> Option<&Object> {
        self.objects.get(r as usize).and_then(Option::as_ref)
    }

    /// Number of handle slots (live or free), for mark bitmaps.
    pub fn capacity(&self) -> usize {
        self.objects.len()
    }

    /// Frees every object whose mark is false; returns the collection's
    /// record (the caller fills in number and clock).
    pub fn sweep(&mut self, marks: &[bool]) -> Collection {
        let mut c = Collection {
            objects_before: self.live_objects,
            bytes_before: self.live_bytes,
            ..Collection::default()
        };
        for r in 1..self.objects.len() {
            if marks.get(r).copied().unwrap_or(false) {
                continue;
            }
            if let Some(obj) = self.objects[r].take() {
                c.dead.push(obj.id);
                self.live_bytes -= u64::from(obj.size);
                self.live_objects -= 1;
                self.recycle(obj.body);
            }
        }
        // Rebuild the free list so that low handles are reused first
        // (popped from the end), keeping handle assignment compact.
        self.free.clear();
        for r in (1..self.objects.len()).rev() {
            if self.objects[r].is_none() {
                self.free.push(r as Ref);
            }
        }
        c.objects_after = self.live_objects;
        c.bytes_after = self.live_bytes;
        self.collections += 1;
        c.number = self.collections;
        // Collect again when live data has doubled, or a quarter of the
        // heap has been allocated, whichever is more.
        self.threshold = (self.live_bytes * 2)
            .max(self.live_bytes + self.max_bytes / 4)
            .max(MIN_THRESHOLD)
            .min(self.max_bytes);
        self.just_collected = true;
        c
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn body_and_fields_are_none_for_null_free_and_wrong_kind() {
        let mut h = Heap::new(1 << 30);
        let obj = h.alloc(ClassId::default(), Body::Fields(vec![7, 8].into()), 16);
        let arr = h.alloc(ClassId::default(), Body::Ints(vec![1, 2, 3].into()), 24);
        assert_eq!(h.fields(obj), Some(&[7, 8][..]));
        assert!(h.fields(arr).is_none());
        assert!(h.fields(NULL).is_none() && h.body(NULL).is_none());
        assert!(h.body(99).is_none());
        assert_eq!(h.body(arr).and_then(Body::array_len), Some(3));
        h.fields_mut(obj).unwrap()[1] = 9;
        assert_eq!(h.fields(obj), Some(&[7, 9][..]));
        // A collected object's handle is free: no body.
        let mut marks = vec![false; h.capacity()];
        marks[arr as usize] = true;
        h.sweep(&marks);
        assert!(h.fields(obj).is_none() && h.body_mut(obj).is_none());
        assert!(h.body(arr).is_some());
    }
}
