//! The JVM event schema (`vm/schema/jvm.stepdl`, issue 6) compiles with the
//! STEP compiler, has every record type the issue lists, and documents every
//! record and field: a label and a description on each record, and on each
//! field a label (its first string) and a description (the following ones).

use tracer::schema::FieldType;
use tracer::Schema;

const SOURCE: &str = include_str!("../schema/jvm.stepdl");

fn schema() -> Schema {
    Schema::compile("jvm.stepdl", SOURCE).unwrap_or_else(|e| panic!("{e}"))
}

fn groups(s: &Schema, name: &str) -> Vec<String> {
    let id = s.lookup(name).unwrap_or_else(|| panic!("no record {name}"));
    s.record(id)
        .attributes
        .iter()
        .filter(|a| a.group == "group")
        .map(|a| a.value.clone())
        .collect()
}

#[test]
fn every_listed_record_type_exists_with_its_fields() {
    let s = schema();
    let want: &[(&str, &[&str])] = &[
        // entities
        ("Thread", &["id", "name"]),
        (
            "Class",
            &[
                "id",
                "name",
                "superclass",
                "interfaces",
                "sourceFile",
                "bytes",
            ],
        ),
        ("Method", &["id", "class", "name", "descriptor"]),
        ("Field", &["id", "class", "name", "descriptor"]),
        ("Site", &["id", "method", "bci"]),
        // events
        ("ClassLoad", &["class"]),
        ("ThreadStart", &[]),
        ("ThreadEnd", &[]),
        ("MethodEnter", &["method"]),
        ("MethodExit", &["method", "exceptional"]),
        ("BlockEnter", &["block"]),
        ("Invoke", &["site", "target"]),
        ("DispatchInvoke", &["site", "target", "receiverClass"]),
        ("FieldRead", &["site", "field"]),
        ("InstanceFieldRead", &["site", "field", "object"]),
        ("FieldWrite", &["site", "field"]),
        ("InstanceFieldWrite", &["site", "field", "object"]),
        ("ArrayLoad", &["site", "array", "index"]),
        ("ArrayStore", &["site", "array", "index"]),
        ("Allocation", &["site", "class", "size", "object"]),
        (
            "ArrayAllocation",
            &["site", "class", "size", "object", "length"],
        ),
        ("GCStart", &["collection"]),
        (
            "GCFinish",
            &["objectsBefore", "bytesBefore", "objectsAfter", "bytesAfter"],
        ),
        ("ObjectDeath", &["object", "collection"]),
        ("MonitorEnter", &["site", "object"]),
        ("MonitorContendedEnter", &["site", "object"]),
        ("MonitorEntered", &["site", "object"]),
        ("MonitorExit", &["site", "object"]),
        ("MonitorWait", &["site", "object", "timeout"]),
        ("MonitorWaited", &["site", "object", "timedOut"]),
        ("Notify", &["site", "object", "all"]),
        ("ExceptionThrow", &["site", "class"]),
        ("ExceptionCatch", &["site"]),
        ("Bytecode", &["site", "opcode"]),
        ("IntValue", &["site", "value"]),
        ("FloatValue", &["site", "value"]),
        ("RefValue", &["site", "object"]),
        ("Receiver", &["site", "object"]),
        ("BranchOutcome", &["site", "outcome"]),
    ];
    let event = s.lookup("Event").expect("base record Event");
    let entity = s.lookup("Entity").expect("base record Entity");
    for (name, fields) in want {
        let id = s
            .lookup(name)
            .unwrap_or_else(|| panic!("record type {name} is missing"));
        let r = s.record(id);
        for f in *fields {
            assert!(r.field_index(f).is_some(), "{name} has no field {f}");
        }
        if s.is_subtype(id, entity) {
            assert!(s.has_property(id, "entity"), "{name}");
        } else {
            // every event carries its thread and its time, inherited from Event
            assert!(s.is_subtype(id, event), "{name} does not derive from Event");
            assert!(s.has_property(id, "event"), "{name}");
            assert_eq!(r.fields[0].name, "thread", "{name}");
            assert_eq!(r.fields[1].name, "time", "{name}");
            assert!(
                !groups(&s, name).is_empty(),
                "{name} belongs to no event group"
            );
        }
    }
    // the class-file bytes are data
    let class = s.record(s.lookup("Class").unwrap());
    assert_eq!(
        class.fields[class.field_index("bytes").unwrap()].ty,
        FieldType::Data
    );
}

#[test]
fn every_record_and_field_has_a_label_and_a_description() {
    let s = schema();
    for r in s.records() {
        let label = r.label.as_deref().unwrap_or("");
        assert!(!label.trim().is_empty(), "record {} has no label", r.name);
        assert!(
            r.description.iter().any(|d| !d.trim().is_empty()),
            "record {} has no description",
            r.name
        );
        for f in &r.fields {
            assert!(
                f.description.len() >= 2 && f.description.iter().all(|d| !d.trim().is_empty()),
                "field {}.{} needs a label and a description, has {:?}",
                r.name,
                f.name,
                f.description
            );
        }
    }
}

#[test]
fn encodings_are_the_thesis_choices() {
    let s = schema();
    let enc = |rec: &str, field: &str| -> Vec<String> {
        let r = s.record(s.lookup(rec).unwrap());
        let f = &r.fields[r.field_index(field).unwrap()];
        f.node.group("encoding").map(str::to_string).collect()
    };
    let last = |rec: &str, field: &str| enc(rec, field).last().cloned().unwrap_or_default();
    assert_eq!(last("MethodEnter", "thread"), "repeat");
    assert_eq!(last("MethodEnter", "time"), "delta");
    assert_eq!(last("MethodEnter", "method"), "identifier");
    assert_eq!(last("ClassLoad", "class"), "identifier");
    assert_eq!(last("InstanceFieldRead", "field"), "identifier");
    assert_eq!(last("InstanceFieldRead", "site"), "identifier");
    assert_eq!(last("InstanceFieldRead", "object"), "delta");
    assert_eq!(last("Allocation", "object"), "delta");
    assert_eq!(last("MonitorEnter", "object"), "delta");
    assert!(last("ObjectDeath", "object").starts_with("window="));
    assert!(last("DispatchInvoke", "receiverClass").starts_with("cache="));
    assert_eq!(last("Bytecode", "time"), "stride=1");
}

#[test]
fn groups_are_kept_and_default_is_what_the_metrics_need() {
    let s = schema();
    let default: Vec<&str> = s
        .records()
        .iter()
        .filter(|r| {
            r.attributes
                .iter()
                .any(|a| a.group == "group" && a.value == "default")
        })
        .map(|r| r.simple_name())
        .collect();
    for name in [
        "ClassLoad",
        "ThreadStart",
        "ThreadEnd",
        "MethodEnter",
        "MethodExit",
        "BlockEnter",
        "Invoke",
        "DispatchInvoke",
        "FieldRead",
        "InstanceFieldRead",
        "FieldWrite",
        "InstanceFieldWrite",
        "Allocation",
        "ArrayAllocation",
        "GCStart",
        "GCFinish",
        "ObjectDeath",
        "MonitorEnter",
        "MonitorContendedEnter",
        "MonitorEntered",
        "MonitorExit",
        "MonitorWait",
        "MonitorWaited",
        "Notify",
        "ExceptionThrow",
        "ExceptionCatch",
    ] {
        assert!(
            default.contains(&name),
            "{name} is not in the default group"
        );
    }
    for name in [
        "Bytecode",
        "ArrayLoad",
        "ArrayStore",
        "IntValue",
        "RefValue",
        "Receiver",
    ] {
        assert!(!default.contains(&name), "{name} should be off by default");
    }
    assert_eq!(groups(&s, "Bytecode"), ["bytecode"]);
    assert!(groups(&s, "ArrayLoad").contains(&"arrays".to_string()));
    assert!(groups(&s, "ArrayLoad").contains(&"values".to_string()));
    assert!(groups(&s, "BranchOutcome").contains(&"values".to_string()));
}
