package main

import (
	"crypto/sha1"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/gamestress/gamestress/fuzz"
)

var errFound = errors.New("failures found")

func main() {
	err := run(os.Stdout, os.Stderr, os.Args[1:])
	switch {
	case err == nil:
	case errors.Is(err, errFound):
		os.Exit(1)
	default:
		fmt.Fprintln(os.Stderr, "gofuzzcorpus:", err)
		os.Exit(2)
	}
}

func run(stdout, stderr io.Writer, args []string) error {
	if len(args) == 0 {
		return errors.New("usage: gofuzzcorpus seed|triage -problem ID -dir DIR [-corpus DIR]")
	}
	fs := flag.NewFlagSet(args[0], flag.ContinueOnError)
	fs.SetOutput(stderr)
	id := fs.String("problem", "", "problem id, e.g. hdu1846")
	dir := fs.String("dir", "", "go-fuzz corpus (seed) or crashers (triage) directory")
	corpusDir := fs.String("corpus", "", "gamestress corpus directory (default $GAMESTRESS_CORPUS, else ./corpus)")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	if *id == "" || *dir == "" {
		return errors.New("-problem and -dir are required")
	}
	fz, err := fuzz.FromEnv(*id, fuzz.Options{CorpusDir: "corpus"})
	if err != nil {
		return err
	}
	if *corpusDir != "" {
		fz.Store.Dir = *corpusDir
	}
	fz.Engine = "go-fuzz"
	switch args[0] {
	case "seed":
		return seed(stdout, fz, *dir)
	case "triage":
		return triage(stdout, fz, *dir)
	}
	return fmt.Errorf("unknown command %q (seed or triage)", args[0])
}

// seed writes the seeds as go-fuzz corpus files named by their SHA-1, as
// go-fuzz names its own.
func seed(stdout io.Writer, fz *fuzz.Fuzzer, dir string) error {
	seeds, err := fz.Seeds()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, s := range seeds {
		sum := sha1.Sum(s)
		if err := os.WriteFile(filepath.Join(dir, hex.EncodeToString(sum[:])), s, 0o644); err != nil {
			return err
		}
	}
	fmt.Fprintf(stdout, "%s: %d seeds in %s\n", fz.Problem.ID, len(seeds), dir)
	return nil
}

// triage re-checks every crasher (files without the .output and .quoted
// suffixes go-fuzz writes beside them).
func triage(stdout io.Writer, fz *fuzz.Fuzzer, dir string) error {
	names, err := crashers(dir)
	if err != nil {
		return err
	}
	found := 0
	for _, n := range names {
		data, err := os.ReadFile(filepath.Join(dir, n))
		if err != nil {
			return err
		}
		fail := fz.Check(data)
		if fail == nil {
			fmt.Fprintf(stdout, "crasher %s: does not reproduce (passes now)\n", n)
			continue
		}
		found++
		fmt.Fprintf(stdout, "crasher %s:\n%s\n", n, fail.Error())
	}
	fmt.Fprintf(stdout, "%s: %d crashers, %d failures saved to the corpus\n", fz.Problem.ID, len(names), found)
	if found > 0 {
		return errFound
	}
	return nil
}

func crashers(dir string) ([]string, error) {
	es, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range es {
		n := e.Name()
		if e.IsDir() || strings.HasSuffix(n, ".output") || strings.HasSuffix(n, ".quoted") || strings.HasPrefix(n, ".") {
			continue
		}
		out = append(out, n)
	}
	sort.Strings(out)
	return out, nil
}
