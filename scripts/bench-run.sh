#!/bin/bash
# Benchmark of `gamestress run` (issue 6), in one run:
#  1. throughput on the same correct C++ solution of hdu1846: cases per second
#     through `gamestress run --budget` versus the classic contestant loop
#     (scripts/bench/classic-loop.sh: generator, solution, brute force, cmp; one
#     case per process), and the ratio;
#  2. time to catch and minimise each planted bug of the runner's test suite
#     (stress/runner/testdata), from a fresh corpus, the build already cached
#     (loops under --time 300ms, memory hogs under --mem 64M).
# usage: scripts/bench-run.sh [SECONDS]   (SECONDS per throughput measure, default 10)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
secs=${1:-10}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
cd "$root"
go build -o "$work/gamestress" ./cmd/gamestress
gs="$work/gamestress"
td=stress/runner/testdata
sol=$td/correct.cpp
g++ -O2 -o "$work/sol" "$sol"
json() { python3 -c 'import json,sys; d=json.load(sys.stdin); print(" ".join(str(d[k]) for k in sys.argv[1:]))' "$@"; }

echo "== throughput on hdu1846, $sol, ${secs}s each ($(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg))"
classic=$(scripts/bench/classic-loop.sh "$work/sol" "$secs")
crate=$(sed -n 's/.*rate=\([0-9.]*\).*/\1/p' <<<"$classic")
echo "classic loop:    $classic"
"$gs" run hdu1846 "$sol" --cache "$work/cache" --corpus "$work/c0" --budget 1s --json >/dev/null || true # build once
read -r cases ms verdict < <("$gs" run hdu1846 "$sol" --cache "$work/cache" --corpus "$work/c1" --budget "${secs}s" --json | json cases ms verdict)
grate=$(echo "$cases / ($ms / 1000)" | bc -l)
printf 'gamestress run:  cases=%d seconds=%.2f rate=%.1f verdict=%s\n' "$cases" "$(echo "$ms/1000" | bc -l)" "$grate" "$verdict"
printf 'ratio: %.0fx (goal >= 1000x)\n' "$(echo "$grate / $crate" | bc -l)"

echo
echo "== time to catch and minimise each planted bug (hdu1846, fresh corpus, build cached)"
printf '%-20s %-14s %8s %8s  %-16s %s\n' program verdict ms cases minimal input
for f in wrong_formula.cpp wrong_formula.go wrong_formula.py wrong_case.cpp wrong_case.py state.cpp state.py \
	only_first.cpp only_first.py close_early.cpp close_early.go close_early.py crash.cpp crash.go crash.py \
	abort.cpp abort.go abort.py flood.cpp flood.go flood.py memhog.cpp memhog.go memhog.py random.cpp random.py \
	loop.cpp loop.go loop.py; do
	flags=(--cache "$work/cache" --budget 30s --output-limit 1M)
	# The time limit is wall-clock: a loop is caught sooner under a short one,
	# and on a loaded machine 256 MiB takes a memory hog longer than 2s to fill.
	case $f in
	loop.*) flags+=(--time 300ms) ;;
	memhog.*) flags+=(--mem 64M) ;;
	esac
	"$gs" replay hdu1846 "$td/$f" --cache "$work/cache" --corpus "$work/empty" >/dev/null # build once
	line=$("$gs" run hdu1846 "$td/$f" "${flags[@]}" --corpus "$work/bug-$f" --json 2>/dev/null |
		python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["verdict"], d["ms"], d["cases"], "proven" if d["minimal"] else "local", json.dumps(d["input"]))' || true)
	read -r v ms cases min input <<<"$line"
	printf '%-20s %-14s %8s %8s  %-16s %s\n' "$f" "$v" "$ms" "$cases" "$min" "$input"
done
