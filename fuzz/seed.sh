#!/bin/sh
# Builds starting corpora for the fuzz targets in fuzz/corpus/<target>/ from
# the repository: class files of rjvm's own library and the java-tests
# programs, small jars, the STEP-DL schemas, and small STEP traces written
# by rjvm. Needs javac and jar, and a release build of rjvm
# (CARGO_TARGET_DIR or ../target).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
target=${CARGO_TARGET_DIR:-$root/target}
rjvm=$target/release/rjvm
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$here/corpus/classfile" "$here/corpus/jar" "$here/corpus/stepdl" "$here/corpus/step_reader"

# Class files: a few java-tests programs compiled for Java 8 and 17.
ls "$root"/java-tests/programs/*.java | head -40 > "$tmp/list"
javac --release 8 -d "$tmp/c8" @"$tmp/list" 2>/dev/null || true
javac --release 17 -d "$tmp/c17" $(ls "$root"/java-tests/programs17/*.java | head -10) 2>/dev/null || true
n=0
for f in $(find "$tmp/c8" "$tmp/c17" -name '*.class' 2>/dev/null | sort); do
    n=$((n + 1))
    cp "$f" "$here/corpus/classfile/java-tests-$n.class"
done
# Hand-assembled fixtures (jsr/ret, old versions).
find "$root/java-tests/fixtures" -name '*.class' -exec cp {} "$here/corpus/classfile/" \; 2>/dev/null || true

# Jars: small ones with a manifest.
for i in 1 2 3; do
    d="$tmp/jar$i"
    mkdir -p "$d"
    find "$tmp/c8" -name '*.class' | head -$((i * 2)) | while read -r c; do cp "$c" "$d/"; done
    (cd "$d" && jar cfe "$here/corpus/jar/seed$i.jar" Main -C "$d" . 2>/dev/null) || true
done

# STEP-DL schemas.
cp "$root"/tracer/tests/fixtures/*.stepdl "$root/vm/schema/jvm.stepdl" "$here/corpus/stepdl/"

# STEP traces: a tiny program traced stored and compressed (whole, and cut
# inside the first block).
if [ -x "$rjvm" ]; then
    printf 'public class T { public static void main(String[] a) { System.out.println(a.length); } }\n' > "$tmp/T.java"
    javac -d "$tmp" "$tmp/T.java"
    for c in none zstd; do
        "$rjvm" -trace "$tmp/t-$c.step" -trace-compression $c -cp "$tmp" T > /dev/null
        cp "$tmp/t-$c.step" "$here/corpus/step_reader/t-$c.step"
        head -c 40000 "$tmp/t-$c.step" > "$here/corpus/step_reader/t-$c-cut.step"
    done
fi
echo "corpora: $(ls "$here"/corpus/classfile | wc -l) class files, $(ls "$here"/corpus/jar | wc -l) jars, $(ls "$here"/corpus/stepdl | wc -l) schemas, $(ls "$here"/corpus/step_reader | wc -l) traces"
