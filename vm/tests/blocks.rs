//! The basic-block tables of the VM (which numbers the blocks of its
//! BlockEnter events) and of the analyzer (which derives them offline from
//! the class file) are identical for every method of every class of rjvm's
//! class library, of the java-tests programs (Java 8 and 17 bytecode:
//! switches, handlers, finally, lambdas) and of the hand-assembled
//! fixtures (jsr/ret, wide).

mod common;

use analyzer::program::classfile::ClassFile as AClassFile;
use analyzer::program::MethodCode;
use rjvm::interp::decode::decode_method;

/// Compares the two block tables of every method of the class in `bytes`;
/// returns the number of methods with code.
fn check_class(name: &str, bytes: &[u8]) -> usize {
    let vm = rjvm::classfile::parse(bytes).unwrap_or_else(|e| panic!("{name}: {e:?}"));
    let an = AClassFile::parse(bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(vm.methods.len(), an.methods.len(), "{name}");
    let mut n = 0;
    for (i, m) in vm.methods.iter().enumerate() {
        let (Some(_), Some(attr)) = (&m.code, &an.methods[i].code) else {
            assert!(
                m.code.is_none() && an.methods[i].code.is_none(),
                "{name}.{}",
                m.name
            );
            continue;
        };
        let what = format!("{name}.{}{}", m.name, m.descriptor);
        let code = decode_method(&vm, m).unwrap_or_else(|e| panic!("{what}: {e}"));
        let a = MethodCode::new(attr, &an).unwrap_or_else(|e| panic!("{what}: {}", e.0));
        let bcis: Vec<u32> = a.instrs.iter().map(|i| i.bci).collect();
        assert_eq!(&*code.bci, &bcis[..], "{what}: instruction boundaries");
        let vm_starts: Vec<u32> = (0..code.leaders.len())
            .filter(|&i| code.leaders[i])
            .map(|i| i as u32)
            .collect();
        assert_eq!(
            vm_starts,
            a.block_start[..a.blocks()],
            "{what}: block starts"
        );
        for (i, &b) in code.blocks.iter().enumerate() {
            assert_eq!(a.block_of(i as u32), b, "{what}: block of op {i}");
        }
        n += 1;
    }
    n
}

fn class_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() {
            class_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "class") {
            out.push(p);
        }
    }
}

#[test]
fn class_library_blocks_agree() {
    let mut methods = 0;
    for (name, bytes) in classlib_shim::CLASSES {
        methods += check_class(name, bytes);
    }
    assert!(methods > 1000, "only {methods} methods checked");
}

#[test]
fn java_tests_and_fixtures_blocks_agree() {
    let fixtures =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../java-tests/fixtures/classes");
    let mut files = Vec::new();
    class_files(&fixtures, &mut files);
    assert!(files.iter().any(|f| f.ends_with("JsrRet.class")));
    for release in ["8", "17"] {
        class_files(&common::compile_java_tests(release).0, &mut files);
    }
    let mut methods = 0;
    for f in &files {
        methods += check_class(&f.display().to_string(), &std::fs::read(f).unwrap());
    }
    assert!(methods > 1000, "only {methods} methods checked");
}
