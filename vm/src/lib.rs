//! rjvm: a Java virtual machine built for measurement.
//!
//! Data flow: class files ([`classpath`], [`classfile`]) → loading and
//! linking ([`runtime`]) → the interpreter ([`interp`]) → events to an
//! [`events::EventSink`] chosen at start-up. [`launch`] ties them together
//! for the `rjvm` binary.

pub mod callback;
pub mod classfile;
pub mod classpath;
pub mod events;
pub mod heap;
pub mod interp;
pub mod launch;
pub mod native;
pub mod runtime;
pub mod stop;
pub mod trace;
/// The typed records of the JVM event schema (generated in the analyzer).
pub use trace::step;
