package problem

import (
	"flag"
	"os"
	"testing"

	"github.com/gamestress/gamestress/oracle/custom"
)

// TestMain compares the fast path of custom games' moves with expr-lang on
// every position any test of this package evaluates (every shipped
// problem file, every example game): custom.SetFastCheck.
// Benchmark runs (-bench) measure the fast path alone.
func TestMain(m *testing.M) {
	flag.Parse()
	if f := flag.Lookup("test.bench"); f != nil && f.Value.String() == "" {
		custom.SetFastCheck(true)
	}
	os.Exit(m.Run())
}
