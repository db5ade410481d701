package problem

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/pelletier/go-toml/v2"

	"github.com/gamestress/gamestress/oracle"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// fileTables is the part of a problem file these tables live in.
type fileTables struct {
	Answer   *judge.AnswerTable   `toml:"answer"`
	Interact *judge.InteractTable `toml:"interact"`
}

func decodeTables(t *testing.T, src string) (fileTables, error) {
	t.Helper()
	var f fileTables
	dec := toml.NewDecoder(bytes.NewReader([]byte(src)))
	dec.DisallowUnknownFields()
	return f, dec.Decode(&f)
}

// TestInteractTableIsA904: the [interact] table of a904 written as a file
// gives the protocol of the built-in a904, and its sample plays through.
func TestInteractTableIsA904(t *testing.T) {
	f, err := decodeTables(t, `
[interact]
move = "heap take"
first = "0"
second = "1"
jury_no_move = "-1 -1"
sample = """
< 1
< 2
< 6 6
> 1
< 1 4
> 2 4
< 2 2
> 1 2
< -1 -1
"""
`)
	if err != nil {
		t.Fatal(err)
	}
	nim := func(c format.Case) (string, oracle.Params, []int64, error) { return "nim", oracle.Params{}, c, nil }
	proto, err := f.Interact.Protocol(nim)
	if err != nil {
		t.Fatal(err)
	}
	builtin, _ := Lookup("a904")
	p := *builtin
	p.spec.Interact = proto
	p.SampleIn, p.SampleOut = "1\n2\n6 6\n", strings.TrimPrefix(f.Interact.Sample, "\n")
	if err := p.CheckSample(); err != nil {
		t.Fatal(err)
	}
}

// TestMoveTables: the tables' mistakes are refused with the key named, and
// each notation binds its game.
func TestMoveTables(t *testing.T) {
	bad := []struct{ src, want, reason string }{
		{"[answer]\nmove = \"heap grab\"\nlose = \"-1\"\n", "[answer] move", "an unknown notation"},
		{"[answer]\nmove = \"heap take\"\n", "[answer] lose", "no answer for a lost position"},
		{"[interact]\nmove = \"heap take\"\nfirst = \"First\"\njury_no_move = \"0 0\"\n", "[interact] first, second", "one side word"},
		{"[interact]\nmove = \"heap take\"\n", "[interact] jury_no_move", "no end-of-game line"},
	}
	bind := func(c format.Case) (string, oracle.Params, []int64, error) { return "nim", oracle.Params{}, c, nil }
	for _, tc := range bad {
		f, err := decodeTables(t, tc.src)
		if err != nil {
			t.Fatalf("%s: %v", tc.reason, err)
		}
		if f.Answer != nil {
			_, err = f.Answer.MoveAnswer(bind)
		} else {
			_, err = f.Interact.Protocol(bind)
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error naming %s", tc.reason, err, tc.want)
		}
	}
	if _, err := decodeTables(t, "[answer]\nmove = \"heap take\"\nloose = \"-1\"\n"); err == nil {
		t.Errorf("an unknown key decoded")
	}
	g, pos, err := judge.MoveGameOf("heap take", 1, "bash", oracle.Params{M: 3}, []int64{5})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Apply(pos, []int64{1, 4}); err == nil || !strings.Contains(err.Error(), "not allowed by the rules") {
		t.Errorf("taking 4 under bash m=3: %v", err)
	}
	if wins, _ := g.Winning(pos); len(wins) != 1 || wins[0][1] != 1 {
		t.Errorf("bash m=3 from 5: winning %v, want taking 1", wins)
	}
	cg, cpos, err := judge.MoveGameOf("cards x y", 1, "cards", oracle.Params{A: 2, B: 2}, []int64{5})
	if err != nil || len(cpos) != 5 {
		t.Fatalf("cards: %v %v", cpos, err)
	}
	if _, err := cg.Apply(cpos, []int64{4, 3}); err == nil || !strings.Contains(err.Error(), "not allowed") {
		t.Errorf("removing 3 cards when L..R = 2..2: %v", err)
	}
	if _, _, err := judge.MoveGameOf("cards x y", 1, "nim", oracle.Params{}, []int64{5}); err == nil {
		t.Errorf("cards on nim: no error")
	}
}

// TestShippedMoveFiles: the shipped move and interactive files load with their
// samples checked (the interaction played through the protocol); a losing
// move in the sample interaction, or [output] beside [interact], is refused
// naming the line.
func TestShippedMoveFiles(t *testing.T) {
	for _, id := range []string{"nim-move", "a904", "abc278g"} {
		data, err := os.ReadFile("../problems/" + id + ".toml")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := parseFile(id+".toml", data, true); err != nil {
			t.Errorf("%s: %v", id, err)
		}
	}
	data, _ := os.ReadFile("../problems/a904.toml")
	bad := strings.Replace(string(data), "> 2 4\n", "> 2 3\n", 1)
	if _, err := parseFile("a904.toml", []byte(bad), true); err == nil || !strings.Contains(err.Error(), "a904.toml:") || !strings.Contains(err.Error(), "sample interaction") {
		t.Errorf("a losing move in the sample interaction: %v", err)
	}
	both := string(data) + "\n[output]\ncase = '\"0\"'\n"
	if _, err := parseFile("a904.toml", []byte(both), true); err == nil || !strings.Contains(err.Error(), "one of [output], [answer], [interact]") {
		t.Errorf("[output] beside [interact]: %v", err)
	}
}
