//! Traces decoded and checked against what the traced programs do:
//! event groups as the schema defines them, every site naming the right
//! instruction (checked against the class-file bytes carried in the trace),
//! one Bytecode record per executed instruction, allocations, calls, array
//! loads and their values, branch and switch outcomes, monitor sites,
//! wait/notify arguments, thread parents, exceptions; identical files from
//! identical runs; java-tests programs traced with every group.

mod common;

use rjvm::events::{Group, Groups};
use rjvm::step::{self, AnyRecord, TraceReader};
use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use tracer::format::ReadOptions;
use tracer::Value as V;

const FACTS: &str = r#"
public class Facts {
    static final class Foo { int v; Foo(int v) { this.v = v; } }
    static final class Boom extends RuntimeException { }
    static int counter;
    static final Object lock = new Object();
    static int target(int x) { return x + 1; }
    static int sum(int[] a) { int s = 0; for (int i = 0; i < a.length; i++) s += a[i]; return s; }
    static double avg(double[] d) { double s = 0; for (double x : d) s += x; return s / d.length; }
    static int sw(int k) { switch (k) { case 10: return 1; case 11: return 2; case 12: return 3; default: return 0; } }
    static void syncBlock() { synchronized (lock) { counter++; } }
    static synchronized void syncMethod() { counter++; }
    int field = 42;
    int get() { return field; }
    public static void main(String[] args) throws Exception {
        Foo[] foos = new Foo[100];
        for (int i = 0; i < foos.length; i++) foos[i] = new Foo(i);
        int s = 0;
        for (int i = 0; i < 50; i++) s = target(s);
        int[] a = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3};
        s += sum(a);
        s += (int) avg(new double[] {1.5, 2.5});
        for (int i = 0; i < 5; i++) { try { throw new Boom(); } catch (Boom b) { s++; } }
        for (int i = 0; i < 7; i++) syncBlock();
        for (int i = 0; i < 3; i++) syncMethod();
        for (int k = 9; k <= 13; k++) s += sw(k);
        Facts f = new Facts();
        for (int i = 0; i < 4; i++) s += f.get();
        synchronized (lock) { lock.wait(5); }
        Thread a1 = new Thread(() -> {
            Thread b1 = new Thread(() -> counter++, "B");
            b1.start();
            try { b1.join(); } catch (InterruptedException e) { }
        }, "A");
        a1.start(); a1.join();
        final boolean[] ready = new boolean[1];
        Thread w = new Thread(() -> {
            synchronized (lock) {
                while (!ready[0]) { try { lock.wait(); } catch (InterruptedException e) { } }
            }
        }, "W");
        w.start();
        Thread.sleep(1);
        synchronized (lock) { ready[0] = true; lock.notifyAll(); }
        w.join();
        Runnable r = () -> { for (int i = 0; i < 3; i++) { synchronized (lock) { counter++; Thread.yield(); } } };
        Thread c1 = new Thread(r, "C1"), c2 = new Thread(r, "C2");
        c1.start(); c2.start(); c1.join(); c2.join();
        foos = null;
        System.gc();
        System.out.println(s + " " + counter);
    }
}
"#;

/// `(stdout, executed bytecodes)` of a traced run.
fn trace(dir: &Path, file: &Path, events: &str, args: &[&str]) -> (String, u64) {
    // Every Bytecode, BranchOutcome, MethodEnter, MethodExit, field and
    // invoke record in the file (the facts are about the records written;
    // tests/implied_bytecodes.rs, implied_branches.rs, implied_enters.rs,
    // implied_exits.rs, implied_fields.rs and implied_invokes.rs check the
    // implied ones).
    let mut all = vec![
        "-XX:+TraceEachBytecode",
        "-XX:+TraceAllBranchOutcomes",
        "-XX:+TraceAllMethodEnters",
        "-XX:+TraceAllMethodExits",
        "-XX:+TraceAllFieldSites",
        "-XX:+TraceAllInvokeSites",
        "-trace",
        file.to_str().unwrap(),
        "-trace-events",
        events,
    ];
    all.extend_from_slice(args);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_rjvm"))
        .arg("-cp")
        .arg(dir)
        .args(&all)
        .env("RJVM_TRACE_STATS", "1")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    let executed = stderr
        .lines()
        .find_map(|l| l.strip_prefix("trace: executed bytecodes "))
        .unwrap_or_else(|| panic!("no statistics: {stderr}"))
        .trim()
        .parse()
        .unwrap();
    (String::from_utf8_lossy(&out.stdout).into_owned(), executed)
}

fn facts_dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| common::compile("trace_facts", &[("Facts", FACTS)]))
}

/// A decoded trace with its entities and, per record, its schema groups.
struct Decoded {
    recs: Vec<AnyRecord>,
    classes: HashMap<i64, step::Class>,
    methods: HashMap<i64, step::Method>,
    sites: HashMap<i64, (i64, i64)>,
    threads: HashMap<i64, step::Thread>,
}

fn groups_of(ty: usize) -> Vec<String> {
    step::schema()
        .record(ty)
        .attributes
        .iter()
        .filter(|a| a.group == "group")
        .map(|a| a.value.trim().trim_matches('"').to_string())
        .collect()
}

fn is_event(ty: usize) -> bool {
    step::schema().has_property(ty, "event")
}

fn int_field(r: &tracer::Record, name: &str) -> Option<i64> {
    let i = step::schema().record(r.ty).field_index(name)?;
    match &r.fields[i] {
        V::Int(v) => Some(*v),
        _ => None,
    }
}

/// Decodes `file`, checking as it goes that every entity an event names
/// was defined before it.
fn decode(file: &Path) -> Decoded {
    let f = std::fs::File::open(file).unwrap();
    let mut r = TraceReader::new(std::io::BufReader::new(f), ReadOptions::default()).unwrap();
    let mut d = Decoded {
        recs: Vec::new(),
        classes: HashMap::new(),
        methods: HashMap::new(),
        sites: HashMap::new(),
        threads: HashMap::new(),
    };
    while let Some(rec) = r.next_record().unwrap() {
        match &rec {
            AnyRecord::Class(c) => {
                assert!(c.superclass == 0 || d.classes.contains_key(&c.superclass));
                assert!(
                    d.classes.insert(c.id, (**c).clone()).is_none(),
                    "class twice"
                );
            }
            AnyRecord::Method(m) => {
                assert!(d.classes.contains_key(&m.class));
                assert!(
                    d.methods.insert(m.id, (**m).clone()).is_none(),
                    "method twice"
                );
            }
            AnyRecord::Site(s) => {
                assert!(d.methods.contains_key(&s.method), "site before its method");
                assert!(d.sites.insert(s.id, (s.method, s.bci)).is_none());
            }
            AnyRecord::Thread(t) => {
                assert!(t.parent == 0 || d.threads.contains_key(&t.parent));
                assert!(d.threads.insert(t.id, (**t).clone()).is_none());
            }
            _ => {}
        }
        let dynamic = rec.to_record();
        if is_event(dynamic.ty) {
            let t = int_field(&dynamic, "thread").unwrap();
            assert!(d.threads.contains_key(&t), "event before its Thread");
            if let Some(s) = int_field(&dynamic, "site") {
                assert!(s == 0 || d.sites.contains_key(&s), "event before its Site");
            }
            for key in ["method", "target"] {
                if let Some(m) = int_field(&dynamic, key) {
                    assert!(d.methods.contains_key(&m), "event before its Method");
                }
            }
            for key in ["class", "receiverClass"] {
                if let Some(c) = int_field(&dynamic, key) {
                    assert!(d.classes.contains_key(&c), "event before its Class");
                }
            }
        }
        d.recs.push(rec);
    }
    d
}

impl Decoded {
    fn class_named(&self, name: &str) -> i64 {
        self.classes
            .values()
            .find(|c| c.name == name)
            .unwrap_or_else(|| panic!("no class {name}"))
            .id
    }

    fn method_named(&self, class: &str, name: &str) -> i64 {
        let c = self.class_named(class);
        self.methods
            .values()
            .find(|m| m.class == c && m.name == name)
            .unwrap_or_else(|| panic!("no method {class}.{name}"))
            .id
    }

    fn thread_named(&self, name: &str) -> &step::Thread {
        self.threads
            .values()
            .find(|t| t.name == name)
            .unwrap_or_else(|| panic!("no thread {name}"))
    }

    /// The bytecode of a method, from the class-file bytes in the trace.
    fn code(&self, method: i64) -> Vec<u8> {
        let m = &self.methods[&method];
        let cf = rjvm::classfile::parse(&self.classes[&m.class].bytes).expect("class file");
        let info = &cf.methods[m.index as usize];
        assert_eq!(&*info.name, m.name);
        info.code
            .as_ref()
            .map_or_else(Vec::new, |c| c.bytecode.clone())
    }

    /// The opcode at a site (the instruction after `wide`), or None for a
    /// whole-method site.
    fn opcode(&self, site: i64, cache: &mut HashMap<i64, Vec<u8>>) -> Option<u8> {
        let (m, bci) = self.sites[&site];
        if bci < 0 {
            return None;
        }
        let code = cache.entry(m).or_insert_with(|| self.code(m));
        let op = code[bci as usize];
        Some(if op == 0xc4 {
            code[bci as usize + 1]
        } else {
            op
        })
    }

    fn site_method(&self, site: i64) -> i64 {
        self.sites[&site].0
    }
}

/// Facts that hold in every trace, whatever the program.
fn check_invariants(d: &Decoded, executed: u64, groups: Groups) {
    let mut code = HashMap::new();
    let mut bytecodes = 0u64;
    // invokevirtual/invokeinterface calls and their Receiver values, per
    // (thread, site).
    let mut dispatched: HashMap<(i64, i64), u64> = HashMap::new();
    let mut receivers: HashMap<(i64, i64), u64> = HashMap::new();
    let mut last_bytecode_time = 0;
    let mut last_time: HashMap<i64, i64> = HashMap::new();
    let mut depth: HashMap<i64, i64> = HashMap::new();
    for r in &d.recs {
        let dynamic = r.to_record();
        if !is_event(dynamic.ty) {
            continue;
        }
        // Each event belongs to a recorded group.
        let gs = groups_of(dynamic.ty);
        assert!(
            gs.iter()
                .any(|g| Group::from_name(g).is_some_and(|g| groups.has(g))),
            "{} not in {groups}",
            step::schema().record(dynamic.ty).name
        );
        // Times never go backwards within a thread.
        let thread = int_field(&dynamic, "thread").unwrap();
        let time = int_field(&dynamic, "time").unwrap();
        let last = last_time.entry(thread).or_insert(0);
        assert!(time >= *last, "time goes back in thread {thread}");
        *last = time;
        // Every site names the right kind of instruction.
        let op = |s: i64, code: &mut HashMap<i64, Vec<u8>>| d.opcode(s, code);
        match r {
            AnyRecord::Bytecode(b) => {
                // The clock is global: Bytecode times never go back in
                // trace order, and never reach the executed count. (An
                // instruction that first has to initialize a class, collect
                // or wait for a monitor is recorded when it first starts,
                // and counted when it completes.)
                assert!(b.time >= last_bytecode_time && (b.time as u64) < executed);
                last_bytecode_time = b.time;
                bytecodes += 1;
                assert_eq!(op(b.site, &mut code), Some(b.opcode as u8));
            }
            AnyRecord::Invoke(i) => {
                let o = op(i.site, &mut code);
                assert!(matches!(o, Some(0xb6..=0xba)));
                if matches!(o, Some(0xb6 | 0xb9)) {
                    *dispatched.entry((i.thread, i.site)).or_insert(0) += 1;
                }
            }
            AnyRecord::DispatchInvoke(i) => {
                assert!(matches!(op(i.site, &mut code), Some(0xb6 | 0xb9)));
                *dispatched.entry((i.thread, i.site)).or_insert(0) += 1;
            }
            AnyRecord::FieldRead(f) => assert_eq!(op(f.site, &mut code), Some(0xb2)),
            AnyRecord::FieldWrite(f) => assert_eq!(op(f.site, &mut code), Some(0xb3)),
            AnyRecord::InstanceFieldRead(f) => assert_eq!(op(f.site, &mut code), Some(0xb4)),
            AnyRecord::InstanceFieldWrite(f) => assert_eq!(op(f.site, &mut code), Some(0xb5)),
            AnyRecord::ArrayLoad(a) => {
                assert!(matches!(op(a.site, &mut code), Some(0x2e..=0x35)))
            }
            AnyRecord::ArrayStore(a) => {
                assert!(matches!(op(a.site, &mut code), Some(0x4f..=0x56)))
            }
            AnyRecord::Allocation(a) => {
                assert!(matches!(op(a.site, &mut code), Some(0xbb) | None))
            }
            AnyRecord::ArrayAllocation(a) => {
                assert!(matches!(
                    op(a.site, &mut code),
                    Some(0xbc | 0xbd | 0xc5) | None
                ))
            }
            AnyRecord::MonitorEnter(m) => {
                assert!(matches!(op(m.site, &mut code), Some(0xc2) | None))
            }
            AnyRecord::MonitorContendedEnter(m) => {
                assert!(matches!(op(m.site, &mut code), Some(0xc2) | None))
            }
            AnyRecord::MonitorEntered(m) => {
                assert!(matches!(op(m.site, &mut code), Some(0xc2) | None))
            }
            AnyRecord::MonitorExit(m) => {
                // monitorexit, or a synchronized method left (returning or
                // unwinding: bci -1).
                assert!(matches!(op(m.site, &mut code), Some(0xc3) | None))
            }
            AnyRecord::MonitorWait(m) => assert_eq!(op(m.site, &mut code), Some(0xb6)),
            AnyRecord::MonitorWaited(m) => assert_eq!(op(m.site, &mut code), Some(0xb6)),
            AnyRecord::Notify(m) => assert_eq!(op(m.site, &mut code), Some(0xb6)),
            AnyRecord::IntValue(v) => assert!(matches!(
                op(v.site, &mut code),
                Some(0xb2 | 0xb4 | 0x2e | 0x2f | 0x33 | 0x34 | 0x35)
            )),
            AnyRecord::FloatValue(v) => assert!(matches!(
                op(v.site, &mut code),
                Some(0xb2 | 0xb4 | 0x30 | 0x31)
            )),
            AnyRecord::RefValue(v) => {
                assert!(matches!(op(v.site, &mut code), Some(0xb2 | 0xb4 | 0x32)))
            }
            AnyRecord::Receiver(v) => {
                assert!(matches!(op(v.site, &mut code), Some(0xb6 | 0xb7 | 0xb9)));
                if op(v.site, &mut code) != Some(0xb7) {
                    *receivers.entry((v.thread, v.site)).or_insert(0) += 1;
                }
            }
            AnyRecord::BranchOutcome(v) => {
                let o = op(v.site, &mut code).unwrap();
                if matches!(o, 0xaa | 0xab) {
                    assert!(v.outcome >= -1);
                } else {
                    assert!(matches!(o, 0x99..=0xa6 | 0xc6 | 0xc7), "{o:#x}");
                    assert!(v.outcome == 0 || v.outcome == 1);
                }
            }
            AnyRecord::MethodEnter(m) => *depth.entry(m.thread).or_insert(0) += 1,
            AnyRecord::MethodExit(m) => {
                let e = depth.entry(m.thread).or_insert(0);
                *e -= 1;
                assert!(*e >= 0, "exit without enter");
            }
            _ => {}
        }
    }
    if groups.has(Group::Bytecode) {
        assert_eq!(
            bytecodes, executed,
            "Bytecode records == executed bytecodes"
        );
    }
    // Every invokevirtual or invokeinterface, whichever path it took
    // (vtable, inline cache hit or miss, private or final method), names
    // its receiver object once.
    if groups.has(Group::Invoke) && groups.has(Group::Values) {
        assert_eq!(dispatched, receivers, "one Receiver per dispatched call");
    }
}

/// Records of a type, as a vector.
macro_rules! all {
    ($d:expr, $v:ident) => {
        $d.recs
            .iter()
            .filter_map(|r| match r {
                AnyRecord::$v(x) => Some(x.clone()),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
}

fn facts_trace(events: &str) -> &'static (Decoded, u64) {
    static ALL: OnceLock<(Decoded, u64)> = OnceLock::new();
    static DEFAULT: OnceLock<(Decoded, u64)> = OnceLock::new();
    let cell = if events == "all" { &ALL } else { &DEFAULT };
    cell.get_or_init(|| {
        let dir = facts_dir();
        let file = dir.join(format!("facts-{events}.step"));
        let (out, executed) = trace(dir, &file, events, &["Facts"]);
        assert_eq!(out, "270 17\n");
        (decode(&file), executed)
    })
}

#[test]
fn groups_are_the_schemas() {
    let mut schema_groups = BTreeSet::new();
    let mut default = BTreeSet::new();
    for ty in 0..step::schema().records().len() {
        let gs = groups_of(ty);
        for g in &gs {
            if g != "default" {
                schema_groups.insert(g.clone());
                if gs.iter().any(|x| x == "default") {
                    default.insert(g.clone());
                }
            }
        }
    }
    let ours: BTreeSet<String> = Group::ALL.iter().map(|g| g.name().to_string()).collect();
    assert_eq!(schema_groups, ours);
    let ours_default: BTreeSet<String> = Groups::DEFAULT
        .iter()
        .map(|g| g.name().to_string())
        .collect();
    assert_eq!(default, ours_default);
    assert_eq!(Groups::parse("default").unwrap(), Groups::DEFAULT);
    assert_eq!(Groups::parse("all").unwrap(), Groups::ALL);
    assert_eq!(
        Groups::parse("default,values").unwrap(),
        Groups::DEFAULT.with(Group::Values)
    );
    let err = Groups::parse("method,bogus").unwrap_err();
    assert!(
        err.contains("bogus") && err.contains("bytecode") && err.contains("values"),
        "{err}"
    );
}

#[test]
fn unknown_group_is_a_clear_error() {
    let out = common::rjvm(
        facts_dir(),
        &["-trace", "/dev/null", "-trace-events", "blocks", "Facts"],
    );
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("unknown event group 'blocks'") && err.contains("block, invoke"),
        "{err}"
    );
}

#[test]
fn each_group_alone_records_only_its_events() {
    let dir = facts_dir();
    for g in Group::ALL {
        let file = dir.join(format!("alone-{}.step", g.name()));
        let (out, executed) = trace(dir, &file, g.name(), &["Facts"]);
        assert_eq!(out, "270 17\n");
        let d = decode(&file);
        check_invariants(&d, executed, Groups::NONE.with(g));
        let events = d.recs.iter().filter(|r| is_event(r.to_record().ty)).count();
        assert!(events > 0, "no events of group {}", g.name());
    }
}

#[test]
fn invariants_with_default_and_all_groups() {
    let (d, executed) = facts_trace("default");
    check_invariants(d, *executed, Groups::DEFAULT);
    let (d, executed) = facts_trace("all");
    check_invariants(d, *executed, Groups::ALL);
}

#[test]
fn allocations_calls_and_exceptions() {
    for events in ["default", "all"] {
        let (d, _) = facts_trace(events);
        let foo = d.class_named("Facts$Foo");
        let boom = d.class_named("Facts$Boom");
        let allocs = all!(d, Allocation);
        assert_eq!(allocs.iter().filter(|a| a.class == foo).count(), 100);
        assert_eq!(allocs.iter().filter(|a| a.class == boom).count(), 5);
        // 50 calls of target, all at one site in main.
        let target = d.method_named("Facts", "target");
        let main = d.method_named("Facts", "main");
        let calls: Vec<_> = all!(d, Invoke)
            .into_iter()
            .filter(|i| i.target == target)
            .collect();
        assert_eq!(calls.len(), 50);
        assert!(calls.iter().all(|c| c.site == calls[0].site));
        assert_eq!(d.site_method(calls[0].site), main);
        // get() through invokevirtual: DispatchInvoke with the receiver class.
        let get = d.method_named("Facts", "get");
        let facts = d.class_named("Facts");
        let v: Vec<_> = all!(d, DispatchInvoke)
            .into_iter()
            .filter(|i| i.target == get)
            .collect();
        assert_eq!(v.len(), 4);
        assert!(v.iter().all(|i| i.receiverClass == facts));
        // Five Booms thrown and caught in main, the same objects.
        let thrown: Vec<_> = all!(d, ExceptionThrow)
            .into_iter()
            .filter(|e| e.class == boom)
            .collect();
        assert_eq!(thrown.len(), 5);
        let caught: Vec<_> = all!(d, ExceptionCatch)
            .into_iter()
            .filter(|c| thrown.iter().any(|t| t.object == c.object))
            .collect();
        assert_eq!(caught.len(), 5);
        assert!(caught.iter().all(|c| d.site_method(c.site) == main));
    }
}

/// Calls that invokevirtual resolves to one method without dispatch: a
/// private method of a nestmate (javac 11 and later call those with
/// invokevirtual) and a private interface method (invokeinterface).
const PRIVATE_CALLS: &str = r#"
public class PrivateCalls {
    private int secret() { return 7; }
    interface Greeter {
        private int half() { return 21; }
        default int whole() { return half() * 2; }
    }
    static final class Hello implements Greeter { }
    static final class Inner {
        int peek(PrivateCalls p) { return p.secret(); }
    }
    public static void main(String[] args) {
        PrivateCalls p = new PrivateCalls();
        Inner in = new Inner();
        int s = 0;
        for (int i = 0; i < 3; i++) s += in.peek(p);
        s += new Hello().whole();
        System.out.println(s);
    }
}
"#;

#[test]
fn private_calls_through_invokevirtual_name_the_receiver_class() {
    let dir = common::compile_release(
        "trace_private_calls",
        "17",
        &[("PrivateCalls", PRIVATE_CALLS)],
    );
    let file = dir.join("private.step");
    let (out, executed) = trace(&dir, &file, "default", &["PrivateCalls"]);
    assert_eq!(out, "63\n");
    let d = decode(&file);
    check_invariants(&d, executed, Groups::DEFAULT);
    let dispatched = |class: &str, name: &str| -> Vec<i64> {
        let m = d.method_named(class, name);
        assert!(
            !all!(d, Invoke).iter().any(|i| i.target == m),
            "{class}.{name} called without its receiver class"
        );
        all!(d, DispatchInvoke)
            .into_iter()
            .filter(|i| i.target == m)
            .map(|i| i.receiverClass)
            .collect()
    };
    let outer = d.class_named("PrivateCalls");
    assert_eq!(dispatched("PrivateCalls", "secret"), vec![outer; 3]);
    let hello = d.class_named("PrivateCalls$Hello");
    assert_eq!(dispatched("PrivateCalls$Greeter", "half"), vec![hello]);
}

#[test]
fn monitors_at_their_sites() {
    for events in ["default", "all"] {
        let (d, _) = facts_trace(events);
        let mut code = HashMap::new();
        let block = d.method_named("Facts", "syncBlock");
        let method = d.method_named("Facts", "syncMethod");
        let enters = all!(d, MonitorEnter);
        let exits = all!(d, MonitorExit);
        let in_block: Vec<_> = enters
            .iter()
            .filter(|m| d.site_method(m.site) == block)
            .collect();
        assert_eq!(in_block.len(), 7);
        assert!(in_block
            .iter()
            .all(|m| d.opcode(m.site, &mut code) == Some(0xc2)));
        let out_block = exits
            .iter()
            .filter(|m| d.site_method(m.site) == block)
            .count();
        assert_eq!(out_block, 7);
        let in_method: Vec<_> = enters
            .iter()
            .filter(|m| d.site_method(m.site) == method)
            .collect();
        assert_eq!(in_method.len(), 3);
        assert!(in_method.iter().all(|m| d.sites[&m.site].1 == -1));
        assert_eq!(
            exits
                .iter()
                .filter(|m| d.site_method(m.site) == method)
                .count(),
            3
        );
        // Every monitor is left as often as it is entered.
        let mut balance: HashMap<i64, i64> = HashMap::new();
        for m in &enters {
            *balance.entry(m.object).or_insert(0) += 1;
        }
        for m in all!(d, MonitorEntered) {
            *balance.entry(m.object).or_insert(0) += 1;
        }
        for m in &exits {
            *balance.entry(m.object).or_insert(0) -= 1;
        }
        assert!(balance.values().all(|&b| b == 0), "{balance:?}");
        // Contention between C1 and C2: each MonitorEntered follows a
        // MonitorContendedEnter of its thread, object and site.
        let contended = all!(d, MonitorContendedEnter);
        let entered = all!(d, MonitorEntered);
        assert!(!contended.is_empty() && !entered.is_empty());
        for e in &entered {
            assert!(contended.iter().any(|c| c.thread == e.thread
                && c.object == e.object
                && c.site == e.site
                && c.time <= e.time));
        }
    }
}

#[test]
fn wait_and_notify_carry_their_arguments() {
    let (d, _) = facts_trace("default");
    let main = d.method_named("Facts", "main");
    let waits = all!(d, MonitorWait);
    let waited = all!(d, MonitorWaited);
    // main: lock.wait(5), nobody notifies: times out.
    let main_wait: Vec<_> = waits
        .iter()
        .filter(|w| d.site_method(w.site) == main)
        .collect();
    assert_eq!(main_wait.len(), 1);
    assert_eq!(main_wait[0].timeout, 5);
    let main_waited: Vec<_> = waited
        .iter()
        .filter(|w| d.site_method(w.site) == main)
        .collect();
    assert_eq!(main_waited.len(), 1);
    assert_eq!(main_waited[0].timedOut, 1);
    assert_eq!(main_waited[0].site, main_wait[0].site);
    // W: lock.wait() (reported at the program's call, past Object.wait()),
    // woken by main's notifyAll.
    let w = d.thread_named("W").id;
    let w_wait: Vec<_> = waits.iter().filter(|x| x.thread == w).collect();
    assert_eq!(w_wait.len(), 1);
    assert_eq!(w_wait[0].timeout, 0);
    let w_method = &d.methods[&d.site_method(w_wait[0].site)];
    assert!(
        w_method.name.starts_with("lambda$main$"),
        "{}",
        w_method.name
    );
    let w_waited: Vec<_> = waited.iter().filter(|x| x.thread == w).collect();
    assert_eq!(w_waited.len(), 1);
    assert_eq!(w_waited[0].timedOut, 0);
    let notifies: Vec<_> = all!(d, Notify)
        .into_iter()
        .filter(|n| d.site_method(n.site) == main)
        .collect();
    assert_eq!(notifies.len(), 1);
    assert_eq!(notifies[0].all, 1);
    assert_eq!(notifies[0].object, w_wait[0].object);
    assert!(notifies[0].time <= w_waited[0].time);
}

#[test]
fn threads_and_their_parents() {
    let (d, _) = facts_trace("default");
    let main = d.thread_named("main");
    assert_eq!((main.id, main.parent), (1, 0));
    let a = d.thread_named("A");
    let b = d.thread_named("B");
    assert_eq!(a.parent, main.id);
    assert_eq!(b.parent, a.id, "B was started by A");
    for n in ["W", "C1", "C2"] {
        assert_eq!(d.thread_named(n).parent, main.id);
    }
    assert!(d.threads.values().all(|t| t.id == 1 || t.object != 0));
    assert_eq!(all!(d, ThreadStart).len(), d.threads.len());
    assert_eq!(all!(d, ThreadEnd).len(), d.threads.len());
}

#[test]
fn array_loads_values_and_branches() {
    let (d, _) = facts_trace("all");
    let sum = d.method_named("Facts", "sum");
    let loads: Vec<_> = all!(d, ArrayLoad)
        .into_iter()
        .filter(|a| d.site_method(a.site) == sum)
        .collect();
    assert_eq!(loads.len(), 10);
    assert!(loads
        .iter()
        .all(|l| l.site == loads[0].site && l.array == loads[0].array));
    assert_eq!(
        loads.iter().map(|l| l.index).collect::<Vec<_>>(),
        (0..10).collect::<Vec<_>>()
    );
    // The values loaded there: each follows its ArrayLoad.
    let values: Vec<_> = all!(d, IntValue)
        .into_iter()
        .filter(|v| v.site == loads[0].site)
        .map(|v| v.value)
        .collect();
    assert_eq!(values, [3, 1, 4, 1, 5, 9, 2, 6, 5, 3]);
    let avg = d.method_named("Facts", "avg");
    let doubles: Vec<_> = all!(d, FloatValue)
        .into_iter()
        .filter(|v| d.site_method(v.site) == avg)
        .map(|v| v.value)
        .collect();
    assert_eq!(doubles, [1.5, 2.5]);
    // get(): this.field is 42, on the receiver the invoke names.
    let get = d.method_named("Facts", "get");
    let fields: Vec<_> = all!(d, IntValue)
        .into_iter()
        .filter(|v| d.site_method(v.site) == get)
        .collect();
    assert_eq!(fields.len(), 4);
    assert!(fields.iter().all(|v| v.value == 42));
    let reads: Vec<_> = all!(d, InstanceFieldRead)
        .into_iter()
        .filter(|r| d.site_method(r.site) == get)
        .collect();
    let call = all!(d, DispatchInvoke)
        .into_iter()
        .find(|i| i.target == get)
        .unwrap();
    let receivers: Vec<_> = all!(d, Receiver)
        .into_iter()
        .filter(|r| r.site == call.site)
        .collect();
    assert_eq!(receivers.len(), 4);
    assert!(receivers.iter().all(|r| r.object == reads[0].object));
    // sw(9..13): tableswitch 10..12: default, cases 0, 1, 2, default.
    let sw = d.method_named("Facts", "sw");
    let outcomes: Vec<_> = all!(d, BranchOutcome)
        .into_iter()
        .filter(|b| d.site_method(b.site) == sw)
        .map(|b| b.outcome)
        .collect();
    assert_eq!(outcomes, [-1, 0, 1, 2, -1]);
    // sum's loop test `i < a.length` (if_icmpge): falls through 10 times, then taken.
    let branches: Vec<_> = all!(d, BranchOutcome)
        .into_iter()
        .filter(|b| d.site_method(b.site) == sum)
        .map(|b| b.outcome)
        .collect();
    assert_eq!(branches, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
}

#[test]
fn identical_runs_give_identical_files() {
    let dir = facts_dir();
    let (f1, f2) = (dir.join("same1.step"), dir.join("same2.step"));
    trace(dir, &f1, "all", &["Facts"]);
    trace(dir, &f2, "all", &["Facts"]);
    assert!(std::fs::read(&f1).unwrap() == std::fs::read(&f2).unwrap());
}

/// java-tests programs (threads, monitors, wait/notify, exceptions,
/// switches, class initialization, arrays) traced with every group: the
/// invariants hold (one Bytecode record per executed instruction, sites
/// naming the right instructions, entities before use, balanced methods).
#[test]
fn java_tests_programs_traced_with_every_group() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../java-tests/programs");
    let names: Vec<String> = [
        "SyncBlocks",
        "ThreadsSync",
        "ThreadsWaitNotify",
        "ExceptionUnwind",
        "ArrayExceptions",
        "SwitchTable",
        "SwitchLookup",
        "StringSwitch",
        "EnumSwitch",
        "ClassInitTriggers",
        "BinaryTreeImpl",
        "ArrayCopyClone",
        "Boxing",
        "EventSystem",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let classes = Path::new(env!("CARGO_TARGET_TMPDIR")).join("trace_java_tests");
    std::fs::create_dir_all(&classes).unwrap();
    let sources: Vec<PathBuf> = names
        .iter()
        .map(|n| root.join(format!("{n}.java")))
        .collect();
    let st = std::process::Command::new("javac")
        .args(["--release", "8", "-nowarn", "-d"])
        .arg(&classes)
        .args(&sources)
        .status()
        .unwrap();
    assert!(st.success());
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(name) = names.get(i) else { break };
                let file = classes.join(format!("{name}.step"));
                let (_, executed) = trace(&classes, &file, "all", &[name.as_str()]);
                let d = decode(&file);
                check_invariants(&d, executed, Groups::ALL);
                std::fs::remove_file(&file).unwrap();
            });
        }
    });
}
