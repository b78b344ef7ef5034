//! `rjvm-trace callgraph`: the dynamic call graph of a run (Dufour's
//! listing 4.9, `CallGraphPrinter`), with call counts on the edges.
//!
//! Every Invoke and DispatchInvoke record is a call from its site's method
//! (the Site entity names it) to its target; Method and Class entities give
//! the names. The trace is read with its implied records put back
//! (`metrics::read_records`: a default trace writes most invokes as
//! `ImpliedInvoke`). Calls the VM makes itself (the launcher calling `main`, class
//! initializers) have no invoke instruction and so no caller.

use super::progress::open_with_progress;
use analyzer::step::AnyRecord;
use clap::Args;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::PathBuf;

/// Arguments of `callgraph`.
#[derive(Debug, Args)]
pub struct CallgraphArgs {
    /// The trace file (written by `rjvm -trace FILE`).
    pub file: PathBuf,
    /// Print Graphviz DOT instead of one `caller -> callee count` line per edge.
    #[arg(long)]
    pub dot: bool,
}

/// One edge of the call graph.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Edge {
    /// Method id of the caller.
    pub caller: i64,
    /// Method id of the callee.
    pub callee: i64,
    /// Calls from caller to callee.
    pub count: u64,
}

/// A method's declaring class, name and descriptor.
#[derive(Debug, Clone)]
struct MethodInfo {
    class: i64,
    name: String,
    descriptor: String,
}

/// The call graph built record by record.
#[derive(Debug, Default)]
pub struct CallGraph {
    classes: HashMap<i64, String>,
    methods: HashMap<i64, MethodInfo>,
    sites: HashMap<i64, i64>,
    edges: HashMap<(i64, i64), u64>,
    /// Invokes whose site was never defined (a damaged trace).
    pub unknown_sites: u64,
}

impl CallGraph {
    /// An empty graph.
    pub fn new() -> CallGraph {
        CallGraph::default()
    }

    /// Takes one record in trace order: entities are remembered, invokes
    /// counted on their edge.
    pub fn add(&mut self, r: &AnyRecord) {
        match r {
            AnyRecord::Class(c) => {
                self.classes.insert(c.id, c.name.replace('/', "."));
            }
            AnyRecord::Method(m) => {
                self.methods.insert(
                    m.id,
                    MethodInfo {
                        class: m.class,
                        name: m.name.clone(),
                        descriptor: m.descriptor.clone(),
                    },
                );
            }
            AnyRecord::Site(s) => {
                self.sites.insert(s.id, s.method);
            }
            AnyRecord::Invoke(i) => self.call(i.site, i.target),
            AnyRecord::DispatchInvoke(i) => self.call(i.site, i.target),
            _ => {}
        }
    }

    fn call(&mut self, site: i64, target: i64) {
        match self.sites.get(&site) {
            Some(&caller) => *self.edges.entry((caller, target)).or_insert(0) += 1,
            None => self.unknown_sites += 1,
        }
    }

    /// `pkg.Class.name(descriptor)`, or `method#ID` for an unknown method.
    pub fn method_name(&self, id: i64) -> String {
        match self.methods.get(&id) {
            Some(m) => format!("{}.{}{}", self.class_name(m.class), m.name, m.descriptor),
            None => format!("method#{id}"),
        }
    }

    fn class_name(&self, id: i64) -> String {
        self.classes
            .get(&id)
            .cloned()
            .unwrap_or_else(|| format!("class#{id}"))
    }

    /// The edges, most calls first, then by caller and callee name.
    pub fn edges(&self) -> Vec<Edge> {
        let mut named: Vec<(Edge, String, String)> = self
            .edges
            .iter()
            .map(|(&(caller, callee), &count)| {
                (
                    Edge {
                        caller,
                        callee,
                        count,
                    },
                    self.method_name(caller),
                    self.method_name(callee),
                )
            })
            .collect();
        named.sort_by(|a, b| {
            b.0.count
                .cmp(&a.0.count)
                .then_with(|| a.1.cmp(&b.1))
                .then_with(|| a.2.cmp(&b.2))
        });
        named.into_iter().map(|(e, _, _)| e).collect()
    }

    /// One `caller -> callee count` line per edge, in [`edges`](Self::edges) order.
    pub fn render_text(&self) -> String {
        let mut o = String::new();
        for e in self.edges() {
            let _ = writeln!(
                o,
                "{} -> {} {}",
                self.method_name(e.caller),
                self.method_name(e.callee),
                e.count
            );
        }
        o
    }

    /// Graphviz DOT: a box per method (class on the first line, method and
    /// descriptor on the second), an edge per caller/callee pair labelled
    /// with its count, thicker for more calls.
    pub fn render_dot(&self) -> String {
        let edges = self.edges();
        let mut nodes: Vec<i64> = edges.iter().flat_map(|e| [e.caller, e.callee]).collect();
        nodes.sort_unstable();
        nodes.dedup();
        let max = edges.iter().map(|e| e.count).max().unwrap_or(1) as f64;
        let mut o = String::from(
            "digraph CallGraph {\n  /* Nodes */\n  node [shape=box, fontname=\"Helvetica\", fontsize=10];\n",
        );
        for id in nodes {
            let label = match self.methods.get(&id) {
                Some(m) => format!(
                    "{}\\n{}{}",
                    dot_escape(&self.class_name(m.class)),
                    dot_escape(&m.name),
                    dot_escape(&m.descriptor)
                ),
                None => format!("method#{id}"),
            };
            let _ = writeln!(o, "  m{id} [label=\"{label}\"];");
        }
        o.push_str("\n  /* Edges */\n");
        for e in edges {
            let width = 1.0 + 3.0 * ((e.count as f64).ln_1p() / max.ln_1p());
            let _ = writeln!(
                o,
                "  m{} -> m{} [label=\"{}\", penwidth={width:.2}];",
                e.caller, e.callee, e.count
            );
        }
        o.push_str("}\n");
        o
    }
}

/// Escapes a string for a double-quoted DOT label.
fn dot_escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

/// Runs `callgraph`: reads the whole trace (with a progress bar on a
/// terminal) and prints the graph.
pub fn run(a: CallgraphArgs) -> Result<(), String> {
    let (input, progress) = open_with_progress(&a.file)?;
    let mut g = CallGraph::new();
    analyzer::metrics::read_records(input, |rec| g.add(&rec), |_| {})
        .map_err(|e| format!("{}: {e}", a.file.display()))?;
    drop(progress);
    if g.unknown_sites > 0 {
        eprintln!(
            "rjvm-trace: warning: {} invokes name a site the trace never defined",
            g.unknown_sites
        );
    }
    let out = if a.dot {
        g.render_dot()
    } else {
        g.render_text()
    };
    super::out_err(std::io::stdout().lock().write_all(out.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use analyzer::step::{Class, DispatchInvoke, Invoke, Method, Site};

    fn class(id: i64, name: &str) -> AnyRecord {
        AnyRecord::Class(Box::new(Class {
            id,
            name: name.into(),
            superclass: 0,
            interfaces: Vec::new(),
            sourceFile: String::new(),
            access: 0,
            instanceSize: 0,
            loader: "app".into(),
            bytes: Vec::new(),
        }))
    }

    fn method(id: i64, class: i64, name: &str, descriptor: &str) -> AnyRecord {
        AnyRecord::Method(Box::new(Method {
            id,
            class,
            name: name.into(),
            descriptor: descriptor.into(),
            access: 0,
            index: 0,
        }))
    }

    fn site(id: i64, method: i64) -> AnyRecord {
        AnyRecord::Site(Site { id, method, bci: 3 })
    }

    fn invoke(site: i64, target: i64) -> AnyRecord {
        AnyRecord::Invoke(Invoke {
            thread: 1,
            time: 0,
            site,
            target,
        })
    }

    fn graph() -> CallGraph {
        let mut recs = vec![
            class(1, "demo/Main"),
            class(2, "java/lang/String"),
            method(10, 1, "main", "([Ljava/lang/String;)V"),
            method(11, 1, "fib", "(I)I"),
            method(12, 2, "length", "()I"),
            site(100, 10),
            site(101, 11),
            site(102, 10),
        ];
        recs.push(invoke(100, 11));
        for _ in 0..4 {
            recs.push(invoke(101, 11));
        }
        recs.push(AnyRecord::DispatchInvoke(DispatchInvoke {
            site: 102,
            target: 12,
            receiverClass: 2,
            thread: 1,
            time: 0,
        }));
        recs.push(invoke(999, 11));
        let mut g = CallGraph::new();
        for r in &recs {
            g.add(r);
        }
        g
    }

    #[test]
    fn edges_are_counted_and_sorted() {
        let g = graph();
        assert_eq!(g.unknown_sites, 1);
        assert_eq!(
            g.render_text(),
            "demo.Main.fib(I)I -> demo.Main.fib(I)I 4\n\
             demo.Main.main([Ljava/lang/String;)V -> demo.Main.fib(I)I 1\n\
             demo.Main.main([Ljava/lang/String;)V -> java.lang.String.length()I 1\n"
        );
        assert_eq!(
            g.edges()[0],
            Edge {
                caller: 11,
                callee: 11,
                count: 4
            }
        );
    }

    #[test]
    fn dot_output() {
        let d = graph().render_dot();
        assert!(d.starts_with("digraph CallGraph {\n"));
        assert!(d.ends_with("}\n"));
        assert!(d.contains("  m10 [label=\"demo.Main\\nmain([Ljava/lang/String;)V\"];\n"));
        assert!(d.contains("  m12 [label=\"java.lang.String\\nlength()I\"];\n"));
        assert!(d.contains("  m11 -> m11 [label=\"4\", penwidth=4.00];\n"));
        assert!(d.contains("  m10 -> m12 [label=\"1\", penwidth="));
        assert_eq!(d.matches(" -> ").count(), 3);
        assert_eq!(dot_escape("a\"b\\c"), "a\\\"b\\\\c");
    }

    #[test]
    fn unknown_methods_get_placeholder_names() {
        let mut g = CallGraph::new();
        g.add(&site(1, 5));
        g.add(&invoke(1, 6));
        assert_eq!(g.render_text(), "method#5 -> method#6 1\n");
    }
}
