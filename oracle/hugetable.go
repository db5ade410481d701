package oracle

import "unsafe"

// tableOf is a zeroed slice of n cells for a dense memo, on huge pages
// where the system gives them (adviseHuge).
func tableOf[T any](n int64) []T {
	s := make([]T, n)
	if n > 0 {
		var zero T
		adviseHuge(unsafe.Pointer(unsafe.SliceData(s)), uintptr(n)*unsafe.Sizeof(zero))
	}
	return s
}
