#!/bin/bash
# Java runs a second through `gamestress run`, the JVM server against a
# fresh JVM a run (--fork-server=off), side by side in one run, on a
# one-case-per-input problem (atcoder-dp-k, AtCoder's batch of 1) with a
# correct Java solution (scripts/bench/Stones.java). Each is measured
# ROUNDS times, alternately (the load of a shared machine only ever lowers
# a rate); the ratio is of the best rates.
# usage: scripts/bench-java.sh [SECONDS]   (SECONDS per measure, default 10;
#        ROUNDS=N in the environment, default 2)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
secs=${1:-10}
rounds=${ROUNDS:-2}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
cd "$root"
go build -o "$work/gamestress" ./cmd/gamestress
gs="$work/gamestress"
sol=scripts/bench/Stones.java
json() { python3 -c 'import json,sys; d=json.load(sys.stdin); print(" ".join(str(d.get(k, "-")) for k in sys.argv[1:]))' "$@"; }
mkdir -p "$work/c0"
"$gs" run atcoder-dp-k "$sol" --cache "$work/cache" --corpus "$work/c0" --budget 1s --json >/dev/null || true # build once
# measure FORK: one `gamestress run` of secs; prints its figures and
# leaves its runs a second in $rate.
measure() {
	rm -rf "$work/c1" && mkdir "$work/c1"
	"$gs" run atcoder-dp-k "$sol" --cache "$work/cache" --corpus "$work/c1" --budget "${secs}s" --json --fork-server="$1" >"$work/out.json" || true
	local runs ms verdict fs
	read -r runs ms verdict fs < <(json runs ms verdict fork_server <"$work/out.json")
	rate=$(echo "$runs / ($ms / 1000)" | bc -l)
	printf 'fork-server=%-3s runs=%s seconds=%.2f runs_per_s=%.1f verdict=%s fork_server=%s\n' "$1" "$runs" "$(echo "$ms/1000" | bc -l)" "$rate" "$verdict" "$fs"
}
echo "== Java runs a second on atcoder-dp-k, ${secs}s each ($(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg))"
best_on=0 best_off=0
for _ in $(seq "$rounds"); do
	measure on; on=$rate
	measure off; off=$rate
	best_on=$(echo "if ($on > $best_on) $on else $best_on" | bc -l)
	best_off=$(echo "if ($off > $best_off) $off else $best_off" | bc -l)
done
printf 'best: JVM server %.1f runs/s, fresh JVM %.1f runs/s: %.1fx\n' "$best_on" "$best_off" "$(echo "$best_on / $best_off" | bc -l)"
