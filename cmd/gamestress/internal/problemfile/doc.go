// Package problemfile is what gamestress says about a user's problem file
// (docs/problem-files.md) before any solution runs: the file `new`,
// `new --from` and `listen` write, and what `check` derives from one.
//
// # Writing one (template.go)
//
// [Template] is the text of a new problem file: from `new`'s flags (ID,
// Game, Framing, Fields: a blank template around a catalogue game) or from
// an import (Draft, from Competitive Companion or a folder of samples: its
// header, guessed layout, samples and notes; [game] left for the user,
// the declarable games listed with [GameSummary]). Bounds guessed from the
// samples are marked GUESSED, and the sample's placeholders say PASTE.
//
// # Checking one (check.go)
//
// [Check] loads a file and writes what it derived: its syntax and bounds,
// its promises and how often random draws keep them, its samples against
// the oracle (or a brute force, reference.go, for a file without [game]),
// the oracle's reach on the top of every bound within a budget
// ([ReachBudget] by default; reach.go: the largest top case first, then
// halving and bisecting below an unreached top, with a test_range line to
// paste and what kept the search from the top), the boundary cases, and
// five generated cases with their answers. What a file made by `new` still
// lacks is listed in plain words (missing.go), from its text alone. The
// error is a bad file (it does not load, or its oracle fails on a case):
// the command exits 2 with it.
//
// Files, bottom up (scripts/layers): text.go and reference.go, then
// reach.go and template.go, then missing.go, then check.go.
package problemfile
