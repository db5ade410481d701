package custom

import (
	"flag"
	"os"
	"testing"
)

// TestMain compares the fast path of custom games' moves with expr-lang on
// every position any test evaluates (SetFastCheck).
// Benchmark runs (-bench) measure the fast path alone.
func TestMain(m *testing.M) {
	flag.Parse()
	if f := flag.Lookup("test.bench"); f != nil && f.Value.String() == "" {
		SetFastCheck(true)
	}
	os.Exit(m.Run())
}
