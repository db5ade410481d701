package diagnose

import (
	"fmt"
	"math"
	"strings"

	"github.com/gamestress/gamestress/stress"
)

const (
	// growthLeast is the fewest points a fit needs.
	growthLeast = 3
	// minFit is the least coefficient of determination of a fit reported.
	minFit = 0.9
)

// point is one measured run: its size and the measure (CPU time in
// seconds, or bytes of peak memory) above a one-case run's.
type point struct {
	size int64
	y    float64
}

// fit is y = c * size^k (power) or y = c * e^(k size) (exponential), by
// least squares on log y, with its coefficient of determination.
type fit struct {
	k, r2 float64
	exp   bool
}

func fitOf(pts []point, exp bool) fit {
	var sx, sy, sxx, sxy, syy float64
	for _, p := range pts {
		x := math.Log(float64(p.size))
		if exp {
			x = float64(p.size)
		}
		y := math.Log(p.y)
		sx, sy, sxx, sxy, syy = sx+x, sy+y, sxx+x*x, sxy+x*y, syy+y*y
	}
	n := float64(len(pts))
	cov, vx, vy := n*sxy-sx*sy, n*sxx-sx*sx, n*syy-sy*sy
	if vx == 0 || vy == 0 {
		return fit{}
	}
	return fit{k: cov / vx, r2: cov * cov / (vx * vy), exp: exp}
}

// steepest is the largest power a polynomial growth is said with: past
// it the growth is exponential, whichever model fits the points better
// (over the small steps' narrow span the two fit alike, and the machine's
// noise would pick: a search without memo doubling every 2 of n = 50
// grows there as n^17).
const steepest = 8

// fitText is the finding of points measured with sc, when they fit (or
// the points left without the smallest ones): at
// least growthLeast points over sizes that span a factor of 4 (halvings)
// or 1.5 (steps), the measure growing threefold at least, the better of
// the two models fitting with minFit (a power law needs k of 0.3 and
// more; an exponential is chosen over it only past k = 3, and always past
// k = steepest).
func (b *bench) fitText(pts []point, sc scaling, memory bool, t stress.Metered) (string, bool) {
	// The smallest points are the nearest the noise (a JVM server's code
	// compiled while they ran, the machine's load): without them, the
	// points above may fit.
	for from := 0; from+growthLeast <= len(pts); from++ {
		if text, ok := b.fitPoints(pts[from:], sc, memory, t); ok {
			return text, true
		}
	}
	return "", false
}

func (b *bench) fitPoints(pts []point, sc scaling, memory bool, t stress.Metered) (string, bool) {
	if len(pts) < growthLeast {
		return "", false
	}
	pw, ex := fitOf(pts, false), fitOf(pts, true)
	best := pw
	if (ex.r2 > pw.r2 && pw.k > 3) || pw.k > steepest {
		best = ex
	}
	first, last := pts[0], pts[len(pts)-1]
	halved := !sc.below
	switch {
	case last.y < 3*first.y, best.r2 < minFit,
		halved && last.size < 4*first.size,
		!best.exp && (best.k < 0.3 || 2*last.size < 3*first.size):
		return "", false
	}
	return b.growthText(pts, best, sc, memory, t), true
}

// growthText: "time grows as a^1.0 (0.02 s at a = 15625000, …, 0.57 s
// at a = 500000000; the other numbers scaled alike): at that rate a =
// 1000000000 takes about 1.1 s of CPU, against the 1 s limit", or "time
// grows exponentially with n: ×2 every 3 of n (…; m kept)".
func (b *bench) growthText(pts []point, f fit, sc scaling, memory bool, t stress.Metered) string {
	name, alike := b.sizeName(sc.onlyTop)
	shown := pts
	if len(pts) > 4 {
		shown = append([]point{pts[0]}, pts[len(pts)-3:]...)
	}
	var at []string
	for i, p := range shown {
		m := cpuText(p.y)
		if memory {
			m = mib(int64(p.y))
		}
		at = append(at, fmt.Sprintf("%s at %s = %d", m, name, p.size))
		if i == 0 && len(shown) < len(pts) {
			at = append(at, "…")
		}
	}
	what := "time"
	if memory {
		what = "memory"
	}
	if f.exp {
		return fmt.Sprintf("%s grows exponentially with %s: ×2 every %.3g of %s (%s%s)",
			what, name, math.Ln2/f.k, name, strings.Join(at, ", "), alike)
	}
	last := pts[len(pts)-1]
	full := b.sizeOf(b.cases, sc.onlyTop)
	y := last.y * math.Pow(float64(full)/float64(last.size), f.k)
	need := fmt.Sprintf("takes about %.1f s of CPU, against the %s limit", y, seconds(t.Limit()))
	if memory {
		need = "needs about " + mib(int64(y))
		if ml, ok := t.(interface{ MemoryLimit() int64 }); ok && ml.MemoryLimit() > 0 {
			need += ", against the " + mib(ml.MemoryLimit()) + " limit"
		}
	}
	return fmt.Sprintf("%s grows as %s^%.1f (%s%s): at that rate %s = %d %s",
		what, name, f.k, strings.Join(at, ", "), alike, name, full, need)
}

// sizeName names the size measured: the largest number of a case of fixed
// length ("a"; and how the others went), a list's length ("m"), or the
// input's numbers.
func (b *bench) sizeName(onlyTop bool) (name, alike string) {
	c := b.cases[0]
	if b.counted(c) > 0 && len(b.cases) == 1 {
		return b.numberName(0), ""
	}
	if !isList(b.p, c) && len(c) <= 4 {
		if len(b.cases) > 1 {
			return b.batchSizeName(onlyTop)
		}
		if len(c) > 1 {
			alike = "; the other numbers scaled alike"
			if onlyTop {
				alike = "; " + b.others(c, topIndex(c))[2:]
				alike = strings.TrimSuffix(alike, ")") + " kept"
			}
		}
		return b.numberName(topIndex(c)), alike
	}
	if bd := b.p.Bounds(); len(b.cases) == 1 && len(bd) == 1 {
		return bd[0].Name, ""
	}
	return "the input's numbers", ""
}

// batchSizeName names the size of a batch of cases of a few numbers: the
// number that is each case's largest ("n"), or "max(n, m)" when that
// differs from case to case.
func (b *bench) batchSizeName(onlyTop bool) (name, alike string) {
	alike = "; the other numbers scaled alike"
	if onlyTop {
		alike = "; in each case the largest number alone, the others kept"
	}
	top := topIndex(b.cases[0])
	for _, c := range b.cases {
		if topIndex(c) != top {
			var names []string
			for j := range c {
				names = append(names, b.numberName(j))
			}
			return "max(" + strings.Join(names, ", ") + ")", alike
		}
	}
	return b.numberName(top), alike
}
