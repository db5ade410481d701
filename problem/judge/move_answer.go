package judge

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gamestress/gamestress/problem/format"
)

// MoveAnswer declares that the answer of a case is a move (a special
// judge): any move to a P-position is accepted, a lost position is answered
// with Lose, and with Count the move comes after the number of winning
// moves. The oracle judges every move (MoveGame); nothing is compared with
// a fixed text.
type MoveAnswer struct {
	// Game is the game of case c and its position.
	Game func(c format.Case) (MoveGame, []int64, error)
	// Count: the answer is the number of winning moves, then (when it is
	// not 0) one of them.
	Count bool
	// Lose is the answer of a lost position (without Count), e.g. "-1".
	Lose string
}

// example is the answer the oracle would give: the first winning move.
func (a *MoveAnswer) Example(c format.Case) (string, error) {
	g, pos, err := a.Game(c)
	if err != nil {
		return "", err
	}
	wins, err := g.Winning(pos)
	if err != nil {
		return "", err
	}
	var parts []string
	if a.Count {
		parts = append(parts, strconv.Itoa(len(wins)))
	}
	switch {
	case len(wins) > 0:
		parts = append(parts, format.JoinInts(wins[0]))
	case !a.Count:
		parts = append(parts, a.Lose)
	}
	return strings.Join(parts, "\n"), nil
}

// wantMove is the Want of a mismatch: the expected answer in words.
func wantMove(a *MoveAnswer, wins [][]int64) string {
	var parts []string
	if a.Count {
		parts = append(parts, strconv.Itoa(len(wins)))
	}
	switch {
	case len(wins) == 1:
		parts = append(parts, format.JoinInts(wins[0])+" (the only winning move)")
	case len(wins) > 1:
		parts = append(parts, fmt.Sprintf("any of %d winning moves, e.g. %s", len(wins), format.JoinInts(wins[0])))
	case !a.Count:
		parts = append(parts, a.Lose)
	}
	return strings.Join(parts, "\n")
}

// judgeMove reads one case's answer from toks and says what is wrong with
// it ("" when it is right), with the text it read.
func judgeMove(a *MoveAnswer, g MoveGame, pos []int64, wins [][]int64, toks *tokens) (string, string) {
	var read []string
	if a.Count {
		tok, ok := toks.next()
		if !ok {
			return "", "missing output"
		}
		read = append(read, tok)
		n, err := strconv.Atoi(tok)
		if err != nil {
			return tok, fmt.Sprintf("line %d: want the number of winning moves, got %q", toks.line, tok)
		}
		if n != len(wins) {
			return tok, fmt.Sprintf("line %d: the position has %d winning moves, got %d", toks.line, len(wins), n)
		}
		if n == 0 {
			return tok, ""
		}
	}
	tok, ok := toks.next()
	if !ok {
		if len(read) > 0 {
			return strings.Join(read, " "), "missing the move after the count"
		}
		return "", "missing output"
	}
	read = append(read, tok)
	if !a.Count && tok == a.Lose {
		if len(wins) == 0 {
			return tok, ""
		}
		return tok, fmt.Sprintf("answered %s (a lost position), but %s wins: it leaves Grundy value 0", a.Lose, g.Describe(wins[0]))
	}
	mv := make([]int64, 0, g.Width())
	for k := 0; ; k++ {
		v, err := strconv.ParseInt(tok, 10, 64)
		if err != nil {
			return strings.Join(read, " "), fmt.Sprintf("line %d: want a move of %d numbers, got %q", toks.line, g.Width(), tok)
		}
		mv = append(mv, v)
		if k+1 == g.Width() {
			break
		}
		if tok, ok = toks.next(); !ok {
			return strings.Join(read, " "), fmt.Sprintf("a move is %d numbers, got %d", g.Width(), len(mv))
		}
		read = append(read, tok)
	}
	gotText := strings.Join(read, " ")
	if len(wins) == 0 {
		return gotText, fmt.Sprintf("the position is lost for the mover (%s, Grundy value 0): want %s, got a move", g.Show(pos), a.Lose)
	}
	after, err := g.Apply(pos, mv)
	if err != nil {
		return gotText, fmt.Sprintf("%s is illegal: %v", g.Describe(mv), err)
	}
	v, err := g.Grundy(after)
	if err != nil {
		return gotText, fmt.Sprintf("oracle: %v", err)
	}
	if v != 0 {
		return gotText, fmt.Sprintf("%s is legal but leaves Grundy value %d: the opponent wins", g.Describe(mv), v)
	}
	return gotText, ""
}
