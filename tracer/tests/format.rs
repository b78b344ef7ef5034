//! File format tests: round trips across blocks, truncation at every byte,
//! corrupt blocks, unknown record types, flushing.

mod common;
mod small_trace;

use small_trace::{records, schema, write, SRC};
use std::sync::Arc;
use tracer::format::{
    Compression, FormatError, ReadOptions, Reader, RecordReader, RecordWriter, WriterOptions,
};
use tracer::{Record, Value};

fn read_all(bytes: &[u8], opts: ReadOptions) -> (Vec<Record>, Option<FormatError>) {
    let mut rr = match RecordReader::new(bytes, opts) {
        Ok(r) => r,
        Err(e) => return (Vec::new(), Some(e)),
    };
    let mut out = Vec::new();
    loop {
        match rr.next_record() {
            Ok(Some(r)) => out.push(r),
            Ok(None) => return (out, None),
            Err(e) => return (out, Some(e)),
        }
    }
}

#[test]
fn round_trip_many_blocks_both_codecs() {
    let recs = records(3000, 99);
    for c in [
        Compression::None,
        Compression::Zstd(3),
        Compression::Zstd(19),
    ] {
        let bytes = write(&recs, 512, c);
        let (got, err) = read_all(&bytes, ReadOptions::default());
        assert!(err.is_none(), "{err:?}");
        assert_eq!(got, recs);
        let mut r = Reader::new(&bytes[..], ReadOptions::default()).unwrap();
        assert_eq!(
            r.header().attributes,
            vec![("tool".to_string(), "test".to_string())]
        );
        assert_eq!(r.header().schema_source, SRC);
        let mut n = 0;
        while let Some(b) = r.skip_block().unwrap() {
            n += b.records as usize;
        }
        assert_eq!(n, recs.len());
    }
}

#[test]
fn truncation_at_every_byte_yields_complete_blocks_then_error() {
    let recs = records(60, 99);
    let bytes = write(&recs, 64, Compression::Zstd(1));
    // Block boundaries: records per complete block prefix.
    let mut ends = Vec::new(); // (end offset, records so far)
    {
        let mut r = Reader::new(&bytes[..], ReadOptions::default()).unwrap();
        let mut total = 0;
        while let Some(b) = r.next_block().unwrap() {
            total += b.records as usize;
            ends.push((b.offset + b.stored_bytes, total));
        }
        assert!(ends.len() > 3);
    }
    for cut in 0..bytes.len() {
        let (got, err) = read_all(&bytes[..cut], ReadOptions::default());
        let err = err.unwrap_or_else(|| panic!("cut at {cut} read without error"));
        let complete = ends.iter().filter(|(e, _)| *e as usize <= cut).count();
        let want = ends
            .iter()
            .rev()
            .find(|(e, _)| *e as usize <= cut)
            .map(|x| x.1)
            .unwrap_or(0);
        assert_eq!(got, recs[..want], "cut at {cut}");
        match err {
            FormatError::Truncated { after_block, .. } => {
                assert_eq!(after_block as usize, complete, "cut at {cut}");
                assert!(err
                    .to_string()
                    .contains(&format!("truncated after block {complete}")));
            }
            FormatError::TruncatedHeader => assert!(complete == 0 && got.is_empty()),
            other => panic!("cut at {cut}: {other}"),
        }
    }
    let (got, err) = read_all(&bytes, ReadOptions::default());
    assert!(err.is_none());
    assert_eq!(got, recs);
}

#[test]
fn corrupt_block_is_reported_and_can_be_skipped() {
    let recs = records(400, 99);
    let mut bytes = write(&recs, 256, Compression::Zstd(3));
    let mut blocks = Vec::new();
    {
        let mut r = Reader::new(&bytes[..], ReadOptions::default()).unwrap();
        while let Some(b) = r.next_block().unwrap() {
            blocks.push((b.offset, b.stored_bytes, b.records as usize));
        }
    }
    let (off, len, _) = blocks[1];
    bytes[(off + len / 2 + 12) as usize] ^= 0x55;
    let (got, err) = read_all(&bytes, ReadOptions::default());
    assert_eq!(got.len(), blocks[0].2);
    match err {
        Some(FormatError::Corrupt { block, offset, .. }) => {
            assert_eq!(block, 1);
            assert_eq!(offset, off);
        }
        other => panic!("{other:?}"),
    }
    let mut rr = RecordReader::new(&bytes[..], ReadOptions { skip_corrupt: true }).unwrap();
    let mut got = Vec::new();
    while let Some(r) = rr.next_record().unwrap() {
        got.push(r);
    }
    let skipped = blocks[1].2;
    let mut want = recs[..blocks[0].2].to_vec();
    want.extend_from_slice(&recs[blocks[0].2 + skipped..]);
    assert_eq!(got, want);
    assert_eq!(rr.blocks().corrupt_blocks().len(), 1);
    assert_eq!(rr.blocks().corrupt_blocks()[0].offset, off);
}

#[test]
fn damaged_block_length_resyncs_on_next_marker() {
    let recs = records(400, 99);
    let mut bytes = write(&recs, 256, Compression::None);
    let mut r = Reader::new(&bytes[..], ReadOptions::default()).unwrap();
    let b0 = r.next_block().unwrap().unwrap();
    let b1 = r.next_block().unwrap().unwrap();
    drop(r);
    // Corrupt the stored length of block 1 (make it shorter).
    bytes[(b1.offset + 8) as usize] = 3;
    let mut rr = RecordReader::new(&bytes[..], ReadOptions { skip_corrupt: true }).unwrap();
    let mut got = 0;
    while rr.next_record().unwrap().is_some() {
        got += 1;
    }
    assert_eq!(got, recs.len() - b1.records as usize);
    assert_eq!(b0.index, 0);
}

#[test]
fn unknown_record_types_are_skipped() {
    // Written with a newer schema that has an extra type; read as if the
    // reader did not know it.
    let recs = records(100, 99);
    let bytes = write(&recs, 1 << 20, Compression::Zstd(3));
    let mut rr = RecordReader::new(&bytes[..], ReadOptions::default()).unwrap();
    rr.decoder().forget_types(&[1]);
    let mut got = Vec::new();
    while let Some(r) = rr.next_record().unwrap() {
        got.push(r);
    }
    let want: Vec<_> = recs.iter().filter(|r| r.ty == 0).cloned().collect();
    assert_eq!(got, want);
    assert_eq!(rr.stats().unknown, 50);
}

#[test]
fn flush_makes_a_readable_prefix() {
    let recs = records(50, 99);
    let shared = Arc::new(parking_lot_free::Buf::default());
    let mut w = RecordWriter::new(
        parking_lot_free::Writer(shared.clone()),
        schema(),
        WriterOptions::default(),
    )
    .unwrap();
    for r in &recs[..30] {
        w.write(r).unwrap();
    }
    w.flush().unwrap();
    let snapshot = shared.0.lock().unwrap().clone();
    let (got, err) = read_all(&snapshot, ReadOptions::default());
    assert_eq!(got, recs[..30]);
    assert!(matches!(
        err,
        Some(FormatError::Truncated { after_block: 1, .. })
    ));
    // Handle-driven flush from "another thread".
    let h = w.writer().flush_handle();
    h.request_flush();
    w.write(&recs[30]).unwrap();
    let snapshot = shared.0.lock().unwrap().clone();
    assert_eq!(read_all(&snapshot, ReadOptions::default()).0, recs[..31]);
    for r in &recs[31..] {
        w.write(r).unwrap();
    }
    w.finish().unwrap();
    let all = shared.0.lock().unwrap().clone();
    assert_eq!(read_all(&all, ReadOptions::default()), (recs, None));
}

#[test]
fn bad_magic_and_encode_errors() {
    assert!(matches!(
        RecordReader::new(&b"not a trace at all........"[..], ReadOptions::default()),
        Err(FormatError::BadMagic)
    ));
    let mut w = RecordWriter::new(Vec::new(), schema(), WriterOptions::default()).unwrap();
    let good = Record {
        ty: 0,
        fields: vec![Value::Int(1), Value::Str("a".into())],
    };
    w.write(&good).unwrap();
    assert!(w
        .write(&Record {
            ty: 0,
            fields: vec![Value::Int(1)]
        })
        .is_err());
    w.write(&good).unwrap();
    let bytes = w.finish().unwrap().0;
    assert_eq!(
        read_all(&bytes, ReadOptions::default()),
        (vec![good.clone(), good], None)
    );
}

mod parking_lot_free {
    use std::sync::{Arc, Mutex};
    #[derive(Default)]
    pub struct Buf(pub Mutex<Vec<u8>>);
    pub struct Writer(pub Arc<Buf>);
    impl std::io::Write for Writer {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0 .0.lock().unwrap().extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
}
