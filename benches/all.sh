#!/usr/bin/env bash
# Regenerates every benchmark page, in one sitting, then docs/benchmarks.md
# (which embeds the others). Takes about an hour on a quiet 2-core machine;
# run it on a quiet one (the pages record the load average at start).
#
#   benches/all.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$PWD/target}
cargo build --release -q --workspace
cargo run --release -q -p step-gen --bin step-figures -- --write-md benches/STEP.md
benches/tracing.sh
benches/metrics-speed.sh
benches/wet.sh
benches/compare.sh
