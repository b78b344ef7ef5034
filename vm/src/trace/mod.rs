//! STEP traces of the JVM events: the code generated from
//! `vm/schema/jvm.stepdl` (module [`step`]: typed records, `Encoder`,
//! `TraceWriter`, `TraceReader`) and [`StepSink`], the event sink that
//! writes them.

include!(concat!(env!("OUT_DIR"), "/step_jvm.rs"));

mod step_sink;
pub use step_sink::{StepSink, TraceOptions};
