package candidates_test

import (
	"context"
	"fmt"

	"github.com/gamestress/gamestress/candidates"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
)

// A mutant runs like any judge program; the problem's check shows where it
// goes wrong. Here n%m for n%(m+1) in Brave Game.
func Example() {
	c, _ := candidates.Lookup("hdu1846-m-for-m+1")
	p, _ := problem.Lookup(c.Problem)
	r := p.Check(context.Background(), c, []format.Case{{23, 2}, {4, 3}, {1, 1}}, false)
	fmt.Println(c.Kind, "-", c.Bug)
	fmt.Println(r.Verdict, "on case", r.Mismatch.Case, "- want", r.Mismatch.Want, "got", r.Mismatch.Got)
	// Output:
	// buggy - n%m instead of n%(m+1)
	// WrongAnswer on case 1 - want second got first
}
