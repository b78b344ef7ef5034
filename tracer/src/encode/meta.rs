//! Record framing and meta-records (section 5.3.1).
//!
//! A record with no meta-events is framed `[size][type][payload]`. A record
//! whose encoding raised meta-events becomes a meta-record
//! `[size][0][type][k]{[seg][ord][event]}*k[payload]`: the payload is split at
//! the exact byte positions (`seg` = bytes since the previous split) where each
//! event applies, and `ord` names the strategy decision it belongs to. Events
//! are records themselves (`step.IrregularValue` = 1, `step.EncoderMessage` = 2
//! with an identifier-encoded `message`), so an event may in turn be a nested
//! meta-record `[0][2][k]{...}[payload]`.

use super::io::{get_uvar, put_uvar, uvar_len, Event, PendingEvent, Sink, Source};
use super::scalar::{StrDec, StrEnc};
use super::{DecodeError, EncodeError};
use crate::policy::{General, Kind, Policy};

/// Event type id of `step.IrregularValue`.
pub const IRREGULAR_VALUE: u64 = 1;
/// Event type id of `step.EncoderMessage`.
pub const ENCODER_MESSAGE: u64 = 2;
/// Type id marking a meta-record.
pub const META_RECORD: u64 = 0;
const MAX_NESTING: usize = 8;

fn message_policy() -> (Policy, Policy) {
    let mut p = Policy::default_for(Kind::String);
    p.general = General::Identifier;
    (p, Policy::default_for(Kind::Length))
}

/// What framing one record cost.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FrameStats {
    /// All bytes of the frame, size prefix included.
    pub frame_bytes: usize,
    /// Bytes of meta-data (meta-record header and events).
    pub meta_bytes: usize,
}

/// Per-record-type state for encoding meta-events.
#[derive(Debug)]
pub struct MetaEnc {
    msg: StrEnc,
    msg_events: Vec<PendingEvent>,
    body: Vec<u8>,
    payload: Vec<u8>,
    scratch: Vec<u8>,
    texts: Vec<String>,
}

impl Default for MetaEnc {
    fn default() -> Self {
        MetaEnc::new()
    }
}

impl MetaEnc {
    /// Fresh state (at a block start).
    pub fn new() -> MetaEnc {
        let (p, l) = message_policy();
        MetaEnc {
            msg: StrEnc::new(&p, &l),
            msg_events: Vec::new(),
            body: Vec::new(),
            payload: Vec::new(),
            scratch: Vec::new(),
            texts: (0..=8).map(|n| format!("size:={n}")).collect(),
        }
    }

    /// Finish the record encoded in `s` (see [`Sink::begin`]): frame it as
    /// a plain record or, if it raised events, as a meta-record.
    #[inline(always)]
    pub fn finish(&mut self, s: Sink<'_>) -> Result<FrameStats, EncodeError> {
        if s.events.is_empty() {
            let frame_bytes = s.finish_plain();
            return Ok(FrameStats {
                frame_bytes,
                meta_bytes: 0,
            });
        }
        self.finish_meta(s)
    }

    #[inline(never)]
    fn finish_meta(&mut self, mut s: Sink<'_>) -> Result<FrameStats, EncodeError> {
        let tid = s.tid();
        let mut payload = std::mem::take(&mut self.payload);
        payload.clear();
        s.take_payload(&mut payload);
        let mut body = std::mem::take(&mut self.body);
        body.clear();
        put_uvar(&mut body, META_RECORD);
        put_uvar(&mut body, tid);
        let res = self.events_into(s.events, &mut body);
        s.events.clear();
        let out = s.buf;
        res?;
        let start = out.len();
        body.extend_from_slice(&payload);
        put_uvar(out, body.len() as u64);
        out.extend_from_slice(&body);
        self.body = body;
        let frame_bytes = out.len() - start;
        let plain = uvar_len(tid) + payload.len();
        let plain = uvar_len(plain as u64) + plain;
        self.payload = payload;
        Ok(FrameStats {
            frame_bytes,
            meta_bytes: frame_bytes.saturating_sub(plain),
        })
    }

    fn events_into(
        &mut self,
        events: &[PendingEvent],
        out: &mut Vec<u8>,
    ) -> Result<(), EncodeError> {
        put_uvar(out, events.len() as u64);
        let (mut pos, mut ord) = (0u32, 0u32);
        for (i, e) in events.iter().enumerate() {
            put_uvar(out, (e.pos - pos) as u64);
            let d = if i == 0 {
                e.ordinal
            } else {
                e.ordinal - ord - 1
            };
            put_uvar(out, d as u64);
            pos = e.pos;
            ord = e.ordinal;
            match e.event {
                Event::Irregular => put_uvar(out, IRREGULAR_VALUE),
                Event::Size(n) => {
                    let mut scratch = std::mem::take(&mut self.scratch);
                    scratch.clear();
                    let mut ms = Sink::begin(&mut scratch, &mut self.msg_events, ENCODER_MESSAGE);
                    if let Err(e) = self.msg.encode(&self.texts[n as usize], &mut ms) {
                        ms.abort();
                        self.scratch = scratch;
                        return Err(e);
                    }
                    if ms.events.is_empty() {
                        put_uvar(out, ENCODER_MESSAGE);
                    } else {
                        // Nested meta-record: the message itself raised events
                        // (a new identifier); those are plain irregular values.
                        put_uvar(out, META_RECORD);
                        put_uvar(out, ENCODER_MESSAGE);
                        put_uvar(out, ms.events.len() as u64);
                        let (mut p2, mut o2) = (0u32, 0u32);
                        for (j, n) in ms.events.iter().enumerate() {
                            put_uvar(out, (n.pos - p2) as u64);
                            let d = if j == 0 {
                                n.ordinal
                            } else {
                                n.ordinal - o2 - 1
                            };
                            put_uvar(out, d as u64);
                            p2 = n.pos;
                            o2 = n.ordinal;
                            debug_assert_eq!(n.event, Event::Irregular);
                            put_uvar(out, IRREGULAR_VALUE);
                        }
                    }
                    out.extend_from_slice(ms.payload());
                    ms.abort();
                    self.scratch = scratch;
                }
            }
        }
        Ok(())
    }
}

/// Per-record-type state for decoding meta-events.
#[derive(Debug)]
pub struct MetaDec {
    msg: StrDec,
}

impl Default for MetaDec {
    fn default() -> Self {
        MetaDec::new()
    }
}

impl MetaDec {
    /// Fresh state (at a block start).
    pub fn new() -> MetaDec {
        let (p, l) = message_policy();
        MetaDec {
            msg: StrDec::new(&p, &l),
        }
    }

    /// Read the events of a meta-record (after its data type id) into `events`.
    pub fn read_events(
        &mut self,
        buf: &[u8],
        pos: &mut usize,
        events: &mut Vec<PendingEvent>,
    ) -> Result<(), DecodeError> {
        self.read_events_depth(buf, pos, events, 0)
    }

    fn read_events_depth(
        &mut self,
        buf: &[u8],
        pos: &mut usize,
        events: &mut Vec<PendingEvent>,
        depth: usize,
    ) -> Result<(), DecodeError> {
        let k = get_uvar(buf, pos)?;
        if k == 0 || k > buf.len() as u64 {
            return Err(DecodeError::Corrupt("bad meta-event count"));
        }
        let (mut p, mut o) = (0u64, 0u64);
        for i in 0..k {
            p += get_uvar(buf, pos)?;
            let d = get_uvar(buf, pos)?;
            o = if i == 0 { d } else { o + d + 1 };
            if p > u32::MAX as u64 || o > u32::MAX as u64 {
                return Err(DecodeError::Corrupt("meta-event position out of range"));
            }
            let event = self.read_event(buf, pos, depth)?;
            events.push(PendingEvent {
                pos: p as u32,
                ordinal: o as u32,
                event,
            });
        }
        Ok(())
    }

    fn read_event(
        &mut self,
        buf: &[u8],
        pos: &mut usize,
        depth: usize,
    ) -> Result<Event, DecodeError> {
        match get_uvar(buf, pos)? {
            IRREGULAR_VALUE => Ok(Event::Irregular),
            ENCODER_MESSAGE => {
                let mut src = Source::new(buf, *pos, &[]);
                let m = self.msg.decode(&mut src)?;
                *pos = src.pos;
                parse_message(&m)
            }
            META_RECORD => {
                if depth >= MAX_NESTING {
                    return Err(DecodeError::Corrupt("meta-records nested too deeply"));
                }
                if get_uvar(buf, pos)? != ENCODER_MESSAGE {
                    return Err(DecodeError::Corrupt("nested meta-record of unknown type"));
                }
                let mut nested = Vec::new();
                self.read_events_depth(buf, pos, &mut nested, depth + 1)?;
                let mut src = Source::new(buf, *pos, &nested);
                let m = self.msg.decode(&mut src)?;
                if !src.events_done() {
                    return Err(DecodeError::Corrupt(
                        "unused meta-events in nested meta-record",
                    ));
                }
                *pos = src.pos;
                parse_message(&m)
            }
            _ => Err(DecodeError::Corrupt("unknown meta-event type")),
        }
    }
}

fn parse_message(m: &str) -> Result<Event, DecodeError> {
    match m.strip_prefix("size:=").and_then(|n| n.parse::<u8>().ok()) {
        Some(n @ 1..=8) => Ok(Event::Size(n)),
        _ => Err(DecodeError::Corrupt("unknown encoder message")),
    }
}
