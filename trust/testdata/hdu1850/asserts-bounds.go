// Must pass: asserts every bound hdu1850 declares (M, 2 <= M <= 100, then
// M heaps of 1..10^6, until a line 0, nothing after). Nim: with X the XOR
// of the heaps, a move from heap h wins iff it leaves XOR 0, i.e. moves h
// to h^X, possible iff h^X < h. The answer is how many heaps allow it.
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	cases := 0
	for {
		var m int
		if _, err := fmt.Fscan(in, &m); err != nil {
			panic(fmt.Sprintf("no terminator 0: %v", err))
		}
		if m == 0 {
			break
		}
		if m < 2 || m > 100 {
			panic(fmt.Sprintf("M = %d", m))
		}
		h := make([]int, m)
		x := 0
		for i := range h {
			if _, err := fmt.Fscan(in, &h[i]); err != nil {
				panic(err)
			}
			if h[i] < 1 || h[i] > 1000000 {
				panic(fmt.Sprintf("heap %d", h[i]))
			}
			x ^= h[i]
		}
		count := 0
		for _, v := range h {
			if v^x < v {
				count++
			}
		}
		fmt.Fprintln(out, count)
		cases++
	}
	if cases == 0 {
		panic("no case")
	}
	var extra string
	if _, err := fmt.Fscan(in, &extra); err != io.EOF {
		panic(fmt.Sprintf("input after the terminator: %q", extra))
	}
}
