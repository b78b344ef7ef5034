//! The adapter from rjvm traces to WETs: reads the records of a STEP trace
//! (`-trace-events default,values` for a full WET; a `default` trace gives
//! a control-flow-only one), builds the [`TraceModel`] from the class files
//! embedded in its `Class` records, and turns events into [`Event`]s for a
//! [`WetBuilder`], all in one pass.
//!
//! How records map to events (docs/wet.md has the whole story):
//! * `MethodEnter` right after an `Invoke`/`DispatchInvoke` of the same
//!   thread is a call by the current frame's invoke ([`Event::MethodEnter`]:
//!   arguments flow to the callee); any other (class initializers, calls
//!   from natives or the VM, a thread's first frame) is [`Event::VmEnter`].
//! * Field and array accesses give [`Event::Address`]es (static fields:
//!   object 0 and the field id); value records, receivers, branch outcomes
//!   and allocations give [`Event::Value`]s.
//! * `ExceptionThrow` cuts the current block after the throwing
//!   instruction ([`Event::Throw`]), `ExceptionCatch` is [`Event::Catch`].
//! * An event whose site is not in the thread's current method (a native's
//!   throw, an allocation by the VM at bci -1) is not a bytecode of the
//!   current frame: it is counted in [`AdapterStats::foreign`] and dropped.

use ahash::AHashMap as HashMap;

use super::build::{BuilderMemory, WetBuilder};
use super::bytecode::{self, Operands};
use super::graph::Wet;
use super::model::{Event, Instr, MethodId, ProgramModel, ThreadId, ValueKind};
use crate::program::classfile::ClassFile;
use crate::program::code::Flow;
use crate::program::MethodCode;
use crate::step::AnyRecord;

/// One instruction as the model stores it: bytecode index, opcode and the
/// operands the effect is derived from.
pub type RawInstr = (u32, u8, Operands);

/// A method of the traced program: its name and, for bytecode methods, its
/// basic blocks with successors and instructions.
#[derive(Clone, Debug, Default)]
pub struct MethodModel {
    /// `pkg.Class.name(descriptor)`.
    pub name: String,
    /// Per block: successors (no exception edges) and raw instructions.
    pub blocks: Vec<(Vec<u32>, Vec<RawInstr>)>,
    /// Per block, the WET instructions derived from the raw ones.
    instrs: Vec<Vec<Instr>>,
}

impl MethodModel {
    /// A method from its name and blocks.
    pub fn new(name: String, blocks: Vec<(Vec<u32>, Vec<RawInstr>)>) -> MethodModel {
        let instrs = blocks
            .iter()
            .map(|(_, raw)| {
                raw.iter()
                    .map(|&(bci, op, o)| bytecode::instr(bci, op, o))
                    .collect()
            })
            .collect();
        MethodModel {
            name,
            blocks,
            instrs,
        }
    }

    /// The model of decoded `code` (constant pool and bytes of `class`).
    fn from_code(name: String, code: &MethodCode, bytes: &[u8], class: &ClassFile) -> MethodModel {
        let n = code.blocks();
        let block_of_bci = |bci: u32| code.instr_at(bci).map(|i| code.block_of(i));
        // Blocks following a jsr: where a `ret` may go.
        let jsr_returns: Vec<u32> = code
            .instrs
            .iter()
            .enumerate()
            .filter(|(_, i)| matches!(i.opcode, 0xa8 | 0xc9))
            .filter_map(|(k, _)| code.instrs.get(k + 1).map(|_| code.block_of(k as u32 + 1)))
            .collect();
        let mut blocks = Vec::with_capacity(n);
        for b in 0..n {
            let (from, to) = (
                code.block_start[b] as usize,
                code.block_start[b + 1] as usize,
            );
            let last = &code.instrs[to - 1];
            let next = (to < code.instrs.len()).then_some(b as u32 + 1);
            let mut succs: Vec<u32> = Vec::new();
            match &last.flow {
                Flow::Next => succs.extend(next),
                Flow::End => match last.opcode {
                    0xb6..=0xba => succs.extend(next),
                    0xa9 => succs.extend(&jsr_returns),
                    _ => {}
                },
                Flow::Jump(targets) => {
                    if matches!(last.opcode, 0x99..=0xa6 | 0xc6 | 0xc7) {
                        succs.extend(next);
                    }
                    succs.extend(targets.iter().filter_map(|&t| block_of_bci(t)));
                }
            }
            let mut seen = Vec::with_capacity(succs.len());
            succs.retain(|s| {
                let new = !seen.contains(s);
                seen.push(*s);
                new
            });
            let raw = code.instrs[from..to]
                .iter()
                .map(|i| {
                    let o = bytecode::operands(bytes, i.bci, i.opcode, class).unwrap_or_default();
                    (i.bci, i.opcode, o)
                })
                .collect();
            blocks.push((succs, raw));
        }
        MethodModel::new(name, blocks)
    }

    /// The block holding `bci`, if any.
    pub fn block_of(&self, bci: u32) -> Option<u32> {
        self.blocks
            .iter()
            .position(|(_, raw)| raw.iter().any(|r| r.0 == bci))
            .map(|b| b as u32)
    }
}

/// The static program of a trace, by the trace's method ids.
#[derive(Clone, Debug, Default)]
pub struct TraceModel {
    /// Methods by id (`None`: no such id seen).
    pub methods: Vec<Option<MethodModel>>,
}

impl TraceModel {
    /// The method with id `m`.
    pub fn method(&self, m: MethodId) -> Option<&MethodModel> {
        self.methods.get(m as usize)?.as_ref()
    }

    /// The name of method `m` (`#m` if unknown).
    pub fn name(&self, m: MethodId) -> String {
        self.method(m)
            .map_or_else(|| format!("#{m}"), |mm| mm.name.clone())
    }

    /// The ids of methods named `name`.
    pub fn find(&self, name: &str) -> Vec<MethodId> {
        self.methods
            .iter()
            .enumerate()
            .filter(|(_, m)| m.as_ref().is_some_and(|m| m.name == name))
            .map(|(i, _)| i as MethodId)
            .collect()
    }

    /// Sets method `m`.
    pub fn set(&mut self, m: MethodId, model: MethodModel) {
        let i = m as usize;
        if self.methods.len() <= i {
            self.methods.resize_with(i + 1, || None);
        }
        self.methods[i] = Some(model);
    }

    /// Keeps only the methods in `keep` (those a WET's nodes name).
    pub fn retain(&mut self, keep: impl Fn(MethodId) -> bool) {
        for (i, m) in self.methods.iter_mut().enumerate() {
            if !keep(i as MethodId) {
                *m = None;
            }
        }
    }
}

impl ProgramModel for TraceModel {
    fn block_count(&self, method: MethodId) -> usize {
        self.method(method).map_or(0, |m| m.blocks.len())
    }
    fn successors(&self, method: MethodId, block: u32) -> &[u32] {
        self.method(method)
            .and_then(|m| m.blocks.get(block as usize))
            .map_or(&[], |b| &b.0)
    }
    fn instructions(&self, method: MethodId, block: u32) -> &[Instr] {
        self.method(method)
            .and_then(|m| m.instrs.get(block as usize))
            .map_or(&[], |b| b)
    }
}

/// What the adapter saw.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct AdapterStats {
    /// Records read.
    pub records: u64,
    /// Events handed to the builder.
    pub events: u64,
    /// Events dropped because their site is not in the thread's current
    /// method (natives, the VM).
    pub foreign: u64,
    /// Calls of native methods (whose heap writes the trace does not
    /// show: see docs/wet.md).
    pub natives: u64,
    /// Executed bytecodes (the clock at the last record).
    pub bytecodes: u64,
    /// Whether the trace had value records (group `values`).
    pub has_values: bool,
    /// The builder's heap bytes after the last event, by part.
    pub builder_memory: BuilderMemory,
}

#[derive(Default)]
struct ThreadCtx {
    /// The method of every frame, innermost last.
    methods: Vec<MethodId>,
    /// The last event was an invoke: the next MethodEnter is its call.
    invoked: bool,
}

/// Turns trace records into a model and WET events, in one pass.
#[derive(Default)]
pub struct TraceAdapter {
    /// The program model built so far.
    pub model: TraceModel,
    classes: HashMap<i64, (String, Option<ClassFile>)>,
    sites: HashMap<i64, (MethodId, u32)>,
    threads: HashMap<i64, ThreadCtx>,
    /// What the adapter saw.
    pub stats: AdapterStats,
    /// Problems with class files (their methods count as having no code).
    pub problems: Vec<String>,
}

impl TraceAdapter {
    /// A fresh adapter.
    pub fn new() -> TraceAdapter {
        TraceAdapter::default()
    }

    /// Reads one record: updates the model and calls `emit` with the
    /// events it gives.
    pub fn record(&mut self, rec: &AnyRecord, mut emit: impl FnMut(&TraceModel, Event)) {
        self.stats.records += 1;
        let ev = match rec {
            AnyRecord::Class(c) => {
                let file = (!c.bytes.is_empty())
                    .then(|| ClassFile::parse(&c.bytes))
                    .and_then(|r| {
                        r.map_err(|e| self.problems.push(format!("class {}: {e}", c.name)))
                            .ok()
                    });
                self.classes.insert(c.id, (c.name.replace('/', "."), file));
                None
            }
            AnyRecord::ClassLoad(c) => {
                if let Some(entry) = self.classes.get_mut(&c.class) {
                    entry.1 = None;
                }
                None
            }
            AnyRecord::Method(m) => {
                self.add_method(m);
                None
            }
            AnyRecord::Site(s) => {
                if let (Ok(m), Ok(bci)) = (u32::try_from(s.method), u32::try_from(s.bci)) {
                    self.sites.insert(s.id, (m, bci));
                }
                None
            }
            AnyRecord::Invoke(e) => {
                self.thread(e.thread).invoked = true;
                None
            }
            AnyRecord::DispatchInvoke(e) => {
                self.thread(e.thread).invoked = true;
                None
            }
            AnyRecord::MethodEnter(e) => {
                let method = e.method as MethodId;
                let thread = e.thread as ThreadId;
                if self.model.block_count(method) == 0 {
                    self.stats.natives += 1;
                }
                let ctx = self.thread(e.thread);
                let call = ctx.invoked || ctx.methods.is_empty();
                ctx.invoked = false;
                ctx.methods.push(method);
                Some(if call {
                    Event::MethodEnter { thread, method }
                } else {
                    Event::VmEnter { thread, method }
                })
            }
            AnyRecord::MethodExit(e) => {
                let ctx = self.thread(e.thread);
                ctx.invoked = false;
                ctx.methods.pop();
                Some(Event::MethodExit {
                    thread: e.thread as ThreadId,
                })
            }
            AnyRecord::BlockEnter(e) => {
                self.thread(e.thread).invoked = false;
                Some(Event::BlockEnter {
                    thread: e.thread as ThreadId,
                    block: e.block as u32,
                })
            }
            AnyRecord::FieldRead(e) => self.address(e.thread, e.site, 0, e.field, false),
            AnyRecord::InstanceFieldRead(e) => {
                self.address(e.thread, e.site, e.object, e.field, false)
            }
            AnyRecord::FieldWrite(e) => self.address(e.thread, e.site, 0, e.field, false),
            AnyRecord::InstanceFieldWrite(e) => {
                self.address(e.thread, e.site, e.object, e.field, false)
            }
            AnyRecord::ArrayLoad(e) => self.address(e.thread, e.site, e.array, e.index, true),
            AnyRecord::ArrayStore(e) => self.address(e.thread, e.site, e.array, e.index, true),
            AnyRecord::IntValue(e) => self.value(e.thread, e.site, ValueKind::Int, e.value as u64),
            AnyRecord::FloatValue(e) => {
                self.value(e.thread, e.site, ValueKind::Float, e.value.to_bits())
            }
            AnyRecord::RefValue(e) => self.value(e.thread, e.site, ValueKind::Ref, e.object as u64),
            AnyRecord::Receiver(e) => {
                self.value(e.thread, e.site, ValueKind::Receiver, e.object as u64)
            }
            AnyRecord::BranchOutcome(e) => {
                self.value(e.thread, e.site, ValueKind::Branch, e.outcome as u64)
            }
            AnyRecord::Allocation(e) => {
                self.value(e.thread, e.site, ValueKind::Ref, e.object as u64)
            }
            AnyRecord::ArrayAllocation(e) => {
                self.value(e.thread, e.site, ValueKind::Ref, e.object as u64)
            }
            AnyRecord::ExceptionThrow(e) => self
                .local_site(e.thread, e.site)
                .map(|(thread, bci)| Event::Throw { thread, bci }),
            AnyRecord::ExceptionCatch(e) => Some(Event::Catch {
                thread: e.thread as ThreadId,
            }),
            AnyRecord::ObjectDeath(e) => Some(Event::ObjectDeath {
                thread: e.thread as ThreadId,
                object: e.object as u64,
            }),
            _ => None,
        };
        if let Some(t) = event_time(rec) {
            self.stats.bytecodes = self.stats.bytecodes.max(t);
        }
        if let Some(ev) = ev {
            self.stats.events += 1;
            emit(&self.model, ev);
        }
    }

    fn thread(&mut self, t: i64) -> &mut ThreadCtx {
        self.threads.entry(t).or_default()
    }

    fn add_method(&mut self, m: &crate::step::Method) {
        let Some((class_name, file)) = self.classes.get(&m.class) else {
            self.problems
                .push(format!("method {} before its class {}", m.id, m.class));
            return;
        };
        let name = format!("{class_name}.{}{}", m.name, m.descriptor);
        let decl = file
            .as_ref()
            .and_then(|f| Some((f, f.methods.get(usize::try_from(m.index).ok()?)?)));
        let model = match decl {
            Some((f, d)) if m.access & (0x0100 | 0x0400) == 0 => match &d.code {
                Some(attr) => match MethodCode::new(attr, f) {
                    Ok(code) => MethodModel::from_code(name, &code, &attr.code, f),
                    Err(e) => {
                        self.problems.push(format!("{name}: {}", e.0));
                        MethodModel::new(name, Vec::new())
                    }
                },
                None => MethodModel::new(name, Vec::new()),
            },
            _ => MethodModel::new(name, Vec::new()),
        };
        self.model.set(m.id as MethodId, model);
    }

    /// The thread and bci of `site` if it is in the thread's current
    /// method; counts it as foreign otherwise.
    fn local_site(&mut self, thread: i64, site: i64) -> Option<(ThreadId, u32)> {
        let current = self.threads.get(&thread).and_then(|c| c.methods.last());
        match self.sites.get(&site) {
            Some(&(m, bci)) if Some(&m) == current => Some((thread as ThreadId, bci)),
            _ => {
                self.stats.foreign += 1;
                None
            }
        }
    }

    fn address(
        &mut self,
        thread: i64,
        site: i64,
        object: i64,
        slot: i64,
        array: bool,
    ) -> Option<Event> {
        let (thread, bci) = self.local_site(thread, site)?;
        Some(Event::Address {
            thread,
            bci,
            object: object as u64,
            slot: slot as u64,
            array,
        })
    }

    fn value(&mut self, thread: i64, site: i64, kind: ValueKind, value: u64) -> Option<Event> {
        if kind != ValueKind::Ref {
            self.stats.has_values = true;
        }
        let (thread, bci) = self.local_site(thread, site)?;
        Some(Event::Value {
            thread,
            bci,
            kind,
            value,
        })
    }
}

/// The clock of an event record (its `time`), if it is one the adapter
/// reads.
fn event_time(rec: &AnyRecord) -> Option<u64> {
    let t = match rec {
        AnyRecord::BlockEnter(e) => e.time,
        AnyRecord::MethodEnter(e) => e.time,
        AnyRecord::MethodExit(e) => e.time,
        _ => return None,
    };
    u64::try_from(t).ok()
}

/// Builds the WET of the trace read from `r` in one pass; `progress` is
/// called after every trace block with the records read so far. Returns
/// the WET, the model of the methods it executed, and what the adapter
/// saw.
pub fn build_from_trace<R: std::io::Read + Send>(
    r: R,
    progress: impl FnMut(u64),
) -> Result<(Wet, TraceModel, AdapterStats), crate::metrics::MetricsError> {
    let mut adapter = TraceAdapter::new();
    let mut builder = WetBuilder::new();
    crate::metrics::read_records(
        r,
        |rec| adapter.record(&rec, |model, ev| builder.push(model, &ev)),
        progress,
    )?;
    adapter.stats.builder_memory = builder.memory();
    let wet = builder.finish(&adapter.model);
    let mut model = adapter.model;
    let used: std::collections::HashSet<MethodId> = wet.nodes.iter().map(|n| n.method).collect();
    model.retain(|m| used.contains(&m));
    Ok((wet, model, adapter.stats))
}
