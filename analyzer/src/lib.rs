//! The analyzer: reads the JVM's event traces and computes dynamic metrics,
//! whole execution traces and reports from them.
//!
//! The typed records of the JVM event schema (`vm/schema/jvm.stepdl`) are
//! generated here, in module [`step`], by `tracer::codegen` (see
//! `build.rs`): the VM produces them (trace files, online metrics) and the
//! analyzer consumes them, so producer and consumer share one set of types.

include!(concat!(env!("OUT_DIR"), "/step_jvm.rs"));

pub mod metrics;
pub mod program;
pub mod records;
pub mod report;
pub mod spare_cpu;
pub mod wet;
