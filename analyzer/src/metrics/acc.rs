//! [`Acc`]: what the engine accumulates for one partition (application,
//! library, or one thread) while events arrive. Everything the final
//! metrics need except per-instruction counts, which live per thread
//! (see `engine.rs`).

use crate::program::code::{kind, Summary};
use std::collections::HashMap;

/// A small set of ids keeping the first three distinct values: arity bins
/// only distinguish 1, 2 and 3+.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Arity {
    seen: [u32; 3],
    n: u8,
}

impl Arity {
    /// No value.
    pub const EMPTY: Arity = Arity { seen: [0; 3], n: 0 };

    /// Adds `v`.
    #[inline]
    pub fn add(&mut self, v: u32) {
        let n = usize::from(self.n);
        if n < 3 && !self.seen[..n].contains(&v) {
            self.seen[n] = v;
            self.n += 1;
        }
    }

    /// Distinct values seen, capped at 3.
    pub fn arity(&self) -> usize {
        usize::from(self.n)
    }
}

/// One dynamic (virtual or interface) call site as seen by a partition.
#[derive(Debug, Clone, Copy, Default)]
pub struct PolySite {
    /// Calls made at the site.
    pub calls: u64,
    /// Receiver classes (first three).
    pub receivers: Arity,
    /// Target methods (first three).
    pub targets: Arity,
    /// Inline-cache contents: last receiver class and target (0 = empty).
    pub last_receiver: u32,
    /// Last target method.
    pub last_target: u32,
    /// Receiver-cache misses.
    pub receiver_misses: u64,
    /// Target-cache misses.
    pub target_misses: u64,
}

impl PolySite {
    /// A site without calls.
    pub const EMPTY: PolySite = PolySite {
        calls: 0,
        receivers: Arity::EMPTY,
        targets: Arity::EMPTY,
        last_receiver: 0,
        last_target: 0,
        receiver_misses: 0,
        target_misses: 0,
    };

    /// Records a call with receiver class `receiver` dispatched to `target`.
    #[inline(always)]
    pub fn call(&mut self, receiver: u32, target: u32) {
        // Both caches hit after the first call (the common case): the
        // receiver and the target are already in their sets (or the sets
        // are full), so nothing else changes.
        let hit = self.last_receiver == receiver && self.last_target == target;
        let first = self.calls == 0;
        self.calls += 1;
        if hit && !first {
            return;
        }
        self.call_missed(receiver, target);
    }

    /// The rest of [`PolySite::call`] when a cache missed (or on the first
    /// call).
    #[inline(never)]
    fn call_missed(&mut self, receiver: u32, target: u32) {
        self.receivers.add(receiver);
        self.targets.add(target);
        if self.last_receiver != receiver {
            self.receiver_misses += 1;
            self.last_receiver = receiver;
        }
        if self.last_target != target {
            self.target_misses += 1;
            self.last_target = target;
        }
    }

    /// Merges the statistics of another partition's view of a disjoint
    /// site set (used to build "all" from application and library, whose
    /// sites never overlap).
    fn merge(&mut self, o: &PolySite) {
        if self.calls == 0 {
            *self = *o;
        }
    }
}

/// Upper bounds of the object-size bins (metrics-reference.md).
pub const SIZE_BOUNDS: [u64; 9] = [8, 16, 24, 32, 40, 72, 136, 392, u64::MAX];

/// Upper bounds (exclusive) of the object-lifetime bins, in bytes allocated
/// between an object's birth and the collection that found it dead.
pub const LIFETIME_BOUNDS: [u64; 5] = [1 << 10, 10 << 10, 100 << 10, 1 << 20, u64::MAX];

/// Lock operations at one lock site.
#[derive(Debug, Clone, Copy, Default)]
pub struct LockSite {
    /// Lock operations.
    pub locks: u64,
    /// Contended lock operations.
    pub contended: u64,
}

/// What one partition accumulates.
#[derive(Debug, Clone, Default)]
pub struct Acc {
    /// Classes loaded.
    pub classes: u64,
    /// Methods of loaded classes.
    pub loaded_methods: u64,
    /// Instructions in the code of loaded classes.
    pub loaded_instrs: u64,
    /// Objects allocated.
    pub objects: u64,
    /// Bytes allocated.
    pub bytes: u64,
    /// Objects by size bin.
    pub size_bins: [u64; 9],
    /// Bytes allocated per site id.
    pub site_bytes: Vec<u64>,
    /// Objects found dead, by lifetime bin.
    pub lifetime_bins: [u64; 5],
    /// Dynamic call sites by site id.
    pub poly: Vec<PolySite>,
    /// Calls at dynamic sites.
    pub calls: u64,
    /// Lock sites: key (method id << 32 | instruction index, `u32::MAX` for
    /// a synchronized method's own monitor).
    pub locks: HashMap<u64, LockSite>,
    /// Lock operations.
    pub lock_ops: u64,
    /// Contended lock operations.
    pub contended_ops: u64,
}

/// Adds `s` to `into` (modulo 2^64: see [`sub_sum`]).
#[inline(always)]
pub fn add_sum(into: &mut Summary, s: &Summary) {
    for k in 0..kind::COUNT {
        into[k] = into[k].wrapping_add(s[k]);
    }
}

/// Subtracts `s` from `from` modulo 2^64: an exception may cut short a
/// block whose entry is still pending (`counts.rs`), so the running totals
/// may dip below zero until the flush that adds the entry.
#[inline]
pub fn sub_sum(from: &mut Summary, s: &Summary) {
    for k in 0..kind::COUNT {
        from[k] = from[k].wrapping_sub(s[k]);
    }
}

/// `v[i]`, growing `v` with defaults to reach it.
#[inline(always)]
fn grow<T: Default + Clone>(v: &mut Vec<T>, i: usize) -> &mut T {
    if v.len() <= i {
        grow_to(v, i);
    }
    &mut v[i]
}

/// Grows `v` to hold index `i` (out of line: once per new site, so the
/// callers stay small).
#[cold]
#[inline(never)]
fn grow_to<T: Default + Clone>(v: &mut Vec<T>, i: usize) {
    v.resize(i + 1, T::default());
}

impl Acc {
    /// Records an allocation of `size` bytes at `site`.
    #[inline]
    pub fn allocation(&mut self, site: u32, size: u64) {
        self.objects += 1;
        self.bytes += size;
        let bin = SIZE_BOUNDS.iter().position(|&b| size <= b).unwrap_or(8);
        self.size_bins[bin] += 1;
        *grow(&mut self.site_bytes, site as usize) += size;
    }

    /// Records a call at dynamic site `site`.
    #[inline]
    pub fn call(&mut self, site: u32, receiver: u32, target: u32) {
        self.calls += 1;
        grow(&mut self.poly, site as usize).call(receiver, target);
    }

    /// Sets the statistics of dynamic site `site` (of this partition) to
    /// `s`'s, as if its calls had been recorded here.
    pub fn add_site(&mut self, site: usize, s: &PolySite) {
        self.calls += s.calls;
        *grow(&mut self.poly, site) = *s;
    }

    /// Records a lock operation at lock site `key`.
    pub fn lock(&mut self, key: u64, contended: bool) {
        let s = self.locks.entry(key).or_default();
        s.locks += 1;
        self.lock_ops += 1;
        if contended {
            s.contended += 1;
            self.contended_ops += 1;
        }
    }

    /// Adds another partition's accumulation (disjoint sites and code).
    pub fn merge(&mut self, o: &Acc) {
        self.classes += o.classes;
        self.loaded_methods += o.loaded_methods;
        self.loaded_instrs += o.loaded_instrs;
        self.objects += o.objects;
        self.bytes += o.bytes;
        for i in 0..9 {
            self.size_bins[i] += o.size_bins[i];
        }
        for (i, &b) in o.site_bytes.iter().enumerate() {
            *grow(&mut self.site_bytes, i) += b;
        }
        for i in 0..5 {
            self.lifetime_bins[i] += o.lifetime_bins[i];
        }
        for (i, p) in o.poly.iter().enumerate() {
            grow(&mut self.poly, i).merge(p);
        }
        self.calls += o.calls;
        for (k, s) in &o.locks {
            let t = self.locks.entry(*k).or_default();
            t.locks += s.locks;
            t.contended += s.contended;
        }
        self.lock_ops += o.lock_ops;
        self.contended_ops += o.contended_ops;
    }
}
