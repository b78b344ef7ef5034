//! WETs built from real rjvm traces (issue 8), checked against the trace
//! itself and against slices derived by hand from a program's text:
//! (a) control-flow paths equal the BlockEnter sequence decoded from the
//! STEP file, forward and backward; (b) value traces equal the recorded
//! value events; (c) slices of java-tests/programs/WetSlice.java equal the
//! hand-derived ones; (d) the `rjvm-trace wet` CLI read as a user reads it.

mod common;

use analyzer::step::AnyRecord;
use analyzer::wet::graph::Wet;
use analyzer::wet::model::{MethodId, ValueKind};
use analyzer::wet::query::{Direction, Instance};
use analyzer::wet::trace::{build_from_trace, TraceModel};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// java-tests programs traced here: exceptions, class initialization,
/// dispatch, threads, and the slicing program.
const PROGRAMS: [&str; 6] = [
    "ExceptionsBasic",
    "ExceptionUnwind",
    "ClassInitTriggers",
    "InheritanceDispatch",
    "ThreadsSync",
    "WetSlice",
];

fn java_tests() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../java-tests")
}

/// The PROGRAMS compiled together (once per test binary run).
fn classes() -> PathBuf {
    static DIR: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    DIR.get_or_init(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("wet_trace");
        std::fs::create_dir_all(&dir).unwrap();
        let st = Command::new("javac")
            .args(["--release", "8", "-g", "-nowarn", "-d"])
            .arg(&dir)
            .args(
                PROGRAMS
                    .iter()
                    .map(|p| java_tests().join(format!("programs/{p}.java"))),
            )
            .status()
            .expect("javac is needed for this test");
        assert!(st.success(), "javac failed");
        dir
    })
    .clone()
}

/// Traces `program` with `events` into a file named after `test` (tests
/// run in parallel); checks its output against HotSpot's.
fn trace(test: &str, program: &str, events: &str) -> PathBuf {
    let dir = classes();
    let file = dir.join(format!(
        "{test}-{program}-{}.step",
        events.replace(',', "-")
    ));
    let o = Command::new(common::rjvm())
        .arg("-cp")
        .arg(&dir)
        .args(["-trace", file.to_str().unwrap(), "-trace-events", events])
        .arg(program)
        .output()
        .unwrap();
    let expected = std::fs::read(java_tests().join(format!("expected/{program}.out"))).unwrap();
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&expected),
        "{program} on rjvm"
    );
    file
}

fn build(file: &Path) -> (Wet, TraceModel) {
    let f = std::fs::File::open(file).unwrap();
    let (wet, model, stats) = build_from_trace(std::io::BufReader::new(f), |_| {}).unwrap();
    assert!(stats.events > 0);
    (wet, model)
}

/// What the trace says, decoded independently of the adapter: per thread
/// the (method, block) sequence, and per (method, bci, thread) the values
/// recorded by instructions of the thread's current method.
#[derive(Default)]
struct Decoded {
    blocks: HashMap<u32, Vec<(MethodId, u32)>>,
    values: HashMap<(MethodId, u32, u32), Vec<(ValueKind, u64)>>,
}

fn decode(file: &Path) -> Decoded {
    let mut d = Decoded::default();
    let mut stacks: HashMap<u32, Vec<MethodId>> = HashMap::new();
    let mut sites: HashMap<i64, (MethodId, u32)> = HashMap::new();
    let f = std::io::BufReader::new(std::fs::File::open(file).unwrap());
    analyzer::metrics::read_records(
        f,
        |rec| {
            let value = match &rec {
                AnyRecord::Site(s) if s.bci >= 0 => {
                    sites.insert(s.id, (s.method as MethodId, s.bci as u32));
                    None
                }
                AnyRecord::MethodEnter(e) => {
                    stacks
                        .entry(e.thread as u32)
                        .or_default()
                        .push(e.method as u32);
                    None
                }
                AnyRecord::MethodExit(e) => {
                    stacks.entry(e.thread as u32).or_default().pop();
                    None
                }
                AnyRecord::BlockEnter(e) => {
                    let m = *stacks[&(e.thread as u32)].last().unwrap();
                    d.blocks
                        .entry(e.thread as u32)
                        .or_default()
                        .push((m, e.block as u32));
                    None
                }
                AnyRecord::IntValue(e) => Some((e.thread, e.site, ValueKind::Int, e.value as u64)),
                AnyRecord::FloatValue(e) => {
                    Some((e.thread, e.site, ValueKind::Float, e.value.to_bits()))
                }
                AnyRecord::RefValue(e) => Some((e.thread, e.site, ValueKind::Ref, e.object as u64)),
                AnyRecord::Receiver(e) => {
                    Some((e.thread, e.site, ValueKind::Receiver, e.object as u64))
                }
                AnyRecord::BranchOutcome(e) => {
                    Some((e.thread, e.site, ValueKind::Branch, e.outcome as u64))
                }
                _ => None,
            };
            if let Some((thread, site, kind, v)) = value {
                let (m, bci) = sites[&site];
                if stacks[&(thread as u32)].last() == Some(&m) {
                    d.values
                        .entry((m, bci, thread as u32))
                        .or_default()
                        .push((kind, v));
                }
            }
        },
        |_| {},
    )
    .unwrap();
    d
}

fn check_control_flow(program: &str, wet: &mut Wet, d: &Decoded) {
    assert_eq!(wet.threads.len(), d.blocks.len(), "{program}: threads");
    for (thread, len) in wet.threads.clone() {
        let expected = &d.blocks[&thread];
        let fwd: Vec<(MethodId, u32)> = wet
            .control_flow(thread, 0, Direction::Forward, None)
            .steps
            .iter()
            .map(|s| (s.method, s.block))
            .collect();
        assert_eq!(&fwd, expected, "{program} thread {thread} forward");
        let mut bwd: Vec<(MethodId, u32)> = wet
            .control_flow(thread, len - 1, Direction::Backward, None)
            .steps
            .iter()
            .map(|s| (s.method, s.block))
            .collect();
        bwd.reverse();
        assert_eq!(&bwd, expected, "{program} thread {thread} backward");
    }
}

#[test]
fn control_flow_paths_equal_the_traced_block_sequences() {
    for program in PROGRAMS {
        for events in ["default", "default,values"] {
            let file = trace("flow", program, events);
            let (mut wet, _) = build(&file);
            check_control_flow(program, &mut wet, &decode(&file));
        }
    }
}

#[test]
fn value_traces_equal_the_recorded_values() {
    for program in PROGRAMS {
        let file = trace("values", program, "default,values");
        let (mut wet, _) = build(&file);
        let d = decode(&file);
        assert!(!d.values.is_empty(), "{program}: no values recorded");
        let mut sites: Vec<(MethodId, u32)> = d.values.keys().map(|&(m, b, _)| (m, b)).collect();
        sites.sort();
        sites.dedup();
        for (m, bci) in sites {
            let mut got: HashMap<u32, Vec<(ValueKind, u64)>> = HashMap::new();
            for r in wet.value_trace(m, bci) {
                got.entry(r.thread).or_default().push((r.kind, r.value));
            }
            for (&(m2, b2, thread), expected) in &d.values {
                if (m2, b2) == (m, bci) {
                    assert_eq!(
                        got.get(&thread),
                        Some(expected),
                        "{program}: values of method {m} bci {bci} thread {thread}"
                    );
                }
            }
        }
    }
}

/// The bytecode index of the `nth` instruction with `opcode` in `method`.
fn bci_of(model: &TraceModel, method: MethodId, opcode: u8, nth: usize) -> u32 {
    model
        .method(method)
        .unwrap()
        .blocks
        .iter()
        .flat_map(|(_, raw)| raw.iter())
        .filter(|r| r.1 == opcode)
        .nth(nth)
        .unwrap()
        .0
}

/// The (method name, opcode) of each instance, sorted.
fn statements(
    model: &TraceModel,
    wet: &Wet,
    instances: &[Instance],
    only: &str,
) -> Vec<(String, u8)> {
    let _ = wet;
    let mut v: Vec<(String, u8)> = instances
        .iter()
        .map(|i| {
            let m = model.method(i.method).unwrap();
            let op = m
                .blocks
                .iter()
                .flat_map(|(_, raw)| raw.iter())
                .find(|r| r.0 == i.bci)
                .unwrap()
                .1;
            (m.name.clone(), op)
        })
        .filter(|(n, _)| n.starts_with(only))
        .collect();
    v.sort();
    v
}

/// The single instance of `bci` of `method` in the main thread.
fn instance(wet: &mut Wet, model: &TraceModel, method: MethodId, bci: u32) -> Instance {
    let block = model.method(method).unwrap().block_of(bci).unwrap();
    let steps = wet.control_flow(1, 0, Direction::Forward, None).steps;
    let ts: Vec<u64> = steps
        .iter()
        .filter(|s| s.method == method && s.block == block)
        .map(|s| s.ts)
        .collect();
    assert_eq!(ts.len(), 1, "executed once");
    Instance {
        thread: 1,
        ts: ts[0],
        method,
        bci,
    }
}

const MAIN: &str = "WetSlice.main([Ljava/lang/String;)V";
const TWICE: &str = "WetSlice.twice(I)I";

#[test]
fn slices_of_wet_slice_equal_the_hand_derived_ones() {
    let file = trace("slices", "WetSlice", "default,values");
    let (mut wet, model) = build(&file);
    let main = model.find(MAIN)[0];
    // int e = arr[0] + 1: the only iadd of main.
    let e = instance(&mut wet, &model, main, bci_of(&model, main, 0x60, 0));
    let slice = wet.backward_slice(&model, e);
    // By hand, from the program text: e = arr[0] + 1 uses the constant 1,
    // the load arr[0] (its index 0, the array from newarray of the
    // constant 2, and the store arr[0] = c: its index 0, the array, and c,
    // the result of twice(a)); twice's result is ireturn of x + x, x being
    // the argument a = 3; twice runs because of the invokestatic, which
    // uses a. Nothing else: b, d, arr[1], saved, println are not in it.
    let m = |op: u8| (MAIN.to_string(), op);
    let t = |op: u8| (TWICE.to_string(), op);
    let mut expected = vec![
        m(0x60), // iadd: e
        m(0x04), // iconst_1
        m(0x2e), // iaload arr[0]
        m(0x03), // iconst_0 (load index)
        m(0xbc), // newarray
        m(0x05), // iconst_2
        m(0x4f), // iastore arr[0] = c
        m(0x03), // iconst_0 (store index)
        m(0xb8), // invokestatic twice
        m(0x06), // iconst_3: a
        t(0x60), // x + x
        t(0xac), // ireturn
    ];
    expected.sort();
    assert_eq!(statements(&model, &wet, &slice.instances(), ""), expected);
    let at = |i: &Instance| {
        slice
            .entries
            .iter()
            .find(|x| x.instance == *i)
            .unwrap()
            .value
    };
    let load = instance(&mut wet, &model, main, bci_of(&model, main, 0x2e, 0));
    assert_eq!(at(&load), Some(6), "arr[0] = twice(3)");

    // b = 4 forward: d = b * 10, arr[1] = d, saved = d, the getstatic of
    // saved (through the field) and the println it is passed to. Inside
    // WetSlice only: println's own code depends on its argument too.
    let b = instance(&mut wet, &model, main, bci_of(&model, main, 0x07, 0));
    let fwd = wet.forward_slice(&model, b);
    let mut expected = vec![
        m(0x07), // iconst_4: b
        m(0x68), // imul: d
        m(0x4f), // iastore arr[1] = d
        m(0xb3), // putstatic saved
        m(0xb2), // getstatic saved
        m(0xb6), // invokevirtual println(saved)
    ];
    expected.sort();
    assert_eq!(
        statements(&model, &wet, &fwd.instances(), "WetSlice."),
        expected
    );
}

fn rjvm_trace(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rjvm-trace"))
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn wet_cli_builds_and_answers_queries() {
    let file = trace("cli", "WetSlice", "default,values");
    let wet_file = file.with_extension("wet");
    let (f, w) = (file.to_str().unwrap(), wet_file.to_str().unwrap());
    let o = rjvm_trace(&["wet", "build", f, "-o", w, "--stats"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let stats: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert!(stats["wet"]["instructions"].as_u64().unwrap() > 0);
    assert_eq!(stats["adapter"]["has_values"], true);

    // arr[0] read once, value 6, as a user reads it.
    let load = format!("{MAIN}@39");
    let o = rjvm_trace(&["wet", "query", w, "values", &load]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = String::from_utf8(o.stdout).unwrap();
    let line: Vec<&str> = text.lines().collect();
    assert_eq!(line.len(), 1, "{text}");
    assert!(
        line[0].starts_with("t1 ts ") && line[0].ends_with(" Int 6"),
        "{text}"
    );
    let ts: u64 = line[0].split(' ').nth(2).unwrap().parse().unwrap();

    let o = rjvm_trace(&["wet", "query", w, "--format", "json", "addresses", &load]);
    let addrs: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(addrs.as_array().unwrap().len(), 1);
    assert_eq!(addrs[0]["slot"], 0);
    assert_eq!(addrs[0]["array"], true);

    // The backward slice of e = arr[0] + 1 (bci 41) names both methods.
    let e = format!("{MAIN}@41");
    let ts_s = ts.to_string();
    let o = rjvm_trace(&["wet", "query", w, "slice", &e, "--ts", &ts_s]);
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(
        text.lines().any(|l| l.contains("WetSlice.twice(I)I@")),
        "{text}"
    );
    assert!(
        text.lines()
            .any(|l| l.starts_with(&format!("t1 ts {ts} {MAIN}@39 = 6"))),
        "{text}"
    );
    let o = rjvm_trace(&[
        "wet", "query", w, "--format", "json", "slice", &e, "--ts", &ts_s,
    ]);
    let slice: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(slice["entries"].as_array().unwrap().len(), 12);
    assert_eq!(slice["direction"], "Backward");
    // JSON names methods as the text does, besides their ids.
    assert_eq!(slice["start"]["instruction"], e.as_str());
    assert_eq!(slice["start"]["method_name"], MAIN);
    let entries = slice["entries"].as_array().unwrap();
    assert!(
        entries.iter().any(|x| x["instance"]["instruction"]
            .as_str()
            .is_some_and(|i| i.starts_with("WetSlice.twice(I)I@"))),
        "{slice}"
    );
    assert!(entries.iter().all(|x| x["instance"]["method"].is_u64()));

    // Control flow: 3 blocks back from the load's path instance.
    let o = rjvm_trace(&[
        "wet",
        "query",
        w,
        "flow",
        "--ts",
        &ts_s,
        "--backward",
        "--steps",
        "3",
    ]);
    let text = String::from_utf8(o.stdout).unwrap();
    assert_eq!(text.lines().count(), 3, "{text}");
    assert!(text.lines().next().unwrap().contains(MAIN), "{text}");

    // Mistakes get a clear message and exit status 1, never a panic.
    for bad in [
        vec!["wet", "query", w, "values", "WetSlice.nope()V@0"],
        vec!["wet", "query", w, "values", "WetSlice.main"],
        vec!["wet", "query", w, "values", &format!("{MAIN}@7")],
        vec!["wet", "query", w, "flow", "--ts", "999999999"],
        vec!["wet", "query", f, "stats"],
    ] {
        let o = rjvm_trace(&bad);
        assert_eq!(o.status.code(), Some(1), "{bad:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.starts_with("rjvm-trace: error: "), "{bad:?}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}
