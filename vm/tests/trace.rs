//! `rjvm -trace FILE`: the STEP trace of a small program, read back with
//! the generated reader (implied records put back), against facts the
//! program knows.

mod common;

use rjvm::step::AnyRecord;
use std::collections::{HashMap, HashSet};

const MAIN: &str = r#"
public class Main {
    static class Foo { int x; Foo(int x) { this.x = x; } }
    static synchronized int sync(int v) { return v + 1; }
    public static void main(String[] args) {
        int sum = 0;
        for (int i = 0; i < 7; i++) {
            Foo f = new Foo(i);
            sum += f.x;
        }
        try { throw new IllegalStateException("x"); } catch (IllegalStateException e) { sum++; }
        sum = sync(sum);
        if (sum != 23) System.exit(3);
        System.exit(sum == 23 ? 0 : 1);
    }
}
"#;

/// The records every analysis reads (implied ones put back: the default
/// trace leaves out the `MethodEnter`s and blocks its readers imply).
fn read(path: &std::path::Path) -> Vec<AnyRecord> {
    let f = std::fs::File::open(path).unwrap();
    let mut out = Vec::new();
    analyzer::metrics::read_records(std::io::BufReader::new(f), |r| out.push(r), |_| {}).unwrap();
    out
}

#[test]
fn trace_of_a_small_program() {
    let dir = common::compile("trace_small", &[("Main", MAIN)]);
    let t1 = dir.join("t1.step");
    let t2 = dir.join("t2.step");
    for t in [&t1, &t2] {
        let out = common::rjvm(&dir, &["-trace", t.to_str().unwrap(), "Main"]);
        assert_eq!(out.status.code(), Some(0), "{out:?}");
    }
    // Two runs give byte-identical files (System.exit path included).
    assert_eq!(std::fs::read(&t1).unwrap(), std::fs::read(&t2).unwrap());

    let recs = read(&t1);
    let mut class_names = HashMap::new();
    let mut loaded = HashSet::new();
    let mut methods = HashSet::new();
    let mut sites = HashSet::new();
    let mut fields = HashSet::new();
    let mut threads = HashSet::new();
    let (mut foo_allocs, mut enters, mut exits, mut blocks) = (0, 0, 0, 0);
    let (mut throws, mut catches, mut monitor_enters) = (0, 0, 0);
    let mut last_time = HashMap::new();
    for r in &recs {
        match r {
            AnyRecord::Class(c) => {
                assert!(c.superclass == 0 || class_names.contains_key(&c.superclass));
                class_names.insert(c.id, c.name.clone());
                if c.name == "Main" {
                    assert!(c.bytes.starts_with(&[0xCA, 0xFE, 0xBA, 0xBE]));
                    assert_eq!(c.loader, "app");
                }
            }
            AnyRecord::Method(m) => {
                assert!(class_names.contains_key(&m.class));
                methods.insert(m.id);
            }
            AnyRecord::Field(f) => {
                assert!(class_names.contains_key(&f.class));
                fields.insert(f.id);
            }
            AnyRecord::Site(s) => {
                assert!(methods.contains(&s.method));
                sites.insert(s.id);
            }
            AnyRecord::Thread(t) => {
                threads.insert(t.id);
            }
            AnyRecord::ClassLoad(c) => {
                assert!(class_names.contains_key(&c.class));
                loaded.insert(c.class);
            }
            AnyRecord::ThreadStart(t) => assert!(threads.contains(&t.thread)),
            AnyRecord::MethodEnter(m) => {
                assert!(methods.contains(&m.method));
                enters += 1;
            }
            AnyRecord::MethodExit(_) => exits += 1,
            AnyRecord::BlockEnter(b) => {
                blocks += 1;
                // Times never go backwards within a thread.
                let t = last_time.entry(b.thread).or_insert(0);
                assert!(b.time >= *t);
                *t = b.time;
            }
            AnyRecord::Allocation(a) => {
                assert!(sites.contains(&a.site));
                assert!(loaded.contains(&a.class), "ClassLoad precedes allocation");
                if class_names[&a.class] == "Main$Foo" {
                    foo_allocs += 1;
                }
            }
            AnyRecord::ArrayAllocation(a) => assert!(loaded.contains(&a.class)),
            AnyRecord::InstanceFieldRead(f) => {
                assert!(fields.contains(&f.field) && sites.contains(&f.site))
            }
            AnyRecord::InstanceFieldWrite(f) => {
                assert!(fields.contains(&f.field) && sites.contains(&f.site))
            }
            AnyRecord::Invoke(i) => assert!(methods.contains(&i.target)),
            AnyRecord::DispatchInvoke(i) => {
                assert!(methods.contains(&i.target) && loaded.contains(&i.receiverClass))
            }
            AnyRecord::ExceptionThrow(e) => {
                assert!(loaded.contains(&e.class));
                if class_names[&e.class] == "java/lang/IllegalStateException" {
                    throws += 1;
                }
            }
            AnyRecord::ExceptionCatch(_) => catches += 1,
            AnyRecord::MonitorEnter(m) => {
                assert!(sites.contains(&m.site));
                monitor_enters += 1;
            }
            _ => {}
        }
    }
    assert_eq!(foo_allocs, 7);
    assert!(blocks > 0);
    assert_eq!(throws, 1);
    assert!(catches >= 1);
    assert!(monitor_enters >= 1);
    // System.exit leaves main (and exit) active: every exit has an enter,
    // and at most a few activations remain open.
    assert!(exits <= enters && enters - exits < 16, "{enters} {exits}");
}
