//! Byte-level primitives: the [`Sink`] a record is encoded into (payload bytes
//! plus the meta-events raised while encoding it) and the [`Source`] it is
//! decoded from.

use super::DecodeError;

/// A meta-event raised by a strategy (section 5.3.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    /// `IrregularValue`: the next value comes from the fallback rule.
    Irregular,
    /// `EncoderMessage` `"size:=N"`: an integer size rule changes its width.
    Size(u8),
}

/// An event at a position of the record payload.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PendingEvent {
    /// Byte offset in the payload where the policy change applies.
    pub pos: u32,
    /// Ordinal of the check point (strategy decision) that raised it.
    pub ordinal: u32,
    /// The event.
    pub event: Event,
}

/// Spare capacity [`Sink::begin`] reserves for a record.
const RECORD_RESERVE: usize = 64;

/// Where a record is encoded. It borrows the output buffer for the duration
/// of one record ([`begin`](Sink::begin) .. [`finish`](Sink::finish)), so the
/// payload is written in place: no copy and no allocation per record.
#[derive(Debug, Default)]
pub struct Sink {
    /// The buffer being written (the caller's output during a record).
    pub buf: Vec<u8>,
    /// Meta-events raised so far, in order.
    pub events: Vec<PendingEvent>,
    ordinal: u32,
    frame: usize,
    base: usize,
    tid: u64,
}

impl Sink {
    /// An empty sink.
    pub fn new() -> Sink {
        Sink::default()
    }
    /// Start a record of wire type `tid`, appended to `out`. Must be followed
    /// by [`finish`](Sink::finish) or [`abort`](Sink::abort) with the same `out`.
    #[inline(always)]
    pub fn begin(&mut self, out: &mut Vec<u8>, tid: u64) {
        std::mem::swap(&mut self.buf, out);
        self.events.clear();
        self.ordinal = 0;
        self.frame = self.buf.len();
        self.tid = tid;
        // Room for the frame header and a typical record: the size byte, a
        // one-byte type id and small fields then need no reallocation check
        // beyond the one each write makes.
        self.buf.reserve(RECORD_RESERVE);
        if tid < 0x80 {
            // SAFETY: `reserve` above left at least RECORD_RESERVE (> 2)
            // bytes of spare capacity; both bytes are initialized before
            // the length covers them.
            unsafe {
                let len = self.buf.len();
                let p = self.buf.as_mut_ptr().add(len);
                p.write(0); // size, patched by finish
                p.add(1).write(tid as u8);
                self.buf.set_len(len + 2);
            }
        } else {
            self.buf.push(0); // size, patched by finish
            put_uvar(&mut self.buf, tid);
        }
        self.base = self.buf.len();
    }
    /// Payload bytes written since [`begin`](Sink::begin).
    #[inline]
    pub fn payload(&self) -> &[u8] {
        &self.buf[self.base..]
    }
    /// Wire type id of the record being encoded.
    #[inline]
    pub fn tid(&self) -> u64 {
        self.tid
    }
    /// Drop the record being encoded and give `out` back unchanged.
    #[inline]
    pub fn abort(&mut self, out: &mut Vec<u8>) {
        self.buf.truncate(self.frame);
        self.events.clear();
        std::mem::swap(&mut self.buf, out);
    }
    /// Finish a record without meta-events: patch its size, give `out` back.
    /// Returns the frame length.
    #[inline(always)]
    pub fn finish_plain(&mut self, out: &mut Vec<u8>) -> usize {
        let body = self.buf.len() - self.frame - 1;
        if body < 0x80 {
            self.buf[self.frame] = body as u8;
        } else {
            self.long_size(body);
        }
        let len = self.buf.len() - self.frame;
        std::mem::swap(&mut self.buf, out);
        len
    }
    /// The size prefix of a frame whose body is 128 bytes or more: move the
    /// body to make room for a multi-byte varint.
    #[cold]
    #[inline(never)]
    fn long_size(&mut self, body: usize) {
        let n = uvar_len(body as u64);
        let old = self.buf.len();
        self.buf.resize(old + n - 1, 0);
        self.buf.copy_within(self.frame + 1..old, self.frame + n);
        let mut tmp = Vec::with_capacity(10);
        put_uvar(&mut tmp, body as u64);
        self.buf[self.frame..self.frame + n].copy_from_slice(&tmp);
    }
    /// Remove the payload (for re-framing as a meta-record), returning its
    /// start; the buffer is truncated to the frame start.
    pub fn take_payload(&mut self, into: &mut Vec<u8>) {
        into.extend_from_slice(&self.buf[self.base..]);
        self.buf.truncate(self.frame);
    }
    /// A strategy decision point that may raise an event; returns its ordinal.
    #[inline]
    pub fn ck(&mut self) -> u32 {
        let o = self.ordinal;
        self.ordinal += 1;
        o
    }
    /// Raise an event at the current byte position for check point `ordinal`.
    #[inline]
    pub fn event(&mut self, ordinal: u32, event: Event) {
        self.events.push(PendingEvent {
            pos: (self.buf.len() - self.base) as u32,
            ordinal,
            event,
        });
    }
    /// Append an unsigned LEB128 integer.
    #[inline(always)]
    pub fn uvar(&mut self, v: u64) {
        if v < 0x80 {
            self.buf.push(v as u8);
        } else {
            put_uvar_long(&mut self.buf, v);
        }
    }
    /// Append the low `n` bytes (`n <= 8`) of `v`, little-endian.
    #[inline(always)]
    pub fn fixed(&mut self, v: u64, n: u8) {
        debug_assert!(n <= 8);
        self.buf.reserve(8);
        let len = self.buf.len();
        // SAFETY: `reserve(8)` guarantees 8 bytes of spare capacity after
        // `len`; all 8 are written (so initialized), and the length grows by
        // `n <= 8` of them.
        unsafe {
            let p = self.buf.as_mut_ptr().add(len);
            std::ptr::copy_nonoverlapping(v.to_le_bytes().as_ptr(), p, 8);
            self.buf.set_len(len + (n as usize).min(8));
        }
    }
    /// Append raw bytes.
    #[inline]
    pub fn bytes(&mut self, b: &[u8]) {
        self.buf.extend_from_slice(b);
    }
}

/// Append an unsigned LEB128 integer to a vector.
#[inline]
pub fn put_uvar(out: &mut Vec<u8>, v: u64) {
    if v < 0x80 {
        out.push(v as u8);
    } else {
        put_uvar_long(out, v);
    }
}

/// [`put_uvar`] for any value: one capacity check, then the bytes are
/// stored without further checks.
#[inline]
fn put_uvar_long(out: &mut Vec<u8>, mut v: u64) {
    out.reserve(10);
    let len = out.len();
    let mut n = 0;
    // SAFETY: `reserve(10)` guarantees 10 bytes of spare capacity after
    // `len`; a u64 takes at most 10 LEB128 bytes, so every write below is
    // in the reserved area, and the length only covers written bytes.
    unsafe {
        let p = out.as_mut_ptr().add(len);
        while v >= 0x80 {
            p.add(n).write((v as u8) | 0x80);
            v >>= 7;
            n += 1;
        }
        p.add(n).write(v as u8);
        out.set_len(len + n + 1);
    }
}

/// Number of bytes [`put_uvar`] writes for `v`.
#[inline]
pub fn uvar_len(v: u64) -> usize {
    (64 - (v | 1).leading_zeros() as usize).div_ceil(7)
}

/// Zig-zag map a signed value to unsigned.
#[inline]
pub fn zigzag(v: i64) -> u64 {
    ((v << 1) ^ (v >> 63)) as u64
}

/// Inverse of [`zigzag`].
#[inline]
pub fn unzigzag(v: u64) -> i64 {
    ((v >> 1) as i64) ^ -((v & 1) as i64)
}

/// Read an unsigned LEB128 integer from `buf` at `*pos`.
#[inline]
pub fn get_uvar(buf: &[u8], pos: &mut usize) -> Result<u64, DecodeError> {
    if let Some(&b) = buf.get(*pos) {
        if b < 0x80 {
            *pos += 1;
            return Ok(b as u64);
        }
    }
    get_uvar_slow(buf, pos)
}

#[inline(never)]
fn get_uvar_slow(buf: &[u8], pos: &mut usize) -> Result<u64, DecodeError> {
    let mut v = 0u64;
    let mut shift = 0u32;
    loop {
        let b = *buf.get(*pos).ok_or(DecodeError::Eof)?;
        *pos += 1;
        if shift == 63 && b > 1 {
            return Err(DecodeError::Corrupt(
                "variable-length integer overflows 64 bits",
            ));
        }
        v |= ((b & 0x7f) as u64) << shift;
        if b & 0x80 == 0 {
            return Ok(v);
        }
        shift += 7;
        if shift > 63 {
            return Err(DecodeError::Corrupt("variable-length integer too long"));
        }
    }
}

/// A record payload being decoded, with the meta-events that apply to it.
#[derive(Debug)]
pub struct Source<'a> {
    /// The bytes (the payload starts at `start`).
    pub buf: &'a [u8],
    /// Current position in `buf`.
    pub pos: usize,
    start: usize,
    events: &'a [PendingEvent],
    next: usize,
    ordinal: u32,
    /// Nesting depth of record values being decoded (bounded, see [`MAX_DEPTH`]).
    pub depth: u32,
}

/// Deepest nesting of record values a decoder accepts (guards the stack
/// against damaged or hostile data).
pub const MAX_DEPTH: u32 = 256;

impl<'a> Source<'a> {
    /// A source over `buf[start..]` with the given events.
    pub fn new(buf: &'a [u8], start: usize, events: &'a [PendingEvent]) -> Source<'a> {
        Source {
            buf,
            pos: start,
            start,
            events,
            next: 0,
            ordinal: 0,
            depth: 0,
        }
    }
    /// Mirror of [`Sink::ck`]: returns the event raised at this check point, if any.
    #[inline]
    pub fn ck(&mut self) -> Result<Option<Event>, DecodeError> {
        let o = self.ordinal;
        self.ordinal += 1;
        match self.events.get(self.next) {
            Some(e) if e.ordinal == o => {
                if e.pos as usize != self.pos - self.start {
                    return Err(DecodeError::Corrupt(
                        "meta-event does not sit at its byte position",
                    ));
                }
                self.next += 1;
                Ok(Some(e.event))
            }
            _ => Ok(None),
        }
    }
    /// True if every event was consumed.
    pub fn events_done(&self) -> bool {
        self.next == self.events.len()
    }
    /// Read an unsigned LEB128 integer.
    #[inline]
    pub fn uvar(&mut self) -> Result<u64, DecodeError> {
        get_uvar(self.buf, &mut self.pos)
    }
    /// Read `n` little-endian bytes.
    #[inline]
    pub fn fixed(&mut self, n: u8) -> Result<u64, DecodeError> {
        let n = n as usize;
        let b = self
            .buf
            .get(self.pos..self.pos + n)
            .ok_or(DecodeError::Eof)?;
        let mut a = [0u8; 8];
        a[..n].copy_from_slice(b);
        self.pos += n;
        Ok(u64::from_le_bytes(a))
    }
    /// Read `n` raw bytes.
    #[inline]
    pub fn bytes(&mut self, n: usize) -> Result<&'a [u8], DecodeError> {
        let end = self.pos.checked_add(n).ok_or(DecodeError::Eof)?;
        let b = self.buf.get(self.pos..end).ok_or(DecodeError::Eof)?;
        self.pos = end;
        Ok(b)
    }
}
