package problem

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/problem/format"
)

// The golden files hold what the Go definitions of the shipped problems
// answered before they became problem files (written once with -update
// from those definitions): the first cases of Small() in order, the
// boundary cases and the sample, each with the oracle's answer. The files
// must give the same: the conversion moved no result.

var update = flag.Bool("update", false, "rewrite testdata/golden from the current problems")

const goldenSmall = 400

func goldenOf(t *testing.T, p *Problem) string {
	t.Helper()
	var b strings.Builder
	line := func(kind string, c format.Case) {
		ans, err := p.Answer(c)
		if err != nil {
			t.Fatalf("%s: %s %v: %v", p.ID, kind, c, err)
		}
		fmt.Fprintf(&b, "%s %s => %s\n", kind, strings.TrimSpace(string(format.AppendNums(nil, c))), strings.ReplaceAll(ans, "\n", "|"))
	}
	cs, err := p.Parse([]byte(p.SampleIn))
	if err != nil {
		t.Fatalf("%s: sample: %v", p.ID, err)
	}
	for _, c := range cs {
		line("sample", c)
	}
	i := 0
	for c := range p.Small() {
		if i++; i > goldenSmall {
			break
		}
		line("small", c)
	}
	for _, c := range p.Boundaries() {
		if len(c) <= 64 {
			line("boundary", c)
		}
	}
	return b.String()
}

func TestGolden(t *testing.T) {
	for _, p := range All() {
		path := filepath.Join("testdata", "golden", p.ID+".txt")
		got := goldenOf(t, p)
		if *update {
			if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if os.IsNotExist(err) {
			continue // a problem added after the conversion
		}
		if err != nil {
			t.Fatal(err)
		}
		compareGolden(t, p.ID, string(want), got)
	}
}

// compareGolden: the samples and the Small() prefix are the same, line
// for line; every old boundary case is still one, with the same answer.
func compareGolden(t *testing.T, id, want, got string) {
	kinds := func(s string) map[string][]string {
		out := map[string][]string{}
		sc := bufio.NewScanner(strings.NewReader(s))
		sc.Buffer(nil, 1<<24)
		for sc.Scan() {
			kind, _, _ := strings.Cut(sc.Text(), " ")
			out[kind] = append(out[kind], sc.Text())
		}
		return out
	}
	w, g := kinds(want), kinds(got)
	for _, kind := range []string{"sample", "small"} {
		if !slices.Equal(w[kind], g[kind]) {
			for i := range min(len(w[kind]), len(g[kind])) {
				if w[kind][i] != g[kind][i] {
					t.Errorf("%s: %s line %d: was %q, now %q", id, kind, i+1, w[kind][i], g[kind][i])
					break
				}
			}
			if len(w[kind]) != len(g[kind]) {
				t.Errorf("%s: %d %s lines, was %d", id, len(g[kind]), kind, len(w[kind]))
			}
		}
	}
	for _, b := range w["boundary"] {
		if !slices.Contains(g["boundary"], b) {
			t.Errorf("%s: boundary case lost or answered differently: %s", id, b)
		}
	}
}
