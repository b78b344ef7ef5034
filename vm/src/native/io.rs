//! `java.io` natives: file descriptors for standard streams and files.

use super::{arg_int, arg_ref, arg_string, byte_array, int, Registry};
use crate::events::EventSink;
use crate::heap::Body;
use crate::interp::{Interpreter, JThread};
use crate::runtime::{JResult, Throw};
use std::io::{Read, Seek, SeekFrom, Write};

pub(crate) fn register<S: EventSink>(m: &mut Registry<S>) {
    m.insert(
        "java/io/FileOutputStream.open0(Ljava/lang/String;Z)I",
        open_out,
    );
    m.insert("java/io/FileOutputStream.writeBytes0(I[BII)V", write_bytes);
    m.insert("java/io/FileOutputStream.close0(I)V", close);
    m.insert(
        "java/io/FileInputStream.open0(Ljava/lang/String;)I",
        open_in,
    );
    m.insert("java/io/FileInputStream.readBytes0(I[BII)I", read_bytes);
    m.insert("java/io/FileInputStream.available0(I)I", available);
    m.insert("java/io/FileInputStream.skip0(IJ)J", skip);
    m.insert("java/io/FileInputStream.close0(I)V", close);
}

/// The OS's text for an error, as HotSpot prints it (without Rust's " (os error N)" suffix).
fn strerror(e: &std::io::Error) -> String {
    let mut text = e.to_string();
    if let Some(i) = text.rfind(" (os error ") {
        text.truncate(i);
    }
    text
}

/// `IOException(strerror)`.
pub(super) fn io_error(e: std::io::Error) -> Throw {
    Throw::new("java/io/IOException", strerror(&e))
}

pub(super) fn not_found(path: &str, e: &std::io::Error) -> Throw {
    let why = match e.kind() {
        std::io::ErrorKind::NotFound => "No such file or directory".to_string(),
        std::io::ErrorKind::PermissionDenied => "Permission denied".to_string(),
        _ if std::path::Path::new(path).is_dir() => "Is a directory".to_string(),
        _ => strerror(e),
    };
    Throw::new("java/io/FileNotFoundException", format!("{path} ({why})"))
}

pub(super) fn register_file<S: EventSink>(vm: &mut Interpreter<S>, f: std::fs::File) -> u64 {
    let fd = vm.rt.next_fd;
    vm.rt.next_fd += 1;
    vm.rt.files.insert(fd, f);
    int(fd)
}

fn open_out<S: EventSink>(vm: &mut Interpreter<S>, _: &mut JThread, a: &[u64]) -> JResult<u64> {
    let path = arg_string(vm, a, 0)?;
    let append = a[1] != 0;
    let f = std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .append(append)
        .truncate(!append)
        .open(&path)
        .map_err(|e| not_found(&path, &e))?;
    Ok(register_file(vm, f))
}

fn open_in<S: EventSink>(vm: &mut Interpreter<S>, _: &mut JThread, a: &[u64]) -> JResult<u64> {
    let path = arg_string(vm, a, 0)?;
    if std::path::Path::new(&path).is_dir() {
        return Err(Throw::new(
            "java/io/FileNotFoundException",
            format!("{path} (Is a directory)"),
        ));
    }
    let f = std::fs::File::open(&path).map_err(|e| not_found(&path, &e))?;
    Ok(register_file(vm, f))
}

pub(super) fn write_bytes<S: EventSink>(
    vm: &mut Interpreter<S>,
    _: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    let fd = arg_int(a, 0);
    let (off, len) = (arg_int(a, 2), arg_int(a, 3));
    let bytes = byte_array(vm, arg_ref(a, 1))?;
    if off < 0 || len < 0 || off as usize + len as usize > bytes.len() {
        return Err(Throw::New {
            class: "java/lang/IndexOutOfBoundsException",
            message: None,
        });
    }
    let data: Vec<u8> = bytes[off as usize..(off + len) as usize]
        .iter()
        .map(|&b| b as u8)
        .collect();
    match fd {
        1 => vm.rt.write_stdout(&data),
        2 => vm.rt.write_stderr(&data),
        _ => {
            let f = vm
                .rt
                .files
                .get_mut(&fd)
                .ok_or_else(|| Throw::new("java/io/IOException", "Stream Closed"))?;
            f.write_all(&data).map_err(io_error)?;
        }
    }
    Ok(0)
}

pub(super) fn read_bytes<S: EventSink>(
    vm: &mut Interpreter<S>,
    _: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    let fd = arg_int(a, 0);
    let arr = arg_ref(a, 1);
    let (off, len) = (arg_int(a, 2), arg_int(a, 3));
    let cap = byte_array(vm, arr)?.len();
    if off < 0 || len < 0 || off as usize + len as usize > cap {
        return Err(Throw::New {
            class: "java/lang/IndexOutOfBoundsException",
            message: None,
        });
    }
    if len == 0 {
        return Ok(0);
    }
    vm.rt.flush_stdout();
    let mut buf = vec![0u8; len as usize];
    let n = match fd {
        0 => std::io::stdin().read(&mut buf).map_err(io_error)?,
        _ => vm
            .rt
            .files
            .get_mut(&fd)
            .ok_or_else(|| Throw::new("java/io/IOException", "Stream Closed"))?
            .read(&mut buf)
            .map_err(io_error)?,
    };
    if n == 0 {
        return Ok(int(-1));
    }
    if let Body::Bytes(b) = &mut vm.rt.heap.get_mut(arr).body {
        for (d, s) in b[off as usize..off as usize + n].iter_mut().zip(&buf) {
            *d = *s as i8;
        }
    }
    Ok(int(n as i32))
}

fn available<S: EventSink>(vm: &mut Interpreter<S>, _: &mut JThread, a: &[u64]) -> JResult<u64> {
    let fd = arg_int(a, 0);
    let Some(f) = vm.rt.files.get_mut(&fd) else {
        return Ok(0);
    };
    let pos = f.stream_position().map_err(io_error)?;
    let len = f.metadata().map_err(io_error)?.len();
    Ok(int(len.saturating_sub(pos).min(i32::MAX as u64) as i32))
}

fn skip<S: EventSink>(vm: &mut Interpreter<S>, _: &mut JThread, a: &[u64]) -> JResult<u64> {
    let fd = arg_int(a, 0);
    let n = a[1] as i64;
    let Some(f) = vm.rt.files.get_mut(&fd) else {
        return Ok(0);
    };
    let pos = f.stream_position().map_err(io_error)?;
    let len = f.metadata().map_err(io_error)?.len() as i64;
    let target = (pos as i64 + n.max(0)).min(len);
    f.seek(SeekFrom::Start(target as u64)).map_err(io_error)?;
    Ok((target - pos as i64) as u64)
}

pub(super) fn close<S: EventSink>(
    vm: &mut Interpreter<S>,
    _: &mut JThread,
    a: &[u64],
) -> JResult<u64> {
    let fd = arg_int(a, 0);
    if fd > 2 {
        vm.rt.files.remove(&fd);
    }
    Ok(0)
}
