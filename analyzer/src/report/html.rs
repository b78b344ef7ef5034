//! The single-run HTML report: key figures, one card per metric category
//! (the table of its metrics over the partitions, and a bar chart per bin
//! family), the per-thread table, and a line chart per continuous metric.

use super::format::{format_value, group_digits, unit_of};
use super::glossary::describe;
use super::model::{bin_families, groups, Doc, Partition};
use super::page::{anchor, page, partition_color};
use super::svg::{bar_chart, escape, line_chart, Line, Series};
use serde_json::Value;
use std::fmt::Write as _;

/// The key figures shown above the tables, from partition `all`.
const KPIS: [(&str, &str); 6] = [
    ("base.instructions.value", "executed bytecodes"),
    ("base.methods.value", "method entries"),
    ("base.objects.value", "objects allocated"),
    ("base.bytes.value", "bytes allocated"),
    ("base.classes.value", "classes loaded"),
    ("size.run.value", "distinct bytecodes run"),
];

/// A table cell for a value (`na` class for N/A and missing).
pub(crate) fn value_cell(name: &str, v: Option<&Value>) -> String {
    let text = group_digits(&format_value(name, v));
    let class = if matches!(v, None | Some(Value::Null)) {
        " class=\"na\""
    } else {
        ""
    };
    format!("<td{class}>{}</td>", escape(&text))
}

/// The opening of a metric's table row, with its description as tooltip.
pub(crate) fn row_open(name: &str) -> String {
    match describe(name) {
        Some(d) => format!(
            "<tr title=\"{}\"><td class=\"name\">{}</td>",
            escape(d),
            escape(name)
        ),
        None => format!("<tr><td class=\"name\">{}</td>", escape(name)),
    }
}

/// A metric table: metrics of `names` as rows, `parts` as columns.
fn table(doc: &Doc, parts: &[Partition], names: &[&str], out: &mut String) {
    out.push_str("<div class=\"scroll\"><table class=\"metrics\"><thead><tr><th>Metric</th>");
    for p in parts {
        let _ = write!(out, "<th>{}</th>", escape(&doc.partition_label(p.key)));
    }
    out.push_str("</tr></thead><tbody>");
    for m in names {
        out.push_str(&row_open(m));
        for p in parts {
            out.push_str(&value_cell(m, p.get(m)));
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table></div>");
}

/// A bar chart per bin family among `names`, one bar colour per partition.
fn bin_charts(doc: &Doc, parts: &[Partition], names: &[&str], out: &mut String) {
    let fams = bin_families(names);
    if fams.is_empty() {
        return;
    }
    out.push_str("<div class=\"charts\">");
    for f in fams {
        let labels: Vec<&str> = f.bins.iter().map(|(l, _)| *l).collect();
        let labels_p: Vec<String> = parts.iter().map(|p| doc.partition_label(p.key)).collect();
        let series: Vec<Series> = parts
            .iter()
            .enumerate()
            .map(|(i, p)| Series {
                label: &labels_p[i],
                color: partition_color(p.key, i),
                values: f
                    .bins
                    .iter()
                    .map(|(_, full)| p.get(full).and_then(Value::as_f64))
                    .collect(),
            })
            .collect();
        let unit = unit_of(f.bins[0].1);
        let _ = write!(
            out,
            "<div id=\"{}\">{}</div>",
            escape(&anchor("bins", f.family)),
            bar_chart(f.family, &labels, &series, unit)
        );
    }
    out.push_str("</div>");
}

/// Key figure tiles for the `all` partition.
fn kpis(doc: &Doc, out: &mut String) {
    let Some(all) = doc.partitions.iter().find(|p| p.key == "all") else {
        return;
    };
    let mut tiles = String::new();
    for (m, label) in KPIS {
        if let Some(v) = all.get(m) {
            let _ = write!(
                tiles,
                "<div class=\"kpi\"><div class=\"v\">{}</div><div class=\"k\">{}</div></div>",
                escape(&group_digits(&format_value(m, Some(v)))),
                escape(label)
            );
        }
    }
    if !tiles.is_empty() {
        let _ = write!(out, "<div class=\"kpis\">{tiles}</div>");
    }
}

/// The continuous metrics card: a line chart per series.
fn continuous(doc: &Doc, nav: &mut Vec<(String, String)>, out: &mut String) {
    let Some(c) = &doc.continuous else { return };
    if c.series.is_empty() {
        return;
    }
    nav.push(("continuous".into(), "continuous".into()));
    let hint = match c.window_kbc {
        Some(w) => format!("{} windows of {w} kbc", c.start_kbc.len()),
        None => format!("{} windows", c.start_kbc.len()),
    };
    let _ = write!(
        out,
        "<section class=\"card\" id=\"continuous\"><h2>Continuous metrics<span class=\"hint\">{}</span></h2><div class=\"charts\">",
        escape(&hint)
    );
    for (name, vals) in &c.series {
        let l = [Line {
            label: name,
            color: partition_color("all", 0),
            xs: &c.start_kbc,
            values: vals,
        }];
        out.push_str(&line_chart(name, &l, unit_of(name)));
    }
    out.push_str("</div></section>\n");
}

/// The header line under the title: the command and the threads.
fn subtitle(doc: &Doc) -> String {
    let mut sub = String::new();
    if let Some(c) = doc.command {
        let _ = write!(sub, "<code>{}</code>", escape(c));
    }
    if !doc.threads.is_empty() {
        let names: Vec<String> = doc
            .threads
            .iter()
            .map(|(id, n)| {
                if n.is_empty() {
                    id.clone()
                } else {
                    format!("{id} {n}")
                }
            })
            .collect();
        let _ = write!(
            sub,
            " &nbsp;·&nbsp; {} thread{}: {}",
            doc.threads.len(),
            if doc.threads.len() == 1 { "" } else { "s" },
            escape(&names.join(", "))
        );
    }
    sub
}

/// Renders a metric document as one self-contained HTML page (inline CSS
/// and SVG, no script, nothing fetched): key figures, a card per category
/// with its table over the partitions and a bar chart per `….bin(…)`
/// family, the per-thread metrics, and a line chart over kbc for every
/// continuous metric.
pub fn render_html(v: &Value) -> String {
    let doc = Doc::new(v);
    let program = doc.program.unwrap_or("program");
    let mut body = String::new();
    let mut nav = Vec::new();
    kpis(&doc, &mut body);
    let main = doc.main_partitions();
    for g in groups(&main) {
        let id = anchor("cat", g.category);
        nav.push((id.clone(), g.category.to_string()));
        let _ = write!(
            body,
            "<section class=\"card\" id=\"{}\"><h2>{}</h2><div class=\"row\">",
            escape(&id),
            escape(g.category)
        );
        table(&doc, &main, &g.metrics, &mut body);
        bin_charts(&doc, &main, &g.metrics, &mut body);
        body.push_str("</div></section>\n");
    }
    let threads = doc.thread_partitions();
    if !threads.is_empty() {
        nav.push(("threads".into(), "per thread".into()));
        body.push_str("<section class=\"card\" id=\"threads\"><h2>Per-thread metrics</h2>");
        for g in groups(&threads) {
            let _ = write!(body, "<h3>{}</h3>", escape(g.category));
            table(&doc, &threads, &g.metrics, &mut body);
        }
        body.push_str("</section>\n");
    }
    continuous(&doc, &mut nav, &mut body);
    if main.is_empty() && threads.is_empty() {
        body.push_str("<section class=\"card\"><p class=\"muted\">This document has no partitions.</p></section>");
    }
    page(
        &format!("{program} — dynamic metrics"),
        &format!("Dynamic metrics: {program}"),
        &subtitle(&doc),
        &nav,
        &body,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn sample() -> Value {
        json!({
            "program": "Main<T>", "command": "rjvm -cp x Main",
            "partitions": {
                "all": {"base.bytes.value": 940008, "base.instructions.value": 558128,
                        "polymorphism.receiverArity.bin(1)": 97.3,
                        "polymorphism.receiverArity.bin(2)": 2.5,
                        "polymorphism.receiverArity.bin(3+)": 0.2,
                        "concurrency.lock.percentile": null},
                "application": {"base.bytes.value": 120,
                        "polymorphism.receiverArity.bin(1)": 100.0,
                        "polymorphism.receiverArity.bin(2)": 0.0,
                        "polymorphism.receiverArity.bin(3+)": 0.0,
                        "concurrency.lock.percentile": null},
                "library": {"base.bytes.value": 939888},
                "thread:1": {"base.bytes.value": 940008}
            },
            "threads": [{"id": 1, "name": "main"}],
            "continuous": {"window_kbc": 100, "start_kbc": [0, 100, 200],
                "series": {"data.arrayDensity.value": [1.2, null, 3.4],
                           "memory.byteAllocationDensity.value": [300, 200, 100]}}
        })
    }

    #[test]
    fn report_has_tables_bins_and_lines() {
        let h = render_html(&sample());
        assert!(h.contains("<title>Main&lt;T&gt; — dynamic metrics</title>"));
        assert!(h.contains("<code>rjvm -cp x Main</code>"));
        assert!(h.contains("1 thread: 1 main"));
        // Tables: a row per metric, thesis number style, N/A and missing.
        assert!(h.contains(
            "<tr title=\"Bytes allocated (objects and arrays, in the size model)\"><td class=\"name\">base.bytes.value</td><td>940\u{202F}008</td><td>120</td><td>939\u{202F}888</td></tr>"
        ));
        assert!(h.contains(
            "<td class=\"name\">concurrency.lock.percentile</td><td class=\"na\">N/A</td><td class=\"na\">N/A</td><td class=\"na\">-</td>"
        ));
        assert!(h.contains("<th>All</th><th>Application</th><th>Library</th>"));
        // One bar chart (the receiverArity family), 3 bins × 2 partitions
        // with values (the library partition has none: n/a markers).
        assert_eq!(h.matches("<svg class=\"chart bar-chart\"").count(), 1);
        assert_eq!(h.matches("<rect class=\"bar\"").count(), 6);
        assert_eq!(h.matches(">n/a<title>").count(), 3);
        // One line chart per continuous series.
        assert_eq!(h.matches("<svg class=\"chart line-chart\"").count(), 2);
        // Navigation to each category, the threads and the series.
        for id in [
            "#cat-base",
            "#cat-polymorphism",
            "#cat-concurrency",
            "#threads",
            "#continuous",
        ] {
            assert!(h.contains(&format!("href=\"{id}\"")), "{id}");
        }
        assert!(h.contains("Thread 1 (main)"));
        // Key figures.
        assert!(h.contains(
            "<div class=\"v\">558\u{202F}128</div><div class=\"k\">executed bytecodes</div>"
        ));
    }

    #[test]
    fn empty_documents_still_render() {
        let h = render_html(&json!({}));
        assert!(h.contains("no partitions"));
        assert!(h.ends_with("</html>\n"));
    }
}
