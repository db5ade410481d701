#!/bin/bash
# Issue 28's Ctrl-C figure: the time from SIGINT to exit of `gamestress run`
# on every shipped problem file whose game is custom (problems/, the example
# and trust files) and on scripts/sigint/scan.toml (moves that scan 1..n,
# n <= 10^5, no test_range: the oracle is still searching in every phase),
# each with a right solution (the trust suite's bounds-asserting program;
# scripts/sigint/squares.cpp for scan.toml), the signal sent DELAYS seconds
# after the start (each solution built once before, so the delays land in
# the start-up, the worst case's judge inputs and the search, not in a
# compile). The issue asks for at most 1 s everywhere. Then `--budget 4s`
# and `10s` on scan.toml, ended within budget + 1.5 s by the issue.
# Prints figures; asserts nothing.
# usage: scripts/sigint-figures.sh [DELAYS]   (default "1 3 6")
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
delays=${1:-1 3 6}
work=$(mktemp -d)
cleanup() { rm -rf "$work"; }
trap cleanup EXIT
cd "$root"
go build -o "$work/gamestress" ./cmd/gamestress
gs="$work/gamestress"
export XDG_CACHE_HOME="$work/cache" XDG_CONFIG_HOME="$work/config"
mkdir -p "$XDG_CACHE_HOME" "$XDG_CONFIG_HOME"
now() { date +%s.%N; }
elapsed() { python3 -c "print(f'{$2 - $1:.2f}')"; }

# FILE SOLUTION pairs: every problem file with a custom game that ships.
pairs=("scripts/sigint/scan.toml scripts/sigint/squares.cpp")
for f in problems/*.toml examples/nasty/uva10891.toml trust/testdata/files/custom-nim.toml; do
	grep -q '^name *= *"custom"' "$f" || continue
	id=$(sed -n 's/^id *= *"\(.*\)"/\1/p' "$f" | head -1)
	sol=$(ls trust/testdata/"$id"/asserts-bounds.* 2>/dev/null | head -1 || true)
	[ -z "$sol" ] && sol=$(ls trust/testdata/"$(basename "$f" .toml)"/asserts-bounds.* 2>/dev/null | head -1 || true)
	if [ -z "$sol" ]; then
		echo "skipped $f: no right solution in trust/testdata" >&2
		continue
	fi
	pairs+=("$f $sol")
done

# One build of each solution before the figures: the signal must not
# land in a compile (a build is not a run's loop).
for pair in "${pairs[@]}"; do
	read -r f sol <<<"$pair"
	mkdir -p "$work/warm"
	"$gs" run "$f" "$sol" --cases 1 --no-diagnosis --corpus "$work/warm" >/dev/null 2>&1 || true
done

printf '%-44s %-6s %-11s %-5s %s\n' file delay "SIGINT>exit" exit "what it had done"
worst=0
for pair in "${pairs[@]}"; do
	read -r f sol <<<"$pair"
	for d in $delays; do
		out="$work/out" err="$work/err"
		rm -rf "$work/corpus" && mkdir "$work/corpus"
		"$gs" run "$f" "$sol" --budget 120s --seed 1 --no-diagnosis --json --corpus "$work/corpus" >"$out" 2>"$err" &
		pid=$!
		sleep "$d"
		t0=$(now)
		kill -INT "$pid" 2>/dev/null || true
		set +e
		wait "$pid"
		code=$?
		set -e
		t1=$(now)
		e=$(elapsed "$t0" "$t1")
		# what it had done: the report, or (interrupted in its start-up,
		# before a report) its last line on stderr
		phase=$(python3 -c 'import json,sys
try: d=json.load(open(sys.argv[1])); print(d.get("verdict",""), "after", d.get("cases",0), "cases,", "start-up", d.get("startup_ms",0), "ms")
except Exception: print((open(sys.argv[2]).read().strip().splitlines() or ["-"])[-1][:60])' "$out" "$err")
		printf '%-44s %-6s %-11s %-5s %s\n' "$f" "${d}s" "${e}s" "$code" "$phase"
		worst=$(python3 -c "print(max($worst, $e))")
	done
done
echo "worst SIGINT to exit: ${worst} s (issue 28: at most 1 s)"

for b in 4 10; do
	echo "== --budget ${b}s on scan.toml (issue 28: ends within $((b + 1)).5 s)"
	for s in 1 2 3; do
		rm -rf "$work/corpus" && mkdir "$work/corpus"
		t0=$(now)
		set +e
		"$gs" run scripts/sigint/scan.toml scripts/sigint/squares.cpp --budget "${b}s" --seed "$s" --no-diagnosis --corpus "$work/corpus" >"$work/out" 2>&1
		code=$?
		set -e
		t1=$(now)
		echo "seed $s: $(elapsed "$t0" "$t1") s, exit $code: $(head -1 "$work/out")"
	done
done
