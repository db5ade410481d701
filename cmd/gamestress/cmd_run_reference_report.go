package main

import (
	"fmt"
	"io"
)

// referenceFault is the error of a run whose reference program was at
// fault (exit 2): the report above shows where; the solution was not
// judged there.
func referenceFault(cfg *runConfig) error {
	return fmt.Errorf("%s: the reference %s is at fault (ReferenceError above), not the solution", cfg.name, cfg.ref.reference)
}

// writeReferenceFault is the text report of a fault of the reference: the
// least input where it fails, the oracle's answer (when the problem has
// one) and the reference's output.
func writeReferenceFault(w io.Writer, cfg *runConfig, r *runResult) {
	rep := r.rep
	fmt.Fprintf(w, "%s: the reference %s is at fault: ReferenceError\n", rep.Problem, cfg.ref.reference)
	if rep.Flaky {
		fmt.Fprintln(w, "FLAKY: the reference failed on the input below, then passed on a re-run")
	}
	fmt.Fprintf(w, "\ninput, exactly as the judge feeds it (%s):\n", minimality(r))
	block(w, string(rep.Input), -1, -1)
	wl, gl, col := firstDifference(rep.Expected, rep.Got, false)
	if rep.Expected != "" {
		fmt.Fprintln(w, "\noracle (expected):")
		block(w, rep.Expected, wl, -1)
	} else {
		gl, col = -1, -1
	}
	fmt.Fprintln(w, "\nreference (got):")
	block(w, rep.Got, gl, col)
	fmt.Fprintln(w)
	if rep.Detail != "" {
		fmt.Fprintf(w, "detail: %s\n", rep.Detail)
	}
	if rep.Stderr != "" {
		fmt.Fprintln(w, "stderr (last lines):")
		block(w, rep.Stderr, -1, -1)
	}
	fmt.Fprintf(w, "found after %s in %s (%s phase, seed %d, %s)%s\n", plural(rep.Cases, "case"), seconds(rep.Elapsed),
		rep.Phase, rep.Seed, plural(rep.ShrinkSteps, "shrink run"), interruptedNote(r))
	fmt.Fprintf(w, "limits (the reference's as the solution's): %s\n", cfg.judge)
	fmt.Fprintln(w, "the solution was not judged on this input: fix the reference, or run without --reference")
}
