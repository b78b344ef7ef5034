//! The STEP figures' workload: a reproducible synthetic JVM-like event
//! stream (fixed seed), the typed encoders generated from `events.stepdl`,
//! and the raw fixed-width baseline format.

include!(concat!(env!("OUT_DIR"), "/events.rs"));

pub use step::rjvm::bench::{Alloc, FieldRead, FieldWrite, Free, MethodEnter, MethodExit};
pub use step::AnyRecord as Event;

/// The fixed seed of the published figures.
pub const SEED: u64 = 0x5354_4550_2024;

/// Which stream to generate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mix {
    /// Method enter/exit only (the thesis's "method" traces).
    Methods,
    /// Method events, field accesses, allocations and frees.
    Jvm,
}

/// Deterministic event generator: a call stack over a Zipf-like method
/// population, a bump allocator with per-class sizes, a sweeping collector,
/// and field accesses on recently allocated objects.
pub struct Generator {
    rng: u64,
    mix: Mix,
    stack: Vec<(i64, i64)>,
    heap_top: i64,
    live: Vec<i64>,
    free_cursor: usize,
    thread: i64,
    burst: u32,
    class_size: Vec<i64>,
}

const METHODS: u64 = 3000;
const CLASSES: u64 = 400;
const FIELDS: u64 = 2500;
const HEAP_BASE: i64 = 0x1000_0000;
const LIVE: usize = 1 << 14;

impl Generator {
    /// A generator with a seed.
    pub fn new(seed: u64, mix: Mix) -> Generator {
        let mut g = Generator {
            rng: seed | 1,
            mix,
            stack: Vec::new(),
            heap_top: HEAP_BASE,
            live: Vec::with_capacity(LIVE),
            free_cursor: 0,
            thread: 1,
            burst: 0,
            class_size: Vec::new(),
        };
        g.class_size = (0..CLASSES).map(|_| 16 + 8 * g.below(12) as i64).collect();
        for _ in 0..256 {
            g.alloc_obj(0);
        }
        g
    }

    #[inline]
    fn next(&mut self) -> u64 {
        self.rng ^= self.rng >> 12;
        self.rng ^= self.rng << 25;
        self.rng ^= self.rng >> 27;
        self.rng.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    #[inline]
    fn below(&mut self, n: u64) -> u64 {
        ((self.next() >> 32) * n) >> 32
    }

    /// Zipf-like skew: small ids are much more frequent.
    #[inline]
    fn skewed(&mut self, n: u64) -> u64 {
        let u = self.below(1 << 20) as f64 / (1u64 << 20) as f64;
        ((n as f64).powf(u * u) as u64).saturating_sub(1).min(n - 1)
    }

    fn alloc_obj(&mut self, class: u64) -> (i64, i64) {
        let mut size = self.class_size[class as usize];
        if class.is_multiple_of(17) {
            size = 16 + 8 * self.below(64) as i64; // arrays
        }
        let addr = self.heap_top;
        self.heap_top += size;
        if self.live.len() < LIVE {
            self.live.push(addr);
        } else {
            let i = self.below(LIVE as u64) as usize;
            self.live[i] = addr;
        }
        (addr, size)
    }

    fn object(&mut self) -> i64 {
        // Recently allocated objects are used most.
        let n = self.live.len() as u64;
        let back = self.skewed(n.min(4096));
        self.live[(n - 1 - back) as usize]
    }

    fn thread(&mut self) -> i64 {
        if self.burst > 0 {
            self.burst -= 1;
            if self.burst == 0 {
                self.thread = 1;
            }
        } else if self.below(20_000) == 0 {
            self.thread = 2 + self.below(3) as i64;
            self.burst = 50 + self.below(200) as u32;
        }
        self.thread
    }

    fn method_event(&mut self) -> Event {
        let thread = self.thread();
        let enter = self.stack.is_empty() || (self.stack.len() < 64 && self.below(100) < 50);
        if enter {
            let method = 0x0800_0000 + 64 * self.skewed(METHODS) as i64;
            let receiver = if self.below(4) == 0 { 0 } else { self.object() };
            self.stack.push((method, receiver));
            Event::rjvm_bench_MethodEnter(MethodEnter {
                thread,
                method,
                receiver,
            })
        } else {
            let (method, _) = self.stack.pop().unwrap_or((0, 0));
            Event::rjvm_bench_MethodExit(MethodExit { thread, method })
        }
    }

    /// The next event.
    pub fn event(&mut self) -> Event {
        if self.mix == Mix::Methods {
            return self.method_event();
        }
        // Proportions (see benches/STEP.md): 70% method enter/exit, 20% field
        // accesses, 5% allocations, 5% frees.
        let k = self.below(100);
        if k < 70 {
            return self.method_event();
        }
        let thread = self.thread();
        if k < 90 {
            let field = self.skewed(FIELDS) as i64;
            let object = self.object();
            let site = field * 4 + self.below(3) as i64;
            return if k < 84 {
                Event::rjvm_bench_FieldRead(FieldRead {
                    thread,
                    field,
                    object,
                    site,
                })
            } else {
                Event::rjvm_bench_FieldWrite(FieldWrite {
                    thread,
                    field,
                    object,
                    site,
                })
            };
        }
        if k < 95 {
            let class = self.skewed(CLASSES);
            let (addr, size) = self.alloc_obj(class);
            return Event::rjvm_bench_Alloc(Alloc {
                thread,
                classId: 0x0400_0000 + 256 * class as i64,
                size,
                addr,
            });
        }
        // A sweep frees objects roughly in address order.
        let n = self.live.len();
        self.free_cursor = (self.free_cursor + 1 + self.below(8) as usize) % n;
        let addr = self.live[self.free_cursor];
        Event::rjvm_bench_Free(Free { thread, addr })
    }
}

/// The stream a benchmark tool's arguments ask for: `jvm` among them for
/// the JVM-like mix, else method events.
pub fn mix_from_args(args: &[String]) -> Mix {
    if args.iter().any(|a| a == "jvm") {
        Mix::Jvm
    } else {
        Mix::Methods
    }
}

/// The raw fixed-width baseline (as the thesis's "raw" JVMPI format): one
/// type byte, then every field as 4 little-endian bytes.
pub fn raw_encode(e: &Event, out: &mut Vec<u8>) {
    let mut put = |ty: u64, fields: &[i64]| {
        out.push(ty as u8);
        for f in fields {
            out.extend_from_slice(&(*f as u32).to_le_bytes());
        }
    };
    match e {
        Event::rjvm_bench_MethodEnter(x) => {
            put(MethodEnter::TYPE_ID, &[x.thread, x.method, x.receiver])
        }
        Event::rjvm_bench_MethodExit(x) => put(MethodExit::TYPE_ID, &[x.thread, x.method]),
        Event::rjvm_bench_FieldRead(x) => {
            put(FieldRead::TYPE_ID, &[x.thread, x.field, x.object, x.site])
        }
        Event::rjvm_bench_FieldWrite(x) => {
            put(FieldWrite::TYPE_ID, &[x.thread, x.field, x.object, x.site])
        }
        Event::rjvm_bench_Alloc(x) => put(Alloc::TYPE_ID, &[x.thread, x.classId, x.size, x.addr]),
        Event::rjvm_bench_Free(x) => put(Free::TYPE_ID, &[x.thread, x.addr]),
        other => {
            let r = other.to_record();
            let v: Vec<i64> = r
                .fields
                .iter()
                .map(|f| if let tracer::Value::Int(i) = f { *i } else { 0 })
                .collect();
            put(r.ty as u64 + 1, &v);
        }
    }
}

/// Nanoseconds this thread has spent on a CPU (Linux `/proc/thread-self/schedstat`),
/// so that throughput on a shared machine is not charged for time spent
/// waiting for a core. `None` where unavailable.
pub fn thread_cpu_ns() -> Option<u64> {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}
