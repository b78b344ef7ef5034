//! Limits: `-Xmx` (OutOfMemoryError), `-Xss` (StackOverflowError), huge and
//! negative array sizes, a thousand threads, a trace path that cannot be
//! written (a clear error before the program starts) and a disk that fills
//! while the trace is written, or a file size limit reached (the program is
//! stopped, the trace keeps its complete blocks, a message names the file,
//! the blocks kept and the bytes written, the exit status is 74).

mod common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::{Arc, Mutex, OnceLock};

const SOURCES: &[(&str, &str)] = &[
    (
        "Hog",
        r#"
public class Hog {
    public static void main(String[] a) {
        java.util.ArrayList<long[]> keep = new java.util.ArrayList<>();
        if (a.length > 0) {
            try { while (true) keep.add(new long[1 << 12]); }
            catch (OutOfMemoryError e) { int n = keep.size(); keep = null; System.out.println("caught " + e.getMessage() + " " + (n > 10)); }
            long[] again = new long[1 << 12];
            System.out.println("survived " + again.length);
            return;
        }
        while (true) keep.add(new long[1 << 12]);
    }
}
"#,
    ),
    (
        "Deep",
        r#"
public class Deep {
    static int depth;
    static void down() { depth++; down(); }
    public static void main(String[] a) {
        if (a.length > 0) { down(); }
        try { down(); } catch (StackOverflowError e) { System.out.println("depth " + depth); }
        depth = 0;
        try { down(); } catch (StackOverflowError e) { System.out.println("again " + depth); }
    }
}
"#,
    ),
    (
        "Arrays",
        r#"
public class Arrays {
    static void t(String what, Runnable r) {
        try { r.run(); System.out.println(what + " ok"); }
        catch (Throwable e) { System.out.println(what + " " + e); }
    }
    public static void main(String[] a) {
        t("int[-1]", () -> { int[] x = new int[-1]; });
        t("Object[MIN]", () -> { Object[] x = new Object[Integer.MIN_VALUE]; });
        t("int[2][-3]", () -> { int[][] x = new int[2][-3]; });
        t("int[-2][3]", () -> { int[][] x = new int[-2][3]; });
        t("int[MAX]", () -> { int[] x = new int[Integer.MAX_VALUE]; });
        t("int[MAX-1]", () -> { int[] x = new int[Integer.MAX_VALUE - 1]; });
        t("int[MAX-2]", () -> { int[] x = new int[Integer.MAX_VALUE - 2]; });
        t("byte[MAX]", () -> { byte[] x = new byte[Integer.MAX_VALUE]; });
        t("char[MAX-1]", () -> { char[] x = new char[Integer.MAX_VALUE - 1]; });
        t("long[MAX-2]", () -> { long[] x = new long[Integer.MAX_VALUE - 2]; });
        t("Object[MAX]", () -> { Object[] x = new Object[Integer.MAX_VALUE]; });
        t("int[MAX][MAX]", () -> { int[][] x = new int[Integer.MAX_VALUE][Integer.MAX_VALUE]; });
        t("int[1<<28]", () -> { int[] x = new int[1 << 28]; });
        t("copyOf MAX", () -> { int[] x = java.util.Arrays.copyOf(new int[1], Integer.MAX_VALUE); });
        t("int[1000]", () -> { int[] x = new int[1000]; });
        System.out.println("survived");
    }
}
"#,
    ),
    (
        "Many",
        r#"
public class Many {
    static int counter;
    static synchronized void bump(int by) { counter += by; }
    public static void main(String[] a) throws Exception {
        int n = 1000;
        Thread[] ts = new Thread[n];
        final long[] seen = new long[n];
        for (int i = 0; i < n; i++) {
            final int id = i;
            ts[i] = new Thread(() -> { for (int k = 0; k < 10; k++) bump(id); seen[id] = Thread.currentThread().getId(); });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        int alive = 0;
        for (Thread t : ts) if (t.isAlive()) alive++;
        java.util.HashSet<Long> ids = new java.util.HashSet<>();
        for (long s : seen) ids.add(s);
        System.out.println("counter " + counter + " alive " + alive + " distinct " + ids.size());
    }
}
"#,
    ),
    // `Chatty`'s uncompressed trace is about 16 MiB: 1 MiB blocks, and the
    // trace writer has at most 4 blocks in flight, so a disk that fills
    // within its first 3 MiB is always noticed (the interpreter waits for
    // the writer, which has failed and raised the stop flag) more than
    // 8 MiB of trace before the program could end: the stop these tests
    // check does not depend on how the writer thread is scheduled.
    (
        "Chatty",
        r#"
public class Chatty {
    int v, w;
    public static void main(String[] a) {
        System.out.println("started");
        long s = 0;
        // (Objects from an array: field accesses the trace's rule of
        // known field objects cannot leave out, so the trace grows.)
        Chatty[] cs = { new Chatty(), new Chatty() };
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 1200000; i++) { cs[i & 1].v += i % 7; cs[i & 1].w ^= i; s += i % 7; if (i % 97 == 0) { sb.setLength(0); sb.append(i).append('x'); s += sb.length(); } }
        System.out.println("done " + (s + cs[0].v + cs[1].w));
    }
}
"#,
    ),
];

fn classes() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| common::compile("limits", SOURCES))
}

fn rjvm(args: &[&str]) -> Output {
    common::rjvm(classes(), args)
}

fn java(args: &[&str]) -> Option<Output> {
    Command::new("java")
        .arg("-cp")
        .arg(classes())
        .args(args)
        .output()
        .ok()
        .filter(|o| o.status.code().is_some())
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn xmx_exhausted_is_out_of_memory_error() {
    let out = rjvm(&["-Xmx8m", "Hog"]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.starts_with(
            "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space\n"
        ),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"));
    // Caught, the program goes on once the garbage is gone.
    let out = rjvm(&["-Xmx8m", "Hog", "catch"]);
    assert_eq!(
        text(&out.stdout),
        "caught Java heap space true\nsurvived 4096\n"
    );
    assert_eq!(out.status.code(), Some(0));
    if let Some(h) = java(&["-Xmx8m", "Hog", "catch"]) {
        assert_eq!(text(&h.stdout), text(&out.stdout));
    }
}

fn depth(out: &Output) -> u64 {
    let s = text(&out.stdout);
    let first = s.lines().next().unwrap_or_default();
    first
        .strip_prefix("depth ")
        .and_then(|d| d.parse().ok())
        .unwrap_or_else(|| panic!("{s} {}", text(&out.stderr)))
}

#[test]
fn xss_bounds_recursion_with_stack_overflow_error() {
    let small = rjvm(&["-Xss256k", "Deep"]);
    let large = rjvm(&["-Xss8m", "Deep"]);
    assert_eq!(small.status.code(), Some(0), "{}", text(&small.stderr));
    let (a, b) = (depth(&small), depth(&large));
    assert!(a > 100 && b > 4 * a, "-Xss256k: {a}, -Xss8m: {b}");
    // The same depth again: nothing leaked from the first overflow.
    assert_eq!(
        text(&small.stdout).lines().nth(1),
        Some(format!("again {a}").as_str())
    );
    // Uncaught: HotSpot's report and status 1.
    let out = rjvm(&["-Xss256k", "Deep", "uncaught"]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr.starts_with("Exception in thread \"main\" java.lang.StackOverflowError\n"),
        "{}",
        &stderr[..stderr.len().min(300)]
    );
    assert!(!stderr.contains("panicked"));
}

const ARRAYS_OUT: &str = "\
int[-1] java.lang.NegativeArraySizeException: -1
Object[MIN] java.lang.NegativeArraySizeException: -2147483648
int[2][-3] java.lang.NegativeArraySizeException: -3
int[-2][3] java.lang.NegativeArraySizeException: -2
int[MAX] java.lang.OutOfMemoryError: Requested array size exceeds VM limit
int[MAX-1] java.lang.OutOfMemoryError: Requested array size exceeds VM limit
int[MAX-2] java.lang.OutOfMemoryError: Java heap space
byte[MAX] java.lang.OutOfMemoryError: Requested array size exceeds VM limit
char[MAX-1] java.lang.OutOfMemoryError: Requested array size exceeds VM limit
long[MAX-2] java.lang.OutOfMemoryError: Java heap space
Object[MAX] java.lang.OutOfMemoryError: Requested array size exceeds VM limit
int[MAX][MAX] java.lang.OutOfMemoryError: Requested array size exceeds VM limit
int[1<<28] java.lang.OutOfMemoryError: Java heap space
copyOf MAX java.lang.OutOfMemoryError: Requested array size exceeds VM limit
int[1000] ok
survived
";

#[test]
fn huge_and_negative_array_sizes_as_hotspot() {
    let out = rjvm(&["-Xmx64m", "Arrays"]);
    assert_eq!(text(&out.stdout), ARRAYS_OUT, "{}", text(&out.stderr));
    assert_eq!(out.status.code(), Some(0));
    if let Some(h) = java(&["-Xmx64m", "Arrays"]) {
        assert_eq!(text(&h.stdout), ARRAYS_OUT, "HotSpot disagrees");
    }
}

#[test]
fn a_thousand_threads_are_created_and_joined() {
    let start = std::time::Instant::now();
    let out = rjvm(&["Many"]);
    assert_eq!(
        text(&out.stdout),
        "counter 4995000 alive 0 distinct 1000\n",
        "{}",
        text(&out.stderr)
    );
    assert_eq!(out.status.code(), Some(0));
    assert!(start.elapsed().as_secs() < 60);
}

#[test]
fn an_unwritable_trace_path_fails_before_the_program_starts() {
    for (path, why) in [
        ("/nonexistent/dir/x.step", "No such file or directory"),
        ("/", "Is a directory"),
    ] {
        let out = rjvm(&["-trace", path, "Chatty"]);
        assert_eq!(out.status.code(), Some(1));
        assert_eq!(text(&out.stdout), "", "the program must not run");
        let stderr = text(&out.stderr);
        assert!(
            stderr.starts_with(&format!("Error: cannot write trace {path}: {why}")),
            "{stderr}"
        );
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
    }
}

/// Checks a trace cut short by a full disk: every complete block reads,
/// then the file ends (no damaged block); returns the records read.
fn check_cut_trace(bytes: &[u8]) -> usize {
    let mut r =
        rjvm::step::TraceReader::new(bytes, tracer::format::ReadOptions::default()).unwrap();
    let mut n = 0;
    loop {
        match r.next_record() {
            Ok(Some(_)) => n += 1,
            Ok(None) => panic!("a cut trace cannot have a trailer"),
            Err(tracer::format::FormatError::Truncated { .. }) => return n,
            Err(e) => panic!("after {n} records: {e}"),
        }
    }
}

/// Checks rjvm's report of a trace write that failed with `error` during
/// the run: exit status 74, the program stopped (it never printed "done"),
/// one line naming the file, the error, the complete blocks kept and the
/// bytes written. Returns (blocks, bytes) from the message.
fn assert_stopped_report(out: &Output, path: &str, error: &str) -> (u64, u64) {
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(74), "{stderr}");
    assert_eq!(text(&out.stdout), "started\n", "the run was not stopped");
    assert!(!stderr.contains("panicked"));
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    let rest = stderr
        .strip_prefix(&format!("Error: writing trace {path}: "))
        .unwrap_or_else(|| panic!("{stderr}"));
    assert!(rest.contains(error), "{stderr}");
    assert!(
        rest.contains("; the program was stopped at bytecode "),
        "{stderr}"
    );
    let kept = rest
        .split("; the file keeps ")
        .nth(1)
        .unwrap_or_else(|| panic!("{stderr}"));
    let mut words = kept.split_whitespace();
    let blocks: u64 = words.next().unwrap().parse().unwrap();
    assert_eq!(words.next(), Some("complete"));
    assert_eq!(words.next(), Some("blocks"));
    let bytes: u64 = words
        .next()
        .unwrap()
        .trim_start_matches('(')
        .parse()
        .unwrap();
    assert_eq!(words.collect::<Vec<_>>(), ["bytes", "written)"]);
    (blocks, bytes)
}

/// The blocks of a cut trace: every complete block reads, and the reader's
/// error is "truncated after block N" with N the number read.
fn complete_blocks(bytes: &[u8]) -> u64 {
    let mut r = tracer::format::Reader::new(bytes, tracer::format::ReadOptions::default()).unwrap();
    let mut n = 0;
    loop {
        match r.skip_block() {
            Ok(Some(_)) => n += 1,
            Ok(None) => panic!("a cut trace cannot have a trailer"),
            Err(tracer::format::FormatError::Truncated { after_block, .. }) => {
                assert_eq!(after_block, n);
                return n;
            }
            Err(e) => panic!("after {n} blocks: {e}"),
        }
    }
}

#[test]
fn a_full_disk_stops_the_trace_cleanly() {
    if !Path::new("/dev/full").exists() {
        eprintln!("no /dev/full: skipped");
        return;
    }
    let out = rjvm(&[
        "-trace",
        "/dev/full",
        "-trace-compression",
        "none",
        "Chatty",
    ]);
    let (blocks, bytes) = assert_stopped_report(&out, "/dev/full", "No space left on device");
    assert_eq!((blocks, bytes), (0, 0), "/dev/full keeps nothing");
}

/// A tmpfs of 2.5 MiB (the uncompressed trace of `Chatty` is about
/// 16 MiB), if this process may mount one (root in a container
/// usually may); unmounted on drop.
struct SmallFs(PathBuf);

impl SmallFs {
    fn mount() -> Option<SmallFs> {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("limits-smallfs");
        std::fs::create_dir_all(&dir).ok()?;
        let ok = Command::new("mount")
            .args(["-t", "tmpfs", "-o", "size=2560k", "tmpfs"])
            .arg(&dir)
            .stderr(std::process::Stdio::null())
            .status()
            .ok()?
            .success();
        ok.then_some(SmallFs(dir))
    }
}

impl Drop for SmallFs {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(&self.0).status();
    }
}

#[test]
fn a_disk_that_fills_during_the_run_keeps_complete_blocks() {
    let Some(fs) = SmallFs::mount() else {
        eprintln!("cannot mount a small tmpfs: skipped (see the injected-writer test)");
        return;
    };
    let path = fs.0.join("t.step");
    let p = path.to_str().unwrap();
    let out = rjvm(&["-trace", p, "-trace-compression", "none", "Chatty"]);
    let (blocks, written) = assert_stopped_report(&out, p, "No space left on device");
    let bytes = std::fs::read(&path).unwrap();
    assert!(bytes.len() > 2 * 1024 * 1024, "the disk was not filled");
    assert_eq!(written, bytes.len() as u64);
    assert_eq!(blocks, complete_blocks(&bytes));
    let n = check_cut_trace(&bytes);
    assert!(n > 1000, "only {n} records kept");
}

/// A writer that accepts `room` bytes and then fails as a full disk does.
#[derive(Clone)]
struct FillingDisk {
    data: Arc<Mutex<Vec<u8>>>,
    room: usize,
}

impl Write for FillingDisk {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let mut d = self.data.lock().unwrap();
        let left = self.room - d.len();
        if left == 0 {
            return Err(std::io::Error::from_raw_os_error(28)); // ENOSPC
        }
        let n = buf.len().min(left);
        d.extend_from_slice(&buf[..n]);
        Ok(n)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn a_file_size_limit_stops_the_run_keeping_complete_blocks() {
    // Without root: RLIMIT_FSIZE makes writes past 1.5 MB fail with EFBIG
    // (rjvm ignores SIGXFSZ, which would kill it); the uncompressed trace
    // of `Chatty` is about 16 MiB, so the run is stopped early.
    use std::os::unix::process::CommandExt;
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("limits-fsize");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("t.step");
    let p = path.to_str().unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_rjvm"));
    cmd.args(["-cp", classes().to_str().unwrap()]).args([
        "-trace",
        p,
        "-trace-compression",
        "none",
        "Chatty",
    ]);
    // SAFETY: runs in the child between fork and exec; setrlimit is
    // async-signal-safe and touches no memory of the parent.
    unsafe {
        cmd.pre_exec(|| {
            let lim = libc::rlimit {
                rlim_cur: 1_500_000,
                rlim_max: 1_500_000,
            };
            if libc::setrlimit(libc::RLIMIT_FSIZE, &lim) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let out = cmd.output().unwrap();
    let (blocks, written) = assert_stopped_report(&out, p, "File too large");
    let bytes = std::fs::read(&path).unwrap();
    assert_eq!(bytes.len(), 1_500_000);
    assert_eq!(written, 1_500_000);
    assert!(blocks >= 1, "no complete block kept");
    assert_eq!(blocks, complete_blocks(&bytes));
    let n = check_cut_trace(&bytes);
    assert!(n > 1000, "only {n} records kept");
}

#[test]
fn an_injected_filling_writer_keeps_complete_blocks() {
    // The same through the library: a sink over a writer that fills up.
    let disk = FillingDisk {
        data: Arc::default(),
        room: 2560 * 1024,
    };
    let opts = rjvm::trace::TraceOptions {
        compression: tracer::format::Compression::None,
        ..Default::default()
    };
    let stop = rjvm::stop::StopFlag::default();
    let out = rjvm::stop::RaiseOnError::new(disk.clone(), stop.clone());
    let sink = rjvm::trace::StepSink::new(out, opts).unwrap();
    let launch = rjvm::launch::Launch {
        classpath: Some(classes().display().to_string()),
        main_class: Some("Chatty".into()),
        ..Default::default()
    };
    let (code, vm) = rjvm::launch::run_with_sink_until(&launch, sink, Some(stop.clone()));
    assert_eq!(
        code,
        rjvm::interp::sched::STOPPED,
        "the run was not stopped"
    );
    assert!(rjvm::stop::raised(&stop));
    let err = vm.unwrap().sink.finish().unwrap_err();
    assert!(err.contains("No space left on device"), "{err}");
    let bytes = disk.data.lock().unwrap().clone();
    assert_eq!(bytes.len(), disk.room);
    let n = check_cut_trace(&bytes);
    assert!(n > 1000, "only {n} records kept");
}
