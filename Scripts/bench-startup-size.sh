#!/usr/bin/env bash
# Two measures of issue 27 (start-up and size), one line each:
#   startup  <ms> vs <ms> = <ratio>x (goal <= 2x)   `modelc --version` of the binary `make install`
#            installs, against a Swift program built with the static runtime that prints one line;
#   binary  <MB> (goal <= 25 MB)                      the release tarball's (stripped) binary, 1 MB = 10^6 bytes.
# Usage: Scripts/bench-startup-size.sh [MODELC [TARBALL_OR_BINARY]]
#   MODELC defaults to .build/release/modelc (what `make build` makes and `make install` installs);
#   the second argument to the newest dist/modelc-*.tar.gz (`make dist`), or a binary to measure as it is.
# RUNS (default 200) runs of each program, alternating, after 20 unrecorded ones; the start-up figures
# are medians of the wall time from spawn to exit, the ratio the median of the pairwise ratios.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
modelc=${1:-$root/.build/release/modelc}
release=${2:-$(ls -t "$root"/dist/modelc-*.tar.gz 2>/dev/null | head -n 1 || true)}
runs=${RUNS:-200}
[ -x "$modelc" ] || { echo "bench-startup-size: $modelc is missing (make build)" >&2; exit 1; }
[ -n "$release" ] && [ -e "$release" ] || { echo "bench-startup-size: no release tarball (make dist)" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The yardstick: the smallest Swift program there is, with the Swift runtime linked in statically.
printf 'print("hello")\n' > "$work/hello.swift"
swiftc -static-stdlib -O "$work/hello.swift" -o "$work/hello" 2>/dev/null

python3 - "$runs" "$modelc" "$work/hello" <<'PY'
import os, statistics, sys, time
runs, modelc, hello = int(sys.argv[1]), sys.argv[2], sys.argv[3]
null = os.open(os.devnull, os.O_RDWR)
def once(argv):
    start = time.perf_counter_ns()
    pid = os.posix_spawn(argv[0], argv, os.environ, file_actions=[(os.POSIX_SPAWN_DUP2, null, 0), (os.POSIX_SPAWN_DUP2, null, 1), (os.POSIX_SPAWN_DUP2, null, 2)])
    os.waitpid(pid, 0)
    return (time.perf_counter_ns() - start) / 1e6
a_cmd, b_cmd = [modelc, "--version"], [hello]
for _ in range(20):
    once(a_cmd); once(b_cmd)
pairs = [(once(a_cmd), once(b_cmd)) for _ in range(runs)]
a = statistics.median(p[0] for p in pairs)
b = statistics.median(p[1] for p in pairs)
ratio = statistics.median(p[0] / p[1] for p in pairs)
print(f"startup  {a:.2f} ms vs {b:.2f} ms = {ratio:.2f}x (goal <= 2x)")
PY

binary=$release
if [[ $release == *.tar.gz ]]; then
  tar -C "$work" -xzf "$release" --wildcards '*/bin/modelc'
  binary=$(find "$work" -path '*/bin/modelc' -type f | head -n 1)
fi
bytes=$(stat -c %s "$binary")
awk -v bytes="$bytes" 'BEGIN { printf "binary  %.1f MB (goal <= 25 MB)\n", bytes / 1e6 }'
