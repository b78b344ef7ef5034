//! Starting a Java program: class path set-up, the main class, `main`'s
//! arguments, uncaught exceptions and the exit code.

use crate::classpath::{read_manifest, Classpath};
use crate::events::{EventSink, Groups, NullSink};
use crate::heap::{Body, Ref};
use crate::interp::sched::STOPPED;
use crate::interp::{Interpreter, JThread};
use crate::runtime::{JResult, Options, Runtime, Throw};
use crate::stop::StopFlag;
pub use analyzer::metrics::MetricsOptions;
pub use analyzer::program::PartitionRules;
use analyzer::records::Tee;
use std::path::Path;

/// What to run and how, as given on the command line.
#[derive(Debug, Clone, Default)]
pub struct Launch {
    /// `-cp` value, if given.
    pub classpath: Option<String>,
    /// `-jar` file, if given (then `main_class` comes from its manifest).
    pub jar: Option<String>,
    /// Main class (dots or slashes).
    pub main_class: Option<String>,
    /// Arguments for `main`.
    pub args: Vec<String>,
    /// `-D` properties.
    pub properties: Vec<(String, String)>,
    /// `-Xss` in bytes.
    pub stack_bytes: Option<u64>,
    /// `-Xmx` in bytes.
    pub max_heap: Option<u64>,
    /// `-ea`
    pub assertions: bool,
    /// `-XX:ObjectHeaderSize=N`
    pub header_size: Option<u64>,
    /// `-XX:RunEmbedded=NAME`: run a workload compiled into the binary.
    pub embedded: Option<String>,
    /// `-XX:ThreadQuantum=N`: bytecodes per thread time slice.
    pub thread_quantum: Option<u64>,
    /// `-XX:+RealTimeSleep`: `sleep` waits in real time too.
    pub real_time_sleep: bool,
    /// `-XX:+VirtualClock`: `currentTimeMillis`/`nanoTime` follow the virtual clock.
    pub virtual_clock: bool,
    /// `-verbose:gc` / `-Xlog:gc`: a line per collection on stderr.
    pub gc_log: bool,
    /// `-XX:+CountEvents`: count the interpreter's events and print the
    /// counts on stderr at exit.
    pub count_events: bool,
    /// `-XX:+PrintBytecodeCount`: print the number of executed bytecodes
    /// (the VM's clock) on stderr at exit, for per-bytecode timings.
    pub print_bytecode_count: bool,
    /// `-XX:-FastLoop`: traced runs execute in the interpreter's full loop
    /// alone ([`Interpreter::traced_fast_loop`] false), the reference the
    /// fast loop's events are checked against; same events, slower.
    pub full_loop: bool,
    /// `-XX:+TraceAllBlocks`: `-trace` writes every `BlockEnter`, also
    /// the entry blocks the trace would otherwise imply, and every
    /// `MethodEnter` ([`crate::trace::TraceOptions::all_blocks`]).
    pub trace_all_blocks: bool,
    /// `-XX:+TraceAllMethodEnters`: `-trace` writes every `MethodEnter`,
    /// also those the trace would otherwise imply from their invokes
    /// ([`crate::trace::TraceOptions::all_method_enters`]).
    pub trace_all_method_enters: bool,
    /// Write every `MethodExit`
    /// ([`crate::trace::TraceOptions::all_method_exits`]).
    pub trace_all_method_exits: bool,
    /// `-XX:+TraceEachBytecode`: `-trace` writes a `Bytecode` record for
    /// every executed instruction, also those the trace would otherwise
    /// imply ([`crate::trace::TraceOptions::each_bytecode`]).
    pub trace_each_bytecode: bool,
    /// `-XX:+TraceAllBranchOutcomes`: `-trace` writes a `BranchOutcome`
    /// record for every conditional branch, also those the trace would
    /// otherwise imply
    /// ([`crate::trace::TraceOptions::all_branch_outcomes`]).
    pub trace_all_branch_outcomes: bool,
    /// `-XX:+TraceAllFieldSites`: `-trace` writes every field access as
    /// its full record, also those the trace would otherwise write as
    /// `ImpliedFieldAccess`/`ImpliedStaticAccess`
    /// ([`crate::trace::TraceOptions::all_field_sites`]).
    pub trace_all_field_sites: bool,
    /// `-XX:+TraceAllInvokeSites`: `-trace` writes every invoke as its
    /// full record, also those the trace would otherwise write as
    /// `ImpliedInvoke` ([`crate::trace::TraceOptions::all_invoke_sites`]).
    pub trace_all_invoke_sites: bool,
    /// `-XX:+TraceAllBranchBlocks`: `-trace` writes the `BlockEnter` of
    /// every block, also those the trace would otherwise imply by branch
    /// bits ([`crate::trace::TraceOptions::all_branch_blocks`]).
    pub trace_all_branch_blocks: bool,
    /// `-XX:-KnownFieldObjects`: `-trace` writes the field accesses whose
    /// object the readers know from the activation's locals, which it
    /// otherwise leaves out
    /// ([`crate::trace::TraceOptions::all_known_fields`]).
    pub trace_all_known_fields: bool,
    /// `-trace FILE`: write a STEP trace of the default event groups.
    pub trace: Option<String>,
    /// `-trace-compression none|zstd[:LEVEL]` (default zstd level 3).
    pub trace_compression: Option<tracer::format::Compression>,
    /// `-trace-block-size SIZE`: raw bytes per trace block (default 4 MiB
    /// compressed, 1 MiB uncompressed; larger blocks compress better).
    pub trace_block_size: Option<usize>,
    /// `-trace-encode inline|thread`: where `-trace` encodes its records
    /// (default [`crate::trace::EncodeMode::Inline`]).
    pub trace_encode: Option<crate::trace::EncodeMode>,
    /// `-trace-events LIST`: the event groups of `-trace` and
    /// `-trace-callback` (default [`Groups::DEFAULT`]).
    pub trace_events: Option<Groups>,
    /// `-trace-callback`: deliver the events through a dynamic callback
    /// to an empty listener ([`crate::callback`]), writing nothing.
    pub trace_callback: bool,
    /// The launcher's arguments, recorded in the trace header (the paths of
    /// the trace and metrics files replaced by `FILE`).
    pub command_line: Vec<String>,
    /// `-metrics FILE|-`: compute the dynamic metrics during the run and
    /// write them as JSON to FILE (`-`: standard output, after the
    /// program's own output).
    pub metrics: Option<String>,
    /// `-metrics-window-kbc N`, `-metrics-app-packages LIST` and
    /// `-metrics-lib-packages LIST`: how `-metrics` computes (the options
    /// of `rjvm-trace metrics`).
    pub metrics_options: MetricsOptions,
    /// `-XX:+MetricsThread` (`Some(true)`) / `-XX:-MetricsThread`
    /// (`Some(false)`): run `-metrics`' engine on a thread of its own
    /// beside the interpreter, or in the interpreter's thread. Same JSON
    /// either way. Default: on a thread when a CPU is free for it at
    /// startup ([`analyzer::spare_cpu::cpu_to_spare`]).
    pub metrics_thread: Option<bool>,
    /// `-XX:+PrintMetricsStats`, `-XX:MetricsQueue=CAPACITY,WAKE_AT` and
    /// `-XX:+MetricsSchedBatch`: how the metrics thread's pipeline runs
    /// (for measurements; same JSON).
    pub metrics_thread_options: crate::trace::metrics_thread::ThreadOptions,
    /// The program's command: the launcher's arguments without the
    /// tracing and metrics options, which is what the metrics JSON calls
    /// `command` online and offline alike.
    pub command: Vec<String>,
}

/// The name of the program a launch runs, the metrics JSON's `program`:
/// the embedded workload's name, the jar as given, or the main class
/// (dotted).
pub fn program_name(launch: &Launch) -> String {
    if let Some(e) = &launch.embedded {
        e.clone()
    } else if let Some(j) = &launch.jar {
        j.clone()
    } else {
        launch.main_class.as_deref().unwrap_or("").replace('/', ".")
    }
}

/// Parses a `java` memory size: `1024`, `512k`, `64m`, `1g`.
pub fn parse_size(s: &str) -> Option<u64> {
    let s = s.trim();
    let (num, mult) = match s.chars().last()? {
        'k' | 'K' => (&s[..s.len() - 1], 1u64 << 10),
        'm' | 'M' => (&s[..s.len() - 1], 1 << 20),
        'g' | 'G' => (&s[..s.len() - 1], 1 << 30),
        't' | 'T' => (&s[..s.len() - 1], 1 << 40),
        _ => (s, 1),
    };
    num.parse::<u64>().ok()?.checked_mul(mult)
}

/// Runs the program described by `launch` (with the event sink its options
/// choose); returns the process exit code. Meant to be the last thing the
/// process does: the interpreter of an untraced, traced or `-metrics` run is
/// not freed.
pub fn run(launch: &Launch) -> i32 {
    if launch.count_events {
        let (code, vm) = run_with_sink(launch, crate::events::CountingSink::default());
        if let Some(mut vm) = vm {
            let report = vm.sink.report(&vm.rt);
            vm.rt.write_stderr(report.as_bytes());
        }
        return code;
    }
    if let Some(path) = &launch.trace {
        return run_traced(launch, path);
    }
    if let Some(out) = &launch.metrics {
        return run_metrics(launch, out);
    }
    if launch.trace_callback {
        let groups = launch.trace_events.unwrap_or(Groups::DEFAULT);
        let mut listener = crate::callback::EmptyListener;
        // black_box: the compiler must not see which listener it calls.
        let dynamic: &mut dyn crate::callback::EventListener = std::hint::black_box(&mut listener);
        let sink = crate::callback::CallbackSink::new(dynamic, groups);
        return run_with_sink(launch, sink).0;
    }
    let (code, vm) = run_with_sink(launch, NullSink);
    if let Some(vm) = vm {
        if launch.print_bytecode_count {
            eprintln!("rjvm: executed bytecodes {}", vm.executed);
        }
        // The process exits next (stdout is flushed, files are unbuffered):
        // freeing every object, class and method one by one cost mtrt
        // small 4% of its instructions.
        std::mem::forget(vm);
    }
    code
}

/// Runs with a [`crate::trace::StepSink`] writing to `path`, and finishes
/// the trace whatever way the program ends (return, `System.exit`,
/// uncaught exception). Header attributes: `vm`, `command-line`,
/// `object-size-model`, `thread-quantum`, `event-groups`, and nothing else:
/// no date, no path that varies, so identical runs give identical files.
fn run_traced(launch: &Launch, path: &str) -> i32 {
    let quantum = launch.thread_quantum.unwrap_or(10_000);
    let groups = launch.trace_events.unwrap_or(Groups::DEFAULT);
    let header = launch
        .header_size
        .unwrap_or_else(|| Options::default().sizes.header);
    let opts = crate::trace::TraceOptions {
        compression: launch
            .trace_compression
            .unwrap_or(tracer::format::Compression::Zstd(3)),
        attributes: vec![
            ("vm".into(), format!("rjvm {}", env!("CARGO_PKG_VERSION"))),
            ("command-line".into(), launch.command_line.join(" ")),
            ("object-size-model".into(), {
                let mut m = Options::default().sizes;
                m.header = header;
                format!("{m:?}")
            }),
            ("thread-quantum".into(), quantum.to_string()),
            ("event-groups".into(), groups.to_string()),
            (
                analyzer::metrics::PROGRAM_ATTRIBUTE.into(),
                program_name(launch),
            ),
            (
                analyzer::metrics::COMMAND_ATTRIBUTE.into(),
                launch.command.join(" "),
            ),
        ],
        groups,
        encode: launch.trace_encode.unwrap_or_default(),
        all_blocks: launch.trace_all_blocks,
        all_method_enters: launch.trace_all_method_enters,
        all_method_exits: launch.trace_all_method_exits,
        block_size: launch.trace_block_size,
        each_bytecode: launch.trace_each_bytecode,
        all_branch_outcomes: launch.trace_all_branch_outcomes,
        all_field_sites: launch.trace_all_field_sites,
        all_invoke_sites: launch.trace_all_invoke_sites,
        all_branch_blocks: launch.trace_all_branch_blocks,
        all_known_fields: launch.trace_all_known_fields,
    };
    // A failed write (a full disk, the file size limit) raises `stop`: the
    // program stops at the end of its time slice, the file keeps its
    // complete blocks (see finish_trace).
    let stop = StopFlag::default();
    let sink = match std::fs::File::create(path)
        .map_err(|e| format!("{path}: {e}"))
        .and_then(|f| {
            let out = crate::stop::RaiseOnError::new(f, stop.clone());
            crate::trace::StepSink::new(std::io::BufWriter::with_capacity(1 << 16, out), opts)
        }) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("Error: cannot write trace {e}");
            return 1;
        }
    };
    // Ctrl-C or SIGTERM stops the program at the end of its time slice;
    // the trace and the metrics are finished as after a normal end.
    crate::stop::stop_on_interrupt();
    if let Some(out) = &launch.metrics {
        // Both at once: the records of the trace's groups go to the trace
        // and to the engine, which so sees what an offline analysis of the
        // trace sees.
        let tee = Tee(
            sink.into_sink(),
            analyzer::metrics::Engine::new(&launch.metrics_options),
        );
        let recorder = crate::trace::JvmRecorder::with_sink_and_groups(tee, groups);
        let (code, vm) = run_with_sink_until(launch, recorder, Some(stop.clone()));
        let Some(vm) = vm else { return code };
        let executed = vm.executed;
        // The process exits next: the interpreter is not freed (as in an
        // untraced run), nor is the engine.
        let Tee(trace, engine) = vm.into_sink_unfreed().into_sink();
        let code = finish_trace(
            crate::trace::JvmRecorder::with_sink(trace),
            path,
            executed,
            &stop,
            code,
        );
        let code = write_metrics(launch, &engine, out, code);
        std::mem::forget(engine);
        return crate::stop::interrupted_exit(
            code,
            executed,
            &format!("the trace {path} and the metrics were finished"),
        );
    }
    let (code, vm) = run_with_sink_until(launch, sink, Some(stop.clone()));
    match vm {
        Some(vm) => {
            let executed = vm.executed;
            // The process exits next: as an untraced run, it leaves the
            // interpreter unfreed (freeing the heap's objects, the classes
            // and the methods one by one was 2.2% of the interpreter
            // thread's instructions in mtrt small's default trace, 1.3% in
            // javac's).
            let code = finish_trace(vm.into_sink_unfreed(), path, executed, &stop, code);
            crate::stop::interrupted_exit(code, executed, &format!("the trace {path} was finished"))
        }
        None => code,
    }
}

/// Finishes the trace at `path`; the exit code is `code`, or
/// [`STOPPED`] (74) if the trace could not be written: the program was
/// stopped at the end of the time slice in which a write failed (`stop`
/// raised), or the last block could not be written when it ended. The
/// message names the file, the complete blocks it keeps (read back) and
/// the bytes written; readers read it up to its last complete block.
fn finish_trace(
    mut sink: crate::trace::StepSink,
    path: &str,
    executed: u64,
    stop: &StopFlag,
    code: i32,
) -> i32 {
    if let Err(e) = sink.finish() {
        let when = if crate::stop::raised(stop) && code == STOPPED {
            format!("the program was stopped at bytecode {executed}")
        } else {
            "the program had ended".to_string()
        };
        let (blocks, bytes) = complete_blocks(Path::new(path));
        eprintln!(
            "Error: writing trace {path}: {e}; {when}; the file keeps {blocks} complete \
             blocks ({bytes} bytes written)"
        );
        return STOPPED;
    }
    if std::env::var_os("RJVM_TRACE_STATS").is_some() {
        eprintln!("trace: executed bytecodes {executed}");
    }
    code
}

/// The complete blocks at the start of the trace file at `path` (read
/// back up to the first damaged or missing one), and the file's length;
/// zeros for what cannot be read (not a regular file, or no header).
fn complete_blocks(path: &Path) -> (u64, u64) {
    let bytes = std::fs::metadata(path)
        .ok()
        .filter(|m| m.is_file())
        .map_or(0, |m| m.len());
    let Ok(f) = std::fs::File::open(path) else {
        return (0, bytes);
    };
    let buffered = std::io::BufReader::with_capacity(1 << 16, f);
    let Ok(mut r) = tracer::format::Reader::new(buffered, tracer::format::ReadOptions::default())
    else {
        return (0, bytes);
    };
    let mut blocks = 0;
    while let Ok(Some(_)) = r.skip_block() {
        blocks += 1;
    }
    (blocks, bytes)
}

/// Runs with a [`crate::trace::MetricsSink`] and writes the metrics JSON
/// to `out` (`-`: standard output) once the program has ended, however it
/// ended; no trace is written.
fn run_metrics(launch: &Launch, out: &str) -> i32 {
    // Ctrl-C or SIGTERM stops the program at the end of its time slice;
    // the metrics of the run so far are written.
    crate::stop::stop_on_interrupt();
    let threaded = launch.metrics_thread.unwrap_or_else(|| {
        let spare = analyzer::spare_cpu::cpu_to_spare();
        if !spare && launch.metrics_thread_options.print_stats {
            eprintln!("metrics: no CPU to spare: the engine runs in the interpreter's thread");
        }
        spare
    });
    if threaded {
        match crate::trace::threaded_metrics_sink(
            &launch.metrics_options,
            &launch.metrics_thread_options,
        ) {
            Ok(sink) => run_metrics_with(launch, out, sink),
            Err(e) => {
                eprintln!("Error: {e}");
                1
            }
        }
    } else {
        run_metrics_with(
            launch,
            out,
            crate::trace::metrics_sink(&launch.metrics_options),
        )
    }
}

/// [`run_metrics`] with `sink`.
fn run_metrics_with<F: crate::trace::MetricsFront>(
    launch: &Launch,
    out: &str,
    sink: crate::trace::MetricsSink<F>,
) -> i32 {
    let (code, vm) = run_with_sink_until(launch, sink, Some(StopFlag::default()));
    let Some(vm) = vm else { return code };
    if std::env::var_os("RJVM_TRACE_STATS").is_some() {
        eprintln!("trace: executed bytecodes {}", vm.executed);
    }
    let executed = vm.executed;
    // The process exits next: neither the interpreter nor the engine is
    // freed (freeing the heap's objects, the classes and the engine's maps
    // one by one was 2-3% of the interpreter thread's instructions).
    let engine = match vm.into_sink_unfreed().finish() {
        Ok(e) => e,
        Err(e) => {
            eprintln!("Error: computing metrics: {e}");
            return 1;
        }
    };
    let code = write_metrics(launch, &engine, out, code);
    std::mem::forget(engine);
    crate::stop::interrupted_exit(
        code,
        executed,
        &format!("the metrics of the run so far were written to {out}"),
    )
}

/// Writes the metrics JSON of `engine` to `out` (`-`: standard output);
/// the exit code is `code`, or 1 if it could not be written.
fn write_metrics(launch: &Launch, engine: &analyzer::metrics::Engine, out: &str, code: i32) -> i32 {
    let json = engine.to_json(&program_name(launch), &launch.command.join(" "));
    let text = analyzer::metrics::json_text(&json);
    let written = if out == "-" {
        use std::io::Write;
        let mut o = std::io::stdout().lock();
        o.write_all(text.as_bytes()).and_then(|()| o.flush())
    } else {
        std::fs::write(out, text)
    };
    if let Err(e) = written {
        eprintln!("Error: writing metrics {out}: {e}");
        return 1;
    }
    code
}

/// Runs the program with events going to `sink`; returns the exit code and
/// the interpreter (for its sink and statistics), if it got that far.
pub fn run_with_sink<S: EventSink>(launch: &Launch, sink: S) -> (i32, Option<Interpreter<S>>) {
    run_with_sink_until(launch, sink, None)
}

/// [`run_with_sink`], stopping the program at the end of a time slice once
/// `stop` is raised (exit code [`STOPPED`]).
pub fn run_with_sink_until<S: EventSink>(
    launch: &Launch,
    sink: S,
    stop: Option<StopFlag>,
) -> (i32, Option<Interpreter<S>>) {
    let mut classpath_spec = launch
        .classpath
        .clone()
        .or_else(|| std::env::var("CLASSPATH").ok())
        .unwrap_or_else(|| ".".to_string());
    let mut main_class = launch.main_class.clone();
    if let Some(jar) = &launch.jar {
        let manifest = match read_manifest(Path::new(jar)) {
            Ok(m) => m,
            Err(msg) => {
                eprintln!("Error: {msg}");
                return (1, None);
            }
        };
        let dir = Path::new(jar).parent().unwrap_or(Path::new(""));
        let mut parts = vec![jar.clone()];
        for extra in &manifest.class_path {
            parts.push(dir.join(extra).display().to_string());
        }
        classpath_spec = parts.join(":");
        match manifest.main_class {
            Some(m) => main_class = Some(m),
            None => {
                eprintln!("no main manifest attribute, in {jar}");
                return (1, None);
            }
        }
    }
    let mut embedded = None;
    if let Some(name) = &launch.embedded {
        match crate::classpath::embedded_workloads().find(|w| w.name == name) {
            Some(w) => {
                main_class = Some(w.main_class.to_string());
                embedded = Some(w);
            }
            None => {
                let known: Vec<_> = crate::classpath::embedded_workloads()
                    .map(|w| w.name)
                    .collect();
                eprintln!(
                    "Error: no embedded workload named {name} (embedded: {})",
                    known.join(", ")
                );
                return (1, None);
            }
        }
    }
    let Some(main_class) = main_class else {
        eprintln!("Error: no main class given (usage: rjvm [options] MainClass [args...])");
        return (2, None);
    };

    let mut options = match launch.stack_bytes {
        Some(b) => Options::with_stack_bytes(b),
        None => Options::default(),
    };
    options.assertions = launch.assertions;
    if let Some(m) = launch.max_heap {
        options.max_heap = m;
    }
    if let Some(h) = launch.header_size {
        options.sizes.header = h;
    }
    let mut classpath = Classpath::parse(&classpath_spec);
    if let Some(w) = embedded {
        classpath = Classpath::default();
        classpath.add_embedded(w);
        classpath_spec = format!("<embedded {}>", w.name);
    }
    let mut rt = Runtime::new(classpath, options);
    rt.properties
        .insert("java.class.path".into(), classpath_spec.clone());
    for (k, v) in &launch.properties {
        rt.properties.insert(k.clone(), v.clone());
    }
    if let Err(e) = rt.bootstrap() {
        eprintln!("Error: rjvm's class library failed to load: {e:?}");
        return (1, None);
    }
    let mut vm = Interpreter::new(rt, sink);
    if let Some(q) = launch.thread_quantum {
        vm.sched.quantum = q.max(1);
    }
    vm.sched.real_time_sleep = launch.real_time_sleep;
    vm.sched.stop = stop;
    vm.sched.virtual_clock = launch.virtual_clock;
    vm.gc_log = launch.gc_log;
    vm.traced_fast_loop = !launch.full_loop;
    let opts = vm.rt.options.clone();
    let thread = JThread::new("main", opts.stack_slots, opts.max_frames);
    let code = run_main(&mut vm, thread, &main_class, &launch.args);
    vm.rt.flush_stdout();
    (code, Some(vm))
}

fn run_main<S: EventSink>(
    vm: &mut Interpreter<S>,
    mut thread: JThread,
    main_class: &str,
    args: &[String],
) -> i32 {
    let t = &mut thread;
    // The main thread exists for events before any code runs on it.
    vm.announce_main_thread();
    let internal = main_class.replace('.', "/");
    let class = match vm.rt.load_class(&internal) {
        Ok(c) => c,
        Err(Throw::New {
            class: "java/lang/NoClassDefFoundError",
            message,
        }) if message.as_deref() == Some(internal.as_str()) => {
            let dotted = main_class.replace('/', ".");
            vm.rt.write_stderr(
                format!(
                    "Error: Could not find or load main class {dotted}\nCaused by: java.lang.ClassNotFoundException: {dotted}\n"
                )
                .as_bytes(),
            );
            return 1;
        }
        // As HotSpot's launcher: a class file that cannot be defined.
        Err(Throw::New {
            class:
                class @ ("java/lang/ClassFormatError"
                | "java/lang/UnsupportedClassVersionError"
                | "java/lang/VerifyError"
                | "java/lang/ClassCircularityError"
                | "java/lang/IncompatibleClassChangeError"),
            message,
        }) => {
            let dotted = main_class.replace('/', ".");
            let detail = message.map(|m| format!(": {m}")).unwrap_or_default();
            vm.rt.write_stderr(
                format!(
                    "Error: LinkageError occurred while loading main class {dotted}\n\t{}{detail}\n",
                    class.replace('/', ".")
                )
                .as_bytes(),
            );
            return 1;
        }
        Err(e) => {
            let dotted = main_class.replace('/', ".");
            vm.rt.write_stderr(
                format!("Error: Could not find or load main class {dotted}\n").as_bytes(),
            );
            return report_uncaught(vm, t, e, "Caused by: ");
        }
    };
    // As HotSpot's launcher: the main class is linked (verified) before
    // `main` is looked up; a linkage error is reported as the launcher's.
    if let Err(e) = vm.verify_class(class) {
        let dotted = main_class.replace('/', ".");
        vm.rt
            .write_stderr(format!("Error: Unable to initialize main class {dotted}\n").as_bytes());
        return report_cause(vm, t, e);
    }
    let main = vm.rt.class(class).methods.iter().copied().find(|&m| {
        let mm = vm.rt.method(m);
        &*mm.name == "main" && &*mm.descriptor == "([Ljava/lang/String;)V" && mm.is_static()
    });
    let Some(main) = main else {
        vm.rt.write_stderr(
            format!(
                "Error: Main method not found in class {}, please define the main method as:\n   public static void main(String[] args)\nor a JavaFX application class must extend javafx.application.Application\n",
                main_class.replace('/', ".")
            )
            .as_bytes(),
        );
        return 1;
    };
    let setup = (|| -> JResult<(Ref, Ref)> {
        // As HotSpot: the main Thread object and System's streams exist
        // before user code runs.
        let main_name = t.name.clone();
        let obj = vm.new_thread_object(t, &main_name)?;
        let system = vm.rt.load_class("java/lang/System")?;
        vm.ensure_initialized(t, system)?;
        vm.ensure_initialized(t, class)?;
        let argv = make_args(vm, args)?;
        t.stack[0] = u64::from(argv);
        vm.push_frame(t, main, 0, crate::interp::FrameKind::Call)?;
        Ok((obj, argv))
    })();
    match setup {
        Ok((obj, _)) => {
            vm.add_main_thread(thread, obj);
            vm.run_threads()
        }
        Err(e) => report_uncaught(vm, t, e, "Exception in thread \"main\" "),
    }
}

/// Prints `Caused by: ` and the exception's `toString()`, as HotSpot's
/// launcher does for a main class that fails to link; returns 1.
fn report_cause<S: EventSink>(vm: &mut Interpreter<S>, t: &mut JThread, e: Throw) -> i32 {
    let text = match e {
        Throw::New { class, message } => match message {
            Some(m) => format!("{}: {m}", class.replace('/', ".")),
            None => class.replace('/', "."),
        },
        Throw::Exit(code) => return code,
        other => {
            return report_uncaught(vm, t, other, "Caused by: ");
        }
    };
    vm.rt
        .write_stderr(format!("Caused by: {text}\n").as_bytes());
    1
}

fn make_args<S: EventSink>(vm: &mut Interpreter<S>, args: &[String]) -> JResult<Ref> {
    let class = vm.rt.load_class("[Ljava/lang/String;")?;
    let arr = vm.rt.new_array(class, args.len() as i32)?;
    for (i, a) in args.iter().enumerate() {
        let s = vm.rt.new_string(a)?;
        if let Body::Refs(x) = &mut vm.rt.heap.get_mut(arr).body {
            x[i] = s;
        }
    }
    Ok(arr)
}

/// Prints an uncaught exception as HotSpot's default handler does
/// (`Thread.dispatchUncaughtException`, which prints `Exception in thread
/// "main" ` and the stack trace), returning the exit code. `prefix` is
/// printed instead when the thread object cannot be used.
fn report_uncaught<S: EventSink>(
    vm: &mut Interpreter<S>,
    t: &mut JThread,
    e: Throw,
    prefix: &str,
) -> i32 {
    let exc = match vm.materialize(t, e) {
        Ok(r) => r,
        Err(Throw::Exit(code)) => return code,
        Err(_) => return 1,
    };
    let thread = vm.rt.main_thread;
    if thread != crate::heap::NULL && prefix.starts_with("Exception") {
        let class = vm.rt.class_of(thread);
        if let Some(m) = vm.rt.resolve_method(
            class,
            "dispatchUncaughtException",
            "(Ljava/lang/Throwable;)V",
        ) {
            match vm.invoke(t, m, &[u64::from(thread), u64::from(exc)]) {
                Ok(_) => return 1,
                Err(Throw::Exit(code)) => return code,
                Err(_) => {}
            }
        }
    }
    vm.rt.write_stderr(prefix.as_bytes());
    let class = vm.rt.class_of(exc);
    let printed = match vm.rt.resolve_method(class, "printStackTrace", "()V") {
        Some(m) => vm.invoke(t, m, &[u64::from(exc)]),
        None => Err(Throw::New {
            class: "java/lang/InternalError",
            message: None,
        }),
    };
    match printed {
        Ok(_) => {}
        Err(Throw::Exit(code)) => return code,
        Err(_) => {
            let name = vm.rt.class(class).java_name();
            vm.rt.write_stderr(format!("{name}\n").as_bytes());
        }
    }
    1
}
