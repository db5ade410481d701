package judge

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/gamestress/gamestress/problem/format"
)

// dialog is one run of the jury against a program: the games of cases, in
// order, over one Channel.
type dialog struct {
	p       *Checker
	proto   *Protocol
	cases   []format.Case
	variant uint64
	ch      *Channel
	game    int // the game in progress, from 0
	line    int // line of the program's output holding the last token read
	tr      transcript
	// want and got describe the failing step for the Mismatch.
	want, got string
	// script, when set, replaces the jury's choices by a sample's moves.
	script *script
}

// run is the jury: every game in turn, then the end of the input, then no
// further output.
func (d *dialog) run(ch *Channel) error {
	d.ch, d.line = ch, 1
	l := d.p.Format
	for i, c := range d.cases {
		d.game = i
		d.tr.startGame(i+1, len(d.cases))
		var msg []byte
		if i == 0 && l.Framing == format.Counted {
			msg = append(strconv.AppendInt(msg, int64(len(d.cases)), 10), '\n')
		}
		if err := d.send(l.AppendCase(msg, c), "the starting position"); err != nil {
			return err
		}
		if err := d.play(c); err != nil {
			return err
		}
	}
	if l.Framing == format.Terminated {
		if err := d.send([]byte(l.Terminator()+"\n"), "the end of the input"); err != nil {
			return err
		}
	}
	ch.CloseTo()
	tok, err := d.token()
	switch {
	case errors.Is(err, ErrEndOfOutput):
		return nil
	case err != nil:
		return err
	}
	d.want, d.got = "nothing", tok
	return wrong("line %d: extra output after the last game: %q", d.line, tok)
}

// play judges one game, c's starting position, to its end or to the
// program's first mistake.
func (d *dialog) play(c format.Case) error {
	g, pos, err := d.proto.Game(c)
	if err != nil {
		return fmt.Errorf("oracle: %w", err)
	}
	gr, err := g.Grundy(pos)
	if err != nil {
		return fmt.Errorf("oracle: %w", err)
	}
	d.tr.note(fmt.Sprintf("start: %s, Grundy value %d", g.Show(pos), gr))
	programMoves, err := d.chooseSide(g, pos, gr)
	if err != nil {
		return err
	}
	rng := rand.New(rand.NewPCG(caseSeed(c), d.variant))
	for {
		if programMoves {
			if pos, err = d.programMove(g, pos); err != nil {
				return err
			}
		} else {
			mv, err := d.juryMove(g, pos, rng)
			if err != nil {
				return fmt.Errorf("jury: %w", err)
			}
			if mv == nil {
				return d.send([]byte(d.proto.JuryNoMove+"\n"), "the jury has no move: the program wins")
			}
			after, err := g.Apply(pos, mv)
			if err != nil {
				return fmt.Errorf("jury: its own move %v: %w", mv, err)
			}
			if err := d.send([]byte(format.JoinInts(mv)+"\n"), g.Describe(mv)+" → "+g.Show(after)); err != nil {
				return err
			}
			pos = after
		}
		programMoves = !programMoves
	}
}

// chooseSide reads the program's side, when the protocol asks for one, and
// judges it: the program must move first exactly when the start is won.
func (d *dialog) chooseSide(g MoveGame, pos []int64, gr int) (bool, error) {
	pr := d.proto
	if pr.First == "" {
		if gr == 0 {
			return false, fmt.Errorf("oracle: the starting position %s is lost for the program, which must move first", g.Show(pos))
		}
		return true, nil
	}
	tok, err := d.token()
	if err != nil {
		return false, d.ended(err, fmt.Sprintf("%s or %s", pr.First, pr.Second))
	}
	first := tok == pr.First
	if !first && tok != pr.Second {
		d.tr.program(tok, "not a side")
		d.want, d.got = pr.First+" or "+pr.Second, tok
		return false, wrong("line %d: want %q or %q (the side), got %q", d.line, pr.First, pr.Second, tok)
	}
	switch {
	case first && gr == 0:
		d.tr.program(tok, "the wrong side")
		d.want, d.got = pr.Second, tok
		return false, wrong("chose %s, but the player to move loses %s (Grundy value 0): the jury wins", tok, g.Show(pos))
	case !first && gr != 0:
		wins, _ := g.Winning(pos)
		d.tr.program(tok, "the wrong side")
		d.want, d.got = pr.First, tok
		eg := ""
		if len(wins) > 0 {
			eg = ", e.g. by " + g.Describe(wins[0])
		}
		return false, wrong("chose %s, but the player to move wins %s (Grundy value %d%s): the jury wins", tok, g.Show(pos), gr, eg)
	}
	d.tr.program(tok, "")
	return first, nil
}

// programMove reads and judges one move of the program.
func (d *dialog) programMove(g MoveGame, pos []int64) ([]int64, error) {
	mv := make([]int64, 0, g.Width())
	var text []string
	for len(mv) < g.Width() {
		tok, err := d.token()
		if err != nil {
			return nil, d.ended(err, "a move")
		}
		text = append(text, tok)
		v, perr := strconv.ParseInt(tok, 10, 64)
		if perr != nil {
			d.tr.program(strings.Join(text, " "), "not a move")
			d.want, d.got = fmt.Sprintf("a move of %d numbers", g.Width()), strings.Join(text, " ")
			return nil, wrong("line %d of the program's output: want a move of %d numbers, got %q", d.line, g.Width(), tok)
		}
		mv = append(mv, v)
	}
	d.got = strings.Join(text, " ")
	if d.proto.ProgramNoMove != "" && d.got == d.proto.ProgramNoMove {
		d.tr.program(d.got, "says it has no move")
		return nil, d.wrongMove(g, pos, "line %d: the program says it has no move (%s), but the position %s is won", d.line, d.got, g.Show(pos))
	}
	after, err := g.Apply(pos, mv)
	if err != nil {
		d.tr.program(d.got, "illegal")
		return nil, d.wrongMove(g, pos, "line %d: %s from %s is illegal: %v", d.line, g.Describe(mv), g.Show(pos), err)
	}
	v, err := g.Grundy(after)
	if err != nil {
		return nil, fmt.Errorf("oracle: %w", err)
	}
	if v != 0 {
		d.tr.program(d.got, g.Describe(mv)+" → "+g.Show(after)+", a won position given away")
		return nil, d.wrongMove(g, pos, "line %d: %s is legal but leaves Grundy value %d: the opponent wins", d.line, g.Describe(mv), v)
	}
	d.tr.program(d.got, g.Describe(mv)+" → "+g.Show(after))
	return after, nil
}

// wrongMove is a WrongAnswer on a move from pos; the moves the oracle
// would accept are listed only now (they can be costly to find).
func (d *dialog) wrongMove(g MoveGame, pos []int64, msg string, a ...any) error {
	wins, err := g.Winning(pos)
	if err != nil {
		return fmt.Errorf("oracle: %w", err)
	}
	if len(wins) > 0 {
		d.want = fmt.Sprintf("a winning move (%d of them), e.g. %s", len(wins), format.JoinInts(wins[0]))
	}
	return wrong(msg, a...)
}

// ended is the error of a read that failed while the jury waited for what.
func (d *dialog) ended(err error, what string) error {
	if errors.Is(err, ErrEndOfOutput) {
		d.tr.note("the program's output ended (waiting for " + what + ")")
		d.want, d.got = what, "(end of output)"
		return fmt.Errorf("%w at line %d while the jury waited for %s", ErrEndOfOutput, d.line, what)
	}
	return err
}

// juryMove is the jury's move from pos, nil when it has none. From a
// position it wins (the program erred) it keeps it won: a winning move,
// drawn among the half that removes least (long games). From a lost
// position it makes the program's task hardest: a quarter of the time the
// move that removes least (long games), else a random legal move (so that
// games on large heaps stay short enough to play many).
func JuryMove(g MoveGame, pos []int64, rng *rand.Rand) ([]int64, error) {
	gr, err := g.Grundy(pos)
	if err != nil {
		return nil, err
	}
	if gr != 0 {
		wins, err := g.Winning(pos)
		if err != nil || len(wins) == 0 {
			return nil, err
		}
		slices.SortStableFunc(wins, func(a, b []int64) int { return int(g.Size(a) - g.Size(b)) })
		return wins[rng.IntN((len(wins)+1)/2)], nil
	}
	some := g.Some(pos, rng, 4)
	if len(some) == 0 {
		return nil, nil
	}
	if rng.IntN(4) == 0 {
		return some[0], nil
	}
	return some[rng.IntN(len(some))], nil
}

// juryMove is the scripted move of a sample, or the jury's own.
func (d *dialog) juryMove(g MoveGame, pos []int64, rng *rand.Rand) ([]int64, error) {
	if d.script == nil {
		return JuryMove(g, pos, rng)
	}
	if len(g.Some(pos, rng, 1)) == 0 {
		return nil, nil
	}
	return d.script.move(g.Width())
}

// send writes one message of the jury and flushes it.
func (d *dialog) send(msg []byte, note string) error {
	lines := strings.Split(strings.TrimSuffix(string(msg), "\n"), "\n")
	if d.script != nil {
		d.script.sent(len(lines))
	}
	for i, l := range lines {
		n := ""
		if i == len(lines)-1 {
			n = note
		}
		d.tr.jury(l, n)
	}
	if _, err := d.ch.To.Write(msg); err != nil {
		return fmt.Errorf("%w (writing to it: %v)", ErrEndOfOutput, err)
	}
	if err := d.ch.To.Flush(); err != nil {
		return fmt.Errorf("%w (writing to it: %v)", ErrEndOfOutput, err)
	}
	return nil
}

// token reads the program's next token, counting lines; the end of its
// output is an error wrapping ErrEndOfOutput.
func (d *dialog) token() (string, error) {
	r := d.ch.From
	for {
		b, err := r.ReadByte()
		if err != nil {
			return "", d.readErr(err)
		}
		if b == '\n' {
			d.line++
		}
		if !format.IsSpace(b) {
			r.UnreadByte()
			break
		}
	}
	var tok []byte
	for len(tok) < format.MaxTokenShown {
		b, err := r.ReadByte()
		if err != nil {
			if err == io.EOF {
				break
			}
			return "", d.readErr(err)
		}
		if format.IsSpace(b) {
			r.UnreadByte()
			break
		}
		tok = append(tok, b)
	}
	return string(tok), nil
}

func (d *dialog) readErr(err error) error {
	if err == io.EOF || errors.Is(err, ErrEndOfOutput) {
		return ErrEndOfOutput
	}
	return fmt.Errorf("%w (%v)", ErrEndOfOutput, err)
}

// caseSeed draws the jury's choices of one game from its starting position.
func caseSeed(c format.Case) uint64 {
	h := fnv.New64a()
	var b [8]byte
	for _, v := range c {
		for i := range b {
			b[i] = byte(v >> (8 * i))
		}
		h.Write(b[:])
	}
	return h.Sum64()
}

// checkInteractive plays cases as games against t.
func (ck *Checker) checkInteractive(ctx context.Context, t Target, cases []format.Case, variant uint64) Result {
	if err := ctx.Err(); err != nil {
		return interruptedResult(err)
	}
	it, ok := t.(Interactive)
	if !ok {
		return Result{Verdict: OracleError, Err: fmt.Errorf("%s is an interactive problem; this target cannot play (%T)", ck.ID, t)}
	}
	d := &dialog{p: ck, proto: ck.Interact, cases: cases, variant: variant}
	juryErr, runErr := it.Interact(ctx, d.run)
	if cerr := ctx.Err(); cerr != nil {
		return interruptedResult(cerr)
	}
	return d.result(juryErr, runErr)
}

// result turns the two errors of a dialog into a verdict: the jury's
// finding first (it came before the program was stopped), then the
// program's own failure, then an output that ended too early.
func (d *dialog) result(juryErr, runErr error) Result {
	var f *fault
	if errors.As(juryErr, &f) {
		return d.failure(f.verdict, f.why, nil)
	}
	if runErr != nil {
		var re *RunError
		if errors.As(runErr, &re) && re.Verdict != OK {
			return d.failure(re.Verdict, re.Detail, runErr)
		}
		return Result{Verdict: RuntimeError, Err: runErr}
	}
	if errors.Is(juryErr, ErrEndOfOutput) {
		return d.failure(WrongAnswer, juryErr.Error(), nil)
	}
	if juryErr != nil {
		return Result{Verdict: OracleError, Err: juryErr}
	}
	return Result{Verdict: OK}
}

// failure is a failed result tied to the game in progress, with its transcript.
func (d *dialog) failure(v Verdict, why string, err error) Result {
	i := min(d.game, len(d.cases)-1)
	m := &Mismatch{
		Case: i, Input: d.p.Format.EncodeAll(d.cases[i : i+1]), Want: d.want, Got: d.got,
		Detail: why, Transcript: d.tr.String(), Moves: d.tr.moves(),
	}
	return Result{Verdict: v, Mismatch: m, Err: err}
}
