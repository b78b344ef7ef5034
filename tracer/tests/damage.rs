//! Damaged trace files: a small trace cut at every byte offset, with every
//! byte flipped, overwritten with random runs, with an unknown record type
//! inserted, and claiming a newer format version. Readers (records, blocks,
//! skipping damaged blocks or not) never panic and return every record of
//! every block before the damage.

mod common;
mod small_trace;

use common::Rng;
use small_trace::{records, write};
use std::panic::{catch_unwind, AssertUnwindSafe};
use tracer::format::crc::crc32;
use tracer::format::{Compression, FormatError, ReadOptions, Reader, RecordReader};
use tracer::Record;

/// Reads every record it can; never panics (the caller checks).
fn read_all(bytes: &[u8], opts: ReadOptions) -> (Vec<Record>, Option<FormatError>) {
    let mut rr = match RecordReader::new(bytes, opts) {
        Ok(r) => r,
        Err(e) => return (Vec::new(), Some(e)),
    };
    let mut out = Vec::new();
    // A damaged file can only ever yield fewer records than blocks claim;
    // the bound makes a reader that loops forever fail the test instead.
    for _ in 0..100_000 {
        match rr.next_record() {
            Ok(Some(r)) => out.push(r),
            Ok(None) => return (out, None),
            Err(e) => return (out, Some(e)),
        }
    }
    panic!("reader does not terminate");
}

/// Walks the blocks without decoding records; returns how many it saw.
fn skim(bytes: &[u8], opts: ReadOptions) -> usize {
    let Ok(mut r) = Reader::new(bytes, opts) else {
        return 0;
    };
    let mut n = 0;
    while let Ok(Some(_)) = r.skip_block() {
        n += 1;
        assert!(n < 100_000, "block reader does not terminate");
    }
    n
}

/// (end offset of each block, records in blocks up to and including it).
fn block_ends(bytes: &[u8]) -> Vec<(usize, usize)> {
    let mut r = Reader::new(bytes, ReadOptions::default()).unwrap();
    let mut ends = Vec::new();
    let mut total = 0;
    while let Some(b) = r.next_block().unwrap() {
        total += b.records as usize;
        ends.push(((b.offset + b.stored_bytes) as usize, total));
    }
    ends
}

/// Records in the blocks that end at or before byte `at`.
fn records_before(ends: &[(usize, usize)], at: usize) -> usize {
    ends.iter().rev().find(|(e, _)| *e <= at).map_or(0, |x| x.1)
}

fn small_traces() -> Vec<(Compression, Vec<Record>, Vec<u8>)> {
    let recs = records(40, 7);
    [Compression::None, Compression::Zstd(3)]
        .into_iter()
        .map(|c| {
            let bytes = write(&recs, 96, c);
            (c, recs.clone(), bytes)
        })
        .collect()
}

#[test]
fn traces_have_several_blocks() {
    for (c, recs, bytes) in small_traces() {
        let ends = block_ends(&bytes);
        assert!(ends.len() >= 4, "{c:?}: {} blocks", ends.len());
        assert_eq!(read_all(&bytes, ReadOptions::default()), (recs, None));
    }
}

#[test]
fn truncated_at_every_offset_every_reader_keeps_complete_blocks() {
    for (c, recs, bytes) in small_traces() {
        let ends = block_ends(&bytes);
        for cut in 0..bytes.len() {
            let part = &bytes[..cut];
            for skip_corrupt in [false, true] {
                let opts = ReadOptions { skip_corrupt };
                let r = catch_unwind(|| read_all(part, opts));
                let (got, err) = r.unwrap_or_else(|_| panic!("{c:?}: panic at cut {cut}"));
                let want = records_before(&ends, cut);
                assert_eq!(got, recs[..want], "{c:?} cut {cut} skip {skip_corrupt}");
                assert!(
                    matches!(
                        err,
                        Some(FormatError::Truncated { .. } | FormatError::TruncatedHeader)
                    ),
                    "{c:?} cut {cut}: {err:?}"
                );
                let blocks = catch_unwind(|| skim(part, opts))
                    .unwrap_or_else(|_| panic!("{c:?}: block reader panic at cut {cut}"));
                assert_eq!(
                    blocks,
                    ends.iter().filter(|(e, _)| *e <= cut).count(),
                    "{c:?} cut {cut}"
                );
            }
        }
    }
}

#[test]
fn every_flipped_byte_is_detected_and_earlier_blocks_survive() {
    for (c, recs, bytes) in small_traces() {
        let ends = block_ends(&bytes);
        for i in 0..bytes.len() {
            for mask in [0x01u8, 0x80, 0xff] {
                let mut b = bytes.clone();
                b[i] ^= mask;
                if (10..12).contains(&i) {
                    // The minor version: any is accepted.
                    assert_eq!(read_all(&b, ReadOptions::default()), (recs.clone(), None));
                    continue;
                }
                let (got, err) = catch_unwind(|| read_all(&b, ReadOptions::default()))
                    .unwrap_or_else(|_| panic!("{c:?}: panic with byte {i} ^ {mask:#x}"));
                // CRC-32 detects every error within 32 bits, so the damage is
                // always reported, and only blocks before it come back.
                assert!(err.is_some(), "{c:?}: byte {i} ^ {mask:#x} went unnoticed");
                let want = records_before(&ends, i);
                assert_eq!(got, recs[..want], "{c:?}: byte {i} ^ {mask:#x}");

                // Skipping damaged blocks: a subsequence of the records that
                // still contains everything before the damage.
                let (got, _) = catch_unwind(|| read_all(&b, ReadOptions { skip_corrupt: true }))
                    .unwrap_or_else(|_| panic!("{c:?}: skip panic with byte {i} ^ {mask:#x}"));
                assert!(got.len() >= want, "{c:?}: byte {i} ^ {mask:#x}");
                assert_eq!(got[..want], recs[..want]);
                assert!(is_subsequence(&got, &recs), "{c:?}: byte {i} ^ {mask:#x}");
                catch_unwind(|| skim(&b, ReadOptions { skip_corrupt: true }))
                    .unwrap_or_else(|_| panic!("{c:?}: block panic with byte {i} ^ {mask:#x}"));
            }
        }
    }
}

fn is_subsequence(sub: &[Record], all: &[Record]) -> bool {
    let mut it = all.iter();
    sub.iter().all(|r| it.any(|x| x == r))
}

#[test]
fn random_overwrites_and_splices_never_panic() {
    let mut rng = Rng(12345);
    for (c, recs, bytes) in small_traces() {
        let ends = block_ends(&bytes);
        for trial in 0..3000 {
            let mut b = bytes.clone();
            let at = rng.below(b.len() as u64) as usize;
            match trial % 3 {
                0 => {
                    // Overwrite a run with random bytes.
                    let n = 1 + rng.below(16) as usize;
                    for x in b.iter_mut().skip(at).take(n) {
                        *x = rng.next() as u8;
                    }
                }
                1 => {
                    // Insert random bytes.
                    let n = 1 + rng.below(16) as usize;
                    let ins: Vec<u8> = (0..n).map(|_| rng.next() as u8).collect();
                    b.splice(at..at, ins);
                }
                _ => {
                    // Delete a run.
                    let n = 1 + rng.below(16) as usize;
                    b.drain(at..(at + n).min(b.len()));
                }
            }
            for skip_corrupt in [false, true] {
                let opts = ReadOptions { skip_corrupt };
                let (got, _) = catch_unwind(AssertUnwindSafe(|| read_all(&b, opts)))
                    .unwrap_or_else(|_| panic!("{c:?}: panic in trial {trial}"));
                let want = records_before(&ends, at);
                assert!(got.len() >= want, "{c:?}: trial {trial}");
                assert_eq!(got[..want], recs[..want], "{c:?}: trial {trial}");
                assert!(is_subsequence(&got, &recs), "{c:?}: trial {trial}");
            }
        }
    }
}

fn varint(mut v: u64, out: &mut Vec<u8>) {
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

fn read_varint(b: &[u8], pos: &mut usize) -> u64 {
    let mut v = 0u64;
    let mut shift = 0;
    loop {
        let x = b[*pos];
        *pos += 1;
        v |= u64::from(x & 0x7f) << shift;
        if x & 0x80 == 0 {
            return v;
        }
        shift += 7;
    }
}

/// Rewrites block `index` of a trace: `edit` gets the raw payload and the
/// record count and changes them; the block header (lengths, count, CRC) is
/// rebuilt, compressing again if the block was compressed.
fn edit_block(bytes: &[u8], index: u64, edit: impl FnOnce(&mut Vec<u8>, &mut u32)) -> Vec<u8> {
    let mut r = Reader::new(bytes, ReadOptions::default()).unwrap();
    let b = loop {
        let b = r.next_block().unwrap().unwrap();
        if b.index == index {
            break b;
        }
    };
    let at = b.offset as usize;
    let codec = bytes[at + 4];
    let mut raw = b.raw.clone();
    let mut count = b.records;
    edit(&mut raw, &mut count);
    let stored = if codec == 1 {
        zstd::bulk::compress(&raw, 3).unwrap()
    } else {
        raw.clone()
    };
    let mut h = Vec::new();
    h.extend_from_slice(b"SBLK");
    h.extend_from_slice(&[codec, 0, 0, 0]);
    h.extend_from_slice(&(stored.len() as u32).to_le_bytes());
    h.extend_from_slice(&(raw.len() as u32).to_le_bytes());
    h.extend_from_slice(&count.to_le_bytes());
    let mut crc_input = h[4..20].to_vec();
    crc_input.extend_from_slice(&stored);
    h.extend_from_slice(&crc32(&crc_input).to_le_bytes());
    h.extend_from_slice(&stored);
    let mut out = bytes[..at].to_vec();
    out.extend_from_slice(&h);
    out.extend_from_slice(&bytes[at + b.stored_bytes as usize..]);
    // The trailer counts records: keep it consistent (it is checksummed, not
    // compared with the blocks).
    out
}

/// The byte offset of the `n`th record frame in a raw payload.
fn frame_offset(raw: &[u8], n: usize) -> usize {
    let mut pos = 0;
    for _ in 0..n {
        let size = read_varint(raw, &mut pos);
        pos += size as usize;
    }
    pos
}

#[test]
fn unknown_record_types_inserted_into_blocks_are_skipped() {
    for c in [Compression::None, Compression::Zstd(3)] {
        let recs = records(40, 7);
        let bytes = write(&recs, 96, c);
        let mut damaged = bytes.clone();
        let blocks = block_ends(&bytes).len() as u64;
        // In every block: a frame of wire type 9 (the schema has 2 types)
        // before its second record, and a meta-record of type 10 at its end.
        for index in 0..blocks {
            damaged = edit_block(&damaged, index, |raw, count| {
                let mut unknown = Vec::new();
                let body = [9u8, 0xde, 0xad, 0xbe, 0xef, 0x80]; // type 9, junk payload
                varint(body.len() as u64, &mut unknown);
                unknown.extend_from_slice(&body);
                let at = frame_offset(raw, 1.min(*count as usize));
                raw.splice(at..at, unknown);
                let meta = [0u8, 10, 1, 0, 0, 1, 0x55]; // meta-record of type 10
                varint(meta.len() as u64, raw);
                raw.extend_from_slice(&meta);
                *count += 2;
            });
        }
        let mut rr = RecordReader::new(&damaged[..], ReadOptions::default()).unwrap();
        let mut got = Vec::new();
        while let Some(r) = rr.next_record().unwrap() {
            got.push(r);
        }
        assert_eq!(got, recs, "{c:?}");
        assert_eq!(rr.stats().unknown, 2 * blocks, "{c:?}");
    }
}

#[test]
fn a_newer_major_version_is_a_clear_error() {
    let (_, _, bytes) = small_traces().remove(0);
    let mut b = bytes.clone();
    b[8..10].copy_from_slice(&2u16.to_le_bytes());
    b[10..12].copy_from_slice(&3u16.to_le_bytes());
    for opts in [ReadOptions::default(), ReadOptions { skip_corrupt: true }] {
        let err = RecordReader::new(&b[..], opts).err().expect("rejected");
        assert_eq!(err, FormatError::UnsupportedVersion(2, 3));
        assert_eq!(
            err.to_string(),
            "unsupported STEP format version 2.3: this reader reads version 1.x files (a newer reader is needed)"
        );
        assert!(Reader::new(&b[..], opts).is_err());
    }
}

#[test]
fn a_newer_minor_version_is_read() {
    // Minor versions only add things readers skip (step-format.md).
    let (_, recs, bytes) = small_traces().remove(0);
    let mut b = bytes.clone();
    b[10..12].copy_from_slice(&7u16.to_le_bytes());
    let rr = RecordReader::new(&b[..], ReadOptions::default()).unwrap();
    assert_eq!(rr.blocks().header().version, (1, 7));
    assert_eq!(read_all(&b, ReadOptions::default()), (recs, None));
}
