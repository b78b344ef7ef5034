#!/usr/bin/env bash
# Whole-process comparison of rjvm with HotSpot's interpreter (java -Xint) on
# the CPU-bound programs in benches/java/. Prints a markdown table of median
# wall times over RUNS runs (default 5) and the median of the per-pair ratios
# rjvm/HotSpot, the runs interleaved A B A B so machine drift hits both.
#
#   benches/compare.sh            # the micro programs
#   RUNS=9 benches/compare.sh Fib # one program, more runs
#   benches/compare.sh workloads  # the SPECjvm98-style workloads, large inputs
#                                 # (rjvm runs them embedded: -XX:RunEmbedded)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-5}
JAVA=${JAVA:-java}
cargo build --release -q --bin rjvm
RJVM=${CARGO_TARGET_DIR:-$PWD/target}/release/rjvm
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
javac --release 8 -d "$OUT" benches/java/*.java

# program and its argument (sized for a few seconds on java -Xint)
PROGRAMS=("Fib 34" "Sieve 20" "ArrayLoops 300")
if [ "${1:-}" = workloads ]; then
  PROGRAMS=()
  for dir in java-tests/workloads/*/; do
    name=$(basename "$dir")
    [ "$name" = sample ] && continue
    mkdir -p "$OUT/wl/$name"
    javac --release 8 -nowarn -d "$OUT/wl/$name" $(find "$dir" -name '*.java')
    PROGRAMS+=("wl:$name:$(tr -d '[:space:]' < "$dir/MAIN") large")
  done
  set --
fi
if [ $# -gt 0 ]; then
  sel=()
  for p in "${PROGRAMS[@]}"; do for want in "$@"; do [[ "$p" == "$want "* ]] && sel+=("$p"); done; done
  PROGRAMS=("${sel[@]}")
fi

python3 - "$RUNS" "$JAVA" "$RJVM" "$OUT" "${PROGRAMS[@]}" <<'PY'
import statistics, subprocess, sys, time
runs, java, rjvm, cp, programs = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5:]

def timed(cmd):
    t = time.perf_counter()
    out = subprocess.run(cmd, capture_output=True, text=True)
    dt = time.perf_counter() - t
    if out.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{out.stderr}")
    return dt, out.stdout

print(f"| program | rjvm (s) | java -Xint (s) | rjvm / java -Xint |")
print(f"|---|---:|---:|---:|")
for p in programs:
    args = p.split()
    if args[0].startswith("wl:"):
        _, name, main = args[0].split(":")
        a_cmd = [rjvm, f"-XX:RunEmbedded={name}"] + args[1:]
        b_cmd = [java, "-Xint", "-cp", f"{cp}/wl/{name}", main] + args[1:]
        p = f"{name} {' '.join(args[1:])}"
    else:
        a_cmd = [rjvm, "-cp", cp] + args
        b_cmd = [java, "-Xint", "-cp", cp] + args
    timed(a_cmd); timed(b_cmd)  # warm-up
    a, b, ratios = [], [], []
    for _ in range(runs):
        ta, oa = timed(a_cmd)
        tb, ob = timed(b_cmd)
        if oa != ob:
            sys.exit(f"{p}: outputs differ\nrjvm: {oa}\njava: {ob}")
        a.append(ta); b.append(tb); ratios.append(ta / tb)
    print(f"| {p} | {statistics.median(a):.3f} | {statistics.median(b):.3f} | {statistics.median(ratios):.2f} |")
PY
