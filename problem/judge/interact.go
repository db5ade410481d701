package judge

import (
	"bufio"
	"context"
	"errors"
	"fmt"

	"github.com/gamestress/gamestress/problem/format"
)

// Protocol declares an interactive game problem: gamestress is the jury.
// It sends each game's starting position (the case, as the layout writes
// it; a counted layout sends the number of games first, a terminated one
// the terminator after the last), reads the program's choice of side and
// moves, judges each move with the oracle, and answers with its own moves
// (see jury.go for how the jury chooses). Every game is judged on the
// program's first mistake: the wrong side, an illegal move, or a move that
// gives a won position away.
type Protocol struct {
	// Game is the game of case c and its starting position.
	Game func(c format.Case) (MoveGame, []int64, error)
	// First and Second are what the program prints to choose to move first
	// or second; both empty: no choice, the program moves first (every
	// starting position must then be won for it).
	First, Second string
	// JuryNoMove is the jury's line when it has no move left: the program
	// has won the game ("0 0", "-1 -1").
	JuryNoMove string
	// ProgramNoMove is what the program prints when it has no move ("0 0");
	// empty when the protocol has none.
	ProgramNoMove string
}

// interactProofTries bounds the minimality proof of an interactive
// problem: every try is a whole dialog.
const InteractProofTries = 20_000

// Channel is the jury's end of a dialog with a program.
type Channel struct {
	From *bufio.Reader // what the program writes
	To   *bufio.Writer // what the program reads; the jury flushes after each message
	// CloseTo ends the program's input (after the last game).
	CloseTo func()
}

// Interactive is a target that can play against a jury: Interact runs the
// program once with jury at the other end of its standard input and
// output, and returns when both are done. juryErr is what jury returned;
// runErr is the program's own failure (a *RunError: time, memory, crash),
// nil when it ended cleanly or was stopped because jury had already judged
// it. A program that only waits for input while the jury waits for its
// output (an unflushed answer, or a read the protocol does not answer) is a
// TimeLimit whose detail says that the jury waited for output.
type Interactive interface {
	Interact(ctx context.Context, jury func(*Channel) error) (juryErr, runErr error)
}

// Interact plays jury against t, which must be Interactive.
func Interact(ctx context.Context, t Target, jury func(*Channel) error) (juryErr, runErr error) {
	it, ok := t.(Interactive)
	if !ok {
		return nil, fmt.Errorf("target %T cannot play an interactive problem", t)
	}
	return it.Interact(ctx, jury)
}

// ErrEndOfOutput is wrapped by a jury error when the program's output ended
// (it exited, crashed or was killed) while the jury waited for it: the
// run's own verdict, if any, comes first.
var ErrEndOfOutput = errors.New("the program's output ended")

// fault is a mistake of the program found by the jury.
type fault struct {
	verdict Verdict
	why     string
}

func (f *fault) Error() string { return f.verdict.String() + ": " + f.why }

func wrong(format string, a ...any) error {
	return &fault{verdict: WrongAnswer, why: fmt.Sprintf(format, a...)}
}
