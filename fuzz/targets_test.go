package fuzz

import (
	"testing"

	"github.com/gamestress/gamestress/problem"
)

func TestTargetName(t *testing.T) {
	for _, tc := range []struct{ id, want, reason string }{
		{"hdu1846", "FuzzHdu1846", "first letter capitalised"},
		{"poj2234", "FuzzPoj2234", "other judges alike"},
		{"misere-bash", "FuzzMisereBash", "dashes dropped, each part capitalised"},
		{"take-range", "FuzzTakeRange", "dashes dropped, each part capitalised"},
	} {
		if got := TargetName(tc.id); got != tc.want {
			t.Errorf("TargetName(%q) = %q, want %q (%s)", tc.id, got, tc.want, tc.reason)
		}
	}
}

// Every seed decodes to cases: each boundary alone, the boundaries together,
// and each corpus entry.
func TestSeedsDecode(t *testing.T) {
	for _, p := range problem.All() {
		fz, err := New(p.ID, Options{CorpusDir: "../corpus"})
		if err != nil {
			t.Fatal(err)
		}
		seeds, err := fz.Seeds()
		if err != nil {
			t.Fatal(err)
		}
		if len(seeds) < len(p.Boundaries()) {
			t.Errorf("%s: %d seeds for %d boundary cases", p.ID, len(seeds), len(p.Boundaries()))
		}
		for i, s := range seeds {
			if Decode(p, s) == nil {
				t.Errorf("%s: seed %d (%q) decodes to no case", p.ID, i, s)
			}
		}
	}
}

func TestNewRejects(t *testing.T) {
	for _, tc := range []struct{ id, cand, reason string }{
		{"hdu9999", "", "unknown problem"},
		{"hdu1846", "no-such-candidate", "unknown candidate"},
		{"hdu1850", "hdu1846-m-for-m+1", "a candidate of another problem"},
		{"hdu1846", "hdu1846-no-memo", "a slow candidate without a judge command"},
	} {
		if _, err := New(tc.id, Options{Candidate: tc.cand}); err == nil {
			t.Errorf("New(%q, %q) = nil error, want one (%s)", tc.id, tc.cand, tc.reason)
		}
	}
}
