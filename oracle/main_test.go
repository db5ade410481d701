package oracle

import (
	"os"
	"testing"
)

// TestMain compares the fast path of custom games' moves with expr-lang on
// every position any test evaluates (SetFastCheck).
func TestMain(m *testing.M) {
	SetFastCheck(true)
	os.Exit(m.Run())
}
