// Does not compile: an unused variable.
package main

func main() {
	unused := 1
}
