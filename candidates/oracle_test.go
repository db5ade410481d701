package candidates_test

import (
	"testing"

	"github.com/gamestress/gamestress/candidates"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// tinyBash bounds the inputs of the exponential hdu1846-no-memo: at most
// 2^16 calls per case.
const tinyBash = 16

// TestCorrectAgreesWithOracle: every correct candidate agrees with the oracle
// on an exhaustive prefix of the small cases and on random cases up to the
// constraints.
func TestCorrectAgreesWithOracle(t *testing.T) {
	for _, p := range problem.All() {
		small := smallCases(p, 4000)
		random := genCases(p, 400, 1_000_000, 1_000_000)
		for _, c := range candidates.ForProblem(p.ID) {
			if c.Kind != candidates.Correct {
				continue
			}
			t.Run(c.Name, func(t *testing.T) {
				t.Parallel() // small and random are only read
				if len(small) < 100 {
					t.Fatalf("only %d small cases", len(small))
				}
				if r, failed := firstFailure(p, c, small); failed {
					t.Errorf("small range: %s", describe(r))
				}
				if r, failed := firstFailure(p, c, random); failed {
					t.Errorf("random: %s", describe(r))
				}
			})
		}
	}
}

// TestBuggyFails: every buggy mutant disagrees with the oracle on a valid
// case found by searching small cases, then boundaries, then random cases.
func TestBuggyFails(t *testing.T) {
	for _, c := range candidates.All() {
		if c.Kind != candidates.Buggy || c.Slow {
			continue
		}
		t.Run(c.Name, func(t *testing.T) {
			t.Parallel()
			p, err := problem.Lookup(c.Problem)
			if err != nil {
				t.Fatal(err)
			}
			for _, src := range searchSources(1500) {
				cases := src.cases(p)
				for _, cs := range cases {
					if err := p.Valid(cs); err != nil {
						t.Fatalf("%s source gave an invalid case %v: %v", src.name, cs, err)
					}
				}
				if r, failed := firstFailure(p, c, cases); failed {
					if r.Verdict == judge.OracleError {
						t.Fatalf("oracle error: %v", r.Err)
					}
					t.Logf("found by %s: %s", src.name, describe(r))
					return
				}
			}
			t.Errorf("no failing case found")
		})
	}
}

// TestSlowIsRightOnTinyInputs: the exponential search gives right answers;
// it is buggy only by its running time (the engine must call it TimeLimit).
func TestSlowIsRightOnTinyInputs(t *testing.T) {
	for _, c := range candidates.All() {
		if !c.Slow {
			continue
		}
		p, err := problem.Lookup(c.Problem)
		if err != nil {
			t.Fatal(err)
		}
		var tiny []format.Case
		for cs := range p.Small() {
			if len(tiny) == 300 {
				break
			}
			if cs[0] <= tinyBash && cs[1] <= tinyBash {
				tiny = append(tiny, cs)
			}
		}
		if len(tiny) < 100 {
			t.Fatalf("%s: only %d tiny cases", c.Name, len(tiny))
		}
		if r, failed := firstFailure(p, c, tiny); failed {
			t.Errorf("%s: %s", c.Name, describe(r))
		}
	}
}

// TestEquivalentAgrees: equivalent mutants agree with the oracle on the
// whole small range and on random cases up to the constraints.
func TestEquivalentAgrees(t *testing.T) {
	for _, c := range candidates.All() {
		if c.Kind != candidates.Equivalent {
			continue
		}
		t.Run(c.Name, func(t *testing.T) {
			t.Parallel()
			p, err := problem.Lookup(c.Problem)
			if err != nil {
				t.Fatal(err)
			}
			for _, src := range searchSources(300) {
				if r, failed := firstFailure(p, c, src.cases(p)); failed {
					t.Errorf("%s: %s", src.name, describe(r))
				}
			}
		})
	}
}
