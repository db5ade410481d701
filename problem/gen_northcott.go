package problem

import (
	"github.com/leanovate/gopter"
)

// northcottGen draws [n m rows...]: pieces adjacent (gap 0), at the two
// edges, repeated rows (gaps cancel), random.
func northcottGen(p *gopter.GenParameters, nlo, nhi, mlo, mhi int64) Case {
	n := logScaled(p, nlo, nhi)
	m := scaled(p, mlo, mhi)
	if choose(p, 4, 1) == 1 {
		m = nearTop(p, mlo, mhi)
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

func northcottBoundaries(nMax, mMax int64) []Case {
	rows := func(m int64, n int, t, j int64) Case {
		c := Case{int64(n), m}
		for range n {
			c = append(c, t, j)
		}
		return c
	}
	return []Case{
		rows(2, 1, 1, 2), rows(2, 1, 2, 1), rows(3, 1, 1, 3), rows(3, 2, 1, 3), rows(mMax, 1, 1, mMax),
		rows(mMax, 1, mMax, 1), rows(mMax, int(nMax), 1, mMax), rows(mMax, int(nMax)-1, 1, mMax),
		rows(mMax, int(nMax), mMax/2, mMax/2+1), rows(2, int(nMax), 1, 2), {2, 4, 1, 3, 4, 2}, {3, 5, 1, 2, 2, 4, 5, 1},
	}
}
