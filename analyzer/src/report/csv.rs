//! The CSV report (RFC 4180): a header `metric,<partition>,…`, then one row
//! per metric with its value in every partition. Values are the JSON
//! numbers exactly as the document has them (no rounding, no `%`), so the
//! file is data; null and absent values are empty fields. Lines end in
//! CRLF, and fields holding a comma, a quote or a line break are quoted.

use super::model::{groups, Doc};
use serde_json::Value;

/// Quotes a field when RFC 4180 requires it (`"` doubled inside).
pub fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\r', '\n']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// Appends one record, fields quoted as needed, ending in CRLF.
fn record<S: AsRef<str>>(fields: &[S], out: &mut String) {
    for (i, f) in fields.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&csv_field(f.as_ref()));
    }
    out.push_str("\r\n");
}

/// A value as a CSV field: numbers as written in JSON, null/absent empty.
fn cell(v: Option<&Value>) -> String {
    match v {
        None | Some(Value::Null) => String::new(),
        Some(Value::String(s)) => s.clone(),
        Some(other) => other.to_string(),
    }
}

/// Renders a metric document as CSV: one column per partition in document
/// order (threads included, by their keys), one row per metric, metrics
/// grouped by category as in the text table.
pub fn render_csv(v: &Value) -> String {
    let doc = Doc::new(v);
    let mut out = String::new();
    let mut header = vec!["metric".to_string()];
    header.extend(doc.partitions.iter().map(|p| p.key.to_string()));
    record(&header, &mut out);
    for g in groups(&doc.partitions) {
        for m in g.metrics {
            let mut row = vec![m.to_string()];
            row.extend(doc.partitions.iter().map(|p| cell(p.get(m))));
            record(&row, &mut out);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn one_row_per_metric_with_exact_numbers() {
        let v = json!({"partitions": {
            "all": {"base.bytes.value": 940008, "data.arrayDensity.value": 73.31142,
                    "concurrency.lock.percentile": null},
            "application": {"base.bytes.value": 120, "data.arrayDensity.value": 0.5},
            "thread:1": {"base.bytes.value": 940008}
        }});
        assert_eq!(
            render_csv(&v),
            "metric,all,application,thread:1\r\n\
             base.bytes.value,940008,120,940008\r\n\
             data.arrayDensity.value,73.31142,0.5,\r\n\
             concurrency.lock.percentile,,,\r\n"
        );
    }

    #[test]
    fn rfc4180_quoting() {
        assert_eq!(csv_field("plain.bin(48-72)"), "plain.bin(48-72)");
        assert_eq!(csv_field("a,b"), "\"a,b\"");
        assert_eq!(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(csv_field("two\nlines"), "\"two\nlines\"");
        let v = json!({"partitions": {"odd,key": {"x.\"q\".value": 1}}});
        assert_eq!(
            render_csv(&v),
            "metric,\"odd,key\"\r\n\"x.\"\"q\"\".value\",1\r\n"
        );
    }

    #[test]
    fn empty_document_has_only_a_header() {
        assert_eq!(render_csv(&json!({})), "metric\r\n");
    }
}
