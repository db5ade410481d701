package problem

import (
	"os"
	"testing"

	"github.com/gamestress/gamestress/oracle"
)

// TestMain compares the fast path of custom games' moves with expr-lang on
// every position any test of this package evaluates (every shipped
// problem file, every example game): oracle.SetFastCheck.
func TestMain(m *testing.M) {
	oracle.SetFastCheck(true)
	os.Exit(m.Run())
}
