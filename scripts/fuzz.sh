#!/usr/bin/env bash
# Native fuzzing (go test -fuzz) of the fuzz package's targets.
#
#   scripts/fuzz.sh                      every target in turn, FUZZTIME each
#   scripts/fuzz.sh PROBLEM [CANDIDATE]  one problem (hdu1846, misere-bash, ...)
#   scripts/fuzz.sh "" CANDIDATE         the candidate's problem
#
# FUZZTIME (default 10s) is passed to -fuzztime. Without a candidate every
# correct and equivalent candidate is fuzzed and none may fail; with one
# (GAMESTRESS_CANDIDATE), a failure is shrunk and saved to corpus/ by the
# target itself. Go's own minimisation is off (-fuzzminimizetime=0s): the
# target has already shrunk the cases. Exit status 1 if any target failed.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/fuzz-lib.sh

problem=${1:-${PROBLEM:-}}
candidate=${2:-${CANDIDATE:-}}
fuzztime=${FUZZTIME:-10s}

if [[ -n $candidate && -z $problem ]]; then problem=$(problem_of_candidate "$candidate"); fi
if [[ -n $problem ]]; then
	targets=$(target_of "$problem")
	go test ./fuzz -list "^$targets\$" | grep -x "$targets" >/dev/null || { echo "no fuzz target $targets for problem $problem" >&2; exit 2; }
else
	targets=$(fuzz_targets)
fi

export GAMESTRESS_CANDIDATE=$candidate
log=$(mktemp)
trap 'rm -f "$log"' EXIT
failed=()
for t in $targets; do
	echo "== $t${candidate:+ (candidate $candidate)} for $fuzztime"
	if ! go test ./fuzz -run='^$' -fuzz="^$t\$" -fuzztime="$fuzztime" -fuzzminimizetime=0s 2>&1 | tee "$log"; then
		failed+=("$t")
		# A slow candidate's failure is shrunk outside go test -fuzz (whose
		# workers stop an input after 10s): replay the seeds and the input
		# Go saved under fuzz/testdata/fuzz to shrink and save it.
		if grep -q 'NOT SHRUNK' "$log"; then
			echo "== $t: replaying to shrink and save"
			go test ./fuzz -count=1 -run="^$t\$" || true
		fi
	fi
done
if ((${#failed[@]})); then
	echo "fuzz: failed: ${failed[*]}" >&2
	exit 1
fi
echo "fuzz: $(wc -w <<<"$targets") target(s) passed"
