package main

import (
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress"
	"github.com/gamestress/gamestress/stress/diagnose"
	"github.com/gamestress/gamestress/stress/judges"
)

// runJSON is what `run --json` and `replay --json` print.
type runJSON struct {
	Problem     string   `json:"problem"`
	Solution    string   `json:"solution"`
	Verdict     string   `json:"verdict"` // a judge.Verdict's name, or "Unchecked" (stress.Report.VerdictName)
	Minimal     bool     `json:"minimal"`
	Input       string   `json:"input"`
	Expected    string   `json:"expected"`
	Got         string   `json:"got"`
	Cases       int      `json:"cases"`
	MS          int64    `json:"ms"`
	Corpus      string   `json:"corpus"`
	Stderr      string   `json:"stderr"`
	Detail      string   `json:"detail,omitempty"`
	Flaky       bool     `json:"flaky,omitempty"`
	Interrupted bool     `json:"interrupted,omitempty"`
	Seed        int64    `json:"seed,omitempty"`
	Reproduce   string   `json:"reproduce,omitempty"`
	Replayed    int      `json:"replayed,omitempty"`
	AlsoFailing []string `json:"also_failing,omitempty"`
	// The limits used and the most one run used (see writeLimits).
	Limits     string `json:"limits,omitempty"`
	MaxCPUMS   int64  `json:"max_cpu_ms"`
	PeakMemory int64  `json:"peak_memory_bytes"`
	LimitMS    int64  `json:"limit_ms,omitempty"`   // the time limit of a run
	ShrinkMS   int64  `json:"shrink_ms,omitempty"`  // time spent shrinking
	StartupMS  int64  `json:"startup_ms"`           // the start-up before the budget's clock (compiling, the fork server, the oracle's first answer)
	Transcript string `json:"transcript,omitempty"` // interactive problems: the failing game
	Runs       int    `json:"runs,omitempty"`       // runs of the solution
	// ForkServer says how the solution's runs started: "on" (forked from a
	// copy stopped before main), or "off: WHY" (each run execs it).
	ForkServer string `json:"fork_server,omitempty"`
	// The verdict model (stress/verdict.go): the outcome (Passed, Failed,
	// Unchecked: exit 0, 1, 2) and the record it derives from.
	Outcome   stress.Outcome `json:"outcome"`
	Checked   stress.Checked `json:"checked"`
	Unchecked string         `json:"unchecked,omitempty"` // what an Unchecked run could not check
	Reruns    int            `json:"reruns,omitempty"`    // re-runs alone of runs just past the limit, owed beyond the budget
	RerunMS   int64          `json:"rerun_ms,omitempty"`
	// The budget's wall and what it left out (stress.Report.WriteNotes).
	BudgetEnded bool     `json:"budget_ended,omitempty"` // the budget ended the run (not a Ctrl-C)
	Beyond      int      `json:"beyond_reach,omitempty"` // cases the oracle did not answer within its share: not checked
	NearLimit   []string `json:"near_limit,omitempty"`   // limits exceeded once, not on every re-run: no verdict, a warning
	Scale       string   `json:"scale,omitempty"`        // what was checked where, under a test_range
	Reach       string   `json:"reach,omitempty"`        // up to where answers were checked, the oracle's reach (no test_range)
	// Phase is where the failure was found: "sample" (the statement's
	// samples, run first; Sample says which), "corpus", "small", ...
	Phase   string `json:"phase,omitempty"`
	Sample  int    `json:"sample,omitempty"`
	Samples string `json:"samples,omitempty"` // "samples: 2 of 2 pass"
	// Compile is how a C or C++ solution was built (runConfig.compileLine).
	Compile string `json:"compile,omitempty"`
	// Hint names the files a failing solution opens (hint_files.go).
	Hint string `json:"hint,omitempty"`
	// Diagnosis is what the experiments after the shrink showed (stress/diagnose).
	Diagnosis []diagnose.Finding `json:"diagnosis,omitempty"`
}

// maxJSONGot caps the output kept in JSON (an output flood is 64 MiB).
const maxJSONGot = 64 << 10

// writeRunResult prints the report (text or JSON) and returns errBugFound
// when a bug was found.
func writeRunResult(stdout, stderr io.Writer, cfg *runConfig, r *runResult) error {
	if r.err != nil {
		return r.err
	}
	var err error
	if cfg.json {
		err = writeRunJSON(stdout, cfg, r)
	} else {
		writeRunText(stdout, cfg, r)
	}
	if err != nil {
		return err
	}
	if r.saveErr != nil {
		fmt.Fprintf(stderr, "gamestress: %s: could not save the counterexample: %v\n", cfg.name, r.saveErr)
	}
	switch {
	case r.rep.Verdict == judge.ReferenceError:
		return referenceFault(cfg)
	case r.rep.Verdict == judge.CheckerError || r.rep.Verdict == judge.InteractorError:
		return judgeRunFault(cfg, &r.rep)
	case r.rep.Failed():
		return errBugFound
	case r.interrupted:
		// (before Unchecked: an interrupted run is said to be one)
		// Not a pass: the run did not do what it was asked.
		return fmt.Errorf("%s: interrupted after %s; nothing found so far", cfg.name, plural(r.rep.Cases, "case"))
	case cfg.name == "run" && r.rep.Outcome() == stress.Unchecked:
		// Not a pass: nothing failed, and nothing is known right.
		return fmt.Errorf("%s: not checked: %s", cfg.name, r.rep.UncheckedWhy())
	}
	return nil
}

func writeRunJSON(w io.Writer, cfg *runConfig, r *runResult) error {
	rep := r.rep
	got := rep.Got
	if len(got) > maxJSONGot {
		got = got[:maxJSONGot] + "..."
	}
	out := runJSON{
		Problem: rep.Problem, Solution: rep.Target, Verdict: rep.VerdictName(), Minimal: rep.Minimal,
		Input: string(rep.Input), Expected: rep.Expected, Got: strings.ToValidUTF8(got, "?"),
		Cases: rep.Cases, MS: rep.Elapsed.Milliseconds(), Corpus: rep.Corpus, Stderr: rep.Stderr,
		Detail: rep.Detail, Flaky: rep.Flaky, Interrupted: r.interrupted, Reproduce: r.reproduce,
		Replayed: rep.Replayed, AlsoFailing: alsoFailing(rep), Transcript: rep.Transcript,
		LimitMS: rep.Limit.Milliseconds(), ShrinkMS: rep.ShrinkTime.Milliseconds(), StartupMS: rep.Startup.Milliseconds(),
	}
	if cfg.name == "run" {
		out.Seed = rep.Seed
	}
	out.Limits, out.MaxCPUMS, out.PeakMemory = cfg.judge.String(), r.peak.CPU.Milliseconds(), r.peak.Peak
	out.Runs, out.ForkServer = r.peak.Runs, r.forkServer
	out.Outcome, out.Checked, out.Unchecked = rep.Outcome(), rep.Checked, rep.UncheckedWhy()
	out.Reruns, out.RerunMS = rep.Reruns, rep.Rerun.Milliseconds()
	out.BudgetEnded, out.Beyond, out.Scale, out.Reach = rep.BudgetEnded, rep.Beyond, rep.Scale, rep.Reach
	out.Phase, out.Sample, out.Samples = rep.Phase, rep.Sample, rep.Samples.String()
	out.Compile, out.Hint = cfg.compileLine(), failureHint(cfg, rep)
	for _, n := range rep.Near {
		out.NearLimit = append(out.NearLimit, n.String())
	}
	out.Diagnosis = r.why
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// alsoFailing lists the other saved inputs that fail, as "path (verdict)".
func alsoFailing(rep stress.Report) []string {
	var out []string
	for _, f := range rep.AlsoFailing {
		out = append(out, fmt.Sprintf("%s (%s)", displayPath(f.Path), f.Verdict))
	}
	return out
}

func writeRunText(w io.Writer, cfg *runConfig, r *runResult) {
	rep := r.rep
	secs := seconds(rep.Elapsed)
	if !rep.Failed() {
		switch {
		case cfg.name == "replay" && rep.Replayed == 0 && !r.interrupted:
			fmt.Fprintf(w, "%s: the corpus is empty: no saved cases in %s to replay (gamestress run saves them there)\n",
				rep.Problem, displayPath(filepath.Join(cfg.store.Dir, rep.Problem)))
		case cfg.name == "replay":
			verb := "pass"
			if rep.Replayed == 1 {
				verb = "passes"
			}
			fmt.Fprintf(w, "%s: %s %s (%s, %s)%s\n", rep.Problem, plural(rep.Replayed, "saved case"), verb, plural(rep.Cases, "test case"), secs, interruptedNote(r))
		case rep.Outcome() == stress.Unchecked && !r.interrupted:
			fmt.Fprintf(w, "%s: UNCHECKED: nothing failed in %s, but no answer was checked either (%s, seed %d)%s\n", rep.Problem, plural(rep.Cases, "case"), secs, rep.Seed, interruptedNote(r))
		default:
			fmt.Fprintf(w, "%s: no counterexample in %s (%s, seed %d)%s\n", rep.Problem, plural(rep.Cases, "case"), secs, rep.Seed, interruptedNote(r))
			if rep.SlowBatch > 0 {
				fmt.Fprintf(w, "note: a batch of %d cases exceeded --time %s together (not far past it), and the search went on with smaller batches: the judge may time out on a large input\n",
					rep.SlowBatch, cfg.limits.Time)
			}
		}
		writeSamples(w, rep)
		writeUsage(w, rep)
		rep.WriteNotes(w)
		writeLimits(w, cfg, r)
		return
	}
	if rep.Verdict == judge.ReferenceError {
		writeReferenceFault(w, cfg, r)
		return
	}
	fmt.Fprintf(w, "%s: %s: %s\n", rep.Problem, rep.Target, rep.Verdict)
	if rep.Flaky {
		fmt.Fprintln(w, "FLAKY: the input below failed, then passed on a re-run (randomness, timing, or uninitialised memory?)")
	}
	fmt.Fprintf(w, "\ninput, exactly as the judge feeds it (%s):\n", minimality(r))
	block(w, string(rep.Input), -1, -1)
	if rep.Transcript != "" && rep.Expected == judges.InteractorAnswer { // the user's interactor: no side known
		fmt.Fprintln(w, "\nthe dialog (< the interactor wrote, > the solution wrote):")
		block(w, rep.Transcript, -1, -1)
	} else if rep.Transcript != "" {
		fmt.Fprintf(w, "\nthe game (what each side wrote; # the jury's notes); the winning side is %s:\n", rep.Expected)
		block(w, rep.Transcript, -1, -1)
	} else {
		writeExpectedGot(w, cfg, r)
	}
	fmt.Fprintln(w)
	if rep.Detail != "" {
		fmt.Fprintf(w, "detail: %s\n", rep.Detail)
	}
	writeWhy(w, r.why, r.whyLate)
	if rep.Stderr != "" {
		fmt.Fprintln(w, "stderr (last lines):")
		block(w, rep.Stderr, -1, -1)
	}
	if h := failureHint(cfg, rep); h != "" {
		fmt.Fprintln(w, h)
	}
	if rep.Phase == stress.PhaseSample {
		fmt.Fprintf(w, "%s (run before any search, %s)%s\n", rep.SampleText(), secs, interruptedNote(r))
	} else {
		writeSamples(w, rep)
		fmt.Fprintf(w, "found after %s in %s (%s phase", plural(rep.Cases, "case"), secs, rep.Phase)
		if cfg.name == "run" {
			fmt.Fprintf(w, ", seed %d", rep.Seed)
		}
		fmt.Fprintf(w, ", %s)%s\n", plural(rep.ShrinkSteps, "shrink run"), interruptedNote(r))
	}
	writeUsage(w, rep)
	rep.WriteNotes(w)
	writeLimits(w, cfg, r)
	if others := alsoFailing(rep); len(others) > 0 {
		fmt.Fprintf(w, "also failing: %s\n", strings.Join(others, ", "))
	}
	if rep.Corpus != "" {
		fmt.Fprintf(w, "saved: %s\n", displayPath(rep.Corpus))
	}
	if r.reproduce != "" {
		fmt.Fprintf(w, "reproduce: %s\n", r.reproduce)
	}
}

// failureHint is the hint for a failure of the solution itself: the
// named files it opens (fileHint), "" when none.
func failureHint(cfg *runConfig, rep stress.Report) string {
	switch {
	case !rep.Failed() || cfg.solution == "" || cfg.compile != "":
		return ""
	case rep.Verdict == judge.ReferenceError || rep.Verdict == judge.CheckerError || rep.Verdict == judge.InteractorError:
		return ""
	}
	return fileHint(cfg.solution, cfg.p.Judge)
}

// writeSamples writes the line of the statement's samples that passed
// before the search ("samples: 2 of 2 pass").
func writeSamples(w io.Writer, rep stress.Report) {
	if s := rep.Samples.String(); s != "" {
		fmt.Fprintln(w, s)
	}
}

// allowance is the time a conclusion was allowed past the budget, with
// why it is more than stress.ProofAllowance (a loaded machine).
func allowance(rep stress.Report) string {
	if rep.Allowance > stress.ProofAllowance {
		return seconds(rep.Allowance) + ", the machine's load stretching " + seconds(stress.ProofAllowance)
	}
	return seconds(stress.ProofAllowance)
}

// writeUsage writes how long the shrink of a TimeLimit took, and the
// slowest run against the time limit (the worst-case phase ran the judge's
// largest input).
func writeUsage(w io.Writer, rep stress.Report) {
	if rep.Startup > 0 {
		fmt.Fprintf(w, "start-up: %s before the budget's clock (compiling, the fork server, the oracle's first answer)\n", seconds(rep.Startup))
	}
	switch {
	case rep.Verdict == judge.TimeLimit && rep.ShortLimit > 0:
		fmt.Fprintf(w, "shrink: %s in %s under a short limit of %s, the result re-run under the real one (a conclusion may run up to %s past the budget)\n",
			plural(rep.ShrinkSteps, "run"), seconds(rep.ShrinkTime), seconds(rep.ShortLimit), allowance(rep))
	case rep.Verdict == judge.TimeLimit && rep.ShrinkTime > 0:
		fmt.Fprintf(w, "shrink: %s in %s (a TimeLimit is halved a few times, then reported as found; a conclusion may run up to %s past the budget)\n",
			plural(rep.ShrinkSteps, "run"), seconds(rep.ShrinkTime), allowance(rep))
	case rep.Failed() && rep.ShrinkTime > 0:
		fmt.Fprintf(w, "shrink: %s in %s (a conclusion may run up to %s past the budget)\n",
			plural(rep.ShrinkSteps, "run"), seconds(rep.ShrinkTime), allowance(rep))
	}
	if rep.MaxTime > 0 && rep.Limit > 0 {
		clock := "CPU time"
		if !rep.MaxTimeCPU {
			clock = "wall clock"
		}
		fmt.Fprintf(w, "slowest input: %s of %s (%s)\n", seconds(rep.MaxTime), seconds(rep.Limit), clock)
	}
}

// writeExpectedGot is the expected and the actual output, the first
// difference marked.
func writeExpectedGot(w io.Writer, cfg *runConfig, r *runResult) {
	rep := r.rep
	wl, gl, col := -1, -1, -1
	if rep.Verdict == judge.WrongAnswer || rep.Verdict == judge.PresentationError {
		wl, gl, col = firstDifference(rep.Expected, rep.Got, cfg.strict)
	}
	switch {
	case cfg.ref.reference != "":
		fmt.Fprintln(w, "\nexpected (the reference's answer):")
	case cfg.ref.checker != "":
		fmt.Fprintln(w, "\nexpected (the answer file given to the checker):")
	case cfg.p != nil && cfg.p.Accepts():
		fmt.Fprintln(w, "\nexpected (the oracle's own answer; the file's accept decides):")
	case rep.Phase == stress.PhaseSample && !cfg.p.Moves():
		fmt.Fprintln(w, "\nexpected (the statement's sample output):")
	case movesProblem(rep.Problem):
		fmt.Fprintln(w, "\nexpected (one winning move; any winning move is accepted):")
	default:
		fmt.Fprintln(w, "\nexpected:")
	}
	block(w, rep.Expected, wl, -1)
	fmt.Fprintln(w, "\ngot:")
	switch {
	case r.interrupted:
		fmt.Fprintln(w, "    (not re-run: interrupted)")
	default:
		block(w, rep.Got, gl, col)
	}
}

// plural is "1 case", "2 cases".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

func seconds(d time.Duration) string { return fmt.Sprintf("%.2f s", d.Seconds()) }

func interruptedNote(r *runResult) string {
	switch {
	case r.interrupted:
		return "; interrupted"
	case r.rep.BudgetEnded:
		return "; the budget ended it"
	}
	return ""
}

// minimality says how small the input is known to be.
func minimality(r *runResult) string {
	switch {
	case r.rep.Phase == stress.PhaseSample && r.rep.SampleCase > 0:
		return fmt.Sprintf("case %d of the statement's sample %d, alone", r.rep.SampleCase, r.rep.Sample)
	case r.rep.Phase == stress.PhaseSample:
		return fmt.Sprintf("the statement's sample %d", r.rep.Sample)
	case r.interrupted:
		return "not fully shrunk: interrupted"
	case r.rep.Interrupted && r.rep.BudgetEnded:
		return "not fully shrunk: the budget ended (raise --budget to shrink further)"
	case r.rep.Minimal:
		return "minimal: every smaller input was tried and passes"
	case r.rep.ProofCut:
		return "locally minimal: no smaller variant fails; the budget ended the proof that tries every smaller input"
	case r.rep.Verdict == judge.TimeLimit:
		return "as found, halved a few times: every try that times out costs a whole time limit, so it is not shrunk further"
	}
	return "locally minimal: no smaller variant fails; too many smaller inputs to try them all"
}

// Display bounds of a text block: a flood of output shows its start.
const (
	maxBlockLines = 12
	maxLineBytes  = 200
)

// block prints text indented, lines numbered from 1; line mark (from 0)
// is flagged with '>', with a caret under byte col when col >= 0.
func block(w io.Writer, text string, mark, col int) {
	text = strings.TrimRight(text, "\n")
	if text == "" {
		fmt.Fprintln(w, "    (empty)")
		return
	}
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		if i == maxBlockLines && mark < i {
			fmt.Fprintf(w, "    ... %d more lines\n", len(lines)-i)
			return
		}
		if i >= maxBlockLines && i > mark+2 {
			fmt.Fprintf(w, "    ... %d more lines\n", len(lines)-i)
			return
		}
		flag := "  "
		if i == mark {
			flag = "> "
		}
		shown := l
		if len(shown) > maxLineBytes {
			shown = shown[:maxLineBytes] + fmt.Sprintf("... (%d bytes)", len(l))
		}
		fmt.Fprintf(w, "  %s%s\n", flag, strings.ToValidUTF8(shown, "?"))
		if i == mark && col >= 0 && col <= maxLineBytes {
			fmt.Fprintf(w, "    %s^ first difference\n", strings.Repeat(" ", utf8.RuneCountInString(l[:min(col, len(l))])))
		}
	}
}

// firstDifference finds where got first differs from want: the line in
// each (from 0, -1 when that side has none) and the byte in got's line.
// Lines holding only whitespace are skipped and lines compare by tokens,
// as the checker does, unless strict (then lines compare byte for byte).
func firstDifference(want, got string, strict bool) (wantLine, gotLine, col int) {
	wl, gl := splitLines(want, strict), splitLines(got, strict)
	for i := 0; ; i++ {
		switch {
		case i >= len(wl) && i >= len(gl):
			return -1, -1, -1
		case i >= len(gl):
			return wl[i].n, -1, -1
		case i >= len(wl):
			return -1, gl[i].n, 0
		}
		if c := lineDiff(wl[i].s, gl[i].s, strict); c >= 0 {
			return wl[i].n, gl[i].n, c
		}
	}
}

type numbered struct {
	n int
	s string
}

func splitLines(text string, strict bool) []numbered {
	var out []numbered
	for i, l := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		if strict || strings.TrimSpace(l) != "" {
			out = append(out, numbered{i, l})
		}
	}
	return out
}

// lineDiff is the byte of got where it first differs from want, or -1.
func lineDiff(want, got string, strict bool) int {
	if strict {
		if want == got {
			return -1
		}
		i := 0
		for i < len(want) && i < len(got) && want[i] == got[i] {
			i++
		}
		return i
	}
	wf := strings.Fields(want)
	pos := 0
	for k := 0; ; k++ {
		for pos < len(got) && isBlank(got[pos]) {
			pos++
		}
		start := pos
		for pos < len(got) && !isBlank(got[pos]) {
			pos++
		}
		tok := got[start:pos]
		switch {
		case k >= len(wf) && tok == "":
			return -1
		case k >= len(wf) || tok != wf[k]:
			return start
		}
	}
}

func isBlank(b byte) bool { return b == ' ' || b == '\t' || b == '\r' || b == '\v' || b == '\f' }

// writeLimits says which limits the runs had, where each came from (the
// problem's judge or a flag), how a C or C++ solution was compiled, and
// the most CPU time and resident memory any one run used:
//
//	limits: 1s CPU, 32 MiB memory, 2 MiB stack (time: hdu preset; memory: hdu preset; stack: hdu preset)
//	compile: g++ -O2 -std=gnu++17 -DONLINE_JUDGE (hdu preset)
//	most used by one run: 0.02s CPU, 3.1 MiB peak memory (of 57 runs)
func writeLimits(w io.Writer, cfg *runConfig, r *runResult) {
	fmt.Fprintf(w, "limits: %s\n", cfg.judge)
	if c := cfg.compileLine(); c != "" {
		fmt.Fprintf(w, "compile: %s\n", c)
	}
	if r.peak.Runs > 0 {
		fmt.Fprintf(w, "most used by one run: %s (of %s)\n", r.peak, plural(r.peak.Runs, "run"))
	}
}
