//! The comparison HTML report: several runs side by side. Per partition and
//! category a table with one column per run and, after every run but the
//! first, its change relative to the first (the thesis's Table 5.8 "%
//! Change"); a bar chart per bin family with the runs' bars side by side in
//! each bin; a line chart per continuous metric with a line per run.

use super::format::{format_change, unit_of};
use super::html::{row_open, value_cell};
use super::model::{bin_families, groups, partition_label, Doc, Partition};
use super::page::{anchor, page, RUN_COLORS};
use super::svg::{bar_chart, escape, line_chart, Line, Series};
use serde_json::Value;
use std::fmt::Write as _;

/// The colour of the `i`-th run.
pub fn run_color(i: usize) -> &'static str {
    RUN_COLORS[i % RUN_COLORS.len()]
}

/// The "change" cell of `x` against the baseline `base`: empty when either
/// is N/A, muted when equal (`same`), then marked by magnitude (`d0` below
/// 1%, shaded `d1` ≥ 1%, `d2` ≥ 10%, `d3` ≥ 50% or new).
fn change_cell(base: Option<&Value>, x: Option<&Value>) -> String {
    let (Some(b), Some(v)) = (base.and_then(Value::as_f64), x.and_then(Value::as_f64)) else {
        return "<td class=\"chg na\"></td>".into();
    };
    let text = format_change(b, v);
    let rel = if b == v {
        0.0
    } else if b == 0.0 {
        f64::INFINITY
    } else {
        ((v - b) / b).abs()
    };
    let class = if rel >= 0.5 {
        "chg d3"
    } else if rel >= 0.1 {
        "chg d2"
    } else if rel >= 0.01 {
        "chg d1"
    } else if rel > 0.0 {
        "chg d0"
    } else {
        "chg same"
    };
    format!("<td class=\"{class}\">{}</td>", escape(&text))
}

/// Partition keys (not per-thread) of all runs, in order of first appearance.
fn partition_keys<'a>(docs: &[Doc<'a>]) -> Vec<&'a str> {
    let mut keys: Vec<&str> = Vec::new();
    for d in docs {
        for p in d.main_partitions() {
            if !keys.contains(&p.key) {
                keys.push(p.key);
            }
        }
    }
    keys
}

/// The comparison table of one category in one partition.
fn table(labels: &[&str], parts: &[Option<Partition>], names: &[&str], out: &mut String) {
    out.push_str("<div class=\"scroll\"><table class=\"metrics\"><thead><tr><th>Metric</th>");
    for (i, l) in labels.iter().enumerate() {
        let _ = write!(
            out,
            "<th><span class=\"swatch\" style=\"background:{}\"></span>{}</th>",
            run_color(i),
            escape(l)
        );
        if i > 0 {
            let _ = write!(out, "<th>Δ {}</th>", escape(l));
        }
    }
    out.push_str("</tr></thead><tbody>");
    for m in names {
        out.push_str(&row_open(m));
        let base = parts[0].and_then(|p| p.get(m));
        for (i, p) in parts.iter().enumerate() {
            let v = p.and_then(|p| p.get(m));
            out.push_str(&value_cell(m, v));
            if i > 0 {
                out.push_str(&change_cell(base, v));
            }
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table></div>");
}

/// Bar charts of the bin families among `names`: a bar per run in each bin.
fn bin_charts(labels: &[&str], parts: &[Option<Partition>], names: &[&str], out: &mut String) {
    let fams = bin_families(names);
    if fams.is_empty() {
        return;
    }
    out.push_str("<div class=\"charts\">");
    for f in fams {
        let bins: Vec<&str> = f.bins.iter().map(|(l, _)| *l).collect();
        let series: Vec<Series> = parts
            .iter()
            .enumerate()
            .map(|(i, p)| Series {
                label: labels[i],
                color: run_color(i),
                values: f
                    .bins
                    .iter()
                    .map(|(_, full)| p.and_then(|p| p.get(full)).and_then(Value::as_f64))
                    .collect(),
            })
            .collect();
        out.push_str(&bar_chart(f.family, &bins, &series, unit_of(f.bins[0].1)));
    }
    out.push_str("</div>");
}

/// Line charts of the continuous metrics, a line per run.
fn continuous(labels: &[&str], docs: &[Doc], nav: &mut Vec<(String, String)>, out: &mut String) {
    let mut names: Vec<&str> = Vec::new();
    for d in docs {
        for (n, _) in d.continuous.iter().flat_map(|c| c.series.iter()) {
            if !names.contains(n) {
                names.push(n);
            }
        }
    }
    if names.is_empty() {
        return;
    }
    nav.push(("continuous".into(), "continuous".into()));
    out.push_str("<section class=\"card\" id=\"continuous\"><h2>Continuous metrics</h2><div class=\"charts\">");
    for name in names {
        let lines: Vec<Line> = docs
            .iter()
            .enumerate()
            .filter_map(|(i, d)| {
                let c = d.continuous.as_ref()?;
                let (_, vals) = c.series.iter().find(|(n, _)| *n == name)?;
                Some(Line {
                    label: labels[i],
                    color: run_color(i),
                    xs: &c.start_kbc,
                    values: vals,
                })
            })
            .collect();
        out.push_str(&line_chart(name, &lines, unit_of(name)));
    }
    out.push_str("</div></section>\n");
}

/// Renders several metric documents side by side as one self-contained
/// HTML page. `runs` are (label, document) pairs; the first run is the
/// baseline of the relative changes. Every non-thread partition any run has
/// gets a section (per-thread partitions are left out: thread numbering
/// need not match across runs); a run lacking a partition or metric shows
/// `-`.
pub fn render_comparison_html<S: AsRef<str>>(runs: &[(S, Value)]) -> String {
    let labels: Vec<&str> = runs.iter().map(|(l, _)| l.as_ref()).collect();
    let docs: Vec<Doc> = runs.iter().map(|(_, v)| Doc::new(v)).collect();
    let mut body = String::new();
    let mut nav = vec![("runs".to_string(), "runs".to_string())];
    body.push_str("<section class=\"card\" id=\"runs\"><h2>Runs</h2><ul class=\"runs\">");
    for (i, d) in docs.iter().enumerate() {
        let _ = write!(
            body,
            "<li><span class=\"swatch\" style=\"background:{}\"></span><b>{}</b>{} <span class=\"muted\">{}</span>{}</li>",
            run_color(i),
            escape(labels[i]),
            if i == 0 { " (baseline)" } else { "" },
            escape(d.program.unwrap_or("")),
            d.command
                .map(|c| format!(" &nbsp;<code>{}</code>", escape(c)))
                .unwrap_or_default()
        );
    }
    body.push_str("</ul></section>\n");
    for key in partition_keys(&docs) {
        let parts: Vec<Option<Partition>> = docs
            .iter()
            .map(|d| d.partitions.iter().find(|p| p.key == key).copied())
            .collect();
        let present: Vec<Partition> = parts.iter().flatten().copied().collect();
        let title = partition_label(key, &[]);
        let id = anchor("part", key);
        nav.push((id.clone(), title.clone()));
        let _ = write!(
            body,
            "<section class=\"card\" id=\"{}\"><h2>{}<span class=\"hint\">Δ: change against {}</span></h2>",
            escape(&id),
            escape(&title),
            escape(labels.first().copied().unwrap_or(""))
        );
        for g in groups(&present) {
            let _ = write!(body, "<h3>{}</h3><div class=\"row\">", escape(g.category));
            table(&labels, &parts, &g.metrics, &mut body);
            bin_charts(&labels, &parts, &g.metrics, &mut body);
            body.push_str("</div>");
        }
        body.push_str("</section>\n");
    }
    continuous(&labels, &docs, &mut nav, &mut body);
    let n = runs.len();
    let programs: Vec<&str> = docs.iter().filter_map(|d| d.program).collect();
    let mut uniq: Vec<&str> = Vec::new();
    for p in programs {
        if !uniq.contains(&p) {
            uniq.push(p);
        }
    }
    page(
        &format!("Comparison of {n} run{}", if n == 1 { "" } else { "s" }),
        &format!(
            "Dynamic metrics: {n} run{} compared",
            if n == 1 { "" } else { "s" }
        ),
        &escape(&uniq.join(", ")),
        &nav,
        &body,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn run(bytes: i64, arity1: f64, series: Value) -> Value {
        json!({"program": "Twelve", "command": "rjvm Twelve",
            "partitions": {
                "all": {"base.bytes.value": bytes,
                        "memory.objectSize.bin(16)": 3.89,
                        "memory.objectSize.bin(24)": arity1,
                        "concurrency.lock.percentile": null},
                "application": {"base.bytes.value": 10}
            },
            "continuous": {"window_kbc": 100, "start_kbc": [0, 100], "series": series}})
    }

    #[test]
    fn runs_side_by_side_with_changes() {
        let runs = vec![
            (
                "twelve",
                run(7670314, 87.749, json!({"data.arrayDensity.value": [1, 2]})),
            ),
            (
                "twelve2",
                run(
                    4732160,
                    32.866,
                    json!({"data.arrayDensity.value": [2, null]}),
                ),
            ),
            ("twelve3", run(7670314, 87.749, json!({}))),
        ];
        let h = render_comparison_html(&runs);
        assert!(h.contains("<h1>Dynamic metrics: 3 runs compared</h1>"));
        assert!(h.contains("<b>twelve</b> (baseline)"));
        // Value columns per run and change columns after the second and third.
        assert!(h.contains("<th>Δ twelve2</th>") && h.contains("<th>Δ twelve3</th>"));
        assert!(!h.contains("<th>Δ twelve</th>"));
        assert!(h.contains(
            "<td class=\"name\">base.bytes.value</td><td>7\u{202F}670\u{202F}314</td>\
             <td>4\u{202F}732\u{202F}160</td><td class=\"chg d2\">-38.3%</td>\
             <td>7\u{202F}670\u{202F}314</td><td class=\"chg same\">0.0%</td>"
        ));
        assert!(
            h.contains("<td class=\"chg d3\">-62.5%</td>"),
            "objectSize.bin(24)"
        );
        assert!(
            h.contains("<td class=\"chg na\"></td>"),
            "null has no change"
        );
        // Sections for all and application; bars: 2 bins × 3 runs.
        assert!(h.contains("id=\"part-all\"") && h.contains("id=\"part-application\""));
        assert_eq!(h.matches("<svg class=\"chart bar-chart\"").count(), 1);
        assert_eq!(h.matches("<rect class=\"bar\"").count(), 6);
        for c in &RUN_COLORS[..3] {
            let bars = format!("fill=\"{c}\"><title>memory.objectSize — ");
            assert_eq!(h.matches(&bars).count(), 2, "{c}");
        }
        // One line chart with a line for each run that has the series.
        assert_eq!(h.matches("<svg class=\"chart line-chart\"").count(), 1);
        assert_eq!(h.matches("<path class=\"series\"").count(), 2);
    }

    #[test]
    fn a_partition_missing_in_one_run_shows_dashes() {
        let a = json!({"partitions": {"all": {"x.y.value": 1}, "library": {"x.y.value": 2}}});
        let b = json!({"partitions": {"all": {"x.y.value": 1}}});
        let h = render_comparison_html(&[("a", a), ("b", b)]);
        assert!(h.contains("id=\"part-library\""));
        assert!(h.contains(
            "<td class=\"name\">x.y.value</td><td>2</td><td class=\"na\">-</td><td class=\"chg na\"></td>"
        ));
    }
}
