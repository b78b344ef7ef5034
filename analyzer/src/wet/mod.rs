//! Whole execution traces (issue 8; Zhang & Gupta, seed 002): a program's
//! static block graphs labelled with its whole dynamic history — timestamps,
//! values, addresses, data and control dependences — compressed in two tiers
//! and queryable forward and backward. See docs/wet.md.

#![warn(missing_docs)]

pub mod ballarus;
pub mod bits;
pub mod build;
pub mod bytecode;
pub mod cdg;
pub mod file;
pub mod flow;
pub mod graph;
pub mod memory;
pub mod model;
pub mod predictor;
pub mod query;
pub mod selection;
pub mod shadow;
pub mod stream;
pub mod trace;

#[cfg(test)]
mod tests;
