package problem

import (
	"regexp"
	"slices"
	"strings"
	"sync"
)

// judgeScale is what JudgeScale needs: the file, to compile it again
// without its test_range.
type judgeScale struct {
	name      string
	data      []byte
	testRange []string // [game] test_range
	bounds    []string // [input] bounds: the statement's
	once      sync.Once
	p         *Problem
}

// JudgeScale is the problem at the statement's bounds: the same file
// without [game] test_range, so that its boundary cases and generator
// reach the judge's largest inputs. Its oracle is not to be asked beyond
// the test range (it is out of reach there: that is why the range was
// declared); the worst case runs a solution on these inputs for its limits
// and the form of its output. It is p itself when p has no test_range.
func (p *Problem) JudgeScale() *Problem {
	js := p.judgeScale
	if js == nil {
		return p
	}
	js.once.Do(func() {
		q, err := parseFileRange(js.name, js.data, false, false)
		if err != nil {
			q = p // it compiled with the range; without it, it cannot fail more
		}
		q.Path = p.Path
		js.p = q
	})
	return js.p
}

// TestRange is the problem's [game] test_range (nil when it has none), and
// the statement's [input] bounds on the fields it narrows, for reports:
// "answers checked for n <= 1000 (test_range); 1 <= n <= 100000 run for
// limits and form only".
func (p *Problem) TestRange() (narrowed, statement []string) {
	js := p.judgeScale
	if js == nil {
		return nil, nil
	}
	var names []string
	for _, b := range js.testRange {
		names = append(names, reName.FindAllString(b, -1)...)
	}
	for _, b := range js.bounds {
		for _, n := range reName.FindAllString(b, -1) {
			if slices.Contains(names, n) && !slices.Contains(statement, b) {
				statement = append(statement, strings.TrimSpace(b))
			}
		}
	}
	return slices.Clone(js.testRange), statement
}

var reName = regexp.MustCompile(`[A-Za-z_][A-Za-z_0-9]*`)
