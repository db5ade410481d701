// hdu1846, correct: the first player wins iff n is not a multiple of m+1.
package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	in, out := bufio.NewReader(os.Stdin), bufio.NewWriter(os.Stdout)
	defer out.Flush()
	var c int
	fmt.Fscan(in, &c)
	for ; c > 0; c-- {
		var n, m int
		fmt.Fscan(in, &n, &m)
		if n%(m+1) != 0 {
			fmt.Fprintln(out, "first")
		} else {
			fmt.Fprintln(out, "second")
		}
	}
}
