package fuzz

import (
	"time"

	"github.com/gamestress/gamestress/candidates"
	"github.com/gamestress/gamestress/problem"
)

// target is how a candidate is run: in-process, or (Slow) in a child process
// under a time limit, the way the stress engine runs it.
func target(c candidates.Candidate, timeout time.Duration) problem.Target {
	if timeout == 0 {
		timeout = DefaultTimeout
	}
	_ = timeout
	return c // TODO: slow candidates through the stress engine's child-process runner
}
