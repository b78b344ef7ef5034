//! Hostile class files: truncated, corrupted and hand-broken class files are
//! rejected with `ClassFormatError`-family errors, never a panic.

use rjvm::classfile;
use rjvm::interp::decode::decode_method;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

const TINY: &str = r#"
public class Tiny {
    int f;
    static long g(int x, long y) { return x + y; }
    public static void main(String[] a) {
        int s = 0;
        for (int i = 0; i < 10; i++) { switch (i) { case 1: s += 3; break; case 7: s -= 1; break; default: s++; } }
        try { s += a.length; } catch (RuntimeException e) { s = -1; }
        System.out.println("tiny " + s + " " + g(s, 5L));
    }
}
"#;

/// Compiles `Tiny` once per test process (tests run in parallel threads)
/// and returns its class file bytes and directory.
fn tiny() -> (Vec<u8>, PathBuf) {
    static TINY_CLASS: OnceLock<(Vec<u8>, PathBuf)> = OnceLock::new();
    TINY_CLASS
        .get_or_init(|| {
            let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("malformed");
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(dir.join("Tiny.java"), TINY).unwrap();
            let st = Command::new("javac")
                .args(["--release", "8", "-g", "-d"])
                .arg(&dir)
                .arg(dir.join("Tiny.java"))
                .status()
                .expect("javac is needed for this test");
            assert!(st.success());
            (std::fs::read(dir.join("Tiny.class")).unwrap(), dir)
        })
        .clone()
}

/// Parses and decodes every method: must return, never panic.
fn parse_and_decode(bytes: &[u8]) -> Result<(), String> {
    let cf = classfile::parse(bytes).map_err(|e| e.to_string())?;
    for m in &cf.methods {
        if m.code.is_some() {
            decode_method(&cf, m)?;
        }
    }
    Ok(())
}

#[test]
fn the_valid_class_parses_and_decodes() {
    let (bytes, _) = tiny();
    parse_and_decode(&bytes).unwrap();
}

#[test]
fn every_truncation_is_a_format_error() {
    let (bytes, _) = tiny();
    for len in 0..bytes.len() {
        let r = std::panic::catch_unwind(|| parse_and_decode(&bytes[..len]));
        match r {
            Ok(Err(_)) => {}
            Ok(Ok(())) => panic!("truncated to {len} bytes but accepted"),
            Err(_) => panic!("panic on class truncated to {len} bytes"),
        }
    }
}

#[test]
fn flipped_bytes_never_panic() {
    let (bytes, _) = tiny();
    for i in 0..bytes.len() {
        for mask in [0xFFu8, 0x01, 0x80] {
            let mut b = bytes.clone();
            b[i] ^= mask;
            let r = std::panic::catch_unwind(|| parse_and_decode(&b));
            assert!(r.is_ok(), "panic with byte {i} xor {mask:#x}");
        }
    }
}

/// Runs rjvm on a class directory; returns (exit code, stderr).
fn run_rjvm(dir: &Path, class: &str) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_rjvm"))
        .arg("-cp")
        .arg(dir)
        .arg(class)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn broken_class(name: &str, edit: impl FnOnce(&mut Vec<u8>)) -> PathBuf {
    let (mut bytes, base) = tiny();
    edit(&mut bytes);
    let dir = base.join(name);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("Tiny.class"), bytes).unwrap();
    dir
}

fn assert_rejected(dir: &Path, error: &str, detail: &str) {
    let (code, stderr) = run_rjvm(dir, "Tiny");
    assert_eq!(code, 1, "stderr: {stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(stderr.contains(error), "expected {error} in: {stderr}");
    assert!(stderr.contains(detail), "expected {detail:?} in: {stderr}");
}

#[test]
fn bad_magic_is_class_format_error() {
    let dir = broken_class("magic", |b| b[3] = 0xBF);
    assert_rejected(
        &dir,
        "java.lang.ClassFormatError",
        "Incompatible magic value",
    );
}

#[test]
fn newer_version_is_unsupported_class_version_error() {
    let dir = broken_class("version", |b| b[7] = 65);
    assert_rejected(
        &dir,
        "java.lang.UnsupportedClassVersionError",
        "class file version 65.0",
    );
}

#[test]
fn truncated_file_is_class_format_error() {
    let dir = broken_class("truncated", |b| b.truncate(b.len() / 2));
    assert_rejected(&dir, "java.lang.ClassFormatError", "Tiny");
}

#[test]
fn module_constant_tag_is_reported() {
    // Turn the first constant (after the 10-byte header) into tag 19.
    let dir = broken_class("tag19", |b| b[10] = 19);
    assert_rejected(
        &dir,
        "java.lang.ClassFormatError",
        "unsupported constant pool tag 19",
    );
}

#[test]
fn bad_this_class_index_is_class_format_error() {
    let dir = broken_class("thisclass", |b| {
        // this_class follows the constant pool and access flags; find it by
        // re-parsing: simplest is to point it at index 0xFFFF.
        let cf_end = constant_pool_end(b);
        b[cf_end + 2] = 0xFF;
        b[cf_end + 3] = 0xFF;
    });
    assert_rejected(&dir, "java.lang.ClassFormatError", "constant pool index");
}

/// Offset just past the constant pool.
fn constant_pool_end(b: &[u8]) -> usize {
    let count = u16::from_be_bytes([b[8], b[9]]);
    let mut pos = 10;
    let mut i = 1;
    while i < count {
        let tag = b[pos];
        pos += 1;
        pos += match tag {
            1 => 2 + u16::from_be_bytes([b[pos], b[pos + 1]]) as usize,
            3 | 4 => 4,
            5 | 6 => {
                i += 1;
                8
            }
            7 | 8 | 16 => 2,
            15 => 3,
            _ => 4,
        };
        i += 1;
    }
    pos
}
