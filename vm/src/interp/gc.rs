//! Garbage collection: gathering the roots and running the collector.
//!
//! The collector is a non-moving mark-sweep over the object table
//! (`heap/`): handles stay valid and an object's id never changes. Roots are
//! every Java frame of every thread, static fields of reference type,
//! interned strings, `Class` objects, thread objects, locked monitors,
//! pending throwables, recorded class-initialization errors and the VM's
//! temporary roots. Frames are scanned
//! precisely with per-op reference maps (`stackmap.rs`); a slot whose kind
//! differs between paths into an op is treated conservatively (kept if it
//! holds a live handle). Collections run only at allocation ops of the
//! interpreter (and `System.gc()`), where every frame's state is saved.

use super::stackmap::{self, Slot};
use super::{Interpreter, JThread};
use crate::classfile::descriptor::Kind;
use crate::events::EventSink;
use crate::heap::Ref;
use crate::runtime::Throw;

impl<S: EventSink> Interpreter<S> {
    /// Runs a full collection. `current` is the running thread (its stacks
    /// are outside the scheduler while it runs).
    pub fn collect_garbage(&mut self, current: &JThread) {
        let mut roots: Vec<Ref> = Vec::new();
        self.frame_roots(current, &mut roots);
        for slot in &self.sched.threads {
            if let Some(t) = &slot.stack {
                self.frame_roots(t, &mut roots);
            }
            roots.push(slot.obj);
            if let Some(Throw::Object(r)) = slot.pending {
                roots.push(r);
            }
        }
        for (v, is_ref) in self.rt.statics.iter().zip(&self.rt.static_is_ref) {
            if *is_ref && *v != 0 {
                roots.push(*v as Ref);
            }
        }
        roots.extend(self.rt.interned_strings());
        roots.extend(
            self.rt
                .classes
                .iter()
                .map(|c| c.mirror.get())
                .filter(|&m| m != 0),
        );
        roots.extend(self.sched.monitors.keys().copied());
        roots.extend(self.rt.temp_roots.iter().copied());
        roots.extend(self.rt.init_errors.values().copied());
        roots.push(self.rt.main_thread);
        let clock = self.executed;
        let max_kb = self.rt.heap.max_bytes / 1024;
        let started = std::time::Instant::now();
        let c = self.rt.collect(&roots, clock);
        let pause = started.elapsed();
        self.gc_time += pause;
        if S::ENABLED {
            self.sink.gc(self.sched.current as u32, c);
        }
        if self.gc_log {
            let line = format!(
                "[gc] GC({}) {}K->{}K({}K) objects {}->{} dead {} clock {} pause {:.3}ms\n",
                c.number,
                c.bytes_before / 1024,
                c.bytes_after / 1024,
                max_kb,
                c.objects_before,
                c.objects_after,
                c.dead.len(),
                c.clock,
                pause.as_secs_f64() * 1000.0
            );
            self.rt.write_stderr(line.as_bytes());
        }
    }

    /// Adds the references held in `t`'s frames.
    fn frame_roots(&self, t: &JThread, roots: &mut Vec<Ref>) {
        let heap = &self.rt.heap;
        let mut add = |v: u64, kind: Slot| match kind {
            Slot::Ref if v != 0 => roots.push(v as Ref),
            Slot::Top if heap.is_live(v) => roots.push(v as Ref),
            _ => {}
        };
        for f in &t.frames {
            let m = self.rt.method(f.method);
            let Some(code) = m.code.get() else { continue };
            let maps = code.maps.get_or_init(|| {
                let mut params = Vec::new();
                if !m.is_static() {
                    params.push(Slot::Ref);
                }
                if let Some(sig) = crate::classfile::descriptor::method_sig(&m.descriptor) {
                    for k in sig.params {
                        match k {
                            Kind::Reference => params.push(Slot::Ref),
                            Kind::Long | Kind::Double => params.extend([Slot::Prim, Slot::Prim]),
                            _ => params.push(Slot::Prim),
                        }
                    }
                }
                let file = self
                    .rt
                    .class(m.class)
                    .file
                    .as_ref()
                    .expect("bytecode class");
                let pool = &file.pool;
                let shape = super::decode::Shape {
                    class: &self.rt.class(m.class).name,
                    super_class: file.super_class.as_deref(),
                    name: &m.name,
                    descriptor: &m.descriptor,
                    is_static: m.is_static(),
                    major: file.major_version,
                };
                // The live code has quickened ops; the maps are computed
                // over a fresh decoding (same op indices, symbolic ops).
                match m.code_attr.as_ref().and_then(|attr| {
                    super::decode::decode(attr, pool, shape, &mut super::reftype::Unchecked).ok()
                }) {
                    Some(fresh) => stackmap::compute(&fresh, pool, &params),
                    None => Vec::new(),
                }
            });
            let base = f.base as usize;
            let locals = usize::from(code.max_locals);
            let map = maps.get(f.current_op() as usize).and_then(Option::as_ref);
            for i in 0..locals {
                let kind = map.map_or(Slot::Top, |m| m.locals[i]);
                add(t.stack[base + i], kind);
            }
            for (j, v) in t.stack[base + locals..f.sp as usize].iter().enumerate() {
                let kind = map
                    .and_then(|m| m.stack.get(j).copied())
                    .unwrap_or(Slot::Top);
                add(*v, kind);
            }
        }
    }
}
