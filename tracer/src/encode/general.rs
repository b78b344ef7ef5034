//! General strategies (identifier, cache=N, constant, default, repeat) over any
//! key type; both the dynamic and the generated encoders use these.

use super::fxhash::FxMap;
use super::io::{Event, Sink, Source};
use super::{DecodeError, EncodeError};
use crate::policy::{General, IDENTIFIER_CAP, TABLE_BYTES_CAP};
use std::hash::Hash;

/// The accounted size of a table key (for [`TABLE_BYTES_CAP`]). Equal values
/// have equal cost whatever their Rust representation.
pub trait KeyCost {
    /// Accounted bytes.
    fn cost(&self) -> usize;
    /// For integer-like keys: the key as 64 bits for the encoder's
    /// direct-mapped memo (a fast path in front of the identifier and cache
    /// tables). Equal keys must give equal words and different keys
    /// different words.
    #[inline(always)]
    fn memo_key(&self) -> Option<u64> {
        None
    }
    /// True if [`memo_key`](Self::memo_key) returns `Some` (then a memo is allocated).
    const MEMO: bool = false;
}
impl KeyCost for i64 {
    fn cost(&self) -> usize {
        8
    }
    #[inline(always)]
    fn memo_key(&self) -> Option<u64> {
        Some(*self as u64)
    }
    const MEMO: bool = true;
}
impl KeyCost for u64 {
    fn cost(&self) -> usize {
        8
    }
    #[inline(always)]
    fn memo_key(&self) -> Option<u64> {
        Some(*self)
    }
    const MEMO: bool = true;
}

/// log2 of the number of memo entries (16 bytes each).
const MEMO_BITS: u32 = 10;

/// One memo entry: a key and its id or slot. An entry is vacant when its
/// key can never be looked up in it (see [`vacant_key`]); no separate
/// "empty" flag is needed, so a hit costs one load and one compare.
#[derive(Debug, Clone, Copy)]
pub struct MemoEntry {
    key: u64,
    val: u32,
}

#[inline(always)]
fn memo_index(k: u64) -> usize {
    (k.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - MEMO_BITS)) as usize
}

/// A key that maps to another entry than `i`, so that it never matches a
/// lookup in entry `i` (0 maps to entry 0, 1 maps elsewhere).
#[inline]
fn vacant_key(i: usize) -> u64 {
    if i == memo_index(0) {
        1
    } else {
        0
    }
}

fn new_memo<K: KeyCost>() -> Box<[MemoEntry]> {
    debug_assert_ne!(memo_index(0), memo_index(1));
    if !K::MEMO {
        return Box::new([]);
    }
    (0..1usize << MEMO_BITS)
        .map(|i| MemoEntry {
            key: vacant_key(i),
            val: 0,
        })
        .collect()
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
pub trait GeneralStrategy<K>: std::fmt::Debug {
    /// Fresh state for strategy `g` (which must be the one this type implements,
    /// except for [`GeneralEnc`], which implements them all).
    fn for_general(g: General) -> Self;
    /// True if there is no general strategy (the caller skips it).
    fn is_none(&self) -> bool;
    /// Encode `v` if the strategy can; `Ok(false)` means the caller must encode
    /// `v` with the next rule (an irregular value has been signalled if needed).
    fn encode(&mut self, v: &K, s: &mut Sink) -> Result<bool, EncodeError>;
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
}

/// `identifier`: values get ids 0, 1, ... in order of first occurrence.
#[derive(Debug)]
pub struct Identifier<K> {
    /// value -> id
    map: FxMap<K, u32>,
    /// accounted key bytes
    bytes: usize,
    /// direct-mapped memo of recent (value, id) pairs (ids never change)
    memo: Box<[MemoEntry]>,
}

impl<K: Hash + Eq + Clone + KeyCost + std::fmt::Debug> GeneralStrategy<K> for Identifier<K> {
    fn for_general(_: General) -> Self {
        Identifier {
            map: FxMap::default(),
            bytes: 0,
            memo: new_memo::<K>(),
        }
    }
    #[inline(always)]
    fn is_none(&self) -> bool {
        false
    }
    #[inline(always)]
    fn encode(&mut self, v: &K, s: &mut Sink) -> Result<bool, EncodeError> {
        let o = s.ck();
        let mk = v.memo_key();
        if let Some(k) = mk {
            let m = self.memo[memo_index(k)];
            if m.key == k {
                s.uvar(m.val as u64);
                return Ok(true);
            }
        }
        self.miss(o, mk, v, s)
    }
}

impl<K: Hash + Eq + Clone + KeyCost> Identifier<K> {
    /// Past the memo: the table, or a new value.
    #[inline(never)]
    fn miss(&mut self, o: u32, mk: Option<u64>, v: &K, s: &mut Sink) -> Result<bool, EncodeError> {
        if let Some(&id) = self.map.get(v) {
            if let Some(k) = mk {
                self.memo[memo_index(k)] = MemoEntry { key: k, val: id };
            }
            s.uvar(id as u64);
            return Ok(true);
        }
        s.event(o, Event::Irregular);
        let c = v.cost();
        if self.map.len() < IDENTIFIER_CAP && self.bytes + c <= TABLE_BYTES_CAP {
            let id = self.map.len() as u32;
            self.map.insert(v.clone(), id);
            self.bytes += c;
        }
        Ok(false)
    }
}

/// `cache=N`: the last N distinct values, by slot.
#[derive(Debug)]
pub struct Cache<K> {
    /// value -> slot
    map: FxMap<K, u32>,
    /// slot contents
    slots: Vec<Option<K>>,
    /// next slot to replace
    next: u32,
    /// accounted key bytes
    bytes: usize,
    /// direct-mapped memo of (value, slot), invalidated on replacement
    memo: Box<[MemoEntry]>,
}

impl<K: Hash + Eq + Clone + KeyCost + std::fmt::Debug> GeneralStrategy<K> for Cache<K> {
    fn for_general(g: General) -> Self {
        let n = match g {
            General::Cache(n) => n,
            _ => 1,
        };
        Cache {
            map: FxMap::default(),
            slots: vec![None; n as usize],
            next: 0,
            bytes: 0,
            memo: new_memo::<K>(),
        }
    }
    #[inline(always)]
    fn is_none(&self) -> bool {
        false
    }
    #[inline(always)]
    fn encode(&mut self, v: &K, s: &mut Sink) -> Result<bool, EncodeError> {
        let o = s.ck();
        let mk = v.memo_key();
        if let Some(k) = mk {
            let m = self.memo[memo_index(k)];
            if m.key == k {
                s.uvar(m.val as u64);
                return Ok(true);
            }
        }
        self.miss(o, mk, v, s)
    }
}

impl<K: Hash + Eq + Clone + KeyCost> Cache<K> {
    /// Past the memo: the table, or a new value replacing the oldest slot.
    #[inline(never)]
    fn miss(&mut self, o: u32, mk: Option<u64>, v: &K, s: &mut Sink) -> Result<bool, EncodeError> {
        if let Some(&slot) = self.map.get(v) {
            if let Some(k) = mk {
                self.memo[memo_index(k)] = MemoEntry { key: k, val: slot };
            }
            s.uvar(slot as u64);
            return Ok(true);
        }
        s.event(o, Event::Irregular);
        // The slot about to be replaced must leave the memo.
        if let Some(old) = &self.slots[self.next as usize] {
            if let Some(k) = old.memo_key() {
                let i = memo_index(k);
                if self.memo[i].key == k {
                    self.memo[i].key = vacant_key(i);
                }
            }
        }
        cache_insert(
            &mut self.map,
            &mut self.slots,
            &mut self.next,
            &mut self.bytes,
            v.clone(),
        );
        Ok(false)
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
            _ => self.change(o, v, s),
        }
    }
}

impl<K: Eq + Clone> Repeat<K> {
    #[cold]
    fn change(&mut self, o: u32, v: &K, s: &mut Sink) -> Result<bool, EncodeError> {
        if self.0.is_some() {
            s.event(o, Event::Irregular);
        }
        self.0 = Some(v.clone());
        Ok(false)
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
}

fn cache_insert<K: Hash + Eq + Clone + KeyCost>(
    map: &mut FxMap<K, u32>,
    slots: &mut [Option<K>],
    next: &mut u32,
    bytes: &mut usize,
    v: K,
) {
    let c = v.cost();
    let slot = *next as usize;
    let old_cost = slots[slot].as_ref().map(|o| o.cost()).unwrap_or(0);
    if *bytes - old_cost + c > TABLE_BYTES_CAP {
        return;
    }
    if let Some(old) = slots[slot].take() {
        map.remove(&old);
    }
    *bytes = *bytes - old_cost + c;
    map.insert(v.clone(), slot as u32);
    slots[slot] = Some(v);
    *next = (*next + 1) % slots.len() as u32;
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
        /// value -> slot (kept to mirror the encoder's replacement exactly)
        map: FxMap<K, u32>,
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
                map: FxMap::default(),
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
    #[inline]
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
            GeneralDec::Cache {
                map,
                slots,
                next,
                bytes,
            } => cache_insert(map, slots, next, bytes, v.clone()),
            GeneralDec::Constant(c) | GeneralDec::Default(c) => {
                if c.is_none() {
                    *c = Some(v.clone());
                }
            }
            GeneralDec::Repeat(c) => *c = Some(v.clone()),
        }
    }
}
