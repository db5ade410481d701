package diagnose

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// longestUnit is the longest period an output flood is looked at for.
const longestUnit = 4096

// outputFlood: an OutputLimit on standard output (the re-run's; not a
// standard error flood). What came out of the re-run of the failing input
// before the limit stopped it: its size, and the short unit it
// repeats to its end (or its last line); then, for a case of a few named
// numbers, the edge value that floods (edgeValue: with it kept, other
// values flood too; with it varied, the input ends).
func (b *bench) outputFlood(ctx context.Context) []Finding {
	out := b.flood
	if !floods(b.rerun.Err) || len(out) == 0 {
		return nil
	}
	text := fmt.Sprintf("more than %s on standard output for this input (the output limit stopped it): %s", mib(int64(len(out))), repeats(out))
	if edge := b.floodEdge(ctx); edge != "" {
		text += "; " + edge
	}
	return []Finding{{Kind: OutputFlood, Text: text}}
}

// floods: err is an OutputLimit on standard output.
func floods(err error) bool {
	var re *judge.RunError
	return errors.As(err, &re) && re.Verdict == judge.OutputLimit && re.Cause != judge.StderrFlood
}

// repeats says how out ends: "\"first\\n\" 11184810 times over, from its
// first byte", or its line count and last line when no unit of
// longestUnit bytes or less repeats to its end.
func repeats(out []byte) string {
	unit, from, ok := repeatUnit(out)
	if !ok {
		last := out[bytes.LastIndexByte(bytes.TrimRight(out, "\n"), '\n')+1:]
		if len(last) > 60 {
			last = append(last[:60:60], "…"...)
		}
		return fmt.Sprintf("%d lines, no repeated unit of %d bytes or less, the last %q", bytes.Count(out, []byte{'\n'}), longestUnit, bytes.TrimRight(last, "\n"))
	}
	where := "from its first byte"
	if from > 0 {
		where = fmt.Sprintf("from byte %d on (%q before it)", from, clip(out[:from], 40))
	}
	return fmt.Sprintf("%q %d times over, %s", out[from:from+unit], (len(out)-from)/unit, where)
}

// clip is the first n bytes of b, with "…" when cut.
func clip(b []byte, n int) string {
	if len(b) <= n {
		return string(b)
	}
	return string(b[:n]) + "…"
}

// repeatUnit is the least unit (longestUnit bytes at most) that out repeats
// to its end, and where the repetition starts: the unit is out[from :
// from+unit]. ok is false when none repeats four times at least over the
// end (the last 64 KiB, or half).
func repeatUnit(out []byte) (unit, from int, ok bool) {
	tail := out[len(out)-min(64<<10, len(out)/2):] // the end: past what came before the flood
	for p := 1; p <= longestUnit && 4*p <= len(tail); p++ {
		if !bytes.Equal(tail[p:], tail[:len(tail)-p]) {
			continue
		}
		i := len(out) - p - 1
		for i >= 0 && out[i] == out[i+p] {
			i--
		}
		from = i + 1
		// A unit of lines starts at a line: "first\n" after "second\n",
		// not "\nfirst" after "second".
		if nl := bytes.IndexByte(out[from:from+p], '\n'); from > 0 && out[from-1] != '\n' && nl >= 0 && from+nl+1+p <= len(out) {
			from += nl + 1
		}
		return p, from, true
	}
	return 0, 0, false
}

// floodEdge is the edge value of the flooding case: "with m = 1, an input
// of n = 1 … 20 floods too, while with m = 2 … 21 (n = 1) it ends: a loop
// that never stops when m = 1?", or "" when the probes show none.
func (b *bench) floodEdge(ctx context.Context) string {
	c := b.cases[0]
	if len(b.cases) > 1 {
		var ok bool
		c, ok = b.oneBad(ctx, b.cases, func(ctx context.Context, cases []format.Case) bool {
			_, err := b.s.Target.Run(ctx, b.p.Encode(cases))
			return floods(err)
		})
		if !ok {
			return ""
		}
	}
	stuck, ends, ok := b.edgeValue(ctx, c, func(ctx context.Context, cases []format.Case) (bool, bool, time.Duration) {
		_, err := b.s.Target.Run(ctx, b.p.Encode(cases))
		return floods(err), err == nil, 0
	})
	if !ok {
		return ""
	}
	kept := b.numberName(ends.j)
	return fmt.Sprintf("with %s = %d, an input of %s = %d … %d floods too, while with %s = %d … %d (%s = %d) it ends: a loop that never stops when %s = %d?",
		kept, c[ends.j], b.numberName(stuck.j), stuck.lo, stuck.hi, kept, ends.lo, ends.hi, b.numberName(stuck.j), c[stuck.j], kept, c[ends.j])
}

// oneBad is the one case of cases that alone fails the failure's way
// (bad), found by halving: the first half when it is bad, else the
// second. ok is false when the last case left is not bad alone, or ctx
// ended.
func (b *bench) oneBad(ctx context.Context, cases []format.Case, bad func(context.Context, []format.Case) bool) (c format.Case, ok bool) {
	known := false // cases is known to be bad
	for len(cases) > 1 {
		half := len(cases) / 2
		known = bad(ctx, cases[:half])
		if known {
			cases = cases[:half]
		} else {
			cases = cases[half:]
		}
		if ctx.Err() != nil {
			return nil, false
		}
	}
	ok = known || bad(ctx, cases)
	return cases[0], ok && ctx.Err() == nil
}
