//! Metrics of small java-tests programs computed by hand. Each program
//! (`AllocMetrics`, `CallMetrics`, `LockDataMetrics`) keeps its measured
//! code in a nested class `Kernel`; the run is analyzed online
//! (`-metrics`) with `Kernel` and its nested classes as the only
//! application classes, and the application partition must hold exactly
//! the values derived below from the program text and `javap -c` of the
//! kernel (javac --release 8). The comments give every count. HotSpot
//! checks the programs' output like any java-tests program.

mod common;

use std::path::Path;
use std::process::{Command, Stdio};

/// The application partition of `-metrics` for java-tests program `main`
/// with `main$Kernel` as the application and `main` as library.
fn application_metrics(main: &str) -> serde_json::Value {
    let (dir, _) = common::compile_java_tests("8");
    let out_dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("metrics-held-out");
    std::fs::create_dir_all(&out_dir).unwrap();
    let json = out_dir.join(format!("{main}.json"));
    let out = Command::new(env!("CARGO_BIN_EXE_rjvm"))
        .arg("-cp")
        .arg(&dir)
        .arg("-metrics")
        .arg(&json)
        .args(["-metrics-app-packages", &format!("{main}$Kernel")])
        .args(["-metrics-lib-packages", main])
        .arg(main)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let doc: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    doc["partitions"]["application"].clone()
}

/// Objects of 13 application classes whose sizes sit on every size bin,
/// most at a bin's upper bound, allocated by 16 `new` statements.
#[test]
fn allocation_counts_sizes_and_bins() {
    let app = application_metrics("AllocMetrics");
    let c = |m: &str, v: f64| common::check_metric(&app, m, v);
    // Instructions: run() is 16 x (new dup invokespecial pop) + return =
    // 65; every constructor is aload_0 invokespecial return (3), and a
    // subclass's runs its superclass's: E 3x3, I1 2x3, J2 J3 Mix R8 J5
    // D9 K16 3 each, J8 6, K32 6, K48 9, K49 12: 69. Total 134.
    let instr = 134.0;
    c("base.instructions.value", instr);
    // run, and constructor entries 3 + 2 + 1 x 7 (J2 Mix J3 R8 J5 D9
    // K16) + 2 (J8) + 2 (K32) + 3 (K48) + 4 (K49) = 23.
    c("base.methods.value", 24.0);
    // Sizes (8-byte header, fields packed, rounded up to 8): E 8; I1
    // 8 + 4 = 16; J2 8 + 16 = 24; Mix 8 + 1 + 2 + 2 + 4 + 4 = 21 -> 24;
    // J3 32; R8 8 + 8 x 4 = 40; J5 48; J8 8 + 8 x 8 = 72; D9 80; K16
    // 8 + 16 x 8 = 136; K32 264; K48 392; K49 400.
    // Bytes: 3 x 8 + 2 x 16 + 24 + 24 + 32 + 40 + 48 + 72 + 80 + 136 +
    // 264 + 392 + 400 = 1568 in 16 objects.
    c("base.objects.value", 16.0);
    c("base.bytes.value", 1568.0);
    c("memory.averageObjectSize.value", 98.0);
    c(
        "memory.objectAllocationDensity.value",
        16.0 * 1000.0 / instr,
    );
    c(
        "memory.byteAllocationDensity.value",
        1568.0 * 1000.0 / instr,
    );
    c("memory.objectSize.bin(8)", 300.0 / 16.0);
    c("memory.objectSize.bin(16)", 200.0 / 16.0);
    c("memory.objectSize.bin(24)", 200.0 / 16.0);
    c("memory.objectSize.bin(32)", 100.0 / 16.0);
    c("memory.objectSize.bin(40)", 100.0 / 16.0);
    c("memory.objectSize.bin(48-72)", 200.0 / 16.0);
    c("memory.objectSize.bin(80-136)", 200.0 / 16.0);
    c("memory.objectSize.bin(144-392)", 200.0 / 16.0);
    c("memory.objectSize.bin(400+)", 100.0 / 16.0);
    // 16 sites; by bytes 400 392 264 136 80 72 48 40 reach 1432, the
    // first sum >= ceil(0.9 x 1568) = 1412: 8 sites, 50%.
    c("memory.allocationSites.value", 16.0);
    c("memory.hotAllocationSites.value", 8.0);
    c("memory.hotAllocationSites.percentile", 50.0);
    // No collection ran: every object is immortal.
    c("memory.objectLifetime.bin(immortal)", 100.0);
    // Kernel and its 13 classes; Kernel's <init> and run, one
    // constructor each; 3 + 65 + 13 x 3 instructions, Kernel's <init>
    // never runs.
    c("base.classes.value", 14.0);
    c("size.loadedMethods.value", 15.0);
    c("size.load.value", 107.0);
    c("size.run.value", 104.0);
    c("size.deadCode.value", 3.0);
    // No dynamic call, lock, array or float instruction.
    c("polymorphism.callSites.value", 0.0);
    c("concurrency.lockDensity.value", 0.0);
    c("data.arrayDensity.value", 0.0);
    c("data.floatDensity.value", 0.0);
}

/// Four dynamic call sites with receiver/target arities 3+/3+, 2/2, 3+/2
/// (Dog inherits Animal.legs) and 1/1.
#[test]
fn call_site_arities_and_cache_misses() {
    let app = application_metrics("CallMetrics");
    let c = |m: &str, v: f64| common::check_metric(&app, m, v);
    // Instructions: run() 7 x (new dup invokespecial astore) + iconst_0
    // istore = 30, 10 calls of s1/s2 x 6 (iload aload const invokestatic
    // iadd istore) + 8 calls of s3/s4 x 5, iload ireturn: 132. s1, s2 4
    // each x 10 calls = 40; s3, s4 3 each x 8 = 24. apply: Inc 4 x 5
    // calls, Dbl 4 x 3, Neg 3 x 1, Sq 4 x 1 = 39. legs: Animal's 2 x 4
    // (animal, dog twice each), Bird's 2 x 4 = 16. Constructors: Inc Dbl
    // Neg Sq Animal 3 each, Dog and Bird 3 + Animal's 3: 27. Total 278.
    let instr = 278.0;
    c("base.instructions.value", instr);
    // run 1, s1..s4 18, apply 10, legs 8, constructors 5 + 2 + 2.
    c("base.methods.value", 46.0);
    // Sites: S1 (s1's invokeinterface) receivers Inc Inc Dbl Inc Neg Sq:
    // 4 classes, 4 targets, 6 calls, 5 misses in each cache. S2 (s2's)
    // Inc Dbl Inc Dbl: 2 and 2, 4 calls, 4 misses each. S3 (s3's
    // invokevirtual) Animal Dog Dog Animal Bird: 3 receivers but 2
    // targets (Animal.legs, Bird.legs), 5 calls, 4 receiver misses, 2
    // target misses. S4 Bird x 3: 1 and 1, 3 calls, 1 miss each.
    // invokestatic and invokespecial sites do not count.
    c("polymorphism.callSites.value", 4.0);
    c("polymorphism.calls.value", 18.0);
    c("polymorphism.invokeDensity.value", 18.0 * 1000.0 / instr);
    c("polymorphism.receiverArity.bin(1)", 25.0);
    c("polymorphism.receiverArity.bin(2)", 25.0);
    c("polymorphism.receiverArity.bin(3+)", 50.0);
    c("polymorphism.receiverArityCalls.bin(1)", 300.0 / 18.0);
    c("polymorphism.receiverArityCalls.bin(2)", 400.0 / 18.0);
    c("polymorphism.receiverArityCalls.bin(3+)", 1100.0 / 18.0);
    c("polymorphism.targetArity.bin(1)", 25.0);
    c("polymorphism.targetArity.bin(2)", 50.0);
    c("polymorphism.targetArity.bin(3+)", 25.0);
    c("polymorphism.targetArityCalls.bin(1)", 300.0 / 18.0);
    c("polymorphism.targetArityCalls.bin(2)", 900.0 / 18.0);
    c("polymorphism.targetArityCalls.bin(3+)", 600.0 / 18.0);
    c("polymorphism.receiverCacheMissRate.value", 1400.0 / 18.0);
    c("polymorphism.targetCacheMissRate.value", 1200.0 / 18.0);
    c("polymorphism.receiverPolyDensity.value", 0.75);
    c("polymorphism.receiverPolyDensityCalls.value", 15.0 / 18.0);
    c("polymorphism.targetPolyDensity.value", 0.75);
    c("polymorphism.targetPolyDensityCalls.value", 15.0 / 18.0);
    // Seven objects of field-less classes: 8 bytes each.
    c("base.objects.value", 7.0);
    c("base.bytes.value", 56.0);
    c("memory.objectSize.bin(8)", 100.0);
    // Kernel, Op (loaded as Inc's interface), Inc Dbl Neg Sq Animal Dog
    // Bird; methods: Kernel 6, Op 1, Dog 1, the others 2 each.
    c("base.classes.value", 9.0);
    c("size.loadedMethods.value", 20.0);
    // Kernel 3 + 4 + 4 + 3 + 3 + 132, Inc Dbl Sq 3 + 4, Neg 3 + 3,
    // Animal Bird 3 + 2, Dog 3; only Kernel's <init> never runs.
    c("size.load.value", 189.0);
    c("size.run.value", 186.0);
}

/// Lock operations of synchronized blocks (nested, re-entered) and
/// methods, one contended entry by a second thread, and the array and
/// float instructions of one straight-line method.
#[test]
fn lock_counts_and_array_and_float_densities() {
    let app = application_metrics("LockDataMetrics");
    let c = |m: &str, v: f64| common::check_metric(&app, m, v);
    // Instructions: Kernel.<clinit> 5; locks() 4 + 4 (to the first
    // monitorenter) + 2 + 1 + 7 + 6 + 4 + 4 + 7 + 3 + 2 = 44 (no handler
    // runs); Worker.<init> 3, Worker.run 12; inc 5 x 3, outer 2, inner 5;
    // data 8 + 11 + 7 + 9 + 6 + 8 + 6 (one line each) = 55. Total 141.
    // (Worker's contended monitorenter runs again when the monitor is
    // released to it but is one executed bytecode.)
    let instr = 141.0;
    c("base.instructions.value", instr);
    // Lock operations: locks() monitorenter at 13, 60 and 66 (re-entered)
    // once each, Worker.run's once (contended: main holds LOCK and
    // yields), inc 3 entries, outer and inner 1 each: 9 at 7 sites.
    // ceil(0.9 x 9) = 9 needs all 7 sites.
    c("concurrency.lockDensity.value", 9.0 * 1000.0 / instr);
    c("concurrency.lock.percentile", 100.0);
    c("concurrency.contendedLockDensity.value", 1000.0 / instr);
    c("concurrency.contendedLock.percentile", 100.0);
    // data(): faload x2, fastore, daload x3, dastore, iastore, iaload (9
    // numeric), caload castore (2 char), aaload aastore (2 ref),
    // arraylength: 14 array instructions.
    c("data.arrayDensity.value", 14.0 * 1000.0 / instr);
    c("data.numArrayDensity.value", 9.0 * 1000.0 / instr);
    c("data.charArrayDensity.value", 2.0 * 1000.0 / instr);
    c("data.refArrayDensity.value", 2.0 * 1000.0 / instr);
    // Float: faload fload fmul fastore daload faload f2d dadd dastore
    // daload d2i dstore dload daload dsub dreturn = 16 (i2d and i2c are
    // not float instructions); no float field.
    c("data.floatDensity.value", 16.0 * 1000.0 / instr);
    // Fields: <clinit> putstatic LOCK; locks() getstatic LOCK x3, count
    // x5; Worker.run LOCK, count x2; inc count x2 x 3; inner count x2:
    // 5 reference, 15 primitive.
    c("pointer.refFieldAccessDensity.value", 5.0 * 1000.0 / instr);
    c(
        "pointer.nonrefFieldAccessDensity.value",
        15.0 * 1000.0 / instr,
    );
    c("pointer.fieldAccessDensity.value", 20.0 * 1000.0 / instr);
    // Dynamic calls: w.start() and w.join() (Worker inherits both).
    c("polymorphism.callSites.value", 2.0);
    c("polymorphism.calls.value", 2.0);
}
