package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/candidates"
	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress"
)

func TestStressUsageErrors(t *testing.T) {
	tests := []struct {
		reason string
		args   []string
	}{
		{"unknown problem", []string{"stress", "hdu9999"}},
		{"unknown candidate", []string{"stress", "--candidate", "nope"}},
		{"candidate of another problem", []string{"stress", "hdu1847", "--candidate", "hdu1846-correct"}},
		{"budget must be positive", []string{"stress", "--budget", "0s"}},
		{"negative cases", []string{"stress", "--cases", "-1"}},
		{"unknown flag", []string{"stress", "--frobnicate"}},
	}
	for _, tt := range tests {
		var out, errb bytes.Buffer
		err := run(&out, &errb, tt.args)
		var ue *usageError
		if !errors.As(err, &ue) || exitCode(&errb, err) != 2 {
			t.Errorf("%s: %v: error %v, want a usage error (exit 2)", tt.reason, tt.args, err)
		}
	}
}

type stressOut struct {
	OK      bool `json:"ok"`
	Results []struct {
		Candidate string `json:"candidate"`
		Kind      string `json:"kind"`
		Verdict   string `json:"verdict"`
		Minimal   bool   `json:"minimal"`
		Input     string `json:"input"`
		Expected  string `json:"expected"`
		Got       string `json:"got"`
		Cases     int    `json:"cases"`
		MS        *int64 `json:"ms"`
		Corpus    string `json:"corpus"`
	} `json:"results"`
}

func TestStressJSONCatchesMutant(t *testing.T) {
	dir := t.TempDir()
	var out, errb bytes.Buffer
	err := run(&out, &errb, []string{"stress", "hdu1846", "--json", "--candidate", "hdu1846-m-for-m+1", "--corpus", dir, "--seed", "3", "--samples=false"})
	if err != nil {
		t.Fatalf("a caught mutant is the expected outcome, got %v (stderr %s)", err, errb.String())
	}
	var got stressOut
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatalf("bad JSON %q: %v", out.String(), err)
	}
	if !got.OK || len(got.Results) != 1 {
		t.Fatalf("ok=%v, %d results", got.OK, len(got.Results))
	}
	r := got.Results[0]
	if r.Kind != "buggy" || r.Verdict != "WrongAnswer" || !r.Minimal || r.Input != "1\n1 1\n" ||
		r.Expected != "first" || strings.TrimSpace(r.Got) != "second" || r.Cases == 0 || r.MS == nil {
		t.Errorf("result %+v", r)
	}
	if b, err := os.ReadFile(r.Corpus); err != nil || string(b) != r.Input || !strings.HasPrefix(r.Corpus, dir) {
		t.Errorf("corpus file %q: %q, %v", r.Corpus, b, err)
	}
	if errb.Len() != 0 {
		t.Errorf("stderr with --json: %q", errb.String())
	}
}

func TestStressTextReport(t *testing.T) {
	dir := t.TempDir()
	// The reproduce command names gamestress as the user invoked it.
	defer func(arg0 string) { os.Args[0] = arg0 }(os.Args[0])
	os.Args[0] = "./bin/gamestress"
	var out, errb bytes.Buffer
	err := run(&out, &errb, []string{"stress", "--candidate", "hdu1846-m-for-m+1", "--corpus", dir, "--seed", "3", "--samples=false"})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"PROBLEM", "CANDIDATE", "VERDICT", "CASES", "FIRST FAILURE",
		"hdu1846-m-for-m+1", "WrongAnswer", "caught",
		"WrongAnswer on a minimal input",
		"reproduce: ./bin/gamestress judge hdu1846-m-for-m+1 < " + filepath.ToSlash(dir) + "/hdu1846/",
		"seed 3:",
	}
	for _, w := range want {
		if !strings.Contains(out.String(), w) {
			t.Errorf("text report lacks %q:\n%s", w, out.String())
		}
	}
}

func TestStressExitStatus(t *testing.T) {
	var out, errb bytes.Buffer
	err := run(&out, &errb, []string{"stress", "--candidate", "hdu1846-correct", "--corpus", t.TempDir(), "--budget", "100ms"})
	if err != nil {
		t.Errorf("a correct candidate that passes: %v\n%s", err, out.String())
	}
	// One case is not enough to catch a bug that needs n >= 256: missed, exit 1.
	out.Reset()
	err = run(&out, &errb, []string{"stress", "--candidate", "hdu1846-uint8", "--corpus", t.TempDir(), "--cases", "1"})
	if !errors.Is(err, errBugFound) || exitCode(&errb, err) != 1 || !strings.Contains(out.String(), "MISSED") {
		t.Errorf("a missed mutant: %v\n%s", err, out.String())
	}
}

func TestJudgeRunsCandidate(t *testing.T) {
	in := filepath.Join(t.TempDir(), "in")
	os.WriteFile(in, []byte("2\n23 2\n4 3\n"), 0o644)
	f, err := os.Open(in)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	old := os.Stdin
	os.Stdin = f
	defer func() { os.Stdin = old }()
	var out, errb bytes.Buffer
	if err := run(&out, &errb, []string{"judge", "hdu1846-correct"}); err != nil {
		t.Fatal(err)
	}
	if out.String() != "first\nsecond\n" {
		t.Errorf("judge output %q, want the sample output", out.String())
	}
	var ue *usageError
	if err := run(&out, &errb, []string{"judge"}); !errors.As(err, &ue) {
		t.Errorf("judge without a name: %v", err)
	}
}

// TestStressInterrupted: Ctrl-C (a cancelled context) ends the run with the
// report so far and exit status 2 (not a pass: not everything was stressed).
func TestStressInterrupted(t *testing.T) {
	var out, errb bytes.Buffer
	cfg, err := parseStress(&errb, []string{"hdu1846", "--corpus", t.TempDir(), "--seed", "1"})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	err = runStress(ctx, &out, &errb, cfg)
	if err == nil || errors.Is(err, errBugFound) || exitCode(&errb, err) != 2 || !strings.Contains(err.Error(), "interrupted") {
		t.Errorf("interrupted stress: error %v, want an interruption (exit 2)\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "PROBLEM") {
		t.Errorf("no report printed:\n%s", out.String())
	}
}

func TestStressReproduceCommand(t *testing.T) {
	r := stressResult{report: stress.Report{Corpus: "corpus/hdu1846/ab12.in"}}
	r.cand.Name = "hdu1846-m-for-m+1"
	tests := []struct{ reason, self, want string }{
		{"make stress runs ./bin/gamestress, not in PATH", "./bin/gamestress", "./bin/gamestress judge hdu1846-m-for-m+1 < corpus/hdu1846/ab12.in"},
		{"found in PATH", "gamestress", "gamestress judge hdu1846-m-for-m+1 < corpus/hdu1846/ab12.in"},
		{"a path with a space is quoted", "/opt/my tools/gamestress", "'/opt/my tools/gamestress' judge hdu1846-m-for-m+1 < corpus/hdu1846/ab12.in"},
		{"unknown", "", "gamestress judge hdu1846-m-for-m+1 < corpus/hdu1846/ab12.in"},
	}
	for _, tt := range tests {
		if got := reproduce(tt.self, r); got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.reason, got, tt.want)
		}
	}
}

// TestStressTextCarriesNotes: the text report of stress carries the lines
// run prints about what a search left out or nearly failed, after the
// candidate's name, and only for the candidates they are about; --json
// carries them as run's does.
func TestStressTextCarriesNotes(t *testing.T) {
	correct := mustCandidateOf(t, "hdu1846-correct")
	near := stress.NearLimit{Verdict: judge.TimeLimit, Min: 400e6, Max: 600e6, Limit: 500e6, Runs: 4, Over: 1}
	results := []stressResult{
		{cand: correct, report: stress.Report{Problem: "hdu1846", Verdict: judge.OK, Cases: 10, Beyond: 12, Near: []stress.NearLimit{near}, BudgetEnded: true}},
		{cand: correct, report: stress.Report{Problem: "hdu1846", Verdict: judge.OK, Cases: 10}},
		{cand: mustCandidateOf(t, "hdu1846-flipped"), report: stress.Report{Problem: "hdu1846", Verdict: judge.WrongAnswer, Cases: 3, Input: []byte("1\n1 1\n"), Interrupted: true, BudgetEnded: true}},
	}
	var out bytes.Buffer
	if err := writeStressText(&out, &stressConfig{}, true, results); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"\nhdu1846 hdu1846-correct: 12 cases beyond the oracle's reach were not checked",
		"\nhdu1846 hdu1846-correct: near the limit: 0.4–0.6 s of CPU against 0.5 s (varies with the machine's load): 1 of 4 runs over it, so no TimeLimit\n",
		"\nhdu1846 hdu1846-correct: the budget's wall ended the search",
		"\nhdu1846 hdu1846-flipped: the budget's wall ended the shrink: its input above is the least failing one found, not proven minimal",
	} {
		if strings.Count(out.String(), want) != 1 {
			t.Errorf("want %q once in\n%s", want, out.String())
		}
	}
	out.Reset()
	if err := writeStressJSON(&out, true, results); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Results []struct {
			Beyond int      `json:"beyond_reach"`
			Near   []string `json:"near_limit"`
			Ended  bool     `json:"budget_ended"`
		} `json:"results"`
	}
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if r := got.Results; len(r) != 3 || !r[2].Ended || r[0].Beyond != 12 || len(r[0].Near) != 1 || !r[0].Ended || r[1].Beyond != 0 || r[1].Near != nil {
		t.Errorf("--json: %+v", r)
	}
}

func mustCandidateOf(t *testing.T, name string) candidates.Candidate {
	t.Helper()
	c, err := candidates.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// A correct candidate that no answer checked is neither ok nor a false
// alarm: UNCHECKED, counted apart (the run exits 2); a buggy one that
// nothing caught is missed, checked or not.
func TestStressUncheckedCandidate(t *testing.T) {
	correct, _ := candidates.Lookup("hdu1846-correct")
	buggy, _ := candidates.Lookup("hdu1846-flipped")
	none := stress.Report{Problem: "hdu1846"}
	some := stress.Report{Problem: "hdu1846", Checked: stress.Checked{Answers: 10}}
	for _, tc := range []struct {
		cand candidates.Candidate
		rep  stress.Report
		word string
	}{
		{correct, none, "UNCHECKED"},
		{correct, some, "ok"},
		{buggy, none, "MISSED"},
		{buggy, some, "MISSED"},
	} {
		r := stressResult{cand: tc.cand, report: tc.rep}
		if got := resultWord(r); got != tc.word {
			t.Errorf("%s with %+v checked: %s, want %s", tc.cand.Name, tc.rep.Checked, got, tc.word)
		}
	}
	_, _, _, unchecked := tally([]stressResult{{cand: correct, report: none}, {cand: correct, report: some}})
	if unchecked != 1 {
		t.Errorf("tally: %d unchecked, want 1", unchecked)
	}
}
