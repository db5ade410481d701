// hdu1846, bug: prints without end.
package main

import (
	"bufio"
	"os"
)

func main() {
	out := bufio.NewWriter(os.Stdout)
	for {
		if _, err := out.WriteString("first\n"); err != nil {
			return
		}
	}
}
