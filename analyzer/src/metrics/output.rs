//! The metrics as JSON: every appendix-A metric of Dufour's thesis, in the
//! appendix's order, for each partition, then the extras (control flow,
//! allocation hotspot, object lifetimes) and the continuous series.
//! Densities are per kbc, percentages in percent, the poly densities plain
//! fractions; a value whose denominator is zero is `null` (N/A).

use super::acc::{Acc, PolySite};
use super::engine::Engine;
use crate::program::code::{kind, Summary};
use crate::program::Part;
use serde_json::{Map, Value};
use std::collections::HashMap;

fn int(v: u64) -> Value {
    Value::from(v)
}

fn ratio(num: f64, den: f64, scale: f64) -> Value {
    if den == 0.0 {
        Value::Null
    } else {
        Value::from(num * scale / den)
    }
}

/// Per kbc of `instr` executed bytecodes.
fn density(count: u64, instr: u64) -> Value {
    ratio(count as f64, instr as f64, 1000.0)
}

/// `part` / `whole` in percent.
fn pct(part: u64, whole: u64) -> Value {
    ratio(part as f64, whole as f64, 100.0)
}

fn fraction(part: u64, whole: u64) -> Value {
    ratio(part as f64, whole as f64, 1.0)
}

/// How many of `weights`, heaviest first, it takes for their running sum
/// to reach ceil(90% of the total) (metrics-reference.md, size.hot).
pub fn hot_count(mut weights: Vec<u64>) -> u64 {
    let total: u64 = weights.iter().sum();
    if total == 0 {
        return 0;
    }
    let cutoff = (total * 9).div_ceil(10);
    weights.sort_unstable_by(|a, b| b.cmp(a));
    let mut sum = 0;
    for (i, w) in weights.iter().enumerate() {
        sum += w;
        if sum >= cutoff {
            return i as u64 + 1;
        }
    }
    weights.len() as u64
}

/// Per-instruction statistics of a partition's code.
#[derive(Debug, Default)]
struct CodeStats {
    /// Executed instructions by kind.
    sum: Summary,
    /// Method entries that ran bytecode (base.methods).
    entries: u64,
    run: u64,
    hot: u64,
    touched_methods: u64,
    hot_methods: u64,
    touched_classes: u64,
    hot_classes: u64,
    branch_sites: u64,
    constant_branch_sites: u64,
}

impl Engine {
    /// Instruction-level statistics over the threads of indices
    /// `threads`, for methods of partition `part` (all methods if `None`).
    fn code_stats(
        &self,
        threads: impl Iterator<Item = usize> + Clone,
        part: Option<Part>,
    ) -> CodeStats {
        let threads = threads.filter_map(|t| Some((self.counts_of(t)?, &self.threads[t].cuts)));
        let mut st = CodeStats::default();
        let mut instr_weights = Vec::new();
        let mut method_weights = Vec::new();
        let mut class_weights: HashMap<u32, u64> = HashMap::new();
        let nmethods = threads.clone().map(|(c, _)| c.methods()).max().unwrap_or(0);
        let mut counts: Vec<u64> = Vec::new();
        let mut outcomes: Vec<u8> = Vec::new();
        for m in 0..nmethods {
            let Some(info) = self.prog.method(m as u32) else {
                continue;
            };
            let Some(code) = info.code.as_deref() else {
                continue;
            };
            if part.is_some_and(|p| p != info.part) {
                continue;
            }
            counts.clear();
            counts.resize(code.instrs.len(), 0);
            outcomes.clear();
            outcomes.resize(code.blocks(), 0);
            let mut touched = false;
            for (tc, tcuts) in threads.clone() {
                let Some(mc) = tc.method(m as u32) else {
                    continue;
                };
                touched = true;
                st.entries += mc.entries;
                let cuts = tcuts.get(&(m as u32));
                for (b, o) in outcomes.iter_mut().enumerate() {
                    *o |= mc.outcome(b);
                    let mut c = mc.count(b);
                    if c == 0 {
                        continue;
                    }
                    let end = code.block_start[b + 1];
                    for (v, s) in st.sum.iter_mut().zip(&code.block_sum[b]) {
                        *v += c * s;
                    }
                    for i in code.block_start[b]..end {
                        counts[i as usize] += c;
                        if let Some(&n) = cuts.and_then(|x| x.get(&i)) {
                            c -= n;
                            let rest = code.sum_range(i + 1, end);
                            for (v, r) in st.sum.iter_mut().zip(rest) {
                                *v -= n * r;
                            }
                        }
                    }
                }
            }
            if !touched {
                continue;
            }
            let weight: u64 = counts.iter().sum();
            instr_weights.extend(counts.iter().copied().filter(|&c| c > 0));
            for (b, &o) in outcomes.iter().enumerate() {
                if code.cond[b].is_some() && o != 0 {
                    st.branch_sites += 1;
                    st.constant_branch_sites += u64::from(o != 3);
                }
            }
            if weight > 0 {
                method_weights.push(weight);
                *class_weights.entry(info.class).or_default() += weight;
            }
        }
        st.run = instr_weights.len() as u64;
        st.hot = hot_count(instr_weights);
        st.touched_methods = method_weights.len() as u64;
        st.hot_methods = hot_count(method_weights);
        st.touched_classes = class_weights.len() as u64;
        st.hot_classes = hot_count(class_weights.into_values().collect());
        st
    }
}

/// Arity statistics of the dynamic sites of a partition, for receivers
/// or targets.
struct ArityStats {
    sites: [u64; 3],
    calls: [u64; 3],
    misses: u64,
}

fn arity_stats(poly: &[PolySite], receivers: bool) -> ArityStats {
    let mut a = ArityStats {
        sites: [0; 3],
        calls: [0; 3],
        misses: 0,
    };
    for s in poly.iter().filter(|s| s.calls > 0) {
        let (arity, misses) = if receivers {
            (s.receivers.arity(), s.receiver_misses)
        } else {
            (s.targets.arity(), s.target_misses)
        };
        a.sites[arity - 1] += 1;
        a.calls[arity - 1] += s.calls;
        a.misses += misses;
    }
    a
}

/// The metrics of one partition, in appendix-A order, then the extras.
fn partition_json(acc: &Acc, cs: &CodeStats) -> Map<String, Value> {
    let mut o = Map::new();
    let mut put = |k: &str, v: Value| {
        o.insert(k.to_string(), v);
    };
    let s = &cs.sum;
    let instr = s[kind::INSTR];
    put("base.bytes.value", int(acc.bytes));
    put("base.classes.value", int(acc.classes));
    put("base.instructions.value", int(instr));
    put("base.methods.value", int(cs.entries));
    put("base.objects.value", int(acc.objects));

    let lock_sites: Vec<u64> = acc.locks.values().map(|l| l.locks).collect();
    let contended: Vec<u64> = acc
        .locks
        .values()
        .map(|l| l.contended)
        .filter(|&c| c > 0)
        .collect();
    let (nlock, ncont) = (lock_sites.len() as u64, contended.len() as u64);
    put(
        "concurrency.contendedLock.percentile",
        pct(hot_count(contended), ncont),
    );
    put(
        "concurrency.contendedLockDensity.value",
        density(acc.contended_ops, instr),
    );
    put(
        "concurrency.lock.percentile",
        pct(hot_count(lock_sites), nlock),
    );
    put(
        "concurrency.lockDensity.value",
        density(acc.lock_ops, instr),
    );

    put("data.arrayDensity.value", density(s[kind::ARRAY], instr));
    put(
        "data.charArrayDensity.value",
        density(s[kind::CHAR_ARRAY], instr),
    );
    put("data.floatDensity.value", density(s[kind::FLOAT], instr));
    put(
        "data.numArrayDensity.value",
        density(s[kind::NUM_ARRAY], instr),
    );
    put(
        "data.refArrayDensity.value",
        density(s[kind::REF_ARRAY], instr),
    );

    put(
        "memory.averageObjectSize.value",
        ratio(acc.bytes as f64, acc.objects as f64, 1.0),
    );
    put(
        "memory.byteAllocationDensity.value",
        density(acc.bytes, instr),
    );
    put(
        "memory.objectAllocationDensity.value",
        density(acc.objects, instr),
    );
    const SIZE_LABELS: [&str; 9] = [
        "8", "16", "24", "32", "40", "48-72", "80-136", "144-392", "400+",
    ];
    for (i, l) in SIZE_LABELS.iter().enumerate() {
        put(
            &format!("memory.objectSize.bin({l})"),
            pct(acc.size_bins[i], acc.objects),
        );
    }

    let (rf, nrf) = (s[kind::REF_FIELD], s[kind::NONREF_FIELD]);
    put("pointer.fieldAccessDensity.value", density(rf + nrf, instr));
    put(
        "pointer.nonrefFieldAccessDensity.value",
        density(nrf, instr),
    );
    put("pointer.refFieldAccessDensity.value", density(rf, instr));

    let sites = acc.poly.iter().filter(|p| p.calls > 0).count() as u64;
    put("polymorphism.callSites.value", int(sites));
    put("polymorphism.calls.value", int(acc.calls));
    put(
        "polymorphism.invokeDensity.value",
        density(acc.calls, instr),
    );
    for (name, receivers) in [("receiver", true), ("target", false)] {
        let a = arity_stats(&acc.poly, receivers);
        for (i, l) in ["1", "2", "3+"].iter().enumerate() {
            put(
                &format!("polymorphism.{name}Arity.bin({l})"),
                pct(a.sites[i], sites),
            );
        }
        for (i, l) in ["1", "2", "3+"].iter().enumerate() {
            put(
                &format!("polymorphism.{name}ArityCalls.bin({l})"),
                pct(a.calls[i], acc.calls),
            );
        }
        put(
            &format!("polymorphism.{name}CacheMissRate.value"),
            pct(a.misses, acc.calls),
        );
        put(
            &format!("polymorphism.{name}PolyDensity.value"),
            fraction(a.sites[1] + a.sites[2], sites),
        );
        put(
            &format!("polymorphism.{name}PolyDensityCalls.value"),
            fraction(a.calls[1] + a.calls[2], acc.calls),
        );
    }

    let load = acc.loaded_instrs;
    put("size.codeCoverage.value", pct(cs.run, load));
    put(
        "size.deadCode.value",
        Value::from(load as i64 - cs.run as i64),
    );
    put("size.hot.value", int(cs.hot));
    put("size.hot.percentile", pct(cs.hot, cs.run));
    put("size.hotClasses.value", int(cs.hot_classes));
    put(
        "size.hotClasses.percentile",
        pct(cs.hot_classes, cs.touched_classes),
    );
    put("size.hotMethods.value", int(cs.hot_methods));
    put(
        "size.hotMethods.percentile",
        pct(cs.hot_methods, cs.touched_methods),
    );
    put("size.load.value", int(load));
    put("size.loadedClasses.value", int(acc.classes));
    put("size.loadedMethods.value", int(acc.loaded_methods));
    put("size.run.value", int(cs.run));

    // Beyond the thesis (docs/metrics.md).
    put(
        "control.branchDensity.value",
        density(s[kind::BRANCH], instr),
    );
    put(
        "control.condBranchDensity.value",
        density(s[kind::COND_BRANCH], instr),
    );
    put("control.condBranchSites.value", int(cs.branch_sites));
    put(
        "control.constantBranchSites.value",
        pct(cs.constant_branch_sites, cs.branch_sites),
    );
    let site_bytes: Vec<u64> = acc.site_bytes.iter().copied().filter(|&b| b > 0).collect();
    let nsites = site_bytes.len() as u64;
    let hot_sites = hot_count(site_bytes);
    put("memory.allocationSites.value", int(nsites));
    put("memory.hotAllocationSites.value", int(hot_sites));
    put(
        "memory.hotAllocationSites.percentile",
        pct(hot_sites, nsites),
    );
    const LIFE_LABELS: [&str; 5] = ["0-1KB", "1KB-10KB", "10KB-100KB", "100KB-1MB", "1MB+"];
    for (i, l) in LIFE_LABELS.iter().enumerate() {
        put(
            &format!("memory.objectLifetime.bin({l})"),
            pct(acc.lifetime_bins[i], acc.objects),
        );
    }
    let died: u64 = acc.lifetime_bins.iter().sum();
    put(
        "memory.objectLifetime.bin(immortal)",
        pct(acc.objects.saturating_sub(died), acc.objects),
    );
    o
}

/// Names of the continuous series, in output order.
pub const SERIES: [&str; 16] = [
    "base.instructions.value",
    "concurrency.contendedLockDensity.value",
    "concurrency.lockDensity.value",
    "data.arrayDensity.value",
    "data.charArrayDensity.value",
    "data.floatDensity.value",
    "data.numArrayDensity.value",
    "data.refArrayDensity.value",
    "memory.byteAllocationDensity.value",
    "memory.objectAllocationDensity.value",
    "pointer.fieldAccessDensity.value",
    "pointer.nonrefFieldAccessDensity.value",
    "pointer.refFieldAccessDensity.value",
    "polymorphism.invokeDensity.value",
    "control.branchDensity.value",
    "control.condBranchDensity.value",
];

impl Engine {
    fn continuous_json(&self) -> Value {
        let w = &self.windows;
        let windows = w.finish(&self.running_totals());
        let mut series = Map::new();
        for (n, name) in SERIES.iter().enumerate() {
            let values: Vec<Value> = windows
                .iter()
                .map(|a| {
                    let s = &a.sum;
                    let i = s[kind::INSTR];
                    match n {
                        0 => int(i),
                        1 => density(a.contended_ops, i),
                        2 => density(a.lock_ops, i),
                        3 => density(s[kind::ARRAY], i),
                        4 => density(s[kind::CHAR_ARRAY], i),
                        5 => density(s[kind::FLOAT], i),
                        6 => density(s[kind::NUM_ARRAY], i),
                        7 => density(s[kind::REF_ARRAY], i),
                        8 => density(a.bytes, i),
                        9 => density(a.objects, i),
                        10 => density(s[kind::REF_FIELD] + s[kind::NONREF_FIELD], i),
                        11 => density(s[kind::NONREF_FIELD], i),
                        12 => density(s[kind::REF_FIELD], i),
                        13 => density(a.calls, i),
                        14 => density(s[kind::BRANCH], i),
                        _ => density(s[kind::COND_BRANCH], i),
                    }
                })
                .collect();
            series.insert(name.to_string(), Value::Array(values));
        }
        let kbc = w.len / 1000;
        let mut o = Map::new();
        o.insert("window_kbc".into(), int(kbc));
        o.insert(
            "start_kbc".into(),
            Value::Array((0..windows.len() as u64).map(|i| int(i * kbc)).collect()),
        );
        o.insert("series".into(), Value::Object(series));
        Value::Object(o)
    }

    /// The metrics of everything received so far, as the JSON document
    /// described in docs/metrics.md. `program` and `command` name the run.
    pub fn to_json(&self, program: &str, command: &str) -> Value {
        let mut parts = Map::new();
        let accs = self.part_accs();
        let mut all = accs[0].clone();
        all.merge(&accs[1]);
        let threads = || 0..self.threads.len();
        parts.insert(
            "all".into(),
            Value::Object(partition_json(&all, &self.code_stats(threads(), None))),
        );
        for (name, p) in [
            ("application", Part::Application),
            ("library", Part::Library),
        ] {
            let cs = self.code_stats(threads(), Some(p));
            parts.insert(
                name.into(),
                Value::Object(partition_json(&accs[p as usize], &cs)),
            );
        }
        let mut list = Vec::new();
        for (id, t) in self.threads.iter().enumerate() {
            if !t.seen || id == 0 {
                continue;
            }
            let cs = self.code_stats(std::iter::once(id), None);
            parts.insert(
                format!("thread:{id}"),
                Value::Object(partition_json(
                    if self.solo == Some(id) { &all } else { &t.acc },
                    &cs,
                )),
            );
            let mut th = Map::new();
            th.insert("id".into(), int(id as u64));
            th.insert("name".into(), Value::from(t.name.clone()));
            list.push(Value::Object(th));
        }
        let mut o = Map::new();
        o.insert("program".into(), Value::from(program));
        o.insert("command".into(), Value::from(command));
        o.insert("partitions".into(), Value::Object(parts));
        o.insert("threads".into(), Value::Array(list));
        o.insert("continuous".into(), self.continuous_json());
        Value::Object(o)
    }
}

#[cfg(test)]
mod tests {
    use super::hot_count;

    #[test]
    fn hot_cutoff_includes_the_last_instruction_counted() {
        assert_eq!(hot_count(vec![]), 0);
        assert_eq!(hot_count(vec![0, 0]), 0);
        // total 100, cutoff 90: 50 + 30 = 80 < 90, + 10 = 90.
        assert_eq!(hot_count(vec![10, 50, 5, 30, 5]), 3);
        // total 11, cutoff ceil(9.9) = 10: 6 + 4 = 10.
        assert_eq!(hot_count(vec![1, 4, 6]), 2);
        assert_eq!(hot_count(vec![7]), 1);
    }
}
