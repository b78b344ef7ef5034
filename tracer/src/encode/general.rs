//! General strategies (identifier, cache=N, constant, default, repeat) over any
//! key type; both the dynamic and the generated encoders use these.

use super::fxhash::FxMap;
use super::io::{Event, Sink, Source};
use super::slot_index::{IdIndex, SlotIndex};
use super::{DecodeError, EncodeError};
use crate::policy::{General, IDENTIFIER_CAP, TABLE_BYTES_CAP};
use std::hash::Hash;

/// The accounted size of a table key (for [`TABLE_BYTES_CAP`]). Equal values
/// have equal cost whatever their Rust representation.
pub trait KeyCost {
    /// Accounted bytes.
    fn cost(&self) -> usize;
    /// For integer-like keys: the key as 64 bits, for the integer-keyed
    /// indexes of the identifier and cache tables (a direct table for
    /// small keys, open addressing for the others), which the encoders'
    /// fast paths probe. Equal keys must give equal words and different
    /// keys different words.
    #[inline(always)]
    fn memo_key(&self) -> Option<u64> {
        None
    }
}
impl KeyCost for i64 {
    fn cost(&self) -> usize {
        8
    }
    #[inline(always)]
    fn memo_key(&self) -> Option<u64> {
        Some(*self as u64)
    }
}
impl KeyCost for u64 {
    fn cost(&self) -> usize {
        8
    }
    #[inline(always)]
    fn memo_key(&self) -> Option<u64> {
        Some(*self)
    }
}

impl KeyCost for String {
    fn cost(&self) -> usize {
        16 + self.len()
    }
}
impl KeyCost for Vec<u8> {
    fn cost(&self) -> usize {
        16 + self.len()
    }
}

/// The encoder of one general strategy. Each strategy is its own type, so
/// that generated code, which knows the strategy of a field at build time,
/// holds exactly that state and runs exactly that code (no dispatch);
/// [`GeneralEnc`] wraps them all for the dynamic encoder.
///
/// Hot paths are `#[inline(always)]` and hand the [`Sink`] only to inlined
/// code; the out-of-line slow paths take the strategy state alone. A `Sink`
/// whose address never escapes lives in registers, and its check-point
/// ordinals become constants in generated code.
pub trait GeneralStrategy<K>: std::fmt::Debug {
    /// Fresh state for strategy `g` (which must be the one this type implements,
    /// except for [`GeneralEnc`], which implements them all).
    fn for_general(g: General) -> Self;
    /// True if there is no general strategy (the caller skips it).
    fn is_none(&self) -> bool;
    /// Encode `v` if the strategy can; `Ok(false)` means the caller must encode
    /// `v` with the next rule (an irregular value has been signalled if needed).
    fn encode(&mut self, v: &K, s: &mut Sink) -> Result<bool, EncodeError>;
    /// [`encode`](Self::encode) knowing, when `WARM`, that the item has
    /// encoded a value in this block already (see
    /// [`IntEnc::encode_w`](super::int::IntEnc::encode_w)); same bytes.
    #[inline(always)]
    fn encode_w<const WARM: bool>(&mut self, v: &K, s: &mut Sink) -> Result<bool, EncodeError> {
        self.encode(v, s)
    }
    /// The regular path of a warm item (one that has encoded a value in
    /// this block), without touching the strategy's state: `Some(true)` if
    /// the strategy encodes `v` as [`encode_w::<true>`](Self::encode_w)
    /// would without raising an event and without changing its state (the
    /// same bytes are written to `s`), `Some(false)` if there is no
    /// general strategy (the next rule encodes `v`), `None` if `v` needs
    /// the full path (a miss, a new value, an error): the caller then
    /// drops what it wrote and encodes the record again with
    /// [`encode_w`](Self::encode_w). The default always asks for the full
    /// path.
    #[inline(always)]
    fn fast(&self, v: &K, s: &mut Sink) -> Option<bool> {
        let _ = (v, s);
        None
    }
}

/// No general strategy.
#[derive(Debug, Clone, Copy, Default)]
pub struct NoGeneral;

impl<K> GeneralStrategy<K> for NoGeneral {
    fn for_general(_: General) -> Self {
        NoGeneral
    }
    #[inline(always)]
    fn is_none(&self) -> bool {
        true
    }
    #[inline(always)]
    fn encode(&mut self, _: &K, _: &mut Sink) -> Result<bool, EncodeError> {
        Ok(false)
    }
    #[inline(always)]
    fn fast(&self, _: &K, _: &mut Sink) -> Option<bool> {
        Some(false)
    }
}

/// Integer keys below this bound are looked up by [`Identifier`] in a
/// direct table indexed by the key itself (entity ids of a VM are small and
/// dense: one load, no hashing, no misses); larger keys go through
/// an [`IdIndex`]. The table grows to the largest such key seen, at
/// most 256 KiB.
const DIRECT_KEYS: u64 = 1 << 16;

/// `identifier`: values get ids 0, 1, ... in order of first occurrence.
#[derive(Debug)]
pub struct Identifier<K> {
    /// value -> id, for values without a [`KeyCost::memo_key`]
    map: FxMap<K, u32>,
    /// integer key `k >= DIRECT_KEYS` -> id (made on the first such key)
    big: IdIndex,
    /// ids given so far
    count: u32,
    /// accounted key bytes
    bytes: usize,
    /// integer key `k < DIRECT_KEYS` -> id + 1 (0: not in the table)
    direct: Vec<u32>,
}

impl<K: Hash + Eq + Clone + KeyCost + std::fmt::Debug> GeneralStrategy<K> for Identifier<K> {
    fn for_general(_: General) -> Self {
        Identifier {
            map: FxMap::default(),
            big: IdIndex::new(),
            count: 0,
            bytes: 0,
            direct: Vec::new(),
        }
    }
    #[inline(always)]
    fn is_none(&self) -> bool {
        false
    }
    #[inline(always)]
    fn encode(&mut self, v: &K, s: &mut Sink) -> Result<bool, EncodeError> {
        let o = s.ck();
        if let Some(k) = v.memo_key() {
            // The common case, a known small id: one compare, one load,
            // and the id is written straight away (no `Option` in between).
            if let Some(&d) = self.direct.get(k as usize) {
                if d != 0 {
                    s.uvar(u64::from(d - 1));
                    return Ok(true);
                }
            } else if let Some(id) = self.big.get(k) {
                s.uvar(u64::from(id));
                return Ok(true);
            }
        }
        put_index(self.find_or_add(v), o, s)
    }
    #[inline(always)]
    fn fast(&self, v: &K, s: &mut Sink) -> Option<bool> {
        // The hits of `encode`'s fast paths; everything else (a new value,
        // or a key without a `memo_key`) takes the full path.
        let k = v.memo_key()?;
        let id = match self.direct.get(k as usize) {
            Some(&d) => d.checked_sub(1)?,
            None => self.big.get(k)?,
        };
        s.uvar(u64::from(id));
        Some(true)
    }
}

/// Write the id or slot of a value found in a table, or, for a new value
/// (`None`), signal an irregular value at check point `o`: the caller then
/// encodes the value with the next rule.
#[inline(always)]
fn put_index(found: Option<u32>, o: u32, s: &mut Sink) -> Result<bool, EncodeError> {
    match found {
        Some(i) => {
            s.uvar(i as u64);
            Ok(true)
        }
        None => {
            s.event(o, Event::Irregular);
            Ok(false)
        }
    }
}

impl<K: Hash + Eq + Clone + KeyCost> Identifier<K> {
    /// Past the fast paths: the id of a known value, or `None` for a new
    /// value (added to the table unless it is full).
    #[inline(never)]
    fn find_or_add(&mut self, v: &K) -> Option<u32> {
        let mk = v.memo_key();
        if let Some(k) = mk.filter(|k| *k < DIRECT_KEYS) {
            let k = k as usize;
            if let Some(&d) = self.direct.get(k) {
                if d != 0 {
                    return Some(d - 1);
                }
            }
            if let Some(id) = self.admit(v) {
                if k >= self.direct.len() {
                    let n = (k + 1).next_power_of_two().max(256);
                    self.direct.resize(n.min(DIRECT_KEYS as usize), 0);
                }
                self.direct[k] = id + 1;
            }
            return None;
        }
        if let Some(k) = mk {
            if let Some(id) = self.big.get(k) {
                return Some(id);
            }
            if let Some(id) = self.admit(v) {
                self.big.insert(k, id);
            }
            return None;
        }
        if let Some(&id) = self.map.get(v) {
            return Some(id);
        }
        if let Some(id) = self.admit(v) {
            self.map.insert(v.clone(), id);
        }
        None
    }

    /// The id for a new value, if the table may grow (see [`IDENTIFIER_CAP`]
    /// and [`TABLE_BYTES_CAP`]).
    fn admit(&mut self, v: &K) -> Option<u32> {
        let c = v.cost();
        if (self.count as usize) < IDENTIFIER_CAP && self.bytes + c <= TABLE_BYTES_CAP {
            let id = self.count;
            self.count += 1;
            self.bytes += c;
            Some(id)
        } else {
            None
        }
    }
}

/// `cache=N`: the last N distinct values, by slot.
#[derive(Debug)]
pub struct Cache<K> {
    /// value -> slot, for values with a [`KeyCost::memo_key`] (its table
    /// allocated on the first miss)
    index: SlotIndex,
    /// value -> slot, for the other values
    map: FxMap<K, u32>,
    /// slot contents
    slots: Vec<Option<K>>,
    /// next slot to replace
    next: u32,
    /// accounted key bytes
    bytes: usize,
}

impl<K: Hash + Eq + Clone + KeyCost + std::fmt::Debug> GeneralStrategy<K> for Cache<K> {
    fn for_general(g: General) -> Self {
        let n = match g {
            General::Cache(n) => n,
            _ => 1,
        };
        Cache {
            index: SlotIndex::new(n as usize),
            map: FxMap::default(),
            slots: vec![None; n as usize],
            next: 0,
            bytes: 0,
        }
    }
    #[inline(always)]
    fn is_none(&self) -> bool {
        false
    }
    #[inline(always)]
    fn encode(&mut self, v: &K, s: &mut Sink) -> Result<bool, EncodeError> {
        let o = s.ck();
        let found = match v.memo_key() {
            // Integer keys: the slot index is exact, so a miss is a new
            // value (no second look-up out of line).
            Some(k) => match self.index.get(k) {
                Some(slot) => Some(slot),
                None => {
                    self.add_int(k, v);
                    None
                }
            },
            None => self.find_or_add(v),
        };
        put_index(found, o, s)
    }
    #[inline(always)]
    fn fast(&self, v: &K, s: &mut Sink) -> Option<bool> {
        let slot = self.index.get(v.memo_key()?)?;
        s.uvar(u64::from(slot));
        Some(true)
    }
}

impl<K: Hash + Eq + Clone + KeyCost> Cache<K> {
    /// A new value with integer key `k` (not in the cache): it replaces
    /// the oldest slot.
    #[inline(never)]
    fn add_int(&mut self, k: u64, v: &K) {
        if let Some((slot, old)) =
            cache_replace(&mut self.slots, &mut self.next, &mut self.bytes, v.clone())
        {
            if let Some(old) = old {
                self.unindex(&old);
            }
            self.index.insert(k, slot);
        }
    }

    /// Remove a value that left its slot from the value -> slot index.
    fn unindex(&mut self, old: &K) {
        match old.memo_key() {
            Some(k) => self.index.remove(k),
            _ => {
                self.map.remove(old);
            }
        }
    }

    /// A value without an integer key: its slot if it is cached, or
    /// `None` for a new value, which replaces the oldest slot.
    #[inline(never)]
    fn find_or_add(&mut self, v: &K) -> Option<u32> {
        if let Some(&slot) = self.map.get(v) {
            return Some(slot);
        }
        if let Some((slot, old)) =
            cache_replace(&mut self.slots, &mut self.next, &mut self.bytes, v.clone())
        {
            if let Some(old) = old {
                self.unindex(&old);
            }
            self.map.insert(v.clone(), slot);
        }
        None
    }
}

/// `constant`: every value equals the first.
#[derive(Debug)]
pub struct Constant<K>(Option<K>);

impl<K: Eq + Clone + std::fmt::Debug> GeneralStrategy<K> for Constant<K> {
    fn for_general(_: General) -> Self {
        Constant(None)
    }
    #[inline(always)]
    fn is_none(&self) -> bool {
        false
    }
    #[inline(always)]
    fn encode(&mut self, v: &K, s: &mut Sink) -> Result<bool, EncodeError> {
        s.ck();
        match &self.0 {
            None => {
                self.0 = Some(v.clone());
                Ok(false)
            }
            Some(c) if c == v => Ok(true),
            Some(_) => Err(EncodeError::ConstantViolated),
        }
    }
    #[inline(always)]
    fn fast(&self, v: &K, _: &mut Sink) -> Option<bool> {
        (self.0.as_ref() == Some(v)).then_some(true)
    }
}

/// `default`: the first value costs nothing afterwards.
#[derive(Debug)]
pub struct DefaultValue<K>(Option<K>);

impl<K: Eq + Clone + std::fmt::Debug> GeneralStrategy<K> for DefaultValue<K> {
    fn for_general(_: General) -> Self {
        DefaultValue(None)
    }
    #[inline(always)]
    fn is_none(&self) -> bool {
        false
    }
    #[inline(always)]
    fn encode(&mut self, v: &K, s: &mut Sink) -> Result<bool, EncodeError> {
        let o = s.ck();
        match &self.0 {
            None => {
                self.0 = Some(v.clone());
                Ok(false)
            }
            Some(c) if c == v => Ok(true),
            Some(_) => {
                s.event(o, Event::Irregular);
                Ok(false)
            }
        }
    }
    #[inline(always)]
    fn fast(&self, v: &K, _: &mut Sink) -> Option<bool> {
        (self.0.as_ref() == Some(v)).then_some(true)
    }
}

/// `repeat`: the previous value costs nothing.
#[derive(Debug)]
pub struct Repeat<K>(Option<K>);

impl<K: Eq + Clone + std::fmt::Debug> GeneralStrategy<K> for Repeat<K> {
    fn for_general(_: General) -> Self {
        Repeat(None)
    }
    #[inline(always)]
    fn is_none(&self) -> bool {
        false
    }
    #[inline(always)]
    fn encode(&mut self, v: &K, s: &mut Sink) -> Result<bool, EncodeError> {
        let o = s.ck();
        match &self.0 {
            Some(c) if c == v => Ok(true),
            _ => {
                if self.change(v) {
                    s.event(o, Event::Irregular);
                }
                Ok(false)
            }
        }
    }
    #[inline(always)]
    fn fast(&self, v: &K, _: &mut Sink) -> Option<bool> {
        (self.0.as_ref() == Some(v)).then_some(true)
    }
}

impl<K: Eq + Clone> Repeat<K> {
    /// A new value: remember it; true if an irregular value must be
    /// signalled (not for the first value of the block).
    #[cold]
    fn change(&mut self, v: &K) -> bool {
        let was = self.0.is_some();
        self.0 = Some(v.clone());
        was
    }
}

/// `repeat` for integer items of generated code: [`Repeat`] with the
/// previous value and its presence apart, so that a warm item (see
/// [`GeneralStrategy::encode_w`]) tests the value alone.
#[derive(Debug, Clone, Copy)]
pub struct RepeatInt {
    last: i64,
    has: bool,
}

impl GeneralStrategy<i64> for RepeatInt {
    fn for_general(_: General) -> Self {
        RepeatInt {
            last: 0,
            has: false,
        }
    }
    #[inline(always)]
    fn is_none(&self) -> bool {
        false
    }
    #[inline(always)]
    fn encode(&mut self, v: &i64, s: &mut Sink) -> Result<bool, EncodeError> {
        self.encode_w::<false>(v, s)
    }
    #[inline(always)]
    fn encode_w<const WARM: bool>(&mut self, v: &i64, s: &mut Sink) -> Result<bool, EncodeError> {
        let o = s.ck();
        // Warm, `has` is true: a value that equals `last` repeats.
        if (WARM || self.has) && self.last == *v {
            return Ok(true);
        }
        if self.change(*v) {
            s.event(o, Event::Irregular);
        }
        Ok(false)
    }
    #[inline(always)]
    fn fast(&self, v: &i64, _: &mut Sink) -> Option<bool> {
        // Warm, `has` is true (see `encode_w`).
        (self.last == *v).then_some(true)
    }
}

impl RepeatInt {
    /// As [`Repeat`]'s: remember a new value; true if an irregular value
    /// must be signalled (not for the first value of the block).
    #[cold]
    fn change(&mut self, v: i64) -> bool {
        let was = self.has;
        self.has = true;
        self.last = v;
        was
    }
}

/// Encoder side of a general strategy chosen at run time (the dynamic
/// encoder): one of the strategy types above.
#[derive(Debug)]
pub enum GeneralEnc<K> {
    /// No general strategy.
    None,
    /// `identifier`.
    Identifier(Identifier<K>),
    /// `cache=N`.
    Cache(Cache<K>),
    /// `constant` (the first value).
    Constant(Constant<K>),
    /// `default` (the first value).
    Default(DefaultValue<K>),
    /// `repeat` (the previous value).
    Repeat(Repeat<K>),
}

impl<K: Hash + Eq + Clone + KeyCost + std::fmt::Debug> GeneralEnc<K> {
    /// Build from a policy.
    pub fn new(g: General) -> Self {
        match g {
            General::None => GeneralEnc::None,
            General::Identifier => GeneralEnc::Identifier(Identifier::for_general(g)),
            General::Cache(_) => GeneralEnc::Cache(Cache::for_general(g)),
            General::Constant => GeneralEnc::Constant(Constant::for_general(g)),
            General::Default => GeneralEnc::Default(DefaultValue::for_general(g)),
            General::Repeat => GeneralEnc::Repeat(Repeat::for_general(g)),
        }
    }

    /// True if there is no general strategy (the fast path skips it).
    #[inline]
    pub fn is_none(&self) -> bool {
        matches!(self, GeneralEnc::None)
    }

    /// Encode `v` if the strategy can; `Ok(false)` means the caller must encode
    /// `v` with the next rule (an irregular value has been signalled if needed).
    #[inline]
    pub fn encode(&mut self, v: &K, s: &mut Sink) -> Result<bool, EncodeError> {
        match self {
            GeneralEnc::None => Ok(false),
            GeneralEnc::Identifier(g) => g.encode(v, s),
            GeneralEnc::Cache(g) => g.encode(v, s),
            GeneralEnc::Constant(g) => g.encode(v, s),
            GeneralEnc::Default(g) => g.encode(v, s),
            GeneralEnc::Repeat(g) => g.encode(v, s),
        }
    }
}

impl<K: Hash + Eq + Clone + KeyCost + std::fmt::Debug> GeneralStrategy<K> for GeneralEnc<K> {
    fn for_general(g: General) -> Self {
        GeneralEnc::new(g)
    }
    #[inline]
    fn is_none(&self) -> bool {
        GeneralEnc::is_none(self)
    }
    #[inline]
    fn encode(&mut self, v: &K, s: &mut Sink) -> Result<bool, EncodeError> {
        GeneralEnc::encode(self, v, s)
    }
    #[inline]
    fn fast(&self, v: &K, s: &mut Sink) -> Option<bool> {
        match self {
            GeneralEnc::None => Some(false),
            GeneralEnc::Identifier(g) => g.fast(v, s),
            GeneralEnc::Cache(g) => g.fast(v, s),
            GeneralEnc::Constant(g) => g.fast(v, s),
            GeneralEnc::Default(g) => g.fast(v, s),
            GeneralEnc::Repeat(g) => g.fast(v, s),
        }
    }
}

/// Put a new value into the oldest slot of a cache (the next one in round
/// robin) unless [`TABLE_BYTES_CAP`] forbids it. Returns the slot and the
/// value it held, or `None` if the value was not admitted. Encoder and
/// decoder share it so that their slots stay identical; only the encoder
/// keeps a value -> slot map (the caller updates it): the decoder is told
/// the slot, and a value it must learn is never in the cache already.
fn cache_replace<K: KeyCost>(
    slots: &mut [Option<K>],
    next: &mut u32,
    bytes: &mut usize,
    v: K,
) -> Option<(u32, Option<K>)> {
    let c = v.cost();
    let slot = *next as usize;
    let old_cost = slots[slot].as_ref().map(|o| o.cost()).unwrap_or(0);
    if *bytes - old_cost + c > TABLE_BYTES_CAP {
        return None;
    }
    *bytes = *bytes - old_cost + c;
    let old = slots[slot].replace(v);
    // Round robin without a division.
    let n = *next + 1;
    *next = if n as usize == slots.len() { 0 } else { n };
    Some((slot as u32, old))
}

/// Decoder side of a general strategy.
#[derive(Debug)]
pub enum GeneralDec<K> {
    /// No general strategy.
    None,
    /// `identifier`: id -> value.
    Identifier {
        /// values by id
        table: Vec<K>,
        /// accounted key bytes
        bytes: usize,
    },
    /// `cache=N`.
    Cache {
        /// slot contents
        slots: Vec<Option<K>>,
        /// next slot to replace
        next: u32,
        /// accounted key bytes
        bytes: usize,
    },
    /// `constant`.
    Constant(Option<K>),
    /// `default`.
    Default(Option<K>),
    /// `repeat`.
    Repeat(Option<K>),
}

impl<K: Hash + Eq + Clone + KeyCost> GeneralDec<K> {
    /// Build from a policy.
    pub fn new(g: General) -> Self {
        match g {
            General::None => GeneralDec::None,
            General::Identifier => GeneralDec::Identifier {
                table: Vec::new(),
                bytes: 0,
            },
            General::Cache(n) => GeneralDec::Cache {
                slots: vec![None; n as usize],
                next: 0,
                bytes: 0,
            },
            General::Constant => GeneralDec::Constant(None),
            General::Default => GeneralDec::Default(None),
            General::Repeat => GeneralDec::Repeat(None),
        }
    }

    /// True if there is no general strategy.
    #[inline]
    pub fn is_none(&self) -> bool {
        matches!(self, GeneralDec::None)
    }

    /// Decode a value if the strategy produced it; `Ok(None)` means: decode
    /// with the next rule, then call [`learn`](Self::learn) with the result.
    /// Always inlined: it runs for every value of a field with a general
    /// strategy, and out of line its `Result<Option<K>>` goes through memory.
    #[inline(always)]
    pub fn decode(&mut self, src: &mut Source) -> Result<Option<K>, DecodeError> {
        match self {
            GeneralDec::None => Ok(None),
            GeneralDec::Identifier { table, .. } => match src.ck()? {
                Some(Event::Irregular) => Ok(None),
                Some(_) => Err(DecodeError::Corrupt("unexpected meta-event for identifier")),
                None => {
                    let id = src.uvar()?;
                    table
                        .get(id as usize)
                        .cloned()
                        .map(Some)
                        .ok_or(DecodeError::Corrupt("unknown identifier"))
                }
            },
            GeneralDec::Cache { slots, .. } => match src.ck()? {
                Some(Event::Irregular) => Ok(None),
                Some(_) => Err(DecodeError::Corrupt("unexpected meta-event for cache")),
                None => {
                    let i = src.uvar()?;
                    slots
                        .get(i as usize)
                        .and_then(|s| s.clone())
                        .map(Some)
                        .ok_or(DecodeError::Corrupt("empty cache slot"))
                }
            },
            GeneralDec::Constant(c) => match src.ck()? {
                Some(_) => Err(DecodeError::Corrupt("meta-event for a constant")),
                None => Ok(c.clone()),
            },
            GeneralDec::Default(c) | GeneralDec::Repeat(c) => match src.ck()? {
                Some(Event::Irregular) if c.is_some() => Ok(None),
                Some(_) => Err(DecodeError::Corrupt(
                    "unexpected meta-event for default/repeat",
                )),
                None => Ok(c.clone()),
            },
        }
    }

    /// [`decode`](Self::decode) for a field whose policy names general
    /// strategy `g` (a constant in generated code): for `repeat` and
    /// `default` the strategy is tested, not dispatched on.
    #[inline(always)]
    pub fn decode_as(&mut self, g: General, src: &mut Source) -> Result<Option<K>, DecodeError> {
        match (g, &mut *self) {
            (General::Repeat, GeneralDec::Repeat(c))
            | (General::Default, GeneralDec::Default(c)) => match src.ck()? {
                Some(Event::Irregular) if c.is_some() => Ok(None),
                Some(_) => Err(DecodeError::Corrupt(
                    "unexpected meta-event for default/repeat",
                )),
                None => Ok(c.clone()),
            },
            _ => self.decode(src),
        }
    }

    /// [`learn`](Self::learn) for a field whose policy names general
    /// strategy `g` (see [`decode_as`](Self::decode_as)).
    #[inline(always)]
    pub fn learn_as(&mut self, g: General, v: &K) {
        match (g, &mut *self) {
            (General::Repeat, GeneralDec::Repeat(c)) => *c = Some(v.clone()),
            _ => self.learn(v),
        }
    }

    /// Record a value that was decoded with the next rule.
    #[inline]
    pub fn learn(&mut self, v: &K) {
        match self {
            GeneralDec::None => {}
            GeneralDec::Identifier { table, bytes } => {
                let c = v.cost();
                if table.len() < IDENTIFIER_CAP && *bytes + c <= TABLE_BYTES_CAP {
                    table.push(v.clone());
                    *bytes += c;
                }
            }
            GeneralDec::Cache { slots, next, bytes } => {
                cache_replace(slots, next, bytes, v.clone());
            }
            GeneralDec::Constant(c) | GeneralDec::Default(c) => {
                if c.is_none() {
                    *c = Some(v.clone());
                }
            }
            GeneralDec::Repeat(c) => *c = Some(v.clone()),
        }
    }
}
