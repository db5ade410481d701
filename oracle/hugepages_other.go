//go:build !linux

package oracle

import "unsafe"

// adviseHuge is a no-op off Linux (hugepages_linux.go).
func adviseHuge(unsafe.Pointer, uintptr) {}

// adviseHugeFrom is a no-op off Linux (hugepages_linux.go).
func adviseHugeFrom(unsafe.Pointer, uintptr) {}
