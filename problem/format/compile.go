package format

import (
	"fmt"
	"strings"
)

// parseLines builds the nodes of `lines` (bounds come after).
func ParseLines(lines []string, words map[string]string) (*Schema, error) {
	s := &Schema{ByName: map[string]*Node{}, Words: map[string]*wordField{}}
	for name, alpha := range words {
		w, err := newWordField(name, alpha)
		if err != nil {
			return nil, err
		}
		s.Words[name] = w
	}
	for li, line := range lines {
		head, rest, isRows := strings.Cut(line, ":")
		if isRows {
			f := strings.Fields(head)
			if len(f) != 1 {
				return nil, fmt.Errorf("lines[%d] %q: rows are a line of their own: `name[n]: items`", li, line)
			}
			rows, err := s.item(f[0], li, false)
			if err == nil && rows.Word != nil {
				return nil, fmt.Errorf("lines[%d] %q: %s is a word: rows of words are written `%s[n][m]` (a grid) or `r[n]: %s`", li, line, rows.Name, rows.Name, rows.Name)
			}
			if err != nil || rows.Kind != ListNode {
				return nil, fmt.Errorf("lines[%d] %q: rows are written `name[n]: items`", li, line)
			}
			rows.Kind, rows.Width = RowsNode, 0
			items := strings.Fields(rest)
			if len(items) == 0 {
				return nil, fmt.Errorf("lines[%d] %q: rows with no items", li, line)
			}
			width := 0
			for _, it := range items {
				cs, err := s.items(it, li, true)
				if err != nil {
					return nil, fmt.Errorf("lines[%d] %q: %w", li, line, err)
				}
				for _, c := range cs {
					rows.Cols = append(rows.Cols, c)
					if c.Kind == ScalarNode && width >= 0 {
						width++
					} else {
						width = -1
					}
				}
			}
			rows.Width = max(width, 0)
			rows.Cols[len(rows.Cols)-1].Eol = true
			rows.Eol = true
			s.Nodes = append(s.Nodes, rows)
			continue
		}
		items := strings.Fields(line)
		if len(items) == 0 {
			return nil, fmt.Errorf("lines[%d] is empty", li)
		}
		for _, it := range items {
			ns, err := s.items(it, li, false)
			if err == nil && len(ns) == 1 && ns[0].Grid && len(items) > 1 {
				err = fmt.Errorf("a grid is written on a line of its own")
			}
			if err != nil {
				return nil, fmt.Errorf("lines[%d] %q: %w", li, line, err)
			}
			s.Nodes = append(s.Nodes, ns...)
		}
		s.Nodes[len(s.Nodes)-1].Eol = true
	}
	if len(s.Nodes) == 0 {
		return nil, fmt.Errorf("no lines: a case needs at least one field")
	}
	for name := range words {
		if n, ok := s.ByName[name]; !ok || n.Word == nil {
			return nil, fmt.Errorf("words: %s is not in lines (a word is written `%s`, `%s[n]` or `%s[n][m]` there)", name, name, name, name)
		}
	}
	return s, nil
}

// applyBounds attaches the bound strings to the nodes and computes the
// static ranges; every number must end up bounded on both sides.
func (s *Schema) ApplyBounds(bounds []string) error {
	order := map[string]int{}
	for i, n := range s.Slots {
		order[n.Name] = i
	}
	for bi, b := range bounds {
		resolve := func(name string) (int, error) {
			n, ok := s.ByName[name]
			if !ok {
				return 0, fmt.Errorf("%s is not a field", name)
			}
			if err := boundWord(n, name); err != nil {
				return 0, err
			}
			if n.Kind != ScalarNode {
				return 0, fmt.Errorf("%s is a list: a bound names single fields", name)
			}
			return n.Slot, nil
		}
		c, err := ParseConstraint(s.lenBounds(b), resolve)
		if err != nil {
			return fmt.Errorf("bounds[%d] %q: %w", bi, b, err)
		}
		if err := s.attach(c); err != nil {
			return fmt.Errorf("bounds[%d] %q: %w", bi, b, err)
		}
	}
	return s.statics()
}

func (s *Schema) attach(c constraint) error {
	for _, name := range c.Names {
		n, ok := s.ByName[name]
		if !ok {
			return fmt.Errorf("%s is not a field", name)
		}
		switch c.Kind {
		case "distinct", "sorted":
			if n.Kind != ListNode || n.Word != nil {
				return fmt.Errorf("%s is not a list", name)
			}
			n.Distinct = n.Distinct || c.Kind == "distinct"
			n.Sorted = n.Sorted || c.Kind == "sorted"
			continue
		case "differ":
			o, ok := s.ByName[c.other]
			if !ok || o.Kind != ScalarNode || n.Kind != ScalarNode {
				return fmt.Errorf("!= compares two single fields")
			}
			if o.Slot > n.Slot {
				n, o = o, n
			}
			if o.InRow != n.InRow {
				return fmt.Errorf("%s and %s are not in the same row", name, c.other)
			}
			n.Differ = append(n.Differ, o.Slot)
			continue
		}
		if err := boundWord(n, name); err != nil {
			return err
		}
		if n.Kind == RowsNode {
			return fmt.Errorf("%s is rows: bound its columns", name)
		}
		for _, e := range []*bexpr{c.Lo, c.Hi} {
			if err := s.checkRefs(n, e); err != nil {
				return err
			}
		}
		if c.Lo != nil {
			if n.Lo != nil {
				return fmt.Errorf("%s has two lower bounds", name)
			}
			n.Lo = c.Lo
		}
		if c.Hi != nil {
			if n.Hi != nil {
				return fmt.Errorf("%s has two upper bounds", name)
			}
			n.Hi = c.Hi
			if v, ok := c.Hi.Ident(); ok && n.Kind == ScalarNode {
				b := s.ByName[v]
				b.bounds = append(b.bounds, n.Slot)
			}
		}
	}
	return nil
}

// checkRefs: a bound may name only fields read before n (in n's row, or
// outside rows).
func (s *Schema) checkRefs(n *Node, e *bexpr) error {
	if e == nil {
		return nil
	}
	if e.op == 'v' {
		ref := s.Slots[e.slot]
		if !s.before(ref, n) {
			return fmt.Errorf("the bound of %s names %s, which is not read before it", n.Name, ref.Name)
		}
		if ref.InRow && !n.InRow {
			return fmt.Errorf("the bound of %s names %s, a column of rows", n.Name, ref.Name)
		}
		return nil
	}
	if err := s.checkRefs(n, e.l); err != nil {
		return err
	}
	return s.checkRefs(n, e.r)
}

// before reports whether ref is read before n.
func (s *Schema) before(ref, n *Node) bool {
	seen := false
	var walk func(ns []*Node) bool
	walk = func(ns []*Node) bool {
		for _, x := range ns {
			if x == n {
				return true
			}
			if x == ref {
				seen = true
			}
			if walk(x.Cols) {
				return true
			}
		}
		return false
	}
	walk(s.Nodes)
	return seen
}

// applyTestRange narrows bounds to the range the oracle is asked about
// (`test_range`); it returns what is left untested, for reports.
func (s *Schema) ApplyTestRange(bounds []string) (string, error) {
	var untested []string
	for bi, b := range bounds {
		c, err := ParseConstraint(s.lenBounds(b), func(name string) (int, error) {
			n, ok := s.ByName[name]
			if !ok || n.Kind != ScalarNode {
				return 0, fmt.Errorf("%s is not a single field", name)
			}
			return n.Slot, nil
		})
		if err == nil && c.Kind != "range" {
			err = fmt.Errorf("a test range is a bound such as \"n <= 100000\"")
		}
		if err != nil {
			return "", fmt.Errorf("test_range[%d] %q: %w", bi, b, err)
		}
		for _, name := range c.Names {
			n, ok := s.ByName[name]
			if !ok || n.Kind == RowsNode {
				return "", fmt.Errorf("test_range[%d] %q: %s is not a field or a list", bi, b, name)
			}
			for _, e := range []*bexpr{c.Lo, c.Hi} {
				if err := s.checkRefs(n, e); err != nil {
					return "", fmt.Errorf("test_range[%d] %q: %w", bi, b, err)
				}
			}
			if c.Hi != nil {
				n.Hi = folded(&bexpr{op: 'm', l: n.Hi, r: c.Hi})
			}
			if c.Lo != nil {
				n.Lo = folded(&bexpr{op: 'M', l: n.Lo, r: c.Lo})
			}
		}
		untested = append(untested, b)
	}
	if len(untested) == 0 {
		return "", nil
	}
	return "only cases with " + strings.Join(untested, ", ") + " are tested (test_range)", s.statics()
}

// statics computes every slot's static range, in reading order, and checks
// that each number is bounded on both sides.
func (s *Schema) statics() error {
	s.Slo, s.Shi = make([]int64, len(s.Slots)), make([]int64, len(s.Slots))
	var walk func(ns []*Node) error
	walk = func(ns []*Node) error {
		for _, n := range ns {
			if n.Kind != ScalarNode && n.LenSlot >= 0 && s.Slo[n.LenSlot]+n.LenOff < 0 {
				ln := s.Slots[n.LenSlot].Name
				return fmt.Errorf("the length of %s, %s%+d, can be negative: bound %s from below (\"%d <= %s\")", n.Name, ln, n.LenOff, ln, -n.LenOff, ln)
			}
			if n.Kind == RowsNode {
				if err := walk(n.Cols); err != nil {
					return err
				}
				continue
			}
			if err := s.wordStatics(n); err != nil {
				return err
			}
			if n.Lo == nil || n.Hi == nil {
				side := "below"
				if n.Lo != nil {
					side = "above"
				}
				return fmt.Errorf("%s is not bounded %s: add a bound such as \"1 <= %s <= 1000\"", n.Name, side, n.Name)
			}
			lo, _ := n.Lo.interval(s.Slo, s.Shi)
			_, hi := n.Hi.interval(s.Slo, s.Shi)
			if lo > hi {
				return fmt.Errorf("%s has no possible value: %d..%d", n.Name, lo, hi)
			}
			if n.IsLength && lo < 0 {
				return fmt.Errorf("%s is a length: its lower bound must be at least 0", n.Name)
			}
			if n.Kind == ScalarNode {
				s.Slo[n.Slot], s.Shi[n.Slot] = lo, hi
			}
		}
		return nil
	}
	if err := walk(s.Nodes); err != nil {
		return err
	}
	s.flatten(s.Nodes)
	s.Flat = flatLayoutOf(s)
	return nil
}
