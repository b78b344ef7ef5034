//! The adaptive encoding engine (thesis chapter 5).
//!
//! Strategies stack as decorators: a general strategy ([`general`]) first, then
//! for integers a targeted strategy and the basic size rule ([`int`]). When a
//! layer meets a value it cannot handle it defers to the next layer and raises
//! an `IrregularValue` meta-event; size changes raise `EncoderMessage`s. Events
//! are placed at exact byte positions of the record via meta-records
//! ([`meta`]). All state is per block: [`StreamEncoder::reset`] and
//! [`StreamDecoder::reset`] are called at every block boundary.
//!
//! [`dynamic`] walks [`Value`]s against a run-time schema; the code generator
//! ([`crate::codegen`]) emits straight-line code over the same primitives, so
//! both produce identical bytes.

pub mod dynamic;
pub mod fxhash;
pub mod general;
pub mod int;
pub mod io;
pub mod meta;
pub mod scalar;
pub mod slot_index;
pub mod tag;
pub mod value;

use crate::schema::{RecordId, Schema};
use dynamic::{RecordDec, RecordEnc};
use io::{get_uvar, uvar_len, PendingEvent, Sink, Source};
use meta::{FrameStats, MetaDec, MetaEnc, META_RECORD};
use std::sync::Arc;
use value::Record;

/// Why a record could not be encoded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EncodeError {
    /// The value does not fit the schema.
    #[error("{0}")]
    Type(String),
    /// A `constant` field received a different value.
    #[error("value differs from the first value of a field with encoding \"constant\"")]
    ConstantViolated,
    /// A `type=constant` field received a subtype.
    #[error("a subtype was stored in a field with encoding \"type=constant\"")]
    Polymorphic,
    /// A string is not representable in its charset.
    #[error("string not representable in charset {0}")]
    Charset(&'static str),
    /// The record type is not in the schema.
    #[error("unknown record type")]
    UnknownType,
}

/// Why a block payload could not be decoded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    /// The data ended inside a value.
    #[error("record data ends early")]
    Eof,
    /// The data is inconsistent.
    #[error("corrupt record data: {0}")]
    Corrupt(&'static str),
}

struct TypeEnc {
    rec: RecordEnc,
    meta: MetaEnc,
}

/// Encodes dynamic records into a block's raw payload, keeping per-block state.
pub struct StreamEncoder {
    schema: Arc<Schema>,
    types: Vec<Option<Box<TypeEnc>>>,
    events: Vec<PendingEvent>,
}

impl StreamEncoder {
    /// A fresh encoder for a schema.
    pub fn new(schema: Arc<Schema>) -> StreamEncoder {
        let n = schema.records().len();
        StreamEncoder {
            schema,
            types: (0..n).map(|_| None).collect(),
            events: Vec::new(),
        }
    }
    /// The schema.
    pub fn schema(&self) -> &Arc<Schema> {
        &self.schema
    }
    /// Forget all adaptive state (call at every block boundary).
    pub fn reset(&mut self) {
        self.types.iter_mut().for_each(|t| *t = None);
    }
    /// Encode and frame one record, appending to `out`. After an error the
    /// caller must end the block and [`reset`](Self::reset) (state may have moved).
    pub fn encode(&mut self, r: &Record, out: &mut Vec<u8>) -> Result<FrameStats, EncodeError> {
        let schema = &*self.schema;
        let slot = self.types.get_mut(r.ty).ok_or(EncodeError::UnknownType)?;
        let t = slot.get_or_insert_with(|| {
            Box::new(TypeEnc {
                rec: RecordEnc::new(schema, r.ty, None),
                meta: MetaEnc::new(),
            })
        });
        let mut s = Sink::begin(out, &mut self.events, schema.type_id(r.ty));
        match t.rec.encode(schema, r, &mut s) {
            Ok(()) => t.meta.finish(s),
            Err(e) => {
                s.abort();
                Err(e)
            }
        }
    }
}

struct TypeDec {
    rec: RecordDec,
    meta: MetaDec,
}

/// What [`StreamDecoder::decode`] found.
#[derive(Debug, Clone, PartialEq)]
pub enum Decoded {
    /// A record.
    Record(Record),
    /// A record of a type this decoder does not know, skipped.
    Unknown {
        /// Its wire type id.
        type_id: u64,
    },
}

/// Decodes a block's raw payload into dynamic records.
pub struct StreamDecoder {
    schema: Arc<Schema>,
    types: Vec<Option<Box<TypeDec>>>,
    known: Vec<bool>,
    events: Vec<PendingEvent>,
}

/// Read a frame header: returns (frame end, wire type id, payload start,
/// whether it is a meta-record), leaving `pos` after the type id(s).
/// Inlined into the (generated) decoders of other crates: it runs once per
/// record. The common frame (size and type id of one byte each, no
/// meta-record) is read with one bounds check.
#[inline(always)]
pub fn frame_header(block: &[u8], pos: &mut usize) -> Result<(usize, u64, bool), DecodeError> {
    let p = *pos;
    if let Some(&[size, tid]) = block.get(p..p.wrapping_add(2)) {
        let end = p + 1 + usize::from(size);
        // (size in 1..=127, tid in 1..=127: not META_RECORD, which is 0.)
        if size.wrapping_sub(1) < 0x7f && tid.wrapping_sub(1) < 0x7f && end <= block.len() {
            *pos = p + 2;
            return Ok((end, u64::from(tid), false));
        }
    }
    frame_header_slow(block, pos)
}

// `frame_header`'s common case takes a type id of 1..=127 for no meta-record.
const _: () = assert!(META_RECORD == 0);

/// [`frame_header`] of any frame.
#[inline(never)]
fn frame_header_slow(block: &[u8], pos: &mut usize) -> Result<(usize, u64, bool), DecodeError> {
    let size = get_uvar(block, pos)?;
    let end = pos
        .checked_add(size as usize)
        .filter(|e| *e <= block.len() && size > 0)
        .ok_or(DecodeError::Corrupt("record frame exceeds the block"))?;
    let mut tid = get_uvar(&block[..end], pos)?;
    let meta = tid == META_RECORD;
    if meta {
        tid = get_uvar(&block[..end], pos)?;
    }
    Ok((end, tid, meta))
}

impl StreamDecoder {
    /// A fresh decoder for a schema.
    pub fn new(schema: Arc<Schema>) -> StreamDecoder {
        let n = schema.records().len();
        StreamDecoder {
            schema,
            types: (0..n).map(|_| None).collect(),
            known: vec![true; n],
            events: Vec::new(),
        }
    }
    /// Treat the given record types as unknown (they are skipped), as a reader
    /// built against an older schema would.
    pub fn forget_types(&mut self, ids: &[RecordId]) {
        for &i in ids {
            if let Some(k) = self.known.get_mut(i) {
                *k = false;
            }
        }
    }
    /// Forget all adaptive state (call at every block boundary).
    pub fn reset(&mut self) {
        self.types.iter_mut().for_each(|t| *t = None);
    }
    /// Decode the record framed at `block[*pos..]`, advancing `pos` past it.
    pub fn decode(
        &mut self,
        block: &[u8],
        pos: &mut usize,
    ) -> Result<(Decoded, FrameStats), DecodeError> {
        let start = *pos;
        let (end, tid, meta) = frame_header(block, pos)?;
        let frame_bytes = end - start;
        let rid = match self.schema.from_type_id(tid).filter(|r| self.known[*r]) {
            Some(r) => r,
            None => {
                *pos = end;
                return Ok((
                    Decoded::Unknown { type_id: tid },
                    FrameStats {
                        frame_bytes,
                        meta_bytes: 0,
                    },
                ));
            }
        };
        let schema = &*self.schema;
        let t = self.types[rid].get_or_insert_with(|| {
            Box::new(TypeDec {
                rec: RecordDec::new(schema, rid, None),
                meta: MetaDec::new(),
            })
        });
        let frame = &block[..end];
        self.events.clear();
        if meta {
            t.meta.read_events(frame, pos, &mut self.events)?;
        }
        let payload_len = end - *pos;
        let mut src = Source::new(frame, *pos, &self.events);
        let r = t.rec.decode(schema, rid, &mut src)?;
        if src.pos != end || !src.events_done() {
            return Err(DecodeError::Corrupt(
                "record payload does not match its frame",
            ));
        }
        *pos = end;
        let plain = uvar_len(tid) + payload_len;
        let plain = uvar_len(plain as u64) + plain;
        Ok((
            Decoded::Record(r),
            FrameStats {
                frame_bytes,
                meta_bytes: frame_bytes.saturating_sub(plain),
            },
        ))
    }
}
