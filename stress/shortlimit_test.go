package stress

import (
	"context"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// A program that hangs on one case (m = 1, n >= 2: hdu1846's
// loops-when-m-is-1.cpp), hidden in the calibration's first batch: the
// batch is killed far past the limit, and the TimeLimit is shrunk under a
// short limit (shrinkShort) to the least hanging input, proven minimal,
// then run again under the real limit, all within the budget's wall and
// the conclusion's allowance (the fake's CPU time is a model: no real
// time passes in a run).
func TestHangShrunkUnderAShortLimit(t *testing.T) {
	hdu := mustProblem(t, "hdu1846")
	f := newFake(hdu, time.Second)
	f.cost = func(c format.Case) time.Duration {
		if c[1] == 1 && c[0] >= 2 {
			return time.Hour // hangs
		}
		return time.Microsecond
	}
	opt := huntOptions(t)
	opt.Cases, opt.Budget, opt.Grace = 0, 2*time.Second, WallGrace
	rep, err := Hunt(context.Background(), hdu, f, opt)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Verdict != judge.TimeLimit || string(rep.Input) != "1\n2 1\n" || !rep.Minimal || rep.Interrupted {
		t.Fatalf("%s on %q, minimal %v, interrupted %v (%s); want a TimeLimit on 1 / 2 1, proven minimal",
			rep.Verdict, rep.Input, rep.Minimal, rep.Interrupted, rep.Detail)
	}
	if rep.ShortLimit != shortLimit(time.Second) {
		t.Errorf("shrunk under a short limit of %s, want %s", rep.ShortLimit, shortLimit(time.Second))
	}
}

// The other way: a program slower than the short limit on many inputs
// but within the real one (a fifth of a second a case with n > 500), and
// past the real limit on one case only (1000 1000, 1.2 s). The shrink
// under the short limit would end on 1 / 501 1, which passes under the
// real limit: it is not reported; the TimeLimit is shrunk under the real
// limit instead, and the input reported times out there.
func TestShortLimitNeverReportsAPass(t *testing.T) {
	hdu := mustProblem(t, "hdu1846")
	f := newFake(hdu, time.Second)
	f.cost = func(c format.Case) time.Duration {
		switch {
		case c[0] == 1000 && c[1] == 1000:
			return 1200 * time.Millisecond
		case c[0] > 500:
			return 200 * time.Millisecond
		}
		return time.Microsecond
	}
	cases := []format.Case{{3, 1}, {600, 7}, {1000, 1000}, {4, 4}}
	opt := huntOptions(t)
	opt.NoSave = true
	rep, err := Conclude(context.Background(), hdu, f, cases, "fuzz", opt)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Verdict != judge.TimeLimit || rep.ShortLimit != 0 {
		t.Fatalf("%s on %q (short limit %s); want a TimeLimit shrunk under the real limit", rep.Verdict, rep.Input, rep.ShortLimit)
	}
	got, err := hdu.Parse(rep.Input)
	if err != nil {
		t.Fatal(err)
	}
	var cpu time.Duration
	for _, c := range got {
		cpu += f.cost(c)
	}
	if cpu <= time.Second {
		t.Errorf("reported %q, which takes %s of the 1 s limit: not a TimeLimit", rep.Input, cpu)
	}
}
