//! Generates the typed records of the JVM event schema
//! (`vm/schema/jvm.stepdl`) with `tracer::codegen`: the VM writes them
//! (trace files and online metrics) and the analyzer reads them, so both
//! sides share one set of types generated from one schema.

use std::path::PathBuf;

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    let schema = manifest.join("../vm/schema/jvm.stepdl");
    println!("cargo:rerun-if-changed={}", schema.display());
    let src = std::fs::read_to_string(&schema).expect("vm/schema/jvm.stepdl");
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("step_jvm.rs");
    tracer::codegen::generate_named("jvm.stepdl", &src, out)
        .unwrap_or_else(|e| panic!("vm/schema/jvm.stepdl: {e}"));
}
