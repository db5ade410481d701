package problem

import (
	"fmt"
	"strings"
	"time"

	"github.com/gamestress/gamestress/problem/format"
)

// probeMaxLen bounds the cases Probe answers: the oracle's range is about
// values, not lengths, and the longest cases only cost time.
const probeMaxLen = 1000

// Probe asks the oracle about the problem's boundary cases of at most
// probeMaxLen numbers (the game's picks, the corners of the bounds, the
// file's extra cases), so that a game
// the oracle cannot answer in the declared range is found before a run:
// the error names the first case it could not answer, or says that the
// cases took longer than budget in all (the oracle's work goes on in the
// background until the case at hand is answered).
func (p *Problem) Probe(budget time.Duration) error {
	if p.spec.answer == nil {
		return nil // layout-only: a reference answers it
	}
	done := make(chan error, 1)
	var at []format.Case // the case being answered, for the timeout message
	current := make(chan format.Case, 1)
	go func() {
		for _, c := range p.Boundaries() {
			if len(c) > probeMaxLen {
				continue
			}
			select {
			case current <- c:
			default:
				<-current
				current <- c
			}
			if _, err := p.Answer(c); err != nil {
				done <- fmt.Errorf("the oracle cannot answer the case %s: %w", caseText(p, c), err)
				return
			}
		}
		done <- nil
	}()
	select {
	case err := <-done:
		return err
	case <-time.After(budget):
		select {
		case c := <-current:
			at = append(at, c)
		default:
		}
		msg := fmt.Sprintf("the oracle took more than %s on the boundary cases", budget)
		if len(at) > 0 {
			msg += " (at " + caseText(p, at[0]) + ")"
		}
		return fmt.Errorf("%s: tighten the bounds or declare a test_range in [game]", msg)
	}
}

// caseText is a case as one line of judge input, shortened.
func caseText(p *Problem, c format.Case) string {
	s := strings.Join(strings.Fields(string(p.spec.Layout.EncodeCaseOnly(c))), " ")
	if len(s) > 80 {
		s = s[:77] + "..."
	}
	return "`" + s + "`"
}
