//! Arbitrary bytes → the STEP file readers: records (with and without
//! skipping damaged blocks) and blocks skipped undecoded.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tracer::format::{ReadOptions, Reader, RecordReader};

fuzz_target!(|data: &[u8]| {
    for skip_corrupt in [false, true] {
        let opts = ReadOptions { skip_corrupt };
        if let Ok(mut rr) = RecordReader::new(data, opts) {
            for _ in 0..100_000 {
                match rr.next_record() {
                    Ok(Some(_)) => {}
                    _ => break,
                }
            }
        }
        if let Ok(mut r) = Reader::new(data, opts) {
            for _ in 0..100_000 {
                match r.skip_block() {
                    Ok(Some(_)) => {}
                    _ => break,
                }
            }
        }
    }
});
