package format

import (
	"bytes"
	"fmt"
	"strconv"
)

// framing is how the cases of one judge input are delimited.
type framing uint8

const (
	Counted    framing = iota // a first line gives the number of cases
	ToEOF                     // cases follow one another until the end of input
	Terminated                // a line of zeros (or a zero header) ends the input
)

// grammar gives the field that follows prefix in a self-describing case and
// how many numbers in a row have that field (run), or run 0 when prefix is a
// whole case. Tuples are the simplest grammar; hdu1536 and hdu1730 carry
// their own counts.
type grammar func(prefix Case) (f Field, run int)

// tuple is the grammar of a fixed list of fields on one line.
func Tuple(fs ...Field) grammar {
	return func(p Case) (Field, int) {
		if len(p) < len(fs) {
			return fs[len(p)], 1
		}
		return Field{}, 0
	}
}

// list is a case made of a length header (not part of the Case) and items.
type List struct {
	Length   Field // bounds of the header; a terminator 0 is handled by framing
	Item     Field
	SameLine bool // `M a1 .. aM` on one line (poj2234); else header line, then items line
}

// layout is how a problem's cases sit in a judge input.
type Layout struct {
	Framing framing
	Count   Field   // counted: the count line
	Term    []int64 // terminated: the numbers of the terminator line
	Tuple   []Field // a fixed tuple on one line (fields is then derived from it)
	Fields  grammar // self-describing cases; nil for lists
	// walk gives the fields of a whole case in one pass (its walkFields,
	// called statically: the callers' closures stay on the stack); nil:
	// fields over each prefix
	Walk *Schema
	List *List // cases with a length header
	// encode writes one case with its line breaks; nil writes a grammar case
	// on one line.
	Encode func(out []byte, c Case) []byte
	// need bounds the length of any whole case that starts with prefix
	// (exact once prefix is whole; both bounds grow with a count in it);
	// maxLen bounds the length of a case. Both nil/0 for tuples (the arity).
	Need   func(prefix Case) (lo, hi int)
	MaxLen int
	// numWidth bounds the bytes of a number and its separator within the
	// bounds (encodeAll's room: 8 each zeroed three times what hdu2509's
	// heaps take); 0: unknown, 8
	NumWidth int
	// require checks a whole case against the file's promises (require.go):
	// nil, or the first one it breaks; nil when the file has none.
	Require func(c Case) error
	// totals are the file's promises over a whole input (total.go); nil
	// when it makes none
	Totals []*Total
}

// arity is the length of a tuple case (its grammar fed range minimums).
func (l *Layout) Arity() int {
	var c Case
	for {
		f, run := l.Fields(c)
		if run == 0 {
			return len(c)
		}
		for range run {
			c = append(c, f.Lo)
		}
	}
}

// lengths is the range of the number of numbers in a case.
func (l *Layout) Lengths() (lo, hi int) {
	switch {
	case l.List != nil:
		return int(l.List.Length.Lo), int(l.List.Length.Hi)
	case l.Need != nil:
		lo, _ := l.Need(nil)
		return lo, l.MaxLen
	}
	n := l.Arity()
	return n, n
}

// needed is l.need, or the arity for tuples.
func (l *Layout) Needed(prefix Case) (lo, hi int) {
	if l.Need != nil {
		return l.Need(prefix)
	}
	n := l.Arity()
	return n, n
}

// fieldAt is the field of number i of a valid case c.
func (l *Layout) FieldAt(c Case, i int) Field {
	if l.List != nil {
		return l.List.Item
	}
	f, _ := l.Fields(c[:i])
	return f
}

// countField is the count line of counted formats; the judges set no bound,
// ours keeps a fuzzed input from asking for billions of cases.
func CountField(name string) Field { return Field{Name: name, Lo: 0, Hi: 10_000_000} }

func (l *Layout) Terminator() string { return string(AppendNums(nil, l.Term)) }

// appendNums writes numbers separated by single spaces.
func AppendNums(out []byte, c Case) []byte {
	for i, v := range c {
		if i > 0 {
			out = append(out, ' ')
		}
		out = appendNum(out, v)
	}
	return out
}

func (l *Layout) AppendCase(out []byte, c Case) []byte {
	switch {
	case l.List != nil:
		out = strconv.AppendInt(out, int64(len(c)), 10)
		if l.List.SameLine {
			out = append(out, ' ')
		} else {
			out = append(out, '\n')
		}
		out = AppendNums(out, c)
	case l.Encode != nil:
		return l.Encode(out, c)
	default:
		out = AppendNums(out, c)
	}
	return append(out, '\n')
}

func (l *Layout) numBytes() int {
	if l.NumWidth > 0 {
		return l.NumWidth
	}
	return 8
}

func (l *Layout) EncodeAll(cases []Case) []byte {
	n := 0
	for _, c := range cases {
		n += l.numBytes()*len(c) + 8
	}
	out := make([]byte, 0, n+16)
	if l.Framing == Counted {
		out = strconv.AppendInt(out, int64(len(cases)), 10)
		out = append(out, '\n')
	}
	for _, c := range cases {
		out = l.AppendCase(out, c)
	}
	if l.Framing == Terminated {
		out = append(out, l.Terminator()...)
		out = append(out, '\n')
	}
	return out
}

// readCase appends the numbers of case i to nums and returns them.
func (l *Layout) readCase(r *reader, nums []int64, i int) ([]int64, error) {
	if l.Tuple != nil {
		for _, f := range l.Tuple {
			v, err := r.num(f, "")
			if err != nil {
				return nil, withWhere(err, i)
			}
			nums = append(nums, v)
		}
		return nums, nil
	}
	if l.List != nil {
		n, err := r.num(l.List.Length, "")
		if err != nil {
			return nil, withWhere(err, i)
		}
		it := &l.List.Item
		plain := it.Plain()
		for range n {
			// num, inline: the items are most of an input's numbers
			tok, v, isNum, ok := r.number()
			if !ok || !isNum || v < it.Lo || v > it.Hi || !plain && it.check(v) != "" {
				return nil, withWhere(r.numError(tok, ok, *it, ""), i)
			}
			nums = append(nums, v)
		}
		return nums, nil
	}
	if l.Walk != nil && l.Walk.Flat != nil {
		return l.Walk.Flat.read(r, nums, i)
	}
	start := len(nums)
	if l.Walk != nil {
		// the numbers read so far live in pooled scratch that the walk
		// reads: their address taken, a variable of ours went to the heap
		bufs := l.Walk.bufs()
		defer l.Walk.release(bufs)
		bufs.src = nums
		var err error
		var pending []int64 // the codes of a word whose length was read (readWord)
		l.Walk.walkFields(&bufs.src, start, func(f Field, run int) bool {
			if f.word != nil {
				var e error
				if bufs.src, e = r.readWord(f, run, bufs.src, &pending); e != nil {
					err = withWhere(e, i)
				}
				return e == nil
			}
			if f.distinct {
				f.seen = make(map[int64]struct{}, run)
			}
			for range run {
				v, e := r.num(f, "")
				if e != nil {
					err = withWhere(e, i)
					return false
				}
				bufs.src = append(bufs.src, v)
				if f.seen != nil {
					f.seen[v] = struct{}{}
				}
			}
			return true
		}, func(rr rowRun) bool {
			var e error
			if bufs.src, e = r.readRows(&rr, bufs.src); e != nil {
				err = withWhere(e, i)
			}
			return e == nil
		})
		if err != nil {
			return nil, err
		}
		return bufs.src, nil
	}
	var pending []int64 // the codes of a word whose length was read (readWord)
	for {
		f, run := l.Fields(nums[start:])
		if run == 0 {
			return nums, nil
		}
		if f.word != nil {
			var err error
			if nums, err = r.readWord(f, run, nums, &pending); err != nil {
				return nil, withWhere(err, i)
			}
			continue
		}
		runStart := len(nums)
		for range run {
			if f.distinct {
				f.Differ = nums[runStart:]
			}
			v, err := r.num(f, "")
			if err != nil {
				return nil, withWhere(err, i)
			}
			nums = append(nums, v)
		}
	}
}

// tokensAtMost bounds the numbers of in from above, but for a word's
// characters: a token but the last is followed by a space or a line
// break, or, rarely, another blank (then nums grows). Counting them is
// cheaper than zeroing the room a bound by length gives (len(in)/2).
func tokensAtMost(in []byte) int {
	return bytes.Count(in, []byte{' '}) + bytes.Count(in, []byte{'\n'}) + 1
}

// casesAtMost bounds the cases of an input of tokens numbers (by the
// fewest numbers a case takes), up to 1024: a small phase's input holds
// hundreds of small cases (its list of cases grew five times), a large
// input's few cases would not fill the bound.
func (l *Layout) casesAtMost(tokens int) int {
	least, _ := l.Lengths()
	if l.List != nil {
		least++ // the length is written, not kept
	}
	return min(tokens/max(least, 1)+1, 1024)
}

// isTerminator consumes the terminator if it comes next.
func (l *Layout) isTerminator(r *reader) bool {
	m := r.mark()
	for _, want := range l.Term {
		tok, ok := r.token()
		if !ok {
			r.reset(m)
			return false
		}
		if v, ok := ParseInt(tok); !ok || v != want {
			r.reset(m)
			return false
		}
	}
	return true
}

func (l *Layout) ParseAll(in []byte) ([]Case, error) {
	r := newReader(in)
	tokens := tokensAtMost(in)
	nums := make([]int64, 0, tokens)
	var cases []Case
	var sums []int64 // the totals' sums so far
	if len(l.Totals) > 0 {
		sums = make([]int64, len(l.Totals))
	}
	add := func(i int) error {
		start := len(nums)
		r.skip()
		line := r.line
		var err error
		if nums, err = l.readCase(r, nums, i); err != nil {
			return err
		}
		c := Case(nums[start:len(nums):len(nums)])
		if l.Require != nil {
			if err := l.Require(c); err != nil {
				return &InputError{Line: line, Msg: fmt.Sprintf("case %d %v", i+1, err)}
			}
		}
		for j, t := range l.Totals {
			if sums[j] += t.Weight(c); sums[j] > t.Limit {
				return &InputError{Line: line, Msg: fmt.Sprintf("case %d takes the input past the promise %q: the sum over cases 1..%d is %d", i+1, t.Src, i+1, sums[j])}
			}
		}
		if cases == nil { // counted framing sized it; else a bound, or near
			cases = make([]Case, 0, l.casesAtMost(tokens))
		}
		cases = append(cases, c)
		return nil
	}
	switch l.Framing {
	case Counted:
		n, err := r.num(l.Count, " (the number of cases)")
		if err != nil {
			return nil, err
		}
		cases = make([]Case, 0, min(int(n), len(in)/2+1))
		for i := range int(n) {
			if err := add(i); err != nil {
				return nil, err
			}
		}
		if r.more() {
			r.token()
			return nil, r.errAt("extra input after the last of the %d cases", n)
		}
	case ToEOF:
		for i := 0; r.more(); i++ {
			if err := add(i); err != nil {
				return nil, err
			}
		}
	case Terminated:
		for i := 0; ; i++ {
			if !r.more() {
				return nil, r.errEnd("truncated input: missing the terminator %q", l.Terminator())
			}
			if l.isTerminator(r) {
				break
			}
			if err := add(i); err != nil {
				return nil, err
			}
		}
		if r.more() {
			r.token()
			return nil, r.errAt("extra input after the terminator %q", l.Terminator())
		}
	}
	return cases, nil
}

// valid checks one case against the layout's constraints and the file's
// promises.
func (l *Layout) Valid(c Case) error {
	if err := l.ValidShape(c); err != nil || l.Require == nil {
		return err
	}
	return l.Require(c)
}

// validShape checks one case against the layout's constraints.
func (l *Layout) ValidShape(c Case) error {
	if l.List != nil {
		if msg := l.List.Length.check(int64(len(c))); msg != "" {
			return fmt.Errorf("%d numbers: %s", len(c), msg)
		}
		it := &l.List.Item
		plain := it.Plain()
		for i, v := range c {
			if v < it.Lo || v > it.Hi || !plain {
				if msg := it.check(v); msg != "" {
					return fmt.Errorf("number %d (%d): %s", i+1, v, msg)
				}
			}
		}
		return nil
	}
	if l.Tuple != nil && len(c) == len(l.Tuple) {
		for i, f := range l.Tuple {
			if msg := f.check(c[i]); msg != "" {
				return fmt.Errorf("%s = %d: %s", f.Name, c[i], msg)
			}
		}
		return nil
	}
	if l.Walk != nil && l.Walk.Flat != nil {
		return l.Walk.Flat.valid(c)
	}
	if l.Walk != nil {
		bufs := l.Walk.bufs() // holds c for the walk (see readCase)
		defer l.Walk.release(bufs)
		bufs.src = c
		var err error
		i := 0
		whole := l.Walk.walkFields(&bufs.src, 0, func(f Field, run int) bool {
			if f.distinct {
				f.seen = make(map[int64]struct{}, run)
			}
			for end := i + run; i < end; i++ {
				if i >= len(c) {
					err = caseEnds(i, f)
					return false
				}
				if msg := f.check(c[i]); msg != "" {
					err = outOfField(f, c[i], msg)
					return false
				}
				if f.seen != nil {
					f.seen[c[i]] = struct{}{}
				}
			}
			return true
		}, func(rr rowRun) bool {
			var n int
			n, err = checkRows(&rr, c, i)
			i += n
			return err == nil
		})
		if err == nil && whole && i < len(c) {
			err = extraNumbers(len(c)-i, i)
		}
		return err
	}
	for i := 0; ; {
		f, run := l.Fields(c[:i])
		if run == 0 {
			if i < len(c) {
				return extraNumbers(len(c)-i, i)
			}
			return nil
		}
		for runStart := i; i < runStart+run; i++ {
			if i >= len(c) {
				return caseEnds(i, f)
			}
			if f.distinct {
				f.Differ = c[runStart:i]
			}
			if msg := f.check(c[i]); msg != "" {
				return outOfField(f, c[i], msg)
			}
		}
	}
}

// encodeCaseOnly writes one case without the count line or terminator.
func (l *Layout) EncodeCaseOnly(c Case) []byte { return l.AppendCase(nil, c) }
