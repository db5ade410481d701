package problem

import (
	"errors"
	"testing"
)

// TestLayoutOnly: a problem file without [game] loads (its layout parses,
// orders and generates inputs), has no game, and Answer says so.
func TestLayoutOnly(t *testing.T) {
	p, err := Load("../examples/reference/maxlist.toml")
	if err != nil {
		t.Fatal(err)
	}
	cases, err := p.Parse([]byte("2\n3\n4 2 9\n1\n7\n"))
	if err != nil || len(cases) != 2 {
		t.Fatalf("Parse of the sample: %v, %v", cases, err)
	}
	if p.HasGame() {
		t.Error("HasGame() = true for a file without [game]")
	}
	if _, err := p.Answer(cases[0]); !errors.Is(err, ErrNoGame) {
		t.Errorf("Answer = %v, want ErrNoGame", err)
	}
	if hdu, err := Lookup("hdu1846"); err != nil || !hdu.HasGame() {
		t.Errorf("hdu1846: HasGame false (%v), want true", err)
	}
}
