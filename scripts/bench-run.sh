#!/bin/bash
# Benchmark of `gamestress run`, in one run:
#  1. throughput on hdu1846 with correct solutions (stress/runner/testdata/correct.cpp
#     and correct.py): cases per second through `gamestress run --budget`, against
#     the plain spawn loop (scripts/bench/spawn-loop.c: posix_spawn of the solution
#     back to back on one 1000-case input, one loop per core; the ceiling of a
#     runner that pays one exec a run), and the ratio; for C++ also the
#     spawn loop of the binary built as gamestress builds it (static), and
#     the ratio to that. Each rate is measured ROUNDS times, alternately, and
#     the ratio is that of the best rates (a shared machine's load only ever
#     lowers a rate). Then ours with --fork-server=off; and the classic contestant loop
#     (scripts/bench/classic-loop.sh: one case per process) for scale. Where a
#     cgroup v1 cpuacct hierarchy is writable (root), each line also gives the
#     CPU time per 1000 cases of everything it ran: a figure the load of a
#     shared machine moves much less than a rate.
#  2. with --bugs: time to catch and minimise each planted bug of the runner's
#     test suite (stress/runner/testdata), from a fresh corpus, the build
#     already cached (loops under --time 300ms, memory hogs under --mem 64M).
# usage: scripts/bench-run.sh [SECONDS] [--bugs]   (SECONDS per measure, default 10;
#        ROUNDS=N in the environment: each rate measured N times, alternately, default 2)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
secs=${1:-10}
bugs=${2:-}
rounds=${ROUNDS:-2}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
cd "$root"
go build -o "$work/gamestress" ./cmd/gamestress
gs="$work/gamestress"
td=stress/runner/testdata
gcc -O2 -o "$work/spawn-loop" scripts/bench/spawn-loop.c
g++ -O2 -o "$work/sol" "$td/correct.cpp"
# The same source as gamestress builds it: static, where the toolchain can
# (stress/runner/compile.go), less its fork server object.
g++ -O2 -std=gnu++17 -static -o "$work/sol-static" "$td/correct.cpp" 2>/dev/null || true
# The interpreter itself, not a pyenv shim (gamestress resolves it the same way).
py=$(python3 -c 'import sys; print(sys.executable)')
# One judge input of 1000 random cases, the most hdu1846 allows.
python3 -c 'import random; r = random.Random(1); print(1000); [print(r.randint(1, 1000), r.randint(1, 1000)) for _ in range(1000)]' >"$work/in1000"
json() { python3 -c 'import json,sys; d=json.load(sys.stdin); print(" ".join(str(d.get(k, "-")) for k in sys.argv[1:]))' "$@"; }
rate() { sed -n 's/.*rate=\([0-9.]*\).*/\1/p'; }

# cpu CMD...: runs CMD in a cgroup v1 cpuacct group of its own, where one is
# writable, and leaves the CPU seconds used by it and every process it
# started (fork servers and solutions included) in $work/cpu. A rate
# depends on the machine's load (2 cores shared with 30 runnable processes
# starve everyone); CPU per case much less.
acct=/sys/fs/cgroup/cpuacct
cpu() {
	if [ -w "$acct" ] && mkdir "$acct/bench-$$-$RANDOM" 2>/dev/null; then
		local cg; cg=$(ls -d "$acct"/bench-$$-* | tail -1)
		bash -c 'echo $$ >"$0/cgroup.procs" && exec "$@"' "$cg" "$@"
		sleep 0.5 # fork servers end when gamestress does
		echo "$(cat "$cg/cpuacct.usage") / 1000000000" | bc -l >"$work/cpu"
		rmdir "$cg" 2>/dev/null || true
	else
		"$@"
		echo "" >"$work/cpu"
	fi
}
# perk CASES: CPU milliseconds per 1000 cases of the last cpu command.
perk() { local c; c=$(cat "$work/cpu"); [ -n "$c" ] && printf ' cpu_ms_per_1000_cases=%.2f' "$(echo "$c * 1000000 / $1" | bc -l)" || true; }

# ours SOLUTION [FLAGS...]: `gamestress run` for secs; prints its figures.
ours() {
	local sol=$1; shift
	mkdir -p "$work/c0"
	"$gs" run hdu1846 "$sol" --cache "$work/cache" --corpus "$work/c0" --budget 1s --json "$@" >/dev/null || true # build once
	rm -rf "$work/c1" && mkdir "$work/c1"
	local cases ms runs fs verdict
	cpu "$gs" run hdu1846 "$sol" --cache "$work/cache" --corpus "$work/c1" --budget "${secs}s" --json "$@" >"$work/out.json" || true
	local cases ms runs verdict fs
	read -r cases ms runs verdict fs < <(json cases ms runs verdict fork_server <"$work/out.json") || true
	if [ -z "${ms:-}" ]; then echo "failed: gamestress run $sol $*"; return; fi
	local grate; grate=$(echo "$cases / ($ms / 1000)" | bc -l)
	printf 'cases=%d runs=%s seconds=%.2f rate=%.1f%s verdict=%s fork_server=%s\n' "$cases" "$runs" "$(echo "$ms/1000" | bc -l)" "$grate" "$(perk "$cases")" "$verdict" "$fs"
}

# ratio LINE RATE [STATIC_RATE]: LINE's rate against the spawn loop's (and
# against the loop of the static build, where there is one).
ratio() {
	local r; r=$(rate <<<"$1")
	[ -n "$r" ] || return 0
	printf 'ratio: %.2fx the plain spawn loop' "$(echo "$r / $2" | bc -l)"
	[ -n "${3:-}" ] && printf ' (%.2fx the spawn loop of the static build)' "$(echo "$r / $3" | bc -l)"
	echo
}

# loopline LABEL SPAWN_COMMAND...: one spawn loop; prints its line, leaves its rate in $work/lrate.
loopline() {
	local label=$1; shift
	local loop; loop=$(cpu "$work/spawn-loop" "$work/in1000" 1000 "$secs" "$@")
	rate <<<"$loop" >"$work/lrate"
	printf '%-27s%s%s\n' "$label" "$loop" "$(perk "$(sed -n 's/.*cases=\([0-9]*\).*/\1/p' <<<"$loop")")"
}

# best A B: the larger of two rates (A may be empty).
best() { if [ -z "$1" ] || [ "$(echo "$2 > $1" | bc)" = 1 ]; then echo "$2"; else echo "$1"; fi; }

# row NAME SOLUTION STATIC SPAWN_COMMAND...: the spawn loop (and that of
# STATIC, the static build, unless it is "-") and ours, alternately,
# $rounds times, then the ratio of the best rates (the load of a shared
# machine only ever lowers a rate); then ours without the fork server.
row() {
	local name=$1 sol=$2 static=$3; shift 3
	echo "-- $name"
	local lrate="" srate="" orate="" line
	for ((r = 1; r <= rounds; r++)); do
		loopline "plain spawn loop:" "$@"
		lrate=$(best "$lrate" "$(cat "$work/lrate")")
		if [ "$static" != - ]; then
			loopline "spawn loop, static build:" "$static"
			srate=$(best "$srate" "$(cat "$work/lrate")")
		fi
		line=$(ours "$sol")
		echo "gamestress run:            $line"
		orate=$(best "$orate" "$(rate <<<"$line")")
	done
	ratio "best rates: rate=$orate" "$lrate" "$srate"
	line=$(ours "$sol" --fork-server=off)
	echo "fork server off:           $line"
	ratio "$line" "$lrate" "$srate"
}

echo "== throughput on hdu1846, ${secs}s each ($(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg))"
static=-; [ -x "$work/sol-static" ] && static=$work/sol-static
row "C++ $td/correct.cpp" "$td/correct.cpp" "$static" "$work/sol"
row "Python $td/correct.py" "$td/correct.py" - "$py" "$td/correct.py"
echo "-- classic contestant loop (one case per process), C++: $(scripts/bench/classic-loop.sh "$work/sol" "$secs")"

[ "$bugs" = --bugs ] || exit 0
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
