//! The run-time state shared by every thread: classes, methods, the heap,
//! static fields, interned strings, system properties and standard output.

mod class;
mod loader;
mod strings;

pub use class::*;
pub use loader::{dotted, primitive_descriptor};

use crate::classfile::descriptor::Kind;
use crate::classpath::Classpath;
use crate::heap::size::SizeModel;
use crate::heap::{Body, Heap, Ref, NULL};
use ahash::AHashMap;
use std::collections::BTreeMap;
use std::io::Write;
use std::rc::Rc;

/// A Java throwable on its way up the stack.
#[derive(Debug, Clone)]
pub enum Throw {
    /// An existing throwable object.
    Object(Ref),
    /// A throwable of class `class` (binary name) to be created by the
    /// interpreter, which can run its static initializer.
    New {
        /// Binary name, e.g. `java/lang/NullPointerException`.
        class: &'static str,
        /// Detail message.
        message: Option<String>,
    },
    /// `System.exit(status)`: unwinds everything.
    Exit(i32),
    /// `NoClassDefFoundError: Could not initialize class C` for class `C`,
    /// whose static initializer failed earlier: its cause is the error
    /// recorded then ([`Runtime::init_errors`]), as HotSpot's since JDK 17.
    InitError(ClassId),
    /// Not an exception: the running thread parked itself (`wait`, `sleep`)
    /// inside a native; the scheduler resumes it later.
    Park,
}

/// The longest array HotSpot (64-bit) can allocate, whatever the element
/// type: `Integer.MAX_VALUE - 2`; longer requests fail with
/// [`array_too_large`] before the heap is even considered.
pub const MAX_ARRAY_LENGTH: i32 = i32::MAX - 2;

/// `OutOfMemoryError: Requested array size exceeds VM limit`, as HotSpot.
pub fn array_too_large() -> Throw {
    Throw::new(
        "java/lang/OutOfMemoryError",
        "Requested array size exceeds VM limit",
    )
}

impl Throw {
    /// A throwable to be created, with a message.
    pub fn new(class: &'static str, message: impl Into<String>) -> Throw {
        Throw::New {
            class,
            message: Some(message.into()),
        }
    }
}

/// Result of an operation that may throw in Java.
pub type JResult<T> = Result<T, Throw>;

/// Options fixed at start-up.
#[derive(Debug, Clone)]
pub struct Options {
    /// Maximum Java stack depth in frames (`-Xss`).
    pub max_frames: usize,
    /// Operand/local slots per thread stack (`-Xss`).
    pub stack_slots: usize,
    /// Object-size model.
    pub sizes: SizeModel,
    /// `-ea`
    pub assertions: bool,
    /// `-Xmx` in bytes of the size model (default 256 MiB).
    pub max_heap: u64,
}

impl Default for Options {
    fn default() -> Self {
        Options::with_stack_bytes(1 << 20)
    }
}

impl Options {
    /// Options for a thread stack of `bytes` (as `-Xss`): one frame per 96
    /// bytes, one slot per 8 bytes, so the default 1 MiB stack allows
    /// about 11,000 frames, close to HotSpot's interpreter.
    pub fn with_stack_bytes(bytes: u64) -> Options {
        let bytes = bytes.clamp(64 * 1024, 1 << 32) as usize;
        Options {
            max_frames: bytes / 96,
            stack_slots: bytes / 8 * 4,
            sizes: SizeModel::default(),
            assertions: false,
            max_heap: 256 << 20,
        }
    }
}

/// Slots of well-known fields, found once the core classes are loaded.
#[derive(Debug, Default, Clone, Copy)]
pub struct WellKnown {
    /// `java/lang/Object`
    pub object: ClassId,
    /// `java/lang/String`
    pub string: ClassId,
    /// `java/lang/Class`
    pub class: ClassId,
    /// `String.value`
    pub string_value: u32,
    /// `Throwable.detailMessage`
    pub throwable_message: u32,
    /// `Throwable.backtrace`
    pub throwable_backtrace: u32,
    /// `Throwable.cause`
    pub throwable_cause: u32,
    /// `java/lang/Throwable`
    pub throwable: ClassId,
}

/// The shared run-time state.
pub struct Runtime {
    /// Every class, by id.
    pub classes: Vec<Rc<Class>>,
    /// Every method, by id.
    pub methods: Vec<Rc<Method>>,
    by_name: AHashMap<Rc<str>, ClassId>,
    loading: Vec<Rc<str>>,
    selectors: AHashMap<(Rc<str>, Rc<str>), u32>,
    /// Static field storage (see [`Field::slot`]).
    pub statics: Vec<u64>,
    /// Whether each static slot holds a reference (roots for the collector).
    pub static_is_ref: Vec<bool>,
    /// References Rust code holds across calls into Java (roots).
    pub temp_roots: Vec<Ref>,
    /// Per class whose static initializer failed: the
    /// `ExceptionInInitializerError` describing that failure, the cause of
    /// every later `NoClassDefFoundError` for the class (roots).
    pub init_errors: BTreeMap<ClassId, Ref>,
    /// The most recent garbage collection.
    pub last_collection: Option<crate::heap::Collection>,
    /// Every declared field: (declaring class, index in its `fields`).
    pub field_table: Vec<(ClassId, u32)>,
    /// Classes loaded since the interpreter last reported them.
    pub newly_loaded: Vec<ClassId>,
    /// The object heap.
    pub heap: Heap,
    /// The user class path.
    pub classpath: Classpath,
    interned: AHashMap<Vec<u16>, Ref>,
    primitive_classes: AHashMap<Kind, ClassId>,
    /// Well-known classes and field slots.
    pub wk: WellKnown,
    /// System properties.
    pub properties: BTreeMap<String, String>,
    /// Start-up options.
    pub options: Options,
    stdout: std::io::BufWriter<std::io::Stdout>,
    /// Open files by descriptor (3 and up).
    pub files: AHashMap<i32, std::fs::File>,
    /// Next file descriptor to hand out.
    pub next_fd: i32,
    /// Start instant for `nanoTime`.
    pub started: std::time::Instant,
    /// The `java.lang.Thread` object of the main thread, once created.
    pub main_thread: Ref,
    /// Linked `invokedynamic` call sites: (class, constant-pool index) → the
    /// generated method that implements them.
    pub call_sites: AHashMap<(ClassId, u16), MethodId>,
    generated: u32,
}

impl Runtime {
    /// A runtime with the given class path and options; nothing loaded yet.
    pub fn new(classpath: Classpath, options: Options) -> Runtime {
        let mut properties = BTreeMap::new();
        for (k, v) in [
            ("java.version", "17.0.15"),
            ("java.specification.version", "17"),
            ("java.vendor", "rjvm"),
            ("java.vm.name", "rjvm"),
            ("java.vm.version", env!("CARGO_PKG_VERSION")),
            ("java.class.version", "61.0"),
            ("line.separator", "\n"),
            ("file.separator", "/"),
            ("path.separator", ":"),
            ("file.encoding", "UTF-8"),
            ("os.name", "Linux"),
            ("os.arch", std::env::consts::ARCH),
        ] {
            properties.insert(k.to_string(), v.to_string());
        }
        if let Ok(dir) = std::env::current_dir() {
            properties.insert("user.dir".into(), dir.display().to_string());
        }
        if let Ok(home) = std::env::var("HOME") {
            properties.insert("user.home".into(), home);
        }
        properties.insert("java.io.tmpdir".into(), "/tmp".into());
        Runtime {
            classes: Vec::new(),
            methods: Vec::new(),
            by_name: AHashMap::new(),
            loading: Vec::new(),
            selectors: AHashMap::new(),
            statics: Vec::new(),
            static_is_ref: Vec::new(),
            temp_roots: Vec::new(),
            init_errors: BTreeMap::new(),
            last_collection: None,
            field_table: Vec::new(),
            newly_loaded: Vec::new(),
            heap: Heap::new(options.max_heap),
            classpath,
            interned: AHashMap::new(),
            primitive_classes: AHashMap::new(),
            wk: WellKnown::default(),
            properties,
            options,
            stdout: std::io::BufWriter::with_capacity(1 << 16, std::io::stdout()),
            files: AHashMap::new(),
            next_fd: 3,
            started: std::time::Instant::now(),
            main_thread: NULL,
            call_sites: AHashMap::new(),
            generated: 0,
        }
    }

    /// A fresh number for naming a VM-generated class.
    pub fn next_generated(&mut self) -> u32 {
        self.generated += 1;
        self.generated
    }

    /// The class with id `id`.
    #[inline]
    pub fn class(&self, id: ClassId) -> &Rc<Class> {
        &self.classes[id as usize]
    }

    /// The method with id `id`.
    #[inline]
    pub fn method(&self, id: MethodId) -> &Rc<Method> {
        &self.methods[id as usize]
    }

    /// The interned selector of a (name, descriptor) pair.
    pub fn selector(&mut self, name: &Rc<str>, desc: &Rc<str>) -> u32 {
        let next = self.selectors.len() as u32;
        *self
            .selectors
            .entry((name.clone(), desc.clone()))
            .or_insert(next)
    }

    /// The selector of a (name, descriptor) pair if any class declared it.
    pub fn find_selector(&self, name: &str, desc: &str) -> Option<u32> {
        self.selectors
            .get(&(Rc::from(name), Rc::from(desc)))
            .copied()
    }

    /// The class of a non-null object.
    #[inline]
    pub fn class_of(&self, r: Ref) -> ClassId {
        self.heap.get(r).class
    }

    /// Whether a value of class `s` can be assigned to type `t` (JVMS
    /// `checkcast` rules, arrays included).
    pub fn is_subtype(&self, s: ClassId, t: ClassId) -> bool {
        if s == t {
            return true;
        }
        let sc = self.class(s);
        let tc = self.class(t);
        match (sc.kind, tc.kind) {
            (
                ClassKind::Array {
                    elem: se,
                    component: scomp,
                },
                ClassKind::Array {
                    elem: te,
                    component: tcomp,
                },
            ) => match (scomp, tcomp) {
                (Some(a), Some(b)) => self.is_subtype(a, b),
                (None, None) => se == te,
                _ => false,
            },
            _ => sc.has_supertype(t),
        }
    }

    /// Allocates an instance of an ordinary class (fields zeroed).
    pub fn new_object(&mut self, class: ClassId) -> Ref {
        let c = &self.classes[class as usize];
        let slots = c.instance_slots as usize;
        let size = c.instance_size;
        let fields = self.heap.zeroed_fields(slots);
        self.heap.alloc(class, Body::Fields(fields), size)
    }

    /// Allocates an array of `len` elements of array class `class`.
    pub fn new_array(&mut self, class: ClassId, len: i32) -> JResult<Ref> {
        if len < 0 {
            return Err(Throw::new(
                "java/lang/NegativeArraySizeException",
                len.to_string(),
            ));
        }
        if len > MAX_ARRAY_LENGTH {
            return Err(array_too_large());
        }
        let ClassKind::Array { elem, .. } = self.class(class).kind else {
            return Err(Throw::new("java/lang/InternalError", "not an array class"));
        };
        let n = len as usize;
        let size = self.options.sizes.array_size(elem, n as u64);
        if self.heap.live_bytes + size > self.heap.max_bytes {
            return Err(Throw::new("java/lang/OutOfMemoryError", "Java heap space"));
        }
        let body = match elem {
            Kind::Boolean | Kind::Byte => Body::Bytes(vec![0; n].into()),
            Kind::Char => Body::Chars(vec![0; n].into()),
            Kind::Short => Body::Shorts(vec![0; n].into()),
            Kind::Int => Body::Ints(vec![0; n].into()),
            Kind::Long => Body::Longs(vec![0; n].into()),
            Kind::Float => Body::Floats(vec![0.0; n].into()),
            Kind::Double => Body::Doubles(vec![0.0; n].into()),
            Kind::Reference | Kind::Void => Body::Refs(vec![NULL; n].into()),
        };
        Ok(self.heap.alloc(class, body, size))
    }

    /// Reads instance field slot `slot` of object `r`.
    #[inline]
    pub fn field(&self, r: Ref, slot: u32) -> u64 {
        match &self.heap.get(r).body {
            Body::Fields(f) => f[slot as usize],
            _ => 0,
        }
    }

    /// Writes instance field slot `slot` of object `r`.
    #[inline]
    pub fn set_field(&mut self, r: Ref, slot: u32, v: u64) {
        if let Body::Fields(f) = &mut self.heap.get_mut(r).body {
            f[slot as usize] = v;
        }
    }

    /// Looks up a declared or inherited instance/static field by name.
    pub fn find_field(&self, class: ClassId, name: &str) -> Option<&Field> {
        let mut c = Some(class);
        while let Some(id) = c {
            let cls = self.class(id);
            if let Some(f) = cls.fields.iter().find(|f| &*f.name == name) {
                return Some(f);
            }
            c = cls.super_class;
        }
        None
    }

    /// Writes bytes to standard output (buffered; flushed at exit and before
    /// anything goes to standard error).
    pub fn write_stdout(&mut self, bytes: &[u8]) {
        let _ = self.stdout.write_all(bytes);
    }

    /// Writes bytes to standard error, after flushing standard output.
    pub fn write_stderr(&mut self, bytes: &[u8]) {
        let _ = self.stdout.flush();
        let _ = std::io::stderr().write_all(bytes);
    }

    /// Flushes standard output.
    pub fn flush_stdout(&mut self) {
        let _ = self.stdout.flush();
    }

    /// The `java.lang.Class` object of a class, created on first request.
    pub fn mirror(&mut self, class: ClassId) -> Ref {
        let m = self.class(class).mirror.get();
        if m != NULL {
            return m;
        }
        let cc = self.wk.class;
        let slots = self.class(cc).instance_slots as usize;
        // One hidden trailing slot holds the class id.
        let mut fields = vec![0u64; slots + 1];
        fields[slots] = u64::from(class);
        let size = self.class(cc).instance_size;
        let r = self.heap.alloc(cc, Body::Fields(fields.into()), size);
        self.class(class).mirror.set(r);
        r
    }

    /// Marks everything reachable from `roots` and frees the rest.
    /// References in roots that are not live handles are ignored.
    pub fn collect(&mut self, roots: &[Ref], clock: u64) -> &crate::heap::Collection {
        let mut marks = vec![false; self.heap.capacity()];
        let mut stack: Vec<Ref> = roots
            .iter()
            .copied()
            .filter(|&r| self.heap.is_live(u64::from(r)))
            .collect();
        // Weak references met while marking: (reference, referent slot).
        let mut weak: Vec<(Ref, u32)> = Vec::new();
        while let Some(r) = stack.pop() {
            if std::mem::replace(&mut marks[r as usize], true) {
                continue;
            }
            let obj = self.heap.get(r);
            match &obj.body {
                Body::Fields(f) => {
                    let class = &self.classes[obj.class as usize];
                    let weak_slot = class.weak_referent.map_or(usize::MAX, |s| s as usize);
                    if weak_slot != usize::MAX && f[weak_slot] != 0 {
                        weak.push((r, weak_slot as u32));
                    }
                    for (i, (v, k)) in f.iter().zip(&class.slot_kinds).enumerate() {
                        if k.is_reference() && *v != 0 && !marks[*v as usize] && i != weak_slot {
                            stack.push(*v as Ref);
                        }
                    }
                }
                Body::Refs(a) => {
                    stack.extend(
                        a.iter()
                            .copied()
                            .filter(|&v| v != NULL && !marks[v as usize]),
                    );
                }
                _ => {}
            }
        }
        self.clear_weak_references(&weak, &marks);
        let mut record = self.heap.sweep(&marks);
        record.clock = clock;
        self.last_collection = Some(record);
        self.last_collection.as_ref().expect("just set")
    }

    /// Clears the weak references whose referent was not marked, and puts
    /// those registered with a queue on `Reference.pending` (linked through
    /// `Reference.discovered`, in the order they were met), where
    /// `ReferenceQueue` takes them from.
    fn clear_weak_references(&mut self, weak: &[(Ref, u32)], marks: &[bool]) {
        if weak.is_empty() {
            return;
        }
        let Some(&reference) = self.by_name.get("java/lang/ref/Reference") else {
            return;
        };
        let slot = |rt: &Self, name: &str| rt.find_field(reference, name).map(|f| f.slot);
        let (Some(queue), Some(discovered), Some(pending)) = (
            slot(self, "queue"),
            slot(self, "discovered"),
            slot(self, "pending"),
        ) else {
            return;
        };
        let mut cleared = Vec::new();
        for &(r, referent) in weak {
            let v = self.field(r, referent);
            if v != 0 && !marks[v as usize] {
                self.set_field(r, referent, 0);
                if self.field(r, queue) != 0 {
                    cleared.push(r);
                }
            }
        }
        for r in cleared.into_iter().rev() {
            let head = self.statics[pending as usize];
            self.set_field(r, discovered, head);
            self.statics[pending as usize] = u64::from(r);
        }
    }

    /// The class a `java.lang.Class` object stands for.
    pub fn class_of_mirror(&self, mirror: Ref) -> ClassId {
        let slots = self.class(self.wk.class).instance_slots;
        self.field(mirror, slots) as ClassId
    }
}
