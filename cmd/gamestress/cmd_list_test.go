package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/candidates"
	"github.com/gamestress/gamestress/problem"
)

func TestListText(t *testing.T) {
	var out, errOut bytes.Buffer
	if err := run(&out, &errOut, []string{"list"}); err != nil {
		t.Fatalf("list: %v (stderr %q)", err, errOut.String())
	}
	lines := strings.Split(out.String(), "\n")
	has := func(fields ...string) bool {
		for _, l := range lines {
			f := strings.Fields(l)
			if len(f) >= len(fields) && slicesHavePrefix(f, fields) {
				return true
			}
		}
		return false
	}
	for _, p := range problem.All() {
		if !has(p.ID) || !strings.Contains(out.String(), oneLine(p.Constraints)) || !strings.Contains(out.String(), oneLine(p.Format)) {
			t.Errorf("list lacks problem %s with its constraints and format", p.ID)
		}
	}
	for _, c := range candidates.All() {
		if !has(c.Problem, c.Name, c.Kind.String()) || !strings.Contains(out.String(), c.Bug) {
			t.Errorf("list lacks the row %s %s %s %q", c.Problem, c.Name, c.Kind, c.Bug)
		}
	}
}

func slicesHavePrefix(f, prefix []string) bool {
	for i := range prefix {
		if f[i] != prefix[i] {
			return false
		}
	}
	return true
}

func TestListJSON(t *testing.T) {
	var out, errOut bytes.Buffer
	if err := run(&out, &errOut, []string{"list", "--json"}); err != nil {
		t.Fatalf("list --json: %v (stderr %q)", err, errOut.String())
	}
	var raw struct {
		Problems   []map[string]string `json:"problems"`
		Candidates []map[string]string `json:"candidates"`
	}
	if err := json.Unmarshal(out.Bytes(), &raw); err != nil {
		t.Fatalf("output is not the JSON listing: %v", err)
	}
	ps := problem.All()
	if len(raw.Problems) != len(ps) {
		t.Fatalf("%d problems in JSON, want %d", len(raw.Problems), len(ps))
	}
	for i, p := range ps {
		want := map[string]string{"id": p.ID, "title": p.Title, "constraints": p.Constraints, "format": p.Format}
		if !sameMap(raw.Problems[i], want) {
			t.Errorf("problem %d: got %v, want %v", i, raw.Problems[i], want)
		}
	}
	cs := candidates.All()
	if len(raw.Candidates) != len(cs) {
		t.Fatalf("%d candidates in JSON, want %d", len(raw.Candidates), len(cs))
	}
	kinds := map[string]bool{}
	for i, c := range cs {
		want := map[string]string{"problem": c.Problem, "name": c.Name, "kind": c.Kind.String(), "bug": c.Bug}
		if !sameMap(raw.Candidates[i], want) {
			t.Errorf("candidate %d: got %v, want %v", i, raw.Candidates[i], want)
		}
		kinds[raw.Candidates[i]["kind"]] = true
	}
	for _, k := range []string{"correct", "buggy", "equivalent"} {
		if !kinds[k] {
			t.Errorf("no candidate of kind %q in the JSON", k)
		}
	}
}

func sameMap(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range b {
		if w, ok := a[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// TestListFilter: problem ids restrict the listing; flags may follow them.
func TestListFilter(t *testing.T) {
	var out, errOut bytes.Buffer
	if err := run(&out, &errOut, []string{"list", "hdu2149", "--json", "hdu1527"}); err != nil {
		t.Fatalf("list hdu2149 --json hdu1527: %v", err)
	}
	var l listing
	if err := json.Unmarshal(out.Bytes(), &l); err != nil {
		t.Fatal(err)
	}
	if len(l.Problems) != 2 {
		t.Errorf("got %d problems, want 2", len(l.Problems))
	}
	want := len(candidates.ForProblem("hdu2149")) + len(candidates.ForProblem("hdu1527"))
	if len(l.Candidates) != want {
		t.Errorf("got %d candidates, want %d", len(l.Candidates), want)
	}
	for _, c := range l.Candidates {
		if c.Problem != "hdu2149" && c.Problem != "hdu1527" {
			t.Errorf("candidate %s of %s listed", c.Name, c.Problem)
		}
	}
}

func TestListBadUsage(t *testing.T) {
	for _, args := range [][]string{{"list", "nosuch"}, {"list", "--bogus"}} {
		var out, errOut bytes.Buffer
		err := run(&out, &errOut, args)
		var ue *usageError
		if !errors.As(err, &ue) {
			t.Errorf("%v: err = %v, want a usage error", args, err)
			continue
		}
		if exitCode(&errOut, err) != 2 {
			t.Errorf("%v: exit status is not 2", args)
		}
	}
}

func TestDisplayWidth(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want int
	}{
		{"Brave Game", 10},
		{"取石子游戏 (Wythoff)", 5*2 + 10},
		{"取(m堆)石子游戏", 6*2 + 3},
		{"1 ≤ n ≤ 1000", 12},
	} {
		if got := displayWidth(tc.s); got != tc.want {
			t.Errorf("displayWidth(%q) = %d, want %d", tc.s, got, tc.want)
		}
	}
}
