package problemfile

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/gamestress/gamestress/importer"
	"github.com/gamestress/gamestress/oracle"
	"github.com/gamestress/gamestress/problem"
)

// Template is what `gamestress new` writes: from its flags (a blank
// template) or from an import (new --from, listen), one template for both.
type Template struct {
	ID      string
	Game    string // "" (an import): [game] left for the user, the catalogue listed
	Info    oracle.GameInfo
	Framing string
	Fields  []string
	Draft   *importer.Draft // an import: its header, layout, samples and notes
}

// Text is the file.
func (f Template) Text() string {
	var b strings.Builder
	w := func(format string, a ...any) { fmt.Fprintf(&b, format+"\n", a...) }
	f.header(w)
	w("")
	fields := f.caseFields()
	if d := f.Draft; d != nil && d.Layout != nil {
		importedInput(w, d.Layout)
	} else {
		f.inputTemplate(w, fields)
	}
	w("")
	if f.Game == "" {
		gameChoices(w, f.Draft)
	} else {
		f.gameTable(w, fields)
		w("")
		w("[output]")
		w("case = 'win ? \"First\" : \"Second\"'   # the text of one case's answer (win, grundy, moves, count, ...)")
	}
	w("")
	if f.Draft == nil {
		w("[[sample]]                    # the statement's sample: the oracle must agree with it")
		w("in  = \"\"\"")
		w("PASTE THE SAMPLE INPUT\"\"\"")
		w("out = \"\"\"")
		w("PASTE THE SAMPLE OUTPUT\"\"\"")
	} else {
		samples(w, f.Draft.Samples)
	}
	return b.String()
}

// header is the file's first lines: id, title, source, judge, limits.
func (f Template) header(w func(string, ...any)) {
	w("# A problem file for gamestress (docs/problem-files.md).")
	d := f.Draft
	if d == nil {
		w("# Fill it in from the statement, then: gamestress check %s.toml", f.ID)
		w("")
		w("id     = %q                 # [a-z0-9-]+: corpus/<id>/ keeps its counterexamples", f.ID)
		w("title  = %q", "TITLE OF THE STATEMENT")
		w("source = %q            # the judge and the problem's number", "JUDGE 1234")
		w("judge  = %q                # limits preset: %s", "default", judgeList())
		w("# time   = \"1s\"               # the statement's own limits, if it gives them")
		w("# memory = \"256M\"")
		return
	}
	if d.Group != "" {
		w("# Imported from %s (%s).", oneLine(d.Source), oneLine(d.Group))
	} else {
		w("# Imported from %s.", oneLine(d.Source))
	}
	w("# Still to do: declare [game] and [output]; `gamestress check FILE` says what is missing.")
	for _, n := range d.Notes {
		w("# - %s", oneLine(n))
	}
	w("")
	w("id     = %q   # [a-z0-9-]+: corpus/<id>/ keeps its counterexamples", d.ID)
	w("title  = %s", tomlString(d.Title))
	w("source = %s", tomlString(d.Source))
	switch {
	case d.Judge != "":
		w("judge  = %q   # recognised from the URL; limits presets: %s", d.Judge, judgeList())
	case d.Host != "":
		w("judge  = %q   # %s has no preset; limits presets: %s", "default", d.Host, judgeList())
	default:
		w("judge  = %q   # limits presets: %s", "default", judgeList())
	}
	if d.Time != "" {
		w("time   = %q   # the statement's limits", d.Time)
	} else {
		w("# time   = \"1s\"   # the statement's own limit: none was given")
	}
	if d.Memory != "" {
		w("memory = %q", d.Memory)
	} else {
		w("# memory = \"256M\"")
	}
}

func judgeList() string { return strings.Join(problem.Judges(), ", ") }

// caseFields are the fields of one case's line in a blank template.
func (f Template) caseFields() []string {
	if len(f.Fields) > 0 {
		return f.Fields
	}
	params := f.Info.Params
	switch f.Game {
	case "nim":
		return []string{"k", "a[k]"}
	case "wythoff":
		return []string{"a", "b"}
	case "northcott":
		return []string{"k", "m"}
	}
	if len(params) > 0 && params[0] == "moves" {
		return []string{"n", "k", "moves[k]"}
	}
	return append([]string{"n"}, params...)
}

// inputTemplate is a blank [input] to fill in; commented out in an import
// whose layout was not guessed (the samples below say what it must read).
func (f Template) inputTemplate(w func(string, ...any), fields []string) {
	c := ""
	if f.Draft != nil {
		c = "# "
		w("# [input] is for you to write: the layout of one case, line by line, and its bounds.")
	}
	framing := f.Framing
	if framing == "" {
		framing = "count"
	}
	w(c + "[input]")
	w(c+"framing = %q              # count: a first line gives the number of cases; eof; terminator", framing)
	if framing == "terminator" {
		w(c+"terminator = %q              # the line that ends the input", strings.TrimSpace(strings.Repeat("0 ", len(fields))))
	}
	line := strings.Join(fields, " ")
	if f.Game == "northcott" {
		w(c+"lines  = [%q, \"rows[k]: t j\"] # one case, line by line: `a[n]` a list of n, `r[n]: t j` n rows", line)
	} else {
		w(c+"lines  = [%q]               # one case, line by line: `a[n]` a list of n, `r[n]: t j` n rows", line)
	}
	w(c + "bounds = [                    # every field bounded on both sides; a bound may name earlier fields")
	for _, fl := range fields {
		name := fl
		if i := strings.IndexByte(fl, '['); i >= 0 {
			name = fl[:i]
		}
		w(c+"  \"1 <= %s <= 1000\",", name)
	}
	if f.Game == "northcott" {
		w(c + "  \"1 <= t <= m\", \"1 <= j <= m\", \"t != j\",")
	}
	w(c + "]")
}

// importedInput is the [input] guessed from the samples.
func importedInput(w func(string, ...any), l *importer.Layout) {
	w("[input]   # guessed: %s", l.Why)
	w("framing = %q", l.Framing)
	if l.Terminator != "" {
		w("terminator = %q", l.Terminator)
	}
	if l.Batch > 0 {
		w("batch   = %d   # every sample holds one case: one case a run", l.Batch)
	}
	w("lines   = %s", tomlStrings(l.Lines))
	w("bounds  = [   # %s: copy the statement's constraints", guessedBounds)
	for _, bd := range l.Bounds {
		w("  %q,", bd)
	}
	w("]")
}

// guessedBounds marks bounds written from the samples' values; check
// says so until the user replaces the line.
const guessedBounds = "GUESSED from the samples' values"

// gameTable is [game] for a blank template.
func (f Template) gameTable(w func(string, ...any), fields []string) {
	params := f.Info.Params
	position := "n"
	switch f.Game {
	case "nim":
		position = "a"
	case "wythoff":
		position = "[a, b]"
	case "board":
		position = "[n, m]"
	case "northcott":
		params = []string{"m"}
		position = "rows"
	}
	w("[game]")
	if f.Game == "custom" {
		w("name  = \"custom\"              # the oracle searches the moves you declare")
		w("state = [\"n\"]                 # the position's integers")
		w("start = \"n\"                   # the case's position")
		w("moves = 'map(1..min(n, m), n - #)'  # the successors of a position")
	} else {
		w("name     = %q               # %s", f.Game, f.Info.Summary)
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
}

// gameChoices is the commented [game] and [output] of an import: the
// catalogue to pick from, and the words the samples answer with.
func gameChoices(w func(string, ...any), d *importer.Draft) {
	w("# [game] is for you to declare: the game the statement describes, one of")
	for _, name := range declarableGames() {
		w("#   %-14s %s", name, GameSummary(name))
	}
	w("# for example")
	w("# [game]")
	w("# name     = \"bash\"")
	w("# m        = \"m\"     # the game's parameters: expressions over the case's fields")
	w("# position = \"n\"")
	w("#")
	w("# [output]")
	words := answerWords(d.Samples)
	if len(words) == 2 {
		w("# case = 'win ? %q : %q'   # the samples answer %s or %s: which one is a win?", words[0], words[1], words[0], words[1])
	} else {
		w("# case = 'win ? \"First\" : \"Second\"'   # the text of one case's answer (win, grundy, moves, count, ...)")
		if len(words) > 0 {
			w("# (the samples answer with %s)", strings.Join(words, ", "))
		}
	}
	w("# Without [game], the answers come from your brute force: gamestress run FILE SOL --reference BRUTE")
}

// declarableGames are the games a [game] may name: the catalogue, northcott and
// custom.
func declarableGames() []string {
	var names []string
	for _, g := range oracle.Games() {
		names = append(names, g.Name)
	}
	return append(names, "northcott", "custom")
}

func GameSummary(name string) string {
	switch name {
	case "northcott":
		return "rows of two pieces (Northcott's game)"
	case "custom":
		return "moves you write as an expression (docs/problem-files.md, Custom games)"
	}
	g, _ := oracle.LookupGame(name)
	return g.Summary
}

// answerWords are the distinct words (not numbers) of the samples'
// outputs, in order of appearance; nil when there are more than 4.
func answerWords(samples []importer.Sample) []string {
	var words []string
	for _, s := range samples {
		for _, tok := range strings.Fields(s.Out) {
			if _, err := strconv.ParseInt(tok, 10, 64); err == nil || slices.Contains(words, tok) {
				continue
			}
			if words = append(words, tok); len(words) > 4 {
				return nil
			}
		}
	}
	return words
}

// samples writes every sample test as [[sample]].
func samples(w func(string, ...any), ss []importer.Sample) {
	if len(ss) == 0 {
		w("# [[sample]]   # no sample was imported: copy the statement's")
		w("# in  = \"\"\"")
		w("# PASTE THE SAMPLE INPUT\"\"\"")
		w("# out = \"\"\"")
		w("# PASTE THE SAMPLE OUTPUT\"\"\"")
		return
	}
	for i, s := range ss {
		if i > 0 {
			w("")
		}
		w("[[sample]]")
		w("in  = %s", tomlMultiline(s.In))
		w("out = %s", tomlMultiline(s.Out))
	}
}

// tomlMultiline writes s as a TOML multi-line literal string where it can
// (no escapes; the newline after the opening quotes is not part of it),
// else as a basic string with escapes.
func tomlMultiline(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	const q = "'''"
	plain := !strings.Contains(s, q) && !strings.HasSuffix(s, "'") && strings.IndexFunc(s, func(r rune) bool {
		return (r < ' ' && r != '\n' && r != '\t') || r == 0x7f
	}) < 0
	if !plain {
		return tomlString(s)
	}
	return q + "\n" + s + q
}

// tomlString writes s as a TOML basic string.
func tomlString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < ' ' || r == 0x7f:
			fmt.Fprintf(&b, `\u%04X`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

func tomlStrings(xs []string) string {
	q := make([]string, len(xs))
	for i, x := range xs {
		q[i] = tomlString(x)
	}
	return "[" + strings.Join(q, ", ") + "]"
}
