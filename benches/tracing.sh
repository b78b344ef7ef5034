#!/usr/bin/env bash
# Tracing overhead (issue 6): wall time of rjvm on the SPECjvm98-style
# workloads, traced in various ways, against the same binary untraced, all
# measured in one sitting: every round runs each configuration once, one
# after the other, and the ratio of a configuration is the median over the
# rounds of (its time / the untraced time of the same round), so drift of a
# shared machine hits both sides of a ratio alike. Also trace sizes: bytes
# per record and per executed bytecode.
#
# Writes benches/TRACING.md (regenerated as a whole; never edit it by hand)
# and prints it; after each workload a partial report is written, so a run
# cut short keeps what it measured (marked partial).
#
#   benches/tracing.sh                       # everything (long: hours on a busy machine)
#   RUNS=3 WORKLOADS="javac" benches/tracing.sh
#   CONFIGS="default callback all" INPUT=small benches/tracing.sh
#   GROUP_WORKLOADS="javac" GROUP_INPUT=small  # the each-group-alone table
#   BIN=/path/to/dir ...                     # time the binaries in dir (no build)
#   BASE=/path/to/other/rjvm ...             # also time another build untraced
#                                            # (config "base": is untraced speed unchanged?)
#
# Configurations: default (-trace, default groups, encoded where the
# default puts it: on the interpreter's thread), inline (the same, with
# -trace-encode inline given), thread (-trace-encode thread), callback
# (-trace-callback: each default-group event through a dynamic call to an
# empty listener), all (-trace-events all, per-bytecode records included),
# default,values (what WET needs), and each group alone
# (-trace-events GROUP). Traces are written with the default compression
# (zstd level 3) to a temporary directory. Besides wall time, the CPU time
# of every run (user + system, all threads: getrusage of the child) is
# measured, and its ratio reported the same way: a tracer thread can only
# shorten the wall time when a core is free, and costs CPU time either way.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
INPUT=${INPUT:-large}
WORKLOADS=${WORKLOADS:-javac jess compress mtrt}
GROUP_WORKLOADS=${GROUP_WORKLOADS:-javac}
CONFIGS=${CONFIGS:-default thread callback all default,values}
EVENT_GROUPS=${EVENT_GROUPS:-class thread method block invoke field arrays alloc gc lock exception bytecode values}
OUTFILE=${OUTFILE:-benches/TRACING.md}
GROUP_INPUT=${GROUP_INPUT:-$INPUT}
BASE=${BASE:-}
# BIN=DIR: time the rjvm and rjvm-trace binaries in DIR as they are (no
# build), e.g. a copy, so that rebuilding during a long run cannot swap them.
if [ -z "${BIN:-}" ]; then
    cargo build --release -q --bin rjvm --bin rjvm-trace
    BIN=${CARGO_TARGET_DIR:-$PWD/target}/release
fi
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

python3 - "$BIN" "$TMP" "$RUNS" "$INPUT" "$WORKLOADS" "$GROUP_WORKLOADS" "$CONFIGS" "$EVENT_GROUPS" "$OUTFILE" "$GROUP_INPUT" "$BASE" <<'PY'
import os, platform, resource, statistics, subprocess, sys, time, datetime
binp, tmp, runs, inp, wls, gwls, configs, groups, outfile, ginp, base = sys.argv[1:]
runs = int(runs)
rjvm, rtrace = f"{binp}/rjvm", f"{binp}/rjvm-trace"

def cmd(cfg, wl, inp):
    plain = [rjvm, f"-XX:RunEmbedded={wl}", inp]
    if cfg == "untraced":
        return plain, None
    if cfg == "base":
        return [base, f"-XX:RunEmbedded={wl}", inp], None
    if cfg == "callback":
        return [rjvm, "-trace-callback", f"-XX:RunEmbedded={wl}", inp], None
    f = f"{tmp}/{wl}-{cfg.replace(',', '+')}.step"
    if cfg in ("thread", "inline"):
        return [rjvm, "-trace", f, "-trace-encode", cfg, "-trace-events", "default",
                f"-XX:RunEmbedded={wl}", inp], f
    events = "default" if cfg == "default" else cfg.removeprefix("group:")
    return [rjvm, "-trace", f, "-trace-events", events, f"-XX:RunEmbedded={wl}", inp], f

def run(cfg, wl, inp):
    c, f = cmd(cfg, wl, inp)
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    out = subprocess.run(c, capture_output=True, text=True,
                         env=dict(os.environ, RJVM_TRACE_STATS="1"))
    dt = time.perf_counter() - t
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
    if out.returncode != 0:
        sys.exit(f"failed: {' '.join(c)}\n{out.stderr}")
    return (dt, cpu), out.stdout, out.stderr, f

def executed_of(stderr):
    for l in stderr.splitlines():
        if l.startswith("trace: executed bytecodes "):
            return int(l.split()[-1])
    return None

def records_of(path):
    s = subprocess.run([rtrace, "summary", "--quick", path], capture_output=True, text=True).stdout
    for l in s.splitlines():
        if l.startswith("records"):
            return int(l.split()[1].replace(",", ""))
    return None

def measure(wl, cfgs, inp):
    """Interleaved rounds; returns {cfg: (median time, median ratio, size
    info, median CPU-time ratio, (lowest, highest) ratio of a round)}."""
    times = {c: [] for c in ["untraced"] + cfgs}
    ratios = {c: [] for c in cfgs}
    cpu_ratios = {c: [] for c in cfgs}
    sizes = {}
    ref = None
    for r in range(runs):
        # Rotate the order every round so no configuration always runs
        # right after the same neighbour.
        order = ["untraced"] + cfgs
        k = r % len(order)
        order = order[k:] + order[:k]
        this, this_cpu = {}, {}
        for c in order:
            (dt, cpu), out, err, f = run(c, wl, inp)
            this_cpu[c] = cpu
            if ref is None and c == "untraced":
                ref = out
            if ref is not None and c == "untraced" and out != ref:
                sys.exit(f"{wl}: output changed between runs")
            this[c] = dt
            times[c].append(dt)
            if f is not None and c not in sizes:
                ex = executed_of(err)
                sizes[c] = (os.path.getsize(f), records_of(f), ex)
            if f is not None:
                os.remove(f)
        for c in cfgs:
            ratios[c].append(this[c] / this["untraced"])
            cpu_ratios[c].append(this_cpu[c] / this_cpu["untraced"])
        print(f"  {wl} round {r + 1}/{runs}: " +
              ", ".join(f"{c} {this[c]:.2f}s" for c in ["untraced"] + cfgs),
              file=sys.stderr, flush=True)
    return {c: (statistics.median(times[c]), statistics.median(ratios[c]) if c in ratios else 1.0,
                sizes.get(c), statistics.median(cpu_ratios[c]) if c in cpu_ratios else 1.0,
                (min(ratios[c]), max(ratios[c])) if c in ratios else (1.0, 1.0))
            for c in ["untraced"] + cfgs}

cfgs = configs.split() + (["base"] if base else [])
out = []
out.append("# Tracing overhead and trace sizes\n")
out.append("Generated by `benches/tracing.sh` — do not edit by hand; rerun the script.\n")
out.append(f"- date: {datetime.date.today()}; machine: {platform.machine()}, "
           f"{os.cpu_count()} CPUs, load average at start {os.getloadavg()[0]:.1f}")
out.append(f"- input: `{inp}`; rounds per workload: {runs} (configurations interleaved "
           "in each round, rotated between rounds); ratio = median over rounds of "
           "traced time / untraced time of the same round; the wall-time table gives "
           "the lowest and highest round's ratio beside each median, the machine's noise")
out.append("- traces: zstd level 3 in 4 MiB blocks (the defaults); `B/rec` = file bytes per record, "
           "`B/bc` = file bytes per executed bytecode\n")
wall_rows, cpu_rows, size_rows, group_rows = [], [], [], []

def render(done):
    """The whole report from the rows measured so far; `done` false marks
    a report written after each workload, so a cut run keeps its results."""
    t = list(out)
    if not done:
        t.append("- **partial**: the run was cut; the tables hold the workloads measured "
                 "before that\n")
    t.append("## Wall-time ratio against the untraced run\n")
    t.append("| workload | untraced (s) | " + " | ".join(f"{c} ×" for c in cfgs) + " |")
    t.append("|---|---:|" + "---:|" * len(cfgs))
    t.extend(wall_rows)
    t.append("")
    if base:
        t.append(f"`base` is another build run untraced (`BASE={base}`): a ratio of 1 means "
                 "this build's untraced interpreter is as fast.\n")
    t.append("Targets (issue 6): default ≤ 2.0×, per-bytecode (`all`) ≤ 4×. "
             "`callback` is the JVMPI-style baseline: the default groups' events through "
             "`&mut dyn EventListener` to an empty listener, no encoding. `default` encodes "
             "where the default puts it (the interpreter's thread), `inline` there too "
             "(`-trace-encode inline` given), `thread` on a tracer thread (`-trace-encode thread`); all write the same bytes.\n")
    t.append("## CPU-time ratio against the untraced run\n")
    t.append("User + system time of all the process's threads, same runs and same medians "
             "as above. A tracer thread lowers the wall-time ratio only when a core is free "
             "(check the load average above); it never lowers this one.\n")
    t.append("| workload | " + " | ".join(f"{c} ×" for c in cfgs) + " |")
    t.append("|---|" + "---:|" * len(cfgs))
    t.extend(cpu_rows)
    t.append("")
    if group_rows:
        t.append("## Each group alone\n")
        t.append("| workload | group | ratio × | records | bytes | B/rec | B/bc |")
        t.append("|---|---|---:|---:|---:|---:|---:|")
        t.extend(group_rows)
        t.append("")
    t.append("## Trace sizes\n")
    t.append("| workload | configuration | records | bytes | B/rec | B/bc |")
    t.append("|---|---|---:|---:|---:|---:|")
    t.extend(size_rows)
    t.append("")
    t.append("Target (issue 6): default ≤ 0.1 bytes per executed bytecode after compression.")
    text = "\n".join(t) + "\n"
    open(outfile, "w").write(text)
    return text

for wl in wls.split():
    print(f"{wl}: {', '.join(cfgs)}", file=sys.stderr, flush=True)
    m = measure(wl, cfgs, inp)
    wall_rows.append(f"| {wl} {inp} | {m['untraced'][0]:.2f} | " +
                     " | ".join(f"{m[c][1]:.2f} ({m[c][4][0]:.2f}–{m[c][4][1]:.2f})"
                                for c in cfgs) + " |")
    cpu_rows.append(f"| {wl} {inp} | " + " | ".join(f"{m[c][3]:.2f}" for c in cfgs) + " |")
    for c in cfgs:
        if m[c][2]:
            size, recs, ex = m[c][2]
            size_rows.append(f"| {wl} {inp} | {c} | {recs:,} | {size:,} | "
                             f"{size / recs:.3f} | {size / ex:.4f} |")
    render(False)
gcfgs = [f"group:{g}" for g in groups.split()]
if gwls.split() and gcfgs:
    for wl in gwls.split():
        print(f"{wl}: each group alone", file=sys.stderr, flush=True)
        m = measure(wl, gcfgs, ginp)
        for c in gcfgs:
            size, recs, ex = m[c][2]
            group_rows.append(f"| {wl} {ginp} | {c[6:]} | {m[c][1]:.2f} | {recs:,} | {size:,} | "
                              f"{size / max(recs, 1):.3f} | {size / ex:.4f} |")
        render(False)
print(render(True))
PY
