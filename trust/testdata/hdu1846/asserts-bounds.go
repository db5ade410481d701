// Must pass: asserts every bound hdu1846 declares (1 <= n, m <= 1000, a
// count then that many cases, nothing after), then answers by Bash's
// rule: taking 1..m from n, the mover loses iff n % (m+1) == 0.
package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	var c int
	if _, err := fmt.Fscan(in, &c); err != nil {
		panic(fmt.Sprintf("no count: %v", err))
	}
	if c < 1 {
		panic(fmt.Sprintf("count %d < 1", c))
	}
	for i := 0; i < c; i++ {
		var n, m int
		if _, err := fmt.Fscan(in, &n, &m); err != nil {
			panic(fmt.Sprintf("case %d: %v", i+1, err))
		}
		if n < 1 || n > 1000 || m < 1 || m > 1000 {
			panic(fmt.Sprintf("case %d: n = %d, m = %d out of 1..1000", i+1, n, m))
		}
		if n%(m+1) != 0 {
			fmt.Fprintln(out, "first")
		} else {
			fmt.Fprintln(out, "second")
		}
	}
	var extra string
	if _, err := fmt.Fscan(in, &extra); err == nil {
		panic(fmt.Sprintf("input after the %d cases: %q", c, extra))
	}
}
