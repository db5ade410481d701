package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/gamestress/gamestress/candidates"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/stress"
	"github.com/gamestress/gamestress/stress/runner"
)

// defaultStressBudget is the time a candidate that shows no failure is
// stressed for by default. `make stress` runs every built-in candidate:
// the 23 correct and equivalent ones run for the whole budget (half of it
// exhaustive, half random: 10^5 or more cases each), the mutants stop at
// their first failure, so half a second each keeps the whole run near half
// a minute on two cores.
const defaultStressBudget = 500 * time.Millisecond

// stressConfig is the parsed command line of `gamestress stress`.
type stressConfig struct {
	problems  []string
	files     map[string]*problem.Problem // problems given as files, by id
	candidate string
	opt       stress.Options
	json      bool
	judge     []string // the command that serves `judge NAME` (NAME appended)
	judgeEnv  []string
	limit     time.Duration
	corpusDir string // --corpus ("": the user's cache directory)
	save      bool   // --save: into the repository's corpus
	self      string // gamestress as the user invoked it (os.Args[0]), for the reproduce command
	samples   bool   // --samples: the statement's samples before the search
}

// cmdStress stress-tests the built-in candidates against the oracle.
func cmdStress(stdout, stderr io.Writer, args []string) error {
	cfg, err := parseStress(stderr, args)
	if err != nil {
		return err
	}
	cfg.self = os.Args[0]
	ctx, stop := interruptible(stderr)
	defer stop()
	return runStress(ctx, stdout, stderr, cfg)
}

func parseStress(stderr io.Writer, args []string) (*stressConfig, error) {
	fs := flag.NewFlagSet("stress", flag.ContinueOnError)
	fs.SetOutput(stderr)
	cfg := &stressConfig{}
	fs.StringVar(&cfg.candidate, "candidate", "", "stress only the candidate `NAME`")
	fs.DurationVar(&cfg.opt.Budget, "budget", defaultStressBudget, "time per candidate that shows no failure")
	fs.IntVar(&cfg.opt.Cases, "cases", 0, "at most `N` cases per candidate (0: no bound but the budget)")
	fs.Int64Var(&cfg.opt.Seed, "seed", defaultStressSeed, "random seed (0: pick one from the clock and print it)")
	fs.IntVar(&cfg.opt.Workers, "workers", 0, "parallel workers (0: all cores)")
	fs.BoolVar(&cfg.json, "json", false, `print JSON: {"ok":bool,"results":[...]}`)
	fs.StringVar(&cfg.corpusDir, "corpus", "", "save new minimal inputs in `DIR` (an existing directory), and replay it after the built-in corpus (default: the user's cache directory, not replayed)")
	fs.BoolVar(&cfg.save, "save", false, "save new minimal inputs into the repository's corpus (./corpus; run from the repository's root), to commit them")
	fs.DurationVar(&cfg.limit, "time", stress.DefaultJudgeLimit, "time limit per input for slow candidates (run as child processes)")
	samplesFlag(fs, &cfg.samples)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: gamestress stress [PROBLEM...] [--candidate NAME] [--budget D] [--cases N] [--seed S] [--workers N] [--json] [--corpus DIR | --save] [--samples=false]")
		fs.PrintDefaults()
	}
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return nil, err
	}
	switch {
	case cfg.opt.Budget <= 0:
		return nil, usageErrorf("stress: --budget must be positive, got %s", cfg.opt.Budget)
	case cfg.opt.Cases < 0:
		return nil, usageErrorf("stress: --cases must be >= 0, got %d", cfg.opt.Cases)
	case cfg.opt.Workers < 0:
		return nil, usageErrorf("stress: --workers must be >= 0, got %d", cfg.opt.Workers)
	}
	if err := checkTimeLimit("stress", cfg.limit); err != nil {
		return nil, err
	}
	cfg.files = map[string]*problem.Problem{}
	for i, id := range pos {
		p, err := problem.Open(id)
		if err != nil {
			return nil, usageErrorf("stress: %v", err)
		}
		if problem.IsPath(id) { // a file: the built-in candidates of its id, against it
			cfg.files[p.ID], pos[i] = p, p.ID
			if len(candidates.ForProblem(p.ID)) == 0 {
				return nil, usageErrorf("stress: %s: no built-in candidates for %s (test your own solution with: gamestress run %s SOLUTION)", id, p.ID, id)
			}
		}
	}
	cfg.problems = pos
	if cfg.opt.Corpus, err = stressStore(cfg.corpusDir, cfg.save); err != nil {
		return nil, err
	}
	if cfg.opt.Seed == 0 {
		cfg.opt.Seed = stress.NewSeed()
	}
	return cfg, nil
}

// selectCandidates is the candidates of the chosen problems (all when none),
// or the one named by --candidate.
func selectCandidates(cfg *stressConfig) ([]candidates.Candidate, error) {
	if cfg.candidate != "" {
		c, err := candidates.Lookup(cfg.candidate)
		if err != nil {
			return nil, usageErrorf("stress: %v", err)
		}
		if len(cfg.problems) > 0 && !contains(cfg.problems, c.Problem) {
			return nil, usageErrorf("stress: candidate %s is for %s, not %s", c.Name, c.Problem, strings.Join(cfg.problems, ", "))
		}
		return []candidates.Candidate{c}, nil
	}
	if len(cfg.problems) == 0 {
		return candidates.All(), nil
	}
	var out []candidates.Candidate
	for _, id := range cfg.problems {
		out = append(out, candidates.ForProblem(id)...)
	}
	return out, nil
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if x == y {
			return true
		}
	}
	return false
}

// stressResult is one candidate's line of the report.
type stressResult struct {
	cand   candidates.Candidate
	report stress.Report
}

// expected reports whether the candidate behaved as its kind says: correct
// and equivalent ones pass, buggy ones are caught (not flaky).
func (r stressResult) expected() bool {
	if r.cand.Kind == candidates.Buggy {
		return r.report.Failed() && !r.report.Flaky
	}
	return !r.report.Failed()
}

func runStress(ctx context.Context, stdout, stderr io.Writer, cfg *stressConfig) error {
	cands, err := selectCandidates(cfg)
	if err != nil {
		return err
	}
	judge := cfg.judge
	if judge == nil {
		exe, err := os.Executable()
		if err != nil {
			return fmt.Errorf("stress: cannot find the gamestress binary to judge slow candidates: %w", err)
		}
		judge = []string{exe, "judge"}
	}
	if !cfg.json {
		fmt.Fprintf(stderr, "stress: seed %d (--seed N, or make stress SEED=N, to vary it); %s\n", cfg.opt.Seed, storeText(cfg.opt.Corpus))
	}
	prog := newProgress(stderr, !cfg.json)
	var results []stressResult
	for _, c := range cands {
		p, err := problem.Lookup(c.Problem)
		if f := cfg.files[c.Problem]; f != nil {
			p, err = f, nil
		}
		if err != nil {
			return err
		}
		opt := cfg.opt
		opt.Name, opt.Grace = c.Name, stress.WallGrace
		opt.Progress = prog.update(c.Name)
		if c.Slow {
			opt = stress.SlowOptions(opt)
		}
		t := stress.TargetFor(c, append(judge[:len(judge):len(judge)], c.Name), cfg.judgeEnv, cfg.limit)
		var rep stress.Report
		if lt, ok := t.(stress.Limited); ok {
			// A slow candidate runs as a process under a time limit:
			// hunted as a user's program is (its samples, then the
			// judge's largest inputs before the search, limits confirmed).
			opt.NoSamples = !cfg.samples
			rep, err = stress.Hunt(ctx, p, lt, opt)
		} else {
			if cfg.samples {
				rep, err = stress.Samples(ctx, p, t, opt) // the statement's samples first
			}
			if err == nil && !rep.Failed() && ctx.Err() == nil {
				samples := rep.Samples
				rep, err = stress.Search(ctx, p, t, opt)
				rep.Samples = samples
			}
		}
		prog.done()
		if ctx.Err() != nil {
			// Ctrl-C: report what was found, a failure being shrunk included.
			if rep.Failed() {
				results = append(results, stressResult{cand: c, report: rep})
			}
			break
		}
		if err != nil {
			return fmt.Errorf("stress %s: %w", c.Name, err)
		}
		results = append(results, stressResult{cand: c, report: rep})
	}
	ok, unchecked := true, 0
	for _, r := range results {
		switch {
		case r.unchecked():
			unchecked++
		case !r.expected():
			ok = false
		}
	}
	if cfg.json {
		err = writeStressJSON(stdout, ok, results)
	} else {
		err = writeStressText(stdout, cfg, ok, results)
	}
	if err != nil {
		return err
	}
	switch {
	case !ok:
		return errBugFound
	case ctx.Err() != nil:
		// Not a pass: not every candidate was stressed.
		return fmt.Errorf("stress: interrupted after %d of %d candidates", len(results), len(cands))
	case unchecked > 0:
		// Not a pass either: nothing is known of them.
		return fmt.Errorf("stress: %d candidates not checked (no answer was checked: see UNCHECKED above)", unchecked)
	}
	return nil
}

// stressJSON is what --json prints.
type stressJSON struct {
	OK      bool              `json:"ok"`
	Seed    int64             `json:"seed"`
	Results []stressJSONEntry `json:"results"`
}

type stressJSONEntry struct {
	Problem     string          `json:"problem"`
	Candidate   string          `json:"candidate"`
	Kind        candidates.Kind `json:"kind"`
	Verdict     string          `json:"verdict"` // a judge.Verdict's name, or "Unchecked"
	Outcome     stress.Outcome  `json:"outcome"`
	Expected    bool            `json:"as_expected"`
	Minimal     bool            `json:"minimal"`
	Flaky       bool            `json:"flaky,omitempty"`
	Input       string          `json:"input"`
	Want        string          `json:"expected"`
	Got         string          `json:"got"`
	Detail      string          `json:"detail,omitempty"`
	Cases       int             `json:"cases"`
	MS          int64           `json:"ms"`
	ElapsedMS   int64           `json:"elapsed_ms"`
	StartupMS   int64           `json:"startup_ms"`
	ShrinkSteps int             `json:"shrink_steps"`
	Phase       string          `json:"phase,omitempty"`
	Corpus      string          `json:"corpus"`
	Seed        int64           `json:"seed"`
	// What the search left out or nearly failed (as in run's --json).
	BudgetEnded bool     `json:"budget_ended,omitempty"`
	Beyond      int      `json:"beyond_reach,omitempty"`
	NearLimit   []string `json:"near_limit,omitempty"`
	Scale       string   `json:"scale,omitempty"`
	Reach       string   `json:"reach,omitempty"`
}

func writeStressJSON(w io.Writer, ok bool, results []stressResult) error {
	out := stressJSON{OK: ok, Results: []stressJSONEntry{}}
	for _, r := range results {
		rep := r.report
		out.Seed = rep.Seed
		ms := rep.FirstFailure
		if !rep.Failed() {
			ms = rep.Elapsed
		}
		var near []string
		for _, n := range rep.Near {
			near = append(near, n.String())
		}
		out.Results = append(out.Results, stressJSONEntry{
			BudgetEnded: rep.BudgetEnded, Beyond: rep.Beyond, NearLimit: near, Scale: rep.Scale, Reach: rep.Reach,
			Problem: rep.Problem, Candidate: r.cand.Name, Kind: r.cand.Kind, Verdict: rep.VerdictName(), Outcome: rep.Outcome(),
			Expected: r.expected(), Minimal: rep.Minimal, Flaky: rep.Flaky,
			Input: string(rep.Input), Want: rep.Expected, Got: rep.Got, Detail: rep.Detail,
			Cases: rep.Cases, MS: ms.Milliseconds(), ElapsedMS: rep.Elapsed.Milliseconds(), StartupMS: rep.Startup.Milliseconds(),
			ShrinkSteps: rep.ShrinkSteps, Phase: rep.Phase, Corpus: rep.Corpus, Seed: rep.Seed,
		})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

func writeStressText(w io.Writer, cfg *stressConfig, ok bool, results []stressResult) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "PROBLEM\tCANDIDATE\tKIND\tVERDICT\tCASES\tFIRST FAILURE\tSHRUNK\tTIME\tRESULT")
	for _, r := range results {
		rep := r.report
		first, shrunk := "-", "-"
		if rep.Failed() {
			first = rep.FirstFailure.Round(time.Millisecond).String()
			shrunk = rep.MinimalWord()
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%s\t%s\t%s\t%s\n", rep.Problem, r.cand.Name, r.cand.Kind,
			rep.VerdictName(), rep.Cases, first, shrunk, rep.Elapsed.Round(time.Millisecond), resultWord(r))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, r := range results {
		if r.report.Failed() {
			fmt.Fprintln(w)
			r.report.WriteFailure(w, reproduce(cfg.self, r))
		}
	}
	writeStressNotes(w, results)
	fmt.Fprintln(w)
	var startup time.Duration
	for _, r := range results {
		startup += r.report.Startup
	}
	fmt.Fprintf(w, "start-up: %.2f s outside the budgets (the fork server of slow candidates, the oracle's first answers)\n", startup.Seconds())
	caught, missed, alarms, unchecked := tally(results)
	fmt.Fprintf(w, "seed %d: %d candidates, %d buggy caught, %d missed, %d false alarms", cfg.opt.Seed, len(results), caught, missed, alarms)
	if unchecked > 0 {
		fmt.Fprintf(w, ", %d unchecked", unchecked)
	}
	switch {
	case ok && unchecked > 0:
		fmt.Fprintln(w, ": NOT CHECKED (no answer was checked for the candidates marked UNCHECKED)")
	case ok:
		fmt.Fprintln(w, ": OK")
	default:
		fmt.Fprintln(w, ": FAILED (rerun with --seed to reproduce)")
	}
	return nil
}

// writeStressNotes writes, under the table, the lines `run` prints about
// what a search left out or nearly failed (stress.Report.WriteNotes: the
// reach of the answers checked, cases beyond the oracle's reach, limits
// approached, a budget's wall that ended it), each after its candidate's
// name.
func writeStressNotes(w io.Writer, results []stressResult) {
	first := true
	for _, r := range results {
		var b strings.Builder
		r.report.WriteNotes(&b)
		switch {
		case r.report.ProofCut && r.report.Failed():
			// caught, shrunk to its fixpoint: the wall cut only the proof
			b.WriteString("the budget's wall ended the proof of minimality: its input above is locally minimal (no smaller variant fails), re-run, not proven minimal\n")
		case r.report.BudgetEnded && r.report.Failed():
			// caught: the wall cut its shrink (SHRUNK says "partly shrunk")
			b.WriteString("the budget's wall ended the shrink: its input above is the least failing one found, not proven minimal (--budget to shrink further)\n")
		case r.report.BudgetEnded:
			b.WriteString("the budget's wall ended the search (what it found so far is reported)\n")
		}
		for _, l := range strings.Split(strings.TrimRight(b.String(), "\n"), "\n") {
			if l == "" {
				continue
			}
			if first {
				fmt.Fprintln(w)
				first = false
			}
			fmt.Fprintf(w, "%s %s: %s\n", r.report.Problem, r.cand.Name, l)
		}
	}
}

// unchecked reports whether a correct or equivalent candidate passed
// without any answer checked (stress.Unchecked): neither ok nor a false
// alarm. (A buggy one that nothing caught is missed, checked or not.)
func (r stressResult) unchecked() bool {
	return r.cand.Kind != candidates.Buggy && r.report.Outcome() == stress.Unchecked
}

// resultWord says whether the candidate did what its kind says.
func resultWord(r stressResult) string {
	switch {
	case r.unchecked():
		return "UNCHECKED"
	case r.cand.Kind == candidates.Buggy && r.expected():
		return "caught"
	case r.cand.Kind == candidates.Buggy && r.report.Flaky:
		return "FLAKY"
	case r.cand.Kind == candidates.Buggy:
		return "MISSED"
	case r.expected():
		return "ok"
	}
	return "FALSE ALARM"
}

func tally(results []stressResult) (caught, missed, alarms, unchecked int) {
	for _, r := range results {
		switch {
		case r.unchecked():
			unchecked++
		case r.cand.Kind == candidates.Buggy && r.expected():
			caught++
		case r.cand.Kind == candidates.Buggy:
			missed++
		case !r.expected():
			alarms++
		}
	}
	return caught, missed, alarms, unchecked
}

// reproduce is the command that replays a failure: the candidate as a judge
// program on the saved input, run by self, gamestress as the user invoked it
// (./bin/gamestress from make stress, which is not in PATH), or by
// "gamestress" when self is unknown.
func reproduce(self string, r stressResult) string {
	if r.report.Corpus == "" {
		return ""
	}
	if self == "" {
		self = "gamestress"
	}
	if interactive(r.report.Problem) { // a dialog: the candidate plays the jury again
		dir := filepath.ToSlash(displayPath(filepath.Dir(filepath.Dir(r.report.Corpus))))
		return runner.ShellJoin([]string{self, "replay", r.report.Problem, "--corpus", dir, "--", self, "judge", r.cand.Name})
	}
	return runner.ShellJoin([]string{self, "judge", r.cand.Name}) + " < " + runner.ShellQuote(filepath.ToSlash(displayPath(r.report.Corpus)))
}
