package oracle

import (
	"context"
	"fmt"
)

// CancelEvery is how many states a long search expands between two looks
// at its context (a power of two).
const CancelEvery = 4096

// Stopped is the error of a search whose context ended: it wraps ctx.Err()
// (errors.Is(err, context.DeadlineExceeded) or context.Canceled).
func Stopped(ctx context.Context, what string, states int) error {
	return fmt.Errorf("oracle: %s stopped after %d states: %w", what, states, ctx.Err())
}
