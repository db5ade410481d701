#!/bin/sh
# bench-interact.sh [BENCHTIME]: interactive games per second, the jury
# (gamestress judging every move with the oracle and answering with its
# own) against the fast C++ solution of a904
# (problems/testdata/a904/correct.cpp), 100 games a process, 2, 4 and 8
# processes at a time. BENCHTIME defaults to 20x (20 rounds of each).
set -e
cd "$(dirname "$0")/.."
uptime
go test ./stress -run '^$' -bench 'InteractiveGames' -benchtime "${1:-20x}" | grep -E 'Benchmark|ok'
