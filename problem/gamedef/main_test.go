package gamedef

import (
	"flag"
	"os"
	"testing"

	"github.com/gamestress/gamestress/oracle/custom"
)

// TestMain compares the fast path of custom games' moves with expr-lang on
// every position the tests of this package evaluate, as package problem's
// tests do (custom.SetFastCheck); benchmark runs measure the fast path alone.
func TestMain(m *testing.M) {
	flag.Parse()
	if f := flag.Lookup("test.bench"); f != nil && f.Value.String() == "" {
		custom.SetFastCheck(true)
	}
	os.Exit(m.Run())
}
