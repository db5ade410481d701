// Must pass: asserts every bound cf1537d declares (t, 1..10^4, then t
// numbers, 1 <= n <= 10^9). Subtract a divisor other than 1 and n: an odd
// n loses (its divisors d are odd, n - d is even with the odd factor d,
// which wins); an even n with an odd divisor d > 1 wins (n - d is odd);
// n = 2^e wins iff e is even (the only moves worth anything halve it).
package main

import (
	"bufio"
	"fmt"
	"math/bits"
	"os"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	var t int
	if _, err := fmt.Fscan(in, &t); err != nil || t < 1 || t > 10000 {
		panic(fmt.Sprintf("t = %d: %v", t, err))
	}
	for range t {
		var n uint64
		if _, err := fmt.Fscan(in, &n); err != nil || n < 1 || n > 1000000000 {
			panic(fmt.Sprintf("n = %d: %v", n, err))
		}
		alice := false
		switch {
		case n%2 == 1:
		case n&(n-1) != 0:
			alice = true
		default:
			alice = bits.TrailingZeros64(n)%2 == 0
		}
		if alice {
			fmt.Fprintln(out, "Alice")
		} else {
			fmt.Fprintln(out, "Bob")
		}
	}
	var extra string
	if _, err := fmt.Fscan(in, &extra); err == nil {
		panic("input after the cases")
	}
}
