#!/usr/bin/env bash
# Speed of the metrics engine (issue 7): for each embedded workload, the
# user CPU time of an untraced run, of an online-metrics run (-metrics) and
# the ratio; and the offline analysis speed (records per second of
# `rjvm-trace metrics` on the workload's default trace). Medians of RUNS
# runs (default 3). Targets: online <= 1.5x untraced, offline >= 20 M
# records/s.
#
#   benches/metrics-speed.sh              # javac
#   benches/metrics-speed.sh jess db      # other embedded workloads
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
cargo build --release -q --bin rjvm --bin rjvm-trace
BIN=${CARGO_TARGET_DIR:-$PWD/target}/release
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
[ $# -eq 0 ] && set -- javac

user() { # user seconds of a command
  /usr/bin/time -f %U "$@" 2>&1 >/dev/null | tail -1
}
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

echo "| workload | untraced s | -metrics s | ratio | records | offline s | records/s |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
for w in "$@"; do
  plain=$(for _ in $(seq "$RUNS"); do user "$BIN/rjvm" -XX:RunEmbedded="$w"; done | median)
  online=$(for _ in $(seq "$RUNS"); do user "$BIN/rjvm" -metrics "$OUT/m.json" -XX:RunEmbedded="$w"; done | median)
  "$BIN/rjvm" -trace "$OUT/t.step" -XX:RunEmbedded="$w" >/dev/null
  records=$("$BIN/rjvm-trace" summary "$OUT/t.step" | awk '/^records/ {gsub(",", "", $2); print $2}')
  offline=$(for _ in $(seq "$RUNS"); do user "$BIN/rjvm-trace" metrics "$OUT/t.step" -o "$OUT/o.json"; done | median)
  awk -v w="$w" -v p="$plain" -v o="$online" -v r="$records" -v f="$offline" 'BEGIN {
    printf "| %s | %.2f | %.2f | %.2fx | %d | %.2f | %.1f M |\n", w, p, o, o / p, r, f, r / f / 1e6 }'
done
