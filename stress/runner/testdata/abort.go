// hdu1846, bug: panics on its input (a Go panic, exit status 2).
package main

import "fmt"

func main() {
	var c int
	fmt.Scan(&c)
	panic(fmt.Sprintf("unexpected case count %d", c))
}
