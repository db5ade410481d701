package problem

import (
	"bytes"
	"fmt"
	"strconv"
)

// framing is how the cases of one judge input are delimited.
type framing uint8

const (
	counted    framing = iota // a first line gives the number of cases
	toEOF                     // cases follow one another until the end of input
	terminated                // a line of zeros (or a zero header) ends the input
)

// grammar gives the field that follows prefix in a self-describing case and
// how many numbers in a row have that field (run), or run 0 when prefix is a
// whole case. Tuples are the simplest grammar; hdu1536 and hdu1730 carry
// their own counts.
type grammar func(prefix Case) (f field, run int)

// tuple is the grammar of a fixed list of fields on one line.
func tuple(fs ...field) grammar {
	return func(p Case) (field, int) {
		if len(p) < len(fs) {
			return fs[len(p)], 1
		}
		return field{}, 0
	}
}

// list is a case made of a length header (not part of the Case) and items.
type list struct {
	length   field // bounds of the header; a terminator 0 is handled by framing
	item     field
	sameLine bool // `M a1 .. aM` on one line (poj2234); else header line, then items line
}

// layout is how a problem's cases sit in a judge input.
type layout struct {
	framing framing
	count   field   // counted: the count line
	term    []int64 // terminated: the numbers of the terminator line
	tuple   []field // a fixed tuple on one line (fields is then derived from it)
	fields  grammar // self-describing cases; nil for lists
	// walk gives the fields of a whole case in one pass (its walkFields,
	// called statically: the callers' closures stay on the stack); nil:
	// fields over each prefix
	walk *schema
	list *list // cases with a length header
	// encode writes one case with its line breaks; nil writes a grammar case
	// on one line.
	encode func(out []byte, c Case) []byte
	// need bounds the length of any whole case that starts with prefix
	// (exact once prefix is whole; both bounds grow with a count in it);
	// maxLen bounds the length of a case. Both nil/0 for tuples (the arity).
	need   func(prefix Case) (lo, hi int)
	maxLen int
	// numWidth bounds the bytes of a number and its separator within the
	// bounds (encodeAll's room: 8 each zeroed three times what hdu2509's
	// heaps take); 0: unknown, 8
	numWidth int
	// require checks a whole case against the file's promises (require.go):
	// nil, or the first one it breaks; nil when the file has none.
	require func(c Case) error
	// totals are the file's promises over a whole input (total.go); nil
	// when it makes none
	totals []*total
}

// arity is the length of a tuple case (its grammar fed range minimums).
func (l *layout) arity() int {
	var c Case
	for {
		f, run := l.fields(c)
		if run == 0 {
			return len(c)
		}
		for range run {
			c = append(c, f.lo)
		}
	}
}

// lengths is the range of the number of numbers in a case.
func (l *layout) lengths() (lo, hi int) {
	switch {
	case l.list != nil:
		return int(l.list.length.lo), int(l.list.length.hi)
	case l.need != nil:
		lo, _ := l.need(nil)
		return lo, l.maxLen
	}
	n := l.arity()
	return n, n
}

// needed is l.need, or the arity for tuples.
func (l *layout) needed(prefix Case) (lo, hi int) {
	if l.need != nil {
		return l.need(prefix)
	}
	n := l.arity()
	return n, n
}

// fieldAt is the field of number i of a valid case c.
func (l *layout) fieldAt(c Case, i int) field {
	if l.list != nil {
		return l.list.item
	}
	f, _ := l.fields(c[:i])
	return f
}

// countField is the count line of counted formats; the judges set no bound,
// ours keeps a fuzzed input from asking for billions of cases.
func countField(name string) field { return field{name: name, lo: 0, hi: 10_000_000} }

func (l *layout) terminator() string { return string(appendNums(nil, l.term)) }

// appendNums writes numbers separated by single spaces.
func appendNums(out []byte, c Case) []byte {
	for i, v := range c {
		if i > 0 {
			out = append(out, ' ')
		}
		out = appendNum(out, v)
	}
	return out
}

// appendNum is strconv.AppendInt in base 10, numbers under 100 written
// without a call: most numbers of an input.
func appendNum(out []byte, v int64) []byte {
	switch {
	case v >= 0 && v < 10:
		return append(out, byte('0'+v))
	case v >= 10 && v < 100:
		return append(out, byte('0'+v/10), byte('0'+v%10))
	}
	return strconv.AppendInt(out, v, 10)
}

func (l *layout) appendCase(out []byte, c Case) []byte {
	switch {
	case l.list != nil:
		out = strconv.AppendInt(out, int64(len(c)), 10)
		if l.list.sameLine {
			out = append(out, ' ')
		} else {
			out = append(out, '\n')
		}
		out = appendNums(out, c)
	case l.encode != nil:
		return l.encode(out, c)
	default:
		out = appendNums(out, c)
	}
	return append(out, '\n')
}

func (l *layout) numBytes() int {
	if l.numWidth > 0 {
		return l.numWidth
	}
	return 8
}

// widthOf is the bytes of a number of lo..hi and its separator.
func widthOf(lo, hi int64) int {
	return max(len(strconv.FormatInt(lo, 10)), len(strconv.FormatInt(hi, 10))) + 1
}

func (l *layout) encodeAll(cases []Case) []byte {
	n := 0
	for _, c := range cases {
		n += l.numBytes()*len(c) + 8
	}
	out := make([]byte, 0, n+16)
	if l.framing == counted {
		out = strconv.AppendInt(out, int64(len(cases)), 10)
		out = append(out, '\n')
	}
	for _, c := range cases {
		out = l.appendCase(out, c)
	}
	if l.framing == terminated {
		out = append(out, l.terminator()...)
		out = append(out, '\n')
	}
	return out
}

// where names the case in an error message.
func where(i int) string { return fmt.Sprintf(" in case %d", i+1) }

// readCase appends the numbers of case i to nums and returns them.
func (l *layout) readCase(r *reader, nums []int64, i int) ([]int64, error) {
	if l.tuple != nil {
		for _, f := range l.tuple {
			v, err := r.num(f, "")
			if err != nil {
				return nil, withWhere(err, i)
			}
			nums = append(nums, v)
		}
		return nums, nil
	}
	if l.list != nil {
		n, err := r.num(l.list.length, "")
		if err != nil {
			return nil, withWhere(err, i)
		}
		it := &l.list.item
		plain := it.plain()
		for range n {
			// num, inline: the items are most of an input's numbers
			tok, v, isNum, ok := r.number()
			if !ok || !isNum || v < it.lo || v > it.hi || !plain && it.check(v) != "" {
				return nil, withWhere(r.numError(tok, ok, *it, ""), i)
			}
			nums = append(nums, v)
		}
		return nums, nil
	}
	if l.walk != nil && l.walk.flat != nil {
		return l.walk.flat.read(r, nums, i)
	}
	start := len(nums)
	if l.walk != nil {
		// the numbers read so far live in pooled scratch that the walk
		// reads: their address taken, a variable of ours went to the heap
		bufs := l.walk.bufs()
		defer l.walk.release(bufs)
		bufs.src = nums
		var err error
		var pending []int64 // the codes of a word whose length was read (readWord)
		l.walk.walkFields(&bufs.src, start, func(f field, run int) bool {
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
		f, run := l.fields(nums[start:])
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
				f.differ = nums[runStart:]
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
func (l *layout) casesAtMost(tokens int) int {
	least, _ := l.lengths()
	if l.list != nil {
		least++ // the length is written, not kept
	}
	return min(tokens/max(least, 1)+1, 1024)
}

// withWhere adds the case number to an input error (built only on failure).
func withWhere(err error, i int) error {
	if e, ok := err.(*InputError); ok {
		e.Msg += where(i)
	}
	return err
}

// isTerminator consumes the terminator if it comes next.
func (l *layout) isTerminator(r *reader) bool {
	m := r.mark()
	for _, want := range l.term {
		tok, ok := r.token()
		if !ok {
			r.reset(m)
			return false
		}
		if v, ok := parseInt(tok); !ok || v != want {
			r.reset(m)
			return false
		}
	}
	return true
}

func (l *layout) parseAll(in []byte) ([]Case, error) {
	r := newReader(in)
	tokens := tokensAtMost(in)
	nums := make([]int64, 0, tokens)
	var cases []Case
	var sums []int64 // the totals' sums so far
	if len(l.totals) > 0 {
		sums = make([]int64, len(l.totals))
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
		if l.require != nil {
			if err := l.require(c); err != nil {
				return &InputError{Line: line, Msg: fmt.Sprintf("case %d %v", i+1, err)}
			}
		}
		for j, t := range l.totals {
			if sums[j] += t.weight(c); sums[j] > t.limit {
				return &InputError{Line: line, Msg: fmt.Sprintf("case %d takes the input past the promise %q: the sum over cases 1..%d is %d", i+1, t.src, i+1, sums[j])}
			}
		}
		if cases == nil { // counted framing sized it; else a bound, or near
			cases = make([]Case, 0, l.casesAtMost(tokens))
		}
		cases = append(cases, c)
		return nil
	}
	switch l.framing {
	case counted:
		n, err := r.num(l.count, " (the number of cases)")
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
	case toEOF:
		for i := 0; r.more(); i++ {
			if err := add(i); err != nil {
				return nil, err
			}
		}
	case terminated:
		for i := 0; ; i++ {
			if !r.more() {
				return nil, r.errEnd("truncated input: missing the terminator %q", l.terminator())
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
			return nil, r.errAt("extra input after the terminator %q", l.terminator())
		}
	}
	return cases, nil
}

// valid checks one case against the layout's constraints and the file's
// promises.
func (l *layout) valid(c Case) error {
	if err := l.validShape(c); err != nil || l.require == nil {
		return err
	}
	return l.require(c)
}

// validShape checks one case against the layout's constraints.
func (l *layout) validShape(c Case) error {
	if l.list != nil {
		if msg := l.list.length.check(int64(len(c))); msg != "" {
			return fmt.Errorf("%d numbers: %s", len(c), msg)
		}
		it := &l.list.item
		plain := it.plain()
		for i, v := range c {
			if v < it.lo || v > it.hi || !plain {
				if msg := it.check(v); msg != "" {
					return fmt.Errorf("number %d (%d): %s", i+1, v, msg)
				}
			}
		}
		return nil
	}
	if l.tuple != nil && len(c) == len(l.tuple) {
		for i, f := range l.tuple {
			if msg := f.check(c[i]); msg != "" {
				return fmt.Errorf("%s = %d: %s", f.name, c[i], msg)
			}
		}
		return nil
	}
	if l.walk != nil && l.walk.flat != nil {
		return l.walk.flat.valid(c)
	}
	if l.walk != nil {
		bufs := l.walk.bufs() // holds c for the walk (see readCase)
		defer l.walk.release(bufs)
		bufs.src = c
		var err error
		i := 0
		whole := l.walk.walkFields(&bufs.src, 0, func(f field, run int) bool {
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
		f, run := l.fields(c[:i])
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
				f.differ = c[runStart:i]
			}
			if msg := f.check(c[i]); msg != "" {
				return outOfField(f, c[i], msg)
			}
		}
	}
}

// caseEnds is validShape's error for a case that ends at i, before a
// number of f.
func caseEnds(i int, f field) error {
	return fmt.Errorf("case ends after %d numbers: expected %s", i, f.name)
}

// extraNumbers is validShape's error for a case of extra numbers past a
// whole case of n.
func extraNumbers(extra, n int) error {
	return fmt.Errorf("%d extra numbers after a whole case of %d", extra, n)
}

// outOfField is validShape's error for v, a number of f that check
// refused with msg.
func outOfField(f field, v int64, msg string) error {
	return fmt.Errorf("%s = %d: %s", f.name, v, msg)
}

// encodeCaseOnly writes one case without the count line or terminator.
func (l *layout) encodeCaseOnly(c Case) []byte { return l.appendCase(nil, c) }
