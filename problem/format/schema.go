package format

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
	ScalarNode nodeKind = iota
	ListNode
	RowsNode
)

type Node struct {
	Kind    nodeKind
	Name    string
	Slot    int     // scalar: its slot; list/rows: -1
	LenSlot int     // list/rows: the slot of its length, or -1 for a literal
	LenLit  int64   // list/rows: the literal length
	LenOff  int64   // list/rows: added to the length field (`e[n-1]`)
	Cols    []*Node // rows: the items of one row
	Width   int     // rows: numbers per row when every column is a scalar, else 0
	Eol     bool    // a line ends after this item
	InRow   bool    // a column of rows

	Lo, Hi           *bexpr // scalars and list items
	Distinct, Sorted bool   // lists
	Differ           []int  // scalar: the slots it must differ from
	IsLength         bool   // scalar: gives the length of a list or rows
	bounds           []int  // scalar: slots of the fields whose upper bound it is
	line             int    // the index of its `lines` string

	// word tokens (tokens.go): a list whose items are the characters of one
	// token, each held as its index in alpha; hidden is the length of a word
	// of any length (not written in the input: the token's length); grid is
	// rows made of one word each (`a[h][w]`), seen as a 2-D value
	Word   *wordField
	Hidden bool
	Grid   bool

	// flat: rows whose every row has the same fields, taken whole by a
	// walk (walk_rows.go); nil otherwise
	flat *flatCols
}

type Schema struct {
	Nodes  []*Node
	Slots  []*Node // scalar nodes by slot
	ByName map[string]*Node
	// static ranges of every slot (interval arithmetic over the bounds)
	Slo, Shi []int64
	// words are the word fields declared in `[input] words`, by name
	Words map[string]*wordField
	pool  sync.Pool   // of *walkBufs (walk_bufs.go)
	Flat  *flatLayout // the nodes when they are flat (flat.go); nil otherwise
}

var (
	ReScalar = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
	reList   = regexp.MustCompile(`^([A-Za-z_][A-Za-z0-9_]*)\[([A-Za-z_][A-Za-z0-9_]*|[0-9]+)([+-][0-9]+)?\]$`)
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

// item reads `n` or `a[n]`/`a[5]`, registering the name.
func (s *Schema) item(it string, line int, inRow bool) (*Node, error) {
	n := &Node{Slot: -1, LenSlot: -1, line: line, InRow: inRow}
	switch m := reList.FindStringSubmatch(it); {
	case ReScalar.MatchString(it):
		n.Kind, n.Name, n.Slot = ScalarNode, it, len(s.Slots)
		s.Slots = append(s.Slots, n)
	case m != nil:
		n.Kind, n.Name = ListNode, m[1]
		if err := s.lengthOf(n, m[2], m[3], it, inRow); err != nil {
			return nil, err
		}
	default:
		return nil, fmt.Errorf("%q is not a field (`n`), a list (`a[n]`) or rows (`r[n]: t j`)", it)
	}
	if _, dup := s.ByName[n.Name]; dup || isReserved(n.Name) {
		return nil, fmt.Errorf("the name %q is taken", n.Name)
	}
	s.ByName[n.Name] = n
	return n, nil
}

// lengthOf sets the length of list n from `[n]`, `[5]` or `[n-1]` (lenText
// and off, the parts of it).
func (s *Schema) lengthOf(n *Node, lenText, off, it string, inRow bool) error {
	if v, err := strconv.ParseInt(lenText, 10, 64); err == nil {
		if off != "" {
			return fmt.Errorf("%q: a literal length takes no offset", it)
		}
		n.LenLit = v
		return nil
	}
	n.LenOff, _ = strconv.ParseInt(strings.TrimPrefix(off, "+"), 10, 64)
	ln, ok := s.ByName[lenText]
	if !ok || ln.Kind != ScalarNode || ln.Hidden {
		return fmt.Errorf("the length of %s is %s, which is not an earlier field", n.Name, lenText)
	}
	if ln.InRow && !inRow {
		return fmt.Errorf("the length of %s is a column of rows", n.Name)
	}
	n.LenSlot, ln.IsLength = ln.Slot, true
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

// numWidth bounds the bytes of any number of a case within the bounds,
// with its separator (layout.numWidth); 0 when a word's characters or a
// range that reads nothing static leave it unknown.
func (s *Schema) NumWidth() int {
	w := 0
	var walk func(ns []*Node) bool
	walk = func(ns []*Node) bool {
		for _, n := range ns {
			if n.Kind == RowsNode {
				if !walk(n.Cols) {
					return false
				}
				continue
			}
			if n.Word != nil {
				return false
			}
			lo, hi := s.StaticRange(n)
			w = max(w, widthOf(lo, hi))
		}
		return true
	}
	if !walk(s.Nodes) {
		return 0
	}
	return w
}

// staticRange is the static range of a scalar or a list's items.
func (s *Schema) StaticRange(n *Node) (int64, int64) {
	if n.Kind == ScalarNode {
		return s.Slo[n.Slot], s.Shi[n.Slot]
	}
	lo, _ := n.Lo.interval(s.Slo, s.Shi)
	_, hi := n.Hi.interval(s.Slo, s.Shi)
	return lo, hi
}

// lenRange is the static range of a list's or rows' length.
func (s *Schema) LenRange(n *Node) (int64, int64) {
	if n.LenSlot < 0 {
		return n.LenLit, n.LenLit
	}
	return s.Slo[n.LenSlot] + n.LenOff, s.Shi[n.LenSlot] + n.LenOff
}

// rowLen bounds the numbers of one row of n.
func (s *Schema) rowLen(n *Node) (lo, hi int64) {
	for _, c := range n.Cols {
		switch c.Kind {
		case ScalarNode:
			lo, hi = lo+1, hi+1
		case ListNode:
			a, b := s.LenRange(c)
			lo, hi = lo+a, hi+b
		}
	}
	return lo, hi
}

// isLoneList reports a case that is one list and its length (`n a[n]` or
// `n` then `a[n]`): its Case holds the items only.
func (s *Schema) IsLoneList() bool {
	return len(s.Nodes) == 2 && s.Nodes[0].Kind == ScalarNode && s.Nodes[1].Kind == ListNode && s.Nodes[1].Word == nil &&
		s.Nodes[1].LenSlot == s.Nodes[0].Slot && s.Nodes[1].LenOff == 0 && !s.Nodes[1].Distinct && !s.Nodes[1].Sorted &&
		len(s.Nodes[0].bounds) == 0 && s.Nodes[1].Lo.op == 0 && s.Nodes[1].Hi.op == 0
}

// folded is e, or the literal it always is when both its sides are
// literals: a test range narrowing a literal bound leaves a literal, so a
// lone list or a tuple keeps its layout (and its Case) under the range,
// as at the statement's bounds (JudgeScale).
func folded(e *bexpr) *bexpr {
	if e.l.op == 0 && e.r.op == 0 {
		return &bexpr{Val: e.Eval(nil)}
	}
	return e
}

// isTuple reports a case of scalars on one line, each bounded by literals.
func (s *Schema) IsTuple() bool {
	for i, n := range s.Nodes {
		if n.Kind != ScalarNode || n.Lo.op != 0 || n.Hi.op != 0 || len(n.Differ) > 0 || n.IsLength ||
			(n.Eol && i != len(s.Nodes)-1) {
			return false
		}
	}
	return true
}

// fieldOf is the field of a scalar or of a list's items, given the values
// read so far.
func FieldOf(n *Node, slots []int64) Field { return fieldInto(n, slots, nil) }

// fieldInto is fieldOf with the field's differ appended to buf[:0].
func fieldInto(n *Node, slots []int64, buf []int64) Field {
	f := Field{Name: n.Name, Lo: n.Lo.Eval(slots), Hi: n.Hi.Eval(slots)}
	if len(n.Differ) > 0 {
		f.Differ = buf[:0]
	}
	for _, d := range n.Differ {
		f.Differ = append(f.Differ, slots[d])
	}
	if n.Word != nil {
		f.word = &wordRef{wordField: n.Word, isLen: n.Hidden}
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

func (s *Schema) NewSlots() []int64 { return make([]int64, len(s.Slots)) }

// fields is the layout's grammar over the schema.
func (s *Schema) Fields(p Case) (Field, int) {
	b := s.bufs()
	defer s.release(b)
	return s.FieldsIn(p, b, nil)
}

// fieldsIn is fields with the walk's scratch in b and the field's differ
// in differ[:0] (nil: a new slice); the enumeration keeps its own, and
// asks of every prefix without allocating.
func (s *Schema) FieldsIn(p Case, b *WalkBufs, differ []int64) (Field, int) {
	w := walker{p: p, slots: b.Slots, differ: differ}
	f, run, ok := w.seq(s, s.Nodes)
	if !ok {
		return Field{}, 0
	}
	return f, run
}

func (w *walker) length(n *Node) int {
	if n.LenSlot < 0 {
		return int(n.LenLit)
	}
	return int(w.slots[n.LenSlot] + n.LenOff)
}

func (w *walker) seq(s *Schema, nodes []*Node) (Field, int, bool) {
	for _, n := range nodes {
		switch n.Kind {
		case ScalarNode:
			if w.pos == len(w.p) {
				return w.wordAt(s, n, fieldInto(n, w.slots, w.differ)), 1, true
			}
			w.slots[n.Slot] = w.p[w.pos]
			w.pos++
		case ListNode:
			start, k := w.pos, w.length(n)
			if w.pos+k <= len(w.p) {
				w.pos += k
				continue
			}
			f := w.wordAt(s, n, fieldInto(n, w.slots, w.differ))
			if n.Sorted {
				if len(w.p) > start {
					prev := w.p[len(w.p)-1]
					if n.Distinct {
						prev++
					}
					f.Lo = max(f.Lo, prev)
				}
				return f, 1, true
			}
			if n.Distinct {
				f.distinct, f.Differ = true, w.p[start:]
			}
			return f, start + k - len(w.p), true
		case RowsNode:
			k := w.length(n)
			if n.Width > 0 {
				full := min(k, (len(w.p)-w.pos)/n.Width)
				w.pos += full * n.Width
				if full == k {
					continue
				}
				return w.seq(s, n.Cols)
			}
			for r := range k {
				w.row = r + 1
				if f, run, ok := w.seq(s, n.Cols); ok {
					return f, run, true
				}
			}
			w.row = 0
		}
	}
	return Field{}, 0, false
}

// need bounds the length of a whole case that starts with prefix.
func (s *Schema) Need(p Case) (lo, hi int) {
	b := s.bufs()
	defer s.release(b)
	return s.NeedIn(p, b)
}

// needIn is need with its scratch in b.
func (s *Schema) NeedIn(p Case, b *WalkBufs) (lo, hi int) {
	clear(b.Known)
	w := walker{p: p, slots: b.Slots}
	x, y := w.needSeq(s, s.Nodes, b.Known)
	return int(min(x, 1<<40)), int(min(y, 1<<40))
}

// forget marks the scalars of cols (and of their rows) unknown.
func forget(known []bool, cols []*Node) {
	for _, c := range cols {
		if c.Kind == ScalarNode {
			known[c.Slot] = false
		}
		forget(known, c.Cols)
	}
}

func (w *walker) needSeq(s *Schema, nodes []*Node, known []bool) (lo, hi int64) {
	for _, n := range nodes {
		switch n.Kind {
		case ScalarNode:
			if w.pos < len(w.p) {
				w.slots[n.Slot], known[n.Slot] = w.p[w.pos], true
				w.pos++
			}
			lo, hi = lo+1, hi+1
		case ListNode:
			if n.LenSlot < 0 || known[n.LenSlot] {
				k := int64(w.length(n))
				w.pos = min(len(w.p), w.pos+int(k))
				lo, hi = lo+k, hi+k
				continue
			}
			a, b := s.LenRange(n)
			lo, hi = lo+a, hi+b
		case RowsNode:
			if n.LenSlot >= 0 && !known[n.LenSlot] {
				a, b := s.LenRange(n)
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
				forget(known, n.Cols) // each row starts knowing no column
				a, b := w.needSeq(s, n.Cols, known)
				lo, hi = lo+a, hi+b
			}
			forget(known, n.Cols)
		}
	}
	return lo, hi
}

// scalarCols reports rows whose columns are all numbers (no word, no
// nested rows).
func scalarCols(n *Node) bool {
	for _, c := range n.Cols {
		if c.Kind != ScalarNode || c.Word != nil {
			return false
		}
	}
	return true
}

// lowers is the derived `lowers` of a schema: a field that bounds others
// from above (`1 <= t <= m`) lowered to the largest value it bounds, so the
// smallest board that still holds every piece.
func (s *Schema) Lowers(c Case, i int) []int64 {
	var target *Node
	var out []int64
	s.eachNumber(c, func(j int, n *Node, row int) bool {
		if j == i {
			target = n
			return false
		}
		return true
	})
	if target == nil || target.Kind != ScalarNode || len(target.bounds) == 0 {
		return nil
	}
	best := int64(-1 << 62)
	s.eachNumber(c, func(j int, n *Node, _ int) bool {
		if n.Kind == ScalarNode && slices.Contains(target.bounds, n.Slot) {
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
func (s *Schema) eachNumber(c Case, f func(i int, n *Node, row int) bool) {
	w := walker{p: c, slots: s.NewSlots()}
	var seq func(nodes []*Node, row int) bool
	seq = func(nodes []*Node, row int) bool {
		for _, n := range nodes {
			switch n.Kind {
			case ScalarNode:
				if w.pos >= len(c) {
					return false
				}
				w.slots[n.Slot] = c[w.pos]
				if !f(w.pos, n, row) {
					return false
				}
				w.pos++
			case ListNode:
				for range w.length(n) {
					if w.pos >= len(c) || !f(w.pos, n, row) {
						return false
					}
					w.pos++
				}
			case RowsNode:
				for r := range w.length(n) {
					if !seq(n.Cols, r) {
						return false
					}
				}
			}
		}
		return true
	}
	seq(s.Nodes, -1)
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
func (s *Schema) walkFields(src *[]int64, base int, yield func(f Field, run int) bool, rows func(rowRun) bool) bool {
	b := s.bufs()
	defer s.release(b)
	w := fieldWalk{src: src, base: base, slots: b.Slots, s: s}
	return w.seq(s.Nodes, yield, rows)
}

type fieldWalk struct {
	src       *[]int64
	base, pos int
	slots     []int64
	row       int // the row being walked, from 1; 0 outside rows
	s         *Schema
	differ    []int64 // fieldOf's buffer
}

// wordAt is the field of a word's number with its row and the name of
// its length (for readWord's messages).
func (w *fieldWalk) wordAt(f Field, n *Node) Field {
	f.word.row = w.row
	if n.LenSlot >= 0 {
		f.word.lenName = w.slotName(n.LenSlot)
	}
	return f
}

func (w *fieldWalk) at(i int) int64 { return (*w.src)[w.base+i] }

// fieldOf is fieldOf(n, w.slots) with its differ in a buffer of the walk,
// reused by the next field (yield must not keep it): a row of `t != j`
// allocated one slice per number.
func (w *fieldWalk) fieldOf(n *Node) Field {
	f := fieldInto(n, w.slots, w.differ)
	if f.Differ != nil {
		w.differ = f.Differ
	}
	return f
}

func (w *fieldWalk) length(n *Node) int {
	if n.LenSlot < 0 {
		return int(n.LenLit)
	}
	return int(w.slots[n.LenSlot] + n.LenOff)
}

func (w *fieldWalk) seq(nodes []*Node, yield func(Field, int) bool, rows func(rowRun) bool) bool {
	for _, n := range nodes {
		switch n.Kind {
		case ScalarNode:
			f := w.fieldOf(n)
			if n.Word != nil {
				f = w.wordAt(f, n)
			}
			if !yield(f, 1) {
				return false
			}
			w.slots[n.Slot] = w.at(w.pos)
			w.pos++
		case ListNode:
			k := w.length(n)
			if k <= 0 {
				continue
			}
			f := w.fieldOf(n)
			if n.Word != nil {
				f = w.wordAt(f, n)
			}
			if n.Sorted {
				for i := range k {
					g := f
					if i > 0 {
						prev := w.at(w.pos - 1)
						if n.Distinct {
							prev++
						}
						g.Lo = max(g.Lo, prev)
					}
					if !yield(g, 1) {
						return false
					}
					w.pos++
				}
				continue
			}
			f.distinct = n.Distinct
			if !yield(f, k) {
				return false
			}
			w.pos += k
		case RowsNode:
			k := w.length(n)
			if n.flat != nil && rows != nil {
				if !w.handRows(n, k, rows) {
					return false
				}
				continue
			}
			for r := range k {
				w.row = r + 1
				if !w.seq(n.Cols, yield, rows) {
					return false
				}
			}
			w.row = 0
		}
	}
	return true
}

// readsAny reports whether e reads the slot of one of nodes.
func readsAny(e *bexpr, nodes []*Node) bool {
	if e == nil {
		return false
	}
	if e.op == 'v' {
		for _, n := range nodes {
			if n.Slot == e.slot {
				return true
			}
		}
		return false
	}
	return readsAny(e.l, nodes) || readsAny(e.r, nodes)
}
