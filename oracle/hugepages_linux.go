package oracle

import (
	"syscall"
	"unsafe"
)

// adviseHuge asks the kernel for transparent huge pages on the 2 MiB
// pages wholly inside the n bytes at p (a large table, untouched yet).
// On this project's VMs a table's first touch of each 4 KiB page costs
// more than filling it (a fresh 81 MB table: about 0.7 s of page faults
// against 0.1 s in 2 MiB pages); the advice changes no byte, and memory
// the Go heap later reuses keeps it harmlessly. Errors are ignored (an
// old kernel, THP off: the pages stay small).
func adviseHuge(p unsafe.Pointer, n uintptr) {
	const huge = 2 << 20
	if n < 2*huge {
		return
	}
	start := (uintptr(p) + huge - 1) &^ (huge - 1)
	end := (uintptr(p) + n) &^ (huge - 1)
	if end > start {
		_ = syscall.Madvise(unsafe.Slice((*byte)(unsafe.Add(p, start-uintptr(p))), end-start), syscall.MADV_HUGEPAGE)
	}
}

// adviseHugeFrom asks for transparent huge pages on the 2 MiB pages that
// hold the n bytes at p, which starts on a 2 MiB boundary and owns the
// rest of its last huge page too (HugeTable).
func adviseHugeFrom(p unsafe.Pointer, n uintptr) {
	n = (n + hugePage - 1) &^ (hugePage - 1)
	_ = syscall.Madvise(unsafe.Slice((*byte)(p), n), syscall.MADV_HUGEPAGE)
}
