// hdu1846, bug: answers the first half of the cases, closes stdout, reads
// on, and exits 0.
package main

import (
	"fmt"
	"os"
)

func main() {
	var c int
	fmt.Scan(&c)
	for i := 0; i < c; i++ {
		var n, m int
		fmt.Scan(&n, &m)
		if i == c/2 {
			os.Stdout.Close()
		}
		if i < c/2 {
			if n%(m+1) != 0 {
				fmt.Println("first")
			} else {
				fmt.Println("second")
			}
		}
	}
}
