//! Reports of metric documents (the JSON the metrics engine writes:
//! `{"program", "command", "partitions": {"all": {…}, …}, "threads",
//! "continuous"}`): text tables laid out like the thesis's, CSV, a
//! self-contained HTML page with charts, an HTML comparison of several
//! runs, and the metric-by-metric diff that gates CI.
//!
//! Renderers take a `serde_json::Value` read with `preserve_order`, so the
//! document's key order (categories, metrics, bins, partitions) is the
//! order of rows and columns. They never fail: what a document lacks is
//! left out; [`validate`] checks the shape first where an error is wanted.

mod compare;
mod csv;
pub mod diff;
pub mod format;
pub mod glossary;
mod html;
pub mod model;
mod page;
pub mod svg;
mod text;

pub use compare::render_comparison_html;
pub use csv::render_csv;
pub use diff::{diff, render_diff, DiffOptions, DiffReport, Difference};
pub use html::render_html;
pub use model::validate;
pub use text::render_text;
