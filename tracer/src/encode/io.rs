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

/// Where a record is encoded: a borrow of the output buffer (the record is
/// written in place, no copy and no allocation per record) and of the
/// encoder's event list, for one record ([`begin`](Sink::begin), then
/// [`finish_plain`](Sink::finish_plain) or [`MetaEnc::finish`](super::meta::MetaEnc::finish),
/// or [`abort`](Sink::abort)). A local value, so its counters live in registers.
///
/// The sink writes through a cursor of its own (`ptr`, `len`, `cap`: the
/// buffer's data pointer, the record's end and the capacity) and stores
/// the buffer's length once, when the record is finished: a byte written
/// is one store, where a `Vec::push` reloads and stores the vector's
/// length and tests its capacity. Until then the buffer's own length
/// still says where the record starts (the bytes past it are written
/// spare capacity).
#[derive(Debug)]
pub struct Sink<'a> {
    /// The buffer being written (the caller's output). Its length is
    /// brought up to date by [`sync`](Self::sync) and when the record ends.
    buf: &'a mut Vec<u8>,
    /// Meta-events raised so far, in order (empty at `begin`, emptied again
    /// when the record is finished or aborted).
    pub events: &'a mut Vec<PendingEvent>,
    /// `buf`'s data pointer (valid while `buf` does not reallocate: only
    /// [`grow`] does, and the sink reloads it).
    ptr: *mut u8,
    /// Bytes of `buf` written, the record included.
    len: usize,
    /// `buf`'s capacity.
    cap: usize,
    ordinal: u32,
    frame: usize,
    base: usize,
    tid: u64,
    /// Started by [`begin_bounded`](Self::begin_bounded): the capacity for
    /// the whole record is reserved (a constant where the `Sink` is
    /// inlined, so the unused branch of each write folds away).
    bounded: bool,
    /// Started by [`try_begin_bounded`](Self::try_begin_bounded) (the
    /// fast paths behind `encode_any`): LEB128 values of up to three bytes
    /// are written without a branch on their length.
    flat: bool,
    /// True once an event was raised (kept here, in a register, so that a
    /// plain record's finish does not load the event list's length).
    raised: bool,
    /// Bounded: the most bytes the record takes, frame header included (a
    /// constant where the sink is inlined: a record type whose bound is
    /// below 128 needs no test for a long size prefix).
    max: usize,
}

impl<'a> Sink<'a> {
    /// Start a record of wire type `tid`, appended to `out`, raising events
    /// into `events` (which must be empty).
    #[inline(always)]
    pub fn begin(out: &'a mut Vec<u8>, events: &'a mut Vec<PendingEvent>, tid: u64) -> Sink<'a> {
        Sink::begin_reserving(out, events, tid, RECORD_RESERVE, false)
    }
    /// [`begin`](Self::begin) for a record of only integer fields that
    /// cannot take more than `max` bytes, frame header included (see
    /// [`bounded_record_bytes`]): the room is reserved once here, and the
    /// integer writes of the record skip their own capacity checks.
    #[inline(always)]
    pub fn begin_bounded(
        out: &'a mut Vec<u8>,
        events: &'a mut Vec<PendingEvent>,
        tid: u64,
        max: usize,
    ) -> Sink<'a> {
        Sink::begin_reserving(out, events, tid, max.max(RECORD_RESERVE), true)
    }
    /// [`begin_bounded`](Self::begin_bounded) when `out` already has the
    /// room (None otherwise, without reserving): a path that must not call
    /// out of line (so that it needs no callee-saved registers) leaves
    /// the rare growth to its slow path.
    #[inline(always)]
    pub fn try_begin_bounded(
        out: &'a mut Vec<u8>,
        events: &'a mut Vec<PendingEvent>,
        tid: u64,
        max: usize,
    ) -> Option<Sink<'a>> {
        let mut s = Sink::try_begin_bounded_branchy(out, events, tid, max)?;
        s.flat = true;
        Some(s)
    }
    /// [`try_begin_bounded`](Self::try_begin_bounded) with the plain
    /// LEB128 writes (a branch on the length, one byte the common case:
    /// ~6 instructions a field where the flat write takes ~14): for a
    /// leaf fast path whose fields are almost always one byte (a
    /// `BlockEnter`'s time delta and block number).
    #[inline(always)]
    pub fn try_begin_bounded_branchy(
        out: &'a mut Vec<u8>,
        events: &'a mut Vec<PendingEvent>,
        tid: u64,
        max: usize,
    ) -> Option<Sink<'a>> {
        let reserve = max.max(RECORD_RESERVE);
        if out.capacity() - out.len() < reserve {
            return None;
        }
        Some(Sink::begin_reserving(out, events, tid, reserve, true))
    }
    #[inline(always)]
    fn begin_reserving(
        out: &'a mut Vec<u8>,
        events: &'a mut Vec<PendingEvent>,
        tid: u64,
        reserve: usize,
        bounded: bool,
    ) -> Sink<'a> {
        debug_assert!(events.is_empty());
        let frame = out.len();
        // Room for the frame header and a typical record (bounded: the
        // whole record): the size byte, a one-byte type id and small
        // fields then need no capacity check.
        if out.capacity() - frame < reserve {
            reserve_cold(out, reserve);
        }
        let mut s = Sink {
            ptr: out.as_mut_ptr(),
            cap: out.capacity(),
            buf: out,
            events,
            len: frame,
            ordinal: 0,
            frame,
            base: frame,
            tid,
            bounded,
            flat: false,
            raised: false,
            max: reserve,
        };
        if tid < 0x80 {
            // SAFETY: at least `reserve` (>= RECORD_RESERVE > 2) bytes of
            // spare capacity follow `frame`.
            unsafe {
                let p = s.ptr.add(frame);
                p.write(0); // size, patched by finish
                p.add(1).write(tid as u8);
            }
            s.len = frame + 2;
        } else {
            // SAFETY: as above, RECORD_RESERVE >= 1 + MAX_UVAR.
            unsafe {
                s.ptr.add(frame).write(0);
                s.len = frame + 1 + write_uvar_raw(s.ptr.add(frame + 1), tid);
            }
        }
        s.base = s.len;
        s
    }
    /// Bring the buffer's length up to the bytes written (before the
    /// buffer is used as a `Vec`).
    #[inline(always)]
    fn sync(&mut self) {
        debug_assert!(self.len <= self.cap);
        // SAFETY: every byte below `len` was written (initialized), and
        // `len <= cap`, the buffer's capacity.
        unsafe { self.buf.set_len(self.len) }
    }
    /// Ensure `n` bytes of spare capacity after `len`.
    #[inline(always)]
    fn room(&mut self, n: usize) {
        if self.bounded {
            debug_assert!(
                self.cap - self.len >= n,
                "bounded record overflows its reserve"
            );
        } else if self.cap - self.len < n {
            // Out of line, and given the buffer rather than the sink, so
            // that the sink's address never escapes (it stays in registers).
            let (ptr, cap) = grow(self.buf, self.len, n);
            self.ptr = ptr;
            self.cap = cap;
        }
    }
    /// Payload bytes written since [`begin`](Sink::begin).
    #[inline]
    pub fn payload(&self) -> &[u8] {
        // SAFETY: bytes `base..len` of the allocation are written.
        unsafe { std::slice::from_raw_parts(self.ptr.add(self.base), self.len - self.base) }
    }
    /// Wire type id of the record being encoded.
    #[inline]
    pub fn tid(&self) -> u64 {
        self.tid
    }
    /// True if no meta-event was raised: the record is framed plainly.
    #[inline(always)]
    pub fn is_plain(&self) -> bool {
        !self.raised
    }
    /// Drop the record being encoded, leaving the output as it was.
    #[inline]
    pub fn abort(self) {
        self.buf.truncate(self.frame);
        self.events.clear();
    }
    /// Finish a record without meta-events: patch its size. Returns the frame
    /// length.
    #[inline(always)]
    pub fn finish_plain(mut self) -> usize {
        debug_assert!(self.events.is_empty() && !self.raised);
        let body = self.len - self.frame - 1;
        if (self.bounded && self.max <= 0x80) || body < 0x80 {
            debug_assert!(body < 0x80);
            // SAFETY: `frame < len`: the size byte was written by `begin`.
            unsafe { self.ptr.add(self.frame).write(body as u8) };
            self.sync();
        } else {
            self.sync();
            long_size(self.buf, self.frame, body);
        }
        self.buf.len() - self.frame
    }
    /// For re-framing as a meta-record: the output buffer (the record's
    /// bytes included), where the frame starts, and where the payload
    /// starts (it runs to the buffer's end).
    pub fn into_parts(mut self) -> (&'a mut Vec<u8>, usize, usize) {
        self.sync();
        (self.buf, self.frame, self.base)
    }
    /// For re-framing as a meta-record: [`into_parts`](Self::into_parts)
    /// and the events raised.
    #[inline(always)]
    pub fn into_meta_parts(
        mut self,
    ) -> ((&'a mut Vec<u8>, usize, usize), &'a mut Vec<PendingEvent>) {
        self.sync();
        ((self.buf, self.frame, self.base), self.events)
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
        self.raised = true;
        self.events.push(PendingEvent {
            pos: (self.len - self.base) as u32,
            ordinal,
            event,
        });
    }
    /// Append an unsigned LEB128 integer.
    #[inline(always)]
    pub fn uvar(&mut self, v: u64) {
        if self.flat && v < 0x4000 {
            // One or two bytes without a branch on the length (a random
            // mix of lengths mispredicts): both stored as one 16-bit word,
            // the continuation bit from a comparison.
            let n1 = (v >= 0x80) as u64;
            let w = (v & 0x7f) | n1 << 7 | (v >> 7) << 8;
            // SAFETY: flat implies bounded: `begin_bounded` reserved
            // MAX_UVAR (>= 2) bytes per integer write.
            unsafe {
                self.ptr
                    .add(self.len)
                    .cast::<u16>()
                    .write_unaligned((w as u16).to_le())
            };
            self.len += 1 + n1 as usize;
        } else if v < 0x80 {
            self.room(1);
            // SAFETY: `room` guarantees a byte of spare capacity at `len`.
            unsafe { self.ptr.add(self.len).write(v as u8) };
            self.len += 1;
        } else if self.bounded && v < 0x4000 {
            // SAFETY: bounded: `begin_bounded` reserved room for the
            // whole record, MAX_UVAR bytes per integer write.
            unsafe {
                let p = self.ptr.add(self.len);
                p.write((v as u8) | 0x80);
                p.add(1).write((v >> 7) as u8);
            }
            self.len += 2;
        } else if self.bounded && v < 0x20_0000 {
            // Three bytes (cache slots of large caches) without the loop.
            // SAFETY: as above.
            unsafe {
                let p = self.ptr.add(self.len);
                p.write((v as u8) | 0x80);
                p.add(1).write(((v >> 7) as u8) | 0x80);
                p.add(2).write((v >> 14) as u8);
            }
            self.len += 3;
        } else if self.bounded {
            // The loop inline: a bounded record's fast path then makes no
            // call (and needs no callee-saved registers).
            // SAFETY: bounded: as above.
            self.len += unsafe { write_uvar_raw(self.ptr.add(self.len), v) };
        } else {
            self.room(MAX_UVAR);
            // SAFETY: `room` guarantees MAX_UVAR bytes of spare capacity.
            self.len += unsafe { write_uvar_cold(self.ptr.add(self.len), v) };
        }
    }
    /// Append the low `n` bytes (`n <= 8`) of `v`, little-endian.
    #[inline(always)]
    pub fn fixed(&mut self, v: u64, n: u8) {
        debug_assert!(n <= 8);
        self.room(8);
        // SAFETY: `room(8)` (or, bounded, `begin_bounded`: an integer
        // write takes at most MAX_UVAR >= 8 bytes) guarantees 8 bytes of
        // spare capacity after `len`; all 8 are written, and `len` grows
        // by `n <= 8` of them.
        unsafe {
            std::ptr::copy_nonoverlapping(v.to_le_bytes().as_ptr(), self.ptr.add(self.len), 8);
        }
        self.len += (n as usize).min(8);
    }
    /// Append raw bytes.
    #[inline]
    pub fn bytes(&mut self, b: &[u8]) {
        debug_assert!(!self.bounded, "a bounded record has only integer fields");
        if self.cap - self.len < b.len() {
            let (ptr, cap) = grow(self.buf, self.len, b.len());
            self.ptr = ptr;
            self.cap = cap;
        }
        // SAFETY: `b.len()` bytes of spare capacity after `len`; `b` is
        // another object than the buffer's spare capacity.
        unsafe {
            std::ptr::copy_nonoverlapping(b.as_ptr(), self.ptr.add(self.len), b.len());
        }
        self.len += b.len();
    }
}

/// The slow path of a [`Sink`]'s unbounded writes: bring `buf`'s length
/// up to the `len` bytes written, make room for `n` more, and return the
/// (possibly moved) data pointer and the new capacity.
#[cold]
#[inline(never)]
fn grow(buf: &mut Vec<u8>, len: usize, n: usize) -> (*mut u8, usize) {
    debug_assert!(len <= buf.capacity());
    // SAFETY: the sink wrote (initialized) every byte below `len`, which
    // is within the capacity.
    unsafe { buf.set_len(len) };
    buf.reserve(n);
    (buf.as_mut_ptr(), buf.capacity())
}

/// [`write_uvar_raw`] out of line, for the rare values of 2^14 and more.
///
/// # Safety
/// As [`write_uvar_raw`].
#[inline(never)]
unsafe fn write_uvar_cold(p: *mut u8, v: u64) -> usize {
    write_uvar_raw(p, v)
}

/// Reserve `n` bytes of spare capacity, out of the per-record path.
#[cold]
#[inline(never)]
fn reserve_cold(out: &mut Vec<u8>, n: usize) {
    out.reserve(n);
}

/// The size prefix of a frame at `frame` whose body is 128 bytes or more:
/// move the body to make room for a multi-byte varint.
#[cold]
#[inline(never)]
fn long_size(buf: &mut Vec<u8>, frame: usize, body: usize) {
    let n = uvar_len(body as u64);
    let old = buf.len();
    buf.resize(old + n - 1, 0);
    buf.copy_within(frame + 1..old, frame + n);
    let mut tmp = Vec::with_capacity(10);
    put_uvar(&mut tmp, body as u64);
    buf[frame..frame + n].copy_from_slice(&tmp);
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
fn put_uvar_long(out: &mut Vec<u8>, v: u64) {
    out.reserve(MAX_UVAR);
    let len = out.len();
    // SAFETY: `reserve` guarantees MAX_UVAR bytes of spare capacity after
    // `len`, all `write_uvar_raw` may write; the length only covers
    // written bytes.
    unsafe {
        let n = write_uvar_raw(out.as_mut_ptr().add(len), v);
        out.set_len(len + n);
    }
}

/// Most bytes a LEB128 `u64` takes.
pub const MAX_UVAR: usize = 10;

/// Write `v` as LEB128 at `p`; returns the number of bytes written.
///
/// # Safety
/// `p` must be valid for writes of [`MAX_UVAR`] bytes.
#[inline(always)]
pub(crate) unsafe fn write_uvar_raw(p: *mut u8, mut v: u64) -> usize {
    let mut n = 0;
    while v >= 0x80 {
        p.add(n).write((v as u8) | 0x80);
        v >>= 7;
        n += 1;
    }
    p.add(n).write(v as u8);
    n + 1
}

/// Most bytes a record of `int_fields` integer fields (and nothing else)
/// of wire type `tid` can take, frame header included: every integer
/// write (a LEB128 value, or a fixed-width value, which stores 8 bytes)
/// takes at most [`MAX_UVAR`] bytes. The bound of
/// [`Sink::begin_bounded`]; generated code computes it per record type.
pub const fn bounded_record_bytes(tid: u64, int_fields: usize) -> usize {
    let tid_len = (64 - (tid | 1).leading_zeros() as usize).div_ceil(7);
    1 + tid_len + int_fields * MAX_UVAR
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
    // Two- and three-byte values (up to 2^21: cache slots, larger ids)
    // without the loop.
    let p = *pos;
    if let Some(&[b0, b1, b2]) = buf.get(p..p.wrapping_add(3)) {
        let (b0, b1, b2) = (b0 as u64, b1 as u64, b2 as u64);
        if b0 >= 0x80 && b1 < 0x80 {
            *pos = p + 2;
            return Ok((b0 & 0x7f) | b1 << 7);
        }
        if b0 >= 0x80 && b1 >= 0x80 && b2 < 0x80 {
            *pos = p + 3;
            return Ok((b0 & 0x7f) | (b1 & 0x7f) << 7 | b2 << 14);
        }
    }
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
