#!/usr/bin/env bash
# Allocation throughput and garbage-collection cost: rjvm beside HotSpot's
# interpreter with the serial collector (java -Xint -XX:+UseSerialGC), on the
# same program and heap size, in one run. Prints a markdown table: wall time,
# allocation rate, number of collections, total and longest pause for each
# VM, and the rjvm/HotSpot ratios.
#
#   benches/gc-compare.sh                 # 5M small objects, -Xmx64m
#   N=20000000 XMX=32m benches/gc-compare.sh
set -euo pipefail
cd "$(dirname "$0")/.."
N=${N:-5000000}
XMX=${XMX:-64m}
JAVA=${JAVA:-java}
cargo build --release -q --bin rjvm
RJVM=${CARGO_TARGET_DIR:-$PWD/target}/release/rjvm
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
javac --release 8 -d "$OUT" benches/java/AllocSmall.java

python3 - "$RJVM" "$JAVA" "$OUT" "$N" "$XMX" <<'PY'
import re, subprocess, sys, time
rjvm, java, cp, n, xmx = sys.argv[1:]

def run(cmd):
    t = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.perf_counter() - t
    if p.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{p.stderr}")
    return wall, p.stdout, p.stderr

wr, out_r, err_r = run([rjvm, f"-Xmx{xmx}", "-verbose:gc", "-cp", cp, "AllocSmall", n])
wh, out_h, err_h = run([java, "-Xint", "-XX:+UseSerialGC", f"-Xmx{xmx}", "-Xlog:gc:stderr", "-cp", cp, "AllocSmall", n])
if out_r != out_h:
    sys.exit(f"outputs differ:\nrjvm: {out_r}\njava: {out_h}")
pr = [float(m) for m in re.findall(r"pause ([0-9.]+)ms", err_r)]
ph = [float(m) for m in re.findall(r"\) ([0-9.]+)ms$", err_h, re.M)]
objs = int(n)
def row(name, wall, pauses):
    return f"| {name} | {wall:.3f} | {objs / wall / 1e6:.1f} | {len(pauses)} | {sum(pauses):.1f} | {max(pauses, default=0):.2f} |"
print(f"AllocSmall {n} objects, -Xmx{xmx}\n")
print("| VM | wall (s) | M objects/s | collections | total pause (ms) | longest pause (ms) |")
print("|---|---:|---:|---:|---:|---:|")
print(row("rjvm", wr, pr))
print(row("java -Xint -XX:+UseSerialGC", wh, ph))
print(f"\nrjvm/HotSpot: wall {wr / wh:.2f}, total GC time {sum(pr) / max(sum(ph), 1e-9):.2f}, longest pause {max(pr, default=0) / max(max(ph, default=0), 1e-9):.2f}")
PY
