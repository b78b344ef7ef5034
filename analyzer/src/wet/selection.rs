//! Choosing a stream's predictor and record mode from the whole stream: one
//! pass over the values feeds a size estimator per candidate (every
//! predictor of [`CANDIDATES`], with plain and run-length records), without
//! storing any record, so the choice costs tables and counters only.
//!
//! A stream feeds its values newest first (`Stream::for_last_rev` reads
//! its forward records from the top down), so each value is estimated
//! from its right context, as the forward records of a finished stream
//! compress it; the records update the table oldest first, so the sizes
//! are close but not always equal, and callers compare the real sizes
//! before switching. (Fed oldest first, as until session 9, the estimate
//! sees left contexts, which the stored records never use: jess's `.wet`
//! came out 0.8% larger.)

use super::bits::{varint_len, zigzag};
use std::cell::RefCell;

use super::predictor::{
    hash_key, hash_step, DenseTable, Predictor, SwapTable, CANDIDATES, HASH_SEED, MAX_WINDOW,
};

thread_local! {
    /// Tables of finished selectors, reset, for the next one.
    static POOL: RefCell<Vec<DenseTable>> = const { RefCell::new(Vec::new()) };
}

/// Counters of one candidate: what its records would take.
#[derive(Clone, Copy, Default)]
struct Acc {
    payload_bytes: u64,
    /// Symbol of the open run (run-length mode), `u32::MAX` before the
    /// first value.
    run_symbol: u32,
    run_len: u64,
    /// Runs closed so far, and the varint bytes of their counts.
    runs: u64,
    run_count_bytes: u64,
}

impl Acc {
    fn new() -> Acc {
        Acc {
            run_symbol: u32::MAX,
            ..Acc::default()
        }
    }

    #[inline]
    fn record(&mut self, symbol: u32, payload: Option<u64>) {
        if let Some(p) = payload {
            self.payload_bytes += varint_len(p);
        }
        if symbol == self.run_symbol {
            self.run_len += 1;
        } else {
            if self.run_len > 0 {
                self.runs += 1;
                self.run_count_bytes += varint_len(self.run_len - 1);
            }
            self.run_symbol = symbol;
            self.run_len = 1;
        }
    }

    /// Estimated bytes (plain, run-length) after `values` records of
    /// `bits`-bit symbols, with `table_bytes` of table entries.
    fn sizes(&self, values: u64, bits: u64, table_bytes: u64) -> (u64, u64) {
        let (runs, run_count_bytes) = if self.run_len > 0 {
            (
                self.runs + 1,
                self.run_count_bytes + varint_len(self.run_len - 1),
            )
        } else {
            (self.runs, self.run_count_bytes)
        };
        let base = self.payload_bytes + table_bytes;
        (
            base + (values * bits).div_ceil(8),
            base + (runs * bits).div_ceil(8) + run_count_bytes,
        )
    }
}

/// Size estimators of every candidate over one sequence: the twelve
/// predictors of [`CANDIDATES`] run side by side over one shared context
/// (every candidate sees the same last values), the FCM and DFCM keys of
/// contexts 1, 2 and 3 come from one hash chain each, and the last-n
/// candidates share one search of the context.
pub struct Selector {
    /// The last [`MAX_WINDOW`] values, nearest first (zeros before the
    /// start).
    ctx: [u64; MAX_WINDOW],
    values: u64,
    /// Per candidate: records beyond `values` ([`Selector::exact`]'s
    /// tail) and bytes beyond the records (its window).
    tail: [u64; 12],
    extra: [u64; 12],
    /// FCM(1..3), then DFCM(1..3).
    tables: [DenseTable; 6],
    /// Per candidate, in [`CANDIDATES`] order.
    acc: [Acc; 12],
}

impl Drop for Selector {
    fn drop(&mut self) {
        POOL.with(|p| {
            let mut pool = p.borrow_mut();
            for t in &mut self.tables {
                let mut t = std::mem::replace(t, DenseTable::none());
                t.reset();
                pool.push(t);
            }
        });
    }
}

impl Default for Selector {
    fn default() -> Self {
        Selector::new()
    }
}

/// The index in [`CANDIDATES`] of the first of each kind.
const FCM: usize = 0;
const DFCM: usize = 3;
const LAST_N: usize = 6;
const LAST_N_STRIDE: usize = 9;

impl Selector {
    /// Estimators for every candidate, before any value.
    pub fn new() -> Selector {
        debug_assert!(
            CANDIDATES[FCM..DFCM] == [Predictor::Fcm(1), Predictor::Fcm(2), Predictor::Fcm(3)]
                && CANDIDATES[DFCM..LAST_N]
                    == [Predictor::Dfcm(1), Predictor::Dfcm(2), Predictor::Dfcm(3)]
                && CANDIDATES[LAST_N..LAST_N_STRIDE]
                    == [
                        Predictor::LastN(1),
                        Predictor::LastN(2),
                        Predictor::LastN(4)
                    ]
                && CANDIDATES[LAST_N_STRIDE..]
                    == [
                        Predictor::LastNStride(1),
                        Predictor::LastNStride(2),
                        Predictor::LastNStride(4)
                    ]
        );
        let table = || POOL.with(|p| p.borrow_mut().pop()).unwrap_or_default();
        Selector {
            ctx: [0; MAX_WINDOW],
            values: 0,
            tail: [0; 12],
            extra: [0; 12],
            tables: std::array::from_fn(|_| table()),
            acc: [Acc::new(); 12],
        }
    }

    /// Feeds the next value: what `Predictor::compress` gives for each
    /// candidate with the last values as context.
    #[inline]
    pub fn push(&mut self, value: u64) {
        self.step(self.ctx, value);
        self.ctx.copy_within(0..MAX_WINDOW - 1, 1);
        self.ctx[0] = value;
        self.values += 1;
    }

    /// Every candidate compresses `value` with context `c`.
    #[inline]
    fn step(&mut self, c: [u64; MAX_WINDOW], value: u64) {
        let anchor = c[0];
        let delta = value.wrapping_sub(anchor);
        let miss_payload = zigzag(delta as i64);
        // FCM(n): the last n values index a table of values.
        let mut h = HASH_SEED;
        for (n, &v) in c[..3].iter().enumerate() {
            h = hash_step(h, v);
            let old = self.tables[n].swap(hash_key(h), value);
            let acc = &mut self.acc[FCM + n];
            if old == value {
                acc.record(1, None);
            } else {
                acc.record(0, Some(zigzag(old.wrapping_sub(anchor) as i64)));
            }
        }
        // DFCM(n): the last n strides index a table of strides.
        let strides = [
            c[0].wrapping_sub(c[1]),
            c[1].wrapping_sub(c[2]),
            c[2].wrapping_sub(c[3]),
            c[3].wrapping_sub(c[4]),
        ];
        let mut h = HASH_SEED;
        for (n, &s) in strides[..3].iter().enumerate() {
            h = hash_step(h, s);
            let old = self.tables[3 + n].swap(hash_key(h), delta);
            let acc = &mut self.acc[DFCM + n];
            if old == delta {
                acc.record(1, None);
            } else {
                acc.record(0, Some(zigzag(old as i64)));
            }
        }
        // Last-n (1, 2, 4): the nearest equal value; last-n stride: the
        // nearest equal stride. A miss stores the difference to the
        // nearest value in both.
        let at = c[..4].iter().position(|&x| x == value).unwrap_or(4);
        let at_stride = strides.iter().position(|&s| s == delta).unwrap_or(4);
        for (k, n) in [1usize, 2, 4].into_iter().enumerate() {
            for (base, hit) in [(LAST_N, at), (LAST_N_STRIDE, at_stride)] {
                let acc = &mut self.acc[base + k];
                if hit < n {
                    acc.record(hit as u32, None);
                } else {
                    acc.record(n as u32, Some(miss_payload));
                }
            }
        }
    }

    /// The candidate with the smallest exact [`Stream::size_bytes`]
    /// (`stream::exact_sizes` of every candidate, in one pass; the first
    /// in [`CANDIDATES`] order, plain first, on ties): the forward records
    /// of `x[0..m-W)`, each compressed from its right context, oldest
    /// first, plus the last `W` values as the window and the table.
    ///
    /// [`Stream::size_bytes`]: super::stream::Stream::size_bytes
    pub fn best_exact(values: &[u64]) -> (Predictor, bool) {
        let mut s = Selector::new();
        let m = values.len();
        // Every candidate has a record for x[j] while j + 5 < m.
        let full = m.saturating_sub(MAX_WINDOW);
        for j in 0..full {
            let mut c = [0u64; MAX_WINDOW];
            c.copy_from_slice(&values[j + 1..j + 1 + MAX_WINDOW]);
            s.step(c, values[j]);
        }
        s.values = full as u64;
        let mut none = DenseTable::none();
        for j in full..m {
            let mut c = [0u64; MAX_WINDOW];
            for (k, slot) in c.iter_mut().enumerate() {
                *slot = values.get(j + 1 + k).copied().unwrap_or(0);
            }
            for (i, &p) in CANDIDATES.iter().enumerate() {
                if j + p.window() < m {
                    let table = if i < LAST_N {
                        &mut s.tables[i]
                    } else {
                        &mut none
                    };
                    let enc = p.compress(table, &c, values[j]);
                    s.acc[i].record(enc.symbol, enc.payload);
                    s.tail[i] += 1;
                }
            }
        }
        for (i, &p) in CANDIDATES.iter().enumerate() {
            let w = p.window();
            s.extra[i] = (m as i64 - w as i64..m as i64)
                .map(|k| {
                    if k < 0 {
                        1
                    } else {
                        varint_len(values[k as usize])
                    }
                })
                .sum();
        }
        s.best()
    }

    /// The candidate (predictor, run-length records) with the smallest
    /// estimate (the first in [`CANDIDATES`] order, plain first, on ties).
    pub fn best(&mut self) -> (Predictor, bool) {
        let mut best = (u64::MAX, CANDIDATES[0], false);
        for (i, &p) in CANDIDATES.iter().enumerate() {
            let table_bytes = if i < LAST_N {
                self.tables[i].bytes()
            } else {
                0
            };
            let (plain, runs) = self.acc[i].sizes(
                self.values + self.tail[i],
                p.symbol_bits() as u64,
                table_bytes + self.extra[i],
            );
            for (size, run_length) in [(plain, false), (runs, true)] {
                if size < best.0 {
                    best = (size, p, run_length);
                }
            }
        }
        (best.1, best.2)
    }
}
