package judge

import (
	"fmt"
	"strings"

	"github.com/gamestress/gamestress/problem/format"
)

// compareMoves is Compare for a problem whose answers are moves.
func (ck *Checker) compareMoves(cases []format.Case, got []byte) Result {
	a := ck.Moves
	toks := &tokens{b: got}
	for i, c := range cases {
		g, pos, err := a.Game(c)
		var wins [][]int64
		if err == nil {
			wins, err = g.Winning(pos)
		}
		if err != nil {
			return Result{Verdict: OracleError, Err: fmt.Errorf("oracle on case %d: %w", i+1, err)}
		}
		if gotText, why := judgeMove(a, g, pos, wins, toks); why != "" {
			if strings.HasPrefix(why, "oracle: ") {
				return Result{Verdict: OracleError, Err: fmt.Errorf("case %d: %s", i+1, why)}
			}
			return ck.mismatch(WrongAnswer, cases, i, wantMove(a, wins), gotText, why)
		}
	}
	if rest := strings.TrimSpace(string(got[toks.pos:])); rest != "" {
		if len(rest) > 1000 {
			rest = rest[:1000] + "..."
		}
		return Result{Verdict: WrongAnswer, Mismatch: &Mismatch{
			Case: -1, Input: ck.Format.EncodeAll(cases), Got: rest, Detail: "extra output after the last case"}}
	}
	return Result{Verdict: OK}
}

// compareWritten is Compare for a problem whose answers are written moves.
func (ck *Checker) compareWritten(cases []format.Case, got []byte) Result {
	w := ck.Written
	toks := &tokens{b: got}
	lines := &lineReader{b: got}
	for i, c := range cases {
		j, err := w.Judge(c)
		if err != nil {
			return Result{Verdict: OracleError, Err: fmt.Errorf("oracle on case %d: %w", i+1, err)}
		}
		var gotText, why string
		if w.Accept != nil {
			gotText, why, err = w.judgeAccept(j, lines)
		} else {
			gotText, why, err = w.judgeMove(j, toks)
		}
		if err != nil {
			return Result{Verdict: OracleError, Err: fmt.Errorf("case %d: %w", i+1, err)}
		}
		if why != "" {
			want, err := w.want(j)
			if err != nil || w.Accept != nil && (w.Write == nil || len(w.Lose) == 0) {
				want = "an answer the file's accept takes"
			}
			return ck.mismatch(WrongAnswer, cases, i, want, gotText, why)
		}
	}
	rest := strings.TrimSpace(string(got[toks.pos:]))
	if w.Accept != nil {
		rest = strings.TrimSpace(string(lines.rest()))
	}
	if rest != "" {
		if len(rest) > 1000 {
			rest = rest[:1000] + "..."
		}
		return Result{Verdict: WrongAnswer, Mismatch: &Mismatch{
			Case: -1, Input: ck.Format.EncodeAll(cases), Got: rest, Detail: "extra output after the last case"}}
	}
	return Result{Verdict: OK}
}
