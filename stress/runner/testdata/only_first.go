// hdu1846, bug: answers the first case only.
package main

import "fmt"

func main() {
	var c, n, m int
	fmt.Scan(&c, &n, &m)
	if n%(m+1) != 0 {
		fmt.Println("first")
	} else {
		fmt.Println("second")
	}
}
