//! Choosing a stream's predictor and record mode from the whole stream: one
//! pass over the values feeds a size estimator per candidate (every
//! predictor of [`CANDIDATES`], with plain and run-length records), without
//! storing any record, so the choice costs tables and counters only.
//!
//! The estimate compresses each value from its left context, as the
//! stream's backward records do; a finished stream holds forward records
//! (right contexts), whose size is close but not always equal, so callers
//! compare the real sizes before switching.

use super::bits::varint_len;
use std::cell::RefCell;

use super::predictor::{DenseTable, Predictor, CANDIDATES, MAX_WINDOW};

thread_local! {
    /// Tables of finished selectors, reset, for the next one.
    static POOL: RefCell<Vec<DenseTable>> = const { RefCell::new(Vec::new()) };
}

/// Estimated record bytes of one candidate.
struct Estimate {
    predictor: Predictor,
    table: DenseTable,
    ctx: [u64; MAX_WINDOW],
    symbol_bits: u64,
    payload_bytes: u64,
    /// Run-length mode: symbol of the open run and its length.
    run: Option<(u32, u64)>,
    run_bits: u64,
    run_count_bytes: u64,
}

impl Estimate {
    fn new(predictor: Predictor) -> Estimate {
        Estimate {
            predictor,
            table: if predictor.has_table() {
                POOL.with(|p| p.borrow_mut().pop()).unwrap_or_default()
            } else {
                DenseTable::none()
            },
            ctx: [0; MAX_WINDOW],
            symbol_bits: 0,
            payload_bytes: 0,
            run: None,
            run_bits: 0,
            run_count_bytes: 0,
        }
    }

    fn close_run(&mut self) {
        if let Some((_, n)) = self.run.take() {
            self.run_bits += self.predictor.symbol_bits() as u64;
            self.run_count_bytes += varint_len(n - 1);
        }
    }

    fn push(&mut self, value: u64) {
        let enc = self.predictor.compress(&mut self.table, &self.ctx, value);
        self.ctx.rotate_right(1);
        self.ctx[0] = value;
        self.symbol_bits += self.predictor.symbol_bits() as u64;
        if let Some(p) = enc.payload {
            self.payload_bytes += varint_len(p);
        }
        match &mut self.run {
            Some((s, n)) if *s == enc.symbol => *n += 1,
            _ => {
                self.close_run();
                self.run = Some((enc.symbol, 1));
            }
        }
    }

    /// Estimated bytes (plain, run-length).
    fn sizes(&mut self) -> (u64, u64) {
        self.close_run();
        let base = self.payload_bytes + self.table.bytes();
        (
            base + self.symbol_bits.div_ceil(8),
            base + self.run_bits.div_ceil(8) + self.run_count_bytes,
        )
    }
}

/// Size estimators of every candidate over one sequence.
pub struct Selector {
    estimates: Vec<Estimate>,
}

impl Drop for Selector {
    fn drop(&mut self) {
        POOL.with(|p| {
            let mut pool = p.borrow_mut();
            for e in &mut self.estimates {
                if e.predictor.has_table() {
                    let mut t = std::mem::replace(&mut e.table, DenseTable::none());
                    t.reset();
                    pool.push(t);
                }
            }
        });
    }
}

impl Default for Selector {
    fn default() -> Self {
        Selector::new()
    }
}

impl Selector {
    /// Estimators for every candidate, before any value.
    pub fn new() -> Selector {
        Selector {
            estimates: CANDIDATES.iter().map(|&p| Estimate::new(p)).collect(),
        }
    }

    /// Feeds the next value.
    pub fn push(&mut self, value: u64) {
        for e in &mut self.estimates {
            e.push(value);
        }
    }

    /// The candidate (predictor, run-length records) with the smallest
    /// estimate (the first in [`CANDIDATES`] order, plain first, on ties).
    pub fn best(&mut self) -> (Predictor, bool) {
        let mut best = (u64::MAX, CANDIDATES[0], false);
        for e in &mut self.estimates {
            let (plain, runs) = e.sizes();
            for (size, run_length) in [(plain, false), (runs, true)] {
                if size < best.0 {
                    best = (size, e.predictor, run_length);
                }
            }
        }
        (best.1, best.2)
    }
}
