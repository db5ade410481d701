package problem

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/leanovate/gopter"
)

// A feature's direct draw is its record's draw, assembled: from the same
// seed, a problem whose case is the feature's fields alone generates the
// same cases through either path (and at least the tuple problems of the
// catalogue take the direct one).
func TestFeatureDirectIsTheRecordPath(t *testing.T) {
	direct := 0
	for _, p := range All() {
		f := p.file
		if f == nil || f.feats.game == nil || f.feats.game.direct == nil {
			continue
		}
		direct++
		ft := f.feats.game
		for seed := int64(1); seed <= 2; seed++ {
			a, b := gopter.DefaultGenParameters(), gopter.DefaultGenParameters()
			a.Rng, b.Rng = rand.New(rand.NewSource(seed)), rand.New(rand.NewSource(seed))
			for i, nums := 0, 0; i < 300 && nums < 300_000; i++ {
				x := f.fill(a, ft.direct(a))
				nums += len(x)
				y := f.genericFill(b, ft.gen(b))
				if !slices.Equal(x, y) {
					t.Fatalf("%s, seed %d, case %d: direct %v, through the record %v", p.ID, seed, i, x, y)
				}
			}
		}
	}
	if direct < 3 {
		t.Errorf("%d catalogue problems draw their cases directly, want hdu1846, hdu2149, hdu2188 at least", direct)
	}
}
