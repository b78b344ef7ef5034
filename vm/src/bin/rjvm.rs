//! The `rjvm` launcher.
fn main() {}
