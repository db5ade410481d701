// hdu1846, bug: "First"/"Second" where the judge wants lower case.
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
			fmt.Fprintln(out, "First")
		} else {
			fmt.Fprintln(out, "Second")
		}
	}
}
