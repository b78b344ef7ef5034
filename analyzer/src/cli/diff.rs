//! `rjvm-trace diff`: the CI gate for reproducible metrics. Prints the
//! metrics that differ between two documents and sets the exit status:
//! 0 when none differs beyond tolerance, 1 when one does, 2 when a file
//! cannot be read or the arguments are wrong (as for clap's usage errors).

use super::report::read_doc;
use analyzer::report::{diff, render_diff, DiffOptions};
use clap::Args;
use std::io::Write as _;
use std::path::PathBuf;

/// Arguments of `diff`.
#[derive(Debug, Args)]
pub struct DiffArgs {
    /// The first metric document (JSON).
    pub a: PathBuf,
    /// The second metric document (JSON).
    pub b: PathBuf,
    /// Relative tolerance as a fraction (0.01 = 1%) of the larger magnitude.
    #[arg(long, value_name = "X", default_value_t = 0.0)]
    pub rel_tol: f64,
    /// Absolute tolerance, in each metric's unit.
    #[arg(long, value_name = "Y", default_value_t = 0.0)]
    pub abs_tol: f64,
    /// Compare only metrics whose name starts with PREFIX (e.g. `memory.`).
    #[arg(long, value_name = "PREFIX")]
    pub only: Option<String>,
}

/// Exit status: no difference beyond tolerance.
pub const SAME: i32 = 0;
/// Exit status: some metric differs beyond tolerance.
pub const DIFFERENT: i32 = 1;
/// Exit status: unreadable input or bad arguments.
pub const TROUBLE: i32 = 2;

/// Runs `diff`; returns the exit status (errors are printed here).
pub fn run(a: DiffArgs) -> i32 {
    let fail = |e: String| {
        eprintln!("rjvm-trace: error: {e}");
        TROUBLE
    };
    for (name, t) in [("--rel-tol", a.rel_tol), ("--abs-tol", a.abs_tol)] {
        if !(t >= 0.0 && t.is_finite()) {
            return fail(format!("{name} must be a finite number >= 0, got {t}"));
        }
    }
    let (x, y) = match (read_doc(&a.a), read_doc(&a.b)) {
        (Ok(x), Ok(y)) => (x, y),
        (Err(e), _) | (_, Err(e)) => return fail(e),
    };
    let opts = DiffOptions {
        rel_tol: a.rel_tol,
        abs_tol: a.abs_tol,
        only: a.only.clone(),
    };
    let r = diff(&x, &y, &opts);
    let text = render_diff(&r, &opts);
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_all(text.as_bytes()).and_then(|_| out.flush()) {
        if e.kind() != std::io::ErrorKind::BrokenPipe {
            return fail(format!("writing output: {e}"));
        }
    }
    if r.beyond_tolerance() > 0 {
        DIFFERENT
    } else {
        SAME
    }
}
