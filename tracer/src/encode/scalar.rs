//! Encoders for floats, strings (with a charset) and data, each a general
//! layer over a basic rule; lengths use an [`IntEnc`] that `~x.length` can tune.

use super::general::{GeneralDec, GeneralEnc};
use super::int::{IntDec, IntEnc};
use super::io::{Sink, Source};
use super::{DecodeError, EncodeError};
use crate::policy::{Charset, Policy};

/// Encoder for `float` items: general layer, then 8 bytes little-endian.
#[derive(Debug)]
pub struct FloatEnc {
    general: GeneralEnc<u64>,
}
impl FloatEnc {
    /// Build from a policy.
    pub fn new(p: &Policy) -> Self {
        FloatEnc {
            general: GeneralEnc::new(p.general),
        }
    }
    /// Encode one value (bit-exact, NaN payloads included).
    #[inline]
    pub fn encode(&mut self, v: f64, s: &mut Sink) -> Result<(), EncodeError> {
        let b = v.to_bits();
        if !self.general.is_none() && self.general.encode(&b, s)? {
            return Ok(());
        }
        s.fixed(b, 8);
        Ok(())
    }
}

/// Decoder for `float` items.
#[derive(Debug)]
pub struct FloatDec {
    general: GeneralDec<u64>,
}
impl FloatDec {
    /// Build from a policy.
    pub fn new(p: &Policy) -> Self {
        FloatDec {
            general: GeneralDec::new(p.general),
        }
    }
    /// Decode one value.
    #[inline]
    pub fn decode(&mut self, src: &mut Source) -> Result<f64, DecodeError> {
        if let Some(b) = self.general.decode(src)? {
            return Ok(f64::from_bits(b));
        }
        let b = src.fixed(8)?;
        self.general.learn(&b);
        Ok(f64::from_bits(b))
    }
}

fn encode_charset(v: &str, cs: Charset, out: &mut Vec<u8>) -> Result<(), EncodeError> {
    match cs {
        Charset::Utf8 => out.extend_from_slice(v.as_bytes()),
        Charset::Ascii => {
            if !v.is_ascii() {
                return Err(EncodeError::Charset("US-ASCII"));
            }
            out.extend_from_slice(v.as_bytes());
        }
        Charset::Latin1 => {
            for c in v.chars() {
                let u = c as u32;
                if u > 0xff {
                    return Err(EncodeError::Charset("ISO-8859-1"));
                }
                out.push(u as u8);
            }
        }
        Charset::Utf16Be => v
            .encode_utf16()
            .for_each(|u| out.extend_from_slice(&u.to_be_bytes())),
        Charset::Utf16Le => v
            .encode_utf16()
            .for_each(|u| out.extend_from_slice(&u.to_le_bytes())),
    }
    Ok(())
}

fn decode_charset(b: &[u8], cs: Charset) -> Result<String, DecodeError> {
    match cs {
        Charset::Utf8 | Charset::Ascii => std::str::from_utf8(b)
            .map(str::to_owned)
            .map_err(|_| DecodeError::Corrupt("invalid UTF-8 in string")),
        Charset::Latin1 => Ok(b.iter().map(|&c| c as char).collect()),
        Charset::Utf16Be | Charset::Utf16Le => {
            if b.len() & 1 == 1 {
                return Err(DecodeError::Corrupt("odd UTF-16 length"));
            }
            let units = b.chunks_exact(2).map(|c| {
                if cs == Charset::Utf16Be {
                    u16::from_be_bytes([c[0], c[1]])
                } else {
                    u16::from_le_bytes([c[0], c[1]])
                }
            });
            char::decode_utf16(units)
                .collect::<Result<String, _>>()
                .map_err(|_| DecodeError::Corrupt("invalid UTF-16 in string"))
        }
    }
}

/// Encoder for `string` items: general layer, then length and charset bytes.
#[derive(Debug)]
pub struct StrEnc {
    general: GeneralEnc<String>,
    len: IntEnc,
    charset: Charset,
    scratch: Vec<u8>,
}
impl StrEnc {
    /// Build from the string's policy and its `length` policy.
    pub fn new(p: &Policy, len: &Policy) -> Self {
        StrEnc {
            general: GeneralEnc::new(p.general),
            len: IntEnc::new(len),
            charset: p.charset,
            scratch: Vec::new(),
        }
    }
    /// Encode one value.
    #[inline]
    pub fn encode(&mut self, v: &String, s: &mut Sink) -> Result<(), EncodeError> {
        if !self.general.is_none() && self.general.encode(v, s)? {
            return Ok(());
        }
        if self.charset == Charset::Utf8 {
            self.len.encode(v.len() as i64, s)?;
            s.bytes(v.as_bytes());
        } else {
            self.scratch.clear();
            encode_charset(v, self.charset, &mut self.scratch)?;
            self.len.encode(self.scratch.len() as i64, s)?;
            s.bytes(&self.scratch);
        }
        Ok(())
    }
}

/// Decoder for `string` items.
#[derive(Debug)]
pub struct StrDec {
    general: GeneralDec<String>,
    len: IntDec,
    charset: Charset,
}
impl StrDec {
    /// Build from the string's policy and its `length` policy.
    pub fn new(p: &Policy, len: &Policy) -> Self {
        StrDec {
            general: GeneralDec::new(p.general),
            len: IntDec::new(len),
            charset: p.charset,
        }
    }
    /// Decode one value.
    #[inline]
    pub fn decode(&mut self, src: &mut Source) -> Result<String, DecodeError> {
        if let Some(v) = self.general.decode(src)? {
            return Ok(v);
        }
        let n = self.len.decode(src)?;
        let n = usize::try_from(n).map_err(|_| DecodeError::Corrupt("negative length"))?;
        let v = decode_charset(src.bytes(n)?, self.charset)?;
        self.general.learn(&v);
        Ok(v)
    }
}

/// Encoder for `data` items: general layer, then length and bytes.
#[derive(Debug)]
pub struct DataEnc {
    general: GeneralEnc<Vec<u8>>,
    len: IntEnc,
}
impl DataEnc {
    /// Build from the item's policy and its `length` policy.
    pub fn new(p: &Policy, len: &Policy) -> Self {
        DataEnc {
            general: GeneralEnc::new(p.general),
            len: IntEnc::new(len),
        }
    }
    /// Encode one value.
    #[inline]
    pub fn encode(&mut self, v: &Vec<u8>, s: &mut Sink) -> Result<(), EncodeError> {
        if !self.general.is_none() && self.general.encode(v, s)? {
            return Ok(());
        }
        self.len.encode(v.len() as i64, s)?;
        s.bytes(v);
        Ok(())
    }
}

/// Decoder for `data` items.
#[derive(Debug)]
pub struct DataDec {
    general: GeneralDec<Vec<u8>>,
    len: IntDec,
}
impl DataDec {
    /// Build from the item's policy and its `length` policy.
    pub fn new(p: &Policy, len: &Policy) -> Self {
        DataDec {
            general: GeneralDec::new(p.general),
            len: IntDec::new(len),
        }
    }
    /// Decode one value.
    #[inline]
    pub fn decode(&mut self, src: &mut Source) -> Result<Vec<u8>, DecodeError> {
        if let Some(v) = self.general.decode(src)? {
            return Ok(v);
        }
        let n = self.len.decode(src)?;
        let n = usize::try_from(n).map_err(|_| DecodeError::Corrupt("negative length"))?;
        let v = src.bytes(n)?.to_vec();
        self.general.learn(&v);
        Ok(v)
    }
}
