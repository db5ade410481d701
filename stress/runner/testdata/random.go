// hdu1846, bug: answers at random.
package main

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
)

func main() {
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	var c int
	fmt.Fscan(bufio.NewReader(os.Stdin), &c)
	for ; c > 0; c-- {
		fmt.Fprintln(out, []string{"first", "second"}[rand.IntN(2)])
	}
}
