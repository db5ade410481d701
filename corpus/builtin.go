package corpus

import (
	"embed"
	"io/fs"
)

// The committed corpus: README.md and the saved inputs and answers of every
// problem directory beside it; nothing else of this directory (its Go files
// are not corpus). TestEmbedIsCommitted checks that every file here is
// tracked by git, so the embed holds exactly what is committed.
//
//go:embed README.md */*.in */*.ans
var builtin embed.FS

// Builtin is the corpus committed with this package (the directory this
// package lives in), for replay in tests. Read it with [LoadFS] and
// [ProblemsFS].
func Builtin() fs.FS { return builtin }
