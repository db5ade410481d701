package fuzz

import (
	"context"
	"fmt"
	"strings"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress"
)

// Failure is a candidate failing on fuzz input, after the stress engine's
// narrow, shrink, re-run and save.
type Failure struct {
	Report   stress.Report // as gamestress stress reports it (Phase "fuzz")
	Unshrunk bool          // Report holds the failing input as found, not shrunk or saved (see Fuzzer.Wait)
	Err      error         // the shrink-and-save path could not finish (e.g. saving failed)
	Repro    string        // the command that reproduces the failure
}

// conclude sends a failing input of s through stress.Conclude.
// first is the result that made the fuzzer call it.
func (f *Fuzzer) conclude(ctx context.Context, s Subject, cases []format.Case, first judge.Result) *Failure {
	opt := stress.Options{Name: s.Candidate.Name, Corpus: f.Store}
	rep, err := stress.Conclude(ctx, f.Problem, s.Target, cases, f.engine(), opt)
	if !rep.Failed() && err == nil { // passed when checked again
		rep.Verdict, rep.Flaky = first.Verdict, true
		rep.Input = f.Problem.Encode(cases)
		rep.Detail = "failed once, then passed when checked again"
	}
	return &Failure{Report: rep, Err: err, Repro: f.repro(s)}
}

// unshrunk reports a failure as found, with why it was not shrunk.
func (f *Fuzzer) unshrunk(s Subject, cases []format.Case, r judge.Result, why string) *Failure {
	rep := stress.Report{Problem: f.Problem.ID, Target: s.Candidate.Name, Verdict: r.Verdict,
		Phase: f.engine(), Input: f.Problem.Encode(cases), Cases: len(cases)}
	rep.Detail = why
	if r.Mismatch != nil {
		rep.Expected, rep.Got = r.Mismatch.Want, r.Mismatch.Got
		rep.Detail = r.Mismatch.Detail + " (" + why + ")"
	} else if r.Err != nil {
		rep.Detail = r.Err.Error() + " (" + why + ")"
	}
	return &Failure{Report: rep, Unshrunk: true, Repro: f.repro(s)}
}

func (f *Fuzzer) engine() string {
	if f.Engine == "" {
		return "fuzz"
	}
	return f.Engine
}

// repro is Repro, or for a problem file the FuzzProblemFile command.
func (f *Fuzzer) repro(s Subject) string {
	if f.Problem.Path == "" {
		return Repro(f.Problem.ID, s.Candidate.Name)
	}
	env := fmt.Sprintf("%s=%s", EnvProblem, shellWord(f.Problem.Path))
	if f.command {
		env += fmt.Sprintf(" %s=%s", EnvCommand, shellWord(s.Candidate.Name))
	} else {
		env += fmt.Sprintf(" %s=%s", EnvCandidate, s.Candidate.Name)
	}
	return env + " go test ./fuzz -run='^FuzzProblemFile$'"
}

// shellWord quotes s for a POSIX shell when it needs it.
func shellWord(s string) string {
	if s != "" && !strings.ContainsAny(s, " \t'\"$`\\|&;<>()*?[]#~") {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// Repro is the command that reproduces a failure of a candidate: go test
// replays the corpus as seeds, the saved minimum among them.
func Repro(problemID, candidate string) string {
	return fmt.Sprintf("GAMESTRESS_CANDIDATE=%s go test ./fuzz -run='^%s$'", candidate, TargetName(problemID))
}

// Error is the report: the verdict, the minimal input, expected and got, the
// corpus file and the command that reproduces it.
func (fl *Failure) Error() string {
	var b strings.Builder
	if fl.Unshrunk {
		r := fl.Report
		fmt.Fprintf(&b, "%s %s: %s, NOT SHRUNK: %s\n", r.Problem, r.Target, r.Verdict, r.Detail)
		fmt.Fprintf(&b, "  input (%d cases):\n    %s\n", r.Cases, strings.ReplaceAll(strings.TrimRight(string(r.Input), "\n"), "\n", "\n    "))
		fmt.Fprintf(&b, "  shrink and save it: %s", fl.Repro)
		return b.String()
	}
	fl.Report.WriteFailure(&b, fl.Repro)
	if fl.Err != nil {
		fmt.Fprintf(&b, "  error: %v\n", fl.Err)
	}
	return strings.TrimRight(b.String(), "\n")
}
