package fuzz

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/gamestress/gamestress/candidates"
	"github.com/gamestress/gamestress/corpus"
	"github.com/gamestress/gamestress/problem"
)

// Environment variables read by FromEnv.
const (
	// EnvCandidate names the one candidate to fuzz (e.g. a mutant); unset,
	// every correct and equivalent candidate of the problem is fuzzed.
	EnvCandidate = "GAMESTRESS_CANDIDATE"
	// EnvCorpus is the corpus directory failures are saved to; unset, it is
	// "../corpus" (the repository's corpus seen from the fuzz package, where
	// go test runs).
	EnvCorpus = "GAMESTRESS_CORPUS"
)

// Options configure a Fuzzer; the zero value fuzzes every correct and
// equivalent candidate and saves to "corpus" in the working directory.
type Options struct {
	Candidate string        // one candidate by name; "" means all correct and equivalent ones
	CorpusDir string        // where failures are saved; "" means corpus.Store's default
	Timeout   time.Duration // per run of a slow candidate; 0 means DefaultTimeout
}

// DefaultTimeout limits one run of a slow candidate (in a child process).
const DefaultTimeout = 2 * time.Second

// Subject is one candidate under test.
type Subject struct {
	Name   string
	Kind   candidates.Kind
	Target problem.Target
}

// Fuzzer checks the candidates of one problem on fuzz inputs. It is safe for
// use by one goroutine at a time per fuzz worker (go test -fuzz and go-fuzz
// run one input at a time in each worker process).
type Fuzzer struct {
	Problem  *problem.Problem
	Subjects []Subject
	Store    corpus.Store
	// Candidate is the name given in Options ("" when fuzzing all), for the
	// reproduce command.
	Candidate string
}

// FromEnv is New with the candidate and corpus directory taken from
// EnvCandidate and EnvCorpus; the corpus defaults to "../corpus", the
// repository's corpus seen from the fuzz package, where go test runs.
func FromEnv(problemID string) (*Fuzzer, error) {
	return fromEnv(problemID, filepath.Join("..", "corpus"))
}

func fromEnv(problemID, defaultCorpus string) (*Fuzzer, error) {
	dir := os.Getenv(EnvCorpus)
	if dir == "" {
		dir = defaultCorpus
	}
	return New(problemID, Options{Candidate: os.Getenv(EnvCandidate), CorpusDir: dir})
}

// New sets up a Fuzzer for a problem.
func New(problemID string, o Options) (*Fuzzer, error) {
	p, err := problem.Lookup(problemID)
	if err != nil {
		return nil, err
	}
	cs, err := pick(problemID, o.Candidate)
	if err != nil {
		return nil, err
	}
	f := &Fuzzer{Problem: p, Store: corpus.Store{Dir: o.CorpusDir}, Candidate: o.Candidate}
	for _, c := range cs {
		f.Subjects = append(f.Subjects, Subject{Name: c.Name, Kind: c.Kind, Target: target(c, o.Timeout)})
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
			return nil, fmt.Errorf("candidate %s is for problem %s, not %s", name, c.Problem, problemID)
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
// when all pass (or data gives no case); on the first failure it shrinks the
// cases, saves the minimal input to the corpus and returns the report.
func (f *Fuzzer) Check(data []byte) *Failure {
	cases := Decode(f.Problem, data)
	if len(cases) == 0 {
		return nil
	}
	return f.CheckCases(cases)
}

// CheckCases is Check on decoded cases.
func (f *Fuzzer) CheckCases(cases []problem.Case) *Failure {
	for _, s := range f.Subjects {
		if r := f.check(s, cases); r.Failed() {
			return f.fail(s, cases, r)
		}
	}
	return nil
}

func (f *Fuzzer) check(s Subject, cases []problem.Case) problem.Result {
	return f.Problem.Check(context.Background(), s.Target, cases, false)
}
