//! The bench's own stream through both ways in: the generated (typed)
//! encoder and the dynamic one must produce identical bytes, and the typed
//! decoder must give the events back. The stream is long enough that the
//! `cache=4096` field-object cache replaces values many times over and the
//! receiver cache fills (the typed path indexes integer keys in its own
//! table, the dynamic path hashes `Value`s).

use step_gen::{step, Event, Generator, Mix, SEED};
use tracer::encode::StreamEncoder;

fn check(mix: Mix, n: usize) {
    let mut g = Generator::new(SEED, mix);
    let evs: Vec<Event> = (0..n).map(|_| g.event()).collect();
    let mut typed = Vec::new();
    let mut enc = step::Encoder::new();
    for e in &evs {
        enc.encode_any(e, &mut typed).unwrap();
    }
    let mut dynamic = Vec::new();
    let mut denc = StreamEncoder::new(step::schema().clone());
    for e in &evs {
        denc.encode(&e.to_record(), &mut dynamic).unwrap();
    }
    assert!(typed == dynamic, "typed and dynamic bytes differ");
    let mut dec = step::Decoder::new();
    let mut pos = 0;
    for (i, e) in evs.iter().enumerate() {
        let got = dec.decode(&typed, &mut pos).unwrap().expect("known type");
        assert!(got == *e, "record {i}: {got:?} != {e:?}");
    }
    assert_eq!(pos, typed.len());
}

#[test]
fn jvm_like_stream_typed_equals_dynamic_and_decodes() {
    check(Mix::Jvm, 400_000);
}

#[test]
fn method_stream_typed_equals_dynamic_and_decodes() {
    check(Mix::Methods, 200_000);
}
