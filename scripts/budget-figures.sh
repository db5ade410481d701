#!/bin/bash
# Figures of issue 22: the budget is a wall, and verdicts hold under load.
#  1. wall time of `gamestress run --budget 10s` on a problem whose oracle
#     is slow (scripts/budget/slow.toml: Deleting Divisors up to n = 10^5
#     with no test_range; the oracle's search of the largest n takes many
#     minutes), with a correct C++ solution (scripts/budget/divisors.cpp);
#     the issue asks for at most 12 s. The report's lines are printed too.
#  2. time from SIGINT to exit: the same run with --budget 60s, the signal
#     sent 3 s in.
#  3. verdicts of a program whose CPU time straddles the limit
#     (scripts/budget/straddle.c: hdu1846 answered right, then a spin
#     calibrated to about the limit) over RUNS runs of `gamestress run
#     --time 500ms --budget 4s`, with a busy loop beside each: the verdicts,
#     the runs that warned "near the limit", and the TimeLimits not confirmed
#     by re-runs (a reported TimeLimit says "confirmed"; the issue asks 0).
# usage: scripts/budget-figures.sh [RUNS]   (default 20)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-20}
work=$(mktemp -d)
busy=
cleanup() { [ -n "$busy" ] && kill "$busy" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
cd "$root"
command -v g++ >/dev/null || { echo "needs g++ (apt-get install g++)" >&2; exit 2; }
go build -o "$work/gamestress" ./cmd/gamestress
gs="$work/gamestress"
g++ -O2 -o "$work/divisors" scripts/budget/divisors.cpp
gcc -O2 -o "$work/straddle" scripts/budget/straddle.c
now() { date +%s.%N; }
elapsed() { python3 -c "print(f'{$2 - $1:.2f}')"; }

echo "== 1. run --budget 10s on a slow oracle (slow.toml, n <= 10^5, no test_range)"
t0=$(now)
set +e
mkdir -p "$work/c1" "$work/c2"
"$gs" run scripts/budget/slow.toml --corpus "$work/c1" --budget 10s -- "$work/divisors" >"$work/out1" 2>"$work/err1"
code=$?
set -e
t1=$(now)
sed 's/^/    /' "$work/out1"
echo "wall time: $(elapsed "$t0" "$t1") s (budget 10 s; exit $code)"

echo "== 2. SIGINT 3 s into run --budget 60s on the same problem"
"$gs" run scripts/budget/slow.toml --corpus "$work/c2" --budget 60s -- "$work/divisors" >"$work/out2" 2>"$work/err2" &
pid=$!
sleep 3
t0=$(now)
kill -INT "$pid"
set +e
wait "$pid"
code=$?
set -e
t1=$(now)
sed 's/^/    /' "$work/out2"
echo "SIGINT to exit: $(elapsed "$t0" "$t1") s (exit $code)"
left=$(pgrep -f "$work/divisors" || true)
echo "children left behind: $(echo -n "$left" | wc -w)"

echo "== 3. a program whose CPU time straddles 500 ms, $runs runs beside a busy loop"
# Calibrate the spin alone: the rounds that take 480 ms of CPU time.
probe=300000000
cpu=$( { /usr/bin/time -f %U sh -c "printf '1\n1 1\n' | '$work/straddle' $probe >/dev/null"; } 2>&1 | tail -1)
iter=$(python3 -c "print(int($probe * 0.48 / max($cpu, 0.01)))")
echo "spin: $iter rounds (~480 ms of CPU alone; $probe took ${cpu}s)"
( while :; do :; done ) &
busy=$!
ok=0; tl=0; unconfirmed=0; near=0; other=0
for i in $(seq "$runs"); do
	set +e
	mkdir -p "$work/c3-$i"
	"$gs" run hdu1846 --time 500ms --budget 4s --json --corpus "$work/c3-$i" -- "$work/straddle" "$iter" >"$work/j$i" 2>/dev/null
	set -e
	read -r v d n < <(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(d["verdict"], "confirmed" in d.get("detail",""), len(d.get("near_limit") or []))' "$work/j$i")
	case $v in
	OK) ok=$((ok + 1)) ;;
	TimeLimit) tl=$((tl + 1)); [ "$d" = True ] || unconfirmed=$((unconfirmed + 1)) ;;
	*) other=$((other + 1)) ;;
	esac
	[ "$n" -gt 0 ] && near=$((near + 1))
done
kill "$busy"; busy=
echo "verdicts over $runs runs: OK $ok, TimeLimit $tl (not confirmed by re-runs: $unconfirmed), other $other; runs that warned near the limit: $near"
python3 - "$work" "$runs" <<'PY'
import json, sys
work, runs = sys.argv[1], int(sys.argv[2])
seen = set()
for i in range(1, runs + 1):
    d = json.load(open(f"{work}/j{i}"))
    for w in d.get("near_limit") or []:
        kind = w.split(":")[0]
        if kind not in seen:
            seen.add(kind)
            print("    e.g.", w)
    if d["verdict"] == "TimeLimit" and d.get("detail", "") not in seen:
        seen.add(d.get("detail", ""))
        print("    TimeLimit:", d.get("detail", ""))
PY
