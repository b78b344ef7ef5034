//! What the implied-records rules ([`super::implied`], [`super::enters`],
//! [`super::branches`], [`super::bytecodes`]) share: reading a rule's
//! header attribute, the thread, time and site of a record, per-thread
//! state, the renumbering of sites when records are put back, and
//! expanding a whole stream with one rule.

use crate::step;
use step::AnyRecord as A;

/// Access flags of a method without code (native, abstract).
pub(crate) const NO_CODE: i64 = 0x0100 | 0x0400;

/// Whether the producer attributes of a trace name `rule` in the comma
/// list of `attribute`.
pub(crate) fn names_rule(attributes: &[(String, String)], attribute: &str, rule: &str) -> bool {
    attributes
        .iter()
        .any(|(k, v)| k == attribute && v.split(',').any(|r| r.trim() == rule))
}

/// A record id as an index (a negative id indexes nothing).
pub(crate) fn index(id: i64) -> usize {
    usize::try_from(id).unwrap_or(usize::MAX)
}

/// The state of `thread` in `states` (by thread id), added if new.
#[inline(always)]
pub(crate) fn per_thread<T: Default>(states: &mut Vec<T>, thread: i64) -> &mut T {
    let i = usize::try_from(thread).unwrap_or(0);
    if states.len() <= i {
        grow(states, i);
    }
    &mut states[i]
}

/// Grows `states` with defaults to hold index `i` ([`per_thread`]'s rare
/// case, out of line).
#[cold]
#[inline(never)]
fn grow<T: Default>(states: &mut Vec<T>, i: usize) {
    states.resize_with(i + 1, T::default);
}

/// Sets `table[i]` to `value`, the table grown with defaults to reach it.
pub(crate) fn put_at<T: Default>(table: &mut Vec<T>, i: usize, value: T) {
    if table.len() <= i {
        table.resize_with(i + 1, T::default);
    }
    table[i] = value;
}

/// Thread and time of an event (`None` for entities).
pub(crate) fn event(r: &A) -> Option<(i64, i64)> {
    macro_rules! ev {
        ($($v:ident)*) => {
            match r {
                $(A::$v(e) => Some((e.thread, e.time)),)*
                _ => None,
            }
        };
    }
    ev!(Allocation ArrayAccess ArrayAllocation ArrayLoad ArrayStore BlockEnter BranchOutcome
        Bytecode BytecodeRun ClassLoad DispatchInvoke Event ExceptionCatch ExceptionThrow
        FieldAccess FieldRead FieldWrite FloatValue GCFinish GCStart InstanceFieldRead
        InstanceFieldWrite IntValue Invoke MethodEnter MethodEvent MethodExit
        MonitorContendedEnter MonitorEnter MonitorEntered MonitorEvent MonitorExit MonitorWait
        MonitorWaited Notify ObjectDeath Receiver RefValue ThreadEnd ThreadStart ValueEvent)
}

/// Calls macro `$m` with the record types that have a site field.
macro_rules! with_sited {
    ($m:ident) => {
        $m!(Allocation ArrayAccess ArrayAllocation ArrayLoad ArrayStore BranchOutcome Bytecode
        BytecodeRun DispatchInvoke ExceptionCatch ExceptionThrow FieldAccess FieldRead
        FieldWrite FloatValue InstanceFieldRead InstanceFieldWrite IntValue Invoke
        MonitorContendedEnter MonitorEnter MonitorEntered MonitorEvent MonitorExit MonitorWait
        MonitorWaited Notify Receiver RefValue ValueEvent)
    };
}

/// The site of an event that has one.
pub(crate) fn site_ref(r: &A) -> Option<i64> {
    macro_rules! site {
        ($($v:ident)*) => {
            match r {
                $(A::$v(e) => Some(e.site),)*
                _ => None,
            }
        };
    }
    with_sited!(site)
}

/// The site field of an event that has one.
pub(crate) fn site_of(r: &mut A) -> Option<&mut i64> {
    macro_rules! site {
        ($($v:ident)*) => {
            match r {
                $(A::$v(e) => Some(&mut e.site),)*
                _ => None,
            }
        };
    }
    with_sited!(site)
}

/// Which methods have code, by method id (from `Method` entities).
#[derive(Debug, Default)]
pub(crate) struct CodedMethods(Vec<bool>);

impl CodedMethods {
    /// Notes a `Method` entity, by its id and access flags.
    pub(crate) fn set(&mut self, id: i64, access: i64) {
        if let Ok(i) = usize::try_from(id) {
            if self.0.len() <= i {
                self.0.resize(i + 1, false);
            }
            self.0[i] = access & NO_CODE == 0;
        }
    }

    /// Whether method `id` has code (unknown methods have none).
    pub(crate) fn has_code(&self, id: i64) -> bool {
        usize::try_from(id)
            .ok()
            .and_then(|i| self.0.get(i).copied())
            .unwrap_or(false)
    }
}

/// Site ids of the file and of the expanded stream: a rule that puts back
/// records with sites the file never named writes their `Site` entities
/// and renumbers every site in order of first use, so that the expanded
/// stream is the one the VM writes with the rule's switch.
#[derive(Debug)]
pub(crate) struct SiteMap {
    /// By the file's site id: (method, bci).
    file_sites: Vec<(i64, i64)>,
    /// By method id, by bci + 1: the expanded stream's site id (0: none).
    out_sites: Vec<Vec<i64>>,
    /// The next site id of the expanded stream.
    next_site: i64,
}

impl Default for SiteMap {
    fn default() -> Self {
        SiteMap {
            file_sites: Vec::new(),
            out_sites: Vec::new(),
            next_site: 1,
        }
    }
}

impl SiteMap {
    /// Notes a `Site` entity of the file.
    pub(crate) fn file_site(&mut self, s: &step::Site) {
        let i = index(s.id);
        if self.file_sites.len() <= i {
            self.file_sites.resize(i + 1, (0, -1));
        }
        self.file_sites[i] = (s.method, s.bci);
    }

    /// The (method, bci) of the file's site `id`.
    pub(crate) fn file_site_of(&self, id: i64) -> Option<(i64, i64)> {
        self.file_sites.get(index(id)).copied()
    }

    /// The expanded stream's id of site (method, bci), and whether it is
    /// new (its `Site` entity not yet written).
    pub(crate) fn out_site(&mut self, method: i64, bci: i64) -> (i64, bool) {
        let (m, b) = (index(method), index(bci.wrapping_add(1)));
        if self.out_sites.len() <= m {
            self.out_sites.resize_with(m + 1, Vec::new);
        }
        let per = &mut self.out_sites[m];
        if per.len() <= b {
            per.resize(b + 1, 0);
        }
        if per[b] != 0 {
            return (per[b], false);
        }
        per[b] = self.next_site;
        self.next_site += 1;
        (per[b], true)
    }

    /// The expanded stream's id of the file's site `id`, numbered now if
    /// it has none yet.
    pub(crate) fn remap(&mut self, id: i64) -> i64 {
        match self.file_site_of(id) {
            Some((m, b)) => self.out_site(m, b).0,
            None => id,
        }
    }

    /// The expanded stream's id of the file's site `id` if it has one.
    pub(crate) fn remap_written(&self, id: i64) -> i64 {
        let Some((m, b)) = self.file_site_of(id) else {
            return id;
        };
        self.out_sites
            .get(index(m))
            .and_then(|p| p.get(index(b.wrapping_add(1))))
            .copied()
            .filter(|&i| i != 0)
            .unwrap_or(id)
    }

    /// Hands on the entities of `held` (`Site` entities renumbered, or
    /// dropped if the site was written already), emptying it.
    pub(crate) fn flush_held(&mut self, held: &mut Vec<A>, f: &mut impl FnMut(A)) {
        for r in held.drain(..) {
            if let A::Site(s) = r {
                let (id, new) = self.out_site(s.method, s.bci);
                if new {
                    f(A::Site(step::Site { id, ..s }));
                }
            } else {
                f(r);
            }
        }
    }
}

/// One rule's reader: records in, the stream with that rule's implied
/// records put back out.
pub trait Rule {
    /// Hands `rec` to `f`, preceded by what it implies; records that
    /// cannot decide yet are held back.
    fn push(&mut self, rec: A, f: impl FnMut(A));

    /// At the end of the trace: hands on what was held back.
    fn finish(&mut self, f: impl FnMut(A));
}

/// Expands a whole record stream with `rule` (tests and small tools).
pub fn expand_with(mut rule: impl Rule, records: impl IntoIterator<Item = A>) -> Vec<A> {
    let mut out = Vec::new();
    for r in records {
        rule.push(r, |r| out.push(r));
    }
    rule.finish(|r| out.push(r));
    out
}

/// Records for the rules' unit tests.
#[cfg(test)]
pub(crate) mod build {
    use super::{step, A};

    /// A `Method` entity of class 1.
    pub fn method(id: i64, access: i64) -> A {
        A::Method(Box::new(step::Method {
            id,
            class: 1,
            name: "m".into(),
            descriptor: "()V".into(),
            access,
            index: 0,
        }))
    }
    /// A `Site` entity.
    pub fn site(id: i64, method: i64, bci: i64) -> A {
        A::Site(step::Site { id, method, bci })
    }
    /// A `MethodEnter`.
    pub fn enter(thread: i64, time: i64, method: i64) -> A {
        A::MethodEnter(step::MethodEnter {
            thread,
            time,
            method,
        })
    }
    /// A `MethodExit`, exceptional if `exceptional` is not 0.
    pub fn exit_by(thread: i64, time: i64, method: i64, exceptional: i64) -> A {
        A::MethodExit(step::MethodExit {
            thread,
            time,
            method,
            exceptional,
        })
    }
    /// A normal `MethodExit`.
    pub fn exit(thread: i64, time: i64, method: i64) -> A {
        exit_by(thread, time, method, 0)
    }
    /// A `BlockEnter`.
    pub fn block(thread: i64, time: i64, block: i64) -> A {
        A::BlockEnter(step::BlockEnter {
            thread,
            time,
            block,
        })
    }
    /// An `Invoke` at site 1.
    pub fn invoke(thread: i64, time: i64, target: i64) -> A {
        A::Invoke(step::Invoke {
            thread,
            time,
            site: 1,
            target,
        })
    }
    /// The records of `all` but those at the indices `left_out`: a file
    /// whose readers imply them.
    pub fn without(all: &[A], left_out: &[usize]) -> Vec<A> {
        all.iter()
            .enumerate()
            .filter(|(i, _)| !left_out.contains(i))
            .map(|(_, r)| r.clone())
            .collect()
    }
    /// A `ClassLoad` of class 1.
    pub fn load(thread: i64, time: i64) -> A {
        A::ClassLoad(step::ClassLoad {
            thread,
            time,
            class: 1,
        })
    }
}
