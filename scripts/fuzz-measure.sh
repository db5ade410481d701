#!/usr/bin/env bash
# Measures the fuzz engines on every buggy mutant (slow to run: up to
# 2 x FUZZTIME per mutant; run it in the background):
#
#   nohup scripts/fuzz-measure.sh > /work/notes/fuzz-figures.txt 2>&1 &
#
# For each mutant, with the issue's command
#   GAMESTRESS_CANDIDATE=<mutant> go test ./fuzz -run='^$' -fuzz='^Fuzz<Problem>$' -fuzztime=30s
# once with the seeds (boundaries + corpus/) and once without any seed
# (GAMESTRESS_FUZZ_SEEDS=none, corpus saved to a temporary directory), it
# prints whether it failed, after how long, where (seed or fuzzing), the
# saved input, and whether that input equals the minimum of
# `gamestress stress --candidate <mutant> --seed 1` run on the same corpus
# (a copy of corpus/ with seeds, an empty one without).
# FUZZTIME (30s), FUZZ_PARALLEL (1: the machine is shared), MUTANTS (all).
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/fuzz-lib.sh

fuzztime=${FUZZTIME:-30s}
parallel=${FUZZ_PARALLEL:-1}
go build -o .gofuzz/gamestress ./cmd/gamestress || exit 2
export GAMESTRESS_JUDGE=
mutants=${MUTANTS:-$(.gofuzz/gamestress list | awk '$3 == "buggy" {print $2}')}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# one_line FILE: a judge input on one line.
one_line() { tr '\n' ' ' <"$1" | sed 's/ *$//'; }

# run_fuzz CAND TARGET MODE CORPUS: prints "verdict secs where saved-path".
run_fuzz() {
	local cand=$1 t=$2 mode=$3 dir=$4 log=$tmp/log start end rc where saved
	rm -rf "fuzz/testdata/fuzz/$t"
	go clean -fuzzcache
	start=$(date +%s.%N)
	env GAMESTRESS_CANDIDATE="$cand" GAMESTRESS_CORPUS="$dir" GAMESTRESS_FUZZ_SEEDS="$mode" \
		go test ./fuzz -run='^$' -fuzz="^$t\$" -fuzztime="$fuzztime" -parallel="$parallel" >"$log" 2>&1
	rc=$?
	end=$(date +%s.%N)
	if grep -q 'NOT SHRUNK' "$log"; then # slow candidate: shrink on replay
		env GAMESTRESS_CANDIDATE="$cand" GAMESTRESS_CORPUS="$dir" go test ./fuzz -count=1 -run="^$t\$" >"$log.replay" 2>&1
		cat "$log.replay" >>"$log"
	fi
	where=-
	grep -q 'failure while testing seed corpus entry' "$log" && where=seed
	grep -q 'Failing input written' "$log" && where=fuzzing
	saved=$(grep -m1 -o 'saved: .*' "$log" | sed 's/saved: //')
	execs=$(grep -o 'execs: [0-9]* ([0-9]*/sec)' "$log" | tail -n 1 | sed -E 's/.*\(([0-9]+)\/sec\)/\1/')
	printf '%s %.1f %s %s %s\n' "$([[ $rc != 0 ]] && echo FAIL || echo pass)" "$(echo "$end - $start" | bc)" "$where" "${saved:--}" "${execs:--}"
}

printf '%-28s %-6s %-5s %7s %-7s %7s %-5s  %s\n' mutant mode fails secs where execs/s equal 'stress minimum | fuzz saved'
for cand in $mutants; do
	problem=$(problem_of_candidate "$cand") || continue
	t=$(target_of "$problem")
	for mode in seeds none; do
		# stress from the same start: a copy of corpus/ (replayed first, as
		# the fuzz seeds are), or an empty corpus when fuzzing without seeds
		rm -rf "$tmp/stress-corpus" && mkdir -p "$tmp/stress-corpus"
		[[ $mode == seeds ]] && cp -r corpus/. "$tmp/stress-corpus/"
		smin=$tmp/stress.in
		.gofuzz/gamestress stress "$problem" --candidate "$cand" --seed 1 --corpus "$tmp/stress-corpus" --json >"$tmp/stress.json" 2>/dev/null
		python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["results"][0]; open(sys.argv[2],"w").write(r.get("input") or "")' "$tmp/stress.json" "$smin"
		dir=$PWD/corpus
		[[ $mode == none ]] && dir=$tmp/corpus-$cand
		read -r verdict secs where saved execs < <(run_fuzz "$cand" "$t" "$mode" "$dir")
		equal=-
		if [[ $saved != - && -f $saved ]]; then
			if cmp -s "$saved" "$smin"; then equal=yes; else equal=NO; fi
		fi
		printf '%-28s %-6s %-5s %7s %-7s %7s %-5s  %s | %s\n' "$cand" "$mode" "$verdict" "$secs" "$where" "$execs" "$equal" \
			"$(one_line "$smin")" "$([[ -f $saved ]] && one_line "$saved" || echo -)"
	done
done
