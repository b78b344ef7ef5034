#!/usr/bin/env bash
# Speed of the metrics engine (issue 7). Targets: online metrics (`rjvm
# -metrics`) <= 1.5x an untraced run; offline analysis (`rjvm-trace
# metrics` on a default trace) >= 20 M events/s (the events the analyzer
# sees, implied records included; records in the file are reported too).
#
# Online: for each SPECjvm98-style workload (input INPUT, default large),
# RUNS interleaved rounds (default 3); a round runs the untraced VM, the
# -metrics VM as the issue's command runs it (`rjvm -metrics F`: the engine
# on a metrics thread beside the interpreter when a CPU is free at
# startup, else in the interpreter's thread; the page counts the rounds in
# which it took the thread) and the -metrics VM in in-thread mode
# (-XX:-MetricsThread) one after the other (order rotating between
# rounds), and each ratio is the median over the rounds of (-metrics time /
# untraced time of the same round), so drift of a shared machine hits both
# sides of a ratio alike. Wall time is the issue's measure (the engine runs
# beside the program); CPU time (user + system of the child, both threads)
# is reported beside it so that nothing is hidden.
# Offline: each workload's default trace (input OFFLINE_INPUT, default
# small) analyzed RUNS times as the issue's command runs it (`rjvm-trace
# metrics F`: decoding on a thread of its own when a CPU is free) and as
# many times on one thread (`--threads 1`), interleaved, OFFLINE_RUNS times
# each (default 9: the runs are short, and a shared machine's noise moves
# single runs by a third); events/s from the
# median wall time of each, and from the one-thread runs' CPU time.
#
# Writes benches/METRICS-SPEED.md (regenerated as a whole; never edit it by
# hand) and prints it.
#
#   benches/metrics-speed.sh
#   RUNS=5 WORKLOADS="javac mtrt" INPUT=small benches/metrics-speed.sh
#   OFFLINE=0 OUTFILE=/tmp/m.md WORKLOADS=jess benches/metrics-speed.sh   # online only
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
INPUT=${INPUT:-large}
OFFLINE_INPUT=${OFFLINE_INPUT:-small}
WORKLOADS=${WORKLOADS:-compress jess db javac mpegaudio mtrt jack}
OUTFILE=${OUTFILE:-benches/METRICS-SPEED.md}
OFFLINE=${OFFLINE:-1}
OFFLINE_RUNS=${OFFLINE_RUNS:-9}
cargo build --release -q --bin rjvm --bin rjvm-trace
BIN=${CARGO_TARGET_DIR:-$PWD/target}/release
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

python3 - "$BIN" "$TMP" "$RUNS" "$INPUT" "$OFFLINE_INPUT" "$WORKLOADS" "$OUTFILE" "$OFFLINE" "$OFFLINE_RUNS" <<'PY'
import datetime, os, platform, resource, statistics, subprocess, sys, time
binp, tmp, runs, inp, oinp, wls, outfile, do_offline, oruns = sys.argv[1:]
runs, oruns = int(runs), int(oruns)
rjvm, rtrace = f"{binp}/rjvm", f"{binp}/rjvm-trace"

def timed(c):
    """Wall seconds and CPU seconds (user + system) of command `c`, and its stderr."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    out = subprocess.run(c, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                         env=dict(os.environ, RJVM_TRACE_STATS="1"))
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if out.returncode != 0:
        sys.exit(f"failed: {' '.join(c)}\n{out.stderr}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, out.stderr

def number_after(text, prefix):
    """The number after `prefix` on the first line starting with it."""
    for l in text.splitlines():
        if l.startswith(prefix):
            return int(l[len(prefix):].split()[0].replace(",", ""))
    return None

online, offline = [], []
med = statistics.median
for wl in wls.split():
    cmds = {"plain": [rjvm, f"-XX:RunEmbedded={wl}", inp],
            "default": [rjvm, "-XX:+PrintMetricsStats", "-metrics", f"{tmp}/m.json",
                       f"-XX:RunEmbedded={wl}", inp],
            "inline": [rjvm, "-XX:-MetricsThread", "-metrics", f"{tmp}/m.json",
                       f"-XX:RunEmbedded={wl}", inp]}
    wall = {c: [] for c in cmds}
    cpus = {c: [] for c in cmds}
    ratios = {"wall": [], "cpu": [], "inline": []}
    executed = None
    threaded = 0
    for r in range(runs):
        names = list(cmds)
        order = names[r % 3:] + names[:r % 3]
        this = {}
        for c in order:
            w, t, err = timed(cmds[c])
            this[c] = (w, t)
            wall[c].append(w)
            cpus[c].append(t)
            if c == "default":
                executed = number_after(err, "trace: executed bytecodes ")
                threaded += "no CPU to spare" not in err
        ratios["wall"].append(this["default"][0] / this["plain"][0])
        ratios["cpu"].append(this["default"][1] / this["plain"][1])
        ratios["inline"].append(this["inline"][0] / this["plain"][0])
        print(f"  {wl} {inp} round {r + 1}/{runs}: untraced {this['plain'][0]:.2f}s wall "
              f"{this['plain'][1]:.2f}s CPU, -metrics {this['default'][0]:.2f}s wall "
              f"{this['default'][1]:.2f}s CPU, in-thread {this['inline'][0]:.2f}s wall",
              file=sys.stderr, flush=True)
    online.append((wl, executed, med(wall["plain"]), med(cpus["plain"]), med(wall["default"]),
                   med(cpus["default"]), med(ratios["wall"]), med(ratios["cpu"]),
                   med(wall["inline"]), med(ratios["inline"]),
                   (min(ratios["wall"]), max(ratios["wall"])), threaded))
    if do_offline == "0":
        continue
    trace = f"{tmp}/{wl}.step"
    subprocess.run([rjvm, "-trace", trace, f"-XX:RunEmbedded={wl}", oinp],
                   stdout=subprocess.DEVNULL, check=True)
    summary = subprocess.run([rtrace, "summary", "--quick", trace], capture_output=True, text=True).stdout
    recs = number_after(summary, "records")
    # The events the analyzer sees: the file's records plus those the
    # implied-record rules put back (a trace written with every record).
    full = f"{tmp}/{wl}-full.step"
    subprocess.run([rjvm, "-trace", full, "-XX:+TraceAllBlocks", f"-XX:RunEmbedded={wl}", oinp],
                   stdout=subprocess.DEVNULL, check=True)
    full_summary = subprocess.run([rtrace, "summary", "--quick", full], capture_output=True,
                                  text=True).stdout
    events = number_after(full_summary, "records")
    os.remove(full)
    dflt, one_wall, one_cpu = [], [], []
    for _ in range(oruns):
        dflt.append(timed([rtrace, "metrics", trace, "-o", f"{tmp}/o.json"])[0])
        w, t, _ = timed([rtrace, "metrics", "--threads", "1", trace, "-o", f"{tmp}/o.json"])
        one_wall.append(w)
        one_cpu.append(t)
    offline.append((wl, recs, events, med(dflt), med(one_wall), med(one_cpu)))
    os.remove(trace)
    print(f"  {wl} {oinp} offline: {recs} records, {events} events, {med(dflt):.2f}s wall, "
          f"one thread {med(one_wall):.2f}s wall {med(one_cpu):.2f}s CPU",
          file=sys.stderr, flush=True)

load = os.getloadavg()[0]
o = ["# Metrics engine speed", "",
     "Generated by `benches/metrics-speed.sh` — do not edit by hand; rerun the script.", "",
     f"- date: {datetime.date.today()}; machine: {platform.machine()}, {os.cpu_count()} CPUs, "
     f"load average at end {load:.1f}",
     f"- {runs} rounds per workload: untraced, `-metrics` (the default: the engine on a "
     "metrics thread when a CPU is free at startup, else in the interpreter's thread; "
     "`thread` counts the rounds that took the thread) and "
     "`-metrics -XX:-MetricsThread` (engine in the interpreter's thread) in rotating order; "
     "each ratio = median over rounds of the `-metrics` time / the untraced time of the same "
     "round, with the lowest and highest round's wall ratio beside it (the machine's noise); "
     "wall time is the measure (the engine runs beside the program), CPU time (user + "
     "system, both threads) beside it",
     "- targets (issue 7): online ≤ 1.5× (wall), offline ≥ 20 M events/s", "",
     f"## Online: `rjvm -metrics` against an untraced run (input `{inp}`)", "",
     "| workload | bytecodes | untraced wall (s) | untraced CPU (s) | -metrics wall (s) "
     "| -metrics CPU (s) | thread | wall × | wall × range | CPU × | in-thread wall (s) "
     "| in-thread wall × |",
     "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
for wl, ex, pw, pc, mw, mc, rw, rc, iw, ri, (lo, hi), th in online:
    exs = f"{ex:,}" if ex else "?"
    o.append(f"| {wl} | {exs} | {pw:.2f} | {pc:.2f} | {mw:.2f} | {mc:.2f} | {th}/{runs} | "
             f"{rw:.2f} | {lo:.2f}–{hi:.2f} | {rc:.2f} | {iw:.2f} | {ri:.2f} |")
o.append(f"| median | | | | | | | {med([x[6] for x in online]):.2f} | | "
         f"{med([x[7] for x in online]):.2f} | | {med([x[9] for x in online]):.2f} |")
if offline:
    o += ["", f"## Offline: `rjvm-trace metrics` on a default trace (input `{oinp}`, zstd level 3)",
          "", "`records` are the file's; `events` the stream the analyzer sees, with the "
          "records the implied-record rules put back (the record count of the same run "
          "traced with `-XX:+TraceAllBlocks`, which writes every record). `default` is "
          "`rjvm-trace metrics F` (decoding on a thread of its own when a CPU is free), "
          f"`one thread` is `--threads 1`; medians of {oruns} runs of each, interleaved.", "",
          "| workload | records | events | default wall (s) | default M events/s "
          "| one thread wall (s) | one thread CPU (s) | one thread M events/s (CPU) "
          "| M records/s (default) |",
          "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
for wl, recs, events, dw, ow, oc in offline:
    o.append(f"| {wl} | {recs:,} | {events:,} | {dw:.2f} | {events / dw / 1e6:.1f} | "
             f"{ow:.2f} | {oc:.2f} | {events / oc / 1e6:.1f} | {recs / dw / 1e6:.1f} |")
text = "\n".join(o) + "\n"
open(outfile, "w").write(text)
print(text)
PY
