// hdu1846, bug: the win table is built for the first case's m and kept for
// every later case (state kept across cases).
package main

import (
	"bufio"
	"fmt"
	"os"
)

var win []bool

func main() {
	in, out := bufio.NewReader(os.Stdin), bufio.NewWriter(os.Stdout)
	defer out.Flush()
	var c int
	fmt.Fscan(in, &c)
	for ; c > 0; c-- {
		var n, m int
		fmt.Fscan(in, &n, &m)
		if win == nil {
			win = make([]bool, 1001)
			for i := 1; i <= 1000; i++ {
				for k := 1; k <= m && k <= i; k++ {
					if !win[i-k] {
						win[i] = true
						break
					}
				}
			}
		}
		if win[n] {
			fmt.Fprintln(out, "first")
		} else {
			fmt.Fprintln(out, "second")
		}
	}
}
