// hdu1846, bug: never ends.
package main

var spin uint64

func main() {
	for {
		spin++
	}
}
