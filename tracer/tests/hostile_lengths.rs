//! Hostile lengths in block headers: a block that claims a 1 GiB payload (or
//! a 1 GiB uncompressed size) in a file of a few hundred bytes is an error,
//! and the reader never allocates for bytes that are not there. (Found
//! while preparing the `step_reader` fuzz target: readers used to allocate
//! the claimed sizes up front.)

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use tracer::format::crc::crc32;
use tracer::format::{Compression, ReadOptions, RecordReader, RecordWriter, WriterOptions};
use tracer::{Record, Schema, Value};

/// Records the largest single allocation.
struct Largest;
static LARGEST: AtomicUsize = AtomicUsize::new(0);

// SAFETY: forwards to the system allocator unchanged; only records sizes.
unsafe impl GlobalAlloc for Largest {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        LARGEST.fetch_max(l.size(), Ordering::Relaxed);
        // SAFETY: the caller's contract for `alloc` is passed on as is.
        unsafe { System.alloc(l) }
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        // SAFETY: `p` came from `System.alloc` with layout `l`.
        unsafe { System.dealloc(p, l) }
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, n: usize) -> *mut u8 {
        LARGEST.fetch_max(n, Ordering::Relaxed);
        // SAFETY: the caller's contract for `realloc` is passed on as is.
        unsafe { System.realloc(p, l, n) }
    }
}

#[global_allocator]
static ALLOC: Largest = Largest;

fn header_only() -> Vec<u8> {
    let schema = Arc::new(Schema::compile("s.stepdl", "record Ev { int t; }").unwrap());
    let w = RecordWriter::new(Vec::new(), schema, WriterOptions::default()).unwrap();
    let mut bytes = w.finish().unwrap().0;
    bytes.truncate(bytes.len() - 20); // drop the trailer
    bytes
}

fn block(codec: u8, stored: &[u8], claimed_stored: u32, raw_len: u32, records: u32) -> Vec<u8> {
    let mut h = Vec::new();
    h.extend_from_slice(b"SBLK");
    h.extend_from_slice(&[codec, 0, 0, 0]);
    h.extend_from_slice(&claimed_stored.to_le_bytes());
    h.extend_from_slice(&raw_len.to_le_bytes());
    h.extend_from_slice(&records.to_le_bytes());
    let mut c = h[4..20].to_vec();
    c.extend_from_slice(stored);
    h.extend_from_slice(&crc32(&c).to_le_bytes());
    h.extend_from_slice(stored);
    h
}

fn read(bytes: &[u8]) -> (usize, Option<String>) {
    let mut rr = RecordReader::new(bytes, ReadOptions::default()).unwrap();
    let mut n = 0;
    loop {
        match rr.next_record() {
            Ok(Some(_)) => n += 1,
            Ok(None) => return (n, None),
            Err(e) => return (n, Some(e.to_string())),
        }
    }
}

#[test]
fn claimed_sizes_cost_no_memory() {
    const GIB: u32 = 1 << 30;
    // A stored block claiming 1 GiB with ten bytes present.
    let mut f = header_only();
    f.extend_from_slice(&block(0, &[1; 10], GIB, GIB, 1)[..34]);
    LARGEST.store(0, Ordering::Relaxed);
    let (n, err) = read(&f);
    assert_eq!(n, 0);
    assert!(err.unwrap().contains("truncated after block 0"));
    assert!(
        LARGEST.load(Ordering::Relaxed) < 8 << 20,
        "allocated {}",
        LARGEST.load(Ordering::Relaxed)
    );

    // A zstd block whose checksum is right but whose uncompressed size is a
    // lie: 1 GiB claimed, 4 bytes in the frame.
    let payload = zstd::bulk::compress(b"\x02\x01\x00\x00", 3).unwrap();
    let mut f = header_only();
    f.extend_from_slice(&block(1, &payload, payload.len() as u32, GIB, 1));
    LARGEST.store(0, Ordering::Relaxed);
    let (n, err) = read(&f);
    assert_eq!(n, 0);
    assert!(err.unwrap().contains("does not decompress"));
    assert!(
        LARGEST.load(Ordering::Relaxed) < 8 << 20,
        "allocated {}",
        LARGEST.load(Ordering::Relaxed)
    );
}

#[test]
fn honest_blocks_still_read() {
    let schema = Arc::new(Schema::compile("s.stepdl", "record Ev { int t; }").unwrap());
    let opts = WriterOptions {
        compression: Compression::Zstd(3),
        ..WriterOptions::default()
    };
    let mut w = RecordWriter::new(Vec::new(), schema, opts).unwrap();
    for t in 0..10_000 {
        w.write(&Record {
            ty: 0,
            fields: vec![Value::Int(t)],
        })
        .unwrap();
    }
    let bytes = w.finish().unwrap().0;
    assert_eq!(read(&bytes), (10_000, None));
}
