package stress

import (
	"context"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// A re-run that the runner's net stopped while runnable, its CPU under the
// limit (starved of a core by the load), is no evidence either way: it
// does not confirm a TimeLimit (at load 50, starved re-runs confirmed a
// starved first run), nor pass it. Confirmation runs again; when too many
// are starved, there is no verdict (an error, exit 2), never a TimeLimit.
func TestStarvedRerunsAreNoEvidence(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	big := func(_ int, cs []format.Case) bool { return hasBig(cs) }
	for _, tc := range []struct {
		reason  string
		over    func(int, []format.Case) bool
		starved func(run int) bool
		want    judge.Verdict // OracleError: no verdict, Hunt's error
	}{
		{"every run starved: no verdict", big, func(int) bool { return true }, judge.OracleError},
		{"the re-runs starved: no verdict", big, func(run int) bool { return run >= 2 }, judge.OracleError},
		{"starved, then two re-runs under the limit: OK", func(run int, cs []format.Case) bool { return run <= 2 && hasBig(cs) },
			func(int) bool { return true }, judge.OK},
		{"one re-run starved, two over: TimeLimit", big, func(run int) bool { return run == 2 }, judge.TimeLimit},
	} {
		s := newStraddling(p, judge.TimeLimit, tc.over)
		s.starved = tc.starved
		opt := huntOptions(t)
		opt.Cases, opt.NoWorst = 2000, true
		rep, err := Hunt(context.Background(), p, s, opt)
		if tc.want == judge.OracleError {
			if err == nil || !strings.Contains(err.Error(), "starved of a core") {
				t.Errorf("%s: verdict %s, error %v; want no verdict, an error naming the starved re-runs", tc.reason, rep.Verdict, err)
			}
			continue
		}
		if err != nil || rep.Verdict != tc.want {
			t.Errorf("%s: verdict %s (%s), error %v; want %s", tc.reason, rep.Verdict, rep.Detail, err, tc.want)
		}
	}
}
