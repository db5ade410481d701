package judge

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/vm"

	"github.com/gamestress/gamestress/problem/format"
)

// writtenAnswer judges answers that are moves of any game (an [answer]
// with write or accept, docs/problem-files.md): the answer's tokens are
// matched against the moves of the case's position as the file writes
// them, any winning move is accepted, a lost position is answered as the
// file says; or the whole answer is an expression over the output's
// tokens and the oracle's answer (accept). Every verdict comes from the
// oracle's answer for the position (judged).
type WrittenAnswer struct {
	Write          *vm.Program // nil: accept only
	Win, Lose      []string    // tokens before a move in a won position; the lost position's answer
	Stuck          []string    // a won position without a move: written instead of the move
	Accept, Reason *vm.Program
	NeedLegal      bool // accept reads legal
	Lines          int  // accept: lines of one case's answer
	Judge          func(c format.Case) (*Judged, error)
}

// judged is the oracle's view of one case for a written answer.
type Judged struct {
	Env     map[string]any   // [output]'s names (win, lose, moves, ...) and the case's fields
	Won     bool             // the player to move can win
	Winning []map[string]any // the winning moves as records {label, heap, from, to, take, pos}
	Legal   func() ([]map[string]any, error)
	Show    string // the position in words
	Capped  bool   // legal lists only some moves (too many to list)
}

// writtenMove is a move record and its text as the output writes it.
type writtenMove struct {
	rec  map[string]any
	text string
}

func CompileWritten(src string) (*vm.Program, error) {
	return expr.Compile(src, expr.AllowUndefinedVariables())
}

// text is how the output writes a move: write evaluated over the case's
// fields and the move record.
func (w *WrittenAnswer) Text(j *Judged, rec map[string]any) (string, error) {
	env := make(map[string]any, len(j.Env)+len(rec))
	for k, v := range j.Env {
		env[k] = v
	}
	for k, v := range rec {
		env[k] = v
	}
	v, err := expr.Run(w.Write, env)
	if err != nil {
		return "", fmt.Errorf("[answer] write: %v", format.OneLine(err))
	}
	return writtenText(v)
}

// writtenText is the tokens of a value, joined by one space.
func writtenText(v any) (string, error) {
	switch x := v.(type) {
	case string:
		return strings.Join(strings.Fields(x), " "), nil
	case int:
		return strconv.Itoa(x), nil
	case int64:
		return strconv.FormatInt(x, 10), nil
	case []int:
		return format.JoinInts(toInt64s(x)), nil
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			s, err := writtenText(e)
			if err != nil {
				return "", err
			}
			parts[i] = s
		}
		return strings.Join(parts, " "), nil
	}
	return "", fmt.Errorf("[answer] write gave %v (%T): want a number, a list of numbers or a string", v, v)
}

func toInt64s(x []int) []int64 {
	out := make([]int64, len(x))
	for i, v := range x {
		out[i] = int64(v)
	}
	return out
}

// written is the moves with their texts (and the text on each record).
func (w *WrittenAnswer) written(j *Judged, recs []map[string]any) ([]writtenMove, error) {
	out := make([]writtenMove, len(recs))
	for i, r := range recs {
		out[i].rec = r
		if w.Write == nil {
			continue
		}
		t, err := w.Text(j, r)
		if err != nil {
			return nil, err
		}
		out[i].text, r["text"] = t, t
	}
	return out, nil
}

// example is the oracle's answer: the first winning move as written.
func (w *WrittenAnswer) Example(c format.Case) (string, error) {
	j, err := w.Judge(c)
	if err != nil {
		return "", err
	}
	if w.Write == nil || w.Accept != nil && len(w.Lose) == 0 {
		return "", nil // accept: no one answer
	}
	return w.want(j)
}

// want is the expected answer in words.
func (w *WrittenAnswer) want(j *Judged) (string, error) {
	if !j.Won {
		return strings.Join(w.Lose, " "), nil
	}
	var parts []string // the win tokens on a line of their own
	if len(w.Win) > 0 {
		parts = append(parts, strings.Join(w.Win, " "))
	}
	if len(j.Winning) == 0 {
		return strings.Join(append(parts, strings.Join(w.Stuck, " ")), "\n"), nil
	}
	ms, err := w.written(j, j.Winning[:1])
	if err != nil {
		return "", err
	}
	return strings.Join(append(parts, ms[0].text), "\n"), nil
}

// judgeMove reads one case's answer (win tokens, a move; or the lost
// position's answer) and says what is wrong with it, "" when nothing.
func (w *WrittenAnswer) judgeMove(j *Judged, toks *tokens) (got, why string, err error) {
	if !j.Won {
		read := toks.read(len(w.Lose))
		got = strings.Join(read, " ")
		switch {
		case len(read) == 0:
			return "", "missing output", nil
		case sameTokens(read, w.Lose):
			return got, "", nil
		case len(w.Win) > 0 && strings.HasPrefix(got+" ", strings.Join(w.Win, " ")+" "):
			return got, fmt.Sprintf("line %d: answered %q (a won position), but every move from %s loses: want %q", toks.line, strings.Join(w.Win, " "), j.Show, strings.Join(w.Lose, " ")), nil
		}
		return got, fmt.Sprintf("line %d: the position %s is lost for the mover: want %q, got %q", toks.line, j.Show, strings.Join(w.Lose, " "), got), nil
	}
	wins, err := w.written(j, j.Winning)
	if err != nil {
		return "", "", err
	}
	eg := ""
	if len(wins) > 0 {
		eg = fmt.Sprintf(" (a winning move: %q)", wins[0].text)
	}
	var read []string
	if len(w.Win) > 0 {
		read = toks.read(len(w.Win))
		if !sameTokens(read, w.Win) {
			return w.wrongStart(j, read, toks.line, eg)
		}
	}
	if len(wins) == 0 {
		if len(w.Stuck) == 0 {
			return "", "", fmt.Errorf("the position %s is won without a move (no move left under misère play): the file's [answer] needs stuck", j.Show)
		}
		mv := toks.read(len(w.Stuck))
		read = append(read, mv...)
		if !sameTokens(mv, w.Stuck) {
			return strings.Join(read, " "), fmt.Sprintf("line %d: the mover wins %s without a move: want %q, got %q", toks.line, j.Show, strings.Join(w.Stuck, " "), strings.Join(mv, " ")), nil
		}
		return strings.Join(read, " "), "", nil
	}
	mv := toks.read(len(strings.Fields(wins[0].text)))
	read = append(read, mv...)
	got = strings.Join(read, " ")
	if len(read) == 0 {
		return "", "missing output", nil
	}
	if len(mv) == 0 {
		return got, fmt.Sprintf("missing the move after %q%s", strings.Join(w.Win, " "), eg), nil
	}
	if len(w.Win) == 0 && sameTokens(mv[:min(len(mv), len(w.Lose))], w.Lose) {
		return got, fmt.Sprintf("line %d: answered %q (a lost position), but the mover wins %s%s", toks.line, strings.Join(w.Lose, " "), j.Show, eg), nil
	}
	text := strings.Join(mv, " ")
	for _, m := range wins {
		if m.text == text {
			return got, "", nil
		}
	}
	why, err = w.notWinning(j, text, toks.line, eg)
	return got, why, err
}

// wrongStart explains a won position's answer that does not start with win.
func (w *WrittenAnswer) wrongStart(j *Judged, read []string, line int, eg string) (string, string, error) {
	got := strings.Join(read, " ")
	if len(read) == 0 {
		return "", "missing output", nil
	}
	if sameTokens(read[:min(len(read), len(w.Lose))], w.Lose) {
		return got, fmt.Sprintf("line %d: answered %q (a lost position), but the mover wins %s%s", line, strings.Join(w.Lose, " "), j.Show, eg), nil
	}
	return got, fmt.Sprintf("line %d: the mover wins %s: want %q then a winning move%s, got %q", line, j.Show, strings.Join(w.Win, " "), eg, got), nil
}

// notWinning says whether text is a legal move that loses or no move at all.
func (w *WrittenAnswer) notWinning(j *Judged, text string, line int, eg string) (string, error) {
	recs, err := j.Legal()
	if err != nil {
		return "", err
	}
	legal, err := w.written(j, recs)
	if err != nil {
		return "", err
	}
	for _, m := range legal {
		if m.text == text {
			return fmt.Sprintf("line %d: %q is a legal move from %s but not a winning one (%s): the opponent wins%s", line, text, j.Show, describeMove(m.rec), eg), nil
		}
	}
	if j.Capped {
		return fmt.Sprintf("line %d: %q is not a winning move from %s%s", line, text, j.Show, eg), nil
	}
	return fmt.Sprintf("line %d: %q is not a move from %s (%d legal moves)%s", line, text, j.Show, len(legal), eg), nil
}

func describeMove(rec map[string]any) string {
	if l, ok := rec["label"].(string); ok && l != "" {
		return l
	}
	return fmt.Sprintf("to %v", rec["pos"])
}

// judgeAccept reads one case's lines and evaluates accept over them.
func (w *WrittenAnswer) judgeAccept(j *Judged, lines *lineReader) (got, why string, err error) {
	span, n := lines.take(w.Lines)
	got = string(span)
	if n == 0 {
		return "", "missing output", nil
	}
	env := make(map[string]any, len(j.Env)+4)
	for k, v := range j.Env {
		env[k] = v
	}
	out := strings.Fields(got)
	env["out"] = out
	if _, err := w.written(j, j.Winning); err != nil {
		return "", "", err
	}
	if w.NeedLegal {
		recs, err := j.Legal()
		if err != nil {
			return "", "", err
		}
		if _, err := w.written(j, recs); err != nil {
			return "", "", err
		}
		env["legal"] = ToAnyList(recs)
	}
	v, err := expr.Run(w.Accept, env)
	if err != nil {
		return got, fmt.Sprintf("accept failed on this output: %v", format.OneLine(err)), nil
	}
	switch x := v.(type) {
	case bool:
		if x {
			return got, "", nil
		}
	case string:
		if x == "" {
			return got, "", nil
		}
		return got, x, nil
	default:
		return "", "", fmt.Errorf("[answer] accept gave %v (%T): want a bool, or a string (empty: accepted)", v, v)
	}
	if w.Reason == nil {
		return got, "the file's accept rejects this answer", nil
	}
	r, err := expr.Run(w.Reason, env)
	if err != nil {
		return got, fmt.Sprintf("rejected (reason failed: %v)", format.OneLine(err)), nil
	}
	return got, fmt.Sprint(r), nil
}

func ToAnyList(recs []map[string]any) []any {
	out := make([]any, len(recs))
	for i, r := range recs {
		out[i] = r
	}
	return out
}
