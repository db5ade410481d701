// Package gamedef is the games a problem file binds, as the commands
// solve, tabulate and claim them: a catalogue game with its parameters,
// or a custom game declared in a file's [game] table. It imports format
// and the oracle (oracle, oracle/custom).
//
// # Custom games
//
// A file's [game] with name = "custom" is decoded by DecodeGameFile (or
// LoadGameFile) into a GameFile: the oracle's CustomSpec, the expressions
// over a case's fields that give its position (start, or components for a
// sum), the declared bounds and max_take, and [game.data]. Decoding is
// strict (unknown keys, wrong types, bad expressions: a GameFileError
// naming file:line and the key) and reads only [game]. GameFile.Game binds
// the game to one case's fields (cached by the values its moves read, so
// cases that differ only in their position share one memo) and
// GameFile.Answer answers a case. The keys and the Go API are in
// docs/problem-files.md, "Custom games".
//
// # One game model
//
// A Game is a game as the commands solve, tabulate and claim it, whatever
// declared it: CatalogueGame (a catalogue name with its parameters: a
// declared game whose native code in the oracle is its fast path, with its
// certified tiers) or LoadGame (a custom game from a file, bound to its
// [game.data]). Both give positions as components of named integers
// (Position), answers as custom.CustomAnswer (Solve, Value), tables and
// grids (Table, Grid) and why a table has no period (NoPeriod). A question
// a game cannot answer (a position of the wrong shape, a table of a list
// state) is a *UseError; IsGameError tells the user's faults from the
// oracle's.
package gamedef
