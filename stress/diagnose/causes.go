package diagnose

import (
	"context"

	"github.com/gamestress/gamestress/problem/judge"
)

// unflushed: the re-run of an interactive TimeLimit stopped with the jury
// waiting for output while the program waited for input.
func (b *bench) unflushed(context.Context) []Finding {
	if re := runError(b.rerun); re == nil || re.Cause != judge.Unflushed {
		return nil
	}
	return []Finding{{Kind: Flush, Text: "the jury waited for your answer while your program waited for the jury, both idle: the output is not flushed (fflush(stdout) or cout << endl in C++, print(..., flush=True) in Python, System.out.flush() in Java)"}}
}

// stderrFlood: the re-run of an OutputLimit passed the file size limit on
// standard error.
func (b *bench) stderrFlood(context.Context) []Finding {
	if re := runError(b.rerun); re == nil || re.Cause != judge.StderrFlood {
		return nil
	}
	return []Finding{{Kind: Stderr, Text: "the flood is on standard error: debug output left in (a judge ignores standard error but not the time it takes to write; remove it, or guard it with #ifndef ONLINE_JUDGE)"}}
}
