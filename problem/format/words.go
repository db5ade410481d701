package format

// wordRef is the word of one field being read: its alphabet, whether the
// field is the hidden length of a word of any length (reading it reads
// the token), its row (from 1; 0 outside rows) and the name of the field
// that gives a fixed word's length.
type wordRef struct {
	*wordField
	isLen   bool
	row     int
	lenName string
}

// wordField is the alphabet of a word field.
type wordField struct {
	name  string     // the field's name (the grid's, for a grid's rows)
	alpha string     // its characters, in order: index 0 is the least
	code  [256]int16 // index+1 of a byte in alpha; 0: not in it
}

// k is the size of the alphabet.
func (w *wordField) K() int64 { return int64(len(w.alpha)) }

// text writes codes as the word's characters ('?' for a code outside
// the alphabet, which no valid case holds).
func (w *wordField) text(codes []int64) string {
	b := make([]byte, len(codes))
	for i, c := range codes {
		b[i] = w.char(c)
	}
	return string(b)
}

func (w *wordField) char(c int64) byte {
	if c < 0 || c >= w.K() {
		return '?'
	}
	return w.alpha[c]
}

// cells writes codes as one-character strings (a row of a grid).
func (w *wordField) cells(codes []int64) []string {
	out := make([]string, len(codes))
	for i, c := range codes {
		out[i] = w.alpha[min(max(c, 0), w.K()-1) : min(max(c, 0), w.K()-1)+1]
	}
	return out
}
