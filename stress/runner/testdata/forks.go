// hdu1846, bug: starts a child that sleeps forever with stdout still open,
// then answers correctly and exits.
package main

import (
	"fmt"
	"os"
	"os/exec"
)

func main() {
	sleeper := exec.Command("sleep", "1000")
	sleeper.Stdout = os.Stdout
	sleeper.Start()
	var c int
	fmt.Scan(&c)
	for ; c > 0; c-- {
		var n, m int
		fmt.Scan(&n, &m)
		if n%(m+1) != 0 {
			fmt.Println("first")
		} else {
			fmt.Println("second")
		}
	}
}
