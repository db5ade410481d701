// Flaw: the XOR of the piles is a global never reset between test cases:
// the second case counts against the first one's XOR too.
// Truth: WrongAnswer, least input two cases of one pile of 1 (`1 / 1 / 1
// / 1 / 0`: the second case's XOR is taken as 0, so 0 moves, want 1).
package main

import (
	"bufio"
	"fmt"
	"os"
)

var x int // the XOR of the piles

func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for {
		var n int
		if _, err := fmt.Fscan(in, &n); err != nil || n == 0 {
			return
		}
		k := make([]int, n)
		for i := range k {
			fmt.Fscan(in, &k[i])
			x ^= k[i]
		}
		count := 0
		for _, v := range k {
			if v^x < v {
				count++
			}
		}
		fmt.Fprintln(out, count)
	}
}
