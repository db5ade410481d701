package judge

import (
	"github.com/gamestress/gamestress/problem/format"
)

// checker is what judging an output needs of a problem: its input format
// (to encode cases and find a case's line), the oracle's answers, and how
// answers are judged: as text, as moves (moves, written) or by playing
// the game (interact). Problem's Compare, Check, CheckJury and CheckSample
// are its methods.
type Checker struct {
	Format *format.Layout
	// answerAt is the oracle's answer of c as case i of an input (Problem.AnswerAt).
	AnswerAt func(c format.Case, i int) (string, error)
	ID       string // the problem's id, for messages
	// moves, when set, makes the answer of a case a move judged by the
	// oracle (move_answer.go); interact makes the problem interactive
	// (interact.go). Both nil: answers are compared as text.
	Moves    *MoveAnswer
	Written  *WrittenAnswer // [answer] write or accept (move_written.go)
	Interact *Protocol
}
