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
    /// For small copyable keys: a slot of the encoder's direct-mapped memo
    /// (a fast path in front of the identifier table).
    #[inline(always)]
    fn memo_slot(&self) -> Option<usize> {
        None
    }
}
impl KeyCost for i64 {
    fn cost(&self) -> usize {
        8
    }
    #[inline(always)]
    fn memo_slot(&self) -> Option<usize> {
        Some(((*self as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - MEMO_BITS)) as usize)
    }
}
impl KeyCost for u64 {
    fn cost(&self) -> usize {
        8
    }
    #[inline(always)]
    fn memo_slot(&self) -> Option<usize> {
        Some((self.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - MEMO_BITS)) as usize)
    }
}

const MEMO_BITS: u32 = 10;
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

/// Encoder side of a general strategy.
#[derive(Debug)]
pub enum GeneralEnc<K> {
    /// No general strategy.
    None,
    /// `identifier`.
    Identifier {
        /// value -> id
        map: FxMap<K, u32>,
        /// accounted key bytes
        bytes: usize,
        /// direct-mapped memo of recent (value, id) pairs (ids never change)
        memo: Box<[Option<(K, u32)>]>,
    },
    /// `cache=N`.
    Cache {
        /// value -> slot
        map: FxMap<K, u32>,
        /// slot contents
        slots: Vec<Option<K>>,
        /// next slot to replace
        next: u32,
        /// accounted key bytes
        bytes: usize,
        /// direct-mapped memo of (value, slot), invalidated on replacement
        memo: Box<[Option<(K, u32)>]>,
    },
    /// `constant` (the first value).
    Constant(Option<K>),
    /// `default` (the first value).
    Default(Option<K>),
    /// `repeat` (the previous value).
    Repeat(Option<K>),
}

impl<K: Hash + Eq + Clone + KeyCost> GeneralEnc<K> {
    /// Build from a policy.
    pub fn new(g: General) -> Self {
        match g {
            General::None => GeneralEnc::None,
            General::Identifier => GeneralEnc::Identifier {
                map: FxMap::default(),
                bytes: 0,
                memo: vec![None; 1 << MEMO_BITS].into_boxed_slice(),
            },
            General::Cache(n) => GeneralEnc::Cache {
                map: FxMap::default(),
                slots: vec![None; n as usize],
                next: 0,
                bytes: 0,
                memo: vec![None; 1 << MEMO_BITS].into_boxed_slice(),
            },
            General::Constant => GeneralEnc::Constant(None),
            General::Default => GeneralEnc::Default(None),
            General::Repeat => GeneralEnc::Repeat(None),
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
        let g = self.kind();
        self.encode_g(g, v, s)
    }

    /// The strategy this state implements.
    pub fn kind(&self) -> General {
        match self {
            GeneralEnc::None => General::None,
            GeneralEnc::Identifier { .. } => General::Identifier,
            GeneralEnc::Cache { slots, .. } => General::Cache(slots.len() as u32),
            GeneralEnc::Constant(_) => General::Constant,
            GeneralEnc::Default(_) => General::Default,
            GeneralEnc::Repeat(_) => General::Repeat,
        }
    }

    /// [`encode`](Self::encode) for a strategy `g` known to the caller (generated
    /// code passes a constant, so only that strategy's code remains).
    #[inline(always)]
    pub fn encode_g(&mut self, g: General, v: &K, s: &mut Sink) -> Result<bool, EncodeError> {
        match (g, self) {
            (General::None, _) | (_, GeneralEnc::None) => Ok(false),
            (General::Identifier, GeneralEnc::Identifier { map, bytes, memo }) => {
                let o = s.ck();
                let slot = v.memo_slot();
                if let Some(i) = slot {
                    if let Some((k, id)) = &memo[i] {
                        if k == v {
                            s.uvar(*id as u64);
                            return Ok(true);
                        }
                    }
                }
                if let Some(&id) = map.get(v) {
                    if let Some(i) = slot {
                        memo[i] = Some((v.clone(), id));
                    }
                    s.uvar(id as u64);
                    return Ok(true);
                }
                s.event(o, Event::Irregular);
                let c = v.cost();
                if map.len() < IDENTIFIER_CAP && *bytes + c <= TABLE_BYTES_CAP {
                    let id = map.len() as u32;
                    map.insert(v.clone(), id);
                    *bytes += c;
                }
                Ok(false)
            }
            (
                General::Cache(_),
                GeneralEnc::Cache {
                    map,
                    slots,
                    next,
                    bytes,
                    memo,
                },
            ) => {
                let o = s.ck();
                let mslot = v.memo_slot();
                if let Some(i) = mslot {
                    if let Some((k, slot)) = &memo[i] {
                        if k == v {
                            s.uvar(*slot as u64);
                            return Ok(true);
                        }
                    }
                }
                if let Some(&slot) = map.get(v) {
                    if let Some(i) = mslot {
                        memo[i] = Some((v.clone(), slot));
                    }
                    s.uvar(slot as u64);
                    return Ok(true);
                }
                s.event(o, Event::Irregular);
                // The slot about to be replaced must leave the memo.
                if let Some(old) = &slots[*next as usize] {
                    if let Some(i) = old.memo_slot() {
                        if matches!(&memo[i], Some((k, _)) if k == old) {
                            memo[i] = None;
                        }
                    }
                }
                cache_insert(map, slots, next, bytes, v.clone());
                Ok(false)
            }
            (General::Constant, GeneralEnc::Constant(c)) => {
                s.ck();
                match c {
                    None => {
                        *c = Some(v.clone());
                        Ok(false)
                    }
                    Some(c) if c == v => Ok(true),
                    Some(_) => Err(EncodeError::ConstantViolated),
                }
            }
            (General::Default, GeneralEnc::Default(c)) => {
                let o = s.ck();
                match c {
                    None => {
                        *c = Some(v.clone());
                        Ok(false)
                    }
                    Some(c) if c == v => Ok(true),
                    Some(_) => {
                        s.event(o, Event::Irregular);
                        Ok(false)
                    }
                }
            }
            (General::Repeat, GeneralEnc::Repeat(c)) => {
                let o = s.ck();
                match c {
                    None => {
                        *c = Some(v.clone());
                        Ok(false)
                    }
                    Some(cv) if cv == v => Ok(true),
                    Some(_) => {
                        s.event(o, Event::Irregular);
                        *c = Some(v.clone());
                        Ok(false)
                    }
                }
            }
            // `g` disagrees with the state: fall back to the state's own strategy.
            (_, this) => this.encode(v, s),
        }
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
