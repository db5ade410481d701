package problem

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// A schema is the compiled `lines` and `bounds` of a problem file: a
// sequence of nodes (scalars, lists, rows of items) that the layout walks
// to find the field of each number, to encode a case, and to bound a
// case's length.

type nodeKind uint8

const (
	scalarNode nodeKind = iota
	listNode
	rowsNode
)

type node struct {
	kind    nodeKind
	name    string
	slot    int     // scalar: its slot; list/rows: -1
	lenSlot int     // list/rows: the slot of its length, or -1 for a literal
	lenLit  int64   // list/rows: the literal length
	lenOff  int64   // list/rows: added to the length field (`e[n-1]`)
	cols    []*node // rows: the items of one row
	width   int     // rows: numbers per row when every column is a scalar, else 0
	eol     bool    // a line ends after this item
	inRow   bool    // a column of rows

	lo, hi           *bexpr // scalars and list items
	distinct, sorted bool   // lists
	differ           []int  // scalar: the slots it must differ from
	isLength         bool   // scalar: gives the length of a list or rows
	bounds           []int  // scalar: slots of the fields whose upper bound it is
	line             int    // the index of its `lines` string

	// word tokens (tokens.go): a list whose items are the characters of one
	// token, each held as its index in alpha; hidden is the length of a word
	// of any length (not written in the input: the token's length); grid is
	// rows made of one word each (`a[h][w]`), seen as a 2-D value
	word   *wordField
	hidden bool
	grid   bool

	// flat: rows whose every row has the same fields, taken whole by a
	// walk (walk_rows.go); nil otherwise
	flat *flatCols
}

type schema struct {
	nodes  []*node
	slots  []*node // scalar nodes by slot
	byName map[string]*node
	// static ranges of every slot (interval arithmetic over the bounds)
	slo, shi []int64
	// words are the word fields declared in `[input] words`, by name
	words map[string]*wordField
	pool  sync.Pool   // of *walkBufs (walk_bufs.go)
	flat  *flatLayout // the nodes when they are flat (flat.go); nil otherwise
}

var (
	reScalar = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
	reList   = regexp.MustCompile(`^([A-Za-z_][A-Za-z0-9_]*)\[([A-Za-z_][A-Za-z0-9_]*|[0-9]+)([+-][0-9]+)?\]$`)
)

// parseLines builds the nodes of `lines` (bounds come after).
func parseLines(lines []string, words map[string]string) (*schema, error) {
	s := &schema{byName: map[string]*node{}, words: map[string]*wordField{}}
	for name, alpha := range words {
		w, err := newWordField(name, alpha)
		if err != nil {
			return nil, err
		}
		s.words[name] = w
	}
	for li, line := range lines {
		head, rest, isRows := strings.Cut(line, ":")
		if isRows {
			f := strings.Fields(head)
			if len(f) != 1 {
				return nil, fmt.Errorf("lines[%d] %q: rows are a line of their own: `name[n]: items`", li, line)
			}
			rows, err := s.item(f[0], li, false)
			if err == nil && rows.word != nil {
				return nil, fmt.Errorf("lines[%d] %q: %s is a word: rows of words are written `%s[n][m]` (a grid) or `r[n]: %s`", li, line, rows.name, rows.name, rows.name)
			}
			if err != nil || rows.kind != listNode {
				return nil, fmt.Errorf("lines[%d] %q: rows are written `name[n]: items`", li, line)
			}
			rows.kind, rows.width = rowsNode, 0
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
					rows.cols = append(rows.cols, c)
					if c.kind == scalarNode && width >= 0 {
						width++
					} else {
						width = -1
					}
				}
			}
			rows.width = max(width, 0)
			rows.cols[len(rows.cols)-1].eol = true
			rows.eol = true
			s.nodes = append(s.nodes, rows)
			continue
		}
		items := strings.Fields(line)
		if len(items) == 0 {
			return nil, fmt.Errorf("lines[%d] is empty", li)
		}
		for _, it := range items {
			ns, err := s.items(it, li, false)
			if err == nil && len(ns) == 1 && ns[0].grid && len(items) > 1 {
				err = fmt.Errorf("a grid is written on a line of its own")
			}
			if err != nil {
				return nil, fmt.Errorf("lines[%d] %q: %w", li, line, err)
			}
			s.nodes = append(s.nodes, ns...)
		}
		s.nodes[len(s.nodes)-1].eol = true
	}
	if len(s.nodes) == 0 {
		return nil, fmt.Errorf("no lines: a case needs at least one field")
	}
	for name := range words {
		if n, ok := s.byName[name]; !ok || n.word == nil {
			return nil, fmt.Errorf("words: %s is not in lines (a word is written `%s`, `%s[n]` or `%s[n][m]` there)", name, name, name, name)
		}
	}
	return s, nil
}

// item reads `n` or `a[n]`/`a[5]`, registering the name.
func (s *schema) item(it string, line int, inRow bool) (*node, error) {
	n := &node{slot: -1, lenSlot: -1, line: line, inRow: inRow}
	switch m := reList.FindStringSubmatch(it); {
	case reScalar.MatchString(it):
		n.kind, n.name, n.slot = scalarNode, it, len(s.slots)
		s.slots = append(s.slots, n)
	case m != nil:
		n.kind, n.name = listNode, m[1]
		if err := s.lengthOf(n, m[2], m[3], it, inRow); err != nil {
			return nil, err
		}
	default:
		return nil, fmt.Errorf("%q is not a field (`n`), a list (`a[n]`) or rows (`r[n]: t j`)", it)
	}
	if _, dup := s.byName[n.name]; dup || isReserved(n.name) {
		return nil, fmt.Errorf("the name %q is taken", n.name)
	}
	s.byName[n.name] = n
	return n, nil
}

// lengthOf sets the length of list n from `[n]`, `[5]` or `[n-1]` (lenText
// and off, the parts of it).
func (s *schema) lengthOf(n *node, lenText, off, it string, inRow bool) error {
	if v, err := strconv.ParseInt(lenText, 10, 64); err == nil {
		if off != "" {
			return fmt.Errorf("%q: a literal length takes no offset", it)
		}
		n.lenLit = v
		return nil
	}
	n.lenOff, _ = strconv.ParseInt(strings.TrimPrefix(off, "+"), 10, 64)
	ln, ok := s.byName[lenText]
	if !ok || ln.kind != scalarNode || ln.hidden {
		return fmt.Errorf("the length of %s is %s, which is not an earlier field", n.name, lenText)
	}
	if ln.inRow && !inRow {
		return fmt.Errorf("the length of %s is a column of rows", n.name)
	}
	n.lenSlot, ln.isLength = ln.slot, true
	return nil
}

// isReserved names the words of the output environment a field cannot take.
func isReserved(name string) bool {
	switch name {
	case "win", "lose", "draw", "outcome", "grundy", "value", "moves", "count", "solve", "position", "index":
		return true
	}
	return false
}

// applyBounds attaches the bound strings to the nodes and computes the
// static ranges; every number must end up bounded on both sides.
func (s *schema) applyBounds(bounds []string) error {
	order := map[string]int{}
	for i, n := range s.slots {
		order[n.name] = i
	}
	for bi, b := range bounds {
		resolve := func(name string) (int, error) {
			n, ok := s.byName[name]
			if !ok {
				return 0, fmt.Errorf("%s is not a field", name)
			}
			if err := boundWord(n, name); err != nil {
				return 0, err
			}
			if n.kind != scalarNode {
				return 0, fmt.Errorf("%s is a list: a bound names single fields", name)
			}
			return n.slot, nil
		}
		c, err := parseConstraint(s.lenBounds(b), resolve)
		if err != nil {
			return fmt.Errorf("bounds[%d] %q: %w", bi, b, err)
		}
		if err := s.attach(c); err != nil {
			return fmt.Errorf("bounds[%d] %q: %w", bi, b, err)
		}
	}
	return s.statics()
}

func (s *schema) attach(c constraint) error {
	for _, name := range c.names {
		n, ok := s.byName[name]
		if !ok {
			return fmt.Errorf("%s is not a field", name)
		}
		switch c.kind {
		case "distinct", "sorted":
			if n.kind != listNode || n.word != nil {
				return fmt.Errorf("%s is not a list", name)
			}
			n.distinct = n.distinct || c.kind == "distinct"
			n.sorted = n.sorted || c.kind == "sorted"
			continue
		case "differ":
			o, ok := s.byName[c.other]
			if !ok || o.kind != scalarNode || n.kind != scalarNode {
				return fmt.Errorf("!= compares two single fields")
			}
			if o.slot > n.slot {
				n, o = o, n
			}
			if o.inRow != n.inRow {
				return fmt.Errorf("%s and %s are not in the same row", name, c.other)
			}
			n.differ = append(n.differ, o.slot)
			continue
		}
		if err := boundWord(n, name); err != nil {
			return err
		}
		if n.kind == rowsNode {
			return fmt.Errorf("%s is rows: bound its columns", name)
		}
		for _, e := range []*bexpr{c.lo, c.hi} {
			if err := s.checkRefs(n, e); err != nil {
				return err
			}
		}
		if c.lo != nil {
			if n.lo != nil {
				return fmt.Errorf("%s has two lower bounds", name)
			}
			n.lo = c.lo
		}
		if c.hi != nil {
			if n.hi != nil {
				return fmt.Errorf("%s has two upper bounds", name)
			}
			n.hi = c.hi
			if v, ok := c.hi.ident(); ok && n.kind == scalarNode {
				b := s.byName[v]
				b.bounds = append(b.bounds, n.slot)
			}
		}
	}
	return nil
}

// checkRefs: a bound may name only fields read before n (in n's row, or
// outside rows).
func (s *schema) checkRefs(n *node, e *bexpr) error {
	if e == nil {
		return nil
	}
	if e.op == 'v' {
		ref := s.slots[e.slot]
		if !s.before(ref, n) {
			return fmt.Errorf("the bound of %s names %s, which is not read before it", n.name, ref.name)
		}
		if ref.inRow && !n.inRow {
			return fmt.Errorf("the bound of %s names %s, a column of rows", n.name, ref.name)
		}
		return nil
	}
	if err := s.checkRefs(n, e.l); err != nil {
		return err
	}
	return s.checkRefs(n, e.r)
}

// before reports whether ref is read before n.
func (s *schema) before(ref, n *node) bool {
	seen := false
	var walk func(ns []*node) bool
	walk = func(ns []*node) bool {
		for _, x := range ns {
			if x == n {
				return true
			}
			if x == ref {
				seen = true
			}
			if walk(x.cols) {
				return true
			}
		}
		return false
	}
	walk(s.nodes)
	return seen
}

// applyTestRange narrows bounds to the range the oracle is asked about
// (`test_range`); it returns what is left untested, for reports.
func (s *schema) applyTestRange(bounds []string) (string, error) {
	var untested []string
	for bi, b := range bounds {
		c, err := parseConstraint(s.lenBounds(b), func(name string) (int, error) {
			n, ok := s.byName[name]
			if !ok || n.kind != scalarNode {
				return 0, fmt.Errorf("%s is not a single field", name)
			}
			return n.slot, nil
		})
		if err == nil && c.kind != "range" {
			err = fmt.Errorf("a test range is a bound such as \"n <= 100000\"")
		}
		if err != nil {
			return "", fmt.Errorf("test_range[%d] %q: %w", bi, b, err)
		}
		for _, name := range c.names {
			n, ok := s.byName[name]
			if !ok || n.kind == rowsNode {
				return "", fmt.Errorf("test_range[%d] %q: %s is not a field or a list", bi, b, name)
			}
			for _, e := range []*bexpr{c.lo, c.hi} {
				if err := s.checkRefs(n, e); err != nil {
					return "", fmt.Errorf("test_range[%d] %q: %w", bi, b, err)
				}
			}
			if c.hi != nil {
				n.hi = folded(&bexpr{op: 'm', l: n.hi, r: c.hi})
			}
			if c.lo != nil {
				n.lo = folded(&bexpr{op: 'M', l: n.lo, r: c.lo})
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
func (s *schema) statics() error {
	s.slo, s.shi = make([]int64, len(s.slots)), make([]int64, len(s.slots))
	var walk func(ns []*node) error
	walk = func(ns []*node) error {
		for _, n := range ns {
			if n.kind != scalarNode && n.lenSlot >= 0 && s.slo[n.lenSlot]+n.lenOff < 0 {
				ln := s.slots[n.lenSlot].name
				return fmt.Errorf("the length of %s, %s%+d, can be negative: bound %s from below (\"%d <= %s\")", n.name, ln, n.lenOff, ln, -n.lenOff, ln)
			}
			if n.kind == rowsNode {
				if err := walk(n.cols); err != nil {
					return err
				}
				continue
			}
			if err := s.wordStatics(n); err != nil {
				return err
			}
			if n.lo == nil || n.hi == nil {
				side := "below"
				if n.lo != nil {
					side = "above"
				}
				return fmt.Errorf("%s is not bounded %s: add a bound such as \"1 <= %s <= 1000\"", n.name, side, n.name)
			}
			lo, _ := n.lo.interval(s.slo, s.shi)
			_, hi := n.hi.interval(s.slo, s.shi)
			if lo > hi {
				return fmt.Errorf("%s has no possible value: %d..%d", n.name, lo, hi)
			}
			if n.isLength && lo < 0 {
				return fmt.Errorf("%s is a length: its lower bound must be at least 0", n.name)
			}
			if n.kind == scalarNode {
				s.slo[n.slot], s.shi[n.slot] = lo, hi
			}
		}
		return nil
	}
	if err := walk(s.nodes); err != nil {
		return err
	}
	s.flatten(s.nodes)
	s.flat = flatLayoutOf(s)
	return nil
}

// numWidth bounds the bytes of any number of a case within the bounds,
// with its separator (layout.numWidth); 0 when a word's characters or a
// range that reads nothing static leave it unknown.
func (s *schema) numWidth() int {
	w := 0
	var walk func(ns []*node) bool
	walk = func(ns []*node) bool {
		for _, n := range ns {
			if n.kind == rowsNode {
				if !walk(n.cols) {
					return false
				}
				continue
			}
			if n.word != nil {
				return false
			}
			lo, hi := s.staticRange(n)
			w = max(w, widthOf(lo, hi))
		}
		return true
	}
	if !walk(s.nodes) {
		return 0
	}
	return w
}

// staticRange is the static range of a scalar or a list's items.
func (s *schema) staticRange(n *node) (int64, int64) {
	if n.kind == scalarNode {
		return s.slo[n.slot], s.shi[n.slot]
	}
	lo, _ := n.lo.interval(s.slo, s.shi)
	_, hi := n.hi.interval(s.slo, s.shi)
	return lo, hi
}

// lenRange is the static range of a list's or rows' length.
func (s *schema) lenRange(n *node) (int64, int64) {
	if n.lenSlot < 0 {
		return n.lenLit, n.lenLit
	}
	return s.slo[n.lenSlot] + n.lenOff, s.shi[n.lenSlot] + n.lenOff
}

// rowLen bounds the numbers of one row of n.
func (s *schema) rowLen(n *node) (lo, hi int64) {
	for _, c := range n.cols {
		switch c.kind {
		case scalarNode:
			lo, hi = lo+1, hi+1
		case listNode:
			a, b := s.lenRange(c)
			lo, hi = lo+a, hi+b
		}
	}
	return lo, hi
}

// isLoneList reports a case that is one list and its length (`n a[n]` or
// `n` then `a[n]`): its Case holds the items only.
func (s *schema) isLoneList() bool {
	return len(s.nodes) == 2 && s.nodes[0].kind == scalarNode && s.nodes[1].kind == listNode && s.nodes[1].word == nil &&
		s.nodes[1].lenSlot == s.nodes[0].slot && s.nodes[1].lenOff == 0 && !s.nodes[1].distinct && !s.nodes[1].sorted &&
		len(s.nodes[0].bounds) == 0 && s.nodes[1].lo.op == 0 && s.nodes[1].hi.op == 0
}

// folded is e, or the literal it always is when both its sides are
// literals: a test range narrowing a literal bound leaves a literal, so a
// lone list or a tuple keeps its layout (and its Case) under the range,
// as at the statement's bounds (JudgeScale).
func folded(e *bexpr) *bexpr {
	if e.l.op == 0 && e.r.op == 0 {
		return &bexpr{val: e.eval(nil)}
	}
	return e
}

// isTuple reports a case of scalars on one line, each bounded by literals.
func (s *schema) isTuple() bool {
	for i, n := range s.nodes {
		if n.kind != scalarNode || n.lo.op != 0 || n.hi.op != 0 || len(n.differ) > 0 || n.isLength ||
			(n.eol && i != len(s.nodes)-1) {
			return false
		}
	}
	return true
}

// fieldOf is the field of a scalar or of a list's items, given the values
// read so far.
func fieldOf(n *node, slots []int64) field { return fieldInto(n, slots, nil) }

// fieldInto is fieldOf with the field's differ appended to buf[:0].
func fieldInto(n *node, slots []int64, buf []int64) field {
	f := field{name: n.name, lo: n.lo.eval(slots), hi: n.hi.eval(slots)}
	if len(n.differ) > 0 {
		f.differ = buf[:0]
	}
	for _, d := range n.differ {
		f.differ = append(f.differ, slots[d])
	}
	if n.word != nil {
		f.word = &wordRef{wordField: n.word, isLen: n.hidden}
	}
	return f
}

// walker finds the field of the next number after a prefix.
type walker struct {
	p      Case
	pos    int
	slots  []int64
	row    int     // the row being walked, from 1; 0 outside rows
	differ []int64 // where the field found puts its differ (nil: a new slice)
}

func (s *schema) newSlots() []int64 { return make([]int64, len(s.slots)) }

// fields is the layout's grammar over the schema.
func (s *schema) fields(p Case) (field, int) {
	b := s.bufs()
	defer s.release(b)
	return s.fieldsIn(p, b, nil)
}

// fieldsIn is fields with the walk's scratch in b and the field's differ
// in differ[:0] (nil: a new slice); the enumeration keeps its own, and
// asks of every prefix without allocating.
func (s *schema) fieldsIn(p Case, b *walkBufs, differ []int64) (field, int) {
	w := walker{p: p, slots: b.slots, differ: differ}
	f, run, ok := w.seq(s, s.nodes)
	if !ok {
		return field{}, 0
	}
	return f, run
}

func (w *walker) length(n *node) int {
	if n.lenSlot < 0 {
		return int(n.lenLit)
	}
	return int(w.slots[n.lenSlot] + n.lenOff)
}

func (w *walker) seq(s *schema, nodes []*node) (field, int, bool) {
	for _, n := range nodes {
		switch n.kind {
		case scalarNode:
			if w.pos == len(w.p) {
				return w.wordAt(s, n, fieldInto(n, w.slots, w.differ)), 1, true
			}
			w.slots[n.slot] = w.p[w.pos]
			w.pos++
		case listNode:
			start, k := w.pos, w.length(n)
			if w.pos+k <= len(w.p) {
				w.pos += k
				continue
			}
			f := w.wordAt(s, n, fieldInto(n, w.slots, w.differ))
			if n.sorted {
				if len(w.p) > start {
					prev := w.p[len(w.p)-1]
					if n.distinct {
						prev++
					}
					f.lo = max(f.lo, prev)
				}
				return f, 1, true
			}
			if n.distinct {
				f.distinct, f.differ = true, w.p[start:]
			}
			return f, start + k - len(w.p), true
		case rowsNode:
			k := w.length(n)
			if n.width > 0 {
				full := min(k, (len(w.p)-w.pos)/n.width)
				w.pos += full * n.width
				if full == k {
					continue
				}
				return w.seq(s, n.cols)
			}
			for r := range k {
				w.row = r + 1
				if f, run, ok := w.seq(s, n.cols); ok {
					return f, run, true
				}
			}
			w.row = 0
		}
	}
	return field{}, 0, false
}

// need bounds the length of a whole case that starts with prefix.
func (s *schema) need(p Case) (lo, hi int) {
	b := s.bufs()
	defer s.release(b)
	return s.needIn(p, b)
}

// needIn is need with its scratch in b.
func (s *schema) needIn(p Case, b *walkBufs) (lo, hi int) {
	clear(b.known)
	w := walker{p: p, slots: b.slots}
	x, y := w.needSeq(s, s.nodes, b.known)
	return int(min(x, 1<<40)), int(min(y, 1<<40))
}

// forget marks the scalars of cols (and of their rows) unknown.
func forget(known []bool, cols []*node) {
	for _, c := range cols {
		if c.kind == scalarNode {
			known[c.slot] = false
		}
		forget(known, c.cols)
	}
}

func (w *walker) needSeq(s *schema, nodes []*node, known []bool) (lo, hi int64) {
	for _, n := range nodes {
		switch n.kind {
		case scalarNode:
			if w.pos < len(w.p) {
				w.slots[n.slot], known[n.slot] = w.p[w.pos], true
				w.pos++
			}
			lo, hi = lo+1, hi+1
		case listNode:
			if n.lenSlot < 0 || known[n.lenSlot] {
				k := int64(w.length(n))
				w.pos = min(len(w.p), w.pos+int(k))
				lo, hi = lo+k, hi+k
				continue
			}
			a, b := s.lenRange(n)
			lo, hi = lo+a, hi+b
		case rowsNode:
			if n.lenSlot >= 0 && !known[n.lenSlot] {
				a, b := s.lenRange(n)
				c, d := s.rowLen(n)
				lo, hi = lo+a*c, hi+b*d
				continue
			}
			k := w.length(n)
			for r := range k {
				if w.pos >= len(w.p) {
					c, d := s.rowLen(n)
					rest := int64(k - r)
					lo, hi = lo+rest*c, hi+rest*d
					break
				}
				forget(known, n.cols) // each row starts knowing no column
				a, b := w.needSeq(s, n.cols, known)
				lo, hi = lo+a, hi+b
			}
			forget(known, n.cols)
		}
	}
	return lo, hi
}

// scalarCols reports rows whose columns are all numbers (no word, no
// nested rows).
func scalarCols(n *node) bool {
	for _, c := range n.cols {
		if c.kind != scalarNode || c.word != nil {
			return false
		}
	}
	return true
}

// lowers is the derived `lowers` of a schema: a field that bounds others
// from above (`1 <= t <= m`) lowered to the largest value it bounds, so the
// smallest board that still holds every piece.
func (s *schema) lowers(c Case, i int) []int64 {
	var target *node
	var out []int64
	s.eachNumber(c, func(j int, n *node, row int) bool {
		if j == i {
			target = n
			return false
		}
		return true
	})
	if target == nil || target.kind != scalarNode || len(target.bounds) == 0 {
		return nil
	}
	best := int64(-1 << 62)
	s.eachNumber(c, func(j int, n *node, _ int) bool {
		if n.kind == scalarNode && slices.Contains(target.bounds, n.slot) {
			best = max(best, c[j])
		}
		return true
	})
	if best > -1<<62 {
		out = append(out, best)
	}
	return out
}

// eachNumber calls f with the index, node and row (-1 outside rows) of
// every number of a valid case, until f returns false.
func (s *schema) eachNumber(c Case, f func(i int, n *node, row int) bool) {
	w := walker{p: c, slots: s.newSlots()}
	var seq func(nodes []*node, row int) bool
	seq = func(nodes []*node, row int) bool {
		for _, n := range nodes {
			switch n.kind {
			case scalarNode:
				if w.pos >= len(c) {
					return false
				}
				w.slots[n.slot] = c[w.pos]
				if !f(w.pos, n, row) {
					return false
				}
				w.pos++
			case listNode:
				for range w.length(n) {
					if w.pos >= len(c) || !f(w.pos, n, row) {
						return false
					}
					w.pos++
				}
			case rowsNode:
				for r := range w.length(n) {
					if !seq(n.cols, r) {
						return false
					}
				}
			}
		}
		return true
	}
	seq(s.nodes, -1)
}

// walkFields gives the fields of a case in reading order, each with its
// run (how many numbers in a row have it), in one pass: the numbers are
// read from (*src)[base:] after yield returns, so yield checks (or reads
// and appends) the run's numbers first; a false yield stops the walk. It
// returns whether the walk reached the end of a whole case. The field of a
// distinct run carries no differ: the caller keeps the run's set (seen).
// validShape and readCase use it instead of fields over every prefix,
// which starts from the front each time. rows, when not nil, is given the
// flat rows of the case whole (walk_rows.go), instead of a yield a number.
func (s *schema) walkFields(src *[]int64, base int, yield func(f field, run int) bool, rows func(rowRun) bool) bool {
	b := s.bufs()
	defer s.release(b)
	w := fieldWalk{src: src, base: base, slots: b.slots, s: s}
	return w.seq(s.nodes, yield, rows)
}

type fieldWalk struct {
	src       *[]int64
	base, pos int
	slots     []int64
	row       int // the row being walked, from 1; 0 outside rows
	s         *schema
	differ    []int64 // fieldOf's buffer
}

// wordAt is the field of a word's number with its row and the name of
// its length (for readWord's messages).
func (w *fieldWalk) wordAt(f field, n *node) field {
	f.word.row = w.row
	if n.lenSlot >= 0 {
		f.word.lenName = w.slotName(n.lenSlot)
	}
	return f
}

func (w *fieldWalk) at(i int) int64 { return (*w.src)[w.base+i] }

// fieldOf is fieldOf(n, w.slots) with its differ in a buffer of the walk,
// reused by the next field (yield must not keep it): a row of `t != j`
// allocated one slice per number.
func (w *fieldWalk) fieldOf(n *node) field {
	f := fieldInto(n, w.slots, w.differ)
	if f.differ != nil {
		w.differ = f.differ
	}
	return f
}

func (w *fieldWalk) length(n *node) int {
	if n.lenSlot < 0 {
		return int(n.lenLit)
	}
	return int(w.slots[n.lenSlot] + n.lenOff)
}

func (w *fieldWalk) seq(nodes []*node, yield func(field, int) bool, rows func(rowRun) bool) bool {
	for _, n := range nodes {
		switch n.kind {
		case scalarNode:
			f := w.fieldOf(n)
			if n.word != nil {
				f = w.wordAt(f, n)
			}
			if !yield(f, 1) {
				return false
			}
			w.slots[n.slot] = w.at(w.pos)
			w.pos++
		case listNode:
			k := w.length(n)
			if k <= 0 {
				continue
			}
			f := w.fieldOf(n)
			if n.word != nil {
				f = w.wordAt(f, n)
			}
			if n.sorted {
				for i := range k {
					g := f
					if i > 0 {
						prev := w.at(w.pos - 1)
						if n.distinct {
							prev++
						}
						g.lo = max(g.lo, prev)
					}
					if !yield(g, 1) {
						return false
					}
					w.pos++
				}
				continue
			}
			f.distinct = n.distinct
			if !yield(f, k) {
				return false
			}
			w.pos += k
		case rowsNode:
			k := w.length(n)
			if n.flat != nil && rows != nil {
				if !w.handRows(n, k, rows) {
					return false
				}
				continue
			}
			for r := range k {
				w.row = r + 1
				if !w.seq(n.cols, yield, rows) {
					return false
				}
			}
			w.row = 0
		}
	}
	return true
}

// readsAny reports whether e reads the slot of one of nodes.
func readsAny(e *bexpr, nodes []*node) bool {
	if e == nil {
		return false
	}
	if e.op == 'v' {
		for _, n := range nodes {
			if n.slot == e.slot {
				return true
			}
		}
		return false
	}
	return readsAny(e.l, nodes) || readsAny(e.r, nodes)
}
