#!/usr/bin/env bash
# Where a traced run's extra instructions go (issue 6), counted with
# callgrind, which load on a shared machine does not disturb: for each
# configuration (untraced, loop, callback, metrics, default, all) the instructions of one
# run, the extra over the untraced run per record and per executed
# bytecode, and the instructions by source part: the interpreter loops,
# the recorder (vm/src/trace), the encoder (tracer/src/encode and the code
# generated from the schema), the block writer (tracer/src/format), zstd,
# and the standard library / libc code inlined into each (not split
# further: callgrind names the file a line came from, not the caller it
# was inlined into).
#
#   benches/tracing-instr.sh                        # jess small
#   WORKLOAD=javac INPUT=small benches/tracing-instr.sh
#   CONFIGS="untraced default" BIN=/path/to/dir benches/tracing-instr.sh
#
# Takes about a minute per configuration on jess small (callgrind runs
# the program about 50 times slower). Prints a report; writes nothing in
# the tree. Wall-time ratios come from benches/tracing.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
WORKLOAD=${WORKLOAD:-jess}
INPUT=${INPUT:-small}
CONFIGS=${CONFIGS:-untraced callback default all}
if [ -z "${BIN:-}" ]; then
    cargo build --release -q --bin rjvm --bin rjvm-trace
    BIN=${CARGO_TARGET_DIR:-$PWD/target}/release
fi
command -v valgrind >/dev/null || { echo "tracing-instr.sh: needs valgrind (apt-get install valgrind)" >&2; exit 2; }
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

python3 - "$BIN" "$TMP" "$WORKLOAD" "$INPUT" "$CONFIGS" <<'PY'
import collections, re, subprocess, sys
binp, tmp, wl, inp, configs = sys.argv[1:]
rjvm, rtrace = f"{binp}/rjvm", f"{binp}/rjvm-trace"

def args(cfg):
    t = f"{tmp}/{cfg}.step"
    return {"untraced": [], "callback": ["-trace-callback"],
            # The traced loop alone: no event raised inside it but
            # MethodEnter/MethodExit, which the sink filters.
            "loop": ["-trace-callback", "-trace-events", "class"],
            "metrics": ["-metrics", f"{tmp}/{cfg}.json"],
            "default": ["-trace", t], "all": ["-trace", t, "-trace-events", "all"]}[cfg], t

def part(path):
    """The source part a file belongs to."""
    if "zstd" in path:
        return "zstd"
    for key, name in [("vm/src/interp/fast.rs", "interpreter: fast loop"),
                      ("vm/src/interp/exec.rs", "interpreter: full loop"),
                      ("vm/src/interp/", "interpreter: calls, frames, other"),
                      ("vm/src/trace/", "recorder (vm/src/trace)"),
                      ("vm/src/callback.rs", "callback listener"),
                      ("vm/src/events.rs", "event interface (vm/src/events.rs)"),
                      ("tracer/src/encode/", "encoder (tracer/src/encode)"),
                      ("/out/step_", "encoder (generated from the schema)"),
                      ("tracer/src/format/", "block writer (tracer/src/format)"),
                      ("vm/src/", "vm: other"),
                      ("/library/", "std, inlined"), ("/registry/", "crates, inlined")]:
        if key in path:
            return name
    if "malloc" in path or "memmove" in path or "memset" in path or "memcpy" in path:
        return "libc (malloc, memmove)"
    return "other"

def profile(cfg):
    a, t = args(cfg)
    out = f"{tmp}/cg.{cfg}"
    r = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                        rjvm] + a + [f"-XX:RunEmbedded={wl}", inp],
                       capture_output=True, text=True, env={"RJVM_TRACE_STATS": "1", "PATH": "/usr/bin:/bin"})
    if r.returncode != 0:
        sys.exit(f"{cfg}: rjvm failed\n{r.stderr[-2000:]}")
    ann = subprocess.run(["callgrind_annotate", "--inclusive=no", "--threshold=100", out],
                         capture_output=True, text=True).stdout
    parts, total = collections.Counter(), 0
    for l in ann.splitlines():
        m = re.match(r"\s*([\d,]+) \(\s*[\d.]+%\)\s+(\S+?):", l)
        if m:
            parts[part(m.group(2))] += int(m.group(1).replace(",", ""))
        m = re.match(r"\s*([\d,]+) \(\s*[\d.]+%\)\s+PROGRAM TOTALS", l)
        if m:
            total = int(m.group(1).replace(",", ""))
    records = None
    if cfg in ("default", "all"):
        s = subprocess.run([rtrace, "summary", "--quick", t], capture_output=True, text=True).stdout
        for l in s.splitlines():
            if l.startswith("records"):
                records = int(l.split()[1].replace(",", ""))
    executed = None
    for l in r.stderr.splitlines():
        if "executed bytecodes" in l:
            executed = int(l.split()[-1])
    print(f"  {cfg}: {total:,} instructions", file=sys.stderr, flush=True)
    return total, parts, records, executed

cfgs = configs.split()
if "untraced" not in cfgs:
    cfgs = ["untraced"] + cfgs
res = {c: profile(c) for c in cfgs}
base, bparts, _, _ = res["untraced"]
executed = next((e for _, _, _, e in res.values() if e), None)
print(f"# Traced-run instructions, {wl} {inp} (callgrind)\n")
print(f"executed bytecodes: {executed:,}\n" if executed else "")
print("| configuration | instructions | × untraced | extra per bytecode | records | extra per record |")
print("|---|---:|---:|---:|---:|---:|")
for c in cfgs:
    tot, _, rec, _ = res[c]
    extra = tot - base
    pb = f"{extra / executed:.1f}" if executed and c != "untraced" else ""
    pr = f"{extra / rec:.1f}" if rec else ""
    print(f"| {c} | {tot:,} | {tot / base:.2f} | {pb} | {f'{rec:,}' if rec else ''} | {pr} |")
for c in cfgs:
    if c == "untraced":
        continue
    tot, parts, rec, _ = res[c]
    print(f"\n## {c}: extra instructions by part (against untraced)\n")
    print("| part | untraced | " + c + " | extra | extra per record |" if rec else "| part | untraced | " + c + " | extra |")
    print("|---|---:|---:|---:|---:|" if rec else "|---|---:|---:|---:|")
    keys = sorted(set(parts) | set(bparts), key=lambda k: -(parts[k] - bparts[k]))
    for k in keys:
        d = parts[k] - bparts[k]
        if abs(d) < 1_000_000:
            continue
        row = f"| {k} | {bparts[k] / 1e6:.1f}M | {parts[k] / 1e6:.1f}M | {d / 1e6:+.1f}M |"
        print(row + (f" {d / rec:+.1f} |" if rec else ""))
PY
