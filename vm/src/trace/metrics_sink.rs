//! [`MetricsSink`]: the event sink of `rjvm -metrics`. The JVM recorder
//! hands its records straight to the analyzer's metrics engine instead of
//! a trace file, so online metrics are computed by exactly the code that
//! analyzes traces offline.

use super::JvmRecorder;
use crate::events::{Group, Groups};
use analyzer::metrics::{Engine, MetricsOptions};

/// The event sink of `-metrics`: records analyzed as they are made.
pub type MetricsSink = JvmRecorder<Engine>;

/// The event groups `-metrics` records: the default groups of a trace
/// without those whose records the engine ignores (field accesses: the
/// pointer densities count executed field instructions, which the block
/// counts give). The engine computes the same metrics from a default
/// trace, which has them.
pub const METRICS_GROUPS: Groups = Groups::DEFAULT.without(Group::Field);

/// A metrics sink with options `opts`.
pub fn metrics_sink(opts: &MetricsOptions) -> MetricsSink {
    JvmRecorder::with_sink_and_groups(Engine::new(opts), METRICS_GROUPS)
}
