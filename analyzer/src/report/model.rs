//! The metric document as the renderers see it: its partitions, the metric
//! rows grouped by category, the bin families and the continuous series,
//! all in the document's own key order (serde_json's `preserve_order`).
//!
//! Reading is lenient: a part that is missing or of the wrong JSON type is
//! treated as empty, so every renderer draws whatever a document has.
//! [`validate`] is the strict check the command line applies first.

use serde_json::{Map, Value};

/// A metric name split at its dots: `polymorphism.receiverArity.bin(3+)` has
/// category `polymorphism`, family `polymorphism.receiverArity` and bin
/// label `3+`; `base.bytes.value` has family `base.bytes` and no bin.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MetricName<'a> {
    /// The whole name.
    pub full: &'a str,
    /// The text before the first dot (the whole name if it has none).
    pub category: &'a str,
    /// The text before the last dot-separated part.
    pub family: &'a str,
    /// The label inside `bin(…)` when the last part is a bin.
    pub bin: Option<&'a str>,
}

/// Splits a metric name into its parts (see [`MetricName`]).
pub fn parse_name(full: &str) -> MetricName<'_> {
    let category = full.split('.').next().unwrap_or(full);
    // The bin label may itself contain dots (`bin(0.5-1)`): find the
    // `.bin(` that opens the last part first.
    if let Some(i) = full.rfind(".bin(") {
        if full.ends_with(')') {
            return MetricName {
                full,
                category,
                family: &full[..i],
                bin: Some(&full[i + 5..full.len() - 1]),
            };
        }
    }
    let family = full.rsplit_once('.').map(|(f, _)| f).unwrap_or(full);
    MetricName {
        full,
        category,
        family,
        bin: None,
    }
}

/// One partition of the document (`all`, `application`, `thread:1`, …).
#[derive(Debug, Clone, Copy)]
pub struct Partition<'a> {
    /// Its key in `partitions`.
    pub key: &'a str,
    /// Its metrics, name to value.
    pub metrics: &'a Map<String, Value>,
}

impl<'a> Partition<'a> {
    /// The value of a metric; `None` when the partition lacks it.
    pub fn get(&self, metric: &str) -> Option<&'a Value> {
        self.metrics.get(metric)
    }

    /// Whether this is a per-thread partition (`thread:…`).
    pub fn is_thread(&self) -> bool {
        self.key.starts_with("thread:")
    }
}

/// Metrics of one category, in the order they first appear.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Group<'a> {
    /// The category (`base`, `size`, …).
    pub category: &'a str,
    /// Full metric names.
    pub metrics: Vec<&'a str>,
}

/// The bins of one `….bin(…)` family, in order of first appearance.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BinFamily<'a> {
    /// The family (`memory.objectSize`).
    pub family: &'a str,
    /// (bin label, full metric name) pairs.
    pub bins: Vec<(&'a str, &'a str)>,
}

/// The continuous metrics: one value per window of `window_kbc`.
#[derive(Debug, Clone, Default)]
pub struct Continuous<'a> {
    /// Window length in kbc, when given.
    pub window_kbc: Option<f64>,
    /// Start of each window in kbc.
    pub start_kbc: Vec<f64>,
    /// (metric name, one value per window; `None` for N/A) in document order.
    pub series: Vec<(&'a str, Vec<Option<f64>>)>,
}

/// A metric document (the JSON the metrics engine writes), borrowed.
#[derive(Debug, Clone, Default)]
pub struct Doc<'a> {
    /// `program`, when present.
    pub program: Option<&'a str>,
    /// `command`, when present.
    pub command: Option<&'a str>,
    /// Every partition in document order.
    pub partitions: Vec<Partition<'a>>,
    /// (thread id as text, thread name) from `threads`.
    pub threads: Vec<(String, String)>,
    /// `continuous`, when present.
    pub continuous: Option<Continuous<'a>>,
}

/// A JSON number as `f64`; `None` for anything else (null included).
pub fn number(v: &Value) -> Option<f64> {
    v.as_f64()
}

impl<'a> Doc<'a> {
    /// Reads a document; missing or mistyped parts are empty.
    pub fn new(v: &'a Value) -> Doc<'a> {
        let s = |k: &str| v.get(k).and_then(Value::as_str);
        let partitions = v
            .get("partitions")
            .and_then(Value::as_object)
            .map(|m| {
                m.iter()
                    .filter_map(|(key, p)| p.as_object().map(|metrics| Partition { key, metrics }))
                    .collect()
            })
            .unwrap_or_default();
        let threads = v
            .get("threads")
            .and_then(Value::as_array)
            .map(|a| {
                a.iter()
                    .filter_map(|t| {
                        let id = match t.get("id")? {
                            Value::String(s) => s.clone(),
                            other => other.to_string(),
                        };
                        let name = t.get("name").and_then(Value::as_str).unwrap_or("");
                        Some((id, name.to_string()))
                    })
                    .collect()
            })
            .unwrap_or_default();
        let continuous = v.get("continuous").and_then(Value::as_object).map(|c| {
            let nums = |a: &Value| -> Vec<Option<f64>> {
                a.as_array()
                    .map(|a| a.iter().map(number).collect())
                    .unwrap_or_default()
            };
            Continuous {
                window_kbc: c.get("window_kbc").and_then(number),
                start_kbc: c
                    .get("start_kbc")
                    .map(|a| nums(a).into_iter().flatten().collect())
                    .unwrap_or_default(),
                series: c
                    .get("series")
                    .and_then(Value::as_object)
                    .map(|m| m.iter().map(|(k, a)| (k.as_str(), nums(a))).collect())
                    .unwrap_or_default(),
            }
        });
        Doc {
            program: s("program"),
            command: s("command"),
            partitions,
            threads,
            continuous,
        }
    }

    /// The partitions that are not per-thread (`all`, `application`,
    /// `library`, …), in document order.
    pub fn main_partitions(&self) -> Vec<Partition<'a>> {
        self.partitions
            .iter()
            .filter(|p| !p.is_thread())
            .copied()
            .collect()
    }

    /// The per-thread partitions, in document order.
    pub fn thread_partitions(&self) -> Vec<Partition<'a>> {
        self.partitions
            .iter()
            .filter(|p| p.is_thread())
            .copied()
            .collect()
    }

    /// A column heading for a partition: `All`, `Application`, `Library`,
    /// `Thread 1 (main)`; other keys as they are.
    pub fn partition_label(&self, key: &str) -> String {
        partition_label(key, &self.threads)
    }
}

/// See [`Doc::partition_label`]; `threads` are (id, name) pairs.
pub fn partition_label(key: &str, threads: &[(String, String)]) -> String {
    match key {
        "all" => "All".into(),
        "application" => "Application".into(),
        "library" => "Library".into(),
        _ => match key.strip_prefix("thread:") {
            Some(id) => match threads.iter().find(|(t, _)| t == id) {
                Some((_, name)) if !name.is_empty() => format!("Thread {id} ({name})"),
                _ => format!("Thread {id}"),
            },
            None => key.to_string(),
        },
    }
}

/// The metric names of some partitions, grouped by category: categories in
/// order of first appearance, metrics in order of first appearance within
/// their category (the first partition's order, then any names only later
/// partitions have).
pub fn groups<'a>(parts: &[Partition<'a>]) -> Vec<Group<'a>> {
    let mut out: Vec<Group<'a>> = Vec::new();
    for p in parts {
        for name in p.metrics.keys() {
            let cat = parse_name(name).category;
            let gi = match out.iter().position(|g| g.category == cat) {
                Some(i) => i,
                None => {
                    out.push(Group {
                        category: cat,
                        metrics: Vec::new(),
                    });
                    out.len() - 1
                }
            };
            if !out[gi].metrics.contains(&name.as_str()) {
                out[gi].metrics.push(name);
            }
        }
    }
    out
}

/// The bin families among some metric names, in order of first appearance.
pub fn bin_families<'a>(names: &[&'a str]) -> Vec<BinFamily<'a>> {
    let mut out: Vec<BinFamily<'a>> = Vec::new();
    for name in names {
        let n = parse_name(name);
        let Some(label) = n.bin else { continue };
        match out.iter_mut().find(|f| f.family == n.family) {
            Some(f) => f.bins.push((label, n.full)),
            None => out.push(BinFamily {
                family: n.family,
                bins: vec![(label, n.full)],
            }),
        }
    }
    out
}

/// Checks that a value has the shape of a metric document: an object whose
/// `partitions` is an object of objects of numbers and nulls, and whose
/// optional `continuous` has numeric `start_kbc` and `series` arrays.
pub fn validate(v: &Value) -> Result<(), String> {
    let top = v.as_object().ok_or("not a JSON object")?;
    let parts = top
        .get("partitions")
        .ok_or("no \"partitions\"")?
        .as_object()
        .ok_or("\"partitions\" is not an object")?;
    for (k, p) in parts {
        let m = p
            .as_object()
            .ok_or_else(|| format!("partition \"{k}\" is not an object"))?;
        for (name, val) in m {
            if !(val.is_number() || val.is_null()) {
                return Err(format!(
                    "partition \"{k}\": metric \"{name}\" is neither a number nor null"
                ));
            }
        }
    }
    if let Some(c) = top.get("continuous") {
        let c = c.as_object().ok_or("\"continuous\" is not an object")?;
        let numeric_array = |key: &str, a: &Value| -> Result<usize, String> {
            let a = a
                .as_array()
                .ok_or_else(|| format!("continuous {key} is not an array"))?;
            if a.iter().any(|x| !(x.is_number() || x.is_null())) {
                return Err(format!("continuous {key} has a non-numeric element"));
            }
            Ok(a.len())
        };
        let windows = match c.get("start_kbc") {
            Some(a) => Some(numeric_array("start_kbc", a)?),
            None => None,
        };
        if let Some(s) = c.get("series") {
            let s = s.as_object().ok_or("continuous series is not an object")?;
            for (name, a) in s {
                let n = numeric_array(&format!("series \"{name}\""), a)?;
                if windows.is_some_and(|w| w != n) {
                    return Err(format!(
                        "continuous series \"{name}\" has {n} values for {} windows",
                        windows.unwrap_or(0)
                    ));
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn names_split_into_category_family_and_bin() {
        let n = parse_name("polymorphism.receiverArity.bin(3+)");
        assert_eq!(n.category, "polymorphism");
        assert_eq!(n.family, "polymorphism.receiverArity");
        assert_eq!(n.bin, Some("3+"));
        let n = parse_name("memory.lifetime.bin(0.5-1KB)");
        assert_eq!(n.family, "memory.lifetime");
        assert_eq!(n.bin, Some("0.5-1KB"));
        let n = parse_name("base.bytes.value");
        assert_eq!((n.category, n.family, n.bin), ("base", "base.bytes", None));
        let n = parse_name("plain");
        assert_eq!((n.category, n.family, n.bin), ("plain", "plain", None));
    }

    #[test]
    fn groups_keep_document_order_and_union_partitions() {
        let v = json!({"partitions": {
            "all": {"size.run.value": 1, "base.bytes.value": 2, "size.load.value": 3},
            "application": {"base.bytes.value": 1, "base.objects.value": 4, "zeta.x.value": 5}
        }});
        let d = Doc::new(&v);
        let g = groups(&d.partitions);
        assert_eq!(
            g,
            vec![
                Group {
                    category: "size",
                    metrics: vec!["size.run.value", "size.load.value"]
                },
                Group {
                    category: "base",
                    metrics: vec!["base.bytes.value", "base.objects.value"]
                },
                Group {
                    category: "zeta",
                    metrics: vec!["zeta.x.value"]
                },
            ]
        );
    }

    #[test]
    fn bin_families_collect_bins_in_order() {
        let names = [
            "memory.objectSize.bin(8)",
            "memory.averageObjectSize.value",
            "memory.objectSize.bin(16)",
            "polymorphism.receiverArity.bin(1)",
        ];
        let f = bin_families(&names);
        assert_eq!(f.len(), 2);
        assert_eq!(f[0].family, "memory.objectSize");
        assert_eq!(
            f[0].bins,
            vec![
                ("8", "memory.objectSize.bin(8)"),
                ("16", "memory.objectSize.bin(16)")
            ]
        );
        assert_eq!(f[1].bins, vec![("1", "polymorphism.receiverArity.bin(1)")]);
    }

    #[test]
    fn partitions_threads_and_labels() {
        let v = json!({"program": "Main", "partitions": {
            "all": {}, "thread:1": {}, "application": {}, "thread:2": {}},
            "threads": [{"id": 1, "name": "main"}, {"id": 2, "name": ""}]});
        let d = Doc::new(&v);
        assert_eq!(d.program, Some("Main"));
        assert_eq!(d.command, None);
        fn keys(ps: Vec<Partition>) -> Vec<String> {
            ps.iter().map(|p| p.key.to_string()).collect()
        }
        assert_eq!(keys(d.main_partitions()), ["all", "application"]);
        assert_eq!(keys(d.thread_partitions()), ["thread:1", "thread:2"]);
        assert_eq!(d.partition_label("thread:1"), "Thread 1 (main)");
        assert_eq!(d.partition_label("thread:2"), "Thread 2");
        assert_eq!(d.partition_label("thread:9"), "Thread 9");
        assert_eq!(d.partition_label("library"), "Library");
        assert_eq!(d.partition_label("custom"), "custom");
    }

    #[test]
    fn continuous_series_keep_nulls() {
        let v = json!({"continuous": {"window_kbc": 100, "start_kbc": [0, 100, 200],
            "series": {"b.x.value": [1.5, null, 3], "a.y.value": [0, 0, 0]}}});
        let c = Doc::new(&v).continuous.unwrap();
        assert_eq!(c.window_kbc, Some(100.0));
        assert_eq!(c.start_kbc, vec![0.0, 100.0, 200.0]);
        assert_eq!(c.series[0], ("b.x.value", vec![Some(1.5), None, Some(3.0)]));
        assert_eq!(c.series[1].0, "a.y.value");
    }

    #[test]
    fn lenient_reading_of_malformed_documents() {
        let v = json!([1, 2]);
        let d = Doc::new(&v);
        assert!(d.partitions.is_empty() && d.continuous.is_none());
        let v = json!({"partitions": {"all": 3, "application": {"x.y.value": 1}}});
        assert_eq!(Doc::new(&v).partitions.len(), 1);
    }

    #[test]
    fn validation_names_the_problem() {
        assert!(
            validate(&json!({"partitions": {"all": {"a.b.value": 1, "c.d.value": null}}})).is_ok()
        );
        let cases = [
            (json!([]), "not a JSON object"),
            (json!({}), "no \"partitions\""),
            (json!({"partitions": []}), "not an object"),
            (
                json!({"partitions": {"all": {"x.value": "3"}}}),
                "metric \"x.value\" is neither",
            ),
            (
                json!({"partitions": {}, "continuous": {"start_kbc": [0, 100], "series": {"s": [1]}}}),
                "has 1 values for 2 windows",
            ),
            (
                json!({"partitions": {}, "continuous": {"series": {"s": ["x"]}}}),
                "non-numeric",
            ),
        ];
        for (v, want) in cases {
            let e = validate(&v).unwrap_err();
            assert!(e.contains(want), "{v}: {e}");
        }
    }
}
