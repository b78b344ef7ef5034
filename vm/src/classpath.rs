//! Where class files come from: directories and jars on the class path.
//! (rjvm's own library is looked up first, by the loader, from the
//! `classlib-shim` crate.)

use std::cell::RefCell;
use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};

/// One class-path entry.
enum Entry {
    Dir(PathBuf),
    Jar(PathBuf, RefCell<zip::ZipArchive<File>>),
    /// Classes compiled into the binary: (binary name, bytes), sorted.
    Embedded(&'static str, &'static [(&'static str, &'static [u8])]),
}

/// Classes compiled into the binary: (binary name, class-file bytes), sorted by name.
pub type ClassTable = &'static [(&'static str, &'static [u8])];

include!(concat!(env!("OUT_DIR"), "/workloads.rs"));

/// An embedded workload: its main class and its classes.
#[derive(Debug, Clone, Copy)]
pub struct EmbeddedWorkload {
    /// Workload name (`sample`, …).
    pub name: &'static str,
    /// Main class, with dots.
    pub main_class: &'static str,
    classes: &'static [(&'static str, &'static [u8])],
}

/// Every workload compiled into the binary.
pub fn embedded_workloads() -> impl Iterator<Item = EmbeddedWorkload> {
    WORKLOADS
        .iter()
        .map(|&(name, main_class, classes)| EmbeddedWorkload {
            name,
            main_class,
            classes,
        })
}

/// An ordered list of directories and jars.
#[derive(Default)]
pub struct Classpath {
    entries: Vec<Entry>,
}

impl std::fmt::Debug for Classpath {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<_> = self
            .entries
            .iter()
            .map(|e| match e {
                Entry::Dir(p) | Entry::Jar(p, _) => p.display().to_string(),
                Entry::Embedded(name, _) => format!("<embedded {name}>"),
            })
            .collect();
        f.debug_list().entries(names).finish()
    }
}

/// What a jar's `META-INF/MANIFEST.MF` says about launching it.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Manifest {
    /// `Main-Class`, with dots.
    pub main_class: Option<String>,
    /// `Class-Path` entries, relative to the jar's directory.
    pub class_path: Vec<String>,
}

impl Classpath {
    /// Builds a class path from a `:`-separated list. Entries that do not
    /// exist are skipped, as `java` does.
    pub fn parse(spec: &str) -> Classpath {
        let mut cp = Classpath::default();
        for part in spec.split(':') {
            let part = if part.is_empty() { "." } else { part };
            cp.add(Path::new(part));
        }
        cp
    }

    /// Appends a directory or jar; returns whether it could be opened.
    pub fn add(&mut self, path: &Path) -> bool {
        if path.is_dir() {
            self.entries.push(Entry::Dir(path.to_path_buf()));
            return true;
        }
        match File::open(path)
            .ok()
            .and_then(|f| zip::ZipArchive::new(f).ok())
        {
            Some(z) => {
                self.entries
                    .push(Entry::Jar(path.to_path_buf(), RefCell::new(z)));
                true
            }
            None => false,
        }
    }

    /// Appends the classes of an embedded workload.
    pub fn add_embedded(&mut self, w: EmbeddedWorkload) {
        self.entries.push(Entry::Embedded(w.name, w.classes));
    }

    /// Reads the class file for binary name `name` (with `/`), if present.
    pub fn find(&self, name: &str) -> Option<Vec<u8>> {
        let rel = format!("{name}.class");
        for e in &self.entries {
            match e {
                Entry::Dir(d) => {
                    if let Ok(bytes) = std::fs::read(d.join(&rel)) {
                        return Some(bytes);
                    }
                }
                Entry::Embedded(_, classes) => {
                    if let Ok(i) = classes.binary_search_by(|(n, _)| (*n).cmp(name)) {
                        return Some(classes[i].1.to_vec());
                    }
                }
                Entry::Jar(_, z) => {
                    let mut z = z.borrow_mut();
                    let found = match z.by_name(&rel) {
                        Ok(mut f) => {
                            let mut buf = Vec::with_capacity(f.size() as usize);
                            f.read_to_end(&mut buf).ok().map(|_| buf)
                        }
                        Err(_) => None,
                    };
                    if found.is_some() {
                        return found;
                    }
                }
            }
        }
        None
    }
}

/// Reads the manifest of a jar. Errors are messages for the launcher.
pub fn read_manifest(jar: &Path) -> Result<Manifest, String> {
    let file =
        File::open(jar).map_err(|_| format!("Unable to access jarfile {}", jar.display()))?;
    let mut z = zip::ZipArchive::new(file)
        .map_err(|_| format!("Invalid or corrupt jarfile {}", jar.display()))?;
    let mut text = String::new();
    match z.by_name("META-INF/MANIFEST.MF") {
        Ok(mut f) => {
            f.read_to_string(&mut text)
                .map_err(|_| format!("Invalid or corrupt jarfile {}", jar.display()))?;
        }
        Err(_) => return Ok(Manifest::default()),
    }
    Ok(parse_manifest(&text))
}

/// Parses manifest text (with 72-byte continuation lines).
pub fn parse_manifest(text: &str) -> Manifest {
    let mut lines: Vec<String> = Vec::new();
    for raw in text.lines() {
        let raw = raw.trim_end_matches('\r');
        if let Some(cont) = raw.strip_prefix(' ') {
            if let Some(last) = lines.last_mut() {
                last.push_str(cont);
                continue;
            }
        }
        lines.push(raw.to_string());
    }
    let mut m = Manifest::default();
    for line in lines {
        if let Some((k, v)) = line.split_once(':') {
            let v = v.trim();
            match k.trim() {
                "Main-Class" => m.main_class = Some(v.to_string()),
                "Class-Path" => m.class_path = v.split_whitespace().map(String::from).collect(),
                _ => {}
            }
        }
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manifest_with_continuations() {
        let m = parse_manifest(
            "Manifest-Version: 1.0\r\nMain-Class: com.example.Ma\r\n in\r\nClass-Path: a.jar lib/b.jar\r\n\r\n",
        );
        assert_eq!(m.main_class.as_deref(), Some("com.example.Main"));
        assert_eq!(m.class_path, vec!["a.jar", "lib/b.jar"]);
    }
}
