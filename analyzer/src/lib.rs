//! The analyzer: dynamic metrics, WET, reports.
