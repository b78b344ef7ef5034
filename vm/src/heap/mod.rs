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
    /// Allocation sequence number: deterministic, never reused, never moved.
    pub id: u64,
    /// Fields or elements.
    pub body: Body,
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
}

impl Heap {
    /// An empty heap.
    pub fn new() -> Self {
        Heap {
            objects: vec![None],
            free: Vec::new(),
            next_id: 1,
            allocated_objects: 0,
            allocated_bytes: 0,
        }
    }

    /// Stores a new object and returns its handle.
    pub fn alloc(&mut self, class: ClassId, body: Body, model_size: u64) -> Ref {
        let id = self.next_id;
        self.next_id += 1;
        self.allocated_objects += 1;
        self.allocated_bytes += model_size;
        let obj = Object { class, id, body };
        if let Some(r) = self.free.pop() {
            self.objects[r as usize] = Some(obj);
            r
        } else {
            self.objects.push(Some(obj));
            (self.objects.len() - 1) as Ref
        }
    }

    /// The object behind a non-null handle.
    #[inline]
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

    /// Number of live handles.
    pub fn live_objects(&self) -> usize {
        self.objects.len() - 1 - self.free.len()
    }
}
