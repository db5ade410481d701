package fuzz

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/stress"
)

// One native target per problem; each is a thin driver over fuzzProblem.
// Plain `go test ./fuzz` replays the seeds (boundaries and the corpus);
// `go test ./fuzz -run='^$' -fuzz='^FuzzHdu1846$'` fuzzes one problem.

func FuzzHdu1846(f *testing.F)    { fuzzProblem(f, "hdu1846") }
func FuzzHdu2188(f *testing.F)    { fuzzProblem(f, "hdu2188") }
func FuzzHdu2149(f *testing.F)    { fuzzProblem(f, "hdu2149") }
func FuzzHdu1847(f *testing.F)    { fuzzProblem(f, "hdu1847") }
func FuzzHdu1848(f *testing.F)    { fuzzProblem(f, "hdu1848") }
func FuzzHdu1850(f *testing.F)    { fuzzProblem(f, "hdu1850") }
func FuzzHdu1527(f *testing.F)    { fuzzProblem(f, "hdu1527") }
func FuzzHdu1536(f *testing.F)    { fuzzProblem(f, "hdu1536") }
func FuzzHdu1907(f *testing.F)    { fuzzProblem(f, "hdu1907") }
func FuzzHdu2509(f *testing.F)    { fuzzProblem(f, "hdu2509") }
func FuzzHdu2176(f *testing.F)    { fuzzProblem(f, "hdu2176") }
func FuzzPoj2234(f *testing.F)    { fuzzProblem(f, "poj2234") }
func FuzzHdu2147(f *testing.F)    { fuzzProblem(f, "hdu2147") }
func FuzzHdu1730(f *testing.F)    { fuzzProblem(f, "hdu1730") }
func FuzzMisereBash(f *testing.F) { fuzzProblem(f, "misere-bash") }
func FuzzTakeRange(f *testing.F)  { fuzzProblem(f, "take-range") }

// FuzzProblemFile fuzzes the problem of a file: GAMESTRESS_PROBLEM is its
// path (or a shipped id; default the shipped hdu1846 file), the subjects
// are its built-in candidates (GAMESTRESS_CANDIDATE picks one), or the
// program GAMESTRESS_COMMAND (a command line, e.g. ./sol) when set:
//
//	GAMESTRESS_PROBLEM=problems/x.toml GAMESTRESS_COMMAND=./sol go test ./fuzz -run '^$' -fuzz FuzzProblemFile
func FuzzProblemFile(f *testing.F) {
	path := os.Getenv(EnvProblem)
	if path == "" {
		path = filepath.Join("..", "problems", "hdu1846.toml")
	}
	p, err := problem.Open(path)
	if err != nil {
		f.Fatal(err)
	}
	o, err := testOptions()
	if err != nil {
		f.Fatal(err)
	}
	if c := os.Getenv(EnvCandidate); c != "" {
		o.Candidate = c
	}
	if cmd := os.Getenv(EnvCommand); cmd != "" {
		o.Command = strings.Fields(cmd)
	}
	fz, err := NewFor(p, o)
	if err != nil {
		f.Fatal(err)
	}
	runFuzz(f, fz)
}

// fuzzProblem seeds f with the problem's boundaries and corpus and fuzzes
// the candidates chosen by GAMESTRESS_CANDIDATE: a failure is shrunk, saved
// to the corpus and reported with the command that reproduces it.
func fuzzProblem(f *testing.F, id string) {
	fz, err := testFuzzer(id)
	if err != nil {
		f.Fatal(err)
	}
	runFuzz(f, fz)
}

// runFuzz seeds f with the fuzzer's seeds and checks every input.
func runFuzz(f *testing.F, fz *Fuzzer) {
	if fuzzWorker() {
		fz.DeferSlow, fz.Wait = true, WorkerWait
	}
	seeds, err := fz.Seeds()
	if err != nil {
		f.Fatal(err)
	}
	if os.Getenv(envNoSeeds) == "none" {
		seeds = nil // measuring what the fuzzer finds by itself
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if fail := fz.Check(data); fail != nil {
			t.Fatal(fail.Error())
		}
	})
}

// envNoSeeds=none leaves the seeds out (scripts/fuzz-measure.sh measures
// what fuzzing finds from nothing).
const envNoSeeds = "GAMESTRESS_FUZZ_SEEDS"

// fuzzWorker reports whether this process is a go test -fuzz worker,
// where an input that runs for 10s kills the process.
func fuzzWorker() bool {
	f := flag.Lookup("test.fuzzworker")
	return f != nil && f.Value.String() == "true"
}

// envServeJudge makes the test binary a judge program: it serves the
// candidate named by its last argument (see TestMain).
const envServeJudge = "GAMESTRESS_FUZZ_SERVE_JUDGE"

// TestMain lets the test binary serve slow candidates to itself, the way
// the gamestress binary does for gamestress stress (stress.ServeJudge), so
// that go test -fuzz needs no gamestress binary.
func TestMain(m *testing.M) {
	if os.Getenv(envServeJudge) == "1" {
		if err := stress.ServeJudge(os.Args[len(os.Args)-1], os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// testFuzzer is FromEnv with the corpus at ../corpus (go test runs in the
// package directory) and this test binary as the judge of slow candidates.
func testFuzzer(id string) (*Fuzzer, error) {
	o, err := testOptions()
	if err != nil {
		return nil, err
	}
	return FromEnv(id, o)
}

// testOptions: the repository's corpus, slow candidates served by this
// test binary.
func testOptions() (Options, error) {
	exe, err := os.Executable()
	if err != nil {
		return Options{}, err
	}
	o := Options{CorpusDir: filepath.Join("..", "corpus"), Judge: []string{exe}, JudgeEnv: []string{envServeJudge + "=1"}}
	if d := os.Getenv(EnvCorpus); d != "" {
		o.CorpusDir = d
	}
	return o, nil
}
