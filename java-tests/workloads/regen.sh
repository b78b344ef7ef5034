#!/usr/bin/env bash
# Regenerates the golden files of the workloads by running each one on HotSpot.
#
# Usage: java-tests/workloads/regen.sh [name ...]
#
#   With no names, every workload directory (one with a MAIN file) is run; with names, only
#   those. Each workload's sources (every .java file under java-tests/workloads/<name>/) are
#   compiled with `javac --release 8 -g`, exactly as vm/build.rs compiles the embedded copy,
#   and the main class named in MAIN is run with no arguments (the `small` input). It writes
#     <name>/expected.out   - the workload's stdout, byte for byte
#     <name>/expected.exit  - its exit code followed by a newline
#
# Environment: JAVA (default /usr/bin/java), JAVAC (default javac), REGEN_TIMEOUT (seconds
# per workload, default 300).
#
# Golden files are data produced by HotSpot: never edit them by hand.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
java=${JAVA:-/usr/bin/java}
javac=${JAVAC:-javac}
limit=${REGEN_TIMEOUT:-300}

if ! command -v "$javac" >/dev/null 2>&1; then
    echo "regen.sh: '$javac' not found; install a JDK 17 (e.g. apt-get install -y openjdk-17-jdk-headless)" >&2
    exit 2
fi
if [ ! -x "$java" ]; then
    echo "regen.sh: '$java' is not an executable java launcher (set JAVA=...)" >&2
    exit 2
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

selected() {
    local name=$1
    shift
    [ "$#" -eq 0 ] && return 0
    local n
    for n in "$@"; do
        [ "$n" = "$name" ] && return 0
    done
    return 1
}

found=0
for dir in "$here"/*/; do
    dir=${dir%/}
    name=$(basename "$dir")
    [ -f "$dir/MAIN" ] || continue
    selected "$name" "$@" || continue
    main=$(tr -d '[:space:]' <"$dir/MAIN")
    classes="$tmp/$name"
    mkdir -p "$classes"
    mapfile -t sources < <(find "$dir" -name '*.java' | LC_ALL=C sort)
    "$javac" --release 8 -g -nowarn -encoding UTF-8 -d "$classes" "${sources[@]}"
    rc=0
    start=$(date +%s.%N)
    timeout "$limit" "$java" -cp "$classes" "$main" \
        >"$dir/expected.out" 2>"$tmp/$name.stderr" </dev/null || rc=$?
    end=$(date +%s.%N)
    if [ "$rc" -eq 124 ]; then
        echo "regen.sh: $name timed out after ${limit}s" >&2
        exit 1
    fi
    printf '%s\n' "$rc" >"$dir/expected.exit"
    printf '%-12s exit %-3s %7s bytes %6.2f s\n' "$name" "$rc" "$(wc -c <"$dir/expected.out")" \
        "$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')" >&2
    if [ "$rc" -ne 0 ]; then
        sed 's/^/    | /' "$tmp/$name.stderr" | tail -n 20 >&2
    fi
    found=$((found + 1))
done

if [ "$#" -gt 0 ] && [ "$found" -ne "$#" ]; then
    echo "regen.sh: some requested workloads were not found (asked for $#, ran $found)" >&2
    exit 1
fi
echo "regen.sh: ran $found workload(s) on $java" >&2
