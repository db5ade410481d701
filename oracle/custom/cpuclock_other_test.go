//go:build !unix

package custom

// cpuSeconds is unavailable here: the benchmarks then report wall-clock rates only.
func cpuSeconds() float64 { return 0 }
