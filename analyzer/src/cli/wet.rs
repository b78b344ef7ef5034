//! `rjvm-trace wet build|query|stats`: whole execution traces (docs/wet.md).
//!
//! Instructions are named `CLASS.METHOD(DESCRIPTOR)@BCI`, e.g.
//! `Fib.fib(I)I@5` or `java.util.HashMap.get(Ljava/lang/Object;)Ljava/lang/Object;@3`,
//! or by method id: `#12@5`. Instances are an instruction plus `--thread`
//! and `--ts` (the timestamp of its path instance, as value traces and
//! control-flow paths print them).

use analyzer::wet::file;
use analyzer::wet::model::MethodId;
use analyzer::wet::query::{Direction, Instance, Slice};
use analyzer::wet::trace::{build_from_trace, TraceModel};
use clap::{Args, Subcommand, ValueEnum};
use std::io::Write;
use std::path::PathBuf;

/// `wet` subcommands.
#[derive(Debug, Subcommand)]
pub enum WetCommand {
    /// Build the WET of a trace in one pass (a `-trace-events default,values`
    /// trace gives values and dependences; a default trace, control flow).
    Build(BuildArgs),
    /// Query a `.wet` file: control flow, value and address traces, slices.
    Query(QueryArgs),
}

/// Arguments of `wet build`.
#[derive(Debug, Args)]
pub struct BuildArgs {
    /// The trace file.
    pub file: PathBuf,
    /// The `.wet` file to write.
    #[arg(short = 'o', long)]
    pub output: PathBuf,
    /// Print sizes and counts (JSON) on standard output.
    #[arg(long)]
    pub stats: bool,
}

/// Output format of queries.
#[derive(Debug, Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum QueryFormat {
    /// One line per item.
    Text,
    /// A JSON document.
    Json,
}

/// Arguments of `wet query`.
#[derive(Debug, Args)]
pub struct QueryArgs {
    /// The `.wet` file.
    pub file: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value = "text", global = true)]
    pub format: QueryFormat,
    /// The query.
    #[command(subcommand)]
    pub query: Query,
}

/// A WET query.
#[derive(Debug, Subcommand)]
pub enum Query {
    /// The blocks a thread executed from the path instance at TS on,
    /// forward (default) or backward.
    Flow {
        /// Thread id (as in the trace; the main thread is usually 1).
        #[arg(long, default_value_t = 1)]
        thread: u32,
        /// Timestamp to start from (0 = the thread's first path instance).
        #[arg(long, default_value_t = 0)]
        ts: u64,
        /// Walk towards earlier timestamps.
        #[arg(long)]
        backward: bool,
        /// At most this many blocks (default: to the end or the start).
        #[arg(long)]
        steps: Option<usize>,
    },
    /// Every value an instruction produced (loads, receivers, branch
    /// outcomes, allocations), with thread and timestamp.
    Values {
        /// The instruction, `Class.method(desc)@bci` or `#method@bci`.
        instr: String,
    },
    /// Every address (object id + field id, or array id + index) a load or
    /// store accessed.
    Addresses {
        /// The instruction, `Class.method(desc)@bci` or `#method@bci`.
        instr: String,
    },
    /// The WET slice of one instruction instance: every instance it depends
    /// on (backward, default) or that depends on it (--forward),
    /// transitively, with statement, value and dependences.
    Slice {
        /// The instruction, `Class.method(desc)@bci` or `#method@bci`.
        instr: String,
        /// Thread id.
        #[arg(long, default_value_t = 1)]
        thread: u32,
        /// Timestamp of the instance's path instance.
        #[arg(long)]
        ts: u64,
        /// The forward slice instead of the backward one.
        #[arg(long)]
        forward: bool,
    },
    /// Sizes and counts of the WET (original, tier 1, tier 2).
    Stats,
    /// Walk every thread's whole control flow forward and backward,
    /// ROUNDS times alternately, and report the median times and rates
    /// (MB/s of original timestamp bytes: 8 per executed block), as JSON.
    Walk {
        /// Rounds (forward then backward each).
        #[arg(long, default_value_t = 3)]
        rounds: usize,
    },
}

/// Runs a `wet` subcommand.
pub fn run(cmd: WetCommand) -> Result<(), String> {
    match cmd {
        WetCommand::Build(a) => build(a),
        WetCommand::Query(a) => query(a),
    }
}

fn build(a: BuildArgs) -> Result<(), String> {
    // Large growing vectors in mappings of their own: peak RSS stays near
    // the builder's live bytes (see `analyzer::wet::memory`).
    analyzer::wet::memory::fix_mmap_threshold();
    let (input, progress) = super::progress::open_with_progress(&a.file)?;
    let started = std::time::Instant::now();
    let (wet, model, seen) =
        build_from_trace(input, |_| {}).map_err(|e| format!("{}: {e}", a.file.display()))?;
    let seconds = started.elapsed().as_secs_f64();
    drop(progress);
    file::save_traced(&wet, &model, &a.output)
        .map_err(|e| format!("{}: {e}", a.output.display()))?;
    if a.stats {
        let bytes = std::fs::metadata(&a.output).map(|m| m.len()).unwrap_or(0);
        let json = serde_json::json!({
            "file_bytes": bytes,
            "build_seconds": seconds,
            "adapter": seen,
            "wet": wet.stats,
            "edge_kinds": wet.edge_breakdown(),
            "stream_parts": wet.stream_breakdown(),
        });
        print(&format!("{}\n", pretty(&json)))?;
    }
    Ok(())
}

fn pretty(v: &impl serde::Serialize) -> String {
    serde_json::to_string_pretty(v).expect("query results serialize")
}

/// [`pretty`], with every object that names a method by id (`"method": 12`)
/// also naming it as the text output does: `"method_name":
/// "Class.method(desc)"` and, when it has a `bci`, `"instruction":
/// "Class.method(desc)@bci"`.
fn pretty_named(v: &impl serde::Serialize, model: &TraceModel) -> String {
    fn name_methods(v: &mut serde_json::Value, model: &TraceModel) {
        match v {
            serde_json::Value::Array(items) => {
                items.iter_mut().for_each(|x| name_methods(x, model))
            }
            serde_json::Value::Object(map) => {
                map.values_mut().for_each(|x| name_methods(x, model));
                let id = map.get("method").and_then(|m| m.as_u64());
                if let Some(id) = id.and_then(|id| MethodId::try_from(id).ok()) {
                    let name = model.name(id);
                    if let Some(bci) = map.get("bci").and_then(|b| b.as_u64()) {
                        map.insert("instruction".into(), format!("{name}@{bci}").into());
                    }
                    map.insert("method_name".into(), name.into());
                }
            }
            _ => {}
        }
    }
    let mut json = serde_json::to_value(v).expect("query results serialize");
    name_methods(&mut json, model);
    pretty(&json)
}

fn print(s: &str) -> Result<(), String> {
    match std::io::stdout().lock().write_all(s.as_bytes()) {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => std::process::exit(0),
        Err(e) => Err(format!("writing output: {e}")),
        Ok(()) => Ok(()),
    }
}

/// Parses `Class.method(desc)@bci` or `#id@bci`.
pub fn parse_instr(model: &TraceModel, s: &str) -> Result<(MethodId, u32), String> {
    let (m, bci) = s
        .rsplit_once('@')
        .ok_or_else(|| format!("{s}: expected METHOD@BCI, e.g. Fib.fib(I)I@5 or #12@5"))?;
    let bci: u32 = bci
        .parse()
        .map_err(|_| format!("{s}: the bytecode index after @ must be a number"))?;
    let method = if let Some(id) = m.strip_prefix('#') {
        id.parse()
            .map_err(|_| format!("{s}: expected a method id after #"))?
    } else {
        match model.find(m)[..] {
            [id] => id,
            [] => {
                return Err(format!(
                    "{s}: no executed method named {m} (names are Class.method(descriptor), \
                     e.g. Fib.fib(I)I; the class with dots)"
                ))
            }
            _ => return Err(format!("{s}: several methods are named {m}; use #id@bci")),
        }
    };
    let known = model
        .method(method)
        .is_some_and(|mm| mm.block_of(bci).is_some());
    if !known {
        return Err(format!(
            "{s}: method {} has no executed instruction at bytecode {bci}",
            model.name(method)
        ));
    }
    Ok((method, bci))
}

fn instance_text(model: &TraceModel, i: &Instance) -> String {
    format!(
        "t{} ts {} {}@{}",
        i.thread,
        i.ts,
        model.name(i.method),
        i.bci
    )
}

fn slice_text(model: &TraceModel, s: &Slice) -> String {
    let mut out = String::new();
    let arrow = if s.direction == Direction::Backward {
        "depends on"
    } else {
        "used by"
    };
    for e in &s.entries {
        out.push_str(&instance_text(model, &e.instance));
        if let Some(v) = e.value {
            out.push_str(&format!(" = {v}"));
        }
        out.push('\n');
        for l in &e.links {
            out.push_str(&format!(
                "    {arrow} ({:?}) {}\n",
                l.operand,
                instance_text(model, &l.instance)
            ));
        }
    }
    out
}

/// Times whole forward and backward control-flow walks (medians).
fn walk(wet: &mut analyzer::wet::graph::Wet, rounds: usize) -> serde_json::Value {
    let threads = wet.threads.clone();
    let mut times = [Vec::new(), Vec::new()];
    let mut blocks = 0;
    for _ in 0..rounds {
        for (k, dir) in [Direction::Forward, Direction::Backward]
            .into_iter()
            .enumerate()
        {
            let started = std::time::Instant::now();
            let mut n = 0;
            for &(t, len) in &threads {
                if len > 0 {
                    let from = if k == 0 { 0 } else { len - 1 };
                    n += wet.control_flow(t, from, dir, None).steps.len();
                }
            }
            times[k].push(started.elapsed().as_secs_f64());
            blocks = n;
        }
    }
    let median = |v: &mut Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    let (f, b) = (median(&mut times[0]), median(&mut times[1]));
    let mb = wet.stats.ts_sizes.original as f64 / 1e6;
    serde_json::json!({
        "blocks": blocks,
        "original_bytes": wet.stats.ts_sizes.original,
        "forward_seconds": f,
        "backward_seconds": b,
        "forward_mb_per_s": mb / f,
        "backward_mb_per_s": mb / b,
        "backward_over_forward": b / f,
    })
}

fn query(a: QueryArgs) -> Result<(), String> {
    let (mut wet, model) =
        file::load_traced(&a.file).map_err(|e| format!("{}: {e}", a.file.display()))?;
    let json = a.format == QueryFormat::Json;
    let text = match a.query {
        Query::Flow {
            thread,
            ts,
            backward,
            steps,
        } => {
            if ts >= wet.thread_len(thread) {
                return Err(format!(
                    "thread {thread} has timestamps 0..{} (none at {ts})",
                    wet.thread_len(thread)
                ));
            }
            let dir = if backward {
                Direction::Backward
            } else {
                Direction::Forward
            };
            let path = wet.control_flow(thread, ts, dir, steps);
            if json {
                pretty_named(&path, &model)
            } else {
                let mut s = String::new();
                for st in &path.steps {
                    s.push_str(&format!(
                        "t{} ts {} {} block {}\n",
                        st.thread,
                        st.ts,
                        model.name(st.method),
                        st.block
                    ));
                }
                s
            }
        }
        Query::Values { instr } => {
            let (m, bci) = parse_instr(&model, &instr)?;
            let vals = wet.value_trace(m, bci);
            if json {
                pretty(&vals)
            } else {
                vals.iter()
                    .map(|v| format!("t{} ts {} {:?} {}\n", v.thread, v.ts, v.kind, v.value))
                    .collect()
            }
        }
        Query::Addresses { instr } => {
            let (m, bci) = parse_instr(&model, &instr)?;
            let addrs = wet.address_trace(m, bci);
            if json {
                pretty(&addrs)
            } else {
                addrs
                    .iter()
                    .map(|r| {
                        let what = if r.array { "index" } else { "field" };
                        format!(
                            "t{} ts {} object {} {what} {}\n",
                            r.thread, r.ts, r.object, r.slot
                        )
                    })
                    .collect()
            }
        }
        Query::Slice {
            instr,
            thread,
            ts,
            forward,
        } => {
            let (method, bci) = parse_instr(&model, &instr)?;
            let start = Instance {
                thread,
                ts,
                method,
                bci,
            };
            if wet.locate(thread, ts, Some(method)).is_none() {
                return Err(format!(
                    "{instr} did not execute in thread {thread} at timestamp {ts}"
                ));
            }
            let slice = if forward {
                wet.forward_slice(&model, start)
            } else {
                wet.backward_slice(&model, start)
            };
            if json {
                pretty_named(&slice, &model)
            } else {
                slice_text(&model, &slice)
            }
        }
        Query::Walk { rounds } => pretty(&walk(&mut wet, rounds.max(1))),
        Query::Stats => {
            if json {
                pretty(&wet.stats)
            } else {
                format!("{:#?}", wet.stats)
            }
        }
    };
    print(&text)?;
    if json && !text.ends_with('\n') {
        print("\n")?;
    }
    Ok(())
}
