//! STEP-DL source → the schema compiler (lexer, parser, resolution,
//! encoding policies); a schema that compiles is then used to set up a
//! stream encoder and decoder.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let src = String::from_utf8_lossy(data);
    if let Ok(schema) = tracer::Schema::compile("fuzz.stepdl", &src) {
        let schema = std::sync::Arc::new(schema);
        let mut dec = tracer::encode::StreamDecoder::new(schema);
        let mut pos = 0;
        // Decode the source bytes as if they were a block payload.
        for _ in 0..64 {
            if !matches!(dec.decode(data, &mut pos), Ok(_)) {
                break;
            }
        }
    }
});
