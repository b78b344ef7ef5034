//! The HTML page shell shared by the single-run and comparison reports:
//! inline CSS only (system fonts, no network), a header and a navigation bar.

use super::svg::escape;

/// Colours of the partitions' bars and lines: all, application, library,
/// then the remaining ones (threads) in turn.
pub const PARTITION_COLORS: [&str; 6] = [
    "#4e79a7", "#f28e2b", "#59a14f", "#b07aa1", "#76b7b2", "#edc948",
];

/// Colours of the runs of a comparison, in order (Tableau 10).
pub const RUN_COLORS: [&str; 10] = [
    "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7",
    "#9c755f", "#bab0ac",
];

/// The colour of the partition with this key (`all`, `application`,
/// `library` have fixed colours; the `i`-th other partition cycles).
pub fn partition_color(key: &str, i: usize) -> &'static str {
    match key {
        "all" => PARTITION_COLORS[0],
        "application" => PARTITION_COLORS[1],
        "library" => PARTITION_COLORS[2],
        _ => PARTITION_COLORS[3 + i % 3],
    }
}

const CSS: &str = r#"
*{box-sizing:border-box}
body{margin:0;background:#f6f8fa;color:#1f2328;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
header.top{background:#1f3b57;color:#fff;padding:22px 32px 18px}
header.top h1{margin:0 0 6px;font-size:22px;font-weight:650;letter-spacing:.2px}
header.top .sub{color:#c9d6e3;font-size:13px}
header.top code{color:#fff;background:rgba(255,255,255,.12);padding:1px 6px;border-radius:4px}
nav{position:sticky;top:0;z-index:2;background:#fff;border-bottom:1px solid #d0d7de;padding:8px 32px;display:flex;flex-wrap:wrap;gap:4px 14px}
nav a{color:#0969da;text-decoration:none;font-size:13px}
nav a:hover{text-decoration:underline}
main{max-width:1280px;margin:0 auto;padding:20px 32px 48px}
section.card{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:16px 20px;margin:0 0 18px}
section.card h2{margin:0 0 12px;font-size:17px;font-weight:650;text-transform:capitalize}
section.card h2 .hint{font-weight:400;text-transform:none;color:#656d76;font-size:13px;margin-left:8px}
h3{font-size:14px;margin:16px 0 8px}
.kpis{display:flex;flex-wrap:wrap;gap:12px;margin:0 0 18px}
.kpi{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:10px 16px;min-width:150px}
.kpi .v{font-size:20px;font-weight:650;font-variant-numeric:tabular-nums}
.kpi .k{color:#656d76;font-size:12px}
.row{display:flex;flex-wrap:wrap;gap:18px;align-items:flex-start}
.scroll{overflow-x:auto;max-width:100%}
table.metrics{border-collapse:collapse;font-variant-numeric:tabular-nums;font-size:13px}
table.metrics th{text-align:right;font-weight:600;color:#424a53;padding:5px 10px;border-bottom:2px solid #d0d7de;white-space:nowrap}
table.metrics th:first-child{text-align:left}
table.metrics td{padding:3px 10px;border-bottom:1px solid #eaeef2;text-align:right;white-space:nowrap}
table.metrics td.name{text-align:left;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12.5px;color:#24292f}
table.metrics tr:hover td{background:#f3f7fb}
td.na{color:#8c959f}
td.chg{font-size:12px;color:#424a53}
td.chg.same{color:#8c959f}
td.chg.d0{font-weight:600}
td.chg.d1{background:#fff8c5}
td.chg.d2{background:#ffe2b3}
td.chg.d3{background:#ffc7c2;font-weight:600}
.charts{display:flex;flex-wrap:wrap;gap:14px}
.row>.charts{flex:1 1 420px}
.charts svg{background:#fff;border:1px solid #eaeef2;border-radius:6px;max-width:100%;height:auto}
.runs{list-style:none;margin:0;padding:0}
.runs li{margin:4px 0}
.swatch{display:inline-block;width:11px;height:11px;border-radius:2px;margin-right:7px;vertical-align:-1px}
.muted{color:#656d76}
footer{color:#656d76;font-size:12px;text-align:center;padding:0 0 24px}
@media print{nav{display:none}body{background:#fff}section.card{break-inside:avoid;border-color:#bbb}header.top{background:#fff;color:#000;border-bottom:2px solid #000}header.top .sub,header.top code{color:#000}}
"#;

/// A complete HTML document: `<head>` with the title and inline CSS, a
/// header with `heading` and the (already escaped) `sub_html`, a sticky
/// navigation bar of (anchor id, text) links, then `body_html`.
pub fn page(
    title: &str,
    heading: &str,
    sub_html: &str,
    nav: &[(String, String)],
    body_html: &str,
) -> String {
    let mut o = String::with_capacity(body_html.len() + 8192);
    o.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    o.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    o.push_str(&format!("<title>{}</title>\n<style>", escape(title)));
    o.push_str(CSS);
    o.push_str("</style>\n</head>\n<body>\n");
    o.push_str(&format!(
        "<header class=\"top\"><h1>{}</h1><div class=\"sub\">{sub_html}</div></header>\n",
        escape(heading)
    ));
    if !nav.is_empty() {
        o.push_str("<nav>");
        for (id, text) in nav {
            o.push_str(&format!("<a href=\"#{}\">{}</a>", escape(id), escape(text)));
        }
        o.push_str("</nav>\n");
    }
    o.push_str("<main>\n");
    o.push_str(body_html);
    o.push_str("</main>\n<footer>rjvm dynamic metrics report · metric definitions after Dufour (2004), appendix A</footer>\n</body>\n</html>\n");
    o
}

/// An anchor id for a section name (`cat-polymorphism`).
pub fn anchor(prefix: &str, name: &str) -> String {
    let slug: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    format!("{prefix}-{slug}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn page_is_self_contained() {
        let p = page(
            "T <1>",
            "H & co",
            "<code>x</code>",
            &[("cat-base".into(), "base".into())],
            "<p>body</p>",
        );
        assert!(p.starts_with("<!DOCTYPE html>"));
        assert!(p.contains("<title>T &lt;1&gt;</title>"));
        assert!(p.contains("<h1>H &amp; co</h1>"));
        assert!(p.contains("<a href=\"#cat-base\">base</a>"));
        assert!(p.contains("<p>body</p>"));
        // Nothing is fetched: no external URL, script or stylesheet link.
        for bad in ["http://", "https://", "<link", "<script", "@import", "url("] {
            let without_svg_ns = p.replace("http://www.w3.org/2000/svg", "");
            assert!(!without_svg_ns.contains(bad), "{bad}");
        }
    }

    #[test]
    fn anchors_and_colors() {
        assert_eq!(anchor("cat", "polymorphism"), "cat-polymorphism");
        assert_eq!(
            anchor("bins", "memory.objectSize"),
            "bins-memory-objectSize"
        );
        assert_eq!(partition_color("application", 0), "#f28e2b");
        assert_eq!(partition_color("thread:1", 0), "#b07aa1");
        assert_eq!(partition_color("thread:2", 1), "#76b7b2");
    }
}
