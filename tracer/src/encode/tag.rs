//! The hidden type tag of record-typed items (section 5.3.2, rule `type=`),
//! which prevents object slicing when a subtype is stored in a field.

use super::general::{GeneralDec, GeneralEnc};
use super::io::{Event, Sink, Source};
use super::{DecodeError, EncodeError};
use crate::policy::{General, TypeRule};

/// Encoder of type tags.
#[derive(Debug)]
pub struct TagEnc {
    rule: TypeRule,
    ids: GeneralEnc<i64>,
}

impl TagEnc {
    /// Build for a rule.
    pub fn new(rule: TypeRule) -> TagEnc {
        TagEnc {
            rule,
            ids: GeneralEnc::new(if rule == TypeRule::Variable {
                General::Identifier
            } else {
                General::None
            }),
        }
    }
    /// Encode the wire type id `tid` of a value of a field declared as `declared`.
    #[inline]
    pub fn encode(&mut self, tid: u64, declared: u64, s: &mut Sink) -> Result<(), EncodeError> {
        match self.rule {
            TypeRule::Constant => {
                if tid != declared {
                    return Err(EncodeError::Polymorphic);
                }
            }
            TypeRule::Default => {
                let o = s.ck();
                if tid != declared {
                    s.event(o, Event::Irregular);
                    s.uvar(tid);
                }
            }
            TypeRule::Variable => {
                if !self.ids.encode(&(tid as i64), s)? {
                    s.uvar(tid);
                }
            }
        }
        Ok(())
    }
}

/// Decoder of type tags.
#[derive(Debug)]
pub struct TagDec {
    rule: TypeRule,
    ids: GeneralDec<i64>,
}

impl TagDec {
    /// Build for a rule.
    pub fn new(rule: TypeRule) -> TagDec {
        TagDec {
            rule,
            ids: GeneralDec::new(if rule == TypeRule::Variable {
                General::Identifier
            } else {
                General::None
            }),
        }
    }
    /// Decode a wire type id.
    #[inline]
    pub fn decode(&mut self, declared: u64, src: &mut Source) -> Result<u64, DecodeError> {
        match self.rule {
            TypeRule::Constant => Ok(declared),
            TypeRule::Default => match src.ck()? {
                None => Ok(declared),
                Some(Event::Irregular) => src.uvar(),
                Some(_) => Err(DecodeError::Corrupt("bad type-tag meta-event")),
            },
            TypeRule::Variable => {
                if let Some(t) = self.ids.decode(src)? {
                    return Ok(t as u64);
                }
                let t = src.uvar()?;
                self.ids.learn(&(t as i64));
                Ok(t)
            }
        }
    }
}
