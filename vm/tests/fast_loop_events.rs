//! Traced runs execute in the interpreter's fast loop, which raises their
//! events itself; `-XX:-FastLoop` runs them in the full loop alone. The
//! two must raise exactly the same events, in the same order, with the
//! same arguments and clocks: checked hook call by hook call in process
//! (a sink that records every call), and trace file byte by byte through
//! the launcher, on a program that exercises every event group and on the
//! java-tests programs.

use rjvm::events::{Allocation, EventSink, Groups, MonitorEvent, Site, Value};
use rjvm::heap::{Collection, Ref};
use rjvm::launch::{run_with_sink, Launch};
use rjvm::runtime::{ClassId, MethodId, Runtime};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

mod common;
use common::directives;

const EVERY: &str = r#"
import java.util.*;

public class Every {
    interface Shape { double area(); }
    static final class Sq implements Shape {
        final double s; Sq(double s) { this.s = s; }
        public double area() { return s * s; }
    }
    static final class Circ implements Shape {
        final double r; Circ(double r) { this.r = r; }
        public double area() { return 3.0 * r * r; }
    }
    static abstract class Animal { abstract int legs(); int twice() { return legs() * 2; } }
    static class Dog extends Animal { int legs() { return 4; } }
    static class Bird extends Animal {
        int legs() { return 2; }
        private int priv() { return 1; }
        int callPriv() { return priv(); }
    }
    static class Boom extends RuntimeException { }
    static class Lazy { static int v = init(); static int init() { return 41; } }

    static int si; static long sl; static double sd; static float sf; static Object so;
    static byte sb; static char sc; static short ss; static boolean sz;
    int i; long l; double d; float f; Object o; byte b; char c; short s; boolean z;
    static int counter;

    static synchronized void locked() { counter++; }
    static int sw(int k) { switch (k) { case 0: return 10; case 1: return 11; case 2: return 12; default: return -1; } }
    static int lsw(int k) { switch (k) { case 5: return 1; case 500: return 2; case 50000: return 3; default: return 0; } }
    static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
    static void deep(int n) { if (n == 0) throw new Boom(); deep(n - 1); }
    static long lcmp(long a, long b) { return a < b ? -1 : a == b ? 0 : 1; }

    public static void main(String[] args) throws Exception {
        int[] ia = new int[64]; long[] la = new long[64]; double[] da = new double[64];
        float[] fa = new float[64]; byte[] ba = new byte[64]; char[] ca = new char[64];
        short[] sa = new short[64]; boolean[] za = new boolean[64]; Object[] oa = new Object[64];
        int[][] multi = new int[3][4];
        long acc = 0;
        for (int k = 0; k < 64; k++) {
            ia[k] = k; la[k] = k * 3L; da[k] = k / 2.0; fa[k] = k / 3f; ba[k] = (byte) k;
            ca[k] = (char) ('a' + k % 26); sa[k] = (short) -k; za[k] = k % 2 == 0;
            oa[k] = (k % 3 == 0) ? null : Integer.valueOf(k);
            multi[k % 3][k % 4] += k;
        }
        for (int k = 0; k < 64; k++) {
            acc += ia[k] + la[k] + (long) da[k] + (long) fa[k] + ba[k] + ca[k] + sa[k]
                + (za[k] ? 1 : 0) + (oa[k] == null ? 0 : 1) + multi[k % 3][k % 4]
                + lcmp(la[k], 50) + (da[k] < 7.5 ? 1 : 0) + (fa[k] > 2f ? 1 : 0) + ia.length;
        }
        Every e = new Every();
        for (int k = 0; k < 50; k++) {
            e.i += k; e.l += k; e.d += k; e.f += k; e.o = e; e.b++; e.c++; e.s++; e.z = !e.z;
            si += k; sl += k; sd += k; sf += k; so = e; sb++; sc++; ss++; sz = !sz;
        }
        acc += e.i + e.l + (long) e.d + (long) e.f + e.b + e.c + e.s + (e.z ? 1 : 0) + si + sl
            + (long) sd + (long) sf + sb + sc + ss + (sz ? 1 : 0) + (so == e ? 1 : 0) + (e.o == null ? 0 : 1);
        Shape[] shapes = { new Sq(2), new Circ(1), new Sq(3) };
        double area = 0;
        for (int k = 0; k < 30; k++) area += shapes[k % 3].area();
        Shape only = new Sq(5);
        for (int k = 0; k < 30; k++) area += only.area();
        Animal[] zoo = { new Dog(), new Bird() };
        for (int k = 0; k < 30; k++) acc += zoo[k % 2].twice() + ((Bird) zoo[1]).callPriv();
        acc += fib(15) + Lazy.v;
        for (int k = 0; k < 8; k++) acc += sw(k % 4) + lsw(k * 5);
        List<String> list = new ArrayList<>();
        Map<String, Integer> map = new HashMap<>();
        for (int k = 0; k < 100; k++) { String str = "k" + (k * 7919 % 100); list.add(str); map.put(str, k); }
        Collections.sort(list);
        acc += map.get("k42") + list.size() + list.get(3).length();
        StringBuilder text = new StringBuilder();
        for (int k = 0; k < 20; k++) text.append(k).append(',');
        acc += text.length();
        for (int k = 0; k < 5; k++) { try { throw new Boom(); } catch (Boom x) { acc++; } }
        try { Object n = null; n.hashCode(); } catch (NullPointerException x) { acc++; }
        try { ia[64] = 1; } catch (ArrayIndexOutOfBoundsException x) { acc++; }
        try { acc /= (acc - acc); } catch (ArithmeticException x) { acc++; }
        try { deep(10); } catch (Boom x) { acc++; }
        Object lock = new Object();
        for (int k = 0; k < 7; k++) synchronized (lock) { acc += k; }
        for (int k = 0; k < 3; k++) locked();
        Thread[] ts = new Thread[3];
        for (int k = 0; k < 3; k++) {
            ts[k] = new Thread(() -> { for (int j = 0; j < 3000; j++) locked(); });
            ts[k].start();
        }
        for (Thread t : ts) t.join();
        final Object mon = new Object();
        final int[] flag = { 0 };
        Thread waiter = new Thread(() -> {
            synchronized (mon) {
                while (flag[0] == 0) { try { mon.wait(); } catch (InterruptedException x) { } }
            }
        });
        waiter.start();
        Thread.yield();
        synchronized (mon) { flag[0] = 1; mon.notifyAll(); }
        waiter.join();
        long live = 0;
        for (int k = 0; k < 40000; k++) { int[] junk = new int[100]; junk[k % 100] = k; live += junk[k % 100]; }
        System.out.println(acc + " " + (long) area + " " + counter + " " + live);
    }
}
"#;

fn every() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| common::compile("fast-loop-events", &[("Every", EVERY)]))
}

/// Records every hook call, with all its arguments, as a line. `AT`:
/// its `EventSink::BLOCKS_AT_TRANSFERS` (the fast loop's two ways of
/// raising block events).
struct Recorder<const AT: bool> {
    groups: Groups,
    log: Vec<String>,
}

#[allow(clippy::too_many_arguments)]
impl<const AT: bool> EventSink for Recorder<AT> {
    const ENABLED: bool = true;
    const BLOCKS_AT_TRANSFERS: bool = AT;
    fn groups(&self) -> Groups {
        self.groups
    }
    fn class_load(&mut self, _: &Runtime, clock: u64, thread: u32, class: ClassId) {
        self.log.push(format!("class {clock} {thread} {class}"));
    }
    fn thread_start(&mut self, _: &Runtime, clock: u64, thread: u32, o: Ref, p: Option<u32>) {
        self.log.push(format!("start {clock} {thread} {o} {p:?}"));
    }
    fn thread_end(&mut self, clock: u64, thread: u32) {
        self.log.push(format!("end {clock} {thread}"));
    }
    fn method_enter(&mut self, _: &Runtime, clock: u64, thread: u32, m: MethodId) {
        self.log.push(format!("enter {clock} {thread} {m}"));
    }
    fn method_exit(&mut self, clock: u64, thread: u32, m: MethodId, exc: bool) {
        self.log.push(format!("exit {clock} {thread} {m} {exc}"));
    }
    fn block_enter(&mut self, clock: u64, thread: u32, site: Site, block: u32) {
        self.log
            .push(format!("block {clock} {thread} {site:?} {block}"));
    }
    fn invoke(&mut self, _: &Runtime, c: u64, t: u32, s: Site, m: MethodId, r: Option<ClassId>) {
        self.log.push(format!("invoke {c} {t} {s:?} {m} {r:?}"));
    }
    fn field(&mut self, _: &Runtime, c: u64, t: u32, s: Site, f: u32, o: Option<u64>, w: bool) {
        self.log.push(format!("field {c} {t} {s:?} {f} {o:?} {w}"));
    }
    fn allocation(&mut self, _: &Runtime, clock: u64, thread: u32, a: Allocation) {
        self.log.push(format!("alloc {clock} {thread} {a:?}"));
    }
    fn gc(&mut self, thread: u32, c: &Collection) {
        self.log.push(format!("gc {thread} {c:?}"));
    }
    fn monitor(&mut self, clock: u64, thread: u32, site: Site, ev: MonitorEvent, o: u64) {
        self.log
            .push(format!("monitor {clock} {thread} {site:?} {ev:?} {o}"));
    }
    fn exception_throw(&mut self, _: &Runtime, c: u64, t: u32, s: Site, k: ClassId, o: u64) {
        self.log.push(format!("throw {c} {t} {s:?} {k} {o}"));
    }
    fn exception_catch(&mut self, clock: u64, thread: u32, site: Site, o: u64) {
        self.log
            .push(format!("catch {clock} {thread} {site:?} {o}"));
    }
    fn bytecode(&mut self, clock: u64, thread: u32, site: Site, opcode: u8) {
        self.log
            .push(format!("bc {clock} {thread} {site:?} {opcode}"));
    }
    fn array(&mut self, c: u64, t: u32, s: Site, a: u64, i: i32, store: bool) {
        self.log
            .push(format!("array {c} {t} {s:?} {a} {i} {store}"));
    }
    fn value(&mut self, clock: u64, thread: u32, site: Site, v: Value) {
        self.log
            .push(format!("value {clock} {thread} {site:?} {v:?}"));
    }
}

/// The hook calls of a run of Every, in the fast loop or the full loop.
fn record<const AT: bool>(groups: Groups, quantum: u64, full_loop: bool) -> Vec<String> {
    let launch = Launch {
        classpath: Some(every().display().to_string()),
        main_class: Some("Every".into()),
        max_heap: Some(8 << 20),
        thread_quantum: Some(quantum),
        full_loop,
        ..Launch::default()
    };
    let (code, vm) = run_with_sink(
        &launch,
        Recorder::<AT> {
            groups,
            log: Vec::new(),
        },
    );
    assert_eq!(code, 0, "Every ran in process");
    vm.expect("the run got going").sink.log
}

/// The first difference of two logs, for the failure message.
fn first_difference(a: &[String], b: &[String]) -> String {
    let i = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    format!(
        "{} against {} calls; first difference at call {i}: fast {:?}, full {:?}",
        a.len(),
        b.len(),
        a.get(i),
        b.get(i)
    )
}

#[test]
fn fast_and_full_loop_make_the_same_hook_calls() {
    let cases = [
        (Groups::ALL, 10_000),
        (Groups::ALL, 37),
        (Groups::DEFAULT, 10_000),
        (Groups::DEFAULT, 13),
        (Groups::parse("block,values").unwrap(), 101),
        (Groups::parse("method,field,arrays").unwrap(), 1_000),
    ];
    for (groups, quantum) in cases {
        let fast = record::<false>(groups, quantum, false);
        let full = record::<false>(groups, quantum, true);
        assert!(
            fast == full,
            "groups {groups}, quantum {quantum}: {}",
            first_difference(&fast, &full)
        );
        let at_transfers = record::<true>(groups, quantum, false);
        assert!(
            at_transfers == full,
            "groups {groups}, quantum {quantum}, blocks at transfers: {}",
            first_difference(&at_transfers, &full)
        );
        if groups == Groups::ALL {
            // Every group shows up (the program exercises them all).
            for kind in [
                "class", "start", "end", "enter", "exit", "block", "invoke", "field", "alloc",
                "gc", "monitor", "throw", "catch", "bc", "array", "value",
            ] {
                let prefix = format!("{kind} ");
                assert!(
                    fast.iter().any(|l| l.starts_with(&prefix)),
                    "no {kind} event"
                );
            }
            for v in ["Int", "Float", "Ref", "Receiver", "Branch"] {
                let tag = format!(" {v}(");
                assert!(fast
                    .iter()
                    .any(|l| l.starts_with("value") && l.contains(&tag)));
            }
        }
    }
}

/// Runs rjvm with `-trace-events events`; returns its standard output
/// and exit code, and the trace's bytes.
fn traced(
    cp: &Path,
    pre: &[&str],
    main: &[&str],
    events: &str,
    trace: &Path,
    fast: bool,
) -> (Vec<u8>, Vec<u8>) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_rjvm"));
    cmd.arg("-cp").arg(cp).args(pre);
    if !fast {
        cmd.arg("-XX:-FastLoop");
    }
    // Every block and bytecode: only the fast loop leaves implied ones out.
    cmd.args([
        "-XX:+TraceAllBlocks",
        "-XX:+TraceEachBytecode",
        "-trace-events",
        events,
        "-trace",
    ]);
    let out = cmd
        .arg(trace)
        .args(main)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let bytes = std::fs::read(trace).unwrap_or_default();
    let _ = std::fs::remove_file(trace);
    let mut so = out.stdout;
    so.extend_from_slice(format!("\nexit {:?}", out.status.code()).as_bytes());
    (so, bytes)
}

#[test]
fn fast_and_full_loop_write_identical_traces() {
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let trace = tmp.join("fast-loop-every.step");
    for (events, q) in [
        ("all", "-XX:ThreadQuantum=10000"),
        ("all", "-XX:ThreadQuantum=13"),
        ("default", "-XX:ThreadQuantum=10000"),
        ("default,values", "-XX:ThreadQuantum=29"),
    ] {
        let pre = ["-Xmx8m", q];
        let (out_fast, fast) = traced(every(), &pre, &["Every"], events, &trace, true);
        let (out_full, full) = traced(every(), &pre, &["Every"], events, &trace, false);
        assert!(
            fast.len() > 10_000,
            "a trace of Every: {} bytes",
            fast.len()
        );
        assert_eq!(out_fast, out_full);
        assert!(fast == full, "Every, {events}, {q}: the traces differ");
    }
}

/// The default groups on every java-tests program (all groups would
/// write hundreds of megabytes for some; Every covers them).
#[test]
fn java_tests_programs_trace_the_same_in_both_loops() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../java-tests/programs");
    let (dir, names) = common::compile_java_tests("8");
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let (mut differ, mut varying) = (Vec::new(), Vec::new());
    for name in &names {
        let (jvm, args) = directives(&root.join(format!("{name}.java")));
        // The virtual clock: programs that time their waits (ConcurrentExtras'
        // delay queue) or seed from the clock (UuidDigests) run the same twice.
        let jvm: Vec<&str> = std::iter::once("-XX:+VirtualClock")
            .chain(jvm.iter().map(String::as_str))
            .collect();
        let mut main = vec![name.as_str()];
        main.extend(args.iter().map(String::as_str));
        let trace = tmp.join(format!("fast-loop-{name}.step"));
        let fast = traced(&dir, &jvm, &main, "default", &trace, true);
        let full = traced(&dir, &jvm, &main, "default", &trace, false);
        if fast != full {
            // A program whose runs differ anyway (a temporary file's name
            // in its trace: ScannerBasics) proves nothing either way.
            if traced(&dir, &jvm, &main, "default", &trace, true) != fast {
                varying.push(name.clone());
            } else {
                differ.push(name.clone());
            }
        }
    }
    assert!(names.len() > 100, "{} programs", names.len());
    assert!(differ.is_empty(), "traces differ: {differ:?}");
    assert!(varying.len() <= 2, "programs whose runs vary: {varying:?}");
}
