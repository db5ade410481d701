package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/gamestress/gamestress/cmd/gamestress/internal/problemfile"
	"github.com/gamestress/gamestress/oracle"
)

// cmdNew writes a commented problem-file template to fill in from a
// statement (docs/problem-files.md), or, with --from, a problem file made
// from Competitive Companion's JSON or a folder of sample pairs
// (cmd_new_from.go). It never overwrites a file.
func cmdNew(stdout, stderr io.Writer, args []string) error {
	fs := flag.NewFlagSet("new", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "bash", "the game: a catalogue game (gamestress table --list), northcott or custom")
	framing := fs.String("framing", "count", "how cases follow one another: count, eof or terminator")
	fields := fs.String("fields", "", "the fields of one case's line, e.g. 'n m' (default: the game's)")
	from := fs.String("from", "", "make the file from `PATH`: Competitive Companion's JSON (a .json file) or a folder of sample pairs (*.in with *.out or *.ans)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: gamestress new [--game NAME] [--framing count|eof|terminator] [--fields 'n m'] FILE.toml")
		fmt.Fprintln(stderr, "       gamestress new --from FILE.json|DIR [OUT.toml]")
		fs.PrintDefaults()
	}
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if *from != "" {
		return newFrom(stdout, fs, *from, pos)
	}
	if len(pos) != 1 {
		return usageErrorf("new: want one FILE.toml to write")
	}
	path := pos[0]
	switch *framing {
	case "count", "eof", "terminator":
	case "counted":
		*framing = "count"
	default:
		return usageErrorf("new: --framing %q: want count, eof or terminator", *framing)
	}
	info, ok := oracle.LookupGame(*game)
	if !ok && *game != "northcott" && *game != "custom" {
		return usageErrorf("new: --game %q: not a game of the catalogue (gamestress table --list), northcott or custom", *game)
	}
	f := problemfile.Template{ID: strings.TrimSuffix(filepath.Base(path), ".toml"), Game: *game, Info: info, Framing: *framing, Fields: strings.Fields(*fields)}
	if err := writeNewFile(path, f.Text()); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s: fill it in from the statement, then: gamestress check %s\n", path, path)
	return nil
}

// writeNewFile writes a new file for `new`: a file already at path is
// refused (exit 2), never overwritten.
func writeNewFile(path, text string) error {
	err := createNew(path, text)
	if errors.Is(err, fs.ErrExist) {
		return usageErrorf("new: %s exists; not overwriting it", path)
	}
	if err != nil {
		return usageErrorf("new: %v", err)
	}
	return nil
}

// createNew writes text to path through a temporary file in the same
// folder, linked into place only if path does not exist: a file already
// there is never overwritten (the error wraps fs.ErrExist), and a reader
// never sees half a file.
func createNew(path, text string) error {
	if _, err := os.Lstat(path); err == nil {
		return fmt.Errorf("%s: %w", path, fs.ErrExist)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".new-*.toml")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.WriteString(text); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Link(tmp.Name(), path) // fails with fs.ErrExist if path appeared meanwhile
}
