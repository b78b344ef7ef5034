//! `java.io.RandomAccessFile` natives: opening for read or read/write, and the file pointer
//! and length operations. Reads, writes and close reuse the `FileInputStream` /
//! `FileOutputStream` natives of `io.rs` (same descriptor table).

use super::io::{close, io_error, not_found, read_bytes, register_file, write_bytes};
use super::{arg_int, arg_string, Registry};
use crate::events::EventSink;
use crate::interp::{Interpreter, JThread};
use crate::runtime::{JResult, Throw};
use std::io::{Seek, SeekFrom};

pub(crate) fn register<S: EventSink>(m: &mut Registry<S>) {
    m.insert("java/io/RandomAccessFile.open0(Ljava/lang/String;Z)I", open);
    m.insert("java/io/RandomAccessFile.readBytes0(I[BII)I", read_bytes);
    m.insert("java/io/RandomAccessFile.writeBytes0(I[BII)V", write_bytes);
    m.insert("java/io/RandomAccessFile.close0(I)V", close);
    m.insert("java/io/RandomAccessFile.seek0(IJ)V", seek);
    m.insert("java/io/RandomAccessFile.getFilePointer0(I)J", position);
    m.insert("java/io/RandomAccessFile.length0(I)J", length);
    m.insert("java/io/RandomAccessFile.setLength0(IJ)V", set_length);
}

/// The open file behind `fd`, or `IOException("Stream Closed")` as HotSpot for a closed one.
fn file<S: EventSink>(vm: &mut Interpreter<S>, fd: i32) -> JResult<&mut std::fs::File> {
    vm.rt
        .files
        .get_mut(&fd)
        .ok_or_else(|| Throw::new("java/io/IOException", "Stream Closed"))
}

fn open<S: EventSink>(vm: &mut Interpreter<S>, _: &mut JThread, a: &[u64]) -> JResult<u64> {
    let path = arg_string(vm, a, 0)?;
    let write = a[1] != 0;
    // HotSpot refuses directories in every mode (open(2) alone accepts O_RDONLY on one).
    if std::path::Path::new(&path).is_dir() {
        return Err(Throw::new(
            "java/io/FileNotFoundException",
            format!("{path} (Is a directory)"),
        ));
    }
    let f = std::fs::OpenOptions::new()
        .read(true)
        .write(write)
        .create(write)
        .open(&path)
        .map_err(|e| not_found(&path, &e))?;
    Ok(register_file(vm, f))
}

fn seek<S: EventSink>(vm: &mut Interpreter<S>, _: &mut JThread, a: &[u64]) -> JResult<u64> {
    let pos = a[1];
    file(vm, arg_int(a, 0))?
        .seek(SeekFrom::Start(pos))
        .map_err(io_error)?;
    Ok(0)
}

fn position<S: EventSink>(vm: &mut Interpreter<S>, _: &mut JThread, a: &[u64]) -> JResult<u64> {
    file(vm, arg_int(a, 0))?.stream_position().map_err(io_error)
}

fn length<S: EventSink>(vm: &mut Interpreter<S>, _: &mut JThread, a: &[u64]) -> JResult<u64> {
    Ok(file(vm, arg_int(a, 0))?.metadata().map_err(io_error)?.len())
}

/// Truncates or extends the file; a pointer past the new end moves to it (as the JDK does).
fn set_length<S: EventSink>(vm: &mut Interpreter<S>, _: &mut JThread, a: &[u64]) -> JResult<u64> {
    let len = a[1];
    let f = file(vm, arg_int(a, 0))?;
    let pos = f.stream_position().map_err(io_error)?;
    f.set_len(len).map_err(io_error)?;
    f.seek(SeekFrom::Start(pos.min(len))).map_err(io_error)?;
    Ok(0)
}
