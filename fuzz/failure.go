package fuzz

import (
	"fmt"
	"strings"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/stress"
)

// Failure is a candidate failing on fuzz input, after shrinking.
type Failure struct {
	Problem   string
	Candidate string
	Verdict   problem.Verdict
	Cases     []problem.Case // the minimal failing input
	Minimal   bool           // proven minimal (else locally minimal)
	Steps     int            // shrink steps
	Input     []byte         // the judge input of Cases
	Result    problem.Result // the check on Cases
	Corpus    string         // the saved .in file ("" if saving failed)
	SaveErr   error          // why saving failed
	Repro     string         // the command that reproduces the failure
}

// fail shrinks a failing input of subject s with the stress engine's
// shrinker, saves the minimum and builds the report.
func (f *Fuzzer) fail(s Subject, cases []problem.Case, r problem.Result) *Failure {
	fails := func(cs []problem.Case) bool { return f.check(s, cs).Failed() }
	sh := stress.Shrink(f.Problem, cases, fails)
	min := f.check(s, sh.Cases)
	if !min.Failed() { // flaky: report what failed at first
		sh, min = stress.Shrunk{Cases: cases}, r
	}
	fl := &Failure{
		Problem: f.Problem.ID, Candidate: s.Name, Verdict: min.Verdict,
		Cases: sh.Cases, Minimal: sh.Minimal, Steps: sh.Steps,
		Input: f.Problem.Encode(sh.Cases), Result: min,
	}
	fl.Corpus, fl.SaveErr = f.save(fl.Input, sh.Cases)
	fl.Repro = f.repro(s.Name)
	return fl
}

// save stores the minimal input with the oracle's answer.
func (f *Fuzzer) save(input []byte, cases []problem.Case) (string, error) {
	var ans strings.Builder
	for _, c := range cases {
		a, err := f.Problem.Answer(c)
		if err != nil {
			return "", fmt.Errorf("oracle: %w", err)
		}
		ans.WriteString(a)
		ans.WriteByte('\n')
	}
	return f.Store.Save(f.Problem.ID, input, []byte(ans.String()))
}

// repro is the command that reproduces the failure: go test replays the
// saved corpus file as a seed.
func (f *Fuzzer) repro(name string) string {
	return fmt.Sprintf("GAMESTRESS_CANDIDATE=%s go test ./fuzz -run='^%s$'", name, TargetName(f.Problem.ID))
}

// Error is the report: the minimal input, expected and got, the corpus file
// and the command that reproduces it.
func (fl *Failure) Error() string {
	var b strings.Builder
	minimal := "locally minimal"
	if fl.Minimal {
		minimal = "minimal"
	}
	fmt.Fprintf(&b, "%s: candidate %s: %s on a %s input (%d cases, %d shrink steps)\n",
		fl.Problem, fl.Candidate, fl.Verdict, minimal, len(fl.Cases), fl.Steps)
	fmt.Fprintf(&b, "input:\n%s", indent(fl.Input))
	if m := fl.Result.Mismatch; m != nil {
		fmt.Fprintf(&b, "expected: %s\ngot:      %s\n", oneLine(m.Want), oneLine(m.Got))
		if m.Detail != "" {
			fmt.Fprintf(&b, "detail:   %s\n", m.Detail)
		}
	}
	if fl.Result.Err != nil {
		fmt.Fprintf(&b, "error:    %v\n", fl.Result.Err)
	}
	if fl.SaveErr != nil {
		fmt.Fprintf(&b, "corpus:   not saved: %v\n", fl.SaveErr)
	} else {
		fmt.Fprintf(&b, "corpus:   %s\n", fl.Corpus)
	}
	fmt.Fprintf(&b, "reproduce: %s", fl.Repro)
	return b.String()
}

func indent(in []byte) string {
	s := strings.TrimRight(string(in), "\n")
	return "  " + strings.ReplaceAll(s, "\n", "\n  ") + "\n"
}

func oneLine(s string) string {
	if s == "" {
		return `""`
	}
	return strings.ReplaceAll(s, "\n", `\n`)
}
