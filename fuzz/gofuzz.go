//go:build gofuzz

package fuzz

import (
	"os"
	"sync"
)

// go-fuzz targets, one per problem: FuzzGo + the problem (FuzzGoHdu1846,
// built with go-fuzz-build -func FuzzGoHdu1846). go-fuzz-build wants names
// that start with "Fuzz"; "Go" keeps them apart from the native targets of
// the test files, so both sets compile together (go vet -tags gofuzz).
// Each runs the same Decode and the same check as the native target; a
// failure is shrunk and saved exactly as there, then reported by panicking
// with the report, which go-fuzz records as a crasher.
//
// The corpus directory is GAMESTRESS_CORPUS, or "corpus" in the directory
// go-fuzz was started from (scripts/gofuzz.sh sets it to the repository's);
// a slow candidate needs GAMESTRESS_JUDGE (scripts/gofuzz.sh builds one).

func FuzzGoHdu1846(data []byte) int    { return goFuzz("hdu1846", data) }
func FuzzGoHdu2188(data []byte) int    { return goFuzz("hdu2188", data) }
func FuzzGoHdu2149(data []byte) int    { return goFuzz("hdu2149", data) }
func FuzzGoHdu1847(data []byte) int    { return goFuzz("hdu1847", data) }
func FuzzGoHdu1848(data []byte) int    { return goFuzz("hdu1848", data) }
func FuzzGoHdu1850(data []byte) int    { return goFuzz("hdu1850", data) }
func FuzzGoHdu1527(data []byte) int    { return goFuzz("hdu1527", data) }
func FuzzGoHdu1536(data []byte) int    { return goFuzz("hdu1536", data) }
func FuzzGoHdu1907(data []byte) int    { return goFuzz("hdu1907", data) }
func FuzzGoHdu2509(data []byte) int    { return goFuzz("hdu2509", data) }
func FuzzGoHdu2176(data []byte) int    { return goFuzz("hdu2176", data) }
func FuzzGoPoj2234(data []byte) int    { return goFuzz("poj2234", data) }
func FuzzGoHdu2147(data []byte) int    { return goFuzz("hdu2147", data) }
func FuzzGoHdu1730(data []byte) int    { return goFuzz("hdu1730", data) }
func FuzzGoMisereBash(data []byte) int { return goFuzz("misere-bash", data) }
func FuzzGoTakeRange(data []byte) int  { return goFuzz("take-range", data) }

// FuzzGoProblem is the go-fuzz target of any problem, so that a new problem
// file needs no Go function: GAMESTRESS_PROBLEM names it (a shipped id or
// the path of a problem file; default hdu1846), e.g.
//
//	go-fuzz-build -func FuzzGoProblem ./fuzz && GAMESTRESS_PROBLEM=problems/x.toml go-fuzz ...
func FuzzGoProblem(data []byte) int {
	id := os.Getenv(EnvProblem)
	if id == "" {
		id = "hdu1846"
	}
	return goFuzz(id, data)
}

var goFuzzers struct {
	sync.Mutex
	m map[string]*Fuzzer
}

// goFuzz checks one input: 0 for an input that gave cases, -1 for one that
// gave none (go-fuzz then keeps it out of its corpus).
func goFuzz(id string, data []byte) int {
	fz := goFuzzer(id)
	cases := Decode(fz.Problem, data)
	if len(cases) == 0 {
		return -1
	}
	if fail := fz.CheckCases(cases); fail != nil {
		panic(fail.Error())
	}
	return 0
}

// goFuzzer sets up the Fuzzer of a problem on first use; a setup error
// (an unknown candidate) is a panic, which go-fuzz shows at once.
func goFuzzer(id string) *Fuzzer {
	goFuzzers.Lock()
	defer goFuzzers.Unlock()
	if fz := goFuzzers.m[id]; fz != nil {
		return fz
	}
	fz, err := FromEnv(id, Options{CorpusDir: "corpus"})
	if err != nil {
		panic(err)
	}
	fz.DeferSlow, fz.Wait, fz.Engine = true, WorkerWait, "go-fuzz"
	if goFuzzers.m == nil {
		goFuzzers.m = map[string]*Fuzzer{}
	}
	goFuzzers.m[id] = fz
	return fz
}
