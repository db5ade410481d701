#!/usr/bin/env bash
# go-fuzz on one problem, end to end:
#
#   scripts/gofuzz.sh PROBLEM [CANDIDATE]
#
# installs the pinned go-fuzz tools into .gofuzz/bin if missing, builds the
# problem's go-fuzz target (FuzzGo<Problem>), seeds the work directory
# .gofuzz/work/<problem>[-<candidate>] with the problem's boundaries and
# corpus, runs go-fuzz for GOFUZZ_TIME (default 60s) with GOFUZZ_PROCS
# processes (default: all cores), then sends every crasher through the
# shared shrink-and-save path into corpus/ and prints the reports.
# Exit status: 0 no crasher, 1 crashers reported, 2 setup error.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/fuzz-lib.sh

problem=${1:-${PROBLEM:-}}
candidate=${2:-${CANDIDATE:-}}
if [[ -n $candidate && -z $problem ]]; then problem=$(problem_of_candidate "$candidate"); fi
[[ -n $problem ]] || { echo "usage: scripts/gofuzz.sh PROBLEM [CANDIDATE] (make gofuzz PROBLEM=hdu1846)" >&2; exit 2; }
gofuzz_time=${GOFUZZ_TIME:-60s}
procs=${GOFUZZ_PROCS:-$(nproc)}

ensure_gofuzz_tools
export GAMESTRESS_CANDIDATE=$candidate GAMESTRESS_CORPUS=$PWD/corpus
gofuzz_judge
work=.gofuzz/work/$problem${candidate:+-$candidate}
bin=.gofuzz/$problem.zip
mkdir -p "$work"

echo "== building $bin ($(gofuzz_func "$problem"))"
gofuzz_build "$problem" "$bin"
go run ./fuzz/gofuzzcorpus seed -problem "$problem" -dir "$work/corpus"

echo "== go-fuzz $problem${candidate:+ (candidate $candidate)} for $gofuzz_time, $procs procs, workdir $work"
status=0
timeout -s INT -k 10s "$gofuzz_time" "$GOFUZZ_BIN/go-fuzz" -bin "$bin" -workdir "$work" -procs "$procs" || status=$?
if [[ $status != 0 && $status != 124 ]]; then echo "go-fuzz exited with status $status" >&2; exit 2; fi

echo "== crashers of $work through shrink and save"
go run ./fuzz/gofuzzcorpus triage -problem "$problem" -dir "$work/crashers"
