#!/usr/bin/env bash
# Proves go-fuzz's distributed mode on loopback: one coordinator and two
# workers on 127.0.0.1 fuzz one problem for GOFUZZ_CLUSTER_TIME (default
# 15s), then every process is interrupted.
#
#   scripts/gofuzz-cluster.sh [PROBLEM] [CANDIDATE]     (default hdu1846)
#
# Passes when the coordinator saw both workers connect and their executions
# arrive (its status line reads "workers: 2" with execs > 0); with a buggy
# CANDIDATE the crashers the workers send back are triaged into corpus/ as
# in scripts/gofuzz.sh. On several machines, run the coordinator on one
# (-coordinator HOST:PORT -workdir DIR) and `go-fuzz -bin ARCHIVE -worker
# HOST:PORT` on the others.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/fuzz-lib.sh

problem=${1:-${PROBLEM:-hdu1846}}
candidate=${2:-${CANDIDATE:-}}
duration=${GOFUZZ_CLUSTER_TIME:-15}
duration=${duration%s}
port=${GOFUZZ_PORT:-$((20000 + RANDOM % 20000))}
addr=127.0.0.1:$port

ensure_gofuzz_tools
export GAMESTRESS_CANDIDATE=$candidate GAMESTRESS_CORPUS=$PWD/corpus
gofuzz_judge
work=.gofuzz/cluster/$problem${candidate:+-$candidate}
bin=.gofuzz/$problem.zip
rm -rf "$work" && mkdir -p "$work"
gofuzz_build "$problem" "$bin"
go run ./fuzz/gofuzzcorpus seed -problem "$problem" -dir "$work/corpus"

pids=()
stop() {
	local pid
	for pid in "${pids[@]}"; do kill -INT "$pid" 2>/dev/null || true; done
	sleep 2
	for pid in "${pids[@]}"; do kill -KILL "$pid" 2>/dev/null || true; done
	wait 2>/dev/null || true
}
trap stop EXIT

echo "== coordinator on $addr, workdir $work"
"$GOFUZZ_BIN/go-fuzz" -workdir "$work" -coordinator "$addr" >"$work/coordinator.log" 2>&1 &
pids+=($!)
sleep 1
for w in 1 2; do
	"$GOFUZZ_BIN/go-fuzz" -bin "$bin" -worker "$addr" -procs 1 >"$work/worker$w.log" 2>&1 &
	pids+=($!)
done
echo "== 2 workers (1 proc each) for ${duration}s"
sleep "$duration"
stop
trap - EXIT

tail -n 3 "$work/coordinator.log"
last=$(grep 'workers:' "$work/coordinator.log" | tail -n 1)
workers=$(sed -nE 's/.*workers: ([0-9]+),.*/\1/p' <<<"$last")
execs=$(sed -nE 's/.*execs: ([0-9]+) .*/\1/p' <<<"$last")
if [[ ${workers:-0} != 2 || ${execs:-0} == 0 ]]; then
	echo "gofuzz-cluster: FAIL: coordinator reports workers=${workers:-?} execs=${execs:-?}" >&2
	exit 1
fi
echo "gofuzz-cluster: ok: coordinator on $addr, 2 workers, $execs execs"
if [[ -n $candidate ]]; then
	echo "== crashers of $work through shrink and save"
	go run ./fuzz/gofuzzcorpus triage -problem "$problem" -dir "$work/crashers" || [[ $? == 1 ]]
fi
