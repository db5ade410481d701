// hdu1846, bug: allocates without bound (the Go runtime runs out of memory).
package main

var keep [][]byte

func main() {
	for {
		b := make([]byte, 1<<20)
		for i := range b {
			b[i] = 1
		}
		keep = append(keep, b)
	}
}
