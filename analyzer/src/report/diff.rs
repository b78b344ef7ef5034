//! Comparing two metric documents metric by metric: the CI gate for
//! reproducible metrics (`rjvm-trace diff`).
//!
//! Every partition's metrics and every continuous series (window by window)
//! of either document are compared. Two numbers `a`, `b` differ when they
//! are not equal; the difference is *beyond tolerance* when
//! `|a − b| > abs_tol` **and** `|a − b| / max(|a|, |b|) > rel_tol` (so with
//! the default tolerances of 0 any difference fails, and either tolerance
//! alone can excuse one). A number against null, or a metric one document
//! lacks, always differs beyond tolerance.

use super::model::Doc;
use serde_json::Value;
use std::fmt::Write as _;

/// Tolerances and filter of a comparison.
#[derive(Debug, Clone, Default)]
pub struct DiffOptions {
    /// Relative tolerance, a fraction: 0.01 lets values differ by 1%.
    pub rel_tol: f64,
    /// Absolute tolerance, in the metric's own unit.
    pub abs_tol: f64,
    /// Compare only metrics whose name starts with this.
    pub only: Option<String>,
}

/// One metric that differs between the two documents.
#[derive(Debug, Clone, PartialEq)]
pub struct Difference {
    /// The partition key (`all`, `thread:1`), or `continuous`.
    pub partition: String,
    /// The metric name; for a continuous series, `name[start kbc]`.
    pub metric: String,
    /// Its value in the first document; `None` when absent.
    pub a: Option<Value>,
    /// Its value in the second document; `None` when absent.
    pub b: Option<Value>,
    /// `|a − b|` when both are numbers.
    pub abs: Option<f64>,
    /// `|a − b| / max(|a|, |b|)` when both are numbers.
    pub rel: Option<f64>,
    /// Whether the difference is beyond the tolerances.
    pub beyond: bool,
}

/// The outcome of a comparison.
#[derive(Debug, Clone, Default)]
pub struct DiffReport {
    /// Metric values compared (after the `only` filter).
    pub compared: usize,
    /// The metrics that differ, in document order (the first document's,
    /// then anything only the second has).
    pub differences: Vec<Difference>,
}

impl DiffReport {
    /// How many differences are beyond tolerance: the gate fails when > 0.
    pub fn beyond_tolerance(&self) -> usize {
        self.differences.iter().filter(|d| d.beyond).count()
    }
}

/// Compares one value pair; `None` when they are equal.
fn compare(
    a: Option<&Value>,
    b: Option<&Value>,
    opts: &DiffOptions,
) -> Option<(Option<f64>, Option<f64>, bool)> {
    match (a, b) {
        (None, None) => None,
        (Some(x), Some(y)) => match (x.as_f64(), y.as_f64()) {
            (Some(p), Some(q)) => {
                // Integers compare exactly, even beyond 2^53 where f64 cannot.
                let int = |v: &Value| v.as_i64().map(i128::from).or(v.as_u64().map(i128::from));
                let abs = match (int(x), int(y)) {
                    (Some(i), Some(j)) => (i - j).unsigned_abs() as f64,
                    _ => (p - q).abs(),
                };
                if abs == 0.0 {
                    return None;
                }
                let rel = abs / p.abs().max(q.abs());
                Some((
                    Some(abs),
                    Some(rel),
                    abs > opts.abs_tol && rel > opts.rel_tol,
                ))
            }
            _ if x == y => None,
            _ => Some((None, None, true)),
        },
        _ => Some((None, None, true)),
    }
}

/// Compares two metric documents (see the module documentation).
pub fn diff(a: &Value, b: &Value, opts: &DiffOptions) -> DiffReport {
    let (da, db) = (Doc::new(a), Doc::new(b));
    let wanted = |m: &str| opts.only.as_deref().is_none_or(|p| m.starts_with(p));
    let mut out = DiffReport::default();
    let mut check = |partition: &str, metric: String, x: Option<&Value>, y: Option<&Value>| {
        out.compared += 1;
        if let Some((abs, rel, beyond)) = compare(x, y, opts) {
            out.differences.push(Difference {
                partition: partition.to_string(),
                metric,
                a: x.cloned(),
                b: y.cloned(),
                abs,
                rel,
                beyond,
            });
        }
    };
    // Partitions: the first document's in order, then the second's others.
    let mut keys: Vec<&str> = da.partitions.iter().map(|p| p.key).collect();
    keys.extend(
        db.partitions
            .iter()
            .map(|p| p.key)
            .filter(|k| !da.partitions.iter().any(|p| p.key == *k)),
    );
    for key in keys {
        let pa = da.partitions.iter().find(|p| p.key == key);
        let pb = db.partitions.iter().find(|p| p.key == key);
        let mut names: Vec<&str> = pa
            .iter()
            .flat_map(|p| p.metrics.keys())
            .map(String::as_str)
            .collect();
        for n in pb.iter().flat_map(|p| p.metrics.keys()) {
            if pa.is_none_or(|p| !p.metrics.contains_key(n)) {
                names.push(n);
            }
        }
        for n in names.into_iter().filter(|n| wanted(n)) {
            check(
                key,
                n.to_string(),
                pa.and_then(|p| p.get(n)),
                pb.and_then(|p| p.get(n)),
            );
        }
    }
    // Continuous series, window by window.
    let empty = Default::default();
    let ca = da.continuous.as_ref().unwrap_or(&empty);
    let cb = db.continuous.as_ref().unwrap_or(&empty);
    let mut names: Vec<&str> = ca.series.iter().map(|(n, _)| *n).collect();
    names.extend(
        cb.series
            .iter()
            .map(|(n, _)| *n)
            .filter(|n| !ca.series.iter().any(|(m, _)| m == n)),
    );
    let as_value = |x: Option<f64>| Some(x.map(Value::from).unwrap_or(Value::Null));
    for n in names.into_iter().filter(|n| wanted(n)) {
        let sa = ca
            .series
            .iter()
            .find(|(m, _)| *m == n)
            .map(|(_, v)| v.as_slice());
        let sb = cb
            .series
            .iter()
            .find(|(m, _)| *m == n)
            .map(|(_, v)| v.as_slice());
        let len = sa.map_or(0, <[_]>::len).max(sb.map_or(0, <[_]>::len));
        for i in 0..len {
            let start = ca
                .start_kbc
                .get(i)
                .or(cb.start_kbc.get(i))
                .copied()
                .unwrap_or(i as f64);
            let x = sa.and_then(|s| s.get(i)).and_then(|v| as_value(*v));
            let y = sb.and_then(|s| s.get(i)).and_then(|v| as_value(*v));
            check(
                "continuous",
                format!("{n}[{start} kbc]"),
                x.as_ref(),
                y.as_ref(),
            );
        }
    }
    out
}

/// A value for the diff table: the JSON number, `null`, or `absent`.
fn show(v: &Option<Value>) -> String {
    match v {
        None => "absent".into(),
        Some(v) => v.to_string(),
    }
}

/// A number in at most 4 significant digits (`0.001234`, `1.5e-7`, `1234`).
fn short(x: f64) -> String {
    if x == 0.0 {
        "0".into()
    } else if !(1e-4..1e15).contains(&x.abs()) {
        format!("{x:.3e}")
    } else {
        let digits = (3 - x.abs().log10().floor() as i32).max(0) as usize;
        let s = format!("{x:.digits$}");
        if s.contains('.') {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s
        }
    }
}

/// The text `rjvm-trace diff` prints: a table of the differing metrics
/// (partition, metric, A, B, absolute and relative difference; rows within
/// tolerance are marked so), then a summary line.
pub fn render_diff(r: &DiffReport, opts: &DiffOptions) -> String {
    let mut rows: Vec<[String; 7]> = vec![[
        "partition".into(),
        "metric".into(),
        "A".into(),
        "B".into(),
        "abs".into(),
        "rel".into(),
        String::new(),
    ]];
    for d in &r.differences {
        rows.push([
            d.partition.clone(),
            d.metric.clone(),
            show(&d.a),
            show(&d.b),
            d.abs.map(short).unwrap_or_else(|| "-".into()),
            d.rel.map(short).unwrap_or_else(|| "-".into()),
            if d.beyond {
                String::new()
            } else {
                "(within tolerance)".into()
            },
        ]);
    }
    let mut out = String::new();
    if !r.differences.is_empty() {
        let mut w = [0usize; 7];
        for row in &rows {
            for (i, c) in row.iter().enumerate() {
                w[i] = w[i].max(c.chars().count());
            }
        }
        for row in &rows {
            let mut line = format!("{:<2$}  {:<3$}", row[0], row[1], w[0], w[1]);
            for i in 2..6 {
                let _ = write!(line, "  {:>1$}", row[i], w[i]);
            }
            let _ = write!(line, "  {}", row[6]);
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out.push('\n');
    }
    let beyond = r.beyond_tolerance();
    let tol = format!("rel-tol {}, abs-tol {}", opts.rel_tol, opts.abs_tol);
    if r.differences.is_empty() {
        let _ = writeln!(out, "no differences ({} values compared)", r.compared);
    } else {
        let _ = writeln!(
            out,
            "{} of {} values differ, {beyond} beyond tolerance ({tol})",
            r.differences.len(),
            r.compared
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn doc(bytes: Value, density: Value, lock: Value) -> Value {
        json!({"partitions": {
            "all": {"base.bytes.value": bytes, "data.arrayDensity.value": density,
                    "concurrency.lock.percentile": lock},
            "application": {"base.bytes.value": 100}
        }})
    }

    #[test]
    fn identical_documents_do_not_differ() {
        let a = doc(json!(1000), json!(73.311), Value::Null);
        let r = diff(&a, &a.clone(), &DiffOptions::default());
        assert_eq!(r.compared, 4);
        assert!(r.differences.is_empty());
        assert_eq!(
            render_diff(&r, &DiffOptions::default()),
            "no differences (4 values compared)\n"
        );
    }

    #[test]
    fn any_difference_fails_without_tolerance() {
        let a = doc(json!(1000), json!(73.311), Value::Null);
        let b = doc(json!(1001), json!(73.311), Value::Null);
        let r = diff(&a, &b, &DiffOptions::default());
        assert_eq!(r.differences.len(), 1);
        let d = &r.differences[0];
        assert_eq!(
            (d.partition.as_str(), d.metric.as_str()),
            ("all", "base.bytes.value")
        );
        assert_eq!((d.abs, d.beyond), (Some(1.0), true));
        assert!((d.rel.unwrap() - 1.0 / 1001.0).abs() < 1e-15);
    }

    #[test]
    fn tolerances_excuse_small_differences() {
        let a = doc(json!(1000), json!(73.311), Value::Null);
        let b = doc(json!(1001), json!(73.312), Value::Null);
        // 1/1001 ≈ 0.1%, 0.001/73.312 ≈ 0.0014%.
        let rel = |t| DiffOptions {
            rel_tol: t,
            ..Default::default()
        };
        assert_eq!(diff(&a, &b, &rel(0.01)).beyond_tolerance(), 0);
        assert_eq!(diff(&a, &b, &rel(0.0005)).beyond_tolerance(), 1);
        assert_eq!(diff(&a, &b, &rel(0.0)).beyond_tolerance(), 2);
        let abs = |t| DiffOptions {
            abs_tol: t,
            ..Default::default()
        };
        assert_eq!(
            diff(&a, &b, &abs(0.01)).beyond_tolerance(),
            1,
            "bytes differ by 1"
        );
        assert_eq!(diff(&a, &b, &abs(1.0)).beyond_tolerance(), 0);
        // Within-tolerance differences are still listed.
        assert_eq!(diff(&a, &b, &abs(1.0)).differences.len(), 2);
    }

    #[test]
    fn null_against_a_number_and_absent_metrics_always_fail() {
        let a = doc(json!(1000), json!(73.311), Value::Null);
        let b = doc(json!(1000), json!(73.311), json!(40.9));
        let loose = DiffOptions {
            rel_tol: 10.0,
            abs_tol: 1e9,
            only: None,
        };
        let r = diff(&a, &b, &loose);
        assert_eq!(r.beyond_tolerance(), 1);
        assert_eq!(r.differences[0].metric, "concurrency.lock.percentile");
        assert_eq!(r.differences[0].abs, None);
        let c =
            json!({"partitions": {"all": {"base.bytes.value": 1000}, "library": {"x.y.value": 1}}});
        let r = diff(&a, &c, &loose);
        let got: Vec<(&str, &str)> = r
            .differences
            .iter()
            .map(|d| (d.partition.as_str(), d.metric.as_str()))
            .collect();
        assert_eq!(
            got,
            [
                ("all", "data.arrayDensity.value"),
                ("all", "concurrency.lock.percentile"),
                ("application", "base.bytes.value"),
                ("library", "x.y.value"),
            ]
        );
        assert!(r.differences.iter().all(|d| d.beyond));
    }

    #[test]
    fn only_filters_by_prefix() {
        let a = doc(json!(1000), json!(73.311), Value::Null);
        let b = doc(json!(2000), json!(80.0), Value::Null);
        let only = |p: &str| DiffOptions {
            only: Some(p.into()),
            ..Default::default()
        };
        let r = diff(&a, &b, &only("data."));
        assert_eq!((r.compared, r.differences.len()), (1, 1));
        assert_eq!(r.differences[0].metric, "data.arrayDensity.value");
        assert_eq!(diff(&a, &b, &only("concurrency")).beyond_tolerance(), 0);
    }

    #[test]
    fn integers_compare_exactly() {
        let big = 1u64 << 60;
        let a = json!({"partitions": {"all": {"base.instructions.value": big}}});
        let b = json!({"partitions": {"all": {"base.instructions.value": big + 1}}});
        assert_eq!(diff(&a, &b, &DiffOptions::default()).beyond_tolerance(), 1);
    }

    #[test]
    fn continuous_series_compare_window_by_window() {
        let a = json!({"partitions": {}, "continuous": {"window_kbc": 100, "start_kbc": [0, 100, 200],
            "series": {"data.arrayDensity.value": [1.0, null, 3.0]}}});
        let b = json!({"partitions": {}, "continuous": {"window_kbc": 100, "start_kbc": [0, 100],
            "series": {"data.arrayDensity.value": [1.0, 2.0]}}});
        let r = diff(&a, &b, &DiffOptions::default());
        let got: Vec<&str> = r.differences.iter().map(|d| d.metric.as_str()).collect();
        assert_eq!(
            got,
            [
                "data.arrayDensity.value[100 kbc]",
                "data.arrayDensity.value[200 kbc]"
            ]
        );
        assert_eq!(r.differences[1].b, None);
        assert_eq!(r.compared, 3);
    }

    #[test]
    fn the_table_lists_each_difference() {
        let a = doc(json!(1000), json!(73.311), Value::Null);
        let b = doc(json!(1001), json!(73.311), json!(5.5));
        let opts = DiffOptions {
            abs_tol: 2.0,
            ..Default::default()
        };
        let t = render_diff(&diff(&a, &b, &opts), &opts);
        let want = "\
partition  metric                          A     B  abs       rel
all        base.bytes.value             1000  1001    1  0.000999  (within tolerance)
all        concurrency.lock.percentile  null   5.5    -         -

2 of 4 values differ, 1 beyond tolerance (rel-tol 0, abs-tol 2)
";
        assert_eq!(t, want);
    }

    #[test]
    fn short_numbers() {
        assert_eq!(short(0.000999000999), "0.000999");
        assert_eq!(short(1234.5678), "1235");
        assert_eq!(short(12.5), "12.5");
        assert_eq!(short(1.5e-7), "1.500e-7");
        assert_eq!(short(0.0), "0");
    }
}
