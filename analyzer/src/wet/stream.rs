//! Tier-2 compression (paper section 4): a `u64` sequence compressed with a
//! bidirectional value predictor, walkable forward and backward from any
//! position without decompressing it.
//!
//! # Representation
//!
//! A [`Stream`] of `m` values positioned at `p` (`0 ≤ p ≤ m`) is the paper's
//! three parts `[FR][U][BL]`:
//!
//! * `U`: the window `x[p-W..p)` of `W = predictor.window()` values, kept
//!   uncompressed (positions outside `0..m` read as 0: the stream is padded
//!   with `W` zeros at both ends);
//! * `FR`: records of `x[0..p-W)`, each compressed from its *right* context,
//!   on a stack whose top is `x[p-W-1]`;
//! * `BL`: records of `x[p..m)`, each compressed from its *left* context, on
//!   a stack whose top is `x[p]`;
//! * two lookup tables, `FRTB` and `BLTB`, for the FCM predictors.
//!
//! A record is a fixed-width symbol (a hit bit for FCM, a candidate index
//! for last-n) on a bit stack and, on a miss, one number on a varint stack.
//! [`Stream::next`] pops `x[p]` from `BL` and pushes `x[p-W]` onto `FR`;
//! [`Stream::prev`] does the reverse. Both are exact inverses, tables
//! included (see `predictor.rs`), so the state at a position does not depend
//! on the path by which the cursor got there, and the stream never grows or
//! shrinks as it is walked: a stream is its own cursor. Clone it for an
//! independent one.
//!
//! Building is walking forward with values supplied instead of decoded, so a
//! finished stream rests at its end (`p = m`, everything in `FR`).
//!
//! # Predictor selection
//!
//! [`StreamBuilder`] buffers the first [`SELECTION_PREFIX`] values, then
//! compresses that prefix with every candidate of
//! [`CANDIDATES`](super::predictor::CANDIDATES) and keeps the one giving the
//! fewest bytes (the first in the list on ties); the rest of the stream is
//! compressed with it, and the choice is made again each time the stream
//! grows [`RESELECT_GROWTH`]× (a checkpoint, [`Stream::reselected_on`])
//! and when it is finished, from the values since the last choice (read
//! backward from the records, newest first, without moving the stream);
//! another candidate replaces the current one only if it compresses the
//! whole stream smaller. A builder thus holds at most the prefix, the
//! compressed stream so far and its table (≤ 2^16 entries).

use super::bits::{
    grow, read_varint, read_varint_rev, unzigzag, varint_len, write_varint, zigzag, BitStack,
    VarStack,
};
use super::predictor::{DenseTable, Encoded, Predictor, Table, CANDIDATES, MAX_WINDOW};
use super::selection::Selector;

/// Bit of the serialized predictor byte marking run-length records.
pub const RUN_LENGTH_FLAG: u8 = 8;

/// Number of values after which a builder picks its predictor.
pub const SELECTION_PREFIX: usize = 256;

/// A builder chooses its stream's predictor again (a checkpoint) each
/// time the stream grows by this factor since the last choice (at 512, 1,024, 2,048, … values), so that a stream under
/// construction stays close to its final compressed size.
pub const RESELECT_GROWTH: usize = 2;

/// One direction's records: symbols and payloads. In run-length mode
/// (`runs` present) equal consecutive symbols are one run: one symbol on the
/// bit stack and its repeat count minus one on `runs`, so a long stretch
/// of hits costs a few bytes instead of a bit per value.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Records {
    symbols: BitStack,
    payloads: VarStack,
    runs: Option<VarStack>,
}

impl Records {
    fn new(run_length: bool) -> Records {
        Records {
            runs: run_length.then(VarStack::default),
            ..Records::default()
        }
    }

    fn push(&mut self, p: Predictor, enc: Encoded) {
        let bits = p.symbol_bits();
        match &mut self.runs {
            None => self.symbols.push(enc.symbol, bits),
            Some(runs) => match self.symbols.peek(bits) {
                Some(top) if top == enc.symbol => {
                    let n = runs.pop().expect("one run count per run symbol");
                    runs.push(n + 1);
                }
                _ => {
                    self.symbols.push(enc.symbol, bits);
                    runs.push(0);
                }
            },
        }
        if let Some(v) = enc.payload {
            self.payloads.push(v);
        }
    }

    fn pop(&mut self, p: Predictor) -> Encoded {
        let bits = p.symbol_bits();
        let symbol = match &mut self.runs {
            None => self.symbols.pop(bits),
            Some(runs) => match runs.pop().expect("stream run stack underflow") {
                0 => self.symbols.pop(bits),
                n => {
                    runs.push(n - 1);
                    self.symbols.peek(bits)
                }
            },
        }
        .expect("stream record stack underflow");
        let payload = if p.has_payload(symbol) {
            Some(self.payloads.pop().expect("stream payload stack underflow"))
        } else {
            None
        };
        Encoded { symbol, payload }
    }

    /// Symbol bytes (bits plus run counts).
    fn symbol_bytes(&self) -> u64 {
        self.symbols.size_bytes() + self.runs.as_ref().map_or(0, |r| r.size_bytes())
    }

    fn size_bytes(&self) -> u64 {
        self.symbol_bytes() + self.payloads.size_bytes()
    }
}

/// A compressed, bidirectionally walkable sequence of `u64`, positioned
/// between two values (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stream {
    predictor: Predictor,
    /// Records in run-length mode (see `Records`).
    run_length: bool,
    len: u64,
    pos: u64,
    fingerprint: u64,
    /// `x[p-W..p)`, oldest first, in `window[..W]` (the rest stays 0).
    window: [u64; MAX_WINDOW],
    fr: Records,
    fr_table: Table,
    /// `BL` and its table; `None` at the end (`p = m`), where both are
    /// empty: a stream being built or at rest holds no backward part.
    back: Option<Box<Back>>,
}

/// The backward records and table of a stream not at its end.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Back {
    records: Records,
    table: Table,
}

impl Back {
    fn new(run_length: bool) -> Box<Back> {
        Box::new(Back {
            records: Records::new(run_length),
            table: Table::default(),
        })
    }
}

fn fingerprint_step(h: u64, v: u64) -> u64 {
    (h ^ v).wrapping_mul(0x0000_0100_0000_01b3).rotate_left(17) ^ 0x51
}

impl Stream {
    /// An empty stream using `predictor`, positioned at 0.
    pub fn new(predictor: Predictor) -> Stream {
        Stream::with_mode(predictor, false)
    }

    /// An empty stream using `predictor`, with run-length records or not.
    pub fn with_mode(predictor: Predictor, run_length: bool) -> Stream {
        Stream {
            predictor,
            run_length,
            len: 0,
            pos: 0,
            fingerprint: 0,
            window: [0; MAX_WINDOW],
            fr: Records::new(run_length),
            fr_table: Table::default(),
            back: None,
        }
    }

    /// Compresses `values` with `predictor`.
    pub fn from_values(predictor: Predictor, values: &[u64]) -> Stream {
        Stream::from_values_mode(predictor, false, values)
    }

    /// Compresses `values` with `predictor`, run-length records or not.
    pub fn from_values_mode(predictor: Predictor, run_length: bool, values: &[u64]) -> Stream {
        let mut s = Stream::with_mode(predictor, run_length);
        for &v in values {
            s.append(v);
        }
        s
    }

    /// The predictor the stream was compressed with.
    pub fn predictor(&self) -> Predictor {
        self.predictor
    }

    /// Number of values.
    pub fn len(&self) -> u64 {
        self.len
    }

    /// Whether the stream holds no value.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Cursor position: the index of the value [`Stream::next`] returns.
    pub fn pos(&self) -> u64 {
        self.pos
    }

    /// A hash of the values (equal sequences have equal fingerprints).
    pub fn fingerprint(&self) -> u64 {
        self.fingerprint
    }

    /// The window's `W` values, oldest first.
    fn win(&self) -> &[u64] {
        &self.window[..self.predictor.window()]
    }

    fn left_context(&self) -> [u64; MAX_WINDOW] {
        let mut ctx = [0; MAX_WINDOW];
        for (c, &v) in ctx.iter_mut().zip(self.win().iter().rev()) {
            *c = v;
        }
        ctx
    }

    fn right_context(&self) -> [u64; MAX_WINDOW] {
        self.window
    }

    /// Moves the window one value forward over `value` (= `x[pos]`).
    fn shift_forward(&mut self, value: u64) {
        let w = self.predictor.window();
        let dropped = self.window[0];
        self.window.copy_within(1..w, 0);
        self.window[w - 1] = value;
        if self.pos >= w as u64 {
            let ctx = self.right_context();
            let enc = self.predictor.compress(&mut self.fr_table, &ctx, dropped);
            self.fr.push(self.predictor, enc);
        }
        self.pos += 1;
    }

    /// Appends `value`; the cursor must be at the end.
    pub fn append(&mut self, value: u64) {
        assert_eq!(self.pos, self.len, "Stream::append away from the end");
        self.len += 1;
        self.fingerprint = fingerprint_step(self.fingerprint, value);
        self.shift_forward(value);
    }

    /// The value at the cursor, moving past it; `None` at the end.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Option<u64> {
        if self.pos >= self.len {
            return None;
        }
        let ctx = self.left_context();
        let back = self.back.as_mut().expect("backward records before the end");
        let enc = back.records.pop(self.predictor);
        let value = self
            .predictor
            .decompress(&mut back.table, &ctx, enc)
            .expect("corrupt stream record");
        self.shift_forward(value);
        if self.pos == self.len {
            // Both are empty again.
            self.back = None;
        }
        Some(value)
    }

    /// The value before the cursor, moving back over it; `None` at 0.
    pub fn prev(&mut self) -> Option<u64> {
        if self.pos == 0 {
            return None;
        }
        let w = self.predictor.window();
        let value = self.window[w - 1];
        let older = if self.pos > w as u64 {
            let ctx = self.right_context();
            let enc = self.fr.pop(self.predictor);
            self.predictor
                .decompress(&mut self.fr_table, &ctx, enc)
                .expect("corrupt stream record")
        } else {
            0
        };
        self.window.copy_within(0..w - 1, 1);
        self.window[0] = older;
        self.pos -= 1;
        let ctx = self.left_context();
        let run_length = self.run_length;
        let back = self.back.get_or_insert_with(|| Back::new(run_length));
        let enc = self.predictor.compress(&mut back.table, &ctx, value);
        back.records.push(self.predictor, enc);
        Some(value)
    }

    /// The value just before the cursor, without moving.
    pub fn peek_prev(&self) -> Option<u64> {
        if self.pos == 0 {
            None
        } else {
            Some(self.window[self.predictor.window() - 1])
        }
    }

    /// Moves the cursor to `index` (clamped to `len`), one step at a time.
    pub fn seek(&mut self, index: u64) {
        let index = index.min(self.len);
        while self.pos < index {
            self.next();
        }
        while self.pos > index {
            self.prev();
        }
    }

    /// The value at `index`, leaving the cursor just after it.
    pub fn get(&mut self, index: u64) -> Option<u64> {
        if index >= self.len {
            return None;
        }
        self.seek(index + 1);
        self.peek_prev()
    }

    /// All values, in order (leaves the cursor at the end).
    pub fn to_vec(&mut self) -> Vec<u64> {
        self.seek(0);
        let mut out = Vec::with_capacity(self.len as usize);
        while let Some(v) = self.next() {
            out.push(v);
        }
        out
    }

    /// Whether two streams hold the same values (walks both).
    pub fn content_eq(&mut self, other: &mut Stream) -> bool {
        if self.len != other.len || self.fingerprint != other.fingerprint {
            return false;
        }
        self.seek(0);
        other.seek(0);
        while let Some(v) = self.next() {
            if other.next() != Some(v) {
                return false;
            }
        }
        true
    }

    fn table_bytes(table: &Table) -> u64 {
        table.values().map(|&v| 2 + varint_len(v)).sum()
    }

    /// Frees the unused capacity of the record stacks and tables (a
    /// finished stream only moves its cursor).
    pub fn shrink_to_fit(&mut self) {
        let r = &mut self.fr;
        r.symbols.shrink_to_fit();
        r.payloads.shrink_to_fit();
        if let Some(runs) = &mut r.runs {
            runs.shrink_to_fit();
        }
        self.fr_table.shrink_to_fit();
    }

    /// Bytes the stream holds on the heap: record stacks by capacity, and
    /// the tables (about 17 bytes per bucket).
    pub fn heap_bytes(&self) -> u64 {
        let records = |r: &Records| {
            r.symbols.heap_bytes()
                + r.payloads.heap_bytes()
                + r.runs.as_ref().map_or(0, |v| v.heap_bytes())
        };
        records(&self.fr)
            + 17 * self.fr_table.capacity() as u64
            + self.back.as_ref().map_or(0, |b| {
                std::mem::size_of::<Back>() as u64
                    + records(&b.records)
                    + 17 * b.table.capacity() as u64
            })
    }

    /// Size of the compressed representation in bytes: records, window and
    /// table entries (the serialized size without its small header).
    pub fn size_bytes(&self) -> u64 {
        self.fr.size_bytes()
            + self.back.as_ref().map_or(0, |b| b.records.size_bytes())
            + self.win().iter().map(|&v| varint_len(v)).sum::<u64>()
            + Stream::table_bytes(&self.fr_table)
            + self
                .back
                .as_ref()
                .map_or(0, |b| Stream::table_bytes(&b.table))
    }

    /// Calls `f` with the stream's values from the last to the first,
    /// leaving the stream as it is (the cursor moves to the end first):
    /// the forward records are read from the top down, each decompressed
    /// from its right context (the values already passed to `f`), against
    /// a copy of the forward table. One codec step per value, against
    /// two for walking back with [`Stream::prev`] and another for walking
    /// forward again.
    pub fn for_each_rev(&mut self, f: impl FnMut(u64)) {
        self.for_last_rev(self.len, f);
    }

    /// [`Stream::for_each_rev`] over the last `count` values only (the
    /// newest first): reads `count` records, not the whole stream.
    pub fn for_last_rev(&mut self, count: u64, mut f: impl FnMut(u64)) {
        self.seek(self.len);
        let w = self.predictor.window();
        let m = self.len;
        let count = count.min(m);
        // The window: x[m-W..m), the newest last.
        let mut ctx = [0u64; MAX_WINDOW];
        for i in 0..(count as usize).min(w) {
            let v = self.window[w - 1 - i];
            f(v);
            ctx.copy_within(0..MAX_WINDOW - 1, 1);
            ctx[0] = v;
        }
        if count <= w as u64 {
            return;
        }
        // Here ctx = x[m-W..m) oldest first: the right context of x[m-W-1].
        let p = self.predictor;
        let bits = p.symbol_bits();
        let fr = &self.fr;
        let mut sym_end = fr.symbols.len_bits();
        let payloads = fr.payloads.bytes();
        let mut pay_end = payloads.len();
        let runs = fr.runs.as_ref().map(|r| r.bytes());
        let mut run_end = runs.map_or(0, |r| r.len());
        let (mut run_left, mut run_symbol) = (0u64, 0u32);
        SCRATCH.with(|t| {
            let mut table = t.borrow_mut();
            table.reset();
            if p.has_table() {
                table.load(&self.fr_table);
            }
            for _ in 0..count - w as u64 {
                let symbol = match runs {
                    None => {
                        let symbol = fr.symbols.field(sym_end, bits);
                        sym_end -= bits as u64;
                        symbol
                    }
                    Some(runs) => {
                        if run_left == 0 {
                            run_left = read_varint_rev(runs, &mut run_end)
                                .expect("stream run stack underflow")
                                + 1;
                            run_symbol = fr.symbols.field(sym_end, bits);
                            sym_end -= bits as u64;
                        }
                        run_left -= 1;
                        run_symbol
                    }
                };
                let payload = p.has_payload(symbol).then(|| {
                    read_varint_rev(payloads, &mut pay_end).expect("stream payload underflow")
                });
                let v = p
                    .decompress(&mut *table, &ctx, Encoded { symbol, payload })
                    .expect("corrupt stream record");
                f(v);
                ctx.copy_within(0..MAX_WINDOW - 1, 1);
                ctx[0] = v;
            }
            table.reset();
        });
    }

    /// The stream recompressed with the predictor and record mode that fit
    /// all its values best, if that is smaller (`selection.rs`); positioned
    /// at its end. See [`Stream::reselected_on`].
    pub fn reselected(self) -> Stream {
        let n = self.len;
        self.reselected_on(n)
    }

    /// The stream recompressed with the predictor and record mode that fit
    /// its last `recent` values best, if that makes the whole stream
    /// smaller; positioned at its end. One backward read of those values
    /// feeds the estimators ([`Stream::for_last_rev`]); only if they pick
    /// another candidate, a walk back and forward recompresses the whole
    /// stream, and the smaller of the two is kept. Memory: the estimators'
    /// tables, and the two streams while recompressing.
    pub fn reselected_on(mut self, recent: u64) -> Stream {
        let mut selector = Selector::new();
        self.for_last_rev(recent, |v| selector.push(v));
        let (predictor, run_length) = selector.best();
        if (predictor, run_length) == (self.predictor, self.run_length) {
            return self;
        }
        let mut other = Stream::with_mode(predictor, run_length);
        self.seek(0);
        while let Some(v) = self.next() {
            other.append(v);
        }
        if other.size_bytes() < self.size_bytes() {
            other
        } else {
            self
        }
    }

    /// Where [`Stream::size_bytes`] goes (`--stats`).
    pub fn parts(&self) -> StreamParts {
        StreamParts {
            streams: 1,
            values: self.len,
            symbols: self.fr.symbol_bytes()
                + self.back.as_ref().map_or(0, |b| b.records.symbol_bytes()),
            payloads: self.fr.payloads.size_bytes()
                + self
                    .back
                    .as_ref()
                    .map_or(0, |b| b.records.payloads.size_bytes()),
            tables: Stream::table_bytes(&self.fr_table)
                + self
                    .back
                    .as_ref()
                    .map_or(0, |b| Stream::table_bytes(&b.table)),
            windows: self.win().iter().map(|&v| varint_len(v)).sum(),
        }
    }

    /// Appends the serialized stream to `out` (format in docs/wet-format.md).
    pub fn write(&self, out: &mut Vec<u8>) {
        out.push(self.predictor.code() | (RUN_LENGTH_FLAG * self.run_length as u8));
        write_varint(out, self.len);
        write_varint(out, self.pos);
        out.extend_from_slice(&self.fingerprint.to_le_bytes());
        for &v in self.win() {
            write_varint(out, v);
        }
        let empty = Back::new(self.run_length);
        let back = self.back.as_deref().unwrap_or(&empty);
        for records in [&self.fr, &back.records] {
            write_varint(out, records.symbols.len_bits());
            for &w in records.symbols.words() {
                out.extend_from_slice(&w.to_le_bytes());
            }
            write_varint(out, records.payloads.size_bytes());
            out.extend_from_slice(records.payloads.bytes());
            if let Some(runs) = &records.runs {
                write_varint(out, runs.size_bytes());
                out.extend_from_slice(runs.bytes());
            }
        }
        for table in [&self.fr_table, &back.table] {
            let mut entries: Vec<(u32, u64)> = table.iter().map(|(&k, &v)| (k, v)).collect();
            entries.sort_unstable();
            write_varint(out, entries.len() as u64);
            for (k, v) in entries {
                write_varint(out, k as u64);
                write_varint(out, v);
            }
        }
    }

    /// Reads a stream written by [`Stream::write`] at `*at`, advancing it.
    pub fn read(input: &[u8], at: &mut usize) -> Option<Stream> {
        let code = *input.get(*at)?;
        let run_length = code & RUN_LENGTH_FLAG != 0;
        let predictor = Predictor::from_code(code & !RUN_LENGTH_FLAG)?;
        *at += 1;
        let len = read_varint(input, at)?;
        let pos = read_varint(input, at)?;
        let fingerprint = u64::from_le_bytes(input.get(*at..*at + 8)?.try_into().ok()?);
        *at += 8;
        let mut window = [0; MAX_WINDOW];
        for slot in window.iter_mut().take(predictor.window()) {
            *slot = read_varint(input, at)?;
        }
        let mut records = Vec::new();
        for _ in 0..2 {
            let bits = read_varint(input, at)?;
            let nwords = bits.div_ceil(64) as usize;
            if nwords > (input.len() - *at) / 8 {
                return None;
            }
            let mut words = Vec::with_capacity(nwords);
            for _ in 0..nwords {
                words.push(u64::from_le_bytes(
                    input.get(*at..*at + 8)?.try_into().ok()?,
                ));
                *at += 8;
            }
            let mut var_stack = || -> Option<VarStack> {
                let nbytes = read_varint(input, at)? as usize;
                let bytes = input.get(*at..*at + nbytes)?.to_vec();
                *at += nbytes;
                Some(VarStack::from_bytes(bytes))
            };
            let payloads = var_stack()?;
            let runs = if run_length { Some(var_stack()?) } else { None };
            records.push(Records {
                symbols: BitStack::from_words(words, bits)?,
                payloads,
                runs,
            });
        }
        let mut tables = Vec::new();
        for _ in 0..2 {
            let n = read_varint(input, at)?;
            let mut table = Table::default();
            for _ in 0..n {
                let k = u32::try_from(read_varint(input, at)?).ok()?;
                table.insert(k, read_varint(input, at)?);
            }
            tables.push(table);
        }
        if pos > len {
            return None;
        }
        let bl_table = tables.pop()?;
        let fr_table = tables.pop()?;
        let bl = records.pop()?;
        let fr = records.pop()?;
        // A stream at its end has no backward part; one before it has.
        let empty = bl.size_bytes() == 0 && bl_table.is_empty();
        if (pos == len) != empty {
            return None;
        }
        Some(Stream {
            predictor,
            run_length,
            len,
            pos,
            fingerprint,
            window,
            fr,
            fr_table,
            back: (pos < len).then(|| {
                Box::new(Back {
                    records: bl,
                    table: bl_table,
                })
            }),
        })
    }
}

/// The compressed bytes of one or more streams by part (`--stats`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct StreamParts {
    /// Number of streams.
    pub streams: u64,
    /// Values they hold.
    pub values: u64,
    /// Record symbol bits (hit/miss, candidate index), in bytes.
    pub symbols: u64,
    /// Miss payloads.
    pub payloads: u64,
    /// FCM table entries.
    pub tables: u64,
    /// Uncompressed windows.
    pub windows: u64,
}

impl std::ops::AddAssign for StreamParts {
    fn add_assign(&mut self, o: StreamParts) {
        self.streams += o.streams;
        self.values += o.values;
        self.symbols += o.symbols;
        self.payloads += o.payloads;
        self.tables += o.tables;
        self.windows += o.windows;
    }
}

/// Builds a [`Stream`], choosing its predictor after [`SELECTION_PREFIX`]
/// values. Until then the values wait as varints of their zigzagged
/// differences (a byte or two each for the usual timestamps, positions and
/// deltas, not eight): a WET has thousands of streams that never reach
/// the prefix, and they all wait until the build ends.
#[derive(Clone, Debug)]
pub struct StreamBuilder {
    prefix: Vec<u8>,
    /// Values in `prefix`; once the stream exists, its length when its
    /// predictor was last chosen.
    prefix_len: usize,
    last: u64,
    /// The stream once the predictor is chosen (boxed: a WET has many
    /// short builders that never get one).
    stream: Option<Box<Stream>>,
}

impl Default for StreamBuilder {
    fn default() -> Self {
        StreamBuilder::new()
    }
}

impl StreamBuilder {
    /// An empty builder.
    pub fn new() -> StreamBuilder {
        StreamBuilder {
            prefix: Vec::new(),
            prefix_len: 0,
            last: 0,
            stream: None,
        }
    }

    /// Number of values pushed.
    pub fn len(&self) -> u64 {
        match &self.stream {
            Some(s) => s.len(),
            None => self.prefix_len as u64,
        }
    }

    /// Whether no value was pushed.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The last value pushed.
    pub fn last(&self) -> Option<u64> {
        match &self.stream {
            Some(s) => s.peek_prev(),
            None => (self.prefix_len > 0).then_some(self.last),
        }
    }

    /// Appends a value.
    pub fn push(&mut self, value: u64) {
        match &mut self.stream {
            Some(s) => {
                s.append(value);
                if s.len() >= (RESELECT_GROWTH * self.prefix_len) as u64 {
                    // A checkpoint: choose again, from the values since
                    // the last choice.
                    let old = std::mem::replace(s.as_mut(), Stream::new(CANDIDATES[0]));
                    let recent = old.len() - self.prefix_len as u64;
                    **s = old.reselected_on(recent);
                    self.prefix_len = s.len() as usize;
                }
            }
            None => {
                grow(&mut self.prefix, 10);
                write_varint(
                    &mut self.prefix,
                    zigzag(value.wrapping_sub(self.last) as i64),
                );
                self.last = value;
                self.prefix_len += 1;
                if self.prefix_len >= SELECTION_PREFIX {
                    self.stream = Some(Box::new(select(&self.prefix_values())));
                    self.prefix = Vec::new();
                }
            }
        }
    }

    /// The compressed stream, positioned at its end. A stream longer than
    /// the selection prefix is re-chosen from all its values
    /// ([`Stream::reselected`]).
    pub fn finish(self) -> Stream {
        let mut s = match self.stream {
            Some(s) if self.prefix_len == SELECTION_PREFIX => (*s).reselected(),
            Some(s) if s.len() >= 2 * self.prefix_len as u64 => {
                let recent = s.len() - self.prefix_len as u64;
                (*s).reselected_on(recent)
            }
            Some(s) => *s,
            None => select(&self.prefix_values()),
        };
        s.shrink_to_fit();
        s
    }

    /// The buffered prefix, decoded.
    fn prefix_values(&self) -> Vec<u64> {
        let mut at = 0;
        let mut x = 0u64;
        let mut out = Vec::with_capacity(self.prefix_len);
        while let Some(d) = read_varint(&self.prefix, &mut at) {
            x = x.wrapping_add(unzigzag(d) as u64);
            out.push(x);
        }
        out
    }

    /// Bytes the builder holds on the heap (buffered prefix plus the
    /// compressed stream so far); bounded by the prefix and the compressed
    /// size, not by the number of values.
    pub fn held_bytes(&self) -> u64 {
        self.prefix.capacity() as u64 + self.stream.as_ref().map_or(0, |s| s.size_bytes())
    }

    /// Bytes the builder holds on the heap (capacities, tables included).
    pub fn heap_bytes(&self) -> u64 {
        self.prefix.capacity() as u64
            + self
                .stream
                .as_ref()
                .map_or(0, |s| std::mem::size_of::<Stream>() as u64 + s.heap_bytes())
    }
}

thread_local! {
    /// The table copy of backward reads ([`Stream::for_last_rev`]), reused
    /// from stream to stream.
    static SCRATCH: std::cell::RefCell<DenseTable> = std::cell::RefCell::new(DenseTable::new());
}

/// The exact [`Stream::size_bytes`] of `values` compressed with `p`, with
/// plain and with run-length records, computed without building either
/// stream: a finished stream holds the forward records of `x[0..m-W)`,
/// each compressed from its right context, its last `W` values as the
/// window, and the forward table.
pub fn exact_sizes(p: Predictor, values: &[u64], table: &mut DenseTable) -> (u64, u64) {
    table.reset();
    let w = p.window();
    let m = values.len();
    let bits = p.symbol_bits() as u64;
    let (mut records, mut payloads, mut runs, mut run_bytes) = (0u64, 0u64, 0u64, 0u64);
    let mut open: Option<(u32, u64)> = None;
    let mut ctx = [0u64; MAX_WINDOW];
    for j in 0..m.saturating_sub(w) {
        ctx[..w].copy_from_slice(&values[j + 1..j + 1 + w]);
        let enc = p.compress(table, &ctx, values[j]);
        records += 1;
        if let Some(v) = enc.payload {
            payloads += varint_len(v);
        }
        match &mut open {
            Some((s, n)) if *s == enc.symbol => *n += 1,
            _ => {
                if let Some((_, n)) = open {
                    runs += 1;
                    run_bytes += varint_len(n - 1);
                }
                open = Some((enc.symbol, 1));
            }
        }
    }
    if let Some((_, n)) = open {
        runs += 1;
        run_bytes += varint_len(n - 1);
    }
    let window: u64 = (m as i64 - w as i64..m as i64)
        .map(|i| {
            if i < 0 {
                1
            } else {
                varint_len(values[i as usize])
            }
        })
        .sum();
    let base = payloads + window + table.bytes();
    (
        base + (records * bits).div_ceil(8),
        base + (runs * bits).div_ceil(8) + run_bytes,
    )
}

/// Compresses `values` with the candidate (predictor, record mode) giving
/// the fewest bytes (the first of [`CANDIDATES`], plain before run-length,
/// on ties). Sizes are [`exact_sizes`]' for every candidate, computed in
/// one pass (`Selector::best_exact`); only the winner is built.
pub fn select(values: &[u64]) -> Stream {
    let (predictor, run_length) = Selector::best_exact(values);
    Stream::from_values_mode(predictor, run_length, values)
}

/// Compresses a whole sequence (builder, selection and all).
pub fn compress(values: &[u64]) -> Stream {
    let mut b = StreamBuilder::new();
    for &v in values {
        b.push(v);
    }
    b.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn check_walks(s: &mut Stream, values: &[u64]) -> Result<(), TestCaseError> {
        let n = values.len() as u64;
        prop_assert_eq!(s.len(), n);
        // Backward from the end.
        s.seek(n);
        for &v in values.iter().rev() {
            prop_assert_eq!(s.prev(), Some(v));
        }
        prop_assert_eq!(s.prev(), None);
        // Forward from the start.
        for &v in values {
            prop_assert_eq!(s.next(), Some(v));
        }
        prop_assert_eq!(s.next(), None);
        Ok(())
    }

    fn structured() -> impl Strategy<Value = Vec<u64>> {
        prop_oneof![
            // Small alphabet: FCM / last-n territory.
            proptest::collection::vec(0u64..4, 0..700),
            // Arithmetic runs with occasional jumps: stride territory.
            (
                any::<u64>(),
                1u64..9,
                proptest::collection::vec(0u64..40, 0..700)
            )
                .prop_map(|(base, step, noise)| {
                    let mut x = base;
                    noise
                        .into_iter()
                        .map(|n| {
                            x = if n == 0 {
                                x.wrapping_mul(31)
                            } else {
                                x.wrapping_add(step)
                            };
                            x
                        })
                        .collect()
                }),
            // Periodic patterns.
            (proptest::collection::vec(any::<u64>(), 1..6), 0usize..700)
                .prop_map(|(period, n)| (0..n).map(|i| period[i % period.len()]).collect()),
        ]
    }

    proptest! {
        #[test]
        fn every_predictor_walks_random_sequences(
            values in proptest::collection::vec(any::<u64>(), 0..120),
            which in 0usize..CANDIDATES.len(),
            run_length in any::<bool>(),
        ) {
            let mut s = Stream::from_values_mode(CANDIDATES[which], run_length, &values);
            check_walks(&mut s, &values)?;
        }

        #[test]
        fn backward_reads_give_the_values_in_reverse(
            values in structured(),
            which in 0usize..CANDIDATES.len(),
            run_length in any::<bool>(),
        ) {
            let mut s = Stream::from_values_mode(CANDIDATES[which], run_length, &values);
            let before = s.clone();
            let mut back = Vec::new();
            s.for_each_rev(|v| back.push(v));
            back.reverse();
            prop_assert_eq!(&back, &values);
            prop_assert!(s == before);
        }

        #[test]
        fn run_length_records_walk_repetitive_sequences(
            values in proptest::collection::vec(0u64..3, 0..300),
            which in 0usize..CANDIDATES.len(),
        ) {
            let mut s = Stream::from_values_mode(CANDIDATES[which], true, &values);
            check_walks(&mut s, &values)?;
            let mut bytes = Vec::new();
            s.write(&mut bytes);
            let mut at = 0;
            let mut back = Stream::read(&bytes, &mut at).expect("reads back");
            prop_assert_eq!(at, bytes.len());
            prop_assert_eq!(&back, &s);
            check_walks(&mut back, &values)?;
        }

        #[test]
        fn exact_sizes_are_the_sizes_of_the_built_streams(values in structured()) {
            let mut table = DenseTable::new();
            for p in CANDIDATES {
                let (plain, runs) = exact_sizes(p, &values, &mut table);
                prop_assert_eq!(plain, Stream::from_values_mode(p, false, &values).size_bytes());
                prop_assert_eq!(runs, Stream::from_values_mode(p, true, &values).size_bytes());
            }
        }

        #[test]
        fn one_pass_exact_choice_is_the_per_candidate_one(values in structured()) {
            let mut table = DenseTable::new();
            let mut best = (u64::MAX, CANDIDATES[0], false);
            for p in CANDIDATES {
                let (plain, runs) = exact_sizes(p, &values, &mut table);
                for (size, run_length) in [(plain, false), (runs, true)] {
                    if size < best.0 {
                        best = (size, p, run_length);
                    }
                }
            }
            prop_assert_eq!(Selector::best_exact(&values), (best.1, best.2));
        }

        #[test]
        fn selected_streams_walk_structured_sequences(values in structured()) {
            let mut s = compress(&values);
            check_walks(&mut s, &values)?;
        }

        #[test]
        fn random_walks_and_seeks_agree(
            values in structured(),
            moves in proptest::collection::vec((any::<bool>(), 0usize..50), 0..30),
            target in any::<u64>(),
        ) {
            let mut s = compress(&values);
            let n = values.len() as u64;
            s.seek(0);
            for (forward, steps) in moves {
                for _ in 0..steps {
                    let pos = s.pos();
                    if forward {
                        prop_assert_eq!(s.next(), values.get(pos as usize).copied());
                    } else {
                        let expect = if pos == 0 { None } else { Some(values[pos as usize - 1]) };
                        prop_assert_eq!(s.prev(), expect);
                    }
                }
            }
            if n > 0 {
                let i = target % n;
                prop_assert_eq!(s.get(i), Some(values[i as usize]));
            }
            // The stream's state depends on its position only.
            let size_at = s.size_bytes();
            let pos = s.pos();
            let mut again = compress(&values);
            again.seek(pos);
            prop_assert_eq!(again.size_bytes(), size_at);
            prop_assert!(again == s);
        }

        #[test]
        fn serialization_round_trips_at_any_position(values in structured(), at in any::<u64>()) {
            let mut s = compress(&values);
            s.seek(at % (values.len() as u64 + 1));
            let mut out = Vec::new();
            s.write(&mut out);
            let mut pos = 0;
            let mut back = Stream::read(&out, &mut pos).expect("read");
            prop_assert_eq!(pos, out.len());
            prop_assert!(back == s);
            check_walks(&mut back, &values)?;
        }
    }

    #[test]
    fn long_runs_of_hits_cost_almost_nothing() {
        let constant: Vec<u64> = (0..100_000).map(|i| 5 * i).collect();
        let mut s = compress(&constant);
        assert!(s.size_bytes() < 32, "{}", s.size_bytes());
        assert_eq!(s.to_vec(), constant);
    }

    #[test]
    fn selection_picks_a_fitting_predictor() {
        let strided: Vec<u64> = (0..5000).map(|i| 1000 + 7 * i).collect();
        let s = compress(&strided);
        assert!(matches!(
            s.predictor(),
            Predictor::LastNStride(_) | Predictor::Dfcm(_)
        ));
        assert!(s.size_bytes() < 5000 / 8 + 64, "{}", s.size_bytes());

        let cyclic: Vec<u64> = (0..5000)
            .map(|i| [3u64, 1, 4, 1, 5, 9, 2, 6][i % 8] << 40)
            .collect();
        let s = compress(&cyclic);
        assert!(matches!(
            s.predictor(),
            Predictor::Fcm(_) | Predictor::Dfcm(_)
        ));
        assert!(s.size_bytes() < 5000 / 8 + 128, "{}", s.size_bytes());
    }

    #[test]
    fn builder_memory_stays_bounded() {
        let mut b = StreamBuilder::new();
        let mut max_held = 0;
        for i in 0..200_000u64 {
            b.push((i % 13) * 3 + (i / 1000));
            max_held = max_held.max(b.held_bytes());
        }
        let s = b.finish();
        // About two bits per value (the prefix picks last-1 stride, which
        // misses at every wrap); far below the 1.6 MB of raw values.
        assert!(s.size_bytes() < 80_000, "{}", s.size_bytes());
        assert!(
            max_held <= s.size_bytes() + 8 * SELECTION_PREFIX as u64,
            "{max_held}"
        );
    }

    #[test]
    fn empty_and_short_streams() {
        let mut s = compress(&[]);
        assert_eq!(s.next(), None);
        assert_eq!(s.prev(), None);
        assert_eq!(s.get(0), None);
        let mut s = compress(&[42]);
        assert_eq!(s.prev(), Some(42));
        assert_eq!(s.get(0), Some(42));
        assert_eq!(s.to_vec(), vec![42]);
    }
}
