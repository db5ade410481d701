package importer

import (
	"errors"
	"os"
	"slices"
	"strings"
	"testing"
	"time"
)

func companionFile(t *testing.T, name string) *Draft {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	c, err := ParseCompanion(data)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return FromCompanion(c)
}

// TestCompanionSingle: the README's own example (Codeforces 954G, one case
// per input, three tests) gives every field of the draft.
func TestCompanionSingle(t *testing.T) {
	d := companionFile(t, "cf954g.json")
	want := Draft{ID: "cf954g", Title: "G. Castle Defense", Source: "https://codeforces.com/problemset/problem/954/G",
		Judge: "codeforces", Group: "Educational Codeforces Round 40 (Rated for Div. 2)", Time: "1500ms", Memory: "256M", Limit: 1500 * time.Millisecond}
	got := *d
	got.Samples, got.Layout, got.Notes = nil, nil, nil
	if !equalDraft(got, want) {
		t.Errorf("draft:\n got %+v\nwant %+v", got, want)
	}
	if len(d.Samples) != 3 || d.Samples[1] != (Sample{"4 2 0\n1 2 3 4\n", "6\n"}) {
		t.Errorf("samples: %q", d.Samples)
	}
	l := d.Layout
	if l == nil {
		t.Fatalf("no layout guessed: %q", d.Notes)
	}
	if l.Framing != "eof" || l.Batch != 1 || !slices.Equal(l.Lines, []string{"n m k", "a[n]"}) {
		t.Errorf("layout %+v: want eof, batch 1, lines [n m k, a[n]]", l)
	}
	if !slices.Equal(l.Bounds, []string{"1 <= n <= 10", "0 <= m <= 10", "0 <= k <= 10", "1 <= a <= 10"}) {
		t.Errorf("bounds %q", l.Bounds)
	}
}

func equalDraft(a, b Draft) bool {
	return a.ID == b.ID && a.Title == b.Title && a.Source == b.Source && a.Judge == b.Judge && a.Host == b.Host &&
		a.Group == b.Group && a.Time == b.Time && a.Memory == b.Memory && a.Limit == b.Limit && a.Interactive == b.Interactive
}

// TestCompanionBatch: one problem of a contest's batch (size 7), a count
// line then cases of two numbers (Codeforces 1194D).
func TestCompanionBatch(t *testing.T) {
	d := companionFile(t, "cf1194d.json")
	if d.ID != "cf1194d" || d.Judge != "codeforces" || d.Time != "2s" {
		t.Errorf("id %q judge %q time %q", d.ID, d.Judge, d.Time)
	}
	l := d.Layout
	if l == nil || l.Framing != "count" || !slices.Equal(l.Lines, []string{"n m"}) || l.Batch != 0 {
		t.Fatalf("layout %+v (%q): want count, [n m]", l, d.Notes)
	}
	if !slices.Equal(l.Bounds, []string{"0 <= n <= 10", "1 <= m <= 10"}) {
		t.Errorf("bounds %q", l.Bounds)
	}
	if !strings.Contains(l.Why, "4 cases") {
		t.Errorf("why %q: want the 4 cases counted", l.Why)
	}
}

// TestCompanionInteractive: interactive is noted, the layout left to the
// user, AtCoder recognised and its task code made the id.
func TestCompanionInteractive(t *testing.T) {
	d := companionFile(t, "abc278g.json")
	if !d.Interactive || d.Layout != nil || d.ID != "abc278g" || d.Judge != "atcoder" || d.Memory != "1024M" {
		t.Errorf("draft %+v", d)
	}
	if !slices.ContainsFunc(d.Notes, func(n string) bool { return strings.Contains(n, "[interact]") }) {
		t.Errorf("notes %q: want the [interact] hint", d.Notes)
	}
	if !slices.ContainsFunc(d.Notes, func(n string) bool { return strings.Contains(n, "no sample") }) {
		t.Errorf("notes %q: want the missing samples said", d.Notes)
	}
}

// TestCompanionNoLimits: without timeLimit and memoryLimit the limits stay
// empty (the preset stands in) and a note says so.
func TestCompanionNoLimits(t *testing.T) {
	d := companionFile(t, "nolimits.json")
	if d.Time != "" || d.Memory != "" || d.Limit != 0 {
		t.Errorf("limits %q %q", d.Time, d.Memory)
	}
	if d.ID != "hdu1846" || d.Judge != "hdu" {
		t.Errorf("id %q judge %q", d.ID, d.Judge)
	}
	if !slices.ContainsFunc(d.Notes, func(n string) bool { return strings.Contains(n, "no time or memory limit") }) {
		t.Errorf("notes %q", d.Notes)
	}
	if d.Layout == nil || d.Layout.Framing != "count" {
		t.Errorf("layout %+v", d.Layout)
	}
}

// TestParseCompanionRefuses: what is not Competitive Companion's JSON is
// refused, saying where.
func TestParseCompanionRefuses(t *testing.T) {
	for _, tc := range []struct{ body, want, reason string }{
		{`{"name": "A", "tests": [}`, "line 1, column 25", "a syntax error names its place"},
		{`{"name": 5}`, `"name" is a number, want a string`, "a wrong type names the field"},
		{`{"url": "https://codeforces.com/"}`, `no "name"`, "the name is required"},
		{`{"name": "A"} {"name": "B"}`, "data after", "one object per body"},
		{``, "EOF", "an empty body"},
	} {
		_, err := ParseCompanion([]byte(tc.body))
		if !errors.Is(err, ErrNotCompanion) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %q: got %v, want ErrNotCompanion saying %q", tc.reason, tc.body, err, tc.want)
		}
	}
}

// TestJudgeOfHosts: hosts with a preset, their subdomains, and one without.
func TestJudgeOfHosts(t *testing.T) {
	for _, tc := range []struct{ url, judge, id string }{
		{"https://codeforces.com/gym/102323/problem/L", "codeforces", "cf102323l"},
		{"https://mirror.codeforces.com/contest/1537/problem/D", "codeforces", "cf1537d"},
		{"https://atcoder.jp/contests/dp/tasks/dp_k", "atcoder", "atcoder-dp-k"},
		{"http://poj.org/problem?id=2234", "poj", "poj2234"},
		{"https://cses.fi/problemset/task/1097", "cses", "cses1097"},
		{"https://www.spoj.com/problems/NGM/", "spoj", "spoj-ngm"},
		{"https://open.kattis.com/problems/hello", "", "hello-world"},
	} {
		c := &Companion{Name: "Hello, World!", URL: tc.url}
		d := FromCompanion(c)
		if d.Judge != tc.judge || d.ID != tc.id {
			t.Errorf("%s: judge %q id %q, want %q %q", tc.url, d.Judge, d.ID, tc.judge, tc.id)
		}
	}
}
