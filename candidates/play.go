package candidates

import (
	"bufio"
	"fmt"
	"strconv"
)

// scan reads one integer from an interactive jury, as scanf("%lld") does.
func scan(r *bufio.Reader) (int64, error) {
	var v int64
	_, err := fmt.Fscan(r, &v)
	return v, err
}

// say writes a line of numbers; flush sends it to the jury.
func say(w *bufio.Writer, flush bool, vs ...int64) error {
	var b []byte
	for i, v := range vs {
		if i > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, v, 10)
	}
	w.Write(append(b, '\n'))
	if flush {
		return w.Flush()
	}
	return nil
}

// sayWord writes a word on its own line.
func sayWord(w *bufio.Writer, flush bool, s string) error {
	w.WriteString(s + "\n")
	if flush {
		return w.Flush()
	}
	return nil
}
