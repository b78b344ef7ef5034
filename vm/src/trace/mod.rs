//! STEP traces of the JVM events. The typed records of
//! `vm/schema/jvm.stepdl` (module [`step`]: records, `Encoder`,
//! `TraceWriter`, `TraceReader`) are generated in the analyzer crate, which
//! reads them; [`JvmRecorder`] turns the interpreter's events into them and
//! [`StepSink`] writes them to a file.

pub use analyzer::step;

pub mod encoder_thread;
mod metrics_sink;
mod step_sink;
pub use metrics_sink::{metrics_sink, MetricsSink};
pub use step_sink::{EncodeMode, JvmRecorder, StepSink, TraceOptions, TraceOut};
