package candidates

import (
	"strconv"
	"sync"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
)

// solveFunc is a per-case solver: it appends the output lines of one case,
// each ending in "\n", to out.
type solveFunc func(c format.Case, out []byte) []byte

// perCase is a candidate whose program is the problem's judge format wrapped
// around a per-case solver.
func perCase(id, name string, kind Kind, bug string, solve solveFunc) Candidate {
	return Candidate{Problem: id, Name: name, Kind: kind, Bug: bug, Program: caseProgram(id, solve)}
}

// caseProgram wraps solve with the format of problem id, looked up on first use.
func caseProgram(id string, solve solveFunc) func([]byte) ([]byte, error) {
	return lazyProgram(id, func(p *problem.Problem) func([]byte) ([]byte, error) {
		return p.Program(solve)
	})
}

// inputProgram is a program that sees every case of an input at once, for
// bugs that live in I/O or across cases. The input is parsed by the
// problem's own parser.
func inputProgram(id string, run func(cases []format.Case, out []byte) []byte) func([]byte) ([]byte, error) {
	return lazyProgram(id, func(p *problem.Problem) func([]byte) ([]byte, error) {
		return func(in []byte) ([]byte, error) {
			cases, err := p.Parse(in)
			if err != nil {
				return nil, err
			}
			return run(cases, nil), nil
		}
	})
}

// lazyProgram builds a program from problem id the first time it runs, so
// that listing candidates never needs the problems.
func lazyProgram(id string, build func(*problem.Problem) func([]byte) ([]byte, error)) func([]byte) ([]byte, error) {
	var (
		once sync.Once
		prog func([]byte) ([]byte, error)
		err  error
	)
	return func(in []byte) ([]byte, error) {
		once.Do(func() {
			var p *problem.Problem
			if p, err = problem.Lookup(id); err == nil {
				prog = build(p)
			}
		})
		if err != nil {
			return nil, err
		}
		return prog(in)
	}
}

// word appends one of two answer words and a newline.
func word(out []byte, first bool, yes, no string) []byte {
	if first {
		out = append(out, yes...)
	} else {
		out = append(out, no...)
	}
	return append(out, '\n')
}

// appendInt appends v in decimal.
func appendInt(out []byte, v int64) []byte { return strconv.AppendInt(out, v, 10) }

// xorAll is the Nim sum of the numbers.
func xorAll(hs []int64) int64 {
	var x int64
	for _, h := range hs {
		x ^= h
	}
	return x
}
