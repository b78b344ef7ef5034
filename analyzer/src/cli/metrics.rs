//! `rjvm-trace metrics FILE`: Dufour's dynamic metrics of a trace, as JSON
//! (or, through the report renderers, text, CSV or HTML).

use analyzer::metrics::{self, Engine, MetricsOptions};
use analyzer::program::PartitionRules;
use clap::{Args, ValueEnum};
use std::io::Write;
use std::path::PathBuf;

/// Output format of `metrics`.
#[derive(Debug, Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum MetricsFormat {
    /// The JSON document of docs/metrics.md.
    Json,
    /// A table laid out like the thesis's.
    Text,
    /// Comma-separated values.
    Csv,
    /// A self-contained HTML report.
    Html,
}

/// Arguments of `metrics`.
#[derive(Debug, Args)]
pub struct MetricsArgs {
    /// The trace file.
    pub file: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value = "json")]
    pub format: MetricsFormat,
    /// Write to this file instead of standard output.
    #[arg(short = 'o', long)]
    pub output: Option<PathBuf>,
    /// Window of the continuous metrics, in kbc (at least 1).
    #[arg(long, default_value_t = 100, value_parser = metrics::parse_window_kbc)]
    pub window_kbc: u64,
    /// Package prefixes that belong to the application (comma-separated).
    #[arg(long, value_delimiter = ',')]
    pub app_packages: Vec<String>,
    /// Package prefixes that belong to the library (comma-separated).
    #[arg(long, value_delimiter = ',')]
    pub lib_packages: Vec<String>,
    /// Threads of the reader: 1 (all on one thread) or 2 (the trace blocks
    /// decoded on a thread of their own); by default 2 when a CPU is free
    /// at the start, as `rjvm -metrics` decides.
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=2))]
    pub threads: Option<u8>,
}

/// Renders `json` in `format`.
fn render(json: &serde_json::Value, format: MetricsFormat) -> String {
    match format {
        MetricsFormat::Json => metrics::json_text(json),
        MetricsFormat::Text => analyzer::report::render_text(json),
        MetricsFormat::Csv => analyzer::report::render_csv(json),
        MetricsFormat::Html => analyzer::report::render_html(json),
    }
}

/// Runs `metrics`.
pub fn run(a: MetricsArgs) -> Result<(), String> {
    let opts = MetricsOptions {
        window_kbc: a.window_kbc,
        rules: PartitionRules {
            app_packages: a.app_packages,
            lib_packages: a.lib_packages,
        },
    };
    let (input, progress) = super::progress::open_with_progress(&a.file)?;
    let mut engine = Engine::new(&opts);
    let threads = match a.threads {
        None => metrics::Threads::auto(),
        Some(1) => metrics::Threads::One,
        Some(_) => metrics::Threads::Two,
    };
    let attrs = metrics::feed_with(
        std::io::BufReader::with_capacity(1 << 16, input),
        threads,
        &mut engine,
        |_| {},
    )
    .map_err(|e| format!("{}: {e}", a.file.display()))?;
    drop(progress);
    let json = engine.to_json(
        metrics::attribute(&attrs, metrics::PROGRAM_ATTRIBUTE),
        metrics::attribute(&attrs, metrics::COMMAND_ATTRIBUTE),
    );
    let text = render(&json, a.format);
    match &a.output {
        Some(p) => std::fs::write(p, text).map_err(|e| format!("{}: {e}", p.display())),
        None => std::io::stdout()
            .lock()
            .write_all(text.as_bytes())
            .map_err(|e| e.to_string()),
    }
}
