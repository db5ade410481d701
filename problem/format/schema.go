package format

import (
	"fmt"
	"regexp"
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

func (s *Schema) NewSlots() []int64 { return make([]int64, len(s.Slots)) }

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

// flatCols is what is known of flat rows before a case is read: what each
// column must differ from.
type flatCols struct {
	diffs [][]rowDiff // each column's differ, in its order
	outer []int       // the slots of the fields outside the rows in diffs
}

// rowDiff is one value a column must differ from: column col of the same
// row (an earlier one), or, when col < 0, outer field i (flatCols.outer).
type rowDiff struct{ col, i int }

// flatLayout is a schema's nodes when they are flat: head, scalars, then
// rows (nil: none), flat rows (walk_rows.go).
type flatLayout struct {
	Head []*Node
	rows *Node
}

// widthOf is the bytes of a number of lo..hi and its separator.
func widthOf(lo, hi int64) int {
	return max(len(strconv.FormatInt(lo, 10)), len(strconv.FormatInt(hi, 10))) + 1
}
