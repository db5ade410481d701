// Must pass: asserts every bound nim-move declares (lines `M a1..aM` to the
// end of the input, 1 <= M <= 20, 1 <= a <= 10^7). Nim: X the XOR of the
// heaps; lost (-1) iff X == 0; else the first heap h with h^X < h, from
// which h - (h^X) is taken (leaving XOR 0).
package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	cases := 0
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 0 {
			continue
		}
		m, err := strconv.Atoi(f[0])
		if err != nil || m < 1 || m > 20 || len(f) != m+1 {
			panic(fmt.Sprintf("line %q", sc.Text()))
		}
		h := make([]int, m)
		x := 0
		for i := range h {
			if h[i], err = strconv.Atoi(f[i+1]); err != nil || h[i] < 1 || h[i] > 10000000 {
				panic(fmt.Sprintf("heap %q", f[i+1]))
			}
			x ^= h[i]
		}
		cases++
		if x == 0 {
			fmt.Fprintln(out, -1)
			continue
		}
		for i, v := range h {
			if v^x < v {
				fmt.Fprintln(out, i+1, v-(v^x))
				break
			}
		}
	}
	if cases == 0 {
		panic("no case")
	}
}
