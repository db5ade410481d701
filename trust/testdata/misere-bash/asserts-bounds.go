// Must pass: asserts every bound misere-bash declares (a count, then that
// many cases `n m`, 1 <= n, m <= 1000). Misere Bash: whoever takes the last
// stone loses, so the mover loses iff n % (m+1) == 1 (leave the other
// 1 + k(m+1) stones, down to the last one).
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
	if _, err := fmt.Fscan(in, &c); err != nil || c < 1 {
		panic(fmt.Sprintf("count %d: %v", c, err))
	}
	for range c {
		var n, m int
		if _, err := fmt.Fscan(in, &n, &m); err != nil {
			panic(err)
		}
		if n < 1 || n > 1000 || m < 1 || m > 1000 {
			panic(fmt.Sprintf("n = %d, m = %d", n, m))
		}
		if n%(m+1) != 1 {
			fmt.Fprintln(out, "first")
		} else {
			fmt.Fprintln(out, "second")
		}
	}
	var extra string
	if _, err := fmt.Fscan(in, &extra); err == nil {
		panic("input after the cases")
	}
}
