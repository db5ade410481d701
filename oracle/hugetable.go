package oracle

import "unsafe"

// TableOf is a zeroed slice of n cells for a dense memo, on huge pages
// where the system gives them (adviseHuge).
func TableOf[T any](n int64) []T {
	s := make([]T, n)
	if n > 0 {
		var zero T
		adviseHuge(unsafe.Pointer(unsafe.SliceData(s)), uintptr(n)*unsafe.Sizeof(zero))
	}
	return s
}

// hugePage is the size of a transparent huge page on x86-64 and arm64.
const hugePage = 2 << 20

// HugeTable is a zeroed slice of n cells that starts on a 2 MiB boundary
// and lies on huge pages where the system gives them, for a table read at
// random (problem's cache of the oracle's answers): on 4 KiB pages each
// read of such a table misses the TLB, which on this project's VMs costs
// more than the read. Below 1 MiB it is a plain slice. To align it and to
// own the rest of its last huge page, 4 MiB more address space is
// allocated and never touched.
func HugeTable[T any](n int64) []T {
	var zero T
	size := int64(unsafe.Sizeof(zero))
	if n <= 0 || size == 0 || n*size < hugePage/2 {
		return make([]T, max(n, 0))
	}
	s := make([]T, n+(2*hugePage+size-1)/size)
	p := uintptr(unsafe.Pointer(unsafe.SliceData(s)))
	off := int64(((p+hugePage-1)&^(hugePage-1) - p)) / size
	if off*size != int64((p+hugePage-1)&^(hugePage-1)-p) {
		// Not a whole number of cells to the boundary: unaligned, plain.
		return s[:n:n]
	}
	t := s[off : off+n : off+n]
	adviseHugeFrom(unsafe.Pointer(unsafe.SliceData(t)), uintptr(n*size))
	return t
}
