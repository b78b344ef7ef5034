//! Reference types for the verifier ([`super::typecheck`]): class and array
//! type names, assignability and the least common supertype of two types,
//! over a class hierarchy the verifier loads classes from as HotSpot's
//! verifier does. Interfaces are treated as `java.lang.Object` (any
//! reference may be passed where an interface is expected; the interpreter
//! checks interface calls at run time), as in HotSpot.
//!
//! A type name is what a `CONSTANT_Class` holds: a binary class name
//! (`java/lang/String`) or an array descriptor (`[I`, `[Ljava/lang/String;`).

use std::collections::HashMap;
use std::rc::Rc;

/// The binary name of the root class.
pub const OBJECT: &str = "java/lang/Object";

/// What the verifier needs to know about a class it does not check itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClassInfo {
    /// The class is an interface.
    pub interface: bool,
    /// Binary name of the superclass (`None` for `java.lang.Object`).
    pub super_class: Option<Rc<str>>,
}

/// Where the verifier finds classes (loading them if needed).
pub trait Hierarchy {
    /// The class with binary name `name` (never an array), loaded; an error
    /// message if it cannot be loaded.
    fn lookup(&mut self, name: &str) -> Result<ClassInfo, String>;
}

/// A hierarchy that loads nothing and treats every class as an interface,
/// so that class types are never checked against each other (array element
/// kinds still are). For re-decoding code that was verified already, and for
/// checking code without a runtime.
#[derive(Debug, Default)]
pub struct Unchecked;

impl Hierarchy for Unchecked {
    fn lookup(&mut self, _name: &str) -> Result<ClassInfo, String> {
        Ok(ClassInfo {
            interface: true,
            super_class: Some(OBJECT.into()),
        })
    }
}

/// Interned type names (so that verifier slots stay `Copy`), with the
/// classes looked up so far.
pub struct Types<'h> {
    names: Vec<Rc<str>>,
    ids: HashMap<Rc<str>, u32>,
    infos: HashMap<Rc<str>, ClassInfo>,
    hierarchy: &'h mut dyn Hierarchy,
}

/// The type name of the elements of array type `array` (`[[I` → `[I`,
/// `[Ljava/lang/String;` → `java/lang/String`), or `None` for primitive
/// elements.
pub fn element(array: &str) -> Option<&str> {
    let e = array.strip_prefix('[')?;
    match e.as_bytes().first() {
        Some(b'[') => Some(e),
        Some(b'L') => e.strip_prefix('L')?.strip_suffix(';'),
        _ => None,
    }
}

/// The array type with elements of type name `elem`.
pub fn array_of(elem: &str) -> String {
    if elem.starts_with('[') {
        format!("[{elem}")
    } else {
        format!("[L{elem};")
    }
}

/// The array type `newarray` makes for its operand `atype` (JVMS 6.5
/// newarray: 4 boolean … 11 long; decoding rejects other values).
pub fn newarray_type(atype: u8) -> &'static str {
    match atype {
        4 => "[Z",
        5 => "[C",
        6 => "[F",
        7 => "[D",
        8 => "[B",
        9 => "[S",
        10 => "[I",
        _ => "[J",
    }
}

/// The type name of a reference field descriptor (`Lx;` → `x`, arrays as
/// they are); `None` for primitive descriptors.
pub fn of_descriptor(desc: &str) -> Option<&str> {
    match desc.as_bytes().first() {
        Some(b'[') => Some(desc),
        Some(b'L') => desc.strip_prefix('L')?.strip_suffix(';'),
        _ => None,
    }
}

impl<'h> Types<'h> {
    /// An empty table over `hierarchy`.
    pub fn new(hierarchy: &'h mut dyn Hierarchy) -> Self {
        Types {
            names: Vec::new(),
            ids: HashMap::new(),
            infos: HashMap::new(),
            hierarchy,
        }
    }

    /// The id of type name `name`.
    pub fn id(&mut self, name: &str) -> u32 {
        if let Some(&id) = self.ids.get(name) {
            return id;
        }
        let rc: Rc<str> = name.into();
        let id = self.names.len() as u32;
        self.names.push(rc.clone());
        self.ids.insert(rc, id);
        id
    }

    /// The name of type id `id`.
    pub fn name(&self, id: u32) -> Rc<str> {
        self.names[id as usize].clone()
    }

    fn info(&mut self, name: &str) -> Result<ClassInfo, String> {
        if let Some(i) = self.infos.get(name) {
            return Ok(i.clone());
        }
        let i = self.hierarchy.lookup(name)?;
        self.infos.insert(name.into(), i.clone());
        Ok(i)
    }

    /// The superclass of class `name`.
    pub fn super_class(&mut self, name: &str) -> Result<Option<Rc<str>>, String> {
        Ok(self.info(name)?.super_class)
    }

    /// Whether a value of type `from` may be used where type `to` is
    /// expected (JVMS 4.10.1.2, interfaces as `Object`).
    pub fn assignable(&mut self, from: &str, to: &str) -> Result<bool, String> {
        if from == to || to == OBJECT {
            return Ok(true);
        }
        if to.starts_with('[') {
            if !from.starts_with('[') {
                return Ok(false);
            }
            return match (element(from), element(to)) {
                (Some(f), Some(t)) => self.assignable(f, t),
                _ => Ok(false), // different primitive elements, or primitive vs reference
            };
        }
        if self.info(to)?.interface {
            return Ok(true);
        }
        if from.starts_with('[') {
            return Ok(false);
        }
        let mut cur: Rc<str> = from.into();
        let mut steps = 0;
        while let Some(sup) = self.super_class(&cur)? {
            if &*sup == to {
                return Ok(true);
            }
            cur = sup;
            steps += 1;
            if steps > 10_000 {
                break;
            }
        }
        Ok(false)
    }

    /// The least common supertype of `a` and `b` (interfaces as `Object`).
    pub fn lub(&mut self, a: &str, b: &str) -> Result<String, String> {
        if a == b {
            return Ok(a.to_string());
        }
        match (a.starts_with('['), b.starts_with('[')) {
            (true, true) => {
                return Ok(match (element(a), element(b)) {
                    (Some(ea), Some(eb)) => array_of(&self.lub(ea, eb)?),
                    _ => OBJECT.to_string(),
                })
            }
            (false, false) => {}
            _ => return Ok(OBJECT.to_string()),
        }
        if self.info(a)?.interface || self.info(b)?.interface {
            return Ok(OBJECT.to_string());
        }
        let mut chain: Vec<Rc<str>> = vec![a.into()];
        while let Some(sup) = self.super_class(chain.last().expect("non-empty"))? {
            if chain.len() > 10_000 {
                break;
            }
            chain.push(sup);
        }
        let mut cur: Rc<str> = b.into();
        for _ in 0..10_000 {
            if chain.contains(&cur) {
                return Ok(cur.to_string());
            }
            match self.super_class(&cur)? {
                Some(sup) => cur = sup,
                None => break,
            }
        }
        Ok(OBJECT.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A hierarchy from a fixed list: (name, interface, superclass).
    struct Fixed(Vec<(&'static str, bool, Option<&'static str>)>);

    impl Hierarchy for Fixed {
        fn lookup(&mut self, name: &str) -> Result<ClassInfo, String> {
            self.0
                .iter()
                .find(|c| c.0 == name)
                .map(|c| ClassInfo {
                    interface: c.1,
                    super_class: c.2.map(Rc::from),
                })
                .ok_or_else(|| format!("no class {name}"))
        }
    }

    fn fixed() -> Fixed {
        Fixed(vec![
            (OBJECT, false, None),
            ("A", false, Some(OBJECT)),
            ("B", false, Some("A")),
            ("C", false, Some("A")),
            ("I", true, Some(OBJECT)),
        ])
    }

    #[test]
    fn assignability_follows_superclasses_arrays_and_interfaces() {
        let mut h = fixed();
        let mut t = Types::new(&mut h);
        assert!(t.assignable("B", "A").unwrap());
        assert!(!t.assignable("A", "B").unwrap());
        assert!(!t.assignable("B", "C").unwrap());
        assert!(t.assignable("B", "I").unwrap());
        assert!(t.assignable("[LB;", "[LA;").unwrap());
        assert!(t.assignable("[[LB;", "[Ljava/lang/Object;").unwrap());
        assert!(t.assignable("[I", OBJECT).unwrap());
        assert!(!t.assignable("[I", "[J").unwrap());
        assert!(!t.assignable("[I", "[Ljava/lang/Object;").unwrap());
        assert!(!t.assignable("[LA;", "A").unwrap());
        assert!(!t.assignable("A", "[LA;").unwrap());
        assert!(t.assignable("A", "Missing").is_err());
    }

    #[test]
    fn least_common_supertypes() {
        let mut h = fixed();
        let mut t = Types::new(&mut h);
        assert_eq!(t.lub("B", "C").unwrap(), "A");
        assert_eq!(t.lub("B", "A").unwrap(), "A");
        assert_eq!(t.lub("B", "I").unwrap(), OBJECT);
        assert_eq!(t.lub("[LB;", "[LC;").unwrap(), "[LA;");
        assert_eq!(t.lub("[I", "[J").unwrap(), OBJECT);
        assert_eq!(t.lub("[I", "A").unwrap(), OBJECT);
        assert_eq!(t.lub("[[I", "[LA;").unwrap(), "[Ljava/lang/Object;");
    }
}
