package stress

import (
	"context"
	"fmt"

	"github.com/gamestress/gamestress/problem"
)

// Interact lets the recorder of a re-run stand for an interactive target.
func (r *recorder) Interact(ctx context.Context, jury func(*problem.Channel) error) (error, error) {
	it, ok := r.t.(problem.Interactive)
	if !ok {
		return nil, fmt.Errorf("target %T cannot play an interactive problem", r.t)
	}
	return it.Interact(ctx, jury)
}
