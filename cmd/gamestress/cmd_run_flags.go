package main

import (
	"cmp"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/gamestress/gamestress/corpus"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/stress/runner"
)

// defaultRunBudget is how long `gamestress run` looks when it finds nothing.
const defaultRunBudget = 3 * time.Second

// runConfig is the parsed command line of `gamestress run` and `gamestress replay`.
type runConfig struct {
	name     string // "run" or "replay", for messages
	p        *problem.Problem
	solution string   // the solution file, or "" with command
	command  []string // the command after --, or nil with solution
	compile  string   // --compile
	cache    string   // --cache: build cache directory ("" is the user's cache)
	limits   runner.Limits
	judge    problem.Limits // the limits used and where each came from (judgeLimits), for the report
	budget   time.Duration
	cases    int
	seed     int64
	workers  int
	strict   bool
	json     bool
	samples  bool // --samples: the statement's samples run first (default true)
	// --no-diagnosis: no experiments after a failure (cmd_run_diagnose.go)
	noDiagnosis bool
	// --fork-server=off: every run execs the solution (runner.Program.NoForkServer)
	noForkServer bool
	store        corpus.Store
	ref          refConfig // --reference, --generator (cmd_run_reference.go)
	include      []string  // --include (include.go)
	flags        []string  // C and C++ compile flags: the judge's defines, the settings' includes and flags
	std          string    // the C++ standard of the judge's compile command ("" gamestress's)
}

// parseRun parses `NAME PROBLEM SOLUTION [flags]` or `NAME PROBLEM [flags] -- CMD ARGS...`.
// Flags may come before, between or after the positional arguments.
func parseRun(name string, stderr io.Writer, args []string) (*runConfig, error) {
	cfg := &runConfig{name: name}
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	var mem, stack, output, forkServer string
	fs.StringVar(&cfg.store.Dir, "corpus", "corpus", "corpus `DIR`: replayed first, minimal inputs saved in DIR/PROBLEM/")
	fs.StringVar(&cfg.compile, "compile", "", "compile command `CMD` with {src} and {out}, e.g. 'clang++ -O2 -o {out} {src}'")
	fs.StringVar(&cfg.cache, "cache", "", "build cache `DIR` (default: the user's cache directory/gamestress)")
	fs.DurationVar(&cfg.limits.Time, "time", 0, "CPU time limit per run (default: the problem's judge limit; killed at 1.5×; a program that only waits is stopped at 2× + 1s of wall clock); a TimeLimit just past it is confirmed by two re-runs alone")
	fs.StringVar(&mem, "mem", "", "limit `SIZE` of peak resident memory (256M, 1G, 65536K; \"none\" for no limit; default: the problem's judge limit)")
	fs.StringVar(&stack, "stack", "", "stack limit `SIZE` (default: the problem's judge limit, 8M where the judge documents none)")
	fs.StringVar(&output, "output-limit", "64M", "limit on standard output, `SIZE`")
	fs.StringVar(&forkServer, "fork-server", "on", "on: fork each run from a copy of the solution stopped before main (dynamically linked programs); off: exec the solution for every run")
	fs.BoolVar(&cfg.strict, "strict", false, "report whitespace-only differences as PresentationError")
	samplesFlag(fs, &cfg.samples)
	fs.BoolVar(&cfg.noDiagnosis, "no-diagnosis", false, "after a failure, skip the experiments that say why (a few seconds within the budget: a re-run alone, a sanitized build, ...)")
	fs.BoolVar(&cfg.json, "json", false, `print JSON: {"problem","solution","verdict","minimal","input","expected","got","cases","ms","corpus","stderr"}`)
	if name == "run" {
		fs.DurationVar(&cfg.budget, "budget", defaultRunBudget, "time to look for a counterexample")
		fs.IntVar(&cfg.cases, "cases", 0, "at most `N` cases (0: no bound but the budget)")
		fs.Int64Var(&cfg.seed, "seed", 0, "random seed (0: pick one and print it)")
		fs.IntVar(&cfg.workers, "workers", 0, "runs in parallel (0: two per core)")
	}
	cfg.ref.flags(fs, name)
	includeFlag(fs, &cfg.include)
	fs.Usage = func() {
		if name == "run" {
			fmt.Fprintln(stderr, "usage: gamestress run PROBLEM SOLUTION [flags]\n       gamestress run PROBLEM [flags] -- CMD ARGS...")
		} else {
			fmt.Fprintln(stderr, "usage: gamestress replay PROBLEM SOLUTION [flags]\n       gamestress replay PROBLEM [flags] -- CMD ARGS...")
		}
		fs.PrintDefaults()
	}
	before, command, dash := splitCommand(args)
	pos, err := parseInterspersed(fs, before)
	if err != nil {
		return nil, err
	}
	if err := cfg.positional(pos, command, dash); err != nil {
		return nil, err
	}
	if err := cfg.sizes(mem, stack, output); err != nil {
		return nil, err
	}
	switch forkServer {
	case "on":
	case "off":
		cfg.noForkServer = true
	default:
		return nil, usageErrorf("%s: --fork-server %q: want on or off", name, forkServer)
	}
	cfg.judgeLimits(fs)
	if err := validateRunFlags(fs, cfg); err != nil {
		return nil, err
	}
	if cfg.flags, err = compileFlags(name, cfg.include, cfg.p.Judge, stderr); err != nil {
		return nil, err
	}
	cfg.std = problem.JudgeCompile(cfg.p.Judge).Std
	return cfg, cfg.check()
}

// splitCommand splits args at the first "--": the flags and positional
// arguments before it, the command after it, and whether there was one.
func splitCommand(args []string) (before, command []string, dash bool) {
	for i, a := range args {
		if a == "--" {
			return args[:i], args[i+1:], true
		}
	}
	return args, nil, false
}

// positional takes PROBLEM and SOLUTION (or PROBLEM and the command).
func (c *runConfig) positional(pos, command []string, dash bool) error {
	switch {
	case len(pos) == 0:
		return usageErrorf("%s: missing PROBLEM (see gamestress list)", c.name)
	case dash && len(command) == 0:
		return usageErrorf("%s: missing command after --", c.name)
	case dash && len(pos) > 1:
		return usageErrorf("%s: give either a SOLUTION file or a command after --, not both (%q)", c.name, pos[1])
	case !dash && len(pos) == 1:
		return usageErrorf("%s: missing SOLUTION (a .cpp .cc .cxx .c .go .java .py file, or -- CMD ARGS...)", c.name)
	case len(pos) > 2:
		return usageErrorf("%s: unexpected argument %q after the SOLUTION", c.name, pos[2])
	}
	p, err := problem.Open(pos[0])
	if err != nil {
		return usageErrorf("%s: %v", c.name, err)
	}
	c.p = p
	if dash {
		c.command = command
		if c.compile != "" {
			return usageErrorf("%s: --compile applies to a SOLUTION file, not to a command after --", c.name)
		}
		return nil
	}
	c.solution = pos[1]
	if fi, err := os.Stat(c.solution); err != nil {
		return usageErrorf("%s: solution %s: %v", c.name, c.solution, unwrapPathError(err))
	} else if fi.IsDir() {
		return usageErrorf("%s: solution %s is a directory, not a file", c.name, c.solution)
	}
	return nil
}

func unwrapPathError(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

// sizes parses the size flags into the limits.
func (c *runConfig) sizes(mem, stack, output string) error {
	var err error
	if mem == "" {
		// the problem's (judgeLimits)
	} else if c.limits.Memory, err = parseLimitSize("mem", mem, true); err != nil {
		return err
	}
	if stack != "" {
		if c.limits.Stack, err = parseLimitSize("stack", stack, true); err != nil {
			return err
		}
	}
	c.limits.Output, err = parseLimitSize("output-limit", output, false)
	return err
}

// judgeLimits fills the time, memory and stack limits the flags did not
// set from the problem's judge (problem.Limits; the default preset for a
// value the problem lacks), and records where each came from.
func (c *runConfig) judgeLimits(fs *flag.FlagSet) {
	j := c.p.Limits
	def, _ := problem.Preset("default")
	set := setFlags(fs)
	switch {
	case set["time"]:
		j.Time, j.TimeFrom = c.limits.Time, "--time"
	case j.Time <= 0:
		j.Time, j.TimeFrom = def.Time, def.TimeFrom
	}
	switch {
	case set["mem"]:
		j.Memory, j.MemoryFrom = c.limits.Memory, "--mem"
	case j.Memory == 0:
		j.Memory, j.MemoryFrom = def.Memory, def.MemoryFrom
	}
	switch {
	case set["stack"]:
		j.Stack, j.StackFrom = c.limits.Stack, "--stack"
	case j.Stack == 0:
		j.Stack, j.StackFrom = def.Stack, def.StackFrom
	}
	c.judge = j
	c.limits.Time, c.limits.Memory, c.limits.Stack = j.Time, j.Memory, j.Stack
}

func (c *runConfig) check() error {
	switch {
	case c.limits.Time <= 0:
		return usageErrorf("%s: --time must be positive, got %s", c.name, c.limits.Time)
	case c.name == "run" && c.budget <= 0:
		return usageErrorf("%s: --budget must be positive, got %s", c.name, c.budget)
	case c.cases < 0:
		return usageErrorf("%s: --cases must be >= 0, got %d", c.name, c.cases)
	case c.workers < 0:
		return usageErrorf("%s: --workers must be >= 0, got %d", c.name, c.workers)
	case c.store.Dir == "":
		return usageErrorf("%s: --corpus must name a directory", c.name)
	}
	if err := c.ref.check(c.name, c.p); err != nil {
		return err
	}
	return nil
}

// minLimit is the smallest memory or stack limit accepted: below it no
// program starts, and "--mem 256" almost surely meant 256M.
const minLimit = 1 << 20

// parseLimitSize reads a size flag: a number of bytes with an optional
// binary suffix K, M or G (KB, MB, GB, KiB, MiB, GiB alike, any case);
// "none" (or "unlimited") is no limit (-1) where allowed.
func parseLimitSize(flagName, s string, memory bool) (int64, error) {
	v := strings.ToLower(strings.TrimSpace(s))
	if memory && (v == "none" || v == "unlimited") {
		return -1, nil
	}
	mult := int64(1)
	for _, suf := range []struct {
		s string
		m int64
	}{{"kib", 1 << 10}, {"mib", 1 << 20}, {"gib", 1 << 30}, {"kb", 1 << 10}, {"mb", 1 << 20}, {"gb", 1 << 30}, {"k", 1 << 10}, {"m", 1 << 20}, {"g", 1 << 30}, {"b", 1}} {
		if strings.HasSuffix(v, suf.s) {
			v, mult = strings.TrimSuffix(v, suf.s), suf.m
			break
		}
	}
	n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
	switch {
	case err != nil || n <= 0:
		return 0, usageErrorf("--%s %q: want a positive size such as 256M, 1G or 65536K", flagName, s)
	case n > (1<<62)/mult:
		return 0, usageErrorf("--%s %q: too large", flagName, s)
	case memory && n*mult < minLimit:
		return 0, usageErrorf("--%s %q: below 1M, no program starts (did you mean %sM?)", flagName, s, v)
	}
	return n * mult, nil
}

// displayPath is path relative to the working directory when it lies
// under it, for reports.
func displayPath(path string) string {
	if !filepath.IsAbs(path) {
		return path
	}
	if wd, err := os.Getwd(); err == nil {
		if rel, err := filepath.Rel(wd, path); err == nil && !strings.HasPrefix(rel, "..") {
			return rel
		}
	}
	return path
}

// samplesFlag is --samples (default true): the statement's samples run
// before any search, and a failure there is the report (stress.Samples).
func samplesFlag(fs *flag.FlagSet, on *bool) {
	fs.BoolVar(on, "samples", true, "run the statement's samples first: a failure there is the report, not shrunk (--samples=false: search and shrink instead)")
}

// buildOptions are how the solution's, the reference's, the generator's,
// the checker's and the interactor's files are built: the build cache, the
// judge's defines and standard, the settings' includes (--compile is the
// solution's alone).
func (c *runConfig) buildOptions() runner.BuildOptions {
	return runner.BuildOptions{CacheDir: c.cache, Flags: c.flags, Std: c.std}
}

// compileLine is the report's line of how a C or C++ solution was built,
// and whose compile command it follows: "g++ -O2 -std=gnu++20
// -DONLINE_JUDGE -DATCODER (atcoder preset)"; "" for other solutions.
func (c *runConfig) compileLine() string {
	if c.compile != "" {
		return c.compile + " (--compile)"
	}
	var line string
	switch strings.ToLower(filepath.Ext(c.solution)) {
	case ".cpp", ".cc", ".cxx":
		line = "g++ -O2 -std=" + cmp.Or(c.std, "gnu++17")
	case ".c":
		line = "gcc -O2"
	default:
		return ""
	}
	if len(c.flags) > 0 {
		line += " " + strings.Join(c.flags, " ")
	}
	if jc := problem.JudgeCompile(c.p.Judge); len(jc.Defines) > 0 || jc.Std != "" {
		line += " (" + c.p.Judge + " preset)"
	}
	return line
}
