//! `rjvm-trace`: inspect, encode and analyze STEP traces.

#[path = "../cli/mod.rs"]
mod cli;

use clap::Parser;

/// Inspect, encode and analyze STEP traces.
#[derive(Debug, Parser)]
#[command(name = "rjvm-trace", version, about)]
struct Cli {
    #[command(subcommand)]
    cmd: cli::StepCommand,
}

fn main() {
    let args = Cli::parse();
    if let Err(e) = cli::run(args.cmd) {
        eprintln!("rjvm-trace: error: {e}");
        std::process::exit(1);
    }
}
