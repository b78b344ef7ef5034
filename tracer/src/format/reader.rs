//! Reading STEP files: blocks in order (optionally skipping them undecoded),
//! then records. A file cut short yields all complete blocks and then
//! [`FormatError::Truncated`]; a block with a bad checksum is reported with
//! its offset, or skipped when [`ReadOptions::skip_corrupt`] is set.

use super::crc::Crc32;
use super::header::Header;
use super::{FormatError, BLOCK_MARKER, END_MARKER, MAX_RAW_BLOCK};
use crate::encode::meta::FrameStats;
use crate::encode::{Decoded, StreamDecoder};
use crate::schema::Schema;
use crate::Record;
use std::io::Read;
use std::sync::Arc;

/// Options of a [`Reader`].
#[derive(Debug, Clone, Copy, Default)]
pub struct ReadOptions {
    /// Skip blocks with a bad checksum (or undecodable data) instead of failing;
    /// they are listed by [`Reader::corrupt_blocks`].
    pub skip_corrupt: bool,
}

/// A block that was skipped because it is damaged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CorruptBlock {
    /// Index of the block (0-based, counting every block seen).
    pub index: u64,
    /// Byte offset of the block header in the file.
    pub offset: u64,
    /// What is wrong.
    pub reason: String,
}

/// One block as read from the file.
#[derive(Debug, Clone)]
pub struct Block {
    /// Index (0-based).
    pub index: u64,
    /// Byte offset of its header in the file.
    pub offset: u64,
    /// Number of records.
    pub records: u32,
    /// Bytes stored in the file (header included).
    pub stored_bytes: u64,
    /// The uncompressed payload (empty if the block was skipped).
    pub raw: Vec<u8>,
    /// Length of the uncompressed payload.
    pub raw_len: u32,
}

/// Reads the blocks of a STEP file.
pub struct Reader<R: Read> {
    r: R,
    header: Header,
    offset: u64,
    index: u64,
    complete: u64,
    done: bool,
    opts: ReadOptions,
    corrupt: Vec<CorruptBlock>,
    pending: Vec<u8>,
}

enum Next {
    Block([u8; 24]),
    End([u8; 20]),
}

impl<R: Read> Reader<R> {
    /// Read the header.
    pub fn new(mut r: R, opts: ReadOptions) -> Result<Self, FormatError> {
        let (header, len) = Header::read_from(&mut r)?;
        Ok(Reader {
            r,
            header,
            offset: len,
            index: 0,
            complete: 0,
            done: false,
            opts,
            corrupt: Vec::new(),
            pending: Vec::new(),
        })
    }

    /// The file header.
    pub fn header(&self) -> &Header {
        &self.header
    }

    /// Compile the embedded schema.
    pub fn schema(&self) -> Result<Schema, FormatError> {
        Schema::compile(&self.header.schema_file, &self.header.schema_source)
            .map_err(FormatError::Schema)
    }

    /// Blocks skipped as damaged so far.
    pub fn corrupt_blocks(&self) -> &[CorruptBlock] {
        &self.corrupt
    }

    /// Number of complete blocks read so far.
    pub fn blocks_read(&self) -> u64 {
        self.complete
    }

    /// Read exactly `buf.len()` bytes; `Ok(false)` at a clean end of input
    /// before the first byte, `Truncated` inside.
    fn fill(&mut self, buf: &mut [u8]) -> Result<bool, FormatError> {
        let mut got = 0;
        while got < buf.len() && !self.pending.is_empty() {
            buf[got] = self.pending.remove(0);
            got += 1;
        }
        while got < buf.len() {
            match self.r.read(&mut buf[got..]) {
                Ok(0) => {
                    if got == 0 {
                        return Ok(false);
                    }
                    return Err(self.truncated());
                }
                Ok(n) => got += n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => return Err(FormatError::Io(e.to_string())),
            }
        }
        Ok(true)
    }

    fn truncated(&self) -> FormatError {
        FormatError::Truncated {
            after_block: self.complete,
            offset: self.offset,
        }
    }

    fn next_header(&mut self) -> Result<Next, FormatError> {
        let mut m = [0u8; 4];
        if !self.fill(&mut m)? {
            return Err(self.truncated());
        }
        if m == BLOCK_MARKER {
            let mut h = [0u8; 24];
            h[..4].copy_from_slice(&m);
            if !self.fill(&mut h[4..])? {
                return Err(self.truncated());
            }
            Ok(Next::Block(h))
        } else if m == END_MARKER {
            let mut h = [0u8; 20];
            h[..4].copy_from_slice(&m);
            if !self.fill(&mut h[4..])? {
                return Err(self.truncated());
            }
            Ok(Next::End(h))
        } else {
            Err(FormatError::Corrupt {
                block: self.index,
                offset: self.offset,
                reason: "no block marker".into(),
            })
        }
    }

    /// Scan forward for the next block or end marker (after damage).
    fn resync(&mut self) -> Result<(), FormatError> {
        let mut win = [0u8; 4];
        let mut have = 0usize;
        loop {
            let mut b = [0u8; 1];
            if !self.fill(&mut b)? {
                return Err(self.truncated());
            }
            self.offset += 1;
            if have < 4 {
                win[have] = b[0];
                have += 1;
            } else {
                win.rotate_left(1);
                win[3] = b[0];
            }
            if have == 4 && (win == BLOCK_MARKER || win == END_MARKER) {
                self.offset -= 4;
                self.pending = win.to_vec();
                return Ok(());
            }
        }
    }

    fn damaged(&mut self, offset: u64, reason: String) -> Result<(), FormatError> {
        let e = CorruptBlock {
            index: self.index,
            offset,
            reason: reason.clone(),
        };
        self.index += 1;
        if !self.opts.skip_corrupt {
            self.done = true;
            return Err(FormatError::Corrupt {
                block: e.index,
                offset,
                reason,
            });
        }
        self.corrupt.push(e);
        Ok(())
    }

    /// The next block, decompressed (`decode = true`) or only skipped over.
    /// `Ok(None)` at the end marker.
    pub fn next_block_opt(&mut self, decode: bool) -> Result<Option<Block>, FormatError> {
        loop {
            if self.done {
                return Ok(None);
            }
            let at = self.offset;
            let next = match self.next_header() {
                Ok(n) => n,
                Err(FormatError::Corrupt { .. }) if self.opts.skip_corrupt => {
                    self.damaged(at, "no block marker where a block should start".into())?;
                    self.resync()?;
                    continue;
                }
                Err(e @ FormatError::Truncated { .. }) => {
                    self.done = true;
                    return Err(e);
                }
                Err(e) => {
                    self.done = true;
                    return Err(e);
                }
            };
            let h = match next {
                Next::End(t) => {
                    let mut c = Crc32::new();
                    c.update(&t[4..16]);
                    let crc = u32::from_le_bytes(t[16..20].try_into().expect("4"));
                    self.done = true;
                    if c.finish() != crc {
                        return Err(FormatError::Corrupt {
                            block: self.index,
                            offset: at,
                            reason: "trailer checksum mismatch".into(),
                        });
                    }
                    self.offset += 20;
                    return Ok(None);
                }
                Next::Block(h) => h,
            };
            let codec = h[4];
            let stored = u32::from_le_bytes(h[8..12].try_into().expect("4"));
            let raw_len = u32::from_le_bytes(h[12..16].try_into().expect("4"));
            let records = u32::from_le_bytes(h[16..20].try_into().expect("4"));
            let crc = u32::from_le_bytes(h[20..24].try_into().expect("4"));
            if stored > MAX_RAW_BLOCK || raw_len > MAX_RAW_BLOCK || codec > 1 {
                self.offset += 4;
                self.damaged(at, "implausible block header".into())?;
                self.resync()?;
                continue;
            }
            // Read in steps of at most 1 MiB, so that a damaged or hostile
            // length costs memory only for bytes that are really there.
            let mut payload = Vec::new();
            let mut left = stored as usize;
            while left > 0 {
                let n = left.min(1 << 20);
                let start = payload.len();
                payload.resize(start + n, 0);
                if !self.fill(&mut payload[start..])? {
                    self.done = true;
                    return Err(self.truncated());
                }
                left -= n;
            }
            let mut c = Crc32::new();
            c.update(&h[4..20]);
            c.update(&payload);
            if c.finish() != crc {
                self.offset += 24 + stored as u64;
                self.damaged(at, "checksum mismatch".into())?;
                // The length may itself be damaged: make sure a marker follows.
                let mut peek = [0u8; 4];
                if self.fill(&mut peek)? {
                    self.pending = peek.to_vec();
                    if peek != BLOCK_MARKER && peek != END_MARKER {
                        self.resync()?;
                    }
                } else {
                    self.done = true;
                    return Err(self.truncated());
                }
                continue;
            }
            self.offset += 24 + stored as u64;
            let index = self.index;
            self.index += 1;
            self.complete += 1;
            let raw = if !decode {
                Vec::new()
            } else if codec == 0 {
                payload
            } else {
                match decompress(&payload, raw_len) {
                    Ok(r) if r.len() == raw_len as usize => r,
                    _ => {
                        self.complete -= 1;
                        self.index -= 1;
                        self.damaged(at, "payload does not decompress".into())?;
                        continue;
                    }
                }
            };
            return Ok(Some(Block {
                index,
                offset: at,
                records,
                stored_bytes: 24 + stored as u64,
                raw,
                raw_len,
            }));
        }
    }

    /// The next block, decompressed; `Ok(None)` at the end of the file.
    pub fn next_block(&mut self) -> Result<Option<Block>, FormatError> {
        self.next_block_opt(true)
    }

    /// Skip the next block without decompressing it.
    pub fn skip_block(&mut self) -> Result<Option<Block>, FormatError> {
        self.next_block_opt(false)
    }
}

/// The largest claimed ratio of raw to compressed bytes that
/// [`decompress`] trusts enough to allocate the whole output up front (the
/// JVM traces' blocks compress about 15:1).
const TRUSTED_RATIO: usize = 64;

/// Decompresses a zstd payload of (claimed) `raw_len` bytes. A plausible
/// claim (at most [`TRUSTED_RATIO`] times the payload) is decompressed in
/// one call into a buffer of exactly that size (a larger result is an
/// error); otherwise the output grows as data comes instead of trusting
/// the claim up front. (The streaming decoder copies every byte once more
/// through its own buffer and the output grows by reallocation: offline
/// metrics of a javac small trace spent about 2% of its instructions in
/// those copies.)
fn decompress(payload: &[u8], raw_len: u32) -> std::io::Result<Vec<u8>> {
    if raw_len as usize <= payload.len().saturating_mul(TRUSTED_RATIO) {
        return zstd::bulk::decompress(payload, raw_len as usize);
    }
    let mut out = Vec::with_capacity((raw_len as usize).min(payload.len().saturating_mul(8)));
    zstd::stream::read::Decoder::new(payload)?
        .take(u64::from(raw_len) + 1)
        .read_to_end(&mut out)?;
    Ok(out)
}

/// Per-type and total statistics gathered while reading records.
#[derive(Debug, Clone, Default)]
pub struct ReadStats {
    /// Records read.
    pub records: u64,
    /// Records skipped because their type is unknown.
    pub unknown: u64,
    /// Framed record bytes (raw block payload).
    pub frame_bytes: u64,
    /// Of which meta-data.
    pub meta_bytes: u64,
    /// Blocks read.
    pub blocks: u64,
    /// Bytes of those blocks in the file (block headers included).
    pub stored_bytes: u64,
    /// Uncompressed payload bytes of those blocks.
    pub raw_bytes: u64,
}

/// Reads dynamic records from a STEP file, in order.
pub struct RecordReader<R: Read> {
    reader: Reader<R>,
    schema: Arc<Schema>,
    dec: StreamDecoder,
    block: Option<Block>,
    pos: usize,
    left: u32,
    stats: ReadStats,
    last: FrameStats,
}

impl<R: Read> RecordReader<R> {
    /// Open a file and compile its embedded schema.
    pub fn new(r: R, opts: ReadOptions) -> Result<Self, FormatError> {
        let reader = Reader::new(r, opts)?;
        let schema = Arc::new(reader.schema()?);
        Ok(RecordReader {
            dec: StreamDecoder::new(schema.clone()),
            schema,
            reader,
            block: None,
            pos: 0,
            left: 0,
            stats: ReadStats::default(),
            last: FrameStats::default(),
        })
    }
    /// The embedded schema.
    pub fn schema(&self) -> &Arc<Schema> {
        &self.schema
    }
    /// The block reader (header, corrupt blocks).
    pub fn blocks(&self) -> &Reader<R> {
        &self.reader
    }
    /// The decoder (e.g. to [`forget_types`](StreamDecoder::forget_types)).
    pub fn decoder(&mut self) -> &mut StreamDecoder {
        &mut self.dec
    }
    /// Statistics so far.
    pub fn stats(&self) -> &ReadStats {
        &self.stats
    }
    /// Framing statistics of the last record returned.
    pub fn last_frame(&self) -> FrameStats {
        self.last
    }
    /// The block the last record came from, if any.
    pub fn current_block(&self) -> Option<&Block> {
        self.block.as_ref()
    }
    /// The next record; unknown types are skipped (and counted). `Ok(None)` at the end.
    pub fn next_record(&mut self) -> Result<Option<Record>, FormatError> {
        loop {
            if self.left == 0 {
                match self.reader.next_block()? {
                    None => return Ok(None),
                    Some(b) => {
                        self.stats.blocks += 1;
                        self.stats.stored_bytes += b.stored_bytes;
                        self.stats.raw_bytes += b.raw_len as u64;
                        self.dec.reset();
                        self.left = b.records;
                        self.pos = 0;
                        self.block = Some(b);
                        continue;
                    }
                }
            }
            let b = self.block.as_ref().expect("block present");
            match self.dec.decode(&b.raw, &mut self.pos) {
                Ok((d, st)) => {
                    self.left -= 1;
                    if self.left == 0 && self.pos != b.raw.len() {
                        return Err(self.bad_block("extra bytes after the last record".into()));
                    }
                    self.stats.frame_bytes += st.frame_bytes as u64;
                    self.stats.meta_bytes += st.meta_bytes as u64;
                    self.last = st;
                    match d {
                        Decoded::Record(r) => {
                            self.stats.records += 1;
                            return Ok(Some(r));
                        }
                        Decoded::Unknown { .. } => self.stats.unknown += 1,
                    }
                }
                Err(e) => {
                    let err = self.bad_block(e.to_string());
                    if let FormatError::Corrupt { .. } = &err {
                        if self.reader.opts.skip_corrupt {
                            let b = self.block.as_ref().expect("block");
                            self.reader.corrupt.push(CorruptBlock {
                                index: b.index,
                                offset: b.offset,
                                reason: e.to_string(),
                            });
                            self.left = 0;
                            continue;
                        }
                    }
                    return Err(err);
                }
            }
        }
    }

    fn bad_block(&self, reason: String) -> FormatError {
        let b = self.block.as_ref().expect("block");
        FormatError::Corrupt {
            block: b.index,
            offset: b.offset,
            reason,
        }
    }
}

impl<R: Read> Iterator for RecordReader<R> {
    type Item = Result<Record, FormatError>;
    fn next(&mut self) -> Option<Self::Item> {
        self.next_record().transpose()
    }
}
