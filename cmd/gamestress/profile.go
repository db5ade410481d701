package main

import (
	"fmt"
	"io"
	"os"
	"runtime/pprof"
)

// profileEnv names a file for a CPU profile of the whole command (for
// `go tool pprof`): how gamestress's own CPU per case is measured (docs/performance.md,
// "Runs of your solution"); allocEnv one for the profile of what it allocated.
const (
	profileEnv = "GAMESTRESS_CPUPROFILE"
	allocEnv   = "GAMESTRESS_ALLOCPROFILE"
)

// startProfile starts the CPU profile profileEnv asks for, if any; the
// returned stop writes it, and the allocation profile allocEnv asks for.
func startProfile(stderr io.Writer) (stop func()) {
	allocs := func() {
		if path := os.Getenv(allocEnv); path != "" {
			if err := writeAllocs(path); err != nil {
				fmt.Fprintf(stderr, "gamestress: %s: %v\n", allocEnv, err)
			}
		}
	}
	path := os.Getenv(profileEnv)
	if path == "" {
		return allocs
	}
	f, err := os.Create(path)
	if err == nil {
		err = pprof.StartCPUProfile(f)
	}
	if err != nil {
		fmt.Fprintf(stderr, "gamestress: %s: %v\n", profileEnv, err)
		return allocs
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
		allocs()
	}
}

func writeAllocs(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
