//! STEP traces of the JVM events. The typed records of
//! `vm/schema/jvm.stepdl` (module [`step`]: records, `Encoder`,
//! `TraceWriter`, `TraceReader`) are generated in the analyzer crate, which
//! reads them; [`JvmRecorder`] turns the interpreter's events into them and
//! [`StepSink`] writes them to a file.

pub use analyzer::step;

pub mod batch_queue;
pub mod encoder_thread;
mod metrics_sink;
pub mod metrics_thread;
mod step_sink;
pub use metrics_sink::{metrics_sink, threaded_metrics_sink, MetricsFront, MetricsSink};
pub use metrics_thread::MetricsThread;
pub use step_sink::{
    EncodeMode, ImpliedRules, JvmRecorder, StepSink, TraceOptions, TraceOut, KNOWN_ATTRIBUTE,
    KNOWN_LOCALS,
};
