#!/usr/bin/env bash
# go-fuzz on a few mutants: does it find a crasher within GOFUZZ_TIME (30s),
# after how long (go-fuzz uptime at the first status line with crashers > 0),
# execs/s, and the minimum the triage saves to corpus/.
#
#   nohup scripts/gofuzz-measure.sh [MUTANT...] > /work/notes/fuzz-figures-gofuzz.txt 2>&1 &
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/fuzz-lib.sh
mutants=${*:-hdu1846-m-for-m+1 hdu1850-uint8 hdu2176-sorted-moves hdu1527-float64-phi hdu1846-no-memo}
export GOFUZZ_TIME=${GOFUZZ_TIME:-30s} GOFUZZ_PROCS=${GOFUZZ_PROCS:-1}
printf '%-26s %-8s %-10s %8s  %s\n' mutant crashers first-at execs/s 'saved minimum'
for cand in $mutants; do
	problem=$(problem_of_candidate "$cand") || continue
	log=$(mktemp)
	rm -rf ".gofuzz/work/$problem-$cand"
	scripts/gofuzz.sh "$problem" "$cand" >"$log" 2>&1
	first=$(grep -m1 -E 'crashers: [1-9]' "$log" | sed -nE 's/.*uptime: ([0-9a-z]+).*/\1/p')
	n=$(sed -nE 's/.*: ([0-9]+) crashers, .*/\1/p' "$log" | tail -n 1)
	rate=$(grep -o 'execs: [0-9]* ([0-9]*/sec)' "$log" | tail -n 1 | sed -E 's/.*\(([0-9]+)\/sec\)/\1/')
	saved=$(grep -m1 -o 'saved: .*' "$log" | sed 's/saved: //')
	printf '%-26s %-8s %-10s %8s  %s\n' "$cand" "${n:-0}" "${first:--}" "${rate:--}" \
		"$([[ -f $saved ]] && tr '\n' ' ' <"$saved" || echo -)"
	rm -f "$log"
done
