//! The subcommands of `rjvm-trace`: encode, print, summary, schema, stepc
//! (STEP traces); report, diff (metric documents); callgraph; wet (whole
//! execution traces).

pub mod callgraph;
pub mod diff;
pub mod json;
pub mod metrics;
pub mod progress;
pub mod recompress;
pub mod report;
pub mod summary;
pub mod wet;

use clap::{Args, Subcommand, ValueEnum};
use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tracer::format::{
    Compression, FormatError, ReadOptions, RecordReader, RecordWriter, WriteStats, WriterOptions,
};
use tracer::Schema;

/// STEP trace subcommands.
#[derive(Debug, Subcommand)]
pub enum StepCommand {
    /// Encode JSON Lines records into a STEP trace.
    Encode(EncodeArgs),
    /// Print the records of a STEP trace (text for humans, or JSON Lines).
    Print(PrintArgs),
    /// Summarize a STEP trace: records per type, bytes per record, compression.
    Summary(summary::SummaryArgs),
    /// Re-encode a trace's records with other writer settings (compression,
    /// block size), e.g. to archive it at maximum compression.
    Recompress(recompress::RecompressArgs),
    /// Print the STEP-DL schema embedded in a STEP trace.
    Schema(FileArg),
    /// Dufour's dynamic metrics of a trace (JSON by default).
    Metrics(metrics::MetricsArgs),
    /// The STEP-DL compiler.
    Stepc {
        /// What to do.
        #[command(subcommand)]
        cmd: StepcCommand,
    },
    /// Render metric documents (JSON) as HTML, text or CSV; several as an HTML comparison.
    Report(report::ReportArgs),
    /// Print the metrics that differ between two documents; exit 1 if any differs
    /// beyond tolerance, 2 on unreadable input.
    Diff(diff::DiffArgs),
    /// Print the dynamic call graph of a trace, with call counts (text or Graphviz DOT).
    Callgraph(callgraph::CallgraphArgs),
    /// Whole execution traces: build a `.wet` file from a trace, query it
    /// (control flow, value and address traces, slices). See docs/wet.md.
    Wet {
        /// What to do.
        #[command(subcommand)]
        cmd: wet::WetCommand,
    },
}

/// `stepc` subcommands.
#[derive(Debug, Subcommand)]
pub enum StepcCommand {
    /// Compile a schema and report errors (file:line:column: message).
    Check {
        /// The STEP-DL file.
        schema: PathBuf,
        /// Also list the resolved record types, fields and attributes.
        #[arg(short, long)]
        verbose: bool,
    },
    /// Generate Rust types with specialized encoders/decoders (what
    /// `tracer::codegen::generate` does from a build script).
    Generate {
        /// The STEP-DL file.
        schema: PathBuf,
        /// Output Rust file.
        #[arg(short = 'o', long)]
        output: PathBuf,
    },
}

/// Arguments of `encode`.
#[derive(Debug, Args)]
pub struct EncodeArgs {
    /// The STEP-DL schema.
    #[arg(long, short = 's')]
    pub schema: PathBuf,
    /// JSON Lines input (default: standard input).
    #[arg(long = "in", short = 'i')]
    pub input: Option<PathBuf>,
    /// Output trace file.
    #[arg(short = 'o', long)]
    pub output: PathBuf,
    /// Block compression: none, zstd, or a zstd level (e.g. 19 or zstd:19).
    #[arg(long, default_value = "zstd:3")]
    pub compression: String,
    /// Raw block size in bytes (blocks are encoded and compressed independently).
    #[arg(long, default_value_t = 1 << 20)]
    pub block_size: usize,
    /// Extra producer attribute stored in the header (KEY=VALUE, repeatable).
    #[arg(long = "attr", value_name = "KEY=VALUE")]
    pub attrs: Vec<String>,
}

/// Output format of `print`.
#[derive(Debug, Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum PrintFormat {
    /// One readable line per record.
    Text,
    /// The JSON Lines `encode` reads.
    Jsonl,
}

/// Arguments of `print`.
#[derive(Debug, Args)]
pub struct PrintArgs {
    /// The trace file.
    pub file: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: PrintFormat,
    /// Print at most N records.
    #[arg(long)]
    pub limit: Option<u64>,
    /// Only records whose type matches (qualified or simple name; `*` and `?` wildcards).
    #[arg(long = "type", value_name = "PATTERN")]
    pub type_pattern: Option<String>,
    /// Skip damaged blocks (reported on standard error) instead of stopping.
    #[arg(long)]
    pub skip_corrupt: bool,
}

/// A single trace file argument.
#[derive(Debug, Args)]
pub struct FileArg {
    /// The trace file.
    pub file: PathBuf,
}

/// Run a STEP subcommand.
pub fn run(cmd: StepCommand) -> Result<(), String> {
    match cmd {
        StepCommand::Encode(a) => encode(a),
        StepCommand::Print(a) => print(a),
        StepCommand::Summary(a) => summary::run(&a),
        StepCommand::Recompress(a) => recompress::run(a),
        StepCommand::Report(a) => report::run(a),
        StepCommand::Diff(a) => std::process::exit(diff::run(a)),
        StepCommand::Callgraph(a) => callgraph::run(a),
        StepCommand::Metrics(a) => metrics::run(a),
        StepCommand::Wet { cmd } => wet::run(cmd),
        StepCommand::Schema(a) => {
            let r = open_trace(&a.file, ReadOptions::default())?;
            let mut out = std::io::stdout().lock();
            let src = &r.blocks().header().schema_source;
            out_err(out.write_all(src.as_bytes()))?;
            if !src.ends_with('\n') {
                out_err(out.write_all(b"\n"))?;
            }
            Ok(())
        }
        StepCommand::Stepc {
            cmd: StepcCommand::Check { schema, verbose },
        } => {
            let s = load_schema(&schema)?;
            let mut out = String::new();
            if verbose {
                summary::describe_schema(&s, &mut out);
            }
            let n = s.records().len();
            let types = if n == 1 { "type" } else { "types" };
            out.push_str(&format!("{}: ok ({n} record {types})\n", schema.display()));
            out_err(std::io::stdout().lock().write_all(out.as_bytes()))
        }
        StepCommand::Stepc {
            cmd: StepcCommand::Generate { schema, output },
        } => {
            let src = read_file(&schema)?;
            let name = schema
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_else(|| schema.display().to_string());
            tracer::codegen::generate_named(&name, &src, &output).map_err(|e| match e {
                tracer::codegen::CodegenError::Compile(c) => tracer::CompileError {
                    file: schema.display().to_string(),
                    ..c
                }
                .to_string(),
                other => other.to_string(),
            })
        }
    }
}

/// Treat a closed pipe as success; other write errors are errors.
fn out_err(r: std::io::Result<()>) -> Result<(), String> {
    match r {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => std::process::exit(0),
        Err(e) => Err(format!("writing output: {e}")),
        Ok(()) => Ok(()),
    }
}

fn read_file(p: &Path) -> Result<String, String> {
    std::fs::read_to_string(p).map_err(|e| format!("{}: {e}", p.display()))
}

/// Compile a schema file; the error is `file:line:column: message`.
pub fn load_schema(p: &Path) -> Result<Schema, String> {
    let src = read_file(p)?;
    Schema::compile(&p.display().to_string(), &src).map_err(|e| e.to_string())
}

/// Open a trace for reading records.
pub fn open_trace(p: &Path, opts: ReadOptions) -> Result<RecordReader<BufReader<File>>, String> {
    let f = File::open(p).map_err(|e| format!("{}: {e}", p.display()))?;
    RecordReader::new(BufReader::with_capacity(1 << 16, f), opts)
        .map_err(|e| format!("{}: {e}", p.display()))
}

fn encode(a: EncodeArgs) -> Result<(), String> {
    let schema = Arc::new(load_schema(&a.schema)?);
    let compression: Compression = a.compression.parse()?;
    let mut attributes = vec![
        (
            "tool".to_string(),
            format!("rjvm-trace {}", env!("CARGO_PKG_VERSION")),
        ),
        (
            "command-line".to_string(),
            std::env::args().collect::<Vec<_>>().join(" "),
        ),
    ];
    for kv in &a.attrs {
        let (k, v) = kv
            .split_once('=')
            .ok_or_else(|| format!("--attr needs KEY=VALUE, got \"{kv}\""))?;
        attributes.push((k.to_string(), v.to_string()));
    }
    let input: Box<dyn Read> = match &a.input {
        Some(p) => Box::new(File::open(p).map_err(|e| format!("{}: {e}", p.display()))?),
        None => Box::new(std::io::stdin()),
    };
    let in_name = a
        .input
        .as_ref()
        .map(|p| p.display().to_string())
        .unwrap_or_else(|| "<stdin>".into());
    let opts = WriterOptions {
        block_size: a.block_size.max(64),
        compression,
        max_in_flight: 4,
        attributes,
    };
    write_trace(&a.output, schema.clone(), opts, |w| {
        let mut n = 0u64;
        for (i, line) in BufReader::new(input).lines().enumerate() {
            let line = line.map_err(|e| format!("{in_name}: {e}"))?;
            if line.trim().is_empty() {
                continue;
            }
            let at = |m: String| format!("{in_name}:{}: {m}", i + 1);
            let j: serde_json::Value =
                serde_json::from_str(&line).map_err(|e| at(format!("invalid JSON: {e}")))?;
            let r = json::record_from_json(&schema, &j, None).map_err(at)?;
            w.write(&r).map_err(|e| at(e.to_string()))?;
            n += 1;
        }
        Ok(n)
    })?;
    Ok(())
}

/// Writes a trace of `schema` to `output` with `opts`, its records by
/// `fill`: into `OUTPUT.step.partial`, which replaces `output` once
/// complete and on disk, and is removed if `fill` or the writer fails (a
/// failed run leaves no file that looks complete). Returns what `fill`
/// returned and the writer's statistics.
pub fn write_trace<T>(
    output: &Path,
    schema: Arc<Schema>,
    opts: WriterOptions,
    fill: impl FnOnce(&mut RecordWriter<BufWriter<File>>) -> Result<T, String>,
) -> Result<(T, WriteStats), String> {
    let tmp = output.with_extension("step.partial");
    let out = File::create(&tmp).map_err(|e| format!("{}: {e}", tmp.display()))?;
    let mut w = RecordWriter::new(BufWriter::with_capacity(1 << 16, out), schema, opts)
        .map_err(|e| e.to_string())?;
    match fill(&mut w) {
        Ok(t) => {
            let (buf, st) = w.finish().map_err(|e| e.to_string())?;
            buf.into_inner()
                .map_err(|e| format!("{}: {}", tmp.display(), e.error()))?
                .sync_all()
                .map_err(|e| format!("{}: {e}", tmp.display()))?;
            std::fs::rename(&tmp, output).map_err(|e| format!("{}: {e}", output.display()))?;
            Ok((t, st))
        }
        Err(e) => {
            drop(w);
            let _ = std::fs::remove_file(&tmp);
            Err(e)
        }
    }
}

/// Match a type name against a pattern with `*`/`?` wildcards; a pattern
/// without a dot also matches the simple (unqualified) name.
pub fn type_matches(pattern: &str, name: &str) -> bool {
    if glob(pattern.as_bytes(), name.as_bytes()) {
        return true;
    }
    !pattern.contains('.')
        && glob(
            pattern.as_bytes(),
            name.rsplit('.').next().unwrap_or(name).as_bytes(),
        )
}

fn glob(p: &[u8], s: &[u8]) -> bool {
    let (mut pi, mut si, mut star, mut mark) = (0, 0, None, 0);
    while si < s.len() {
        if pi < p.len() && (p[pi] == b'?' || p[pi] == s[si]) {
            pi += 1;
            si += 1;
        } else if pi < p.len() && p[pi] == b'*' {
            star = Some(pi);
            mark = si;
            pi += 1;
        } else if let Some(st) = star {
            pi = st + 1;
            mark += 1;
            si = mark;
        } else {
            return false;
        }
    }
    while pi < p.len() && p[pi] == b'*' {
        pi += 1;
    }
    pi == p.len()
}

fn print(a: PrintArgs) -> Result<(), String> {
    let mut r = open_trace(
        &a.file,
        ReadOptions {
            skip_corrupt: a.skip_corrupt,
        },
    )?;
    let schema = r.schema().clone();
    let wanted: Vec<bool> = schema
        .records()
        .iter()
        .map(|d| {
            a.type_pattern
                .as_deref()
                .is_none_or(|p| type_matches(p, &d.name))
        })
        .collect();
    if a.type_pattern.is_some() && !wanted.iter().any(|w| *w) {
        return Err(format!(
            "no record type in {} matches \"{}\"",
            a.file.display(),
            a.type_pattern.as_deref().unwrap_or("")
        ));
    }
    let stdout = std::io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut line = String::new();
    let mut n = 0u64;
    let mut reported = 0;
    let res = loop {
        if a.limit.is_some_and(|l| n >= l) {
            break Ok(());
        }
        let rec = match r.next_record() {
            Ok(Some(rec)) => rec,
            Ok(None) => break Ok(()),
            Err(e) => break Err(e),
        };
        let bad = r.blocks().corrupt_blocks();
        while reported < bad.len() {
            eprintln!(
                "rjvm-trace: warning: skipped corrupt block {} at byte offset {}: {}",
                bad[reported].index, bad[reported].offset, bad[reported].reason
            );
            reported += 1;
        }
        if !wanted[rec.ty] {
            continue;
        }
        line.clear();
        match a.format {
            PrintFormat::Jsonl => json::record_to_json(&schema, &rec, &mut line),
            PrintFormat::Text => json::record_to_text(&schema, &rec, &mut line),
        }
        line.push('\n');
        out_err(out.write_all(line.as_bytes()))?;
        n += 1;
    };
    out_err(out.flush())?;
    let unknown = r.stats().unknown;
    if unknown > 0 {
        eprintln!("rjvm-trace: note: skipped {unknown} records of unknown types");
    }
    res.map_err(|e: FormatError| format!("{}: {e}", a.file.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    const SCHEMA: &str = r#"
        package t {
          record Base { int k; string s <encoding:"identifier">; }
          record Sub extends Base { float f; data d; int[] xs; ~xs.element <encoding:"size=1+">; }
          record Holder { Base b; Base[] many; }
        }
    "#;

    const LINES: &[&str] = &[
        r#"{"type":"t.Base","fields":{"k":-9223372036854775808,"s":"héllo \"q\" 🎉\n\u0000"}}"#,
        r#"{"type":"t.Sub","fields":{"k":9223372036854775807,"s":"x","f":0.1,"d":"AAEC/w==","xs":[3,10,1,13563,2,19]}}"#,
        r#"{"type":"t.Holder","fields":{"b":{"type":"t.Sub","fields":{"k":1,"s":"x","f":-0.0,"d":"","xs":[]}},"many":[{"type":"t.Base","fields":{"k":2,"s":"y"}}]}}"#,
        r#"{"type":"t.Sub","fields":{"k":0,"s":"","f":"NaN","d":"","xs":[]}}"#,
        r#"{"type":"t.Sub","fields":{"k":0,"s":"","f":5e-324,"d":"","xs":[]}}"#,
        r#"{"type":"t.Sub","fields":{"k":0,"s":"","f":1.7976931348623157e308,"d":"","xs":[]}}"#,
        r#"{"type":"t.Sub","fields":{"k":0,"s":"","f":"-Infinity","d":"","xs":[]}}"#,
    ];

    fn dir() -> PathBuf {
        let d = std::env::temp_dir().join(format!("rjvm-trace-test-{}", std::process::id()));
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn encode_then_print_jsonl_is_the_identity() {
        let d = dir();
        let schema = d.join("s.stepdl");
        std::fs::write(&schema, SCHEMA).unwrap();
        let input = d.join("in.jsonl");
        std::fs::write(&input, LINES.join("\n") + "\n").unwrap();
        let out = d.join("out.step");
        encode(EncodeArgs {
            schema: schema.clone(),
            input: Some(input),
            output: out.clone(),
            compression: "zstd:3".into(),
            block_size: 64,
            attrs: vec!["run=test".into()],
        })
        .unwrap();
        let s = load_schema(&schema).unwrap();
        let mut r = open_trace(&out, ReadOptions::default()).unwrap();
        let mut got = Vec::new();
        while let Some(rec) = r.next_record().unwrap() {
            let mut line = String::new();
            json::record_to_json(&s, &rec, &mut line);
            got.push(line);
        }
        let want: Vec<serde_json::Value> = LINES
            .iter()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        let got_v: Vec<serde_json::Value> = got
            .iter()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(got_v, want);
        // Text is identical too for these lines (schema field order, compact).
        assert_eq!(got[1], LINES[1]);
        assert!(r
            .blocks()
            .header()
            .attributes
            .contains(&("run".to_string(), "test".to_string())));
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn json_errors_are_clear() {
        let s = Schema::compile("s", SCHEMA).unwrap();
        let cases = [
            (
                r#"{"type":"t.Nope","fields":{}}"#,
                "unknown record type \"t.Nope\"",
            ),
            (
                r#"{"type":"t.Base","fields":{"k":1}}"#,
                "t.Base: missing field \"s\"",
            ),
            (
                r#"{"type":"t.Base","fields":{"k":1.5,"s":""}}"#,
                "t.Base.k: expected an integer, got 1.5",
            ),
            (
                r#"{"type":"t.Base","fields":{"k":18446744073709551615,"s":""}}"#,
                "outside the 64-bit signed range",
            ),
            (
                r#"{"type":"t.Base","fields":{"k":1,"s":"","z":2}}"#,
                "t.Base has no field \"z\"",
            ),
            (
                r#"{"type":"t.Holder","fields":{"b":{"type":"t.Holder","fields":{}},"many":[]}}"#,
                "a t.Holder is not a t.Base",
            ),
            (
                r#"{"type":"t.Sub","fields":{"k":0,"s":"","f":0,"d":"@@","xs":[]}}"#,
                "data must be base64",
            ),
        ];
        for (line, want) in cases {
            let j: serde_json::Value = serde_json::from_str(line).unwrap();
            let e = json::record_from_json(&s, &j, None).unwrap_err();
            assert!(e.contains(want), "{line}: {e}");
        }
        // Simple names resolve when unambiguous.
        let j: serde_json::Value =
            serde_json::from_str(r#"{"type":"Base","fields":{"k":1,"s":""}}"#).unwrap();
        assert!(json::record_from_json(&s, &j, None).is_ok());
    }

    #[test]
    fn type_patterns() {
        assert!(type_matches("t.Base", "t.Base"));
        assert!(type_matches("Base", "t.Base"));
        assert!(type_matches("t.*", "t.Sub"));
        assert!(type_matches("*Enter*", "rjvm.bench.MethodEnter"));
        assert!(type_matches("S?b", "t.Sub"));
        assert!(!type_matches("t.Base", "t.Sub"));
        assert!(!type_matches("u.*", "t.Sub"));
    }
}
