//! The file header: magic, version, producer attributes and the embedded
//! STEP-DL source (see docs/step-format.md).

use super::crc::crc32;
use super::FormatError;
use crate::encode::io::{get_uvar, put_uvar};
use std::io::{Read, Write};

/// The 8 magic bytes that start every STEP file.
pub const MAGIC: [u8; 8] = *b"\x89STEP\r\n\x1a";
/// Major format version written by this library.
pub const VERSION_MAJOR: u16 = 1;
/// Minor format version written by this library.
pub const VERSION_MINOR: u16 = 0;
/// Largest header body accepted (64 MiB).
pub const MAX_HEADER: u32 = 64 << 20;

/// The decoded file header.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Header {
    /// (major, minor) format version.
    pub version: (u16, u16),
    /// Producer attributes (key, value), e.g. `tool`, `command-line`.
    pub attributes: Vec<(String, String)>,
    /// The schema's file name as given to the producer.
    pub schema_file: String,
    /// The full STEP-DL source of the schema.
    pub schema_source: String,
}

fn put_str(out: &mut Vec<u8>, s: &str) {
    put_uvar(out, s.len() as u64);
    out.extend_from_slice(s.as_bytes());
}

fn get_str(b: &[u8], pos: &mut usize) -> Result<String, FormatError> {
    let bad = |m: &str| FormatError::BadHeader(m.to_string());
    let n = get_uvar(b, pos).map_err(|_| bad("bad string length"))? as usize;
    let s = b
        .get(*pos..pos.saturating_add(n))
        .ok_or_else(|| bad("string runs past the header"))?;
    *pos += n;
    String::from_utf8(s.to_vec()).map_err(|_| bad("string is not UTF-8"))
}

impl Header {
    /// Serialize the header; returns the number of bytes written.
    pub fn write_to(&self, w: &mut impl Write) -> std::io::Result<u64> {
        let mut body = Vec::new();
        put_uvar(&mut body, self.attributes.len() as u64);
        for (k, v) in &self.attributes {
            put_str(&mut body, k);
            put_str(&mut body, v);
        }
        put_str(&mut body, &self.schema_file);
        put_str(&mut body, &self.schema_source);
        let mut out = Vec::with_capacity(body.len() + 20);
        out.extend_from_slice(&MAGIC);
        out.extend_from_slice(&VERSION_MAJOR.to_le_bytes());
        out.extend_from_slice(&VERSION_MINOR.to_le_bytes());
        out.extend_from_slice(&(body.len() as u32).to_le_bytes());
        out.extend_from_slice(&body);
        out.extend_from_slice(&crc32(&body).to_le_bytes());
        w.write_all(&out)?;
        Ok(out.len() as u64)
    }

    /// Read and check a header; returns it and its size in bytes.
    pub fn read_from(r: &mut impl Read) -> Result<(Header, u64), FormatError> {
        let mut fixed = [0u8; 16];
        read_exact(r, &mut fixed)?;
        if fixed[..8] != MAGIC {
            return Err(FormatError::BadMagic);
        }
        let major = u16::from_le_bytes([fixed[8], fixed[9]]);
        let minor = u16::from_le_bytes([fixed[10], fixed[11]]);
        if major != VERSION_MAJOR {
            return Err(FormatError::UnsupportedVersion(major, minor));
        }
        let len = u32::from_le_bytes([fixed[12], fixed[13], fixed[14], fixed[15]]);
        if len > MAX_HEADER {
            return Err(FormatError::BadHeader(format!(
                "header length {len} is too large"
            )));
        }
        let mut body = vec![0u8; len as usize + 4];
        read_exact(r, &mut body)?;
        let crc = u32::from_le_bytes(body[len as usize..].try_into().expect("4 bytes"));
        body.truncate(len as usize);
        if crc32(&body) != crc {
            return Err(FormatError::BadHeader("header checksum mismatch".into()));
        }
        let mut pos = 0;
        let n = get_uvar(&body, &mut pos)
            .map_err(|_| FormatError::BadHeader("bad attribute count".into()))?;
        let mut attributes = Vec::new();
        for _ in 0..n {
            let k = get_str(&body, &mut pos)?;
            let v = get_str(&body, &mut pos)?;
            attributes.push((k, v));
        }
        let schema_file = get_str(&body, &mut pos)?;
        let schema_source = get_str(&body, &mut pos)?;
        Ok((
            Header {
                version: (major, minor),
                attributes,
                schema_file,
                schema_source,
            },
            16 + len as u64 + 4,
        ))
    }
}

fn read_exact(r: &mut impl Read, buf: &mut [u8]) -> Result<(), FormatError> {
    r.read_exact(buf).map_err(|e| match e.kind() {
        std::io::ErrorKind::UnexpectedEof => FormatError::TruncatedHeader,
        _ => FormatError::Io(e.to_string()),
    })
}
