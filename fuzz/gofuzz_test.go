//go:build gofuzz

package fuzz

import (
	"testing"

	"github.com/gamestress/gamestress/problem"
)

// The go-fuzz functions, by problem (go test -tags gofuzz; scripts/gofuzz-check.sh).
var goFuzzFuncs = map[string]func([]byte) int{
	"hdu1846": FuzzGoHdu1846, "hdu2188": FuzzGoHdu2188, "hdu2149": FuzzGoHdu2149,
	"hdu1847": FuzzGoHdu1847, "hdu1848": FuzzGoHdu1848, "hdu1850": FuzzGoHdu1850,
	"hdu1527": FuzzGoHdu1527, "hdu1536": FuzzGoHdu1536, "hdu1907": FuzzGoHdu1907,
	"hdu2509": FuzzGoHdu2509, "hdu2176": FuzzGoHdu2176, "poj2234": FuzzGoPoj2234,
	"hdu2147": FuzzGoHdu2147, "hdu1730": FuzzGoHdu1730, "misere-bash": FuzzGoMisereBash,
	"take-range": FuzzGoTakeRange,
}

// Every problem has a go-fuzz function (its own, or FuzzGoProblem with
// GAMESTRESS_PROBLEM naming it); each keeps inputs without cases out of
// go-fuzz's corpus (-1) and passes the seeds with the correct candidates.
func TestGoFuzzTargets(t *testing.T) {
	t.Setenv(EnvCorpus, "../corpus")
	t.Setenv(EnvCandidate, "")
	for _, p := range problem.All() {
		fn := goFuzzFuncs[p.ID]
		if fn == nil {
			t.Setenv(EnvProblem, p.ID)
			fn = FuzzGoProblem
		}
		if got := fn(nil); got != -1 {
			t.Errorf("%s: empty input gave %d, want -1", p.ID, got)
		}
		fz, err := New(p.ID, Options{CorpusDir: "../corpus"})
		if err != nil {
			t.Fatal(err)
		}
		seeds, err := fz.Seeds()
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range seeds {
			if got := fn(s); got != 0 {
				t.Errorf("%s: seed %q gave %d, want 0", p.ID, s, got)
			}
		}
	}
}
