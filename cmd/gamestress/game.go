package main

import (
	"strings"

	"github.com/gamestress/gamestress/oracle"
	"github.com/gamestress/gamestress/oracle/custom"
	"github.com/gamestress/gamestress/problem/gamedef"
)

// solve, table and claim take one kind of game (gamedef.Game): GAME, a
// catalogue name with its parameters as flags, or a custom game from a
// file (--game FILE, or the file in place of the name: a game-only file or
// a problem file whose [game] says name = "custom"; docs/problem-files.md,
// "Custom games"). From there each command has one path.

// catalogueOnly are the flags that give a catalogue game's parameters (or
// draw its pictures, or size its lists of heaps): a custom game takes its
// parameters from [game.data] and its play from [game].
var catalogueOnly = []string{"m", "a", "b", "moves", "code", "misere", "png", "svg", "heaps"}

// resolveGame finds the game of a command line: the file of --game (file)
// or of a first argument ending in .toml, else the catalogue game named by
// pos[0], its parameters and play built by params. rest is pos without
// the game.
func resolveGame(cmd, file string, pos []string, set map[string]bool,
	params func(oracle.GameInfo) (oracle.Params, oracle.Play, error)) (g *gamedef.Game, rest []string, err error) {
	if file == "" && len(pos) > 0 && strings.HasSuffix(pos[0], ".toml") {
		file, pos = pos[0], pos[1:]
	}
	if file == "" {
		info, err := gameOf(cmd, pos)
		if err != nil {
			return nil, nil, err
		}
		p, play, err := params(info)
		if err != nil {
			return nil, nil, err
		}
		g, err := gamedef.CatalogueGame(info.Name, p, play)
		if err != nil {
			return nil, nil, gameError(cmd, err)
		}
		return g, pos[1:], nil
	}
	for _, name := range catalogueOnly {
		if set[name] {
			return nil, nil, usageErrorf("%s: --%s is for a catalogue game; %s is a custom game (its parameters are in [game.data], its play in [game])", cmd, name, file)
		}
	}
	g, err = gamedef.LoadGame(file)
	if err != nil {
		return nil, nil, usageErrorf("%s: %v", cmd, err)
	}
	return g, pos, nil
}

// gameError turns the game's refusals (a bad game or position, beyond the
// oracle's reach) into one usage line; other errors are the oracle's.
func gameError(cmd string, err error) error {
	if gamedef.IsGameError(err) {
		return usageErrorf("%s: %v", cmd, err)
	}
	return err
}

// outcomeText says what an outcome means for the player to move; a draw is
// a tie in a score game.
func outcomeText(g *gamedef.Game, o oracle.Outcome) string {
	switch {
	case o == oracle.D && g.Kind == custom.Score:
		return "D (a tie: value 0)"
	case o == oracle.D:
		return "D (a draw: neither player can force a win)"
	}
	return outcomeWords(o)
}
