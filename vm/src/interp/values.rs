//! Helpers of the `values` event group: the typed value a field load
//! produced, object ids of references.

use super::Interpreter;
use crate::events::{EventSink, Value};
use crate::heap::Ref;
use crate::runtime::Runtime;

/// The object id of a reference slot (0 for null).
#[inline]
pub(crate) fn object_id(rt: &Runtime, v: u64) -> u64 {
    if v == 0 {
        0
    } else {
        rt.heap.get(v as Ref).id
    }
}

/// The value `v` loaded from field `field` (an index of
/// `Runtime::field_table`), typed by the field's descriptor.
pub(crate) fn field_value(rt: &Runtime, field: u32, v: u64) -> Value {
    let (class, index) = rt.field_table[field as usize];
    let desc = rt.class(class).fields[index as usize].descriptor.as_bytes();
    match desc.first() {
        Some(b'J') => Value::Int(v as i64),
        Some(b'D') => Value::Float(f64::from_bits(v)),
        Some(b'F') => Value::Float(f64::from(f32::from_bits(v as u32))),
        Some(b'L' | b'[') => Value::Ref(object_id(rt, v)),
        _ => Value::Int(i64::from(v as u32 as i32)),
    }
}

impl<S: EventSink> Interpreter<S> {
    /// The object id of a reference slot (0 for null).
    #[inline]
    pub(crate) fn object_id(&self, v: u64) -> u64 {
        object_id(&self.rt, v)
    }

    /// The value `v` loaded from field `field` (an index of
    /// `Runtime::field_table`), typed by the field's descriptor.
    pub(crate) fn field_value(&self, field: u32, v: u64) -> Value {
        field_value(&self.rt, field, v)
    }
}
