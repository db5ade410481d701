// hdu1846, bug: dereferences a nil pointer (a Go panic on SIGSEGV).
package main

import "fmt"

type table struct{ win []bool }

var t *table

func main() {
	fmt.Println(t.win[0])
}
