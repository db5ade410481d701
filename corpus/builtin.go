package corpus

import (
	"embed"
	"io/fs"
)

// The committed corpus: README.md always matches, and every problem
// directory beside it (hidden temporaries are left out by go:embed).
//
//go:embed *
var builtin embed.FS

// Builtin is the corpus committed with this package (the directory this
// package lives in), for replay in tests. Read it with [LoadFS] and
// [ProblemsFS].
func Builtin() fs.FS { return builtin }
