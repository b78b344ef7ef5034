//! `java.io.File` natives: queries and changes on the file system.

use super::{arg_string, Registry};
use crate::events::EventSink;
use crate::interp::{Interpreter, JThread};
use crate::runtime::{JResult, Throw};
use std::os::unix::fs::PermissionsExt;
use std::path::{Component, Path, PathBuf};

macro_rules! path_query {
    ($m:ident, $name:literal, $ret:literal, $f:expr) => {
        $m.insert(
            concat!("java/io/File.", $name, "(Ljava/lang/String;)", $ret),
            |vm, _, a| {
                let p = arg_string(vm, a, 0)?;
                let f: fn(&Path) -> u64 = $f;
                Ok(f(Path::new(&p)))
            },
        );
    };
}

fn access(path: &Path, mode: libc_mode::Mode) -> bool {
    let Ok(md) = std::fs::metadata(path) else {
        return false;
    };
    let bits = md.permissions().mode();
    // rjvm runs as whoever runs it; approximate access(2) by the owner bits
    // when we own the file, else by the "other" bits, with root reading and
    // writing everything.
    let is_root = std::env::var("USER").map(|u| u == "root").unwrap_or(false)
        || std::env::var("HOME").map(|h| h == "/root").unwrap_or(false);
    match mode {
        libc_mode::Mode::Read | libc_mode::Mode::Write if is_root => true,
        libc_mode::Mode::Exec if is_root => bits & 0o111 != 0 || md.is_dir(),
        m => bits & (m.bit() << 6) != 0,
    }
}

mod libc_mode {
    #[derive(Clone, Copy)]
    pub enum Mode {
        Read,
        Write,
        Exec,
    }
    impl Mode {
        pub fn bit(self) -> u32 {
            match self {
                Mode::Read => 4,
                Mode::Write => 2,
                Mode::Exec => 1,
            }
        }
    }
}

pub(crate) fn register<S: EventSink>(m: &mut Registry<S>) {
    use libc_mode::Mode;
    path_query!(m, "exists0", "Z", |p| u64::from(p.exists()));
    path_query!(m, "isDirectory0", "Z", |p| u64::from(p.is_dir()));
    path_query!(m, "isFile0", "Z", |p| u64::from(p.is_file()));
    path_query!(m, "canRead0", "Z", |p| u64::from(access(p, Mode::Read)));
    path_query!(m, "canWrite0", "Z", |p| u64::from(access(p, Mode::Write)));
    path_query!(m, "canExecute0", "Z", |p| u64::from(access(p, Mode::Exec)));
    path_query!(m, "length0", "J", |p| std::fs::metadata(p)
        .map_or(0, |m| m.len()));
    path_query!(m, "lastModified0", "J", |p| {
        std::fs::metadata(p)
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
            .map_or(0, |d| d.as_millis() as u64)
    });
    path_query!(m, "delete0", "Z", |p| {
        let r = if p.is_dir() {
            std::fs::remove_dir(p)
        } else {
            std::fs::remove_file(p)
        };
        u64::from(r.is_ok())
    });
    path_query!(m, "mkdir0", "Z", |p| u64::from(
        std::fs::create_dir(p).is_ok()
    ));
    m.insert(
        "java/io/File.createNewFile0(Ljava/lang/String;)Z",
        create_new_file,
    );
    m.insert(
        "java/io/File.rename0(Ljava/lang/String;Ljava/lang/String;)Z",
        |vm, _, a| {
            let from = arg_string(vm, a, 0)?;
            let to = arg_string(vm, a, 1)?;
            Ok(u64::from(std::fs::rename(from, to).is_ok()))
        },
    );
    m.insert(
        "java/io/File.list0(Ljava/lang/String;)[Ljava/lang/String;",
        list,
    );
    m.insert(
        "java/io/File.canonicalize0(Ljava/lang/String;)Ljava/lang/String;",
        canonicalize,
    );
}

fn create_new_file<S: EventSink>(
    vm: &mut Interpreter<S>,
    _: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    let p = arg_string(vm, a, 0)?;
    match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&p)
    {
        Ok(_) => Ok(1),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(0),
        Err(e) => {
            let msg = match e.kind() {
                std::io::ErrorKind::NotFound => "No such file or directory".to_string(),
                std::io::ErrorKind::PermissionDenied => "Permission denied".to_string(),
                _ => e.to_string(),
            };
            Err(Throw::new("java/io/IOException", msg))
        }
    }
}

fn list<S: EventSink>(vm: &mut Interpreter<S>, _: &mut JThread, a: &[u64]) -> JResult<u64> {
    let p = arg_string(vm, a, 0)?;
    let Ok(rd) = std::fs::read_dir(&p) else {
        return Ok(0);
    };
    let names: Vec<String> = rd
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    Ok(u64::from(super::string_array(vm, &names)?))
}

/// Absolute, `.`/`..`-free path with symlinks resolved for the longest
/// existing prefix.
fn canonical(path: &str) -> PathBuf {
    let abs = std::env::current_dir()
        .map(|d| d.join(path))
        .unwrap_or_else(|_| PathBuf::from(path));
    let mut norm = PathBuf::new();
    for c in abs.components() {
        match c {
            Component::ParentDir => {
                norm.pop();
            }
            Component::CurDir => {}
            other => norm.push(other),
        }
    }
    let mut prefix = norm.clone();
    let mut rest = Vec::new();
    loop {
        if let Ok(real) = std::fs::canonicalize(&prefix) {
            let mut out = real;
            for r in rest.iter().rev() {
                out.push(r);
            }
            return out;
        }
        match (
            prefix.file_name().map(|f| f.to_os_string()),
            prefix.parent(),
        ) {
            (Some(name), Some(parent)) => {
                rest.push(name);
                prefix = parent.to_path_buf();
            }
            _ => return norm,
        }
    }
}

fn canonicalize<S: EventSink>(vm: &mut Interpreter<S>, _: &mut JThread, a: &[u64]) -> JResult<u64> {
    let p = arg_string(vm, a, 0)?;
    let c = canonical(&p);
    Ok(u64::from(vm.rt.new_string(&c.display().to_string())?))
}
