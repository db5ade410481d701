// Package importer turns what contestants' tools keep of a problem into a
// Draft of a problem file: Competitive Companion's JSON (the browser
// extension's "custom ports" POST, FromCompanion) or a folder of sample
// pairs (*.in with *.out or *.ans, online-judge-tools' test/sample-N.in,
// FromDir).
//
// A Draft holds what the source says — the name, the URL, the judge
// recognised from the URL's host where problem has a preset for it, the
// time and memory limits, every sample, interactive or not — and the input
// layout guessed from the samples where it is plain (GuessLayout): a count
// line then cases, cases to the end of the input, or cases up to a
// terminator line; each case one line of numbers, a line then a list, a
// line then rows, or a length and its list on one line. A guess is kept
// only if problem's own parser, given the guessed [input], reads every
// sample back with the same number of cases; else Layout is nil and Notes
// say why. The bounds of a guess come from the samples' values and are
// marked as guessed: only the statement knows them. The game is never
// guessed: the file is written for the user to declare [game].
//
// Nothing here writes files or listens on the network: the commands
// (`gamestress new --from`, `gamestress listen`) do, from a Draft.
package importer
