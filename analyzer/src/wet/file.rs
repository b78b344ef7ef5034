//! The `.wet` file: a WET serialized with its streams as they are (tier 2),
//! so reading it back needs no recompression. Format: docs/wet-format.md.

use std::io::{self, Write};
use std::path::Path;

use super::bits::{read_varint, write_varint};
use super::bytecode::Operands;
use super::flow::Operand;
use super::graph::{Component, Edge, EdgeLabel, Lane, Node, Site, Sizes, Wet, WetStats};
use super::stream::Stream;
use super::trace::{MethodModel, TraceModel};

/// First bytes of a `.wet` file (format version 2).
pub const MAGIC: &[u8; 8] = b"RJVMWET3";

fn stats_fields(s: &WetStats) -> [u64; 15] {
    [
        s.blocks,
        s.paths,
        s.instructions,
        s.values,
        s.dependences,
        s.nonlocal_dependences,
        s.ts_sizes.original,
        s.ts_sizes.tier1,
        s.ts_sizes.tier2,
        s.value_sizes.original,
        s.value_sizes.tier1,
        s.value_sizes.tier2,
        s.edge_sizes.original,
        s.edge_sizes.tier1,
        s.edge_sizes.tier2,
    ]
}

/// Bytes a [`Spill`] buffers before handing them to its writer.
const SPILL_BYTES: usize = 1 << 16;

/// A write buffer that hands its bytes to a writer whenever it holds more
/// than [`SPILL_BYTES`], so a file is written section by section as it is
/// serialized: memory is one item (a node with its streams, a label), not
/// the file.
struct Spill<'a, W: Write> {
    buf: Vec<u8>,
    to: &'a mut W,
}

impl<'a, W: Write> Spill<'a, W> {
    fn new(to: &'a mut W) -> Self {
        Spill {
            buf: Vec::with_capacity(2 * SPILL_BYTES),
            to,
        }
    }

    /// Writes the buffer out if it is full (`force`: in any case).
    fn spill(&mut self, force: bool) -> io::Result<()> {
        if force || self.buf.len() >= SPILL_BYTES {
            self.to.write_all(&self.buf)?;
            self.buf.clear();
        }
        Ok(())
    }
}

/// Serializes `wet` to `to`, item by item.
pub fn write_wet(wet: &Wet, to: &mut impl Write) -> io::Result<()> {
    let mut spill = Spill::new(to);
    let mut out = &mut spill.buf;
    out.extend_from_slice(MAGIC);
    for v in stats_fields(&wet.stats) {
        write_varint(out, v);
    }
    write_varint(out, wet.threads.len() as u64);
    for &(t, n) in &wet.threads {
        write_varint(out, t as u64);
        write_varint(out, n);
    }
    write_varint(out, wet.nodes.len() as u64);
    for node in &wet.nodes {
        write_varint(out, node.method as u64);
        write_varint(out, node.path);
        write_varint(out, node.blocks.len() as u64);
        for &b in &node.blocks {
            write_varint(out, b as u64);
        }
        write_varint(out, node.lanes.len() as u64);
        for lane in &node.lanes {
            write_varint(out, lane.thread as u64);
            lane.ts.write(out);
            write_varint(out, lane.patterns.len() as u64);
            for p in &lane.patterns {
                p.write(out);
            }
            write_varint(out, lane.sites.len() as u64);
            for site in &lane.sites {
                write_varint(out, site.bci as u64);
                out.push(site.comp.code());
                write_varint(out, site.pattern as u64);
                site.uniques.write(out);
            }
        }
        spill.spill(false)?;
        out = &mut spill.buf;
    }
    write_varint(out, wet.labels.len() as u64);
    for label in &wet.labels {
        out.push(label.dst_pos.is_some() as u8 | (2 * label.absolute as u8));
        if let Some(s) = &label.dst_pos {
            s.write(out);
        }
        label.delta.write(out);
        spill.spill(false)?;
        out = &mut spill.buf;
    }
    write_varint(out, wet.edges.len() as u64);
    for e in &wet.edges {
        for v in [
            e.node,
            e.thread,
            e.bci,
            e.operand.code(),
            e.src_thread,
            e.src_method,
            e.src_bci,
            e.label,
        ] {
            write_varint(out, v as u64);
        }
        spill.spill(false)?;
        out = &mut spill.buf;
    }
    spill.spill(true)
}

struct Reader<'a> {
    input: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn u64(&mut self) -> Option<u64> {
        read_varint(self.input, &mut self.at)
    }
    fn u32(&mut self) -> Option<u32> {
        u32::try_from(self.u64()?).ok()
    }
    fn count(&mut self) -> Option<usize> {
        // A count can never exceed the bytes left: rejects corrupt sizes
        // before allocating.
        let n = self.u64()? as usize;
        (n <= self.input.len() - self.at).then_some(n)
    }
    fn byte(&mut self) -> Option<u8> {
        let b = *self.input.get(self.at)?;
        self.at += 1;
        Some(b)
    }
    fn stream(&mut self) -> Option<Stream> {
        Stream::read(self.input, &mut self.at)
    }
}

/// Reads a WET written by [`write_wet`]; `None` if the bytes are not a
/// complete, consistent `.wet` file.
pub fn read_wet(input: &[u8]) -> Option<Wet> {
    let mut at = 0;
    let wet = read_wet_at(input, &mut at)?;
    (at == input.len()).then_some(wet)
}

/// Reads a WET written by [`write_wet`] starting at `*at`, advancing `*at`
/// past it.
pub fn read_wet_at(input: &[u8], at: &mut usize) -> Option<Wet> {
    if input.get(*at..*at + 8)? != MAGIC {
        return None;
    }
    let mut r = Reader { input, at: *at + 8 };
    let mut f = [0u64; 15];
    for v in &mut f {
        *v = r.u64()?;
    }
    let sizes = |i: usize| Sizes {
        original: f[i],
        tier1: f[i + 1],
        tier2: f[i + 2],
    };
    let stats = WetStats {
        blocks: f[0],
        paths: f[1],
        instructions: f[2],
        values: f[3],
        dependences: f[4],
        nonlocal_dependences: f[5],
        ts_sizes: sizes(6),
        value_sizes: sizes(9),
        edge_sizes: sizes(12),
    };
    let mut threads = Vec::new();
    for _ in 0..r.count()? {
        threads.push((r.u32()?, r.u64()?));
    }
    let mut nodes = Vec::new();
    for _ in 0..r.count()? {
        let method = r.u32()?;
        let path = r.u64()?;
        let mut blocks = Vec::new();
        for _ in 0..r.count()? {
            blocks.push(r.u32()?);
        }
        let mut lanes = Vec::new();
        for _ in 0..r.count()? {
            let thread = r.u32()?;
            let ts = r.stream()?;
            let mut patterns = Vec::new();
            for _ in 0..r.count()? {
                patterns.push(r.stream()?);
            }
            let mut sites = Vec::new();
            for _ in 0..r.count()? {
                let bci = r.u32()?;
                let comp = Component::from_code(r.byte()?)?;
                let pattern = r.u32()?;
                if pattern as usize >= patterns.len() {
                    return None;
                }
                sites.push(Site {
                    bci,
                    comp,
                    pattern,
                    uniques: r.stream()?,
                });
            }
            lanes.push(Lane {
                thread,
                ts,
                patterns,
                sites,
            });
        }
        nodes.push(Node {
            method,
            path,
            blocks,
            lanes,
        });
    }
    let mut labels = Vec::new();
    for _ in 0..r.count()? {
        let flags = r.byte()?;
        if flags > 3 {
            return None;
        }
        let dst_pos = if flags & 1 != 0 {
            Some(r.stream()?)
        } else {
            None
        };
        labels.push(EdgeLabel {
            dst_pos,
            absolute: flags & 2 != 0,
            delta: r.stream()?,
        });
    }
    let mut edges = Vec::new();
    for _ in 0..r.count()? {
        let e = Edge {
            node: r.u32()?,
            thread: r.u32()?,
            bci: r.u32()?,
            operand: Operand::from_code(r.u32()?)?,
            src_thread: r.u32()?,
            src_method: r.u32()?,
            src_bci: r.u32()?,
            label: r.u32()?,
        };
        if e.node as usize >= nodes.len() || e.label as usize >= labels.len() {
            return None;
        }
        edges.push(e);
    }
    *at = r.at;
    Some(Wet::from_parts(nodes, labels, edges, threads, stats))
}

/// First bytes of the program section of a traced `.wet` file.
pub const PROGRAM_MAGIC: &[u8; 8] = b"RJVMPRG1";

/// Serializes the methods of `model` to `to`, method by method.
pub fn write_program(model: &TraceModel, to: &mut impl Write) -> io::Result<()> {
    let mut spill = Spill::new(to);
    let mut out = &mut spill.buf;
    out.extend_from_slice(PROGRAM_MAGIC);
    let methods: Vec<(usize, &MethodModel)> = model
        .methods
        .iter()
        .enumerate()
        .filter_map(|(i, m)| Some((i, m.as_ref()?)))
        .collect();
    write_varint(out, methods.len() as u64);
    for (id, m) in methods {
        write_varint(out, id as u64);
        write_varint(out, m.name.len() as u64);
        out.extend_from_slice(m.name.as_bytes());
        write_varint(out, m.blocks.len() as u64);
        for (succs, raw) in &m.blocks {
            write_varint(out, succs.len() as u64);
            for &s in succs {
                write_varint(out, s as u64);
            }
            write_varint(out, raw.len() as u64);
            for &(bci, op, o) in raw {
                write_varint(out, bci as u64);
                out.push(op);
                write_varint(out, o.local as u64);
                out.push(o.pops);
                out.push(o.pushes);
            }
        }
        spill.spill(false)?;
        out = &mut spill.buf;
    }
    spill.spill(true)
}

/// Reads a program section written by [`write_program`] at `*at`.
pub fn read_program_at(input: &[u8], at: &mut usize) -> Option<TraceModel> {
    if input.get(*at..*at + 8)? != PROGRAM_MAGIC {
        return None;
    }
    let mut r = Reader { input, at: *at + 8 };
    let mut model = TraceModel::default();
    for _ in 0..r.count()? {
        let id = r.u32()?;
        let len = r.count()?;
        let name = std::str::from_utf8(input.get(r.at..r.at + len)?)
            .ok()?
            .to_string();
        r.at += len;
        let mut blocks = Vec::new();
        for _ in 0..r.count()? {
            let mut succs = Vec::new();
            for _ in 0..r.count()? {
                succs.push(r.u32()?);
            }
            let mut raw = Vec::new();
            for _ in 0..r.count()? {
                let bci = r.u32()?;
                let op = r.byte()?;
                let local = u16::try_from(r.u64()?).ok()?;
                let pops = r.byte()?;
                let pushes = r.byte()?;
                raw.push((
                    bci,
                    op,
                    Operands {
                        local,
                        pops,
                        pushes,
                    },
                ));
            }
            blocks.push((succs, raw));
        }
        model.set(id, MethodModel::new(name, blocks));
    }
    *at = r.at;
    Some(model)
}

/// Writes a WET built from a trace and the model of its methods to `path`
/// (the WET section, then the program section).
pub fn save_traced(wet: &Wet, model: &TraceModel, path: &Path) -> io::Result<()> {
    let mut out = io::BufWriter::new(std::fs::File::create(path)?);
    write_wet(wet, &mut out)?;
    write_program(model, &mut out)?;
    out.flush()
}

/// Reads a file written by [`save_traced`].
pub fn load_traced(path: &Path) -> io::Result<(Wet, TraceModel)> {
    let bytes = std::fs::read(path)?;
    let mut at = 0;
    let parsed = read_wet_at(&bytes, &mut at).and_then(|wet| {
        let model = read_program_at(&bytes, &mut at)?;
        (at == bytes.len()).then_some((wet, model))
    });
    parsed.ok_or_else(|| {
        io::Error::new(
            io::ErrorKind::InvalidData,
            "not a valid .wet file (WET and program sections)",
        )
    })
}

/// Writes `wet` to the file at `path`.
pub fn save(wet: &Wet, path: &Path) -> io::Result<()> {
    let mut out = io::BufWriter::new(std::fs::File::create(path)?);
    write_wet(wet, &mut out)?;
    out.flush()
}

/// Reads the `.wet` file at `path`.
pub fn load(path: &Path) -> io::Result<Wet> {
    let bytes = std::fs::read(path)?;
    read_wet(&bytes)
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidData, "not a valid .wet file"))
}
