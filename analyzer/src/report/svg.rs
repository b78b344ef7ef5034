//! Inline SVG charts for the HTML reports: grouped bar charts (the bins)
//! and line charts (the continuous metrics over kbc). Plain SVG with
//! `<title>` tooltips, no script, so a report is one self-contained file.

use super::format::{format_number, Unit};
use std::fmt::Write as _;

/// One coloured series of a chart: a bar per category, or a line.
#[derive(Debug, Clone)]
pub struct Series<'a> {
    /// Legend text.
    pub label: &'a str,
    /// CSS colour (`#4e79a7`).
    pub color: &'a str,
    /// One value per category or x position; `None` where N/A.
    pub values: Vec<Option<f64>>,
}

/// Escapes text for HTML and SVG content and attribute values.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// A "nice" axis for values in `[lo, hi]`: (start, end, step) with the
/// step 1, 2 or 5 times a power of ten and about `ticks` steps.
pub fn nice_axis(lo: f64, hi: f64, ticks: usize) -> (f64, f64, f64) {
    let (lo, hi) = if hi > lo {
        (lo, hi)
    } else if hi == 0.0 {
        (0.0, 1.0)
    } else {
        (lo.min(0.0), hi.abs().max(lo.abs()))
    };
    let raw = (hi - lo) / ticks.max(1) as f64;
    let mag = 10f64.powf(raw.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0]
        .iter()
        .map(|m| m * mag)
        .find(|s| *s >= raw)
        .unwrap_or(10.0 * mag);
    let start = (lo / step).floor() * step;
    let end = (hi / step).ceil() * step;
    (start, end, step)
}

/// A short tick label: `40%` for percentages, `1.5k`, `2M`, `0.25` otherwise.
pub fn tick_label(x: f64, unit: Unit) -> String {
    let trim = |s: String| {
        if s.contains('.') {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s
        }
    };
    let a = x.abs();
    let s = if a >= 1e9 {
        format!("{}G", trim(format!("{:.2}", x / 1e9)))
    } else if a >= 1e6 {
        format!("{}M", trim(format!("{:.2}", x / 1e6)))
    } else if a >= 1e4 {
        format!("{}k", trim(format!("{:.2}", x / 1e3)))
    } else {
        trim(format!("{x:.4}"))
    };
    if unit == Unit::Percent {
        format!("{s}%")
    } else {
        s
    }
}

const FONT: &str = "font-family=\"system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif\"";
const AXIS: &str = "#57606a";
const GRID: &str = "#e4e8ec";

/// Legend swatches in one row from `x`, at height `y`; returns nothing when
/// there is a single series (the title says what it is).
fn legend(series: &[Series], x: f64, y: f64, out: &mut String) {
    if series.len() < 2 {
        return;
    }
    let mut at = x;
    for s in series {
        let _ = write!(
            out,
            "<rect x=\"{at:.1}\" y=\"{:.1}\" width=\"10\" height=\"10\" rx=\"2\" fill=\"{}\"/>\
             <text x=\"{:.1}\" y=\"{y:.1}\" font-size=\"11\" fill=\"{AXIS}\">{}</text>",
            y - 9.0,
            s.color,
            at + 14.0,
            escape(s.label)
        );
        at += 14.0 + 6.5 * s.label.chars().count() as f64 + 14.0;
    }
}

/// Horizontal grid lines and y tick labels for `[start, end]` by `step`.
fn y_grid(
    (start, end, step): (f64, f64, f64),
    unit: Unit,
    (left, right): (f64, f64),
    y_of: &dyn Fn(f64) -> f64,
    out: &mut String,
) {
    let n = ((end - start) / step).round() as i64;
    for i in 0..=n {
        let v = start + i as f64 * step;
        let y = y_of(v);
        let _ = write!(
            out,
            "<line x1=\"{left:.1}\" x2=\"{right:.1}\" y1=\"{y:.1}\" y2=\"{y:.1}\" stroke=\"{GRID}\"/>\
             <text x=\"{:.1}\" y=\"{:.1}\" font-size=\"10\" text-anchor=\"end\" fill=\"{AXIS}\">{}</text>",
            left - 5.0,
            y + 3.5,
            escape(&tick_label(v, unit))
        );
    }
}

/// A grouped bar chart: one group per category (bin), one bar per series
/// in each group. Bars carry tooltips (`<title>`) with the exact value;
/// with a single series the values are also printed above the bars.
pub fn bar_chart(title: &str, categories: &[&str], series: &[Series], unit: Unit) -> String {
    let nser = series.len().max(1);
    let bar_w: f64 = match nser {
        1 => 22.0,
        2 | 3 => 14.0,
        _ => 9.0,
    };
    let gap = 14.0;
    let group_w = bar_w * nser as f64 + gap;
    let (left, right, top, bottom) = (46.0, 12.0, if nser > 1 { 52.0 } else { 32.0 }, 30.0);
    let plot_h = 150.0;
    let label_w = categories
        .iter()
        .map(|c| 6.5 * c.chars().count() as f64 + 6.0)
        .fold(0.0, f64::max);
    let group_w = group_w.max(label_w);
    let width = (left + right + group_w * categories.len() as f64).max(300.0);
    let height = top + plot_h + bottom;
    let max = series
        .iter()
        .flat_map(|s| s.values.iter().flatten())
        .copied()
        .fold(0.0, f64::max);
    let min = series
        .iter()
        .flat_map(|s| s.values.iter().flatten())
        .copied()
        .fold(0.0, f64::min);
    let axis = nice_axis(min, max, 4);
    let (start, end, _) = axis;
    let y_of = |v: f64| top + plot_h - (v - start) / (end - start) * plot_h;
    let mut o = String::new();
    let _ = write!(
        o,
        "<svg class=\"chart bar-chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\"{width:.0}\" \
         height=\"{height:.0}\" viewBox=\"0 0 {width:.0} {height:.0}\" role=\"img\" aria-label=\"{}\" {FONT}>\
         <text x=\"12\" y=\"17\" font-size=\"13\" font-weight=\"600\" fill=\"#1f2328\">{}</text>",
        escape(title),
        escape(title)
    );
    legend(series, 12.0, 35.0, &mut o);
    y_grid(axis, unit, (left, width - right), &y_of, &mut o);
    let plot_w = width - left - right;
    let slot = plot_w / categories.len().max(1) as f64;
    for (ci, cat) in categories.iter().enumerate() {
        let gx = left + slot * ci as f64 + (slot - bar_w * nser as f64) / 2.0;
        for (si, s) in series.iter().enumerate() {
            let x = gx + bar_w * si as f64;
            let tip = |v: &str| escape(&format!("{title} — {cat} — {}: {v}", s.label));
            match s.values.get(ci).copied().flatten() {
                Some(v) => {
                    let (y0, y1) = (y_of(v.max(start).max(0.0)), y_of(v.min(0.0)));
                    let (y, h) = (y0.min(y1), (y1 - y0).abs().max(0.5));
                    let _ = write!(
                        o,
                        "<rect class=\"bar\" x=\"{:.1}\" y=\"{y:.1}\" width=\"{:.1}\" height=\"{h:.1}\" \
                         fill=\"{}\"><title>{}</title></rect>",
                        x + 1.0,
                        bar_w - 2.0,
                        s.color,
                        tip(&format_number(unit, v))
                    );
                    if nser == 1 {
                        let _ = write!(
                            o,
                            "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"9.5\" text-anchor=\"middle\" fill=\"{AXIS}\">{}</text>",
                            x + bar_w / 2.0,
                            y - 3.0,
                            escape(&tick_label((v * 10.0).round() / 10.0, unit))
                        );
                    }
                }
                None => {
                    let _ = write!(
                        o,
                        "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"8\" text-anchor=\"middle\" fill=\"{AXIS}\">n/a<title>{}</title></text>",
                        x + bar_w / 2.0,
                        y_of(start) - 3.0,
                        tip("N/A")
                    );
                }
            }
        }
        let _ = write!(
            o,
            "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"10.5\" text-anchor=\"middle\" fill=\"{AXIS}\">{}</text>",
            left + slot * (ci as f64 + 0.5),
            top + plot_h + 16.0,
            escape(cat)
        );
    }
    let _ = write!(
        o,
        "<line x1=\"{left:.1}\" x2=\"{:.1}\" y1=\"{:.1}\" y2=\"{:.1}\" stroke=\"{AXIS}\"/></svg>",
        width - right,
        y_of(start.max(0.0)),
        y_of(start.max(0.0))
    );
    o
}

/// One line of a line chart: its points are `(xs[i], values[i])`; a
/// `None` value breaks the line.
#[derive(Debug, Clone)]
pub struct Line<'a> {
    /// Legend text.
    pub label: &'a str,
    /// CSS colour.
    pub color: &'a str,
    /// x positions (kbc).
    pub xs: &'a [f64],
    /// One value per x position; `None` where N/A.
    pub values: &'a [Option<f64>],
}

/// A line chart over kbc: lines break at N/A values, points are marked
/// when a line has few of them (and always when isolated between gaps).
/// With several lines a legend is drawn under the title.
pub fn line_chart(title: &str, lines: &[Line], unit: Unit) -> String {
    let (width, height) = (460.0, 210.0);
    let nser = lines.len();
    let (left, right, top, bottom) = (50.0, 14.0, if nser > 1 { 52.0 } else { 32.0 }, 34.0);
    let plot_w = width - left - right;
    let plot_h = height - top - bottom;
    let all_x = || lines.iter().flat_map(|l| l.xs.iter()).copied();
    let x_lo = all_x().fold(f64::INFINITY, f64::min);
    let x_hi = all_x().fold(f64::NEG_INFINITY, f64::max);
    let (x_lo, x_hi) = if x_lo.is_finite() && x_hi > x_lo {
        (x_lo, x_hi)
    } else if x_lo.is_finite() {
        (x_lo - 1.0, x_lo + 1.0)
    } else {
        (0.0, 1.0)
    };
    let vals = || {
        lines
            .iter()
            .flat_map(|l| l.values.iter().flatten())
            .copied()
    };
    let y_axis = nice_axis(vals().fold(0.0, f64::min), vals().fold(0.0, f64::max), 4);
    let (ys, ye, _) = y_axis;
    let x_of = |x: f64| left + (x - x_lo) / (x_hi - x_lo) * plot_w;
    let y_of = |v: f64| top + plot_h - (v - ys) / (ye - ys) * plot_h;
    let mut o = String::new();
    let _ = write!(
        o,
        "<svg class=\"chart line-chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\"{width:.0}\" \
         height=\"{height:.0}\" viewBox=\"0 0 {width:.0} {height:.0}\" role=\"img\" aria-label=\"{}\" {FONT}>\
         <text x=\"12\" y=\"17\" font-size=\"13\" font-weight=\"600\" fill=\"#1f2328\">{}</text>",
        escape(title),
        escape(title)
    );
    let legend_series: Vec<Series> = lines
        .iter()
        .map(|l| Series {
            label: l.label,
            color: l.color,
            values: Vec::new(),
        })
        .collect();
    legend(&legend_series, 12.0, 35.0, &mut o);
    y_grid(y_axis, unit, (left, width - right), &y_of, &mut o);
    let (xs0, xe0, xstep) = nice_axis(x_lo, x_hi, 5);
    let n = ((xe0 - xs0) / xstep).round() as i64;
    for i in 0..=n {
        let x = xs0 + i as f64 * xstep;
        if x < x_lo - 1e-9 || x > x_hi + 1e-9 {
            continue;
        }
        let px = x_of(x);
        let _ = write!(
            o,
            "<line x1=\"{px:.1}\" x2=\"{px:.1}\" y1=\"{:.1}\" y2=\"{:.1}\" stroke=\"{AXIS}\"/>\
             <text x=\"{px:.1}\" y=\"{:.1}\" font-size=\"10\" text-anchor=\"middle\" fill=\"{AXIS}\">{}</text>",
            top + plot_h,
            top + plot_h + 4.0,
            top + plot_h + 15.0,
            escape(&tick_label(x, Unit::Count))
        );
    }
    let _ = write!(
        o,
        "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"10\" text-anchor=\"middle\" fill=\"{AXIS}\">kbc</text>\
         <line x1=\"{left:.1}\" x2=\"{:.1}\" y1=\"{:.1}\" y2=\"{:.1}\" stroke=\"{AXIS}\"/>",
        left + plot_w / 2.0,
        height - 4.0,
        width - right,
        top + plot_h,
        top + plot_h
    );
    for l in lines {
        let value = |i: usize| l.values.get(i).copied().flatten();
        let mut d = String::new();
        let mut run = 0usize;
        for (i, x) in l.xs.iter().enumerate() {
            match value(i) {
                Some(v) => {
                    let _ = write!(
                        d,
                        "{}{:.1},{:.1} ",
                        if run == 0 { "M" } else { "L" },
                        x_of(*x),
                        y_of(v)
                    );
                    run += 1;
                }
                None => run = 0,
            }
        }
        if !d.is_empty() {
            let _ = write!(
                o,
                "<path class=\"series\" d=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"2\" \
                 stroke-linejoin=\"round\" stroke-linecap=\"round\"><title>{}</title></path>",
                d.trim_end(),
                l.color,
                escape(l.label)
            );
        }
        let dots = l.xs.len() <= 60;
        for (i, x) in l.xs.iter().enumerate() {
            let Some(v) = value(i) else { continue };
            // A point between two gaps has no line: always mark it.
            let isolated = (i == 0 || value(i - 1).is_none()) && value(i + 1).is_none();
            if dots || isolated {
                let _ = write!(
                    o,
                    "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"2.6\" fill=\"{}\"><title>{}</title></circle>",
                    x_of(*x),
                    y_of(v),
                    l.color,
                    escape(&format!(
                        "{} at {} kbc: {}",
                        l.label,
                        tick_label(*x, Unit::Count),
                        format_number(unit, v)
                    ))
                );
            }
        }
    }
    o.push_str("</svg>");
    o
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nice_axes() {
        assert_eq!(nice_axis(0.0, 97.3, 4), (0.0, 100.0, 50.0));
        assert_eq!(nice_axis(0.0, 33.0, 4), (0.0, 40.0, 10.0));
        assert_eq!(nice_axis(0.0, 0.0, 4), (0.0, 1.0, 0.5));
        assert_eq!(nice_axis(0.0, 1684.2, 4), (0.0, 2000.0, 500.0));
        let (s, e, st) = nice_axis(-3.0, 7.0, 5);
        assert!(s <= -3.0 && e >= 7.0 && st == 2.0);
    }

    #[test]
    fn tick_labels() {
        assert_eq!(tick_label(40.0, Unit::Percent), "40%");
        assert_eq!(tick_label(1500000.0, Unit::Count), "1.5M");
        assert_eq!(tick_label(20000.0, Unit::Count), "20k");
        assert_eq!(tick_label(0.25, Unit::Fraction), "0.25");
        assert_eq!(tick_label(300.0, Unit::Count), "300");
    }

    #[test]
    fn escaping() {
        assert_eq!(
            escape("<a href=\"x\">&'"),
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;"
        );
    }

    #[test]
    fn bar_chart_draws_a_bar_per_value_and_marks_na() {
        let s = [
            Series {
                label: "All",
                color: "#4e79a7",
                values: vec![Some(97.3), Some(2.5), Some(0.2)],
            },
            Series {
                label: "Application",
                color: "#f28e2b",
                values: vec![Some(100.0), None, Some(0.0)],
            },
        ];
        let svg = bar_chart(
            "polymorphism.receiverArity",
            &["1", "2", "3+"],
            &s,
            Unit::Percent,
        );
        assert!(svg.starts_with("<svg class=\"chart bar-chart\""));
        assert!(svg.ends_with("</svg>"));
        assert_eq!(svg.matches("<rect class=\"bar\"").count(), 5);
        assert_eq!(
            svg.matches("fill=\"#f28e2b\"").count(),
            3,
            "2 bars + legend"
        );
        assert!(svg.contains(">n/a<title>polymorphism.receiverArity — 2 — Application: N/A"));
        assert!(svg.contains("<title>polymorphism.receiverArity — 1 — All: 97.3%</title>"));
        assert!(svg.contains(">3+</text>"));
        assert!(svg.contains(">Application</text>"), "legend");
        // The tallest bar reaches the top of the 0–100% axis.
        assert!(svg.contains(">100%</text>"));
    }

    #[test]
    fn line_chart_breaks_at_gaps() {
        let values = [
            Some(1.0),
            Some(2.0),
            None,
            Some(3.0),
            Some(4.0),
            None,
            Some(5.0),
        ];
        let xs: Vec<f64> = (0..7).map(|i| i as f64 * 100.0).collect();
        let l = [Line {
            label: "data.arrayDensity.value",
            color: "#4e79a7",
            xs: &xs,
            values: &values,
        }];
        let svg = line_chart("data.arrayDensity.value", &l, Unit::PerKbc);
        assert!(svg.starts_with("<svg class=\"chart line-chart\""));
        let path = svg.split("<path class=\"series\" d=\"").nth(1).unwrap();
        let d = &path[..path.find('"').unwrap()];
        assert_eq!(d.matches('M').count(), 3, "{d}");
        assert_eq!(d.matches('L').count(), 2, "{d}");
        assert_eq!(svg.matches("<circle").count(), 5);
        assert!(svg.contains("data.arrayDensity.value at 600 kbc: 5.000"));
        assert!(svg.contains(">kbc</text>"));
    }
}
