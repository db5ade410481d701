#!/usr/bin/env bash
# CI check that go-fuzz still builds: installs the pinned tools if missing,
# type-checks every go-fuzz target (go vet -tags gofuzz; the FuzzGo*
# functions compile beside the native ones), runs the gofuzz-tagged test
# (every target answers its seeds), and builds one archive with go-fuzz-build
# (hdu1846 by default, GOFUZZ_CHECK_PROBLEM). The build instruments the
# whole dependency tree, so one is enough to catch a break; a minute or two
# on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/fuzz-lib.sh

problem=${GOFUZZ_CHECK_PROBLEM:-hdu1846}
ensure_gofuzz_tools
go vet -tags gofuzz ./fuzz/...
go test -count=1 -tags gofuzz -run '^TestGoFuzz' ./fuzz
out=.gofuzz/check-$problem.zip
gofuzz_build "$problem" "$out"
test -s "$out"
echo "gofuzz-check: go-fuzz-build built $(gofuzz_func "$problem") into $out"
