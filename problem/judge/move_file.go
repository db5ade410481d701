package judge

import (
	"fmt"
	"strings"

	"github.com/gamestress/gamestress/oracle"
	"github.com/gamestress/gamestress/problem/format"
)

// AnswerTable is the [answer] table of a problem file (docs/problem-files.md):
// the answer of a case is a move. The problem-file decoder reads it
// strictly and turns it into a MoveAnswer with MoveAnswer.
type AnswerTable struct {
	Move  string `toml:"move"`  // "heap take" or "cards x y"
	Base  *int64 `toml:"base"`  // the number of the first heap or card; nil: 1
	Count bool   `toml:"count"` // the number of winning moves first
	Lose  string `toml:"lose"`  // the answer of a lost position (without count)

	// Moves of any game (move_written.go), instead of Move:
	Write  string `toml:"write"`  // expression: how the output writes a move (over the move record and the case's fields)
	Win    string `toml:"win"`    // tokens before the move in a won position ("1")
	Stuck  string `toml:"stuck"`  // written instead of the move when the mover wins without one (misère play)
	Accept string `toml:"accept"` // expression over out (the case's tokens) and the oracle's answer: true or "" accepts
	Reason string `toml:"reason"` // expression: why accept said false
	Lines  int    `toml:"lines"`  // accept: the lines of one case's answer (default 1)
}

// InteractTable is the [interact] table of a problem file: an interactive
// protocol, turned into a Protocol with Protocol; Sample is the statement's
// sample interaction ("< " jury lines, "> " program lines), played through
// the protocol by CheckSample.
type InteractTable struct {
	Move          string `toml:"move"`
	Base          *int64 `toml:"base"`
	First         string `toml:"first"`
	Second        string `toml:"second"`
	JuryNoMove    string `toml:"jury_no_move"`
	ProgramNoMove string `toml:"program_no_move"`
	Sample        string `toml:"sample"`
	// Write is how a move of a custom game is written (numbers), instead
	// of Move (interact_custom.go).
	Write string `toml:"write"`
}

// GameBinding is what a problem file's [game] gives a move notation for a
// case: the catalogue game's name (or "cards"), its parameters evaluated
// on the case, and the position (the heaps; for cards, N).
type GameBinding func(c format.Case) (name string, params oracle.Params, pos []int64, err error)

// MoveNotations are the values of move in [answer] and [interact].
func MoveNotations() []string { return []string{"heap take", "cards x y"} }

// MoveAnswer checks t and binds it to the game of each case.
func (t *AnswerTable) MoveAnswer(bind GameBinding) (*MoveAnswer, error) {
	if err := checkNotation("answer", t.Move); err != nil {
		return nil, err
	}
	if !t.Count && t.Lose == "" {
		return nil, fmt.Errorf("[answer] lose: the answer of a lost position is missing (e.g. lose = \"-1\"), or set count = true")
	}
	return &MoveAnswer{Game: moveGameFunc(t.Move, base(t.Base), bind), Count: t.Count, Lose: t.Lose}, nil
}

// Protocol checks t and binds it to the game of each case.
func (t *InteractTable) Protocol(bind GameBinding) (*Protocol, error) {
	if err := checkNotation("interact", t.Move); err != nil {
		return nil, err
	}
	switch {
	case (t.First == "") != (t.Second == ""):
		return nil, fmt.Errorf("[interact] first, second: give both (the program chooses a side) or neither (it always moves first)")
	case t.First != "" && t.First == t.Second:
		return nil, fmt.Errorf("[interact] first, second: both are %q", t.First)
	case t.JuryNoMove == "":
		return nil, fmt.Errorf("[interact] jury_no_move: what the jury prints when it has no move is missing (e.g. \"0 0\")")
	}
	return &Protocol{Game: moveGameFunc(t.Move, base(t.Base), bind), First: t.First, Second: t.Second,
		JuryNoMove: t.JuryNoMove, ProgramNoMove: t.ProgramNoMove}, nil
}

func checkNotation(table, move string) error {
	for _, m := range MoveNotations() {
		if move == m {
			return nil
		}
	}
	return fmt.Errorf("[%s] move: %q is not a move notation (known: %s)", table, move, strings.Join(MoveNotations(), ", "))
}

func base(b *int64) int64 {
	if b == nil {
		return 1
	}
	return *b
}

// moveGameFunc is the MoveGame of each case under a notation.
func moveGameFunc(move string, base int64, bind GameBinding) func(c format.Case) (MoveGame, []int64, error) {
	return func(c format.Case) (MoveGame, []int64, error) {
		name, params, pos, err := bind(c)
		if err != nil {
			return nil, nil, err
		}
		return MoveGameOf(move, base, name, params, pos)
	}
}

// MoveGameOf is the game a move notation plays: "heap take" on a heap game
// of the catalogue (nim, bash, take-range, subtraction, powers-of-two,
// fibonacci; pos the heaps), "cards x y" on a row of pos[0] cards where a
// move removes params.A..params.B consecutive cards (game "cards").
func MoveGameOf(move string, base int64, name string, params oracle.Params, pos []int64) (MoveGame, []int64, error) {
	switch move {
	case "heap take":
		var rule oracle.HeapGame
		switch name {
		case "nim":
		case "bash":
			rule = oracle.Bash(params.M)
		case "take-range":
			rule = oracle.TakeRange(params.A, params.B)
		case "subtraction":
			rule = oracle.Subtraction(params.Moves)
		case "powers-of-two":
			rule = oracle.PowersOfTwo()
		case "fibonacci":
			rule = oracle.Fibonacci()
		default:
			return nil, nil, fmt.Errorf("move \"heap take\" needs a heap game (nim, bash, take-range, subtraction, powers-of-two, fibonacci), not %q", name)
		}
		if rule != nil {
			if err := oracle.GameErr(rule); err != nil {
				return nil, nil, err
			}
		}
		return HeapMoves{Rule: rule, Base: base}, append([]int64(nil), pos...), nil
	case "cards x y":
		if name != "cards" || len(pos) != 1 {
			return nil, nil, fmt.Errorf("move \"cards x y\" needs game \"cards\" with a = L, b = R and the position N, got %q with %d numbers", name, len(pos))
		}
		g, err := NewCardRow(params.A, params.B)
		if err != nil {
			return nil, nil, err
		}
		return g, FullRow(pos[0]), nil
	}
	return nil, nil, fmt.Errorf("unknown move notation %q", move)
}
