package runner

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"
)

// A program that wrote its answer and exited has its whole output read,
// however slow the reader: the group is dead, nothing can hold the pipe,
// so Run reads to end of file. (Before, reading stopped 500ms after the
// group died, and a loaded machine got "fi" for "first".) readDelay stands
// for the starved reader: its first read comes later than that grace.
func TestSlowReaderGetsTheWholeOutput(t *testing.T) {
	var once sync.Once
	readDelay = func() { once.Do(func() { time.Sleep(700 * time.Millisecond) }) }
	defer func() { readDelay = nil }()
	want := strings.Repeat("first\nsecond\n", 1000)
	p := Command([]string{"/bin/sh", "-c", "printf '" + strings.Repeat(`first\nsecond\n`, 1000) + "'"})
	out, err := p.Run(context.Background(), nil)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	if string(out) != want {
		t.Errorf("got %d bytes of output (%.20q...), want all %d", len(out), out, len(want))
	}
	assertNoneLive(t)
}
