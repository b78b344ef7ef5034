//! The interpreter's event interface.
//!
//! The interpreter is generic over an [`EventSink`] and calls it with static
//! dispatch; with [`NullSink`] every hook is an empty inline function and the
//! `ENABLED` checks are constant `false`, so an untraced run compiles to the
//! same code as an interpreter without tracing.

use crate::runtime::MethodId;

/// Receives the events the interpreter produces. Every hook has an empty
/// default, so a sink implements only what it records.
pub trait EventSink {
    /// Whether this sink wants any events at all (lets the interpreter skip
    /// even argument preparation).
    const ENABLED: bool;

    /// A method starts executing (bytecode or native).
    #[inline(always)]
    fn method_enter(&mut self, _clock: u64, _method: MethodId) {}

    /// A method returns, normally or (`by_exception`) by an exception.
    #[inline(always)]
    fn method_exit(&mut self, _clock: u64, _method: MethodId, _by_exception: bool) {}
}

/// The sink of untraced runs: records nothing and costs nothing.
#[derive(Debug, Default, Clone, Copy)]
pub struct NullSink;

impl EventSink for NullSink {
    const ENABLED: bool = false;
}
