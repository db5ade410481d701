package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/gamestress/gamestress/oracle"
)

// cmdNew writes a commented problem-file template to fill in from a
// statement (docs/problem-files.md). It never overwrites a file.
func cmdNew(stdout, stderr io.Writer, args []string) error {
	fs := flag.NewFlagSet("new", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "bash", "the game: a catalogue game (gamestress table --list), northcott or custom")
	framing := fs.String("framing", "count", "how cases follow one another: count, eof or terminator")
	fields := fs.String("fields", "", "the fields of one case's line, e.g. 'n m' (default: the game's)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: gamestress new [--game NAME] [--framing count|eof|terminator] [--fields 'n m'] FILE.toml")
		fs.PrintDefaults()
	}
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
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
	text := template(strings.TrimSuffix(filepath.Base(path), ".toml"), *game, info, *framing, strings.Fields(*fields))
	if _, err := os.Stat(path); err == nil {
		return usageErrorf("new: %s exists; not overwriting it", path)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".new-*.toml")
	if err != nil {
		return usageErrorf("new: %v", err)
	}
	if _, err := tmp.WriteString(text); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return fmt.Errorf("new: %w", err)
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("new: %w", err)
	}
	if err := os.Link(tmp.Name(), path); err != nil { // fails if path appeared meanwhile
		os.Remove(tmp.Name())
		return usageErrorf("new: %v", err)
	}
	os.Remove(tmp.Name())
	fmt.Fprintf(stdout, "wrote %s: fill it in from the statement, then: gamestress check %s\n", path, path)
	return nil
}

// template is the text of a new problem file.
func template(id, game string, info oracle.GameInfo, framing string, fields []string) string {
	params := info.Params
	position := "n"
	switch game {
	case "nim":
		position = "a"
	case "wythoff":
		position = "[a, b]"
	case "board":
		position = "[n, m]"
	case "northcott":
		params = []string{"m"}
		position = "rows"
	case "reach":
		position = "n"
	}
	if len(fields) == 0 {
		switch game {
		case "nim":
			fields = []string{"k", "a[k]"}
		case "wythoff":
			fields = []string{"a", "b"}
		case "northcott":
			fields = []string{"k", "m"}
		default:
			fields = append([]string{"n"}, params...)
			if len(params) > 0 && params[0] == "moves" {
				fields = []string{"n", "k", "moves[k]"}
			}
		}
	}
	var b strings.Builder
	w := func(format string, a ...any) { fmt.Fprintf(&b, format+"\n", a...) }
	w("# A problem file for gamestress (docs/problem-files.md).")
	w("# Fill it in from the statement, then: gamestress check %s.toml", id)
	w("")
	w("id     = %q                 # [a-z0-9-]+: corpus/<id>/ keeps its counterexamples", id)
	w("title  = %q", "TITLE OF THE STATEMENT")
	w("source = %q            # the judge and the problem's number", "JUDGE 1234")
	w("judge  = %q                # limits preset: codeforces, atcoder, hdu, poj, spoj, uva, lightoj, cses, default", "default")
	w("# time   = \"1s\"               # the statement's own limits, if it gives them")
	w("# memory = \"256M\"")
	w("")
	w("[input]")
	w("framing = %q              # count: a first line gives the number of cases; eof; terminator", framing)
	if framing == "terminator" {
		w("terminator = %q              # the line that ends the input", strings.TrimSpace(strings.Repeat("0 ", len(fields))))
	}
	line := strings.Join(fields, " ")
	if game == "northcott" {
		w("lines  = [%q, \"rows[k]: t j\"] # one case, line by line: `a[n]` a list of n, `r[n]: t j` n rows", line)
	} else {
		w("lines  = [%q]               # one case, line by line: `a[n]` a list of n, `r[n]: t j` n rows", line)
	}
	w("bounds = [                    # every field bounded on both sides; a bound may name earlier fields")
	for _, f := range fields {
		name := f
		if i := strings.IndexByte(f, '['); i >= 0 {
			name = f[:i]
		}
		w("  \"1 <= %s <= 1000\",", name)
	}
	if game == "northcott" {
		w("  \"1 <= t <= m\", \"1 <= j <= m\", \"t != j\",")
	}
	w("]")
	w("")
	w("[game]")
	if game == "custom" {
		w("name  = \"custom\"              # the oracle searches the moves you declare")
		w("state = [\"n\"]                 # the position's integers")
		w("start = \"n\"                   # the case's position")
		w("moves = 'map(1..min(n, m), n - #)'  # the successors of a position")
	} else {
		w("name     = %q               # %s", game, info.Summary)
		for _, p := range params {
			switch {
			case p == "code":
				w("code     = \"0.77\"               # the octal code")
			case p == "moves" && !slices.ContainsFunc(fields, func(f string) bool { return strings.HasPrefix(f, "moves[") }):
				w("moves    = \"[1, 2]\"             # the move set: a literal list, or a list field of the case")
			default:
				w("%-8s = %q", p, p)
			}
		}
		w("position = %q               # the case's position: an expression over the fields", position)
	}
	w("# play   = \"misere\"           # whoever moves last loses")
	w("")
	w("[output]")
	w("case = 'win ? \"First\" : \"Second\"'   # the text of one case's answer (win, grundy, moves, count, ...)")
	w("")
	w("[[sample]]                    # the statement's sample: the oracle must agree with it")
	w("in  = \"\"\"")
	w("PASTE THE SAMPLE INPUT\"\"\"")
	w("out = \"\"\"")
	w("PASTE THE SAMPLE OUTPUT\"\"\"")
	return b.String()
}
