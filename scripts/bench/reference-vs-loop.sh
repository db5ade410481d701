#!/bin/bash
# Issue 14: `gamestress run --reference BRUTE --generator GEN` against the
# classic contestant loop (classic-loop.sh), on the same solution, brute force
# (brute1846.cpp) and generator (gen1846.cpp, testlib style), in one run:
#  1. throughput on a correct solution of hdu1846: cases per second of each,
#     and the ratio (goal >= 1000x);
#  2. time to a counterexample on a buggy one (n%m for n%(m+1)): the loop's
#     first random failing input, against gamestress's minimal one.
# usage: scripts/bench/reference-vs-loop.sh [SECONDS]   (per throughput measure, default 10)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
secs=${1:-10}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
cd "$root"
go build -o "$work/gamestress" ./cmd/gamestress
gs="$work/gamestress"
td=stress/runner/testdata
brute=scripts/bench/brute1846.cpp
gen=scripts/bench/gen1846.cpp
g++ -O2 -o "$work/good" "$td/correct.cpp"
g++ -O2 -o "$work/bad" "$td/wrong_formula.cpp"
json() { python3 -c 'import json,sys; d=json.load(sys.stdin); print(" ".join(json.dumps(d[k]) if k == "input" else str(d[k]) for k in sys.argv[1:]))' "$@"; }
flags=(--reference "$brute" --generator "$gen" --cache "$work/cache")
mkdir -p "$work"/c0 "$work"/c1 "$work"/c2

# Build everything once, so that neither side pays a compile.
"$gs" run hdu1846 "$td/correct.cpp" "${flags[@]}" --corpus "$work/c0" --budget 1s --json >/dev/null || true
"$gs" run hdu1846 "$td/wrong_formula.cpp" "${flags[@]}" --corpus "$work/c0" --budget 1s --json >/dev/null || true

echo "== throughput on hdu1846, $td/correct.cpp, brute $brute, generator $gen, ${secs}s each ($(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg))"
classic=$(scripts/bench/classic-loop.sh "$work/good" "$secs")
crate=$(sed -n 's/.*rate=\([0-9.]*\).*/\1/p' <<<"$classic")
echo "classic loop:                 $classic"
read -r cases ms verdict < <("$gs" run hdu1846 "$td/correct.cpp" "${flags[@]}" --corpus "$work/c1" --budget "${secs}s" --json | json cases ms verdict)
grate=$(echo "$cases / ($ms / 1000)" | bc -l)
printf 'gamestress run --reference:  cases=%d seconds=%.2f rate=%.1f verdict=%s\n' "$cases" "$(echo "$ms/1000" | bc -l)" "$grate" "$verdict"
printf 'ratio: %.0fx (goal >= 1000x)\n' "$(echo "$grate / $crate" | bc -l)"

echo
echo "== time to a counterexample: $td/wrong_formula.cpp (n%m for n%(m+1)), same brute force and generator"
loop=$(scripts/bench/classic-loop.sh "$work/bad" 60 || true)
printf 'classic loop:  %s, input %s (random, not shrunk)\n' "$(head -1 <<<"$loop" | sed 's/:$//')" "$(tail -n +2 <<<"$loop" | tr '\n' ' ')"
read -r verdict ms minimal input < <("$gs" run hdu1846 "$td/wrong_formula.cpp" "${flags[@]}" --corpus "$work/c2" --budget 60s --json | json verdict ms minimal input || true)
printf 'gamestress:    %.3f s, %s on a %s input %s\n' "$(echo "$ms/1000" | bc -l)" "$verdict" \
	"$([ "$minimal" = True ] && echo minimal || echo 'locally minimal')" "$input"
