package problem

import (
	"fmt"
	"strings"
	"sync"
)

// all builds the problems once, in the order of DOMAIN.md, then the two
// without a judge.
var all = sync.OnceValue(func() []*Problem {
	ps := []*Problem{
		hdu1846(), hdu2188(), hdu2149(), hdu1847(), hdu1848(), hdu1850(), hdu1527(), hdu1536(),
		hdu1907(), hdu2509(), hdu2176(), poj2234(), hdu2147(), hdu1730(), misereBash(), takeRange(),
		nimMove(), a904(), abc278g(),
	}
	for _, p := range ps {
		p.Limits = BuiltinLimits(p.ID)
		if l := &p.spec.layout; l.tuple != nil {
			l.fields = tuple(l.tuple...)
		}
	}
	return ps
})

// All lists every problem, in a fixed order.
func All() []*Problem { return all() }

// Lookup finds a problem by id; the error lists the known ids.
func Lookup(id string) (*Problem, error) {
	ids := make([]string, 0, len(all()))
	for _, p := range all() {
		if p.ID == id {
			return p, nil
		}
		ids = append(ids, p.ID)
	}
	return nil, fmt.Errorf("unknown problem %q (known: %s)", id, strings.Join(ids, ", "))
}
