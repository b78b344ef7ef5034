//! Generate the typed STEP encoders for the benchmark event schema.

fn main() {
    let src = std::fs::read_to_string("events.stepdl").expect("events.stepdl");
    let out = std::path::Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("events.rs");
    if let Err(e) = tracer::codegen::generate_named("events.stepdl", &src, &out) {
        panic!("{e}");
    }
    println!("cargo:rerun-if-changed=events.stepdl");
}
