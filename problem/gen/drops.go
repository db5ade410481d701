package gen

import (
	"iter"
	"slices"

	"github.com/gamestress/gamestress/problem/format"
)

// with is r with one value replaced (r is not changed).
func with(r format.Record, key string, v any) format.Record {
	d := make(format.Record, len(r))
	for k, x := range r {
		d[k] = x
	}
	d[key] = v
	return d
}

// chunkDrops yields s without a chunk: halves, quarters, ... single items.
func chunkDrops[T any](s []T) iter.Seq[[]T] {
	return func(yield func([]T) bool) {
		for chunk := len(s) / 2; chunk >= 1; chunk /= 2 {
			for start := 0; start < len(s); start += chunk {
				end := min(start+chunk, len(s))
				if !yield(slices.Concat(s[:start], s[end:])) {
					return
				}
			}
		}
	}
}
