package judge

import (
	"fmt"
	"strconv"
	"strings"
)

// script is the sample's jury lines, consumed as the jury writes; a jury
// move is the next line.
type script struct {
	lines []string
	next  int
}

// sent consumes n lines written by the jury.
func (s *script) sent(n int) { s.next += n }

// move parses the next line as the jury's move.
func (s *script) move(width int) ([]int64, error) {
	if s.next >= len(s.lines) {
		return nil, fmt.Errorf("the sample ends where the jury moves")
	}
	f := strings.Fields(s.lines[s.next])
	if len(f) != width {
		return nil, fmt.Errorf("sample jury line %q: want a move of %d numbers", s.lines[s.next], width)
	}
	mv := make([]int64, width)
	for i, t := range f {
		v, err := strconv.ParseInt(t, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("sample jury line %q: %w", s.lines[s.next], err)
		}
		mv[i] = v
	}
	return mv, nil
}
