// Package fuzz holds gamestress's fuzz targets: one native target per
// problem for `go test -fuzz` (FuzzHdu1846, FuzzPoj2234, FuzzMisereBash,
// FuzzTakeRange, ...), and one go-fuzz function per problem behind the
// gofuzz build tag (FuzzGoHdu1846, ...; go-fuzz-build -func FuzzGoHdu1846).
//
// # Contract
//
// Every target is a thin driver over one path, the one the stress engine
// uses:
//
//  1. Decode turns the fuzz bytes into valid cases of the problem. A first
//     byte of 0 (ModeRaw) means the rest is a judge input, read with the
//     problem's parser: seeds use it, so a seed replays exactly its cases.
//     Any other first byte means the rest drives the problem's own gopter
//     generator (problem.Gen, as stress uses it) through Source, a
//     rand.Source64 that reads its numbers from the bytes: the first byte is
//     the generator's MaxSize, the next two the number of cases (up to
//     MaxCases), and generation stops when the bytes run out. No native int
//     arguments: the native mutator moves integers by at most ±100 and does
//     not minimise them; here every case is drawn the way stress draws it.
//  2. The problem's one shared check (problem.Check) runs each candidate
//     under test on the encoded input: every correct and equivalent
//     candidate of the problem by default (they must never fail), or the one
//     named by GAMESTRESS_CANDIDATE (a mutant, which must then fail). A slow
//     candidate runs as a child process under a time limit, as stress runs
//     it (stress.TargetFor); the test binary serves it itself (TestMain).
//  3. A failure goes through stress.Conclude, the stress engine's own
//     narrow, shrink (shrink.Shrinker), re-run and save: the minimal input
//     is saved to the corpus (GAMESTRESS_CORPUS, default ../corpus, the
//     repository's corpus seen from this package) and the target fails with
//     the minimal input, expected and got, the corpus file and the command
//     that reproduces it. A proven-minimal input is the same one
//     `gamestress stress` saves.
//
// Seeds are the problem's boundary cases (each alone, then together) and
// every corpus entry of the problem, so plain `go test ./fuzz` replays them
// all against the correct candidates.
//
// # Limits
//
// go test -fuzz workers and go-fuzz stop an input after 10 seconds. Shrinking
// a slow candidate's time limit takes longer (a child process per step), so
// under those engines such a failure is reported NOT SHRUNK with its input,
// and a replay outside the engine (go test -run, which scripts/fuzz.sh runs
// after a failure; gofuzzcorpus triage for go-fuzz) shrinks and saves it.
// After the first failure of a candidate has been shrunk in a process,
// later failures of that candidate are reported unshrunk, pointing at it.
//
// go-fuzz-build reads a //go:embed pattern as one literal file, and the
// corpus package embeds `*`: scripts/fuzz-lib.sh builds from a copy of the
// module without such directives (the go-fuzz build reads the corpus from
// disk). The pinned go-fuzz tools live in their own module, tools/gofuzz.
//
// # Running
//
//	make fuzz                                   every target, FUZZTIME (10s) each
//	make fuzz PROBLEM=hdu1846 CANDIDATE=hdu1846-m-for-m+1
//	GAMESTRESS_CANDIDATE=hdu1846-m-for-m+1 go test ./fuzz -run='^$' -fuzz='^FuzzHdu1846$' -fuzztime=30s
//	make gofuzz PROBLEM=hdu1846 [CANDIDATE=...] [GOFUZZ_TIME=60s]
//	scripts/gofuzz-cluster.sh                   coordinator + 2 workers on loopback
//	scripts/gofuzz-check.sh                     CI: go-fuzz-build still builds
package fuzz
