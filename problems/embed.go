package problems

import "embed"

// FS holds every problems/*.toml.
//
//go:embed *.toml
var FS embed.FS
