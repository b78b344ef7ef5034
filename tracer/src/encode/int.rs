//! Integer encoding: general layer, targeted strategies (delta, stride,
//! offset, window) and the basic size/sign rule, stacked as decorators.

use super::general::{GeneralDec, GeneralEnc, GeneralStrategy};
use super::io::{unzigzag, zigzag, Event, Sink, Source};
use super::{DecodeError, EncodeError};
use crate::policy::{General, Policy, Size, Targeted};

/// Minimal number of bytes (1..=8) holding `v` with the given signedness.
#[inline]
pub fn bytes_needed(v: i64, signed: bool) -> u8 {
    if signed {
        let m = if v < 0 { !v } else { v } as u64; // magnitude bits without sign
        let bits = 64 - m.leading_zeros() + 1;
        bits.div_ceil(8).max(1) as u8
    } else {
        let u = v as u64;
        let bits = 64 - u.leading_zeros();
        bits.div_ceil(8).max(1) as u8
    }
}

/// True if `v` fits in `n` bytes with the given signedness, i.e.
/// `bytes_needed(v, signed) <= n` (`n` is a constant in generated code,
/// so this is a shift and a compare).
#[inline(always)]
pub fn fits(v: i64, n: u8, signed: bool) -> bool {
    if n >= 8 {
        return true;
    }
    let bits = 8 * n as u32;
    if signed {
        sign_extend(v as u64, n, true) == v
    } else {
        (v as u64) >> bits == 0
    }
}

#[inline]
fn sign_extend(u: u64, n: u8, signed: bool) -> i64 {
    if !signed || n >= 8 {
        return u as i64;
    }
    let shift = 64 - 8 * n as u32;
    ((u << shift) as i64) >> shift
}

/// The basic rule: how an integer becomes bytes (the size is passed in so
/// that generated code can make it a constant; `cur` is the state of `N..`).
#[derive(Debug, Clone, Copy)]
pub struct Basic {
    cur: u8,
}

impl Basic {
    fn new(size: Size) -> Basic {
        let cur = match size {
            Size::Start(n) | Size::Fixed(n) | Size::Min(n) => n,
            Size::Creep => 8,
        };
        Basic { cur }
    }

    #[inline(always)]
    fn put(&mut self, size: Size, v: i64, signed: bool, s: &mut Sink) {
        let raw = |v: i64| if signed { zigzag(v) } else { v as u64 };
        match size {
            Size::Creep => s.uvar(raw(v)),
            Size::Fixed(n) => {
                let o = s.ck();
                if fits(v, n, signed) {
                    s.fixed(v as u64, n);
                } else {
                    s.event(o, Event::Irregular);
                    s.uvar(raw(v));
                }
            }
            Size::Start(_) => {
                let o = s.ck();
                if !fits(v, self.cur, signed) {
                    let need = bytes_needed(v, signed);
                    s.event(o, Event::Size(need));
                    self.cur = need;
                }
                s.fixed(v as u64, self.cur);
            }
            Size::Min(n) => {
                let o = s.ck();
                if fits(v, n, signed) {
                    s.fixed(v as u64, n);
                } else {
                    let need = bytes_needed(v, signed);
                    s.event(o, Event::Size(need));
                    s.fixed(v as u64, need);
                }
            }
        }
    }

    /// [`put`](Self::put)'s regular path: the same bytes if `v` raises no
    /// event (true), else nothing written that counts and false.
    #[inline(always)]
    fn put_fast(&self, size: Size, v: i64, signed: bool, s: &mut Sink) -> bool {
        let n = match size {
            Size::Creep => {
                s.uvar(if signed { zigzag(v) } else { v as u64 });
                return true;
            }
            Size::Fixed(n) | Size::Min(n) => n,
            Size::Start(_) => self.cur,
        };
        if fits(v, n, signed) {
            s.fixed(v as u64, n);
            true
        } else {
            false
        }
    }

    #[inline(always)]
    fn get(&mut self, size: Size, signed: bool, src: &mut Source) -> Result<i64, DecodeError> {
        let cook = |u: u64| if signed { unzigzag(u) } else { u as i64 };
        match size {
            Size::Creep => Ok(cook(src.uvar()?)),
            Size::Fixed(n) => match src.ck()? {
                None => Ok(sign_extend(src.fixed(n)?, n, signed)),
                Some(Event::Irregular) => Ok(cook(src.uvar()?)),
                Some(_) => Err(DecodeError::Corrupt("unexpected meta-event for size=fixed")),
            },
            Size::Start(_) => {
                match src.ck()? {
                    None => {}
                    Some(Event::Size(m)) if m > self.cur && m <= 8 => self.cur = m,
                    Some(_) => return Err(DecodeError::Corrupt("bad size:= message")),
                }
                Ok(sign_extend(src.fixed(self.cur)?, self.cur, signed))
            }
            Size::Min(n) => {
                let w = match src.ck()? {
                    None => n,
                    Some(Event::Size(m)) if m > n && m <= 8 => m,
                    Some(_) => return Err(DecodeError::Corrupt("bad size:= message")),
                };
                Ok(sign_extend(src.fixed(w)?, w, signed))
            }
        }
    }
}

#[derive(Debug, Clone, Copy)]
struct TState {
    first: bool,
    prev: i64,
    base: i64,
}

impl TState {
    fn new() -> TState {
        TState {
            first: true,
            prev: 0,
            base: 0,
        }
    }
    /// Keep targeted state in step when the general layer handled a value.
    #[inline]
    fn observe(&mut self, t: Targeted, v: i64) {
        match t {
            Targeted::None | Targeted::Offset(Some(_)) => {}
            Targeted::Delta(_) | Targeted::Stride(_) => {
                self.first = false;
                self.prev = v;
            }
            Targeted::Offset(None) | Targeted::Window(_) => {
                if self.first {
                    self.first = false;
                    self.base = v;
                }
            }
        }
    }
}

/// Encoder for one integer item. `G` is the general layer: [`GeneralEnc`]
/// (any strategy, chosen at run time) by default; generated code names the
/// field's own strategy type (e.g. [`super::general::Identifier`]) so that
/// no strategy dispatch remains.
#[derive(Debug)]
pub struct IntEnc<G = GeneralEnc<i64>> {
    general: G,
    p: Policy,
    t: TState,
    basic: Basic,
}

impl<G: GeneralStrategy<i64>> IntEnc<G> {
    /// Build from a policy (its general strategy must be the one `G` implements).
    pub fn new(p: &Policy) -> Self {
        IntEnc {
            general: G::for_general(p.general),
            p: *p,
            t: TState::new(),
            basic: Basic::new(p.size),
        }
    }

    /// Encode one value.
    #[inline]
    pub fn encode(&mut self, v: i64, s: &mut Sink) -> Result<(), EncodeError> {
        let p = self.p;
        self.encode_p(&p, v, s)
    }

    /// [`encode`](Self::encode) with the policy this encoder was built with,
    /// passed by the caller: generated code passes a constant so that only
    /// the code of its strategies remains.
    #[inline(always)]
    pub fn encode_p(&mut self, p: &Policy, v: i64, s: &mut Sink) -> Result<(), EncodeError> {
        self.encode_w::<false>(p, v, s)
    }

    /// [`encode_p`](Self::encode_p) that may skip the "first value of the
    /// block" tests when `WARM`: the caller knows this item has encoded a
    /// value in this block already (generated code: a top-level integer
    /// field of a record type that has been written in this block; every
    /// record encodes each such field exactly once). Same bytes.
    #[inline(always)]
    pub fn encode_w<const WARM: bool>(
        &mut self,
        p: &Policy,
        v: i64,
        s: &mut Sink,
    ) -> Result<(), EncodeError> {
        if p.general != General::None && self.general.encode_w::<WARM>(&v, s)? {
            self.t.observe(p.targeted, v);
            return Ok(());
        }
        let signed = p.signed;
        let size = p.size;
        let t = &mut self.t;
        debug_assert!(
            !WARM || !t.first || matches!(p.targeted, Targeted::None | Targeted::Offset(Some(_))),
            "encode_w::<true> before the item's first value"
        );
        match p.targeted {
            Targeted::None => self.basic.put(size, v, signed, s),
            Targeted::Delta(th) => {
                if !WARM && t.first {
                    t.first = false;
                    self.basic.put(size, v, signed, s);
                } else {
                    let d = v.wrapping_sub(t.prev);
                    match th {
                        None => self.basic.put(size, d, true, s),
                        Some(th) => {
                            let o = s.ck();
                            if d.unsigned_abs() <= th {
                                self.basic.put(size, d, true, s);
                            } else {
                                s.event(o, Event::Irregular);
                                self.basic.put(size, v, signed, s);
                            }
                        }
                    }
                }
                t.prev = v;
            }
            Targeted::Stride(inc) => {
                if !WARM && t.first {
                    t.first = false;
                    self.basic.put(size, v, signed, s);
                } else {
                    let o = s.ck();
                    if v != t.prev.wrapping_add(inc) {
                        s.event(o, Event::Irregular);
                        self.basic.put(size, v, signed, s);
                    }
                }
                t.prev = v;
            }
            Targeted::Offset(Some(b)) => self.basic.put(size, v.wrapping_sub(b), true, s),
            Targeted::Offset(None) => {
                if !WARM && t.first {
                    t.first = false;
                    t.base = v;
                    self.basic.put(size, v, signed, s);
                } else {
                    self.basic.put(size, v.wrapping_sub(t.base), true, s);
                }
            }
            Targeted::Window(th) => {
                if !WARM && t.first {
                    t.first = false;
                    t.base = v;
                    self.basic.put(size, v, signed, s);
                } else {
                    let o = s.ck();
                    let d = v.wrapping_sub(t.base);
                    if d.unsigned_abs() <= th {
                        self.basic.put(size, d, true, s);
                    } else {
                        s.event(o, Event::Irregular);
                        self.basic.put(size, v, signed, s);
                        t.base = v;
                    }
                }
            }
        }
        Ok(())
    }
}

impl<G: GeneralStrategy<i64>> IntEnc<G> {
    /// The regular path of a warm item (see [`encode_w`](Self::encode_w)),
    /// for records of integers only: if `v` takes every layer's regular
    /// path (no meta-event, no new table entry, no error), write the bytes
    /// [`encode_w::<true>`](Self::encode_w) would write and return true;
    /// the state is left as it was, and [`commit`](Self::commit) brings it
    /// up to date once the whole record took its regular path. Otherwise
    /// return false (what was written past the record's start does not
    /// count: the caller encodes the record again with `encode_w`).
    #[inline(always)]
    pub fn fast(&self, p: &Policy, v: i64, s: &mut Sink) -> bool {
        if p.general != General::None {
            match self.general.fast(&v, s) {
                Some(true) => return true,
                Some(false) => {}
                None => return false,
            }
        }
        let (size, signed, t) = (p.size, p.signed, &self.t);
        debug_assert!(
            !t.first || matches!(p.targeted, Targeted::None | Targeted::Offset(Some(_))),
            "IntEnc::fast before the item's first value"
        );
        match p.targeted {
            Targeted::None => self.basic.put_fast(size, v, signed, s),
            Targeted::Delta(th) => {
                let d = v.wrapping_sub(t.prev);
                th.is_none_or(|th| d.unsigned_abs() <= th) && self.basic.put_fast(size, d, true, s)
            }
            Targeted::Stride(inc) => v == t.prev.wrapping_add(inc),
            Targeted::Offset(Some(b)) => self.basic.put_fast(size, v.wrapping_sub(b), true, s),
            Targeted::Offset(None) => self.basic.put_fast(size, v.wrapping_sub(t.base), true, s),
            Targeted::Window(th) => {
                let d = v.wrapping_sub(t.base);
                d.unsigned_abs() <= th && self.basic.put_fast(size, d, true, s)
            }
        }
    }

    /// After [`fast`](Self::fast) returned true for `v` (and for every
    /// other field of the record): the state change of encoding `v`
    /// (a delta's or stride's previous value).
    #[inline(always)]
    pub fn commit(&mut self, p: &Policy, v: i64) {
        if matches!(p.targeted, Targeted::Delta(_) | Targeted::Stride(_)) {
            self.t.prev = v;
        }
    }
}

/// Decoder for one integer item.
#[derive(Debug)]
pub struct IntDec {
    general: GeneralDec<i64>,
    p: Policy,
    t: TState,
    basic: Basic,
}

impl IntDec {
    /// Build from a policy.
    pub fn new(p: &Policy) -> IntDec {
        IntDec {
            general: GeneralDec::new(p.general),
            p: *p,
            t: TState::new(),
            basic: Basic::new(p.size),
        }
    }

    /// Decode one value.
    #[inline]
    pub fn decode(&mut self, src: &mut Source) -> Result<i64, DecodeError> {
        let p = self.p;
        self.decode_p(&p, src)
    }

    /// [`decode`](Self::decode) with the policy passed by the caller (a
    /// constant in generated code).
    #[inline(always)]
    pub fn decode_p(&mut self, p: &Policy, src: &mut Source) -> Result<i64, DecodeError> {
        if p.general != General::None {
            if let Some(v) = self.general.decode_as(p.general, src)? {
                self.t.observe(p.targeted, v);
                return Ok(v);
            }
        }
        let v = self.decode_targeted(p, src)?;
        if p.general != General::None {
            self.general.learn_as(p.general, &v);
        }
        Ok(v)
    }

    #[inline(always)]
    fn decode_targeted(&mut self, p: &Policy, src: &mut Source) -> Result<i64, DecodeError> {
        let signed = p.signed;
        let size = p.size;
        let t = &mut self.t;
        Ok(match p.targeted {
            Targeted::None => self.basic.get(size, signed, src)?,
            Targeted::Delta(th) => {
                let v = if t.first {
                    t.first = false;
                    self.basic.get(size, signed, src)?
                } else {
                    let irregular = match th {
                        None => false,
                        Some(_) => match src.ck()? {
                            None => false,
                            Some(Event::Irregular) => true,
                            Some(_) => return Err(DecodeError::Corrupt("bad delta meta-event")),
                        },
                    };
                    if irregular {
                        self.basic.get(size, signed, src)?
                    } else {
                        t.prev.wrapping_add(self.basic.get(size, true, src)?)
                    }
                };
                t.prev = v;
                v
            }
            Targeted::Stride(inc) => {
                let v = if t.first {
                    t.first = false;
                    self.basic.get(size, signed, src)?
                } else {
                    match src.ck()? {
                        None => t.prev.wrapping_add(inc),
                        Some(Event::Irregular) => self.basic.get(size, signed, src)?,
                        Some(_) => return Err(DecodeError::Corrupt("bad stride meta-event")),
                    }
                };
                t.prev = v;
                v
            }
            Targeted::Offset(Some(b)) => b.wrapping_add(self.basic.get(size, true, src)?),
            Targeted::Offset(None) => {
                if t.first {
                    t.first = false;
                    t.base = self.basic.get(size, signed, src)?;
                    t.base
                } else {
                    t.base.wrapping_add(self.basic.get(size, true, src)?)
                }
            }
            Targeted::Window(_) => {
                if t.first {
                    t.first = false;
                    t.base = self.basic.get(size, signed, src)?;
                    t.base
                } else {
                    match src.ck()? {
                        None => t.base.wrapping_add(self.basic.get(size, true, src)?),
                        Some(Event::Irregular) => {
                            t.base = self.basic.get(size, signed, src)?;
                            t.base
                        }
                        Some(_) => return Err(DecodeError::Corrupt("bad window meta-event")),
                    }
                }
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::{bytes_needed, fits};

    /// `fits` is the size rules' fast form of `bytes_needed(v) <= n`: the
    /// same answer at every width boundary, signed and unsigned.
    #[test]
    fn fits_agrees_with_bytes_needed() {
        let mut vals = vec![0i64, 1, -1, i64::MIN, i64::MAX, i64::MIN + 1, i64::MAX - 1];
        for b in 1..64 {
            let p = 1i64 << b;
            // Wrapping: at b = 63, p is i64::MIN (debug builds and Miri
            // check overflow).
            let n = p.wrapping_neg();
            vals.extend([
                p,
                p.wrapping_sub(1),
                p.wrapping_add(1),
                n,
                n.wrapping_sub(1),
                n.wrapping_add(1),
            ]);
        }
        for &v in &vals {
            for n in 1..=8u8 {
                for signed in [false, true] {
                    assert_eq!(
                        fits(v, n, signed),
                        bytes_needed(v, signed) <= n,
                        "v={v} n={n} signed={signed}"
                    );
                }
            }
        }
    }
}
