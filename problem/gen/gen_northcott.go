package gen

import (
	"github.com/leanovate/gopter"

	"github.com/gamestress/gamestress/problem/format"
)

// northcottGen draws [n m rows...]: pieces adjacent (gap 0), at the two
// edges, repeated rows (gaps cancel), random.
func NorthcottGen(p *gopter.GenParameters, nlo, nhi, mlo, mhi int64) format.Case {
	n := LogScaled(p, nlo, nhi)
	m := Scaled(p, mlo, mhi)
	if Choose(p, 4, 1) == 1 {
		m = NearTop(p, mlo, mhi)
	}
	c := make(format.Case, 2, 2+2*n)
	c[0], c[1] = n, m
	kind := Choose(p, 3, 1, 1, 1)
	for i := int64(0); i < n; i++ {
		var t, j int64
		switch kind {
		case 0:
			t, j = Between(p, 1, m), Between(p, 1, m-1)
			if j >= t {
				j++
			}
		case 1:
			t = Between(p, 1, m-1)
			j = t + 1
		case 2:
			t, j = 1, m
		case 3:
			if i%2 == 1 {
				t, j = c[len(c)-2], c[len(c)-1]
			} else {
				t, j = 1, Between(p, 2, m)
			}
		}
		if p.NextBool() {
			t, j = j, t
		}
		c = append(c, t, j)
	}
	return c
}

func NorthcottBoundaries(nMax, mMax int64) []format.Case {
	rows := func(m int64, n int, t, j int64) format.Case {
		c := format.Case{int64(n), m}
		for range n {
			c = append(c, t, j)
		}
		return c
	}
	return []format.Case{
		rows(2, 1, 1, 2), rows(2, 1, 2, 1), rows(3, 1, 1, 3), rows(3, 2, 1, 3), rows(mMax, 1, 1, mMax),
		rows(mMax, 1, mMax, 1), rows(mMax, int(nMax), 1, mMax), rows(mMax, int(nMax)-1, 1, mMax),
		rows(mMax, int(nMax), mMax/2, mMax/2+1), rows(2, int(nMax), 1, 2), {2, 4, 1, 3, 4, 2}, {3, 5, 1, 2, 2, 4, 5, 1},
	}
}
