package format

import "fmt"

// Whole-input promises are `[input] total`: what a statement promises
// about all the cases of one input together ("the sum of n over all test
// cases does not exceed 2·10^5"), each written `sum(W) <= K` (or `<`): W
// an expression over one case's fields, as in require (`n`, `n * m`,
// `len(s)`), K a number (`2*10^5`). A case whose own W is past K is not a
// valid case (Valid, Small and every generator and shrink keep each case
// within K); an input whose cases add up past K is not a valid input
// (Parse refuses it naming the promise; Budget and Fit build inputs that
// keep it).

// total is one compiled `total` string.
type Total struct {
	Src    string
	Weight func(c Case) int64 // W of one case
	Limit  int64              // the largest sum allowed (K, or K-1 for <)
	// length: W is the length of a list or rows, so the promise bounds
	// the numbers of an input, whatever its count of cases
	Length bool
}

// caseTotals checks one case against the totals: a case whose own W is
// past K breaks the promise in any input.
func CaseTotals(ts []*Total, c Case) error {
	for _, t := range ts {
		if w := t.Weight(c); w > t.Limit {
			return fmt.Errorf("breaks the promise %q alone: its own sum is %d", t.Src, w)
		}
	}
	return nil
}

// totalsOf checks a whole input's cases against the totals (Parse's
// check, in parseAll, gives the line instead).
func totalsOf(ts []*Total, cases []Case) error {
	for _, t := range ts {
		var sum int64
		for i, c := range cases {
			if sum += t.Weight(c); sum > t.Limit {
				return fmt.Errorf("case %d takes the input past the promise %q: the sum over cases 1..%d is %d", i+1, t.Src, i+1, sum)
			}
		}
	}
	return nil
}
