//! rjvm's class library: the Java sources under `classlib-shim/java/` are
//! compiled by `build.rs` with `javac -source 8 -target 8` against nothing but
//! themselves, and the class files are embedded here. The natives these
//! classes declare are implemented by the VM (`vm/src/native/`), because they
//! operate on the VM's heap.

include!(concat!(env!("OUT_DIR"), "/classes.rs"));

/// The class-file bytes of the embedded class `name` (binary name with `/`,
/// e.g. `java/lang/String`), if the library has it.
pub fn class_bytes(name: &str) -> Option<&'static [u8]> {
    CLASSES
        .binary_search_by(|(n, _)| (*n).cmp(name))
        .ok()
        .map(|i| CLASSES[i].1)
}

/// Names of every embedded class, sorted.
pub fn class_names() -> impl Iterator<Item = &'static str> {
    CLASSES.iter().map(|(n, _)| *n)
}

#[cfg(test)]
mod tests {
    #[test]
    fn table_is_sorted_for_binary_search() {
        let names: Vec<_> = super::class_names().collect();
        let mut sorted = names.clone();
        sorted.sort();
        assert_eq!(names, sorted);
    }
}
