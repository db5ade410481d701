package problem

import (
	"iter"
	"slices"

	"github.com/leanovate/gopter"
)

// northcottGen draws [n m rows...]: pieces adjacent (gap 0), at the two
// edges, repeated rows (gaps cancel), random.
func northcottGen(p *gopter.GenParameters) Case {
	n := logScaled(p, 1, 1000)
	m := scaled(p, 2, 100)
	if choose(p, 4, 1) == 1 {
		m = nearTop(p, 2, 100)
	}
	c := make(Case, 2, 2+2*n)
	c[0], c[1] = n, m
	kind := choose(p, 3, 1, 1, 1)
	for i := int64(0); i < n; i++ {
		var t, j int64
		switch kind {
		case 0:
			t, j = between(p, 1, m), between(p, 1, m-1)
			if j >= t {
				j++
			}
		case 1:
			t = between(p, 1, m-1)
			j = t + 1
		case 2:
			t, j = 1, m
		case 3:
			if i%2 == 1 {
				t, j = c[len(c)-2], c[len(c)-1]
			} else {
				t, j = 1, between(p, 2, m)
			}
		}
		if p.NextBool() {
			t, j = j, t
		}
		c = append(c, t, j)
	}
	return c
}

func northcottBoundaries() []Case {
	rows := func(m int64, n int, t, j int64) Case {
		c := Case{int64(n), m}
		for range n {
			c = append(c, t, j)
		}
		return c
	}
	return []Case{
		rows(2, 1, 1, 2), rows(2, 1, 2, 1), rows(3, 1, 1, 3), rows(3, 2, 1, 3), rows(100, 1, 1, 100),
		rows(100, 1, 100, 1), rows(100, 1000, 1, 100), rows(100, 999, 1, 100), rows(100, 1000, 50, 51),
		rows(2, 1000, 1, 2), {2, 4, 1, 3, 4, 2}, {3, 5, 1, 2, 2, 4, 5, 1},
	}
}

// northcottDrops: one row alone, then halves ... single rows dropped, then
// the pieces of a row swapped when that puts the smaller column first.
func northcottDrops(c Case) iter.Seq[Case] {
	return func(yield func(Case) bool) {
		n := int(c[0])
		build := func(keep func(i int) bool) Case {
			d := Case{0, c[1]}
			for i := range n {
				if keep(i) {
					d = append(d, c[2+2*i], c[3+2*i])
				}
			}
			d[0] = int64(len(d)/2 - 1)
			return d
		}
		for i := range n {
			if n < 2 {
				break
			}
			if !yield(build(func(r int) bool { return r == i })) {
				return
			}
		}
		for chunk := n / 2; chunk >= 1; chunk /= 2 {
			for start := 0; start < n; start += chunk {
				if !yield(build(func(r int) bool { return r < start || r >= start+chunk })) {
					return
				}
			}
		}
		for i := 2; i+1 < len(c); i += 2 {
			if c[i] > c[i+1] {
				d := slices.Clone(c)
				d[i], d[i+1] = d[i+1], d[i]
				if !yield(d) {
					return
				}
			}
		}
	}
}

// northcottLowers: the narrowest board that still holds every piece.
func northcottLowers(c Case, i int) []int64 {
	if i != 1 {
		return nil
	}
	return []int64{max(2, slices.Max(c[2:]))}
}
