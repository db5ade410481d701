// Must pass: asserts every bound hdu2176 declares (m, 1..200000, then m
// heaps of 1..10^9, until a line 0; nothing after). Nim: X the XOR of
// the heaps; No when X == 0, else Yes and every winning move, the heaps h
// with h^X < h moved to h^X, in input order: a variable number of lines.
// Its own reader: 4*10^6 numbers a judge input.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
)

type reader struct{ r *bufio.Reader }

// next is the next number, ok false at the end of the input.
func (r reader) next() (v int, ok bool) {
	c, err := r.r.ReadByte()
	for err == nil && (c == ' ' || c == '\n' || c == '\r' || c == '\t') {
		c, err = r.r.ReadByte()
	}
	if err != nil {
		return 0, false
	}
	for ; err == nil && c >= '0' && c <= '9'; c, err = r.r.ReadByte() {
		v = v*10 + int(c-'0')
		ok = true
	}
	if err == nil && c != ' ' && c != '\n' && c != '\r' && c != '\t' {
		panic(fmt.Sprintf("not a number: %q", c))
	}
	return v, ok
}

func main() {
	in := reader{bufio.NewReaderSize(os.Stdin, 1<<16)}
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()
	var h []int
	var buf []byte
	for cases := 0; ; cases++ {
		m, ok := in.next()
		if !ok {
			panic("no terminator 0")
		}
		if m == 0 {
			if cases == 0 {
				panic("no case")
			}
			break
		}
		if m > 200000 {
			panic(fmt.Sprintf("m = %d", m))
		}
		h = h[:0]
		x := 0
		for range m {
			v, ok := in.next()
			if !ok || v < 1 || v > 1000000000 {
				panic(fmt.Sprintf("heap %d (ok %v)", v, ok))
			}
			h = append(h, v)
			x ^= v
		}
		if x == 0 {
			out.WriteString("No\n")
			continue
		}
		out.WriteString("Yes\n")
		for _, v := range h {
			if v^x < v {
				buf = strconv.AppendInt(buf[:0], int64(v), 10)
				buf = append(buf, ' ')
				buf = strconv.AppendInt(buf, int64(v^x), 10)
				buf = append(buf, '\n')
				out.Write(buf)
			}
		}
	}
	if _, ok := in.next(); ok {
		panic("input after the terminator")
	}
}
