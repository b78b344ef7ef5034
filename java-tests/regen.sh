#!/usr/bin/env bash
# Regenerates the golden files in java-tests/expected/ by running every program on HotSpot.
#
# Usage: java-tests/regen.sh [Name ...]
#
#   With no names, every program in programs/ and every fixture class in fixtures/classes/
#   is run; with names, only those. For each program <Name> it writes
#     expected/<Name>.out   - the program's stdout, byte for byte
#     expected/<Name>.exit  - its exit code followed by a newline
#
# Programs are compiled together with `javac --release 8 -g` into a temporary directory
# (the same single invocation the Rust harness uses, so helper-class name clashes show up
# here too). A program may start with directive lines, read by this script and by
# vm/tests/java_tests.rs alike:
#     // rjvm-test: args=a b c        arguments passed to main (split on whitespace)
#     // rjvm-test: jvm=-Dk=v -Dx=y   JVM options placed before the class name
#     // rjvm-test: stdin=Name.txt    stdin read from fixtures/stdin/Name.txt (else closed)
#
# Environment: JAVA (default /usr/bin/java), JAVAC (default javac), REGEN_TIMEOUT
# (seconds per program, default 120). HotSpot runs with its default options (no -Xss),
# so the stack-overflow program sees HotSpot's default thread stack.
#
# Golden files are data produced by HotSpot: never edit them by hand.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
java=${JAVA:-/usr/bin/java}
javac=${JAVAC:-javac}
limit=${REGEN_TIMEOUT:-120}

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

echo "compiling programs with $("$javac" -version 2>&1) --release 8 -g" >&2
"$javac" --release 8 -g -nowarn -encoding UTF-8 -d "$tmp" "$here"/programs/*.java
# Java-17-only programs (records, …) are compiled with --release 17 into the same place.
if compgen -G "$here/programs17/*.java" >/dev/null; then
    "$javac" --release 17 -g -nowarn -encoding UTF-8 -cp "$tmp" -d "$tmp" "$here"/programs17/*.java
fi

mkdir -p "$here/expected"

# directive FILE KEY: prints the value of the first `// rjvm-test: KEY=...` line among the
# file's leading `// rjvm-test:` lines (empty if absent).
directive() {
    local file=$1 key=$2 line body
    while IFS= read -r line || [ -n "$line" ]; do
        case $line in
            "// rjvm-test:"*)
                body=${line#"// rjvm-test:"}
                body=${body#"${body%%[![:space:]]*}"}
                case ${body%%=*} in
                    args | jvm | stdin) ;;
                    *)
                        echo "regen.sh: $file: unknown directive: $line" >&2
                        return 1
                        ;;
                esac
                if [ "${body%%=*}" = "$key" ]; then
                    printf '%s\n' "${body#*=}"
                    return
                fi
                ;;
            *) return ;;
        esac
    done <"$file"
}

# run NAME CLASSPATH [SOURCE]: runs one main class on HotSpot and records its output.
run() {
    local name=$1 cp=$2 src=${3:-} jvm="" args="" input=/dev/null rc=0
    if [ -n "$src" ]; then
        jvm=$(directive "$src" jvm)
        args=$(directive "$src" args)
        input=$(directive "$src" stdin)
        input=${input:+$here/fixtures/stdin/$input}
        input=${input:-/dev/null}
    fi
    # Word splitting of $jvm and $args is intended: directives are whitespace-separated lists.
    # shellcheck disable=SC2086
    timeout "$limit" "$java" -cp "$cp" $jvm "$name" $args \
        >"$here/expected/$name.out" 2>"$tmp/$name.stderr" <"$input" || rc=$?
    if [ "$rc" -eq 124 ]; then
        echo "regen.sh: $name timed out after ${limit}s" >&2
        exit 1
    fi
    printf '%s\n' "$rc" >"$here/expected/$name.exit"
    printf '%-24s exit %-3s %6s bytes\n' "$name" "$rc" "$(wc -c <"$here/expected/$name.out")" >&2
}

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
for src in "$here"/programs/*.java "$here"/programs17/*.java; do
    [ -e "$src" ] || continue
    name=$(basename "$src" .java)
    if selected "$name" "$@"; then
        run "$name" "$tmp" "$src"
        found=$((found + 1))
    fi
done

# Fixture classes (hand-assembled class files, e.g. jsr/ret) are run as they are.
for cls in "$here"/fixtures/classes/*.class; do
    [ -e "$cls" ] || continue
    name=$(basename "$cls" .class)
    case $name in *'$'*) continue ;; esac
    if selected "$name" "$@"; then
        run "$name" "$here/fixtures/classes"
        found=$((found + 1))
    fi
done

if [ "$#" -gt 0 ] && [ "$found" -ne "$#" ]; then
    echo "regen.sh: some requested names were not found (asked for $#, ran $found)" >&2
    exit 1
fi

# Report golden files that no longer belong to any program or fixture.
for exp in "$here"/expected/*.out "$here"/expected/*.exit; do
    [ -e "$exp" ] || continue
    base=$(basename "$exp")
    name=${base%.*}
    if [ ! -e "$here/programs/$name.java" ] && [ ! -e "$here/programs17/$name.java" ] \
        && [ ! -e "$here/fixtures/classes/$name.class" ]; then
        echo "regen.sh: warning: stale golden file expected/$base (no program or fixture named $name)" >&2
    fi
done
echo "regen.sh: ran $found program(s) on $java" >&2
