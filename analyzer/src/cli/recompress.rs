//! `rjvm-trace recompress IN -o OUT [--compression C] [--block-size SIZE]`:
//! re-encode a trace's records with other writer settings, e.g. to archive
//! a trace at maximum compression after the run (`--compression zstd:19
//! --block-size 16M`). The records, the schema and the header attributes
//! are the same; only the block boundaries (where STEP's encoder state
//! restarts) and the compression of the blocks change, so `print` of the
//! two files is identical.

use super::{open_trace, out_err, write_trace};
use clap::Args;
use std::io::Write;
use std::path::PathBuf;
use tracer::format::{Compression, ReadOptions, WriterOptions};

/// Arguments of `rjvm-trace recompress`.
#[derive(Debug, Args)]
pub struct RecompressArgs {
    /// The trace to read.
    pub input: PathBuf,
    /// The trace to write (replaced only once complete).
    #[arg(short = 'o', long)]
    pub output: PathBuf,
    /// Block compression of the output: none or zstd[:LEVEL] (-7..22).
    #[arg(long, default_value = "zstd:19")]
    pub compression: String,
    /// Raw bytes per output block: a number with an optional k, M or G
    /// suffix (binary multiples), 4k to 1G. Larger blocks compress better
    /// (STEP's identifier and cache tables restart in every block).
    #[arg(long, default_value = "16M")]
    pub block_size: String,
    /// Skip blocks with a bad checksum (reported on stderr) instead of
    /// stopping at the first.
    #[arg(long)]
    pub skip_corrupt: bool,
    /// Print the input's and the output's sizes when done.
    #[arg(long, short = 'v')]
    pub verbose: bool,
}

/// Smallest and largest `--block-size`.
const MIN_BLOCK: u64 = 4 << 10;
const MAX_BLOCK: u64 = 1 << 30;

/// Parses a block size: `65536`, `64k`, `16M`, `1G` (binary multiples).
pub fn parse_block_size(s: &str) -> Result<usize, String> {
    let t = s.trim();
    let (num, mult) = match t.chars().last() {
        Some('k' | 'K') => (&t[..t.len() - 1], 1u64 << 10),
        Some('m' | 'M') => (&t[..t.len() - 1], 1 << 20),
        Some('g' | 'G') => (&t[..t.len() - 1], 1 << 30),
        _ => (t, 1),
    };
    match num.parse::<u64>().ok().and_then(|n| n.checked_mul(mult)) {
        Some(n) if (MIN_BLOCK..=MAX_BLOCK).contains(&n) => Ok(n as usize),
        _ => Err(format!(
            "block size must be a size from 4k to 1G (e.g. 16M), not \"{s}\""
        )),
    }
}

/// Runs `recompress`.
pub fn run(a: RecompressArgs) -> Result<(), String> {
    let compression: Compression = a.compression.parse()?;
    let block_size = parse_block_size(&a.block_size)?;
    let mut r = open_trace(
        &a.input,
        ReadOptions {
            skip_corrupt: a.skip_corrupt,
        },
    )?;
    let schema = r.schema().clone();
    let opts = WriterOptions {
        block_size,
        compression,
        max_in_flight: 4,
        // The producer's attributes as they were: the records are the
        // producer's, only the writer settings change.
        attributes: r.blocks().header().attributes.clone(),
    };
    let in_name = a.input.display().to_string();
    let mut reported = 0;
    let (n, st) = write_trace(&a.output, schema, opts, |w| {
        let mut n = 0u64;
        while let Some(rec) = r.next_record().map_err(|e| format!("{in_name}: {e}"))? {
            let bad = r.blocks().corrupt_blocks();
            while reported < bad.len() {
                eprintln!(
                    "rjvm-trace: warning: skipped corrupt block {} at byte offset {}: {}",
                    bad[reported].index, bad[reported].offset, bad[reported].reason
                );
                reported += 1;
            }
            w.write(&rec)
                .map_err(|e| format!("{}: record {n}: {e}", a.output.display()))?;
            n += 1;
        }
        Ok(n)
    })?;
    if a.verbose {
        let before = std::fs::metadata(&a.input).map(|m| m.len()).unwrap_or(0);
        out_err(writeln!(
            std::io::stderr().lock(),
            "{n} records, {} blocks: {before} -> {} bytes",
            st.blocks,
            st.file_bytes
        ))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::parse_block_size;

    #[test]
    fn block_sizes() {
        assert_eq!(parse_block_size("16M"), Ok(16 << 20));
        assert_eq!(parse_block_size("64k"), Ok(64 << 10));
        assert_eq!(parse_block_size("1G"), Ok(1 << 30));
        assert_eq!(parse_block_size("65536"), Ok(65536));
        assert!(parse_block_size("2G").is_err());
        assert!(parse_block_size("1k").is_err());
        assert!(parse_block_size("x").is_err());
        assert!(parse_block_size("").is_err());
    }
}
