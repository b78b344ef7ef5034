//! STEP: a self-describing, adaptive trace encoding (after Brown's STEP thesis).
//!
//! * [`dl`] compiles STEP-DL schemas into a [`Schema`];
//! * [`policy`] interprets `encoding` attributes;
//! * [`encode`] is the streaming, adaptive encoding engine (dynamic values and
//!   the primitives the generated code uses);
//! * [`format`] is the block-structured, zstd-compressed trace file;
//! * [`codegen`] turns a schema into specialized Rust code at build time.
//!
//! The crate knows nothing about Java: records are whatever a schema says.

#![warn(missing_docs)]

pub mod codegen;
pub mod dl;
pub mod encode;
pub mod format;
pub mod policy;
pub mod schema;

pub use dl::{CompileError, Loc};
pub use encode::value::{Record, Value};
pub use schema::{FieldType, RecordDef, RecordId, Schema};
