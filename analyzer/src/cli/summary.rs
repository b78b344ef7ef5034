//! `rjvm-trace summary` and `stepc check --verbose` output.

use super::open_trace;
use std::fmt::Write as _;
use std::fs::File;
use std::io::BufReader;
use std::path::{Path, PathBuf};
use tracer::format::{CorruptBlock, Header, ReadOptions, Reader};
use tracer::schema::{AttrNode, FieldType};
use tracer::Schema;

fn thousands(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn per(a: u64, b: u64) -> f64 {
    if b == 0 {
        0.0
    } else {
        a as f64 / b as f64
    }
}

/// Arguments of `rjvm-trace summary`.
#[derive(clap::Args, Debug)]
pub struct SummaryArgs {
    /// The trace file.
    pub file: PathBuf,
    /// Count blocks and records from the block headers only, without
    /// decompressing or decoding a record: the totals at once, without the
    /// per-type table (which needs every record decoded).
    #[arg(long)]
    pub quick: bool,
}

/// Run `rjvm-trace summary`.
pub fn run(a: &SummaryArgs) -> Result<(), String> {
    if a.quick {
        quick_summary(&a.file)
    } else {
        summary(&a.file)
    }
}

/// The file, format and producer lines both summaries start with.
fn header_lines(o: &mut String, path: &Path, file_bytes: u64, h: &Header, types: usize) {
    let _ = writeln!(
        o,
        "file         {} ({} bytes)",
        path.display(),
        thousands(file_bytes)
    );
    let _ = writeln!(
        o,
        "format       STEP {}.{}, schema {} ({} record types)",
        h.version.0, h.version.1, h.schema_file, types
    );
    for (k, v) in &h.attributes {
        let _ = writeln!(o, "producer     {k} = {v}");
    }
}

/// The totals of a trace file from its block headers (`summary --quick`):
/// each block's payload is read and its checksum checked, but nothing is
/// decompressed.
pub fn quick_summary(path: &Path) -> Result<(), String> {
    let file_bytes = std::fs::metadata(path)
        .map_err(|e| format!("{}: {e}", path.display()))?
        .len();
    let f = File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut r = Reader::new(
        BufReader::with_capacity(1 << 16, f),
        ReadOptions { skip_corrupt: true },
    )
    .map_err(|e| format!("{}: {e}", path.display()))?;
    let types = r
        .schema()
        .map_err(|e| format!("{}: {e}", path.display()))?
        .records()
        .len();
    let (mut blocks, mut records, mut raw, mut stored) = (0u64, 0u64, 0u64, 0u64);
    let mut problem = None;
    loop {
        match r.skip_block() {
            Ok(Some(b)) => {
                blocks += 1;
                records += u64::from(b.records);
                raw += u64::from(b.raw_len);
                stored += b.stored_bytes;
            }
            Ok(None) => break,
            Err(e) => {
                problem = Some(e.to_string());
                break;
            }
        }
    }
    let corrupt = r.corrupt_blocks().len();
    let mut o = String::new();
    header_lines(&mut o, path, file_bytes, r.header(), types);
    let _ = writeln!(
        o,
        "blocks       {}{}",
        thousands(blocks),
        if corrupt > 0 {
            format!(" (+{corrupt} corrupt, skipped)")
        } else {
            String::new()
        }
    );
    let _ = writeln!(o, "records      {}", thousands(records));
    let _ = writeln!(
        o,
        "encoded      {} bytes, {:.2} bytes/record",
        thousands(raw),
        per(raw, records)
    );
    let _ = writeln!(
        o,
        "compressed   {} bytes in blocks, {:.3} bytes/record; ratio {:.2}:1 ({:.1}% of encoded)",
        thousands(stored),
        per(stored, records),
        per(raw, stored),
        100.0 * per(stored, raw)
    );
    let _ = writeln!(
        o,
        "whole file   {:.3} bytes/record (header with schema, block headers, trailer included)",
        per(file_bytes, records)
    );
    let _ = writeln!(
        o,
        "\n(from the block headers; `rjvm-trace summary` without --quick decodes every record \
         and adds the per-type table)"
    );
    finish(o, r.corrupt_blocks(), path, problem)
}

/// Warns of the `corrupt` blocks skipped, prints `o`, and reports the
/// `problem` that ended the reading, if any.
fn finish(
    mut o: String,
    corrupt: &[CorruptBlock],
    path: &Path,
    problem: Option<String>,
) -> Result<(), String> {
    for c in corrupt {
        let _ = writeln!(
            o,
            "warning: corrupt block {} at byte offset {} skipped: {}",
            c.index, c.offset, c.reason
        );
    }
    use std::io::Write;
    super::out_err(std::io::stdout().lock().write_all(o.as_bytes()))?;
    match problem {
        Some(p) => Err(format!("{}: {p}", path.display())),
        None => Ok(()),
    }
}

/// Print the summary of a trace file, decoding every record.
pub fn summary(path: &Path) -> Result<(), String> {
    let file_bytes = std::fs::metadata(path)
        .map_err(|e| format!("{}: {e}", path.display()))?
        .len();
    let mut r = open_trace(path, ReadOptions { skip_corrupt: true })?;
    let schema = r.schema().clone();
    let n = schema.records().len();
    let (mut count, mut bytes, mut meta) = (vec![0u64; n], vec![0u64; n], vec![0u64; n]);
    let mut problem = None;
    loop {
        match r.next_record() {
            Ok(Some(rec)) => {
                let f = r.last_frame();
                count[rec.ty] += 1;
                bytes[rec.ty] += f.frame_bytes as u64;
                meta[rec.ty] += f.meta_bytes as u64;
            }
            Ok(None) => break,
            Err(e) => {
                problem = Some(e.to_string());
                break;
            }
        }
    }
    let st = r.stats().clone();
    let h = r.blocks().header();
    let corrupt = r.blocks().corrupt_blocks().len();
    let total = st.records + st.unknown;
    let mut o = String::new();
    header_lines(&mut o, path, file_bytes, h, n);
    let _ = writeln!(
        o,
        "blocks       {}{}",
        thousands(st.blocks),
        if corrupt > 0 {
            format!(" (+{corrupt} corrupt, skipped)")
        } else {
            String::new()
        }
    );
    let _ = writeln!(
        o,
        "records      {}{}",
        thousands(total),
        if st.unknown > 0 {
            format!(" ({} of unknown types)", thousands(st.unknown))
        } else {
            String::new()
        }
    );
    let _ = writeln!(
        o,
        "encoded      {} bytes, {:.2} bytes/record; meta-data {} bytes ({:.2}%)",
        thousands(st.raw_bytes),
        per(st.raw_bytes, total),
        thousands(st.meta_bytes),
        100.0 * per(st.meta_bytes, st.raw_bytes)
    );
    let _ = writeln!(
        o,
        "compressed   {} bytes in blocks, {:.3} bytes/record; ratio {:.2}:1 ({:.1}% of encoded)",
        thousands(st.stored_bytes),
        per(st.stored_bytes, total),
        per(st.raw_bytes, st.stored_bytes),
        100.0 * per(st.stored_bytes, st.raw_bytes)
    );
    let _ = writeln!(
        o,
        "whole file   {:.3} bytes/record (header with schema, block headers, trailer included)",
        per(file_bytes, total)
    );
    let width = schema
        .records()
        .iter()
        .map(|d| d.name.len())
        .max()
        .unwrap_or(4)
        .max(4);
    let _ = writeln!(o);
    let _ = writeln!(
        o,
        "{:<width$}  {:>14}  {:>7}  {:>9}  {:>10}  {:>6}",
        "type", "records", "share", "B/record", "~zstd B/r", "meta%"
    );
    let ratio = per(st.stored_bytes, st.raw_bytes);
    let mut order: Vec<usize> = (0..n).filter(|&i| count[i] > 0).collect();
    order.sort_by(|a, b| count[*b].cmp(&count[*a]).then(a.cmp(b)));
    for i in order {
        let _ = writeln!(
            o,
            "{:<width$}  {:>14}  {:>6.2}%  {:>9.2}  {:>10.3}  {:>5.1}%",
            schema.record(i).name,
            thousands(count[i]),
            100.0 * per(count[i], total),
            per(bytes[i], count[i]),
            per(bytes[i], count[i]) * ratio,
            100.0 * per(meta[i], bytes[i])
        );
    }
    if st.unknown > 0 {
        let _ = writeln!(
            o,
            "{:<width$}  {:>14}",
            "(unknown types)",
            thousands(st.unknown)
        );
    }
    let _ = writeln!(
        o,
        "\n~zstd B/r: per-type share of the compressed size, estimated from the block-wide ratio."
    );
    finish(o, r.blocks().corrupt_blocks(), path, problem)
}

fn type_name(s: &Schema, t: &FieldType) -> String {
    match t {
        FieldType::Int => "int".into(),
        FieldType::Float => "float".into(),
        FieldType::String => "string".into(),
        FieldType::Data => "data".into(),
        FieldType::Record(r) => s.record(*r).name.clone(),
        FieldType::Array(e, None) => format!("{}[]", type_name(s, e)),
        FieldType::Array(e, Some(n)) => format!("{}[{n}]", type_name(s, e)),
    }
}

fn node_text(n: &AttrNode, path: &str, out: &mut String) {
    for a in &n.attrs {
        let _ = write!(out, " <{}:{:?}>", a.group, a.value);
    }
    for (k, c) in &n.children {
        let _ = write!(
            out,
            "\n        {}~{path}.{k}",
            if c.reset { "!" } else { "" }
        );
        node_text(c, &format!("{path}.{k}"), out);
    }
}

/// Describe the resolved schema (records, fields with all attributes).
pub fn describe_schema(s: &Schema, out: &mut String) {
    for (i, r) in s.records().iter().enumerate() {
        let _ = write!(out, "record {} (type id {})", r.name, s.type_id(i));
        if let Some(p) = r.parent {
            let _ = write!(out, " extends {}", s.record(p).name);
        }
        if let Some(l) = &r.label {
            let _ = write!(out, " {l:?}");
        }
        out.push('\n');
        for a in &r.attributes {
            let _ = writeln!(out, "    <{}:{:?}>", a.group, a.value);
        }
        for f in &r.fields {
            let _ = write!(out, "    {} {}", type_name(s, &f.ty), f.name);
            node_text(&f.node, &f.name, out);
            out.push('\n');
        }
    }
}
