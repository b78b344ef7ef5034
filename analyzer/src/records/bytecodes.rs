//! Implied `Bytecode` records (rule "blocks").
//!
//! With groups "bytecode", "block", "method" and "lock" on (the VM
//! implies bytecodes only then: a contended monitor that blocks the first
//! op of a run is seen by its `MonitorContendedEnter`), a trace holds a
//! `BlockEnter` for every basic block a thread enters (in the file, or
//! implied by [`super::implied`]) and a `MethodEnter`/`MethodExit` for
//! every activation; the block's instructions are in the class file every
//! trace embeds (`Class.bytes`). What a reader cannot know is where a run
//! of instructions stops (an instruction left to the VM's full loop, a
//! thread switch) and the clock of its first instruction. In a trace whose
//! header has producer attribute [`ATTRIBUTE`]` = `[`BLOCKS`], the VM's
//! fast loop writes no `Bytecode` record for the instructions it runs but
//! the first of a run that starts inside a block (as a `BytecodeRun`
//! record) and the one it leaves to the full loop (a `Bytecode` record);
//! the full loop writes a `Bytecode` record for every instruction it runs.
//!
//! The rule, per thread `T`:
//!
//! * `BlockEnter(T, t, b)` starts (or moves) `T`'s run at block `b` of
//!   `T`'s current method (the method of `T`'s innermost activation,
//!   which `MethodEnter` and `MethodExit` records push and pop): its
//!   instructions follow at `t`, `t + 1`, ...
//! * `BytecodeRun(T, t, s, o)` reads as `Bytecode(T, t, s, o)` and starts
//!   a run: the instructions after `s`'s in its basic block follow at
//!   `t + 1`, `t + 2`, ...
//! * A `MethodEnter` or `MethodExit` of `T` continues the run, with
//!   nothing pending until the next `BlockEnter`.
//! * A `Bytecode` record of `T`, `ThreadEnd`, or another event of `T`
//!   whose time is earlier than the run's next instruction (raised by an
//!   instruction that started and has not completed: the run's first,
//!   left to the full loop, initializing a class, waiting for a
//!   collection or blocked on a monitor) ends the run.
//! * Each implied `Bytecode` is put right before the first event in the
//!   file (of any thread) whose time is later than its own, before the
//!   entities held for that event; at the end of the trace, the rest.
//!   No more are implied than the block holds.
//!
//! Why this is exact: the fast loop runs a thread's instructions one after
//! the other, one clock tick each, and leaves only after a jump, call or
//! return that ends the time slice (at the end of a block: the next
//! instruction's block is entered with a `BlockEnter` when the thread runs
//! again), or before an instruction it leaves to the full loop (whose
//! `Bytecode` it writes). The full loop raises the `Bytecode` of each
//! instruction it runs right after the instruction's `BlockEnter`, at the
//! same time, which ends the run that `BlockEnter` started before it
//! implied anything; an instruction it runs again (class initialization,
//! a collection, a contended monitor) is written once, and the run after
//! it starts with a `BlockEnter` or a `BytecodeRun`. Every event an
//! instruction raises has the clock after it, every start event
//! (`BlockEnter`, a callee's `MethodEnter`) the clock before the next.
//!
//! Site ids: the VM numbers sites in order of first use in the file; the
//! implied records name sites the file may never name, or names later. The
//! expander renumbers every site in order of first use in the expanded
//! stream (writing the `Site` entity of an implied record right before it,
//! and dropping the file's `Site` entity of a site already written), which
//! is the numbering of a trace written with every `Bytecode` record
//! (`rjvm -XX:+TraceEachBytecode`): the expanded stream is that trace's,
//! record for record.

use super::expand::{event, expand_with, index, names_rule, per_thread, site_of, Rule, SiteMap};
use crate::program::Program;
use crate::step;
use step::AnyRecord as A;

/// The producer attribute naming the implied-bytecode rule.
pub const ATTRIBUTE: &str = "implied-bytecodes";

/// The value of [`ATTRIBUTE`] for the rule of this module.
pub const BLOCKS: &str = "blocks";

/// Whether the producer attributes of a trace name the rule.
pub fn uses_blocks_rule(attributes: &[(String, String)]) -> bool {
    names_rule(attributes, ATTRIBUTE, BLOCKS)
}

/// A thread's run: the next instruction and its clock.
#[derive(Debug, Clone, Copy)]
struct Cursor {
    /// Method id (the file's).
    method: i64,
    /// Index of the next instruction in the method's code.
    instr: u32,
    /// End (exclusive) of its block.
    end: u32,
    /// Its clock.
    clock: i64,
}

/// A thread as the rule follows it.
#[derive(Debug, Default, Clone)]
struct ThreadState {
    /// Method ids of its activations, innermost last.
    stack: Vec<i64>,
    /// Its run, if one lasts.
    run: Option<Cursor>,
}

/// The reader's side of the rule: puts the implied `Bytecode` records
/// back, in place, and renumbers sites.
#[derive(Debug, Default)]
pub struct Expander {
    /// Classes and methods (their code).
    program: Program,
    /// By thread id.
    threads: Vec<ThreadState>,
    /// Threads whose run may have instructions pending.
    running: Vec<usize>,
    /// Entities held until the next event.
    held: Vec<A>,
    /// Site ids of the file and of the expanded stream.
    sites: SiteMap,
}

impl Expander {
    /// A reader's state at the start of a trace with the rule.
    pub fn new() -> Self {
        Self::default()
    }

    /// A reader's state for a trace with producer attributes `attributes`,
    /// if it uses the rule.
    pub fn for_attributes(attributes: &[(String, String)]) -> Option<Self> {
        uses_blocks_rule(attributes).then(Self::new)
    }

    fn thread(&mut self, thread: i64) -> &mut ThreadState {
        per_thread(&mut self.threads, thread)
    }

    /// Hands on the implied records of `thread`'s run with a clock below
    /// `before` (and within its block).
    fn flush_thread(&mut self, thread: usize, before: i64, f: &mut impl FnMut(A)) {
        loop {
            let Some(c) = self.threads[thread].run else {
                return;
            };
            if c.instr >= c.end || c.clock >= before {
                return;
            }
            let Some(ins) = self
                .program
                .code(c.method as u32)
                .and_then(|code| code.instrs.get(c.instr as usize))
            else {
                self.threads[thread].run = None;
                return;
            };
            let (bci, opcode) = (i64::from(ins.bci), i64::from(ins.opcode));
            let (site, new) = self.sites.out_site(c.method, bci);
            if new {
                f(A::Site(step::Site {
                    id: site,
                    method: c.method,
                    bci,
                }));
            }
            f(A::Bytecode(step::Bytecode {
                thread: thread as i64,
                time: c.clock,
                site,
                opcode,
            }));
            if let Some(r) = &mut self.threads[thread].run {
                r.instr += 1;
                r.clock += 1;
            }
        }
    }

    /// Hands on every implied record with a clock below `before`, in clock
    /// order.
    fn flush(&mut self, before: i64, f: &mut impl FnMut(A)) {
        if self.running.len() == 1 {
            let t = self.running[0];
            self.flush_thread(t, before, f);
        } else if self.running.len() > 1 {
            loop {
                // The thread whose next pending record is earliest.
                let next = self
                    .running
                    .iter()
                    .filter_map(|&t| {
                        let c = self.threads[t].run?;
                        (c.instr < c.end && c.clock < before).then_some((c.clock, t))
                    })
                    .min();
                let Some((clock, t)) = next else { break };
                self.flush_thread(t, clock + 1, f);
            }
        }
        let threads = &self.threads;
        self.running
            .retain(|&t| threads[t].run.is_some_and(|c| c.instr < c.end));
    }

    /// Starts or moves `thread`'s run.
    fn set_run(&mut self, thread: i64, run: Option<Cursor>) {
        let t = usize::try_from(thread).unwrap_or(0);
        self.thread(thread).run = run;
        if run.is_some() && !self.running.contains(&t) {
            self.running.push(t);
        }
    }

    /// The run at instruction `instr` of `method`, clock `clock`.
    fn cursor(&self, method: i64, instr: u32, clock: i64) -> Option<Cursor> {
        let code = self.program.code(method as u32)?;
        if instr as usize >= code.instrs.len() {
            return None;
        }
        let block = code.block_of(instr) as usize;
        Some(Cursor {
            method,
            instr,
            end: code.block_start[block + 1],
            clock,
        })
    }
}

impl Rule for Expander {
    /// Hands `rec` to `f`, preceded by the records it implies; entities
    /// are held until the next event.
    fn push(&mut self, rec: A, mut f: impl FnMut(A)) {
        let f = &mut f;
        let mut rec = rec;
        let Some((thread, time)) = event(&rec) else {
            match &rec {
                A::Class(c) => self.program.add_class(c),
                A::Method(m) => self.program.add_method(m),
                A::Site(s) => self.sites.file_site(s),
                _ => {}
            }
            self.held.push(rec);
            return;
        };
        self.flush(time, f);
        self.sites.flush_held(&mut self.held, f);
        // The run's start, by the file's site id.
        let run_at = match &rec {
            A::BytecodeRun(b) => self.sites.file_site_of(b.site),
            _ => None,
        };
        if let Some(site) = site_of(&mut rec) {
            *site = self.sites.remap_written(*site);
        }
        match rec {
            A::BytecodeRun(b) => {
                let (method, bci) = run_at.unwrap_or((0, -1));
                let run = u32::try_from(bci)
                    .ok()
                    .and_then(|bci| self.program.code(method as u32)?.instr_at(bci))
                    .and_then(|i| {
                        let mut c = self.cursor(method, i, time)?;
                        c.instr += 1;
                        c.clock += 1;
                        Some(c)
                    });
                self.set_run(thread, run);
                f(A::Bytecode(step::Bytecode {
                    thread: b.thread,
                    time: b.time,
                    site: b.site,
                    opcode: b.opcode,
                }));
                return;
            }
            A::Bytecode(_) => self.set_run(thread, None),
            A::BlockEnter(ref b) => {
                let method = self.thread(thread).stack.last().copied();
                let run = method.and_then(|m| {
                    let code = self.program.code(m as u32)?;
                    let start = *code.block_start.get(index(b.block))?;
                    self.cursor(m, start, time)
                });
                self.set_run(thread, run);
            }
            A::MethodEnter(ref e) => {
                let st = self.thread(thread);
                st.stack.push(e.method);
                if let Some(r) = &mut st.run {
                    r.instr = r.end;
                }
            }
            A::MethodExit(_) => {
                let st = self.thread(thread);
                st.stack.pop();
                if let Some(r) = &mut st.run {
                    r.instr = r.end;
                }
            }
            A::ThreadEnd(_) => {
                let st = self.thread(thread);
                st.stack.clear();
                st.run = None;
            }
            _ => {
                // An event of T earlier than its run's next instruction
                // comes from an instruction that started and has not
                // completed (a run's first op, left to the full loop, that
                // initializes a class, waits for a collection or blocks on
                // a monitor): the run ends there.
                let st = self.thread(thread);
                if st.run.is_some_and(|c| time < c.clock) {
                    st.run = None;
                }
            }
        }
        f(rec);
    }

    /// At the end of the trace: hands on the implied records still pending
    /// and the entities held.
    fn finish(&mut self, mut f: impl FnMut(A)) {
        self.flush(i64::MAX, &mut f);
        self.sites.flush_held(&mut self.held, &mut f);
    }
}

/// Expands a whole record stream (tests and small tools).
pub fn expand(records: impl IntoIterator<Item = A>) -> Vec<A> {
    expand_with(Expander::new(), records)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::expand::build::site;

    fn bytecode(thread: i64, time: i64, site: i64) -> A {
        A::Bytecode(step::Bytecode {
            thread,
            time,
            site,
            opcode: 0x60,
        })
    }
    fn invoke(thread: i64, time: i64, site: i64) -> A {
        A::Invoke(step::Invoke {
            thread,
            time,
            site,
            target: 9,
        })
    }

    #[test]
    fn the_attribute_names_the_rule() {
        let a = |v: &str| vec![(ATTRIBUTE.to_string(), v.to_string())];
        assert!(uses_blocks_rule(&a("blocks")));
        assert!(!uses_blocks_rule(&a("entry")));
        assert!(!uses_blocks_rule(&[]));
        assert!(Expander::for_attributes(&a("blocks")).is_some());
    }

    #[test]
    fn a_stream_without_runs_is_unchanged() {
        let all = vec![
            site(1, 5, 3),
            bytecode(1, 0, 1),
            site(2, 5, 4),
            invoke(1, 1, 2),
            bytecode(2, 1, 2),
            bytecode(1, 2, 1),
        ];
        assert_eq!(expand(all.clone()), all);
    }

    #[test]
    fn a_run_in_a_method_without_code_implies_nothing() {
        // The method's code is unknown (no Class entity): the run reads as
        // one Bytecode record, and the sites keep their order of first use.
        let file = vec![
            site(1, 5, 3),
            A::BytecodeRun(step::BytecodeRun {
                thread: 1,
                time: 4,
                site: 1,
                opcode: 0x60,
            }),
            site(2, 5, 9),
            invoke(1, 9, 2),
        ];
        let want = vec![
            site(1, 5, 3),
            bytecode(1, 4, 1),
            site(2, 5, 9),
            invoke(1, 9, 2),
        ];
        assert_eq!(expand(file), want);
    }
}
