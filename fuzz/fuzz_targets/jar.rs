//! Jar bytes → the class path (zip reading, class lookup) and the
//! launcher's manifest reader. The jar is written to a per-process file,
//! since class-path entries are files.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rjvm::classpath::{read_manifest, Classpath};
use std::path::PathBuf;
use std::sync::OnceLock;

fn path() -> &'static PathBuf {
    static P: OnceLock<PathBuf> = OnceLock::new();
    P.get_or_init(|| {
        let dir = std::env::temp_dir();
        dir.join(format!("rjvm-fuzz-{}.jar", std::process::id()))
    })
}

fuzz_target!(|data: &[u8]| {
    let p = path();
    if std::fs::write(p, data).is_err() {
        return;
    }
    let _ = read_manifest(p);
    let mut cp = Classpath::default();
    if cp.add(p) {
        for name in ["A", "Main", "a/b/C", "META-INF/MANIFEST", ""] {
            if let Some(bytes) = cp.find(name) {
                let _ = rjvm::classfile::parse(&bytes);
            }
        }
    }
});
