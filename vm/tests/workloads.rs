//! The workload suite: runs every workload of `java-tests/workloads/<name>/` (a directory
//! with a `MAIN` file naming its main class) on rjvm with its `small` input and compares
//! stdout byte for byte, and the exit code, with `expected.out` / `expected.exit`, which
//! `java-tests/workloads/regen.sh` records from HotSpot.
//!
//! Trials:
//! * `workload::<name>` runs the copy embedded in the binary by `vm/build.rs`:
//!   `rjvm -XX:RunEmbedded=<name>`;
//! * `jar::<name>` compiles the workload's sources with `javac --release 8 -g` into
//!   `$CARGO_TARGET_TMPDIR/workloads/<name>/classes`, packs them with the JDK's
//!   `jar cfe <name>.jar <Main> -C classes .` and runs `rjvm -jar <name>.jar`;
//! * `suite::golden_files_consistent` checks that every workload has a `MAIN` file and both
//!   golden files.
//!
//! Environment:
//! * `RJVM_TEST_JAVA=/usr/bin/java` runs the suite on another VM instead of the rjvm binary;
//!   the `workload::` trials then run the compiled classes with `-cp`, since only rjvm has
//!   embedded workloads;
//! * `RJVM_TEST_TIMEOUT=<seconds>` changes the per-run timeout (default 60);
//! * `JAVAC=<path>` and `JAR=<path>` select the JDK tools (default `javac` and `jar` from
//!   `PATH`).

use std::ffi::OsString;
use std::fmt::Write as _;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, OnceLock};

use libtest_mimic::{Arguments, Failed, Trial};

mod golden;
use golden::*;

/// One workload directory.
#[derive(Debug)]
struct Workload {
    name: String,
    dir: PathBuf,
    /// The main class's binary name (`spec.compress.Main`), from `MAIN`.
    main_class: String,
    /// Classes and jar, built at most once per process.
    build: OnceLock<Result<Built, String>>,
}

#[derive(Debug)]
struct Built {
    classes: PathBuf,
    jar: PathBuf,
}

impl Workload {
    fn expected(&self) -> Result<(Vec<u8>, i32), String> {
        let out_path = self.dir.join("expected.out");
        let exit_path = self.dir.join("expected.exit");
        let hint = format!("(run java-tests/workloads/regen.sh {})", self.name);
        let stdout = fs::read(&out_path)
            .map_err(|e| format!("missing golden file {}: {e} {hint}", out_path.display()))?;
        let exit_text = fs::read_to_string(&exit_path)
            .map_err(|e| format!("missing golden file {}: {e} {hint}", exit_path.display()))?;
        let exit = exit_text
            .trim()
            .parse::<i32>()
            .map_err(|e| format!("{}: not an exit code ({e})", exit_path.display()))?;
        Ok((stdout, exit))
    }

    fn sources(&self) -> Vec<PathBuf> {
        let mut out = Vec::new();
        collect_java(&self.dir, &mut out);
        out.sort();
        out
    }

    fn built(&self) -> Result<&Built, String> {
        self.build
            .get_or_init(|| self.compile_and_pack())
            .as_ref()
            .map_err(Clone::clone)
    }

    /// Compiles the sources as `vm/build.rs` does and packs them into an executable jar.
    fn compile_and_pack(&self) -> Result<Built, String> {
        let base = Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join("workloads")
            .join(&self.name);
        let classes = base.join("classes");
        let jar = base.join(format!("{}.jar", self.name));
        if base.exists() {
            fs::remove_dir_all(&base)
                .map_err(|e| format!("cannot clear {}: {e}", base.display()))?;
        }
        fs::create_dir_all(&classes)
            .map_err(|e| format!("cannot create {}: {e}", classes.display()))?;
        let javac = tool("JAVAC", "javac");
        let mut cmd = Command::new(&javac);
        cmd.args([
            "--release",
            "8",
            "-g",
            "-nowarn",
            "-encoding",
            "UTF-8",
            "-d",
        ])
        .arg(&classes)
        .args(self.sources());
        run_tool(&mut cmd, &javac)?;
        let jar_tool = tool("JAR", "jar");
        let mut cmd = Command::new(&jar_tool);
        cmd.arg("cfe")
            .arg(&jar)
            .arg(&self.main_class)
            .arg("-C")
            .arg(&classes)
            .arg(".");
        run_tool(&mut cmd, &jar_tool)?;
        Ok(Built { classes, jar })
    }
}

fn collect_java(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = fs::read_dir(dir) else { return };
    for entry in rd.flatten() {
        let p = entry.path();
        if p.is_dir() {
            collect_java(&p, out);
        } else if p.extension().is_some_and(|e| e == "java") {
            out.push(p);
        }
    }
}

fn tool(var: &str, default: &str) -> OsString {
    std::env::var_os(var).unwrap_or_else(|| OsString::from(default))
}

/// Runs a JDK tool to completion and turns a failure into a readable message.
fn run_tool(cmd: &mut Command, name: &OsString) -> Result<(), String> {
    let output = cmd.stdin(Stdio::null()).output().map_err(|e| {
        if e.kind() == io::ErrorKind::NotFound {
            format!(
                "`{}` was not found: the workload suite needs a JDK 17 (e.g. `apt-get install -y \
                 openjdk-17-jdk-headless`), or set JAVAC / JAR",
                name.to_string_lossy()
            )
        } else {
            format!("cannot run `{}`: {e}", name.to_string_lossy())
        }
    })?;
    if output.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{cmd:?} failed ({}):\n{}{}",
            output.status,
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        ))
    }
}

/// Finds the workload directories (those holding a `MAIN` file), sorted by name.
fn discover(root: &Path) -> Result<Vec<Workload>, String> {
    let rd = fs::read_dir(root).map_err(|e| format!("cannot read {}: {e}", root.display()))?;
    let mut dirs: Vec<PathBuf> = rd
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    let mut out = Vec::new();
    for dir in dirs {
        let name = dir
            .file_name()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let main_class = match fs::read_to_string(dir.join("MAIN")) {
            Ok(s) => s.trim().to_owned(),
            Err(_) => String::new(),
        };
        out.push(Workload {
            name,
            dir,
            main_class,
            build: OnceLock::new(),
        });
    }
    Ok(out)
}

/// Runs `cmd` and compares its stdout and exit code with the workload's golden files.
fn check_run(workload: &Workload, mut cmd: Command) -> Result<(), Failed> {
    let (expected_stdout, expected_exit) = workload.expected()?;
    let command_line = format!("{cmd:?}");
    let limit = timeout();
    let run = run_vm(&mut cmd, limit, None)?;

    let mut report = String::new();
    if run.timed_out {
        let _ = writeln!(
            report,
            "timed out after {} s and was killed",
            limit.as_secs()
        );
    }
    let got_exit = run.status.and_then(|s| s.code());
    if got_exit != Some(expected_exit) {
        let _ = writeln!(
            report,
            "exit: expected exit code {expected_exit}, got {}",
            describe_status(run.status)
        );
    }
    if run.stdout != expected_stdout {
        report.push_str(&describe_stdout_diff(&expected_stdout, &run.stdout));
    }
    if report.is_empty() {
        return Ok(());
    }
    let _ = writeln!(report, "command: {command_line}");
    let _ = writeln!(report, "elapsed: {:.2} s", run.elapsed.as_secs_f64());
    if run.stderr.is_empty() {
        report.push_str("stderr: <empty>\n");
    } else {
        let _ = writeln!(report, "stderr (last {STDERR_TAIL_LINES} lines):");
        report.push_str(&stderr_tail(&run.stderr));
    }
    Err(report.into())
}

/// `rjvm -XX:RunEmbedded=<name>` (or, on another VM, `-cp <classes> <Main>`).
fn check_embedded(workload: &Workload) -> Result<(), Failed> {
    let mut cmd = Command::new(vm_binary());
    if other_vm().is_some() {
        let built = workload.built()?;
        cmd.arg("-cp").arg(&built.classes).arg(&workload.main_class);
    } else {
        cmd.arg(format!("-XX:RunEmbedded={}", workload.name));
    }
    check_run(workload, cmd)
}

/// `rjvm -jar <name>.jar`, with the jar built from the sources by the JDK's `jar` tool.
fn check_jar(workload: &Workload) -> Result<(), Failed> {
    let built = workload.built()?;
    let mut cmd = Command::new(vm_binary());
    cmd.arg("-jar").arg(&built.jar);
    check_run(workload, cmd)
}

/// Every workload directory has a main class and both golden files.
fn check_consistency(workloads: &[Arc<Workload>]) -> Result<(), Failed> {
    let mut problems = Vec::new();
    for w in workloads {
        if w.main_class.is_empty() {
            problems.push(format!(
                "{}: no MAIN file naming the main class (vm/build.rs needs one)",
                w.dir.display()
            ));
        }
        if w.sources().is_empty() {
            problems.push(format!("{}: no Java sources", w.dir.display()));
        }
        for file in ["expected.out", "expected.exit"] {
            if !w.dir.join(file).is_file() {
                problems.push(format!(
                    "missing {} (run java-tests/workloads/regen.sh {})",
                    w.dir.join(file).display(),
                    w.name
                ));
            }
        }
    }
    if workloads.is_empty() {
        problems.push("no workloads found".to_owned());
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n").into())
    }
}

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("java-tests")
        .join("workloads");
    let root = fs::canonicalize(&root).unwrap_or(root);
    let workloads: Vec<Arc<Workload>> = match discover(&root) {
        Ok(w) => w.into_iter().map(Arc::new).collect(),
        Err(e) => {
            let trial = Trial::test("suite::discover", move || Err(e.into()));
            libtest_mimic::run(&args, vec![trial]).exit();
        }
    };

    let mut trials = Vec::new();
    {
        let all = workloads.clone();
        trials.push(Trial::test("suite::golden_files_consistent", move || {
            check_consistency(&all)
        }));
    }
    for w in &workloads {
        let w1 = Arc::clone(w);
        trials.push(Trial::test(format!("workload::{}", w.name), move || {
            check_embedded(&w1)
        }));
        let w2 = Arc::clone(w);
        trials.push(Trial::test(format!("jar::{}", w.name), move || {
            check_jar(&w2)
        }));
    }
    libtest_mimic::run(&args, trials).exit();
}
