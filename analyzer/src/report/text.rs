//! The plain-text report: tables laid out like the thesis's (metric names
//! down the left, one right-aligned column per partition, rows grouped by
//! category), then per-thread metrics and a summary of the continuous ones.

use super::format::{format_number, format_value, unit_of};
use super::model::{groups, Doc, Partition};
use serde_json::Value;
use std::fmt::Write as _;

/// One row of a text table.
enum Row {
    /// A category heading spanning the table.
    Heading(String),
    /// The cells: a left-aligned name, then right-aligned values.
    Cells(Vec<String>),
}

/// Lays out a table: the first column left-aligned (and indented under
/// category headings if there are any), the others right-aligned, a rule
/// under the header.
fn layout(header: &[String], rows: &[Row], out: &mut String) {
    let width = |s: &str| s.chars().count();
    // Names are indented under category headings, when there are any.
    let indent = rows.iter().any(|r| matches!(r, Row::Heading(_)));
    let mut w: Vec<usize> = header.iter().map(|h| width(h)).collect();
    for r in rows {
        if let Row::Cells(c) = r {
            for (i, s) in c.iter().enumerate() {
                let extra = if i == 0 && indent { 2 } else { 0 };
                w[i] = w[i].max(width(s) + extra);
            }
        }
    }
    let line = |cells: &[String], indent: bool, out: &mut String| {
        let mut l = String::new();
        for (i, s) in cells.iter().enumerate() {
            if i == 0 {
                let s = if indent { format!("  {s}") } else { s.clone() };
                let _ = write!(l, "{s:<0$}", w[0]);
            } else {
                let _ = write!(l, "  {s:>0$}", w[i]);
            }
        }
        out.push_str(l.trim_end());
        out.push('\n');
    };
    line(header, false, out);
    let rule: Vec<String> = w.iter().map(|n| "-".repeat(*n)).collect();
    line(&rule, false, out);
    for r in rows {
        match r {
            Row::Heading(h) => {
                out.push_str(h);
                out.push('\n');
            }
            Row::Cells(c) => line(c, indent, out),
        }
    }
}

/// The metric table of some partitions, grouped by category.
fn metric_table(doc: &Doc, parts: &[Partition], out: &mut String) {
    let mut header = vec!["Metric".to_string()];
    header.extend(parts.iter().map(|p| doc.partition_label(p.key)));
    let mut rows = Vec::new();
    for g in groups(parts) {
        rows.push(Row::Heading(g.category.to_string()));
        for m in g.metrics {
            let mut cells = vec![m.to_string()];
            cells.extend(parts.iter().map(|p| format_value(m, p.get(m))));
            rows.push(Row::Cells(cells));
        }
    }
    layout(&header, &rows, out);
}

/// Min, mean and max of the continuous series, one row each.
fn continuous_table(doc: &Doc, out: &mut String) {
    let Some(c) = &doc.continuous else { return };
    if c.series.is_empty() {
        return;
    }
    let n = c.start_kbc.len();
    let window = c
        .window_kbc
        .map(|w| {
            format!(
                "windows of {} kbc",
                format_number(super::format::Unit::Count, w)
            )
        })
        .unwrap_or_else(|| "windows".into());
    let _ = writeln!(out, "\nContinuous metrics ({n} {window})\n");
    let header: Vec<String> = ["Metric", "min", "mean", "max", "windows"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let rows: Vec<Row> = c
        .series
        .iter()
        .map(|(name, vals)| {
            let xs: Vec<f64> = vals.iter().flatten().copied().collect();
            let unit = unit_of(name);
            let stat = |f: fn(&[f64]) -> f64| {
                if xs.is_empty() {
                    "N/A".to_string()
                } else {
                    format_number(unit, f(&xs))
                }
            };
            Row::Cells(vec![
                name.to_string(),
                stat(|x| x.iter().copied().fold(f64::INFINITY, f64::min)),
                stat(|x| x.iter().sum::<f64>() / x.len() as f64),
                stat(|x| x.iter().copied().fold(f64::NEG_INFINITY, f64::max)),
                format!("{} of {}", xs.len(), vals.len()),
            ])
        })
        .collect();
    layout(&header, &rows, out);
}

/// Renders a metric document as text tables: the partitions `all`,
/// `application`, `library` (and any other non-thread ones) side by side,
/// then the per-thread partitions side by side, then min/mean/max of each
/// continuous series. Values are written as [`format_value`] does.
pub fn render_text(v: &Value) -> String {
    let doc = Doc::new(v);
    let mut out = String::new();
    if let Some(p) = doc.program {
        let _ = writeln!(out, "Program: {p}");
    }
    if let Some(c) = doc.command {
        let _ = writeln!(out, "Command: {c}");
    }
    if !out.is_empty() {
        out.push('\n');
    }
    let main = doc.main_partitions();
    if main.is_empty() {
        out.push_str("(no partitions)\n");
    } else {
        metric_table(&doc, &main, &mut out);
    }
    let threads = doc.thread_partitions();
    if !threads.is_empty() {
        out.push_str("\nPer-thread metrics\n\n");
        metric_table(&doc, &threads, &mut out);
    }
    continuous_table(&doc, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn sample() -> Value {
        json!({
            "program": "Main", "command": "rjvm -cp x Main",
            "partitions": {
                "all": {"base.bytes.value": 940008, "base.classes.value": 277,
                        "data.arrayDensity.value": 73.3114,
                        "concurrency.contendedLock.percentile": null},
                "application": {"base.bytes.value": 120, "base.classes.value": 1,
                        "data.arrayDensity.value": 0.0,
                        "concurrency.contendedLock.percentile": null},
                "library": {"base.bytes.value": 939888, "base.classes.value": 276,
                        "data.arrayDensity.value": 73.5,
                        "concurrency.contendedLock.percentile": 50.0},
                "thread:1": {"base.bytes.value": 940008}
            },
            "threads": [{"id": 1, "name": "main"}],
            "continuous": {"window_kbc": 100, "start_kbc": [0, 100, 200],
                "series": {"data.arrayDensity.value": [1.2, null, 3.4]}}
        })
    }

    #[test]
    fn table_matches_the_thesis_layout() {
        let t = render_text(&sample());
        let want = "\
Program: Main
Command: rjvm -cp x Main

Metric                                     All  Application  Library
--------------------------------------  ------  -----------  -------
base
  base.bytes.value                      940008          120   939888
  base.classes.value                       277            1      276
data
  data.arrayDensity.value               73.311        0.000   73.500
concurrency
  concurrency.contendedLock.percentile     N/A          N/A    50.0%
";
        assert!(t.starts_with(want), "got:\n{t}");
    }

    #[test]
    fn threads_and_continuous_follow() {
        let t = render_text(&sample());
        let threads = t.find("Per-thread metrics").expect("thread table");
        let cont = t
            .find("Continuous metrics (3 windows of 100 kbc)")
            .expect(&t);
        assert!(threads < cont);
        assert!(t.contains("Thread 1 (main)"));
        // min 1.2, mean 2.3, max 3.4 over the 2 windows that have a value.
        let row = t
            .lines()
            .find(|l| l.trim_start().starts_with("data.arrayDensity.value") && l.contains("of 3"))
            .unwrap();
        let cells: Vec<&str> = row.split_whitespace().collect();
        assert_eq!(
            cells,
            [
                "data.arrayDensity.value",
                "1.200",
                "2.300",
                "3.400",
                "2",
                "of",
                "3"
            ]
        );
    }

    #[test]
    fn missing_metrics_and_partitions() {
        let v = json!({"partitions": {"all": {"a.x.value": 1}, "library": {"a.y.value": 2}}});
        let t = render_text(&v);
        assert!(t.contains("\n  a.x.value    1        -\n"), "{t}");
        assert!(t.contains("\n  a.y.value    -        2\n"), "{t}");
        assert_eq!(render_text(&json!({})), "(no partitions)\n");
    }
}
