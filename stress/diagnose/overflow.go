package diagnose

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/gamestress/gamestress/problem/format"
)

// wrapped compares the failing case's answer with the right one: a right
// answer past 2^31 (2^63) that the program printed wrapped to 32 (64)
// bits was kept in an int too small for it.
func (b *bench) wrapped(context.Context) []Finding {
	m := b.rerun.Mismatch
	if m == nil {
		return nil
	}
	want, got := strings.Fields(m.Want), strings.Fields(m.Got)
	for k := 0; k < min(len(want), len(got)); k++ {
		if want[k] == got[k] {
			continue
		}
		w, ok1 := new(big.Int).SetString(want[k], 10)
		g, ok2 := new(big.Int).SetString(got[k], 10)
		if !ok1 || !ok2 {
			return nil
		}
		if bits, ok := wrapsTo(w, g); ok {
			return []Finding{{Kind: Overflow, Text: fmt.Sprintf(
				"the right answer %s printed as %s: %s wrapped to %d bits, kept in a %d-bit integer where a wider one is needed",
				want[k], got[k], want[k], bits, bits)}}
		}
		return nil
	}
	return nil
}

// wrapsTo reports whether got is want wrapped to 32 or 64 bits (signed or
// unsigned), want being out of that width's signed range.
func wrapsTo(want, got *big.Int) (int, bool) {
	for _, bits := range []uint{32, 64} {
		mod := new(big.Int).Lsh(big.NewInt(1), bits)
		half := new(big.Int).Rsh(mod, 1)
		if want.Cmp(half) < 0 && want.Cmp(new(big.Int).Neg(half)) >= 0 {
			continue // fits: no wrap at this width
		}
		u := new(big.Int).Mod(want, mod) // unsigned wrap
		s := new(big.Int).Set(u)
		if s.Cmp(half) >= 0 {
			s.Sub(s, mod) // signed wrap
		}
		if got.Cmp(u) == 0 || got.Cmp(s) == 0 {
			return int(bits), true
		}
	}
	return 0, false
}

// crossing is a value of a case's number where an intermediate the
// program may compute passes a width: from At on, Expr(x) no longer fits.
type crossing struct {
	At    int64
	Expr  string // "n", "n²", "n·(n+1)/2"
	Width string // "2^31", "2^63"
	Bits  int
}

// crossings are where x, x² and x(x+1)/2 pass 2^31 and 2^63.
var crossings = []crossing{
	{65536, "%s·(%s+1)/2", "2^31", 32},
	{46341, "%s²", "2^31", 32},
	{1 << 31, "%s", "2^31", 32},
	{3037000500, "%s²", "2^63", 64},
	{1 << 32, "%s·(%s+1)/2", "2^63", 64},
}

// window is how many values each side of a crossing are tried.
const window = 32

// overflowStart, for each number of the failing case at or past a
// crossing, tries the values just below the crossing and just from it (the
// other numbers kept), each case judged apart: when all below pass and at
// least half of those from it fail, the failures start where the
// intermediate stops fitting (a single failure there is no start: a wrong
// value elsewhere may land in the window).
func (b *bench) overflowStart(ctx context.Context) []Finding {
	c := b.cases[b.fail]
	for j, x := range c {
		for _, cr := range crossings {
			if x < cr.At || ctx.Err() != nil {
				continue
			}
			below, ok1 := b.vary(c, j, cr.At-window, cr.At-1)
			from, ok2 := b.vary(c, j, cr.At, cr.At+window-1)
			if !ok1 || !ok2 {
				continue
			}
			nb, ok1 := b.failing(ctx, below)
			nf, ok2 := b.failing(ctx, from)
			if !ok1 || !ok2 || nb > 0 || 2*nf < window {
				continue
			}
			name := b.numberName(j)
			expr := strings.ReplaceAll(cr.Expr, "%s", name)
			return []Finding{{Kind: Overflow, Text: fmt.Sprintf(
				"failures start where %s passes %s: %s = %d … %d all pass, %d of %s = %d … %d fail%s: %s does not fit a %d-bit integer",
				expr, cr.Width, name, cr.At-window, cr.At-1, nf, name, cr.At, cr.At+window-1, b.others(c, j), expr, cr.Bits)}}
		}
	}
	return nil
}

// vary is case c with number j set to lo..hi in turn, one case each; ok
// is false when one of them is not a valid case.
func (b *bench) vary(c format.Case, j int, lo, hi int64) ([]format.Case, bool) {
	var out []format.Case
	for v := lo; v <= hi; v++ {
		d := slices.Clone(c)
		d[j] = v
		if b.p.Valid(d) != nil {
			return nil, false
		}
		out = append(out, d)
	}
	return out, true
}
