#!/usr/bin/env bash
# Whole-process comparison of rjvm with HotSpot: rjvm vs `java -Xint` (the
# interpreter) vs `java` (JIT), on the micro programs of benches/java/ and on
# the SPECjvm98-style workloads of java-tests/workloads/ (large inputs).
#
# Runs are interleaved: each round runs every VM once on a program, in a
# rotating order, so drift of a shared machine hits all three alike. For
# each program it reports median wall times, the medians of the per-round
# ratios, the executed bytecodes (rjvm's clock, -XX:+PrintBytecodeCount;
# deterministic) and the wall time per executed bytecode of rjvm and of
# java -Xint (the same count over its time; HotSpot runs the JDK's library,
# not rjvm's, so its figure is an estimate), and geometric means of the
# ratios. CPU time (user + sys) ratios are reported too: on a loaded machine
# they are steadier than wall time, and they show what mtrt's second thread
# buys HotSpot (rjvm's green threads share one core).
#
#   benches/compare.sh                  # everything; writes docs/benchmarks.md
#   benches/compare.sh micro            # only the micro programs (table on stdout)
#   benches/compare.sh workloads        # only the workloads (table on stdout)
#   RUNS=9 benches/compare.sh Fib mtrt  # some programs, more rounds
#
# RUNS (default 3) rounds after WARMUP (default 1) warm-up rounds; JAVA
# (default java); RJVM (default: the release build of this tree, built first).
# Only the full run rewrites docs/benchmarks.md: never edit that file by
# hand. The hand-written history of optimizations is docs/perf-log.md.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
WARMUP=${WARMUP:-1}
JAVA=${JAVA:-java}
if [ -z "${RJVM:-}" ]; then
  cargo build --release -q --bin rjvm
  RJVM=${CARGO_TARGET_DIR:-$PWD/target}/release/rjvm
fi
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
javac --release 8 -d "$OUT" benches/java/*.java

# Micro programs: name, argument (sized for about a second on java -Xint),
# what it shows.
MICRO=(
  "Dispatch 50000000|dispatch loop: int arithmetic on locals"
  "Fields 25000000|instance and static field access"
  "Calls 4000000|static, virtual and interface calls"
  "ArrayLoops 300|nested int[] loops (matrix multiply)"
  "Sieve 20|boolean[] loops"
  "Fib 32|recursive static calls"
  "Alloc 5000000|small objects and arrays"
  "Exceptions 1000000|throw and catch"
  "Sync 4000000|uncontended synchronized methods and blocks"
  "Strings 400000|StringBuilder, String.hashCode"
)
WORKLOADS=()
for dir in java-tests/workloads/*/; do
  name=$(basename "$dir")
  [ "$name" = sample ] && continue
  mkdir -p "$OUT/wl/$name"
  javac --release 8 -nowarn -d "$OUT/wl/$name" $(find "$dir" -name '*.java')
  WORKLOADS+=("wl:$name:$(tr -d '[:space:]' < "$dir/MAIN") large|workload")
done

WRITE_DOC=0
case "${1:-}" in
  "") PROGRAMS=("${MICRO[@]}" "${WORKLOADS[@]}"); WRITE_DOC=1 ;;
  micro) PROGRAMS=("${MICRO[@]}") ;;
  workloads) PROGRAMS=("${WORKLOADS[@]}") ;;
  *)
    PROGRAMS=()
    for p in "${MICRO[@]}" "${WORKLOADS[@]}"; do
      for want in "$@"; do
        [[ "$p" == "$want "* || "$p" == "wl:$want:"* ]] && PROGRAMS+=("$p")
      done
    done
    ;;
esac
[ ${#PROGRAMS[@]} -gt 0 ] || { echo "no program selected" >&2; exit 2; }

# The state measured, taken now (the tree may change while this runs).
GIT_STATE="$(git rev-parse --short HEAD 2>/dev/null || echo '?')"
[ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ] && GIT_STATE="$GIT_STATE (with uncommitted changes)"
export GIT_STATE
DOC=""
[ "$WRITE_DOC" = 1 ] && DOC=docs/benchmarks.md
python3 - "$RUNS" "$WARMUP" "$JAVA" "$RJVM" "$OUT" "$DOC" "$*" "${PROGRAMS[@]}" <<'PY'
import datetime, math, os, platform, re, resource, statistics, subprocess, sys, time
sys.path.insert(0, "benches")
from embed_figures import HEADING, INTRO, embedded_figures

runs, warmup = int(sys.argv[1]), int(sys.argv[2])
java, rjvm, cp, doc, cli = sys.argv[3:8]
programs = [p.split("|", 1) for p in sys.argv[8:]]


def timed(cmd):
    """Runs cmd; returns (wall s, cpu s of the process tree, stdout, stderr)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    out = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if out.returncode != 0:
        sys.exit(f"failed ({out.returncode}): {' '.join(cmd)}\n{out.stderr}")
    return wall, cpu, out.stdout, out.stderr


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


rows = []
for spec, what in programs:
    args = spec.split()
    if args[0].startswith("wl:"):
        _, name, main = args[0].split(":")
        cmds = {
            "rjvm": [rjvm, "-XX:+PrintBytecodeCount", f"-XX:RunEmbedded={name}"] + args[1:],
            "xint": [java, "-Xint", "-cp", f"{cp}/wl/{name}", main] + args[1:],
            "java": [java, "-cp", f"{cp}/wl/{name}", main] + args[1:],
        }
        label, kind = f"{name} {' '.join(args[1:])}", "workload"
    else:
        cmds = {
            "rjvm": [rjvm, "-XX:+PrintBytecodeCount", "-cp", cp] + args,
            "xint": [java, "-Xint", "-cp", cp] + args,
            "java": [java, "-cp", cp] + args,
        }
        label, kind = " ".join(args), "micro"
    order = ["rjvm", "xint", "java"]
    wall = {k: [] for k in order}
    cpu = {k: [] for k in order}
    count = None
    for rnd in range(warmup + runs):  # warm-up rounds first
        outs = {}
        for k in order[rnd % 3:] + order[: rnd % 3]:
            w, c, o, e = timed(cmds[k])
            outs[k] = o
            if k == "rjvm":
                m = re.search(r"rjvm: executed bytecodes (\d+)", e)
                if not m:
                    sys.exit(f"{label}: no bytecode count from rjvm\n{e}")
                if count is not None and int(m.group(1)) != count:
                    sys.exit(f"{label}: bytecode count differs between runs")
                count = int(m.group(1))
            if rnd >= warmup:
                wall[k].append(w)
                cpu[k].append(c)
        if not (outs["rjvm"] == outs["xint"] == outs["java"]):
            sys.exit(f"{label}: outputs differ\nrjvm: {outs['rjvm']}\njava -Xint: {outs['xint']}\njava: {outs['java']}")
    med = {k: statistics.median(wall[k]) for k in order}
    r_xint = statistics.median(a / b for a, b in zip(wall["rjvm"], wall["xint"]))
    r_java = statistics.median(a / b for a, b in zip(wall["rjvm"], wall["java"]))
    r_cpu = statistics.median(a / b for a, b in zip(cpu["rjvm"], cpu["xint"]))
    row = dict(label=label, what=what, kind=kind, count=count, med=med,
               r_xint=r_xint, r_java=r_java, r_cpu=r_cpu,
               ns_rjvm=med["rjvm"] * 1e9 / count, ns_xint=med["xint"] * 1e9 / count,
               spread=max(wall["rjvm"]) / min(wall["rjvm"]))
    rows.append(row)
    print(f"{label}: rjvm/-Xint {r_xint:.2f} (cpu {r_cpu:.2f}), "
          f"{row['ns_rjvm']:.2f} vs {row['ns_xint']:.2f} ns/bytecode", file=sys.stderr)

lines = []
head = ("| program | bytecodes (M) | rjvm (s) | java -Xint (s) | java (s) "
        "| rjvm / -Xint | rjvm / -Xint (cpu) | rjvm / java | rjvm ns/bc | -Xint ns/bc |")
sep = "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for kind, title in (("micro", "Micro programs"), ("workload", "SPECjvm98-style workloads (large inputs)")):
    sel = [r for r in rows if r["kind"] == kind]
    if not sel:
        continue
    lines += [f"### {title}", "", head, sep]
    for r in sel:
        m = r["med"]
        lines.append(
            f"| {r['label']} | {r['count'] / 1e6:.1f} | {m['rjvm']:.3f} | {m['xint']:.3f} | {m['java']:.3f} "
            f"| {r['r_xint']:.2f} | {r['r_cpu']:.2f} | {r['r_java']:.2f} | {r['ns_rjvm']:.2f} | {r['ns_xint']:.2f} |")
    lines.append(
        f"| **geometric mean** | | | | | **{geomean([r['r_xint'] for r in sel]):.2f}** "
        f"| **{geomean([r['r_cpu'] for r in sel]):.2f}** | {geomean([r['r_java'] for r in sel]):.2f} "
        f"| {geomean([r['ns_rjvm'] for r in sel]):.2f} | {geomean([r['ns_xint'] for r in sel]):.2f} |")
    if kind == "micro":
        lines += ["", "What each micro program exercises:", ""]
        lines += [f"* `{r['label']}`: {r['what']}" for r in sel]
    lines.append("")
table = "\n".join(lines)
print(table)

if doc:
    def sh(cmd):
        r = subprocess.run(cmd, capture_output=True, text=True, shell=True)
        return r.stdout.strip()
    cpuinfo = open("/proc/cpuinfo").read()
    model = re.search(r"model name\s*:\s*(.*)", cpuinfo)
    ncpu = len(re.findall(r"^processor\s*:", cpuinfo, re.M))
    mhz = re.search(r"cpu MHz\s*:\s*(.*)", cpuinfo)
    load = os.getloadavg()
    javav = subprocess.run([java, "-version"], capture_output=True, text=True).stderr.strip().splitlines()

    text = f"""# Benchmarks

<!-- Generated by benches/compare.sh: do not edit by hand; run the script to
     regenerate. What changed and what it bought: perf-log.md (hand-written). -->

rjvm against HotSpot's interpreter (`java -Xint`) and HotSpot with its JIT
(`java`), whole processes, on the micro programs of `benches/java/` and the
SPECjvm98-style workloads of `java-tests/workloads/` (large inputs; rjvm runs
them embedded). The history of interpreter optimizations and what each one
bought is in [perf-log.md](perf-log.md).

* date: {datetime.datetime.now().astimezone().strftime('%Y-%m-%d %H:%M %Z')}
* machine: {model.group(1) if model else '?'}, {ncpu} logical CPUs{f', {float(mhz.group(1)):.0f} MHz' if mhz else ''}; `{platform.system()} {platform.release()} {platform.machine()}`; load average at start {load[0]:.2f}
* java: {'; '.join(javav)}
* rjvm: commit {os.environ.get('GIT_STATE', '?')}, {sh('rustc --version')}
* command: `RUNS={runs} WARMUP={warmup} benches/compare.sh{(' ' + cli) if cli else ''}`

How it is measured: every program runs {warmup} time(s) per VM as a warm-up,
then {runs} rounds, each running rjvm, `java -Xint` and `java` once, in a rotating
order. Times are median wall-clock seconds of the whole process (start-up
included: HotSpot's is about 40 ms, rjvm's a few ms). Ratios are medians of the
per-round ratios; the cpu column uses user + sys time of the process tree
instead of wall time (steadier on a shared machine; for mtrt it also takes away
HotSpot's second core). *bytecodes* is the number of bytecodes rjvm executes
(`-XX:+PrintBytecodeCount`; deterministic); ns/bc is median wall time over that
count, for `java -Xint` too (HotSpot runs the JDK's class library rather than
rjvm's, so its figure is an estimate). Outputs of the three VMs are checked to
be identical.

Exact commands per program (P = the program and its argument, CP = the
compiled `benches/java/*.java` or workload classes, `javac --release 8`):

```sh
rjvm -XX:+PrintBytecodeCount -cp CP P          # micro programs
rjvm -XX:+PrintBytecodeCount -XX:RunEmbedded=NAME large   # workloads
java -Xint -cp CP P
java -cp CP P
```

Targets (issue 9): rjvm ≤ 2× `java -Xint` on every workload, geometric mean ≤ 1.5×.

{table}
{HEADING}
{INTRO}{embedded_figures()}"""
    with open(doc, "w") as f:
        f.write(text)
    print(f"wrote {doc}", file=sys.stderr)
PY
