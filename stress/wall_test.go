package stress

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/judge"
)

// A problem whose oracle cannot answer its largest cases (Deleting
// Divisors to n = 20000 without a test_range: the search of n = 20000
// takes seconds) under a budget that is a wall and a share of 100 ms: the
// hunt ends, OK, without an error, with the cases beyond the oracle's
// reach counted and said.
func TestBudgetWallOnASlowOracle(t *testing.T) {
	p, err := problem.Load("testdata/slow-oracle.toml")
	if err != nil {
		t.Fatal(err)
	}
	f := newFake(p, 2*time.Second)
	f.answer = deletingDivisors
	opt := huntOptions(t)
	opt.Cases, opt.Budget, opt.Grace, opt.OracleShare = 0, time.Second, 500*time.Millisecond, 100*time.Millisecond
	rep, err := Hunt(context.Background(), p, f, opt)
	if err != nil {
		t.Fatalf("hunt: %v", err)
	}
	if rep.Verdict != judge.OK || rep.Beyond == 0 {
		t.Fatalf("%s (%s), %d cases beyond reach; want OK with some", rep.Verdict, rep.Detail, rep.Beyond)
	}
	var notes strings.Builder
	rep.WriteNotes(&notes)
	if !strings.Contains(notes.String(), " cases beyond the oracle's reach were not checked") {
		t.Errorf("notes %q do not say what was not checked", notes.String())
	}
}
