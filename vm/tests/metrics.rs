//! The metrics engine online and offline. Every java-tests program (Java 8
//! and Java-17-only programs, and the hand-assembled fixtures) runs once
//! with `-trace T -metrics M`: the VM's recorder feeds the engine online
//! while writing the trace. Then the trace is analyzed offline and the two
//! JSON documents must be identical, and `base.instructions.value` must be
//! the number of bytecodes the VM executed (its clock). A sample of
//! programs also runs with `-metrics` alone, which must give the same JSON.

mod common;

use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// One program to run: class path, VM options, main class, arguments.
type Job = common::JavaTest;

fn jobs() -> Vec<Job> {
    common::java_test_programs()
}

/// Runs rjvm with `opts` before the main class; returns the VM clock it
/// reported.
fn run(job: &Job, opts: &[&Path], flags: &[&str]) -> Result<u64, String> {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_rjvm"));
    cmd.arg("-cp").arg(&job.classpath).args(&job.jvm);
    // The virtual clock: the `-metrics` alone run is compared with the
    // traced one, and programs that read the time (DateBasics) or draw
    // random UUIDs (UuidDigests, seeded from System.nanoTime) would differ.
    cmd.arg("-XX:+VirtualClock");
    // Uncompressed traces: the test is about records, not bytes.
    cmd.args(["-trace-compression", "none"]);
    for (flag, path) in flags.iter().zip(opts) {
        cmd.arg(flag).arg(path);
    }
    let out = cmd
        .arg(&job.main)
        .args(&job.args)
        .env("RJVM_TRACE_STATS", "1")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .output()
        .map_err(|e| e.to_string())?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    stderr
        .lines()
        .rev()
        .find_map(|l| l.strip_prefix("trace: executed bytecodes "))
        .and_then(|n| n.trim().parse().ok())
        .ok_or_else(|| format!("no clock reported; stderr: {stderr}"))
}

fn instructions(json: &serde_json::Value, partition: &str) -> u64 {
    count(json, partition, "base.instructions.value")
}

/// Count metric `metric` of `partition` (`u64::MAX` if missing).
fn count(json: &serde_json::Value, partition: &str, metric: &str) -> u64 {
    json["partitions"][partition][metric]
        .as_u64()
        .unwrap_or(u64::MAX)
}

/// The counts that the threads' partitions split among them.
const PER_THREAD_COUNTS: [&str; 4] = [
    "base.instructions.value",
    "base.objects.value",
    "base.bytes.value",
    "polymorphism.calls.value",
];

/// Checks one program; `alone`: also run `-metrics` without a trace.
fn check(job: &Job, dir: &Path, alone: bool) -> Result<(), String> {
    let trace = dir.join(format!("{}.step", job.main));
    let online = dir.join(format!("{}.json", job.main));
    let clock = run(job, &[&trace, &online], &["-trace", "-metrics"])?;
    let online_text = std::fs::read_to_string(&online).map_err(|e| e.to_string())?;
    let offline = analyzer::metrics::analyze_file(&trace, &Default::default())
        .map_err(|e| format!("offline analysis: {e}"))?;
    let offline_text = analyzer::metrics::json_text(&offline);
    if online_text != offline_text {
        let diff = online_text
            .lines()
            .zip(offline_text.lines())
            .find(|(a, b)| a != b)
            .map(|(a, b)| format!("online {a} / offline {b}"))
            .unwrap_or_else(|| "lengths differ".into());
        return Err(format!("online and offline JSON differ: {diff}"));
    }
    let all = instructions(&offline, "all");
    if all != clock {
        return Err(format!("base.instructions.value {all}, VM clock {clock}"));
    }
    let parts = instructions(&offline, "application") + instructions(&offline, "library");
    if parts != clock {
        return Err(format!(
            "application + library instructions {parts}, VM clock {clock}"
        ));
    }
    // Every executed instruction, allocation and call belongs to one
    // thread (the engine fills in a lone thread's partition from the
    // others only when a second thread appears: this checks it did).
    for metric in PER_THREAD_COUNTS {
        let threads: u64 = offline["threads"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| count(&offline, &format!("thread:{}", t["id"]), metric))
            .sum();
        let all = count(&offline, "all", metric);
        if threads != all {
            return Err(format!("per-thread {metric} {threads}, all {all}"));
        }
    }
    if offline["program"] != job.main.as_str() {
        return Err(format!("program is {}", offline["program"]));
    }
    if alone {
        let only = dir.join(format!("{}.alone.json", job.main));
        run(job, &[&only], &["-metrics"])?;
        let text = std::fs::read_to_string(&only).map_err(|e| e.to_string())?;
        if text != online_text {
            return Err("-metrics alone differs from -metrics with -trace".into());
        }
    }
    let _ = std::fs::remove_file(&trace);
    Ok(())
}

#[test]
fn online_equals_offline_and_instructions_equal_the_clock() {
    let jobs = jobs();
    assert!(jobs.len() > 100, "only {} programs", jobs.len());
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("metrics-online-offline");
    std::fs::create_dir_all(&dir).unwrap();
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get().min(4));
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(job) = jobs.get(i) else { break };
                if let Err(e) = check(job, &dir, i.is_multiple_of(8)) {
                    failures.lock().unwrap().push(format!("{}: {e}", job.main));
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `MetricsProbe` (java-tests/programs) with its nested class `Kernel` as
/// the only application class: every expected value below is counted by
/// hand from `javap -c` of Kernel (javac --release 8) and the program's
/// inputs; the comments give the counts.
#[test]
fn hand_computed_metrics_of_metrics_probe() {
    let (dir, _) = common::compile_java_tests("8");
    let trace = Path::new(env!("CARGO_TARGET_TMPDIR")).join("metrics-probe.step");
    let out = Command::new(env!("CARGO_BIN_EXE_rjvm"))
        .arg("-cp")
        .arg(&dir)
        .arg("-trace")
        .arg(&trace)
        .arg("MetricsProbe")
        .stdout(Stdio::null())
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let opts = analyzer::metrics::MetricsOptions {
        window_kbc: 100,
        rules: analyzer::program::PartitionRules {
            app_packages: vec!["MetricsProbe$Kernel".into()],
            lib_packages: vec!["MetricsProbe".into()],
        },
    };
    let json = analyzer::metrics::analyze_file(&trace, &opts).unwrap();
    let app = &json["partitions"]["application"];
    let check = |name: &str, want: f64| common::check_metric(app, name, want);
    // Executed instructions: <init> 3 x 3 = 9; touch 16 x 3 = 48;
    // sumInts(5 ints) 4 + 4*6 + 8*5 + 2 = 70; scale(3 doubles) 4 + 4*4 +
    // 15*3 + 2 = 67; countA("abac") 4 + 4*5 + 7*4 + 2 (two 'a') + 2 = 56;
    // areas(6) + areas(4) (10 + 13n each) 88 + 62 = 150; ids(3) 49;
    // twice 8; locked(10) 4 + 3*11 + 10*10 + 4 = 141; once 2. Total 600.
    let instr = 600.0;
    check("base.instructions.value", instr);
    // <init> 3, touch 3, areas 2, and one each of the other seven.
    check("base.methods.value", 15.0);
    // Three Kernels of 8 + int 4 + double 8 + ref 4 = 24 bytes (arrays
    // and the other classes are library).
    check("base.objects.value", 3.0);
    check("base.bytes.value", 72.0);
    check("base.classes.value", 1.0);
    check("memory.averageObjectSize.value", 24.0);
    check("memory.objectSize.bin(24)", 100.0);
    check("memory.objectSize.bin(16)", 0.0);
    check("memory.byteAllocationDensity.value", 72.0 * 1000.0 / instr);
    check("memory.objectAllocationDensity.value", 3.0 * 1000.0 / instr);
    // Array ops: sumInts arraylength 6 + iaload 5; scale arraylength 4 +
    // daload 6 + dastore 3; countA arraylength 5 + caload 4; areas
    // arraylength 7 + 5, aaload 6 + 4; ids arraylength 4 + aaload 3.
    check("data.arrayDensity.value", 62.0 * 1000.0 / instr);
    check("data.charArrayDensity.value", 4.0 * 1000.0 / instr);
    check("data.numArrayDensity.value", 14.0 * 1000.0 / instr);
    check("data.refArrayDensity.value", 13.0 * 1000.0 / instr);
    // Float: touch (getfield d, dmul, putfield d) x 3 = 9; scale dconst_0,
    // dstore_3, 8 per element x 3, dload_3, dreturn = 28.
    check("data.floatDensity.value", 37.0 * 1000.0 / instr);
    // touch: getfield/putfield f and d (primitive) and putfield r, x 3.
    check(
        "pointer.nonrefFieldAccessDensity.value",
        12.0 * 1000.0 / instr,
    );
    check("pointer.refFieldAccessDensity.value", 3.0 * 1000.0 / instr);
    check("pointer.fieldAccessDensity.value", 15.0 * 1000.0 / instr);
    // Dynamic sites: areas (receivers Sq Sq Rect Tri Sq Rect | Sq Rect Sq
    // Rect: 3 classes, 3 targets, 10 calls, 9 misses of each cache); ids
    // (Base Derived Base: 2 receivers, 1 target Base.id, 3 calls, 3
    // receiver misses, 1 target miss); twice's two s.area() (1 call each).
    check("polymorphism.callSites.value", 4.0);
    check("polymorphism.calls.value", 15.0);
    check("polymorphism.invokeDensity.value", 15.0 * 1000.0 / instr);
    check("polymorphism.receiverArity.bin(1)", 50.0);
    check("polymorphism.receiverArity.bin(2)", 25.0);
    check("polymorphism.receiverArity.bin(3+)", 25.0);
    check("polymorphism.receiverArityCalls.bin(1)", 200.0 / 15.0);
    check("polymorphism.receiverArityCalls.bin(2)", 300.0 / 15.0);
    check("polymorphism.receiverArityCalls.bin(3+)", 1000.0 / 15.0);
    check("polymorphism.receiverCacheMissRate.value", 1400.0 / 15.0);
    check("polymorphism.receiverPolyDensity.value", 0.5);
    check("polymorphism.receiverPolyDensityCalls.value", 13.0 / 15.0);
    check("polymorphism.targetArity.bin(1)", 75.0);
    check("polymorphism.targetArity.bin(2)", 0.0);
    check("polymorphism.targetArity.bin(3+)", 25.0);
    check("polymorphism.targetArityCalls.bin(1)", 500.0 / 15.0);
    check("polymorphism.targetArityCalls.bin(3+)", 1000.0 / 15.0);
    check("polymorphism.targetCacheMissRate.value", 1200.0 / 15.0);
    check("polymorphism.targetPolyDensity.value", 0.25);
    check("polymorphism.targetPolyDensityCalls.value", 10.0 / 15.0);
    // Locks: monitorenter in locked() 10 times, synchronized once() once;
    // 90% of 11 is 10: the monitorenter site alone, 1 of 2 sites.
    check("concurrency.lockDensity.value", 11.0 * 1000.0 / instr);
    check("concurrency.lock.percentile", 50.0);
    check("concurrency.contendedLockDensity.value", 0.0);
    assert!(app["concurrency.contendedLock.percentile"].is_null());
    // Code: 156 instructions in Kernel's 10 methods; never run: locked's
    // handler (5) and twice's `return 0` (2).
    check("size.loadedClasses.value", 1.0);
    check("size.loadedMethods.value", 10.0);
    check("size.load.value", 156.0);
    check("size.run.value", 149.0);
    check("size.deadCode.value", 7.0);
    check("size.codeCoverage.value", 14900.0 / 156.0);
    // Method weights 150 141 70 67 56 49 48 9 8 2: 7 reach 540 = 90%.
    check("size.hotMethods.value", 7.0);
    check("size.hotMethods.percentile", 70.0);
    check("size.hotClasses.value", 1.0);
    check("size.hotClasses.percentile", 100.0);
    // Branches: sumInts 11, scale 7, countA 13, areas 22, ids 7, twice 1,
    // locked 31; conditional sites 8, of which twice's ifnonnull always
    // went the same way.
    check("control.branchDensity.value", 92.0 * 1000.0 / instr);
    check("control.condBranchDensity.value", 47.0 * 1000.0 / instr);
    check("control.condBranchSites.value", 8.0);
    check("control.constantBranchSites.value", 12.5);
    // Three allocation sites of 24 bytes each; no collection ran.
    check("memory.allocationSites.value", 3.0);
    check("memory.hotAllocationSites.value", 3.0);
    check("memory.objectLifetime.bin(immortal)", 100.0);
}

/// `-metrics-window-kbc`, `-metrics-app-packages` and
/// `-metrics-lib-packages` give what `rjvm-trace metrics` gives with the
/// same options, with and without a trace written at the same time, and
/// leave the program's `command` alone.
#[test]
fn launcher_metrics_options_equal_offline_options() {
    let (dir, _) = common::compile_java_tests("8");
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("metrics-options");
    std::fs::create_dir_all(&tmp).unwrap();
    let (trace, with_trace, alone) = (
        tmp.join("probe.step"),
        tmp.join("with-trace.json"),
        tmp.join("alone.json"),
    );
    let options = [
        "-metrics-window-kbc",
        "2",
        "-metrics-app-packages",
        "MetricsProbe$Kernel",
        "-metrics-lib-packages",
        "MetricsProbe,java.lang.Object",
    ];
    let rjvm = |outputs: &[(&str, &Path)]| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_rjvm"));
        cmd.arg("-cp").arg(&dir);
        for (flag, path) in outputs {
            cmd.arg(flag).arg(path);
        }
        let out = cmd
            .args(options)
            .arg("MetricsProbe")
            .stdout(Stdio::null())
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
    };
    rjvm(&[("-trace", &trace), ("-metrics", &with_trace)]);
    rjvm(&[("-metrics", &alone)]);
    let opts = analyzer::metrics::MetricsOptions {
        window_kbc: 2,
        rules: analyzer::program::PartitionRules {
            app_packages: vec!["MetricsProbe$Kernel".into()],
            lib_packages: vec!["MetricsProbe".into(), "java.lang.Object".into()],
        },
    };
    let offline = analyzer::metrics::analyze_file(&trace, &opts).unwrap();
    let offline_text = analyzer::metrics::json_text(&offline);
    assert_eq!(std::fs::read_to_string(&with_trace).unwrap(), offline_text);
    assert_eq!(std::fs::read_to_string(&alone).unwrap(), offline_text);
    // The options took effect: Kernel alone is the application (600
    // instructions, see hand_computed_metrics_of_metrics_probe), windows
    // are 2 kbc.
    assert_eq!(
        offline["partitions"]["application"]["base.instructions.value"],
        600
    );
    assert_eq!(offline["continuous"]["window_kbc"], 2);
    assert!(offline["continuous"]["start_kbc"].as_array().unwrap().len() > 1);
    // Block entries are aggregated between window boundaries: the windows'
    // instructions still add up to the run's, and a window holds about its
    // length (blocks starting near its end spill over).
    let windows: Vec<u64> = offline["continuous"]["series"]["base.instructions.value"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    assert_eq!(
        windows.iter().sum::<u64>(),
        offline["partitions"]["all"]["base.instructions.value"]
    );
    let full = &windows[..windows.len() - 1];
    assert!(full.iter().all(|&n| (1900..2200).contains(&n)), "{full:?}");
    assert_eq!(
        offline["command"],
        format!("-cp {} MetricsProbe", dir.display())
    );
}

/// The metrics options are refused without `-metrics`, and a window of
/// 0 kbc is refused, with a message naming the option.
#[test]
fn launcher_metrics_options_are_checked() {
    let bad = |args: &[&str], want: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_rjvm"))
            .args(args)
            .arg("Nothing")
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            !out.status.success() && stderr.contains(want),
            "{args:?}: {stderr}"
        );
    };
    bad(&["-metrics-window-kbc", "10"], "--metrics");
    bad(&["-metrics-app-packages", "a.b"], "--metrics");
    bad(
        &["-metrics", "-", "-metrics-window-kbc", "0"],
        "-metrics-window-kbc",
    );
    bad(
        &["-metrics", "-", "-metrics-window-kbc", "x"],
        "metrics-window-kbc",
    );
}

/// The JSON's `command` is the program's command line, without rjvm's
/// tracing and metrics options (`-trace-events LIST` and `-trace-callback`
/// included, and `--name=value` spellings), online and offline alike; and
/// online and offline JSON agree whatever the trace's event groups.
#[test]
fn command_and_json_do_not_depend_on_measurement_options() {
    let (dir, _) = common::compile_java_tests("8");
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("metrics-command");
    std::fs::create_dir_all(&tmp).unwrap();
    let rjvm = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_rjvm"))
            .arg("-cp")
            .arg(&dir)
            .args(args)
            .args(["MetricsProbe", "x", "-metrics", "y"])
            .stdout(Stdio::null())
            .output()
            .unwrap();
        assert!(out.status.success(), "{args:?}: {out:?}");
    };
    let path = |name: &str| tmp.join(name).to_string_lossy().into_owned();
    let (trace, groups_trace) = (path("probe.step"), path("groups.step"));
    let (with_trace, alone, groups) = (path("with.json"), path("alone.json"), path("g.json"));
    rjvm(&[
        "-trace-events",
        "default",
        "-trace",
        &trace,
        "-trace-compression",
        "none",
        "-trace-encode",
        "thread",
        "-metrics",
        &with_trace,
        "-metrics-window-kbc",
        "5",
    ]);
    rjvm(&["-trace-callback", &format!("--metrics={alone}")]);
    rjvm(&[
        "-trace",
        &groups_trace,
        "-trace-events",
        "class,thread,method,block",
        "-metrics",
        &groups,
    ]);
    let want = format!("-cp {} MetricsProbe x -metrics y", dir.display());
    let read = |p: &str| std::fs::read_to_string(p).unwrap();
    for json in [&with_trace, &alone, &groups] {
        let doc: serde_json::Value = serde_json::from_str(&read(json)).unwrap();
        assert_eq!(doc["command"], want.as_str(), "{json}");
    }
    let offline = |trace: &str, kbc| {
        let opts = analyzer::metrics::MetricsOptions {
            window_kbc: kbc,
            ..Default::default()
        };
        let doc = analyzer::metrics::analyze_file(Path::new(trace), &opts).unwrap();
        analyzer::metrics::json_text(&doc)
    };
    assert_eq!(offline(&trace, 5), read(&with_trace));
    // Without the invoke and alloc groups the trace has no calls and no
    // allocations, and the online engine saw the same records.
    let only_groups = offline(&groups_trace, 100);
    assert_eq!(only_groups, read(&groups));
    let doc: serde_json::Value = serde_json::from_str(&only_groups).unwrap();
    assert_eq!(doc["partitions"]["all"]["base.objects.value"], 0);
}
