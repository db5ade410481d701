package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"time"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	err := run(ctx, os.Stdout, os.Stderr, os.Args[1:])
	var mismatch errMismatch
	switch {
	case errors.As(err, &mismatch):
		fmt.Fprintln(os.Stderr, "trust:", err)
		os.Exit(1)
	case err != nil:
		fmt.Fprintln(os.Stderr, "trust:", err)
		os.Exit(2)
	}
}

// errMismatch is the error of a suite run where some program was judged
// wrong.
type errMismatch struct{ n, of int }

func (e errMismatch) Error() string {
	return fmt.Sprintf("%d of %d runs judged wrong", e.n, e.of)
}

// options are the command line's.
type options struct {
	budgets    []time.Duration
	seeds      []int64
	filter     *regexp.Regexp
	busy       int
	gamestress string
	root       string
	markdown   bool
}

func parse(args []string, stderr io.Writer) (options, error) {
	fs := flag.NewFlagSet("trust", flag.ContinueOnError)
	fs.SetOutput(stderr)
	budgets := fs.String("budget", "4s,10s", "the budgets, comma-separated: every program runs at each")
	seeds := fs.String("seeds", "1", "the seeds, N or N-M")
	filter := fs.String("run", "", "only programs whose file or problem matches this regular expression")
	busy := fs.Int("busy", 0, "N busy loops spinning beside every run")
	bin := fs.String("gamestress", "bin/gamestress", "the gamestress binary")
	root := fs.String("root", ".", "the repository's root")
	md := fs.Bool("markdown", false, "print the table as Markdown")
	if err := fs.Parse(args); err != nil {
		return options{}, err
	}
	if fs.NArg() > 0 {
		return options{}, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	o := options{busy: *busy, root: *root, markdown: *md}
	for _, b := range strings.Split(*budgets, ",") {
		d, err := time.ParseDuration(strings.TrimSpace(b))
		if err != nil || d <= 0 {
			return o, fmt.Errorf("-budget: %q is not a positive duration", b)
		}
		o.budgets = append(o.budgets, d)
	}
	lo, hi, ok := strings.Cut(*seeds, "-")
	if !ok {
		hi = lo
	}
	a, err1 := strconv.ParseInt(lo, 10, 64)
	b, err2 := strconv.ParseInt(hi, 10, 64)
	if err1 != nil || err2 != nil || a < 1 || b < a {
		return o, fmt.Errorf("-seeds: %q is not N or N-M with 1 <= N <= M", *seeds)
	}
	for s := a; s <= b; s++ {
		o.seeds = append(o.seeds, s)
	}
	re, err := regexp.Compile(*filter)
	if err != nil {
		return o, fmt.Errorf("-run: %w", err)
	}
	o.filter = re
	if o.busy < 0 {
		return o, fmt.Errorf("-busy: %d is negative", o.busy)
	}
	if o.gamestress, err = filepath.Abs(*bin); err != nil {
		return o, err
	}
	if _, err := os.Stat(o.gamestress); err != nil {
		return o, fmt.Errorf("-gamestress: %w (make build makes bin/gamestress)", err)
	}
	return o, nil
}

// run is the command: every selected program at every budget and seed,
// the table, and an errMismatch when some run did not match.
func run(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	o, err := parse(args, stderr)
	if err != nil {
		return err
	}
	suite, err := loadSuite(o.root)
	if err != nil {
		return err
	}
	r := &runner{root: o.root, gamestress: o.gamestress, goCache: goCache()}
	stopBusy := busyLoops(o.busy)
	defer stopBusy()
	t := newTable(stdout, o.markdown)
	wrong, total := 0, 0
	start := time.Now()
	for _, budget := range o.budgets {
		for _, e := range suite.Program {
			if !o.filter.MatchString(e.File) && !o.filter.MatchString(e.Problem) {
				continue
			}
			for _, seed := range o.seeds {
				if ctx.Err() != nil {
					return ctx.Err()
				}
				res := r.run(ctx, e, budget, seed)
				t.row(res)
				total++
				if len(res.Wrong) > 0 {
					wrong++
				}
			}
		}
	}
	fmt.Fprintf(stdout, "\n%d runs, %d matched, %d judged wrong (%v; %d busy loops beside; load %s)\n",
		total, total-wrong, wrong, time.Since(start).Round(time.Second), o.busy, loadavg())
	if total == 0 {
		return fmt.Errorf("-run %q matches no program", o.filter)
	}
	if wrong > 0 {
		return errMismatch{wrong, total}
	}
	return nil
}

// goCache is the go tool's build cache, kept for the runs' Go builds.
func goCache() string {
	out, err := exec.Command("go", "env", "GOCACHE").Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}

// busyLoops spins n threads until the returned stop is called.
func busyLoops(n int) (stop func()) {
	done := make(chan struct{})
	for range n {
		go func() {
			runtime.LockOSThread()
			for x := 0; ; x++ {
				if x%(1<<20) == 0 {
					select {
					case <-done:
						return
					default:
					}
				}
			}
		}()
	}
	if n > 0 && runtime.GOMAXPROCS(0) < n+1 {
		runtime.GOMAXPROCS(n + 1)
	}
	return func() { close(done) }
}

// loadavg is the first three fields of /proc/loadavg, or "?".
func loadavg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}
