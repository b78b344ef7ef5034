//! `rjvm-trace report`: renders metric documents (the JSON of `rjvm
//! -metrics` or `rjvm-trace metrics`) as an HTML page, or text or CSV;
//! several documents become one comparison page.

use analyzer::report::{render_comparison_html, render_csv, render_html, render_text, validate};
use clap::{Args, ValueEnum};
use serde_json::Value;
use std::io::Write as _;
use std::path::{Path, PathBuf};

/// Output format of `report`.
#[derive(Debug, Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum ReportFormat {
    /// A self-contained HTML page (a comparison page for several files).
    Html,
    /// Text tables laid out like the thesis's (one file).
    Text,
    /// CSV, one row per metric (one file).
    Csv,
}

/// Arguments of `report`.
#[derive(Debug, Args)]
pub struct ReportArgs {
    /// Metric documents (JSON); with several, an HTML page comparing them,
    /// the first being the baseline.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Output file (default: standard output).
    #[arg(short = 'o', long)]
    pub output: Option<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value = "html")]
    pub format: ReportFormat,
    /// Names of the runs in a comparison, comma-separated, one per file
    /// (default: the file names without `.json`).
    #[arg(long, value_delimiter = ',')]
    pub labels: Vec<String>,
}

/// Reads a metric document and checks its shape; errors name the file.
pub fn read_doc(path: &Path) -> Result<Value, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let v: Value = serde_json::from_str(&text)
        .map_err(|e| format!("{}: invalid JSON: {e}", path.display()))?;
    validate(&v).map_err(|e| format!("{}: not a metric document: {e}", path.display()))?;
    Ok(v)
}

/// Default run labels: file names without `.json`, or the paths as given
/// where two names would be the same.
pub fn default_labels(files: &[PathBuf]) -> Vec<String> {
    let stems: Vec<String> = files
        .iter()
        .map(|f| {
            let name = f
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_else(|| f.display().to_string());
            name.strip_suffix(".json")
                .map(str::to_string)
                .unwrap_or(name)
        })
        .collect();
    stems
        .iter()
        .zip(files)
        .map(|(s, f)| {
            if stems.iter().filter(|t| *t == s).count() > 1 {
                f.display().to_string()
            } else {
                s.clone()
            }
        })
        .collect()
}

/// Runs `report`.
pub fn run(a: ReportArgs) -> Result<(), String> {
    if a.format != ReportFormat::Html && a.files.len() > 1 {
        return Err(
            "text and csv reports take one file; compare several with --format html".into(),
        );
    }
    let labels = if a.labels.is_empty() {
        default_labels(&a.files)
    } else if a.labels.len() == a.files.len() {
        a.labels.clone()
    } else {
        return Err(format!(
            "--labels names {} runs for {} files",
            a.labels.len(),
            a.files.len()
        ));
    };
    let docs = a
        .files
        .iter()
        .map(|f| read_doc(f))
        .collect::<Result<Vec<_>, _>>()?;
    let out = match (a.format, docs.len()) {
        (ReportFormat::Text, _) => render_text(&docs[0]),
        (ReportFormat::Csv, _) => render_csv(&docs[0]),
        (ReportFormat::Html, 1) => render_html(&docs[0]),
        (ReportFormat::Html, _) => {
            let runs: Vec<(String, Value)> = labels.into_iter().zip(docs).collect();
            render_comparison_html(&runs)
        }
    };
    match &a.output {
        Some(p) => std::fs::write(p, out).map_err(|e| format!("{}: {e}", p.display())),
        None => super::out_err(std::io::stdout().lock().write_all(out.as_bytes())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_are_file_names_unless_ambiguous() {
        let files: Vec<PathBuf> = ["runs/a.json", "b.json", "x/c.json", "y/c.json", "plain"]
            .iter()
            .map(PathBuf::from)
            .collect();
        assert_eq!(
            default_labels(&files),
            ["a", "b", "x/c.json", "y/c.json", "plain"]
        );
    }
}
