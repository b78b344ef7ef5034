//! The analyzer: dynamic metrics, WET, reports.
pub mod wet;
