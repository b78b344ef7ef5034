//! The `rjvm` launcher: `rjvm [options] MainClass [args…]` or
//! `rjvm [options] -jar app.jar [args…]`, accepting `java`'s spellings.

use clap::Parser;
use rjvm::launch::{parse_size, Launch};

/// Command-line options after `java`-style spellings have been normalized
/// (see [`normalize`]).
#[derive(Parser, Debug)]
#[command(
    name = "rjvm",
    about = "rjvm: a Java virtual machine built for measurement",
    override_usage = "rjvm [options] <mainclass> [args...]\n       rjvm [options] -jar <jarfile> [args...]",
    disable_version_flag = true
)]
struct Cli {
    /// Class search path of directories and jar files, separated by ':' (-cp, -classpath, --class-path)
    #[arg(long = "class-path", value_name = "PATH")]
    class_path: Option<String>,
    /// Set a system property (-Dname=value)
    #[arg(long = "define", value_name = "NAME=VALUE")]
    define: Vec<String>,
    /// Maximum heap size (-Xmx)
    #[arg(long = "xmx", value_name = "SIZE")]
    xmx: Option<String>,
    /// Initial heap size (-Xms; accepted, not used)
    #[arg(long = "xms", value_name = "SIZE")]
    xms: Option<String>,
    /// Java thread stack size (-Xss)
    #[arg(long = "xss", value_name = "SIZE")]
    xss: Option<String>,
    /// Enable assertions (-ea, -enableassertions)
    #[arg(long = "enable-assertions")]
    enable_assertions: bool,
    /// Disable assertions (-da, -disableassertions)
    #[arg(long = "disable-assertions")]
    disable_assertions: bool,
    /// VM tuning option (-XX:Name=Value, -XX:+Flag)
    #[arg(long = "xx", value_name = "OPTION")]
    xx: Vec<String>,
    /// Print a line per garbage collection on stderr (-verbose:gc, -Xlog:gc)
    #[arg(long = "gc-log")]
    gc_log: bool,
    /// Print version information and exit (-version)
    #[arg(long = "show-version")]
    version: bool,
    /// Write a STEP trace of the default event groups to FILE (-trace). If
    /// the file cannot be written to the end (full disk, file size limit),
    /// the program is stopped, the file keeps its complete blocks, and rjvm
    /// exits with status 74

    #[arg(long = "trace", value_name = "FILE")]
    trace: Option<String>,
    /// Compute the dynamic metrics during the run and write them as JSON to
    /// FILE, or to standard output with `-` (-metrics)
    #[arg(long = "metrics", value_name = "FILE")]
    metrics: Option<String>,
    /// Window of the continuous metrics of -metrics, in thousands of bytecodes; default 100 (-metrics-window-kbc)
    #[arg(
        long = "metrics-window-kbc",
        value_name = "N",
        requires = "metrics",
        value_parser = analyzer::metrics::parse_window_kbc
    )]
    metrics_window_kbc: Option<u64>,
    /// Package prefixes -metrics counts as application, a comma list (-metrics-app-packages)
    #[arg(
        long = "metrics-app-packages",
        value_name = "LIST",
        value_delimiter = ',',
        requires = "metrics"
    )]
    metrics_app_packages: Vec<String>,
    /// Package prefixes -metrics counts as library, a comma list (-metrics-lib-packages)
    #[arg(
        long = "metrics-lib-packages",
        value_name = "LIST",
        value_delimiter = ',',
        requires = "metrics"
    )]
    metrics_lib_packages: Vec<String>,
    /// Trace compression: none or zstd[:LEVEL] (-trace-compression)
    #[arg(long = "trace-compression", value_name = "C")]
    trace_compression: Option<String>,
    /// Raw bytes per trace block, e.g. 16M (default 4M compressed, 1M
    /// uncompressed; larger blocks compress better) (-trace-block-size)
    #[arg(long = "trace-block-size", value_name = "SIZE")]
    trace_block_size: Option<String>,
    /// Where trace records are encoded: inline (the interpreter's thread,
    /// the default) or thread (a tracer thread); same bytes (-trace-encode)
    #[arg(long = "trace-encode", value_name = "MODE")]
    trace_encode: Option<String>,
    /// Event groups to trace: a comma list of groups, default, all (-trace-events)
    #[arg(long = "trace-events", value_name = "LIST")]
    trace_events: Option<String>,
    /// Deliver every event through a dynamic callback to an empty listener (-trace-callback)
    #[arg(long = "trace-callback")]
    trace_callback: bool,
    /// Run the main class of a jar file (-jar)
    #[arg(long = "jar", value_name = "JARFILE")]
    jar: Option<String>,
    /// The main class, then the program's arguments
    #[arg(
        trailing_var_arg = true,
        allow_hyphen_values = true,
        value_name = "MAINCLASS ARGS"
    )]
    rest: Vec<String>,
}

/// Rewrites `java`'s single-dash options into the long options clap
/// parses. Stops at the main class (or after `-jar FILE`): what follows
/// belongs to the program.
fn normalize(args: impl Iterator<Item = String>) -> Vec<String> {
    let mut out = vec!["rjvm".to_string()];
    let mut args = args.skip(1).peekable();
    while let Some(a) = args.next() {
        let measurement = measurement_option(&a).map(|(name, _)| format!("--{name}"));
        let mapped: Vec<String> = match a.as_str() {
            _ if measurement.is_some() => measurement.into_iter().collect(),
            "-cp" | "-classpath" | "--class-path" => vec!["--class-path".into()],
            "-ea" | "-enableassertions" => vec!["--enable-assertions".into()],
            "-da" | "-disableassertions" => vec!["--disable-assertions".into()],
            "-version" | "--version" => vec!["--show-version".into()],
            "-verbose:gc" | "-Xlog:gc" => vec!["--gc-log".into()],
            "-help" | "-h" | "-?" | "--help" => vec!["--help".into()],
            "-jar" => {
                out.push("--jar".into());
                if let Some(j) = args.next() {
                    out.push(j);
                }
                out.push("--".into());
                out.extend(args);
                return out;
            }
            s if s.starts_with("-D") => vec!["--define".into(), s[2..].to_string()],
            s if s.starts_with("-Xmx") => vec!["--xmx".into(), s[4..].to_string()],
            s if s.starts_with("-Xms") => vec!["--xms".into(), s[4..].to_string()],
            s if s.starts_with("-Xss") => vec!["--xss".into(), s[4..].to_string()],
            s if s.starts_with("-XX:") => vec!["--xx".into(), s[4..].to_string()],
            s if s.starts_with("-ea:") || s.starts_with("-da:") => vec![],
            s if s.starts_with('-') && !s.starts_with("--") && s.len() > 1 => {
                eprintln!("Unrecognized option: {s}");
                eprintln!("Error: Could not create the Java Virtual Machine.");
                eprintln!("Error: A fatal exception has occurred. Program will exit.");
                std::process::exit(1);
            }
            s if !s.starts_with('-') => {
                out.push("--".into());
                out.push(a.clone());
                out.extend(args);
                return out;
            }
            _ => vec![a.clone()],
        };
        let takes_value = mapped.len() == 1
            && (mapped[0] == "--class-path"
                || measurement_option(&mapped[0]).is_some_and(|(_, value)| value));
        out.extend(mapped);
        if takes_value {
            if let Some(v) = args.next() {
                out.push(v);
            }
        }
    }
    out
}

/// Smallest and largest `-trace-block-size` (the writer keeps up to 4
/// blocks in flight, so the largest bounds its memory at 4 GiB).
const MIN_TRACE_BLOCK: u64 = 4 << 10;
const MAX_TRACE_BLOCK: u64 = 1 << 30;

/// The launcher's tracing and metrics options (`-trace FILE`, `-metrics
/// FILE`, ...): name without dashes, and whether a value follows.
const MEASUREMENT_OPTIONS: [(&str, bool); 10] = [
    ("trace", true),
    ("trace-compression", true),
    ("trace-block-size", true),
    ("trace-events", true),
    ("trace-encode", true),
    ("trace-callback", false),
    ("metrics", true),
    ("metrics-window-kbc", true),
    ("metrics-app-packages", true),
    ("metrics-lib-packages", true),
];

/// The tracing or metrics option `arg` spells (`-name` or `--name`), with
/// whether a value follows it.
fn measurement_option(arg: &str) -> Option<(&'static str, bool)> {
    let name = arg.strip_prefix("--").or_else(|| arg.strip_prefix('-'))?;
    MEASUREMENT_OPTIONS
        .iter()
        .copied()
        .find(|(n, _)| *n == name)
}

/// Whether `arg` is one of the options of the metrics thread's pipeline
/// (`-XX:[+-]PrintMetricsStats`, `-XX:[+-]MetricsSchedBatch`,
/// `-XX:MetricsQueue=...`), which change neither the JSON nor a trace.
fn metrics_pipeline_option(arg: &str) -> bool {
    matches!(
        arg,
        "-XX:+PrintMetricsStats"
            | "-XX:-PrintMetricsStats"
            | "-XX:+MetricsSchedBatch"
            | "-XX:-MetricsSchedBatch"
    ) || arg.starts_with("-XX:MetricsQueue=")
}

/// The program's command for the metrics JSON: the arguments without the
/// tracing and metrics options (and their values, also given as
/// `--name=value`) before the main class, so that a traced run and an
/// online-metrics run name the same command whatever their tracing and
/// metrics options.
fn program_command(args: impl Iterator<Item = String>) -> Vec<String> {
    let mut out = Vec::new();
    let mut args = args.peekable();
    let mut in_program = false;
    while let Some(a) = args.next() {
        if !in_program {
            // Same events, same trace (or the same records read back):
            // not part of the program's command.
            if matches!(
                a.as_str(),
                "-XX:-FastLoop"
                    | "-XX:+FastLoop"
                    | "-XX:-MetricsThread"
                    | "-XX:+MetricsThread"
                    | "-XX:-TraceAllBlocks"
                    | "-XX:+TraceAllBlocks"
                    | "-XX:-TraceAllMethodEnters"
                    | "-XX:+TraceAllMethodEnters"
                    | "-XX:-TraceAllMethodExits"
                    | "-XX:+TraceAllMethodExits"
                    | "-XX:-TraceEachBytecode"
                    | "-XX:+TraceEachBytecode"
                    | "-XX:-TraceAllBranchOutcomes"
                    | "-XX:+TraceAllBranchOutcomes"
                    | "-XX:-TraceAllFieldSites"
                    | "-XX:+TraceAllFieldSites"
                    | "-XX:-TraceAllInvokeSites"
                    | "-XX:+TraceAllInvokeSites"
                    | "-XX:-TraceAllBranchBlocks"
                    | "-XX:+TraceAllBranchBlocks"
                    | "-XX:-KnownFieldObjects"
                    | "-XX:+KnownFieldObjects"
            ) || metrics_pipeline_option(&a)
            {
                continue;
            }
            if let Some((_, value)) = measurement_option(&a) {
                if value {
                    args.next();
                }
                continue;
            }
            if a.split_once('=').is_some_and(|(name, _)| {
                name.starts_with("--") && measurement_option(name).is_some()
            }) {
                continue;
            }
            // The main class, or -jar's file, starts the program's part.
            in_program = !a.starts_with('-') || a == "-jar";
            if matches!(a.as_str(), "-cp" | "-classpath" | "--class-path") {
                out.push(a);
                if let Some(v) = args.next() {
                    out.push(v);
                }
                continue;
            }
        }
        out.push(a);
    }
    out
}

fn main() {
    rjvm::stop::ignore_file_size_signal();
    let cli = Cli::parse_from(normalize(std::env::args()));
    if cli.version {
        eprintln!(
            "rjvm version \"{}\" (Java SE 8 instruction set, class files up to 61.0)",
            env!("CARGO_PKG_VERSION")
        );
        eprintln!("rjvm interpreter, deterministic green threads, STEP tracing");
        return;
    }
    let bad_size = |opt: &str, v: &str| -> ! {
        eprintln!("Invalid {opt} size: {opt}{v}");
        eprintln!("Error: Could not create the Java Virtual Machine.");
        std::process::exit(1);
    };
    let stack_bytes = cli
        .xss
        .as_deref()
        .map(|v| parse_size(v).unwrap_or_else(|| bad_size("-Xss", v)));
    let max_heap = cli
        .xmx
        .as_deref()
        .map(|v| parse_size(v).unwrap_or_else(|| bad_size("-Xmx", v)));
    let mut launch = Launch {
        classpath: cli.class_path,
        jar: cli.jar,
        stack_bytes,
        max_heap,
        gc_log: cli.gc_log,
        assertions: cli.enable_assertions && !cli.disable_assertions,
        trace: cli.trace,
        metrics: cli.metrics,
        metrics_options: rjvm::launch::MetricsOptions {
            window_kbc: cli.metrics_window_kbc.unwrap_or(100),
            rules: rjvm::launch::PartitionRules {
                app_packages: cli.metrics_app_packages,
                lib_packages: cli.metrics_lib_packages,
            },
        },
        ..Launch::default()
    };
    if let Some(c) = &cli.trace_compression {
        match c.replace(':', "=").parse() {
            Ok(c) => launch.trace_compression = Some(c),
            Err(e) => {
                eprintln!("Invalid -trace-compression {c}: {e}");
                std::process::exit(1);
            }
        }
    }
    if let Some(b) = &cli.trace_block_size {
        match parse_size(b) {
            Some(n) if (MIN_TRACE_BLOCK..=MAX_TRACE_BLOCK).contains(&n) => {
                launch.trace_block_size = Some(n as usize)
            }
            _ => {
                eprintln!("Invalid -trace-block-size {b}: a size from 4k to 1g (e.g. 16M)");
                std::process::exit(1);
            }
        }
    }
    if let Some(list) = &cli.trace_events {
        match rjvm::events::Groups::parse(list) {
            Ok(g) => launch.trace_events = Some(g),
            Err(e) => {
                eprintln!("Invalid -trace-events {list}: {e}");
                std::process::exit(1);
            }
        }
    }
    if let Some(m) = &cli.trace_encode {
        match rjvm::trace::EncodeMode::parse(m) {
            Ok(m) => launch.trace_encode = Some(m),
            Err(e) => {
                eprintln!("Invalid -trace-encode {m}: {e}");
                std::process::exit(1);
            }
        }
    }
    launch.trace_callback = cli.trace_callback;
    if launch.trace_callback && launch.trace.is_some() {
        eprintln!("Error: -trace-callback and -trace exclude each other (the callback mode writes no trace)");
        std::process::exit(1);
    }
    // The command line for the trace header: arguments as given, except the
    // paths of the trace and metrics files (which vary between runs being
    // compared): each is written FILE.
    // -trace-encode, -XX:[+-]FastLoop and -XX:[+-]MetricsThread are left
    // out: they do not change the trace's bytes.
    let mut skip = false;
    let mut drop_next = false;
    for a in std::env::args().skip(1) {
        if drop_next {
            drop_next = false;
            continue;
        }
        if skip {
            skip = false;
            launch.command_line.push("FILE".into());
            continue;
        }
        if matches!(a.as_str(), "-trace-encode" | "--trace-encode") {
            drop_next = true;
            continue;
        }
        if matches!(
            a.as_str(),
            "-XX:-FastLoop" | "-XX:+FastLoop" | "-XX:-MetricsThread" | "-XX:+MetricsThread"
        ) || metrics_pipeline_option(&a)
        {
            continue;
        }
        skip = matches!(a.as_str(), "-trace" | "--trace" | "-metrics" | "--metrics");
        launch.command_line.push(a);
    }
    launch.command = program_command(std::env::args().skip(1));
    for d in cli.define {
        let (k, v) = d.split_once('=').unwrap_or((d.as_str(), ""));
        launch.properties.push((k.to_string(), v.to_string()));
    }
    for x in &cli.xx {
        if let Some(v) = x.strip_prefix("RunEmbedded=") {
            launch.embedded = Some(v.to_string());
        } else if let Some(v) = x.strip_prefix("ThreadQuantum=") {
            match v.parse::<u64>() {
                Ok(n) if n > 0 => launch.thread_quantum = Some(n),
                _ => {
                    eprintln!("Improperly specified VM option '{x}'");
                    std::process::exit(1);
                }
            }
        } else if x == "+CountEvents" || x == "-CountEvents" {
            launch.count_events = x.starts_with('+');
        } else if x == "+TraceAllBlocks" || x == "-TraceAllBlocks" {
            launch.trace_all_blocks = x.starts_with('+');
        } else if x == "+TraceAllMethodEnters" || x == "-TraceAllMethodEnters" {
            launch.trace_all_method_enters = x.starts_with('+');
        } else if x == "+TraceAllMethodExits" || x == "-TraceAllMethodExits" {
            launch.trace_all_method_exits = x.starts_with('+');
        } else if x == "+TraceEachBytecode" || x == "-TraceEachBytecode" {
            launch.trace_each_bytecode = x.starts_with('+');
        } else if x == "+TraceAllBranchOutcomes" || x == "-TraceAllBranchOutcomes" {
            launch.trace_all_branch_outcomes = x.starts_with('+');
        } else if x == "+TraceAllFieldSites" || x == "-TraceAllFieldSites" {
            launch.trace_all_field_sites = x.starts_with('+');
        } else if x == "+TraceAllInvokeSites" || x == "-TraceAllInvokeSites" {
            launch.trace_all_invoke_sites = x.starts_with('+');
        } else if x == "+TraceAllBranchBlocks" || x == "-TraceAllBranchBlocks" {
            launch.trace_all_branch_blocks = x.starts_with('+');
        } else if x == "+KnownFieldObjects" || x == "-KnownFieldObjects" {
            launch.trace_all_known_fields = x.starts_with('-');
        } else if x == "+FastLoop" || x == "-FastLoop" {
            launch.full_loop = x.starts_with('-');
        } else if x == "+MetricsThread" || x == "-MetricsThread" {
            launch.metrics_thread = Some(x.starts_with('+'));
        } else if x == "+PrintMetricsStats" || x == "-PrintMetricsStats" {
            launch.metrics_thread_options.print_stats = x.starts_with('+');
        } else if x == "+MetricsSchedBatch" || x == "-MetricsSchedBatch" {
            launch.metrics_thread_options.sched_batch = x.starts_with('+');
        } else if let Some(v) = x.strip_prefix("MetricsQueue=") {
            match rjvm::trace::metrics_thread::ThreadOptions::parse_queue(v) {
                Some(q) => launch.metrics_thread_options.queue = q,
                None => {
                    eprintln!("Improperly specified VM option '{x}' (MetricsQueue=CAPACITY,WAKE_AT, 1 <= WAKE_AT <= CAPACITY)");
                    std::process::exit(1);
                }
            }
        } else if x == "+PrintBytecodeCount" || x == "-PrintBytecodeCount" {
            launch.print_bytecode_count = x.starts_with('+');
        } else if x == "+RealTimeSleep" || x == "-RealTimeSleep" {
            launch.real_time_sleep = x.starts_with('+');
        } else if x == "+VirtualClock" || x == "-VirtualClock" {
            launch.virtual_clock = x.starts_with('+');
        } else if let Some(v) = x.strip_prefix("ObjectHeaderSize=") {
            match v.parse() {
                Ok(n) => launch.header_size = Some(n),
                Err(_) => {
                    eprintln!("Improperly specified VM option '{x}'");
                    std::process::exit(1);
                }
            }
        } else {
            eprintln!("Unrecognized VM option '{x}'");
            eprintln!("Error: Could not create the Java Virtual Machine.");
            eprintln!("Error: A fatal exception has occurred. Program will exit.");
            std::process::exit(1);
        }
    }
    let mut rest = cli.rest.into_iter();
    if launch.jar.is_none() && launch.embedded.is_none() {
        launch.main_class = rest.next();
        if launch.main_class.is_none() {
            use clap::CommandFactory;
            let _ = Cli::command().print_help();
            std::process::exit(2);
        }
    }
    launch.args = rest.collect();
    std::process::exit(rjvm::launch::run(&launch));
}
