//! STEP-DL compiler tests: the thesis's schemas compile, language features
//! resolve as specified, and errors are located precisely.

use tracer::schema::FieldType;
use tracer::Schema;

fn compile(src: &str) -> Schema {
    Schema::compile("t.stepdl", src).unwrap_or_else(|e| panic!("{e}"))
}

fn err(src: &str) -> String {
    match Schema::compile("t.stepdl", src) {
        Ok(_) => panic!("expected an error"),
        Err(e) => e.to_string(),
    }
}

fn attrs(s: &Schema, rec: &str, field: &str) -> Vec<String> {
    let r = s.record(s.lookup(rec).expect("record"));
    let f = &r.fields[r.field_index(field).expect("field")];
    f.node
        .attrs
        .iter()
        .map(|a| format!("{}:{}", a.group, a.value))
        .collect()
}

#[test]
fn appendix_c1_compiles() {
    let s = compile(include_str!("fixtures/jvmpi.stepdl"));
    let id = s.lookup("example.jvmpi.METHOD_ENTRY2").unwrap();
    let r = s.record(id);
    assert_eq!(r.label.as_deref(), Some("Method Entry"));
    let names: Vec<_> = r.fields.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(names, ["envId", "methodId", "targetObjId"]);
    assert_eq!(
        attrs(&s, "example.jvmpi.METHOD_ENTRY2", "targetObjId"),
        [
            "property:address",
            "encoding:size=4",
            "encoding:cache=65536"
        ]
    );
    assert_eq!(
        attrs(&s, "example.jvmpi.METHOD_ENTRY2", "envId"),
        ["property:address", "encoding:size=4", "encoding:repeat"]
    );
    assert!(s.has_property(id, "event"));
    let cl = s.record(s.lookup("example.jvmpi.CLASS_LOAD").unwrap());
    assert_eq!(cl.description, ["a class was loaded into the VM"]);
    let m = s.lookup("example.jvmpi.Method").unwrap();
    assert_eq!(
        cl.fields[cl.field_index("methods").unwrap()].ty,
        FieldType::Array(Box::new(FieldType::Record(m)), None)
    );
    assert_eq!(
        attrs(&s, "example.jvmpi.GC_FINISH", "usedTotalSpace"),
        ["property:unsigned"]
    );
}

#[test]
fn appendix_c2_compiles() {
    let s = compile(include_str!("fixtures/java_runtime.stepdl"));
    let vi = s.record(s.lookup("example.java.rt.VirtualInvoke").unwrap());
    let names: Vec<_> = vi.fields.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(
        names,
        ["thread", "method", "callerMethod", "callSite", "targetType"]
    );
    let ty = s.lookup("example.java.Type").unwrap();
    assert_eq!(vi.fields[4].ty, FieldType::Record(ty));
    assert_eq!(
        attrs(&s, "example.java.rt.VirtualInvoke", "targetType"),
        ["encoding:identifier"]
    );
}

#[test]
fn packages_nested_reopened_and_qualified() {
    let s = compile(
        r#"
        package p1 { record A { } }
        package p2 { package p3 { record B { p1.A a; } } }
        package p1 { record C { A a; } }
        "#,
    );
    let a = s.lookup("p1.A").unwrap();
    let b = s.record(s.lookup("p2.p3.B").unwrap());
    let c = s.record(s.lookup("p1.C").unwrap());
    assert_eq!(b.fields[0].ty, FieldType::Record(a));
    assert_eq!(c.fields[0].ty, FieldType::Record(a));
}

#[test]
fn labels_descriptions_and_distributed_attributes() {
    let s = compile(
        r#"
        record A "multi-word label for A" {
            "description explaining what A records signify"
            "...a continuation of the description"
            <g:"record attribute">
            int x "description of x values";
            int <g:"distributed"> i <g:"own">, j;
        }
        "#,
    );
    let r = s.record(0);
    assert_eq!(r.label.as_deref(), Some("multi-word label for A"));
    assert_eq!(r.description.len(), 2);
    assert_eq!(r.attributes[0].group, "g");
    assert_eq!(r.fields[0].description, ["description of x values"]);
    assert_eq!(attrs(&s, "A", "i"), ["g:distributed", "g:own"]);
    assert_eq!(attrs(&s, "A", "j"), ["g:distributed"]);
}

#[test]
fn modifiers_extend_override_and_inheritance() {
    let s = compile(
        r#"
        record A { <g:"ra"> int x <g:"base">; ~x <g:"ext">; }
        record B extends A { ~x <g:"b">; }
        record C extends !A { !x <g:"over">; }
        "#,
    );
    assert_eq!(attrs(&s, "A", "x"), ["g:base", "g:ext"]);
    assert_eq!(attrs(&s, "B", "x"), ["g:base", "g:ext", "g:b"]);
    assert_eq!(attrs(&s, "C", "x"), ["g:over"]);
    assert_eq!(s.record(s.lookup("B").unwrap()).attributes.len(), 1);
    assert!(s.record(s.lookup("C").unwrap()).attributes.is_empty());
}

#[test]
fn relative_modifiers_and_recursion() {
    let s = compile(
        r#"
        record A { string x; ~x.length <encoding:"constant">; int[] v; ~v.element <encoding:"size=1+">; }
        record B { A a; ~a.x.length <encoding:"default">; }
        record T { T[] children; string name <encoding:"identifier">; ~children.length <encoding:"size=1+">; }
        record C { D d; !d.c; }
        record D { C c; }
        "#,
    );
    let b = s.record(s.lookup("B").unwrap());
    let n = &b.fields[0].node.children["x"].children["length"];
    assert_eq!(n.attrs[0].value, "default");
    let a = s.record(s.lookup("A").unwrap());
    assert_eq!(
        a.fields[1].node.children["element"].attrs[0].value,
        "size=1+"
    );
}

#[test]
fn arrays_fixed_and_multi_dimensional() {
    let s = compile("record A { int[4] a; float[][] m; data d; }");
    let r = s.record(0);
    assert_eq!(
        r.fields[0].ty,
        FieldType::Array(Box::new(FieldType::Int), Some(4))
    );
    assert_eq!(
        r.fields[1].ty,
        FieldType::Array(
            Box::new(FieldType::Array(Box::new(FieldType::Float), None)),
            None
        )
    );
}

#[test]
fn comments_and_macros() {
    let s = compile(
        "# a hash comment\n/* block\n comment */\n#define ADDR int <property:\"address\">\n#define ID ADDR <encoding:\"identifier\">\nrecord A { ID x; // trailing\n }\n",
    );
    assert_eq!(
        attrs(&s, "A", "x"),
        ["property:address", "encoding:identifier"]
    );
}

#[test]
fn every_strategy_is_accepted() {
    compile(
        r#"
        record R { int a; }
        record S extends R {}
        record A {
            int i1 <encoding:"identifier">; int i2 <encoding:"cache=16">;
            int i3 <encoding:"constant">; int i4 <encoding:"default">; int i5 <encoding:"repeat">;
            int i6 <encoding:"delta">; int i7 <encoding:"delta=100">; int i8 <encoding:"stride=4">;
            int i9 <encoding:"offset">; int i10 <encoding:"offset=-1000">; int i11 <encoding:"window=8192">;
            int i12 <encoding:"size=4">; int i13 <encoding:"size=1..">; int i14 <encoding:"size=1+">;
            int i15 <encoding:"size=creep">; int i16 <encoding:"signed">; int i17 <encoding:"unsigned">;
            string s <encoding:"charset=US-ASCII">; string s2 <encoding:"charset=UTF-8">;
            R r1 <encoding:"type=variable">; R r2 <encoding:"type=default">; R r3 <encoding:"type=constant">;
            float f <encoding:"repeat">; data d <encoding:"identifier">;
            ~s.length <encoding:"size=2">;
        }
        "#,
    );
}

#[test]
fn modifiers_that_need_no_cycle_compile() {
    // A modifier of C walking into D, where D only refers back to C, and a
    // recursive type whose modifier stops at its own array: both resolve.
    compile("record C { D d; !d.c <encoding:\"type=variable\">; }\nrecord D { C c; }");
    compile("record T { int v; T[] kids; ~kids.length <encoding:\"size=1+\">; }");
}

#[test]
fn located_errors() {
    let cases: &[(&str, &str)] = &[
        ("record A { int x }", "t.stepdl:1:18: expecting: ';'"),
        ("record A {\n  int x;\n  int x;\n}", "t.stepdl:3:7: redefinition of field \"x\""),
        ("record A { int x; }\nrecord B extends A { int x; }", "t.stepdl:2:26: redefinition of field \"x\""),
        ("record A { Foo x; }", "t.stepdl:1:12: the type of field \"x\" (Foo) is undefined"),
        ("record A extends B {}\nrecord B extends A {}", "t.stepdl:1:8: circular inheritance; \"A\" derives from itself"),
        ("record A extends Z {}", "t.stepdl:1:18: parent type \"Z\" is undefined"),
        ("record A { int x; ~y <g:\"v\">; }", "t.stepdl:1:20: can't modify field \"y\", it is not defined for \"A\" types"),
        ("record A { int x <encoding:\"fancy\">; }", "t.stepdl:1:18: field \"x\" has illegal encoding attribute \"fancy\": unknown encoding strategy 'fancy'"),
        ("record A { int x <encoding:\"size = -1\">; }", "t.stepdl:1:18: field \"x\" has illegal encoding attribute \"size = -1\": size must be 1..8 bytes, not \"-1\""),
        ("record A { int x <encoding:\"cache=0\">; }", "t.stepdl:1:18:"),
        ("record A { int x <encoding:\"delta\"><encoding:\"offset\">; }", "t.stepdl:1:36: conflicting encoding strategies \"delta\" and \"offset\""),
        ("record A { string s <encoding:\"delta\">; }", "does not apply to string items"),
        ("record A { int x; }\nrecord A { }", "t.stepdl:2:8: redefinition of type \"A\""),
        ("record A { int x; ~x.length <g:\"v\">; }", "t.stepdl:1:20: an int or float item has no sub-component \"length\""),
        ("record A { B b; ~b.q <g:\"v\">; }\nrecord B { int x; }", "t.stepdl:1:18: can't modify field \"q\", it is not defined for \"B\" types"),
        ("record A { int x; } @", "t.stepdl:1:21: unknown token: '@'"),
        ("record A { string s = \"x; }", "t.stepdl:1:21: unknown token: '='"),
        ("record A { int x <encoding:\"identifier=3\">; }", "'identifier' takes no parameter"),
        ("record A { string s <encoding:\"charset=EBCDIC\">; }", "unknown charset"),
        ("record A { int[] v <encoding:\"size=1\">; }", "modify the elements with ~field.element"),
        ("record A {", "t.stepdl:1:11: expecting: '}'"),
        ("/* never closed", "t.stepdl:1:1: unterminated comment"),
        // Thesis figure 4.4 (b): each modifier needs the other type complete.
        ("record C {\n    D d; !d.c;\n}\n\nrecord D {\n    C c; !c.d;\n}", "t.stepdl:2:11: circular dependency detected: the modifier !d.c of \"C\" needs the complete definition of \"D\", which needs \"C\""),
        ("record T { int v; T[] kids; ~kids.element.v <g:\"v\">; }", "t.stepdl:1:30: circular dependency detected: the modifier ~kids.element.v of \"T\" walks into \"T\" itself"),
        ("record A extends B { int q; }\nrecord B { A a; ~a.q <g:\"v\">; }", "circular dependency detected: the modifier ~a.q of \"B\" needs the complete definition of \"A\", which needs \"B\""),
        ("record C { D d; ~d.x <encoding:\"fancy\">; }\nrecord D { int x; }", "t.stepdl:1:22: field \"d.x\" has illegal encoding attribute \"fancy\""),
    ];
    for (src, want) in cases {
        let got = err(src);
        assert!(
            got.contains(want),
            "for {src:?}\n  got:  {got}\n  want: {want}"
        );
    }
}

#[test]
fn other_groups_are_kept() {
    let s = compile("record A { <map:\"Invoke(x)\"> int x <ui:\"hidden\">; }");
    assert_eq!(s.record(0).attributes[0].group, "map");
    assert_eq!(attrs(&s, "A", "x"), ["ui:hidden"]);
}
