package fuzz

import (
	"context"
	"fmt"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/gamestress/gamestress/candidates"
	"github.com/gamestress/gamestress/corpus"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress"
	"github.com/gamestress/gamestress/stress/runner"
)

// Environment variables read by FromEnv.
const (
	// EnvCandidate names the one candidate to fuzz (e.g. a mutant); unset,
	// every correct and equivalent candidate of the problem is fuzzed.
	EnvCandidate = "GAMESTRESS_CANDIDATE"
	// EnvCorpus is the corpus directory: seeds come from it and failures are
	// saved to it.
	EnvCorpus = "GAMESTRESS_CORPUS"
	// EnvJudge is the gamestress binary that serves slow candidates as
	// child processes (GAMESTRESS_JUDGE=bin/gamestress runs
	// `bin/gamestress judge NAME`).
	EnvJudge = "GAMESTRESS_JUDGE"
	// EnvProblem is the problem file FuzzProblemFile fuzzes (a path, or a
	// shipped id).
	EnvProblem = "GAMESTRESS_PROBLEM"
	// EnvCommand is a program FuzzProblemFile fuzzes instead of the
	// built-in candidates (a command line, split at spaces).
	EnvCommand = "GAMESTRESS_COMMAND"
)

// Options configure a Fuzzer. The zero value fuzzes every correct and
// equivalent candidate and uses "corpus" in the working directory.
type Options struct {
	// Candidate is one candidate by name; "" means every correct and
	// equivalent candidate of the problem.
	Candidate string
	// CorpusDir is where seeds come from and failures go; "" means
	// corpus.Store's default.
	CorpusDir string
	// Judge is the command that runs a slow candidate as a judge program,
	// the candidate's name appended (e.g. gamestress judge); JudgeEnv is
	// added to its environment. nil refuses slow candidates.
	Judge    []string
	JudgeEnv []string
	// Limit is the time limit per input of a slow candidate; 0 means
	// stress.DefaultJudgeLimit, as for gamestress stress (for Command: the
	// problem's time limit).
	Limit time.Duration
	// Command is a program to fuzz instead of the built-in candidates (a
	// user's solution, run as a judge program: stdin to stdout).
	Command []string
}

// WorkerWait is Fuzzer.Wait for engines that stop an input after 10s.
const WorkerWait = 7 * time.Second

// Subject is one candidate under test, run the way the stress engine runs
// it (stress.TargetFor: in-process, or a slow one as a child process).
type Subject struct {
	Candidate candidates.Candidate
	Target    judge.Target
}

// Fuzzer checks the candidates of one problem on fuzz inputs. Each fuzz
// worker process runs one input at a time; a Fuzzer is not for concurrent use.
type Fuzzer struct {
	Problem  *problem.Problem
	Subjects []Subject
	Store    corpus.Store
	// DeferSlow reports failures of slow candidates unshrunk
	// (Failure.Unshrunk), for engines that stop an input after 10s (go test
	// -fuzz workers, go-fuzz): their shrink runs a child process per step
	// under a time limit and takes longer. Replaying the input outside the
	// engine (scripts/fuzz.sh and scripts/gofuzz.sh do) shrinks and saves it.
	DeferSlow bool
	// Wait bounds how long the shrink of a failure may hold up the fuzz
	// function; 0 means no bound. Past it the failure is reported
	// NOT SHRUNK, and the shrink goes on in the background (saving its
	// minimum if the process lives long enough); a replay finishes it.
	Wait time.Duration
	// Engine names the engine in reports (Report.Phase); "" means "fuzz".
	Engine string

	command   bool // the subject is Options.Command, not a built-in candidate
	mu        sync.Mutex
	concluded map[string]*Failure // by candidate: the first failure concluded in this process
	running   map[string]bool     // by candidate: a shrink in progress
}

// FromEnv is New with def overridden by the environment: the candidate
// from EnvCandidate, the corpus directory from EnvCorpus, the judge from
// EnvJudge, each where set.
func FromEnv(problemID string, def Options) (*Fuzzer, error) {
	if c := os.Getenv(EnvCandidate); c != "" {
		def.Candidate = c
	}
	if d := os.Getenv(EnvCorpus); d != "" {
		def.CorpusDir = d
	}
	if j := os.Getenv(EnvJudge); j != "" {
		def.Judge, def.JudgeEnv = []string{j, "judge"}, nil
	}
	return New(problemID, def)
}

// New sets up a Fuzzer for a problem: a shipped id, or the path of a
// problem file.
func New(problemID string, o Options) (*Fuzzer, error) {
	p, err := problem.Open(problemID)
	if err != nil {
		return nil, err
	}
	return NewFor(p, o)
}

// NewFor sets up a Fuzzer for a problem already loaded (a problem file):
// the built-in candidates of its id, or o.Command when set.
func NewFor(p *problem.Problem, o Options) (*Fuzzer, error) {
	problemID := p.ID
	if len(o.Command) > 0 {
		prog := runner.Command(o.Command)
		prog.Limits.Time = o.Limit
		if prog.Limits.Time == 0 {
			prog.Limits.Time = p.Limits.Time
		}
		c := candidates.Candidate{Problem: problemID, Name: strings.Join(o.Command, " "), Kind: candidates.Correct,
			Bug: "the program under test", Slow: true}
		return &Fuzzer{Problem: p, Store: corpus.Store{Dir: o.CorpusDir}, Subjects: []Subject{{Candidate: c, Target: prog}}, command: true}, nil
	}
	cs, err := pick(problemID, o.Candidate)
	if err != nil {
		return nil, err
	}
	f := &Fuzzer{Problem: p, Store: corpus.Store{Dir: o.CorpusDir}}
	for _, c := range cs {
		if c.Slow && o.Judge == nil {
			return nil, fmt.Errorf("candidate %s is slow and runs as a child process: set %s to a gamestress binary", c.Name, EnvJudge)
		}
		argv := append(append([]string(nil), o.Judge...), c.Name)
		f.Subjects = append(f.Subjects, Subject{Candidate: c, Target: stress.TargetFor(c, argv, o.JudgeEnv, o.Limit)})
	}
	return f, nil
}

// pick is the named candidate, or every correct and equivalent one.
func pick(problemID, name string) ([]candidates.Candidate, error) {
	if name != "" {
		c, err := candidates.Lookup(name)
		if err != nil {
			return nil, err
		}
		if c.Problem != problemID {
			return nil, fmt.Errorf("candidate %s is for problem %s, not %s: fuzz %s", name, c.Problem, problemID, TargetName(c.Problem))
		}
		return []candidates.Candidate{c}, nil
	}
	var out []candidates.Candidate
	for _, c := range candidates.ForProblem(problemID) {
		if c.Kind != candidates.Buggy {
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("problem %s has no correct candidate", problemID)
	}
	return out, nil
}

// Check decodes data and checks every subject on the cases. It returns nil
// when all pass (or data gives no case); on the first failure it shrinks,
// re-runs and saves it exactly as the stress engine does (stress.Conclude)
// and returns the report.
func (f *Fuzzer) Check(data []byte) *Failure {
	cases := Decode(f.Problem, data)
	if len(cases) == 0 {
		return nil
	}
	return f.CheckCases(cases)
}

// CheckCases is Check on decoded cases.
func (f *Fuzzer) CheckCases(cases []format.Case) *Failure {
	ctx := context.Background()
	for _, s := range f.Subjects {
		if r := f.Problem.Check(ctx, s.Target, cases, false); r.Failed() {
			return f.fail(ctx, s, cases, r)
		}
	}
	return nil
}

// fail concludes the first failure of a candidate in this process (within
// Wait; see also DeferSlow) and reports later ones unshrunk, pointing at the
// first: the corpus has its minimum already, and a replay of many failing
// seeds would otherwise shrink each.
func (f *Fuzzer) fail(ctx context.Context, s Subject, cases []format.Case, first judge.Result) *Failure {
	name := s.Candidate.Name
	f.mu.Lock()
	prev, running := f.concluded[name], f.running[name]
	if prev == nil && !running && !(f.DeferSlow && s.Candidate.Slow) {
		if f.running == nil {
			f.running, f.concluded = map[string]bool{}, map[string]*Failure{}
		}
		f.running[name] = true
	}
	f.mu.Unlock()
	switch {
	case prev != nil:
		return f.unshrunk(s, cases, first, "shrunk already in this run: "+prev.Report.Corpus)
	case running:
		return f.unshrunk(s, cases, first, "an earlier failure is being shrunk in the background")
	case f.DeferSlow && s.Candidate.Slow:
		return f.unshrunk(s, cases, first, "a slow candidate is shrunk on replay, outside the fuzz engine")
	}
	done := make(chan *Failure, 1)
	go func() {
		fl := f.conclude(ctx, s, cases, first)
		f.mu.Lock()
		f.concluded[name] = fl
		delete(f.running, name)
		f.mu.Unlock()
		done <- fl
	}()
	if f.Wait <= 0 {
		return <-done
	}
	timer := time.NewTimer(f.Wait)
	defer timer.Stop()
	select {
	case fl := <-done:
		return fl
	case <-timer.C:
		return f.unshrunk(s, cases, first, fmt.Sprintf("shrinking takes longer than %s, too long for the engine; replay it", f.Wait))
	}
}
