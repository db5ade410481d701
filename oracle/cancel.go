package oracle

import (
	"context"
	"fmt"
)

// cancelEvery is how many states a long search expands between two looks
// at its context (a power of two).
const cancelEvery = 4096

// cancelWork is how many successors (and elements of ranges) a custom
// game's search makes between two looks at most, where its positions have
// many moves.
const cancelWork = 1 << 16

// stopped is the error of a search whose context ended: it wraps ctx.Err()
// (errors.Is(err, context.DeadlineExceeded) or context.Canceled).
func stopped(ctx context.Context, what string, states int) error {
	return fmt.Errorf("oracle: %s stopped after %d states: %w", what, states, ctx.Err())
}
