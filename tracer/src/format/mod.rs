//! The STEP trace file format (specified in `docs/step-format.md`): a header
//! with the embedded schema, then independently decodable, checksummed,
//! optionally zstd-compressed blocks, then a trailer.
//!
//! # Flushing on signals
//! The library installs no signal handlers. A producer that must survive
//! SIGINT/SIGTERM either calls [`Writer::flush`]/[`Writer::finish`] from its
//! shutdown path, or hands a [`FlushHandle`] to its signal-handling thread:
//! [`FlushHandle::request_flush`] makes the next record boundary ship the
//! current block and wait until it is written. A file without a trailer reads
//! as every complete block followed by a "truncated after block N" error.

pub mod crc;
pub mod header;
pub mod reader;
pub mod writer;

pub use header::Header;
pub use reader::{Block, CorruptBlock, ReadOptions, ReadStats, Reader, RecordReader};
pub use writer::{FlushHandle, RecordWriter, WriteError, WriteStats, Writer, WriterOptions};

/// Marker starting each block.
pub const BLOCK_MARKER: [u8; 4] = *b"SBLK";
/// Marker starting the trailer.
pub const END_MARKER: [u8; 4] = *b"SEND";
/// Largest stored or raw block payload accepted by readers (1 GiB).
pub const MAX_RAW_BLOCK: u32 = 1 << 30;

/// Block payload compression.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Compression {
    /// Stored as is.
    None,
    /// zstd at the given level (1..=22; negative levels are fast modes).
    Zstd(i32),
}

impl std::str::FromStr for Compression {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        if s == "none" {
            return Ok(Compression::None);
        }
        let l = s
            .strip_prefix("zstd")
            .unwrap_or(s)
            .trim_start_matches([':', '=', '-']);
        if l.is_empty() {
            return Ok(Compression::Zstd(3));
        }
        match l.parse::<i32>() {
            Ok(n) if (-7..=22).contains(&n) => Ok(Compression::Zstd(n)),
            _ => Err(format!(
                "compression must be 'none', 'zstd' or a zstd level -7..22, not \"{s}\""
            )),
        }
    }
}

/// Errors reading or writing a STEP file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FormatError {
    /// An I/O error.
    #[error("I/O error: {0}")]
    Io(String),
    /// Not a STEP file.
    #[error("not a STEP trace file (bad magic)")]
    BadMagic,
    /// A format version this library cannot read (another major version).
    #[error("unsupported STEP format version {0}.{1}: this reader reads version 1.x files (a newer reader is needed)")]
    UnsupportedVersion(u16, u16),
    /// The header is damaged.
    #[error("bad header: {0}")]
    BadHeader(String),
    /// The file ends inside the header.
    #[error("file is truncated inside the header")]
    TruncatedHeader,
    /// The file ends after `after_block` complete blocks, without a trailer.
    #[error("truncated after block {after_block} (at byte offset {offset}): the file ends before its trailer")]
    Truncated {
        /// Complete blocks before the cut.
        after_block: u64,
        /// Offset where the incomplete part starts.
        offset: u64,
    },
    /// A damaged block.
    #[error("corrupt block {block} at byte offset {offset}: {reason}")]
    Corrupt {
        /// Block index.
        block: u64,
        /// Byte offset of the block.
        offset: u64,
        /// What is wrong.
        reason: String,
    },
    /// The embedded schema does not compile.
    #[error("embedded schema: {0}")]
    Schema(#[from] crate::dl::CompileError),
}
