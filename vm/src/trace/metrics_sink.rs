//! [`MetricsSink`]: the event sink of `rjvm -metrics`. The JVM recorder
//! hands its records straight to the analyzer's metrics engine instead of
//! a trace file, so online metrics are computed by exactly the code that
//! analyzes traces offline.

use super::JvmRecorder;
use analyzer::metrics::{Engine, MetricsOptions};

/// The event sink of `-metrics`: records analyzed as they are made.
pub type MetricsSink = JvmRecorder<Engine>;

/// A metrics sink with options `opts`.
pub fn metrics_sink(opts: &MetricsOptions) -> MetricsSink {
    JvmRecorder::with_sink(Engine::new(opts))
}
