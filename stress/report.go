package stress

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/gamestress/gamestress/problem/judge"
)

// Report is the outcome of one Search.
type Report struct {
	Problem     string        // problem id
	Target      string        // Options.Name
	Seed        int64         // the seed used: Options.Seed, or the one picked
	Verdict     judge.Verdict // OK when nothing was found
	Phase       string        // where the failure was found: "corpus", "small", "boundaries" or "random" (or an engine's name, Conclude)
	Minimal     bool          // the input is proven minimal (else locally minimal)
	Flaky       bool          // the minimal input did not fail again on a re-run
	Interrupted bool          // ctx ended while shrinking: Input is the least failing input so far, not re-run
	// ProofCut: the allowance past the budget's wall (allowance.go)
	// ended the proof of minimality after the shrink had reached its
	// fixpoint: Input is locally minimal, re-run, not proven minimal.
	ProofCut     bool
	BudgetEnded  bool           // the budget's wall (Options.Grace) ended the run, not the caller
	Beyond       int            // cases left out of their input: the oracle did not answer them within its share
	Checked      Checked        // what the run checked, the record its outcome derives from (verdict.go, Outcome)
	Reruns       int            // Hunt: re-runs alone that decided a limit just past it (timing.go)
	Rerun        time.Duration  // and their time, owed beyond the budget
	Allowance    time.Duration  // under a wall: the conclusion's allowance past it (ProofAllowance, stretched by the machine's load)
	Near         []NearLimit    // limits exceeded by a run but not by all its re-runs: passed, with a warning
	Scale        string         // Hunt: what was checked where, when a test_range narrows the answers (hunt_worst.go)
	Reach        string         // without a test_range: up to where answers were checked, when the oracle's reach capped them (reach.go)
	Input        []byte         // the minimal failing input, as a judge feeds it
	Cases        int            // cases tried by the search (before shrinking)
	Expected     string         // the oracle's output on Input
	Got          string         // the target's output on Input
	Detail       string         // the first difference, or the run error
	Stderr       string         // the last lines of the target's stderr, for run errors
	Elapsed      time.Duration  // whole search, shrinking included (from the budget's clock: the start-up is apart)
	Startup      time.Duration  // the start-up before the budget's clock (the fork server's build and start, the oracle's first answer)
	FirstFailure time.Duration  // until the first failure was seen (0 when none)
	ShrinkSteps  int            // runs of the target while shrinking
	ShrinkTime   time.Duration  // time spent narrowing, shrinking and re-running
	FormNote     string         // Hunt: how an output whose answers could not be made differs in form from small cases' answers (not a verdict)
	ShortLimit   time.Duration  // a TimeLimit shrunk under this short limit, then re-run under the real one (0: shrunk under the real limit)
	Corpus       string         // the corpus file the input was saved to ("" if not saved)
	Replayed     int            // saved inputs checked (Hunt, Replay)
	AlsoFailing  []SavedFailure // Replay: the other saved inputs that fail
	SlowBatch    int            // Hunt: cases in the largest batch that exceeded the time limit only as a whole
	Limit        time.Duration  // Hunt: the time limit of one run
	MaxTime      time.Duration  // Hunt: the longest run (CPU time if MaxTimeCPU, else wall clock)
	MaxTimeCPU   bool           // MaxTime is CPU time, as the runner measures it
	PeakMemory   int64          // Hunt: bytes of peak resident memory over the runs (0: not measured)
	// Transcript is the failing game of an interactive problem, one line
	// per message with the jury's notes (see judge.Mismatch); Got is
	// then empty.
	Transcript string
	// Samples: the statement's samples run before the search (samples.go).
	// Sample is the one that failed (from 1; Phase PhaseSample), and
	// SampleCase its case that Input was cut to (from 1; 0: the whole sample).
	Samples            SampleTally
	Sample, SampleCase int
}

// SavedFailure is a saved input that fails, and how.
type SavedFailure struct {
	Path    string
	Verdict judge.Verdict
}

// Failed reports whether the search found a failure.
func (r Report) Failed() bool { return r.Verdict != judge.OK }

// MinimalWord is "minimal", "locally minimal", "partly shrunk" when the
// shrink was interrupted, or "sample 2" for a failure on the statement's
// sample (not shrunk).
func (r Report) MinimalWord() string {
	switch {
	case r.Phase == PhaseSample:
		return fmt.Sprintf("sample %d", r.Sample) // the statement's input, not shrunk
	case r.Interrupted:
		return "partly shrunk"
	case r.Minimal:
		return "minimal"
	}
	return "locally minimal"
}

// WriteFailure writes the failure part of a text report: the verdict, the
// minimal input, expected and got, the corpus file and, when reproduce is
// not empty, the command that reproduces it.
func (r Report) WriteFailure(w io.Writer, reproduce string) {
	if !r.Failed() {
		return
	}
	flaky := ""
	switch {
	case r.Interrupted && r.BudgetEnded:
		flaky = " (the budget ended while shrinking: not re-run)"
	case r.Interrupted:
		flaky = " (INTERRUPTED while shrinking: not re-run)"
	case r.Flaky:
		flaky = " (FLAKY: did not fail again on a re-run)"
	}
	if r.Phase == PhaseSample {
		fmt.Fprintf(w, "%s %s: %s: %s%s\n", r.Problem, r.Target, r.Verdict, r.SampleText(), flaky)
	} else {
		fmt.Fprintf(w, "%s %s: %s on a %s input (%s)%s\n",
			r.Problem, r.Target, r.Verdict, r.MinimalWord(), r.origin(), flaky)
	}
	section(w, "input", string(r.Input))
	if r.Transcript != "" {
		section(w, "winning side", r.Expected)
		section(w, "game", r.Transcript)
	} else {
		section(w, "expected", r.Expected)
		section(w, "got", r.Got)
	}
	if r.Detail != "" {
		fmt.Fprintf(w, "  detail: %s\n", r.Detail)
	}
	if r.Stderr != "" {
		section(w, "stderr", r.Stderr)
	}
	if r.Corpus != "" {
		fmt.Fprintf(w, "  saved: %s\n", r.Corpus)
	}
	if reproduce != "" {
		fmt.Fprintf(w, "  reproduce: %s\n", reproduce)
	}
}

// WriteNotes writes the report's warnings, one line each: the cases beyond
// the oracle's reach, the limits approached but not confirmed, and a
// budget that ended the run.
func (r Report) WriteNotes(w io.Writer) {
	if r.Scale != "" {
		fmt.Fprintln(w, r.Scale)
	}
	if r.Reach != "" {
		fmt.Fprintln(w, r.Reach)
	}
	if r.Beyond > 0 {
		fmt.Fprintf(w, "%d cases beyond the oracle's reach were not checked (it did not answer them within its share of the budget)\n", r.Beyond)
	}
	if r.FormNote != "" {
		fmt.Fprintln(w, r.FormNote)
	}
	for _, n := range r.Near {
		fmt.Fprintln(w, n)
	}
	if r.Reruns > 0 {
		fmt.Fprintf(w, "re-runs: %s alone of runs just past the limit took %s (owed beyond the budget: at most %d time limits each time)\n",
			plural(r.Reruns, "re-run"), secs(int64(r.Rerun)), int(ConfirmRuns*FarPast))
	}
	if why := r.UncheckedWhy(); why != "" {
		fmt.Fprintf(w, "UNCHECKED: %s\n", why)
	}
}

// section writes a titled block, indented, with a marker for empty text.
func section(w io.Writer, title, text string) {
	fmt.Fprintf(w, "  %s:\n", title)
	text = strings.TrimRight(text, "\n")
	if text == "" {
		fmt.Fprintln(w, "    (empty)")
		return
	}
	for _, l := range strings.Split(text, "\n") {
		fmt.Fprintf(w, "    %s\n", l)
	}
}

// origin says where the failure came from: a search phase and its seed, or
// the input of another engine (fuzz, go-fuzz), which has no seed.
func (r Report) origin() string {
	switch r.Phase {
	case "corpus", "small", "boundaries", "random":
		return fmt.Sprintf("found in %s phase after %d cases, %d shrink steps, seed %d", r.Phase, r.Cases, r.ShrinkSteps, r.Seed)
	}
	if r.Phase == PhaseSample {
		return r.SampleText()
	}
	if r.Phase == "limits" {
		return fmt.Sprintf("its limit confirmed as the budget ended, after %d cases", r.Cases)
	}
	engine := r.Phase
	if engine == "" {
		engine = "given"
	}
	return fmt.Sprintf("found on a %s input of %d cases, %d shrink steps", engine, r.Cases, r.ShrinkSteps)
}

// SampleText says which sample failed: "fails the statement's sample 2"
// (", case 3" when Input was cut to that case).
func (r Report) SampleText() string {
	if r.SampleCase > 0 {
		return fmt.Sprintf("fails the statement's sample %d, case %d", r.Sample, r.SampleCase)
	}
	return fmt.Sprintf("fails the statement's sample %d", r.Sample)
}
