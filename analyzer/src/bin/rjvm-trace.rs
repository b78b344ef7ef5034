//! `rjvm-trace`: inspect, encode and analyze STEP traces.
fn main() {
    eprintln!("rjvm-trace: no subcommands yet");
    std::process::exit(2);
}
