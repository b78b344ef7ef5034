//! Dufour's dynamic metrics (seed 004, section 3.4 and appendix A, with the
//! rules of metrics-reference.md), computed by one [`Engine`] from the
//! records of the JVM event schema: inside the VM during a run (`rjvm
//! -metrics`) or from a trace file ([`analyze_file`], `rjvm-trace
//! metrics`). See docs/metrics.md for every metric and every choice.

mod acc;
mod continuous;
mod counts;
mod engine;
mod output;
mod pipeline;

pub use engine::{counts_calls, Engine};
pub use output::{hot_count, SERIES};
pub use pipeline::Threads;

use crate::program::PartitionRules;
use crate::records::expand::Rule;
use crate::step;
use std::path::Path;

/// Producer attribute of a trace header naming the program (main class,
/// jar or embedded workload).
pub const PROGRAM_ATTRIBUTE: &str = "program";
/// Producer attribute of a trace header holding the program's command
/// (the launcher arguments without the tracing and metrics options).
pub const COMMAND_ATTRIBUTE: &str = "command";

/// How to compute the metrics.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MetricsOptions {
    /// Window of the continuous metrics, in thousands of bytecodes (at
    /// least 1: the command lines refuse 0 through [`parse_window_kbc`];
    /// the engine takes 0 as 1).
    pub window_kbc: u64,
    /// The application/library partition.
    pub rules: PartitionRules,
}

impl Default for MetricsOptions {
    fn default() -> Self {
        MetricsOptions {
            window_kbc: 100,
            rules: PartitionRules::default(),
        }
    }
}

/// Parses the window of the continuous metrics, in kbc: a whole number of
/// at least 1 (`rjvm-trace metrics --window-kbc`, `rjvm
/// -metrics-window-kbc`).
pub fn parse_window_kbc(s: &str) -> Result<u64, String> {
    match s.trim().parse::<u64>() {
        Ok(0) => Err("the window must be at least 1 kbc (0 would have no windows)".into()),
        Ok(n) => Ok(n),
        Err(e) => Err(format!("not a number of kbc: {e}")),
    }
}

/// Why a trace could not be analyzed.
#[derive(Debug)]
pub enum MetricsError {
    /// The file could not be opened.
    Io(std::io::Error),
    /// The trace is malformed.
    Format(tracer::format::FormatError),
    /// A record could not be decoded.
    Decode(String),
}

impl std::fmt::Display for MetricsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MetricsError::Io(e) => write!(f, "{e}"),
            MetricsError::Format(e) => write!(f, "{e}"),
            MetricsError::Decode(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for MetricsError {}

/// Feeds every record of the trace read from `r` to `engine`; returns the
/// header's producer attributes. `progress(records)` is called after each
/// block with the number of records read so far. Decodes on a thread of
/// its own when a CPU is free for it ([`Threads::auto`]).
pub fn feed<R: std::io::Read + Send>(
    r: R,
    engine: &mut Engine,
    progress: impl FnMut(u64),
) -> Result<Vec<(String, String)>, MetricsError> {
    feed_with(r, Threads::auto(), engine, progress)
}

/// [`feed`] on `threads`.
pub fn feed_with<R: std::io::Read + Send>(
    r: R,
    threads: Threads,
    engine: &mut Engine,
    progress: impl FnMut(u64),
) -> Result<Vec<(String, String)>, MetricsError> {
    read_records_with(r, threads, |rec| engine.record(rec), progress)
}

/// Decodes every record of the trace read from `r`, in order, and hands it
/// to `f`, with the `BlockEnter` records the trace implies put back in
/// place (`crate::records::implied`); returns the header's producer
/// attributes. `progress(records)` is called after each trace block with
/// the records decoded so far (as in the file). Decodes on a thread of its
/// own when a CPU is free for it ([`Threads::auto`]); `f`
/// runs on the calling thread.
pub fn read_records<R: std::io::Read + Send>(
    r: R,
    f: impl FnMut(step::AnyRecord),
    progress: impl FnMut(u64),
) -> Result<Vec<(String, String)>, MetricsError> {
    read_records_with(r, Threads::auto(), f, progress)
}

/// [`read_records`] on `threads`: with [`Threads::Two`], reading,
/// decompressing and decoding the trace blocks run on a thread of their
/// own (`pipeline`), the implied-record rules and `f` on the calling
/// thread; same records, order, progress and errors as [`Threads::One`].
pub fn read_records_with<R: std::io::Read + Send>(
    r: R,
    threads: Threads,
    mut f: impl FnMut(step::AnyRecord),
    progress: impl FnMut(u64),
) -> Result<Vec<(String, String)>, MetricsError> {
    let reader = tracer::format::Reader::new(r, tracer::format::ReadOptions::default())
        .map_err(MetricsError::Format)?;
    let mut expander =
        crate::records::implied::Expander::for_attributes(&reader.header().attributes);
    if threads == Threads::Two {
        let attributes = reader.header().attributes.clone();
        let schema = reader.schema().map_err(MetricsError::Format)?;
        pipeline::run(reader, &schema, expander.as_mut(), &mut f, progress)?;
        if let Some(expander) = &mut expander {
            expander.finish(&mut f);
        }
        return Ok(attributes);
    }
    if let Some(mut expander) = expander {
        if expander.reads_bits() {
            let attributes = decode_records_bits_ahead(reader, &mut expander, &mut f, progress)?;
            expander.finish(&mut f);
            return Ok(attributes);
        }
        let attributes = decode_records(reader, |rec| expander.push(rec, &mut f), progress)?;
        expander.finish(&mut f);
        return Ok(attributes);
    }
    decode_records(reader, f, progress)
}

/// [`decode_records`] into `expander` for a trace with the rule of implied
/// branch blocks: each trace block's `BranchBits` records first (a decoder
/// of their own that reads only them,
/// [`Expander::push_bits_ahead`](crate::records::implied::Expander::push_bits_ahead)),
/// then all its records, so that a record waits for bits only where its
/// chain's bits are in a later block.
fn decode_records_bits_ahead<R: std::io::Read>(
    mut reader: tracer::format::Reader<R>,
    expander: &mut crate::records::implied::Expander,
    mut f: impl FnMut(step::AnyRecord),
    mut progress: impl FnMut(u64),
) -> Result<Vec<(String, String)>, MetricsError> {
    let attributes = reader.header().attributes.clone();
    let schema = reader.schema().map_err(MetricsError::Format)?;
    let mut dec = step::Decoder::for_schema(&schema);
    let mut bits = step::Decoder::for_schema(&schema);
    let mut records = 0u64;
    while let Some(block) = reader.next_block().map_err(MetricsError::Format)? {
        bits.reset();
        dec.reset();
        let decoded = bits
            .decode_block_only(
                &block.raw,
                block.records,
                step::BranchBits::TYPE_ID,
                |rec| expander.push_bits_ahead(rec, &mut f),
            )
            .and_then(|()| {
                dec.decode_block(&block.raw, block.records, |rec| expander.push(rec, &mut f))
            });
        decoded.map_err(|e| block_error(&block, e))?;
        records += u64::from(block.records);
        progress(records);
    }
    Ok(attributes)
}

/// The error of a trace block whose records do not decode, naming the
/// block and its offset.
fn block_error(block: &tracer::format::Block, e: impl std::fmt::Display) -> MetricsError {
    MetricsError::Decode(format!(
        "block {} at offset {}: {e}",
        block.index, block.offset
    ))
}

/// Decodes every record of the trace `reader` reads, in file order, and
/// hands it to `f`.
fn decode_records<R: std::io::Read>(
    mut reader: tracer::format::Reader<R>,
    mut f: impl FnMut(step::AnyRecord),
    mut progress: impl FnMut(u64),
) -> Result<Vec<(String, String)>, MetricsError> {
    let attributes = reader.header().attributes.clone();
    let mut dec = step::Decoder::for_schema(&reader.schema().map_err(MetricsError::Format)?);
    let mut records = 0u64;
    while let Some(block) = reader.next_block().map_err(MetricsError::Format)? {
        dec.reset();
        dec.decode_block(&block.raw, block.records, &mut f)
            .map_err(|e| block_error(&block, e))?;
        records += u64::from(block.records);
        progress(records);
    }
    Ok(attributes)
}

/// The value of producer attribute `key`, or "".
pub fn attribute<'a>(attributes: &'a [(String, String)], key: &str) -> &'a str {
    attributes
        .iter()
        .find(|(k, _)| k == key)
        .map_or("", |(_, v)| v.as_str())
}

/// Computes the metrics of the trace at `path` (program and command from
/// its header's `program` and `command` attributes).
pub fn analyze_file(path: &Path, opts: &MetricsOptions) -> Result<serde_json::Value, MetricsError> {
    let f = std::fs::File::open(path).map_err(MetricsError::Io)?;
    let mut engine = Engine::new(opts);
    let attrs = feed(
        std::io::BufReader::with_capacity(1 << 16, f),
        &mut engine,
        |_| {},
    )?;
    Ok(engine.to_json(
        attribute(&attrs, PROGRAM_ATTRIBUTE),
        attribute(&attrs, COMMAND_ATTRIBUTE),
    ))
}

/// The metrics JSON as text: pretty-printed, keys in document order, with
/// a final newline (what `-metrics` and `rjvm-trace metrics` write).
pub fn json_text(json: &serde_json::Value) -> String {
    let mut s = serde_json::to_string_pretty(json).expect("JSON values always serialize");
    s.push('\n');
    s
}

#[cfg(test)]
mod tests {
    use super::parse_window_kbc;

    #[test]
    fn window_kbc_is_at_least_one() {
        assert_eq!(parse_window_kbc("1"), Ok(1));
        assert_eq!(parse_window_kbc(" 100 "), Ok(100));
        assert!(parse_window_kbc("0")
            .unwrap_err()
            .contains("at least 1 kbc"));
        assert!(parse_window_kbc("-3").is_err());
        assert!(parse_window_kbc("").is_err());
    }
}
