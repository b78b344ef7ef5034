//! The static application/library partition (Dufour section 3.3 and
//! metrics-reference.md): which classes are the library.

/// A partition of the sample space.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Part {
    /// The program's own classes.
    Application = 0,
    /// The class library: every array class, `java.`, `javax.`, ... (see
    /// [`PartitionRules`]).
    Library = 1,
}

/// Package prefixes (dotted, with the trailing dot) of the library
/// according to metrics-reference.md.
pub const DEFAULT_LIBRARY_PREFIXES: &[&str] = &[
    "java.",
    "javax.",
    "sun.",
    "com.sun.",
    "com.ibm.",
    "org.xml.",
    "org.w3c.",
    "org.apache.",
];

/// The names of primitive classes (`int.class`, ...), which the VM
/// creates on demand and reports as loaded: library, like arrays.
const PRIMITIVES: &[&str] = &[
    "boolean", "byte", "char", "short", "int", "long", "float", "double", "void",
];

/// Decides the partition of a class from its name: `--app-packages` and
/// `--lib-packages` prefixes first (the longest matching prefix wins),
/// then the default rules.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PartitionRules {
    /// Package prefixes forced into the application (dotted, e.g. `org.apache.bcel`).
    pub app_packages: Vec<String>,
    /// Package prefixes forced into the library.
    pub lib_packages: Vec<String>,
}

/// Whether dotted class name `name` lies in package prefix `prefix` (a
/// package name, with or without the trailing dot, or a class name).
fn in_package(name: &str, prefix: &str) -> bool {
    let p = prefix.trim_end_matches('.');
    name == p || (name.starts_with(p) && name[p.len()..].starts_with(['.', '$']))
}

impl PartitionRules {
    /// The partition of the class with internal name `name` (`a/b/C`, `[I`).
    pub fn classify(&self, name: &str) -> Part {
        if name.starts_with('[') || PRIMITIVES.contains(&name) {
            return Part::Library;
        }
        let dotted = name.replace('/', ".");
        let best = |list: &[String]| {
            list.iter()
                .filter(|p| in_package(&dotted, p))
                .map(|p| p.trim_end_matches('.').len())
                .max()
        };
        match (best(&self.app_packages), best(&self.lib_packages)) {
            (Some(a), Some(l)) => {
                return if a >= l {
                    Part::Application
                } else {
                    Part::Library
                }
            }
            (Some(_), None) => return Part::Application,
            (None, Some(_)) => return Part::Library,
            (None, None) => {}
        }
        if DEFAULT_LIBRARY_PREFIXES
            .iter()
            .any(|p| dotted.starts_with(p))
        {
            Part::Library
        } else {
            Part::Application
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_rules() {
        let r = PartitionRules::default();
        assert_eq!(r.classify("java/lang/String"), Part::Library);
        assert_eq!(r.classify("[LMain;"), Part::Library);
        assert_eq!(r.classify("int"), Part::Library);
        assert_eq!(r.classify("org/apache/x/Y"), Part::Library);
        assert_eq!(r.classify("Main"), Part::Application);
        assert_eq!(r.classify("Main$$Indy$1"), Part::Application);
        assert_eq!(r.classify("javafoo/Bar"), Part::Application);
    }

    #[test]
    fn overrides_longest_prefix_wins() {
        let r = PartitionRules {
            app_packages: vec!["org.apache.bcel".into()],
            lib_packages: vec!["com.acme".into(), "org.apache.bcel.util.".into()],
        };
        assert_eq!(r.classify("org/apache/bcel/Repository"), Part::Application);
        assert_eq!(r.classify("org/apache/bcel/util/X"), Part::Library);
        assert_eq!(r.classify("org/apache/other/X"), Part::Library);
        assert_eq!(r.classify("com/acme/Tool"), Part::Library);
        assert_eq!(r.classify("com/acmex/Tool"), Part::Application);
    }
}
