//! The block writer: the producer encodes records into the current block;
//! full blocks go to a background thread that compresses, checksums and
//! writes them, with a bounded number of blocks in flight.

use super::crc::Crc32;
use super::header::Header;
use super::{Compression, FormatError, BLOCK_MARKER, END_MARKER};
use crate::encode::meta::FrameStats;
use crate::encode::{EncodeError, StreamEncoder};
use crate::schema::Schema;
use crate::Record;
use parking_lot::{Condvar, Mutex};
use std::collections::VecDeque;
use std::io::Write;
use std::sync::atomic::{fence, AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;

/// Options of a [`Writer`].
#[derive(Debug, Clone)]
pub struct WriterOptions {
    /// A block is closed once its raw (uncompressed) payload reaches this many bytes.
    pub block_size: usize,
    /// Payload compression.
    pub compression: Compression,
    /// Blocks handed to the background thread but not yet written (at least 1).
    pub max_in_flight: usize,
    /// Producer attributes stored in the header.
    pub attributes: Vec<(String, String)>,
}

impl Default for WriterOptions {
    fn default() -> Self {
        WriterOptions {
            block_size: 1 << 20,
            compression: Compression::Zstd(3),
            max_in_flight: 4,
            attributes: vec![(
                "tool".to_string(),
                format!("tracer {}", env!("CARGO_PKG_VERSION")),
            )],
        }
    }
}

/// Totals of what a writer produced.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WriteStats {
    /// Blocks written.
    pub blocks: u64,
    /// Records written.
    pub records: u64,
    /// Raw (uncompressed) payload bytes.
    pub raw_bytes: u64,
    /// Bytes in the file (header, block headers, payloads, trailer).
    pub file_bytes: u64,
}

enum Job {
    Block { raw: Vec<u8>, records: u32 },
    Sync(u64),
    Finish,
}

struct State {
    jobs: VecDeque<Job>,
    in_flight: usize,
    synced: u64,
    error: Option<String>,
    stats: WriteStats,
    spare: Vec<Vec<u8>>,
}

struct Shared {
    state: Mutex<State>,
    work: Condvar,
    progress: Condvar,
}

/// A handle another thread (e.g. a signal handler thread) can use to ask the
/// producer to flush: the next [`Writer::end_record`] ships the current block
/// and waits until it is on disk.
#[derive(Debug, Clone)]
pub struct FlushHandle(Arc<FlushRequest>);

impl FlushHandle {
    /// Ask for a flush at the next record boundary.
    pub fn request_flush(&self) {
        self.0.requested.store(true, Ordering::Release);
        // After the flag (release): a producer that sees the limit drop
        // also sees the flag (see `Writer::end_record_slow`).
        self.0.limit.store(0, Ordering::Release);
    }
}

/// A flush request, shared by a [`Writer`] and its [`FlushHandle`]s.
#[derive(Debug)]
struct FlushRequest {
    /// A flush was requested and not served yet.
    requested: AtomicBool,
    /// The block length at which [`Writer::end_record`] leaves its fast
    /// path: the block size, or 0 while a flush is requested. One compare
    /// per record thus tests both "block full" and "flush requested".
    limit: AtomicUsize,
}

/// Writes a STEP file: header, then blocks, then a trailer on [`finish`](Writer::finish).
pub struct Writer<W: Write + Send + 'static> {
    schema: Arc<Schema>,
    block: Vec<u8>,
    records: u32,
    generation: u64,
    block_size: usize,
    max_in_flight: usize,
    sync_seq: u64,
    shared: Arc<Shared>,
    thread: Option<JoinHandle<Option<W>>>,
    flush_req: Arc<FlushRequest>,
    finished: bool,
}

impl<W: Write + Send + 'static> Writer<W> {
    /// Write the header and start the background thread.
    pub fn new(mut w: W, schema: Arc<Schema>, opts: WriterOptions) -> Result<Self, FormatError> {
        let header = Header {
            version: (super::header::VERSION_MAJOR, super::header::VERSION_MINOR),
            attributes: opts.attributes.clone(),
            schema_file: schema.file_name().to_string(),
            schema_source: schema.source().to_string(),
        };
        let hb = header
            .write_to(&mut w)
            .map_err(|e| FormatError::Io(e.to_string()))?;
        let shared = Arc::new(Shared {
            state: Mutex::new(State {
                jobs: VecDeque::new(),
                in_flight: 0,
                synced: 0,
                error: None,
                stats: WriteStats {
                    file_bytes: hb,
                    ..WriteStats::default()
                },
                spare: Vec::new(),
            }),
            work: Condvar::new(),
            progress: Condvar::new(),
        });
        let sh = shared.clone();
        let compression = opts.compression;
        let thread = std::thread::Builder::new()
            .name("step-writer".into())
            .spawn(move || worker(w, sh, compression))
            .map_err(|e| FormatError::Io(e.to_string()))?;
        Ok(Writer {
            schema,
            block: block_buffer(opts.block_size),
            records: 0,
            generation: 0,
            block_size: opts.block_size.max(1),
            max_in_flight: opts.max_in_flight.max(1),
            sync_seq: 0,
            shared,
            thread: Some(thread),
            flush_req: Arc::new(FlushRequest {
                requested: AtomicBool::new(false),
                limit: AtomicUsize::new(opts.block_size.max(1)),
            }),
            finished: false,
        })
    }

    /// The schema records are written against.
    pub fn schema(&self) -> &Arc<Schema> {
        &self.schema
    }

    /// The current block's raw payload (append one framed record, then call
    /// [`end_record`](Self::end_record)) and the block generation: encoder
    /// state must be reset whenever the generation changes.
    #[inline]
    pub fn block(&mut self) -> (&mut Vec<u8>, u64) {
        (&mut self.block, self.generation)
    }

    /// The current block generation (see [`block`](Self::block)).
    #[inline]
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// A handle to request a flush from another thread.
    pub fn flush_handle(&self) -> FlushHandle {
        FlushHandle(self.flush_req.clone())
    }

    /// Count the record just appended; ships the block when it is full.
    #[inline]
    pub fn end_record(&mut self) -> Result<(), FormatError> {
        if self.count_record() {
            return self.end_record_slow();
        }
        Ok(())
    }

    /// [`end_record`](Self::end_record), calling `new_block` if the block
    /// ended (the generation changed): for a caller that resets its
    /// encoder state there rather than testing the generation before every
    /// record.
    #[inline]
    pub fn end_record_then(&mut self, new_block: impl FnOnce()) -> Result<(), FormatError> {
        if self.count_record() {
            return self.end_full_record_then(new_block);
        }
        Ok(())
    }

    /// [`end_record_then`](Self::end_record_then) in two steps, for a
    /// leaf fast path: counts the record just appended and says whether
    /// the block is full (or a flush was requested); then (true) the
    /// caller calls [`end_full_record_then`](Self::end_full_record_then)
    /// out of its fast path.
    #[inline(always)]
    pub fn count_record(&mut self) -> bool {
        self.records += 1;
        self.block.len() >= self.flush_req.limit.load(Ordering::Relaxed)
    }

    /// The rest of [`end_record_then`](Self::end_record_then) after
    /// [`count_record`](Self::count_record) said the block is full: ships
    /// it, calling `new_block` if the block ended.
    #[cold]
    #[inline(never)]
    pub fn end_full_record_then(&mut self, new_block: impl FnOnce()) -> Result<(), FormatError> {
        let generation = self.generation;
        let r = self.end_record_slow();
        if self.generation != generation {
            new_block();
        }
        r
    }

    /// [`end_record`](Self::end_record) when the block is full or a flush
    /// was requested (out of the per-record path).
    #[cold]
    #[inline(never)]
    fn end_record_slow(&mut self) -> Result<(), FormatError> {
        // Pairs with the release stores of `request_flush`: a limit of 0
        // seen above makes its flag visible here.
        fence(Ordering::Acquire);
        // The limit is restored before the flag is taken: a request that
        // comes in between lowers it again (served at the next record),
        // so none is lost.
        self.flush_req
            .limit
            .store(self.block_size, Ordering::Relaxed);
        if self.block.len() >= self.block_size {
            self.end_block()?;
        }
        if self.flush_req.requested.swap(false, Ordering::Relaxed) {
            self.flush()?;
        }
        Ok(())
    }

    /// Close the current block (if it holds records) and hand it to the
    /// background thread. Encoder state must be reset afterwards (the
    /// generation changes).
    pub fn end_block(&mut self) -> Result<(), FormatError> {
        self.generation += 1;
        if self.records == 0 {
            self.block.clear();
            return Ok(());
        }
        let mut st = self.shared.state.lock();
        while st.in_flight >= self.max_in_flight && st.error.is_none() {
            self.shared.progress.wait(&mut st);
        }
        if let Some(e) = &st.error {
            return Err(FormatError::Io(e.clone()));
        }
        let spare = st.spare.pop();
        let raw = std::mem::take(&mut self.block);
        st.jobs.push_back(Job::Block {
            raw,
            records: self.records,
        });
        st.in_flight += 1;
        self.records = 0;
        drop(st);
        self.shared.work.notify_one();
        // No spare back from the writer thread yet: a buffer of the whole
        // block's size, allocated once. (An empty one grew by doubling,
        // each step a realloc copying the block so far: jess small's
        // interpreter thread spent ~0.2M cache-line misses on those copies.)
        self.block = spare.unwrap_or_else(|| block_buffer(self.block_size));
        self.block.clear();
        Ok(())
    }

    /// Ship the current block and wait until everything handed over is
    /// written and the underlying writer flushed. Safe to call at any record
    /// boundary (e.g. from a SIGINT/SIGTERM path before exit).
    pub fn flush(&mut self) -> Result<(), FormatError> {
        self.end_block()?;
        self.sync_seq += 1;
        let seq = self.sync_seq;
        let mut st = self.shared.state.lock();
        st.jobs.push_back(Job::Sync(seq));
        self.shared.work.notify_one();
        while st.synced < seq && st.error.is_none() {
            self.shared.progress.wait(&mut st);
        }
        match &st.error {
            Some(e) => Err(FormatError::Io(e.clone())),
            None => Ok(()),
        }
    }

    /// Totals so far (blocks and bytes count once written).
    pub fn stats(&self) -> WriteStats {
        self.shared.state.lock().stats
    }

    /// Ship the last block, write the trailer, stop the thread and return the
    /// underlying writer with the totals.
    pub fn finish(mut self) -> Result<(W, WriteStats), FormatError> {
        self.finish_inner()
    }

    fn finish_inner(&mut self) -> Result<(W, WriteStats), FormatError> {
        self.finished = true;
        self.end_block()?;
        {
            let mut st = self.shared.state.lock();
            st.jobs.push_back(Job::Finish);
        }
        self.shared.work.notify_one();
        let w = self.thread.take().and_then(|t| t.join().ok()).flatten();
        let st = self.shared.state.lock();
        if let Some(e) = &st.error {
            return Err(FormatError::Io(e.clone()));
        }
        let w = w.ok_or_else(|| FormatError::Io("writer thread failed".into()))?;
        Ok((w, st.stats))
    }
}

impl<W: Write + Send + 'static> Drop for Writer<W> {
    fn drop(&mut self) {
        if !self.finished && self.thread.is_some() {
            let _ = self.finish_inner();
        }
    }
}

/// An empty block buffer with room for a whole block of `block_size` raw
/// bytes and the record that ends it.
fn block_buffer(block_size: usize) -> Vec<u8> {
    Vec::with_capacity(block_size + 4096)
}

fn worker<W: Write>(mut w: W, sh: Arc<Shared>, compression: Compression) -> Option<W> {
    let mut out = Vec::new();
    loop {
        let job = {
            let mut st = sh.state.lock();
            loop {
                if let Some(j) = st.jobs.pop_front() {
                    break j;
                }
                sh.work.wait(&mut st);
            }
        };
        match job {
            Job::Block { mut raw, records } => {
                out.clear();
                let res = encode_block(&raw, records, compression, &mut out)
                    .and_then(|_| w.write_all(&out).map_err(|e| e.to_string()));
                let mut st = sh.state.lock();
                st.in_flight -= 1;
                match res {
                    Ok(()) => {
                        st.stats.blocks += 1;
                        st.stats.records += records as u64;
                        st.stats.raw_bytes += raw.len() as u64;
                        st.stats.file_bytes += out.len() as u64;
                    }
                    Err(e) => {
                        st.error.get_or_insert(e);
                    }
                }
                raw.clear();
                if st.spare.len() < 2 {
                    st.spare.push(raw);
                }
                drop(st);
                sh.progress.notify_all();
            }
            Job::Sync(seq) => {
                let res = w.flush();
                let mut st = sh.state.lock();
                if let Err(e) = res {
                    st.error.get_or_insert(e.to_string());
                }
                st.synced = seq;
                drop(st);
                sh.progress.notify_all();
            }
            Job::Finish => {
                let (blocks, records) = {
                    let st = sh.state.lock();
                    (st.stats.blocks, st.stats.records)
                };
                let mut t = Vec::with_capacity(20);
                t.extend_from_slice(&END_MARKER);
                t.extend_from_slice(&(blocks as u32).to_le_bytes());
                t.extend_from_slice(&records.to_le_bytes());
                let mut c = Crc32::new();
                c.update(&t[4..]);
                t.extend_from_slice(&c.finish().to_le_bytes());
                let res = w.write_all(&t).and_then(|_| w.flush());
                let mut st = sh.state.lock();
                match res {
                    Ok(()) => st.stats.file_bytes += t.len() as u64,
                    Err(e) => {
                        st.error.get_or_insert(e.to_string());
                    }
                }
                drop(st);
                sh.progress.notify_all();
                return Some(w);
            }
        }
    }
}

/// Build one block (header + stored payload) into `out`.
pub fn encode_block(
    raw: &[u8],
    records: u32,
    compression: Compression,
    out: &mut Vec<u8>,
) -> Result<(), String> {
    let (codec, stored): (u8, std::borrow::Cow<[u8]>) = match compression {
        Compression::None => (0, raw.into()),
        Compression::Zstd(level) => (
            1,
            zstd::bulk::compress(raw, level)
                .map_err(|e| format!("zstd: {e}"))?
                .into(),
        ),
    };
    let mut h = [0u8; 24];
    h[..4].copy_from_slice(&BLOCK_MARKER);
    h[4] = codec;
    h[8..12].copy_from_slice(&(stored.len() as u32).to_le_bytes());
    h[12..16].copy_from_slice(&(raw.len() as u32).to_le_bytes());
    h[16..20].copy_from_slice(&records.to_le_bytes());
    let mut c = Crc32::new();
    c.update(&h[4..20]);
    c.update(&stored);
    h[20..24].copy_from_slice(&c.finish().to_le_bytes());
    out.extend_from_slice(&h);
    out.extend_from_slice(&stored);
    Ok(())
}

/// Writes dynamic [`Record`]s: a [`Writer`] plus a [`StreamEncoder`] kept in
/// step with block boundaries.
pub struct RecordWriter<W: Write + Send + 'static> {
    w: Writer<W>,
    enc: StreamEncoder,
    generation: u64,
    meta_bytes: u64,
}

/// Why a record could not be written.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// The record does not fit the schema (nothing was written; the block was closed).
    #[error("{0}")]
    Encode(#[from] EncodeError),
    /// The file could not be written.
    #[error("{0}")]
    Format(#[from] FormatError),
}

impl<W: Write + Send + 'static> RecordWriter<W> {
    /// Create a file for `schema`.
    pub fn new(w: W, schema: Arc<Schema>, opts: WriterOptions) -> Result<Self, FormatError> {
        Ok(RecordWriter {
            enc: StreamEncoder::new(schema.clone()),
            w: Writer::new(w, schema, opts)?,
            generation: 0,
            meta_bytes: 0,
        })
    }
    /// The underlying block writer (flush handle, stats).
    pub fn writer(&mut self) -> &mut Writer<W> {
        &mut self.w
    }
    /// Meta-data bytes produced so far.
    pub fn meta_bytes(&self) -> u64 {
        self.meta_bytes
    }
    /// Encode and write one record. On an encoding error the current block is
    /// closed (so encoder and decoder state never diverge) and the error returned.
    pub fn write(&mut self, r: &Record) -> Result<FrameStats, WriteError> {
        let (block, generation) = self.w.block();
        if generation != self.generation {
            self.enc.reset();
            self.generation = generation;
        }
        let mark = block.len();
        match self.enc.encode(r, block) {
            Ok(st) => {
                self.meta_bytes += st.meta_bytes as u64;
                self.w.end_record()?;
                Ok(st)
            }
            Err(e) => {
                block.truncate(mark);
                self.w.end_block()?;
                Err(e.into())
            }
        }
    }
    /// See [`Writer::flush`].
    pub fn flush(&mut self) -> Result<(), FormatError> {
        self.w.flush()
    }
    /// See [`Writer::finish`].
    pub fn finish(self) -> Result<(W, WriteStats), FormatError> {
        self.w.finish()
    }
}
