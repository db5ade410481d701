package oracle

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Params are a game's parameters, named like the game's letters (and the
// command line's flags). Zero fields are unset.
type Params struct {
	M     int64   // bash, misere-bash: take 1..M; reach: raise 1..M
	A, B  int64   // take-range: take A..B
	Moves []int64 // subtraction: the move set
	Code  string  // octal: the code, e.g. "0.77"
}

// Parts are p's parameters among names, each as the commands show it
// ("m=3", "moves=1,3,4", "code=0.77"), in names' order; a name that is not
// a parameter is left out.
func (p Params) Parts(names ...string) []string {
	var parts []string
	for _, name := range names {
		switch name {
		case "m":
			parts = append(parts, "m="+strconv.FormatInt(p.M, 10))
		case "a":
			parts = append(parts, "a="+strconv.FormatInt(p.A, 10))
		case "b":
			parts = append(parts, "b="+strconv.FormatInt(p.B, 10))
		case "moves":
			s := make([]string, len(p.Moves))
			for i, m := range p.Moves {
				s[i] = strconv.FormatInt(m, 10)
			}
			parts = append(parts, "moves="+strings.Join(s, ","))
		case "code":
			parts = append(parts, "code="+p.Code)
		}
	}
	return parts
}

// GameInfo describes one game of the catalogue.
type GameInfo struct {
	Name     string
	Params   []string // the parameters it needs: "m", "a", "b", "moves", "code"
	Position string   // what a position is on the command line
	Summary  string
	Misere   bool // misère play is available (misere-bash is misère always)
}

// Games is the catalogue of games the command line knows, by name.
func Games() []GameInfo {
	heaps := "HEAP... (one heap, or a sum of several)"
	return []GameInfo{
		{"bash", []string{"m"}, heaps, "take 1..m from a heap", true},
		{"misere-bash", []string{"m"}, heaps, "take 1..m, misère play (whoever takes the last loses)", true},
		{"take-range", []string{"a", "b"}, heaps, "take a..b from a heap (fewer than a left: no move)", true},
		{"subtraction", []string{"moves"}, heaps, "take any amount in a finite move set", true},
		{"powers-of-two", nil, heaps, "take a power of two (1, 2, 4, ...)", true},
		{"fibonacci", nil, heaps, "take a Fibonacci number (1, 2, 3, 5, 8, ...)", true},
		{"reach", []string{"m"}, "TARGET", "Public Sale: raise a total from 0 by 1..m; reaching or passing TARGET wins", false},
		{"nim", nil, "HEAP...", "Nim: take any number from one heap", true},
		{"wythoff", nil, "A B", "take any number from one heap, or the same number from both", false},
		{"split", nil, heaps, "split a heap into two non-empty heaps", true},
		{"grundy-game", nil, heaps, "split a heap into two unequal non-empty heaps", true},
		{"octal", []string{"code"}, heaps, "octal game by its code (0.77 Kayles, 0.07 Dawson's Kayles)", true},
		{"board", nil, "N M", "hdu2147: a coin at the top-right of an N×M board moves left, down or down-left", false},
	}
}

// LookupGame finds a game of the catalogue by name.
func LookupGame(name string) (GameInfo, bool) {
	i := slices.IndexFunc(Games(), func(g GameInfo) bool { return g.Name == name })
	if i < 0 {
		return GameInfo{}, false
	}
	return Games()[i], true
}

// heapGameOf builds the per-heap rules of a heap-like game of the catalogue.
// It also returns the play forced by the game (misere-bash).
func heapGameOf(name string, p Params) (heapRules, error) {
	var g HeapGame
	switch name {
	case "bash", "misere-bash":
		g = Bash(p.M)
	case "take-range":
		g = TakeRange(p.A, p.B)
	case "subtraction":
		g = Subtraction(p.Moves)
	case "powers-of-two":
		g = PowersOfTwo()
	case "fibonacci":
		g = Fibonacci()
	case "split":
		return Split(), nil
	case "grundy-game":
		return GrundyGame(), nil
	case "octal":
		return Octal(p.Code)
	default:
		return nil, fmt.Errorf("%w: unknown game %q", ErrBadGame, name)
	}
	if err := GameErr(g); err != nil {
		return nil, err
	}
	return g.(heapRules), nil
}

// Answer is the oracle's analysis of one position of a catalogue game.
type Answer struct {
	Outcome Outcome
	Grundy  int      // normal play; -1 under misère play or when unknown
	Winning []string // every winning move, labelled
	Tier    Tier
}

// Table is the oracle's tabulation of a catalogue game for n = From..To.
type Table struct {
	From, To int64
	Outcome  []Outcome
	Grundy   []int   // normal play only (nil under misère play)
	Period   *Period // certified period of the values tabulated, or nil
	Tier     Tier    // the weakest tier used
	// PPositions is set for wythoff: the P positions (a, b), a <= b <= To.
	PPositions [][2]int64
	// Rows is set for board: Rows[i][j] is the outcome of an
	// (From+i)×(From+j) board.
	Rows [][]Outcome
}
