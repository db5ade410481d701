// Command layers prints the files of Go packages in layers: a file's layer
// is one above the highest layer of the files of its package whose
// identifiers it uses (0: it uses none), so that no file uses a file of its
// own layer or above. Files that use each other (a cycle) share a layer
// and are marked "cycle"; a package whose files form layers a reader can
// draw has none. Test files are left out.
//
//	go run ./scripts/layers ./problem/format ./problem/gen ./problem/judge
package main
