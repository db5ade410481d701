// hdu1846, correct, built with cgo (import "C"): a dynamically linked Go
// binary, which the fork server serves (TestForkServerCgoGo).
package main

// #include <stdlib.h>
import "C"

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	_ = C.abs(-1)
	r := bufio.NewReader(os.Stdin)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	var c int
	fmt.Fscan(r, &c)
	for ; c > 0; c-- {
		var n, m int
		fmt.Fscan(r, &n, &m)
		if n%(m+1) != 0 {
			fmt.Fprintln(w, "first")
		} else {
			fmt.Fprintln(w, "second")
		}
	}
}
