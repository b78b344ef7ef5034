//! Embedding rjvm and attaching one's own event sinks.
//!
//! ```sh
//! cargo run --release -p rjvm --example embed
//! ```
//!
//! Runs the embedded `sample` workload twice: once with a hand-written
//! [`EventSink`] that counts calls per method and array loads (the
//! interpreter calls it with static dispatch, so it costs what its hooks
//! do), and once with a [`JvmRecorder`] handing records of the JVM event
//! schema (the same ones a `-trace` file holds) to an in-memory
//! [`RecordSink`], restricted to a few event groups.

use rjvm::events::{EventSink, Group, Groups, Site};
use rjvm::launch::{run_with_sink, Launch};
use rjvm::runtime::{ClassId, MethodId, Runtime};
use rjvm::step::{AnyRecord, Encode};
use rjvm::trace::JvmRecorder;
use std::collections::HashMap;

/// Counts calls by target and array loads.
#[derive(Default)]
struct CallCounter {
    calls: HashMap<MethodId, u64>,
    array_loads: u64,
}

impl EventSink for CallCounter {
    const ENABLED: bool = true;

    // Only these groups: the interpreter skips the hooks of the others
    // (blocks, bytecodes, values, ...) without calling them.
    fn groups(&self) -> Groups {
        Groups::NONE.with(Group::Invoke).with(Group::Arrays)
    }

    fn invoke(
        &mut self,
        _rt: &Runtime,
        _clock: u64,
        _thread: u32,
        _site: Site,
        target: MethodId,
        _receiver: Option<ClassId>,
    ) {
        *self.calls.entry(target).or_default() += 1;
    }

    fn array(&mut self, _: u64, _: u32, _: Site, _: u64, _: i32, store: bool) {
        if !store {
            self.array_loads += 1;
        }
    }
}

/// Keeps the records of a few types: what an online analysis would see.
#[derive(Default)]
struct Collect {
    allocations: u64,
    method_enters: u64,
    classes: Vec<String>,
}

impl analyzer::records::RecordSink for Collect {
    fn put<R: Encode + Into<AnyRecord>>(&mut self, r: R) {
        match r.into() {
            AnyRecord::Allocation(_) | AnyRecord::ArrayAllocation(_) => self.allocations += 1,
            AnyRecord::MethodEnter(_) => self.method_enters += 1,
            AnyRecord::Class(c) => self.classes.push(c.name),
            _ => {}
        }
    }
}

fn main() {
    let launch = Launch {
        embedded: Some("sample".into()),
        ..Launch::default()
    };

    // 1. A sink of one's own.
    let (code, vm) = run_with_sink(&launch, CallCounter::default());
    let vm = vm.expect("the VM started");
    let mut top: Vec<_> = vm.sink.calls.iter().collect();
    top.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    println!("exit code {code}, {} bytecodes executed", vm.executed);
    println!("{} array loads; most called methods:", vm.sink.array_loads);
    for (&m, n) in top.iter().take(5) {
        println!("  {n:>8}  {}", vm.describe_method(m));
    }

    // 2. The schema's records, of the groups one asks for.
    let groups = Groups::parse("method,alloc").expect("known groups");
    let (_, vm) = run_with_sink(
        &launch,
        JvmRecorder::with_sink_and_groups(Collect::default(), groups),
    );
    let rec = vm.expect("the VM started").sink.into_sink();
    println!(
        "{} method entries, {} allocations, {} classes named by them (first: {})",
        rec.method_enters,
        rec.allocations,
        rec.classes.len(),
        rec.classes.first().map_or("-", String::as_str)
    );
}
