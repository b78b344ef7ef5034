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

use super::io::{
    get_uvar, put_uvar, uvar_len, write_uvar_raw, Event, PendingEvent, Sink, Source, MAX_UVAR,
};
use super::scalar::{StrDec, StrEnc};
use super::{DecodeError, EncodeError};
use crate::policy::{General, Kind, Policy};
use std::mem::MaybeUninit;

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
    /// Encoder of `EncoderMessage` texts, made on the first message (most
    /// record types never send one, and this state is rebuilt per block).
    msg: Option<Box<StrEnc>>,
    msg_events: Vec<PendingEvent>,
    /// meta-record header being built (reused)
    body: Vec<u8>,
    /// size prefix and header, as written (reused)
    payload: Vec<u8>,
    scratch: Vec<u8>,
}

/// The texts of the `size:=N` encoder messages, by N.
const SIZE_MESSAGES: [&str; 9] = [
    "size:=0", "size:=1", "size:=2", "size:=3", "size:=4", "size:=5", "size:=6", "size:=7",
    "size:=8",
];

impl Default for MetaEnc {
    fn default() -> Self {
        MetaEnc::new()
    }
}

impl MetaEnc {
    /// Fresh state (at a block start).
    pub fn new() -> MetaEnc {
        MetaEnc {
            msg: None,
            msg_events: Vec::new(),
            body: Vec::new(),
            payload: Vec::new(),
            scratch: Vec::new(),
        }
    }

    /// Finish the record encoded in `s` (see [`Sink::begin`]): frame it as
    /// a plain record or, if it raised events, as a meta-record.
    #[inline(always)]
    pub fn finish(&mut self, s: Sink<'_>) -> Result<FrameStats, EncodeError> {
        if s.is_plain() {
            let frame_bytes = s.finish_plain();
            return Ok(FrameStats {
                frame_bytes,
                meta_bytes: 0,
            });
        }
        let tid = s.tid();
        let ((out, frame, base), events) = s.into_meta_parts();
        if tid < 0x80 {
            let frame_bytes = finish_one(out, frame, base, events, tid as u8);
            if frame_bytes != 0 {
                return Ok(FrameStats {
                    frame_bytes,
                    meta_bytes: ONE_META_BYTES,
                });
            }
        }
        self.finish_meta((out, frame, base), events, tid)
    }

    /// [`finish`](Self::finish) for a caller that does not need the
    /// record's [`FrameStats`] (a trace writer): nothing is computed for
    /// a plain record but its size.
    #[inline(always)]
    pub fn finish_quiet(&mut self, s: Sink<'_>) -> Result<(), EncodeError> {
        if s.is_plain() {
            s.finish_plain();
            return Ok(());
        }
        let tid = s.tid();
        let ((out, frame, base), events) = s.into_meta_parts();
        if tid < 0x80 && finish_one(out, frame, base, events, tid as u8) != 0 {
            return Ok(());
        }
        self.finish_meta((out, frame, base), events, tid)
            .map(|_| ())
    }

    /// Re-frame the record as a meta-record, in place. `out` is the output
    /// buffer (the record's plain frame at `frame`, its payload from `base`
    /// to the end). The common case (at most [`SMALL_EVENTS`] irregular
    /// values: cache misses, new identifiers, window resets) is
    /// [`finish_small`]; the others take [`finish_general`](Self::finish_general).
    #[cold]
    #[inline(never)]
    fn finish_meta(
        &mut self,
        (out, frame, base): (&mut Vec<u8>, usize, usize),
        events: &mut Vec<PendingEvent>,
        tid: u64,
    ) -> Result<FrameStats, EncodeError> {
        if events.len() <= SMALL_EVENTS && events.iter().all(|e| e.event == Event::Irregular) {
            let st = finish_small(out, frame, base, events, tid);
            events.clear();
            return Ok(st);
        }
        self.finish_general((out, frame, base), events, tid)
    }

    /// [`finish_meta`](Self::finish_meta) for any events: the size prefix
    /// and header are built aside, then the payload is moved up once to
    /// make room for them.
    #[inline(never)]
    fn finish_general(
        &mut self,
        (out, frame, base): (&mut Vec<u8>, usize, usize),
        events: &mut Vec<PendingEvent>,
        tid: u64,
    ) -> Result<FrameStats, EncodeError> {
        let payload_len = out.len() - base;
        let mut prefix = std::mem::take(&mut self.payload);
        prefix.clear();
        let res = self.general_prefix(tid, events, payload_len, &mut prefix);
        events.clear();
        if let Err(e) = res {
            out.truncate(frame);
            self.payload = prefix;
            return Err(e);
        }
        place_prefix(out, frame, base, &prefix);
        self.payload = prefix;
        Ok(frame_stats(out.len() - frame, tid, payload_len))
    }

    /// Size prefix and header of a meta-record in the general case
    /// (encoder messages, many events), into `prefix`.
    fn general_prefix(
        &mut self,
        tid: u64,
        events: &[PendingEvent],
        payload_len: usize,
        prefix: &mut Vec<u8>,
    ) -> Result<(), EncodeError> {
        let mut head = std::mem::take(&mut self.body);
        head.clear();
        put_uvar(&mut head, META_RECORD);
        put_uvar(&mut head, tid);
        let res = self.events_into(events, &mut head);
        if res.is_ok() {
            put_uvar(prefix, (head.len() + payload_len) as u64);
            prefix.extend_from_slice(&head);
        }
        self.body = head;
        res
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
                    let msg = self.msg.get_or_insert_with(|| {
                        let (p, l) = message_policy();
                        Box::new(StrEnc::new(&p, &l))
                    });
                    let text = SIZE_MESSAGES[n as usize].to_owned();
                    if let Err(e) = msg.encode(&text, &mut ms) {
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

/// What framing a meta-record of `frame_bytes` cost, against the plain
/// frame of its type `tid` and payload length.
#[inline]
fn frame_stats(frame_bytes: usize, tid: u64, payload_len: usize) -> FrameStats {
    let plain = uvar_len(tid) + payload_len;
    let plain = uvar_len(plain as u64) + plain;
    FrameStats {
        frame_bytes,
        meta_bytes: frame_bytes.saturating_sub(plain),
    }
}

/// Most events [`finish_small`] handles.
const SMALL_EVENTS: usize = 4;
/// Room for the header [`finish_small`] builds: marker (1), type id (10),
/// count (1), and per event position (5), ordinal (5) and event type (1).
const SMALL_HEADER: usize = 64;
const _: () = assert!(1 + 10 + 1 + SMALL_EVENTS * 11 <= SMALL_HEADER);
/// Payloads up to this length are moved through registers (a copy of
/// this constant length, no `memmove` call).
const SMALL_PAYLOAD: usize = 64;
/// The constant length of the copies of a header and payload both this
/// short (the common case).
const SHORT: usize = 32;

/// Re-frame the record at `out[frame..]` (payload from `base` to the end)
/// as a meta-record whose events are at most [`SMALL_EVENTS`] irregular
/// values: the header is built in a stack buffer of constant length, the
/// payload (if short) saved to another, and both are stored back with
/// copies of constant length (no library calls), after the new size
/// prefix.
fn finish_small(
    out: &mut Vec<u8>,
    frame: usize,
    base: usize,
    events: &[PendingEvent],
    tid: u64,
) -> FrameStats {
    debug_assert!(events.len() <= SMALL_EVENTS);
    let payload_len = out.len() - base;
    // Not zeroed: the bytes past the header that its constant-length copy
    // stores are overwritten by the payload's copy (or left past the
    // buffer's length).
    let mut head = MaybeUninit::<[u8; SMALL_HEADER]>::uninit();
    let hp = head.as_mut_ptr().cast::<u8>();
    // SAFETY: at most 1 + 10 + 1 + SMALL_EVENTS * 11 <= SMALL_HEADER bytes
    // are written (a u64 takes at most 10 bytes, a u32 5, a value below
    // 128 one).
    let n = unsafe {
        hp.write(META_RECORD as u8);
        let mut n = 1 + write_uvar_raw(hp.add(1), tid);
        hp.add(n).write(events.len() as u8);
        n += 1;
        let (mut pos, mut ord) = (0u32, 0u32);
        for (i, e) in events.iter().enumerate() {
            n += write_uvar_raw(hp.add(n), u64::from(e.pos - pos));
            let d = if i == 0 {
                e.ordinal
            } else {
                e.ordinal - ord - 1
            };
            n += write_uvar_raw(hp.add(n), u64::from(d));
            hp.add(n).write(IRREGULAR_VALUE as u8);
            n += 1;
            pos = e.pos;
            ord = e.ordinal;
        }
        n
    };
    let body = n + payload_len;
    let sz = short_uvar_len(body);
    let new_base = frame + sz + n;
    debug_assert!(new_base > base);
    // Room for the longest size prefix, the header's constant-length copy
    // and the payload (its constant-length copy too), and for reading the
    // payload's constant-length copy from `base` (<= frame + 11).
    let need = frame + MAX_UVAR + SMALL_HEADER + payload_len.max(SMALL_PAYLOAD);
    if out.capacity() < need {
        out.reserve(need - out.len());
    }
    // SAFETY: `need` bytes from the allocation's start are within its
    // capacity; bytes `frame..len` are written. The payload is saved
    // (short: a constant-length copy that may read spare capacity past
    // it, into `MaybeUninit`, never interpreted) or moved with `copy`
    // (overlap allowed) before the prefix overwrites it; every byte below
    // the new length is written before the length covers it.
    unsafe {
        let p = out.as_mut_ptr();
        if payload_len <= SHORT && n <= SHORT {
            // The usual case (a few integer fields): half-length copies.
            let mut saved = MaybeUninit::<[u8; SHORT]>::uninit();
            let sp = saved.as_mut_ptr().cast::<u8>();
            std::ptr::copy_nonoverlapping(p.add(base), sp, SHORT);
            write_uvar_raw(p.add(frame), body as u64);
            std::ptr::copy_nonoverlapping(hp, p.add(frame + sz), SHORT);
            std::ptr::copy_nonoverlapping(sp, p.add(new_base), SHORT);
        } else if payload_len <= SMALL_PAYLOAD {
            let mut saved = MaybeUninit::<[u8; SMALL_PAYLOAD]>::uninit();
            let sp = saved.as_mut_ptr().cast::<u8>();
            std::ptr::copy_nonoverlapping(p.add(base), sp, SMALL_PAYLOAD);
            write_uvar_raw(p.add(frame), body as u64);
            // The header's constant-length copy runs past its end; the
            // payload, stored after it, overwrites the excess.
            std::ptr::copy_nonoverlapping(hp, p.add(frame + sz), SMALL_HEADER);
            std::ptr::copy_nonoverlapping(sp, p.add(new_base), SMALL_PAYLOAD);
        } else {
            std::ptr::copy(p.add(base), p.add(new_base), payload_len);
            write_uvar_raw(p.add(frame), body as u64);
            std::ptr::copy_nonoverlapping(hp, p.add(frame + sz), n);
        }
        out.set_len(new_base + payload_len);
    }
    // The plain frame it replaces: its header (size byte and type id) ran
    // from `frame` to `base`.
    let plain_body = base - frame - 1 + payload_len;
    let frame_bytes = sz + body;
    FrameStats {
        frame_bytes,
        meta_bytes: frame_bytes - (short_uvar_len(plain_body) + plain_body),
    }
}

/// Meta-data bytes of a record [`finish_one`] frames: its meta-record
/// header `[0][type][1][pos][ord][1]` is 6 bytes where the plain frame
/// had the type id's one.
const ONE_META_BYTES: usize = 5;

/// The most common meta-record in one piece: one irregular value (a
/// cache miss, a new identifier, a window reset) in a short record (a
/// payload of at most [`SHORT`] bytes) of a type id below 128, at a
/// position and check point below 128. Its whole header is 6 one-byte
/// values: size prefix and header are stored as one 8-byte word, the
/// payload (moved up 5 bytes) through a 32-byte register copy. Returns
/// the frame's length, or 0 (nothing done) for any other record, which
/// [`finish_small`] or [`MetaEnc::finish_general`] frames; the same bytes
/// as theirs (tested). Inlined into each record type's out-of-line
/// full path (a call would cost a fifth of it).
#[inline]
fn finish_one(
    out: &mut Vec<u8>,
    frame: usize,
    base: usize,
    events: &mut Vec<PendingEvent>,
    tid: u8,
) -> usize {
    let [e] = events.as_slice() else { return 0 };
    let payload_len = out.len() - base;
    if e.event != Event::Irregular
        || (e.pos | e.ordinal) >= 0x80
        || payload_len > SHORT
        || base != frame + 2
        || out.capacity() < frame + 7 + SHORT
    {
        return 0;
    }
    let body = 6 + payload_len;
    let head = body as u64
        | u64::from(tid) << 16
        | 1 << 24
        | u64::from(e.pos) << 32
        | u64::from(e.ordinal) << 40
        | (IRREGULAR_VALUE << 48);
    // SAFETY: `frame + 7 + SHORT` bytes are within the capacity (tested
    // above), so are the SHORT bytes read from `base = frame + 2` (a copy
    // of the payload and of spare capacity past it into `MaybeUninit`,
    // never interpreted) and the 8-byte header store at `frame`. The
    // payload is saved before the header overwrites its first 5 bytes;
    // its copy, stored after the header, overwrites the header word's
    // 8th byte; every byte below the new length is written.
    unsafe {
        let p = out.as_mut_ptr().add(frame);
        let mut saved = MaybeUninit::<[u8; SHORT]>::uninit();
        let sp = saved.as_mut_ptr().cast::<u8>();
        std::ptr::copy_nonoverlapping(p.add(2), sp, SHORT);
        p.cast::<[u8; 8]>().write_unaligned(head.to_le_bytes());
        std::ptr::copy_nonoverlapping(sp, p.add(7), SHORT);
        out.set_len(frame + 7 + payload_len);
    }
    events.clear();
    1 + body
}

/// [`uvar_len`] with the one-byte case (record sizes below 128) first.
#[inline(always)]
fn short_uvar_len(v: usize) -> usize {
    if v < 0x80 {
        1
    } else {
        uvar_len(v as u64)
    }
}

/// Replace the plain frame header of the record at `out[frame..]` (its
/// payload runs from `base` to the end) by `prefix` (size prefix and
/// meta-record header), moving the payload up (the prefix is always longer).
fn place_prefix(out: &mut Vec<u8>, frame: usize, base: usize, prefix: &[u8]) {
    let payload_len = out.len() - base;
    let new_base = frame + prefix.len();
    assert!(
        new_base > base,
        "a meta-record header is longer than a plain one"
    );
    out.reserve(new_base - base);
    // SAFETY: `reserve` makes room for `new_base + payload_len` bytes; the
    // payload is moved within the allocation (`copy` allows overlap), the
    // prefix comes from another buffer, and every byte of
    // `frame..new_base + payload_len` is written before the length covers it.
    unsafe {
        let p = out.as_mut_ptr();
        std::ptr::copy(p.add(base), p.add(new_base), payload_len);
        std::ptr::copy_nonoverlapping(prefix.as_ptr(), p.add(frame), prefix.len());
        out.set_len(new_base + payload_len);
    }
}

#[cfg(test)]
mod tests {
    use super::{finish_one, finish_small, Event, MetaEnc, PendingEvent, Sink, ONE_META_BYTES};

    /// A plain-framed record of `payload` after `prefix` bytes of other
    /// output; returns the buffer, the frame and the payload start.
    fn plain(prefix: usize, tid: u64, payload: &[u8], cap: usize) -> (Vec<u8>, usize, usize) {
        let mut out = Vec::with_capacity(cap);
        out.extend((0..prefix).map(|i| i as u8));
        let mut events = Vec::new();
        let mut s = Sink::begin(&mut out, &mut events, tid);
        s.bytes(payload);
        let (out, frame, base) = s.into_parts();
        (std::mem::take(out), frame, base)
    }

    /// `finish_small` (constant-length copies through the stack) writes
    /// the bytes of the general path (header built in a vector, payload
    /// moved with `memmove`), for payloads shorter and longer than its
    /// stack copy, type ids and positions of one and more bytes, and an
    /// output buffer with and without spare capacity.
    #[test]
    fn small_meta_records_match_the_general_path() {
        for tid in [3u64, 127, 128, 300, 1 << 40] {
            for len in [0usize, 1, 2, 5, 30, 31, 32, 33, 63, 64, 65, 100, 200, 300] {
                for nev in 1..=4usize {
                    for cap in [0usize, 4096] {
                        let payload: Vec<u8> = (0..len).map(|i| (i * 7 + 1) as u8).collect();
                        let events: Vec<PendingEvent> = (0..nev)
                            .map(|i| PendingEvent {
                                pos: ((i * len) / nev) as u32,
                                ordinal: (i * 3 + (len % 2) * 150) as u32,
                                event: Event::Irregular,
                            })
                            .collect();
                        let (mut a, frame, base) = plain(7, tid, &payload, cap);
                        let (mut b, _, _) = plain(7, tid, &payload, cap);
                        let (mut c, _, _) = plain(7, tid, &payload, cap);
                        let sa = finish_small(&mut a, frame, base, &events, tid);
                        let mut ev = events.clone();
                        let sb = MetaEnc::new()
                            .finish_general((&mut b, frame, base), &mut ev, tid)
                            .unwrap();
                        assert_eq!(a, b, "tid={tid} len={len} events={nev} cap={cap}");
                        assert_eq!(sa, sb);
                        assert!(ev.is_empty());
                        // The one-event case, where it applies: the same bytes.
                        if tid < 0x80 {
                            let mut ev = events.clone();
                            let n = finish_one(&mut c, frame, base, &mut ev, tid as u8);
                            let applies = nev == 1
                                && len <= 32
                                && events[0].ordinal < 0x80
                                && c.capacity() >= frame + 39;
                            assert_eq!(n != 0, applies, "tid={tid} len={len} cap={cap}");
                            if applies {
                                assert_eq!(c, a, "tid={tid} len={len} cap={cap}");
                                assert_eq!(n, sa.frame_bytes);
                                assert_eq!(ONE_META_BYTES, sa.meta_bytes);
                                assert!(ev.is_empty());
                            } else {
                                assert_eq!(ev, events, "nothing done");
                            }
                        }
                    }
                }
            }
        }
    }
}
