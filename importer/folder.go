package importer

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// MaxSampleFile is the largest sample file FromDir reads: a bigger one is a
// judge's test, not a statement's sample, and is skipped with a note.
const MaxSampleFile = 1 << 20

// ErrNoSamples is wrapped by FromDir for a folder without sample pairs.
var ErrNoSamples = errors.New("no sample pairs")

// outputExts are the extensions of an expected output, in order of
// preference: oj's .out, then .ans (Kattis, Polygon's test folders).
var outputExts = []string{".out", ".ans"}

// FromDir makes a Draft from a folder of sample pairs: every NAME.in with
// NAME.out or NAME.ans beside it, in natural order of NAME (sample-2 before
// sample-10). A folder holding none but with a test/ subfolder (oj's
// layout) is read there. The id and title are the folder's name (the
// parent's for test/), the source its absolute path.
func FromDir(dir string) (*Draft, error) {
	pairs, notes, err := samplePairs(dir)
	if err != nil {
		return nil, err
	}
	from := dir
	if len(pairs) == 0 {
		if fi, err := os.Stat(filepath.Join(dir, "test")); err == nil && fi.IsDir() {
			from = filepath.Join(dir, "test")
			if pairs, notes, err = samplePairs(from); err != nil {
				return nil, err
			}
		}
	}
	if len(pairs) == 0 {
		return nil, fmt.Errorf("%s: %w (want NAME.in with NAME.out or NAME.ans, or test/sample-1.in and .out)", dir, ErrNoSamples)
	}
	abs, err := filepath.Abs(from)
	if err != nil {
		abs = from
	}
	name := filepath.Base(abs)
	if name == "test" || name == "tests" {
		name = filepath.Base(filepath.Dir(abs))
	}
	d := &Draft{ID: idOf(name, nil, ""), Title: name, Source: abs, Samples: pairs, Notes: notes}
	d.Layout, err = GuessLayout(d.Samples, false)
	if err != nil {
		d.Notes = append(d.Notes, "input layout not guessed: "+err.Error())
	}
	return d, nil
}

// samplePairs reads the pairs of one folder.
func samplePairs(dir string) ([]Sample, []string, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, nil, err
	}
	var stems []string
	for _, e := range ents {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".in") {
			stems = append(stems, strings.TrimSuffix(e.Name(), ".in"))
		}
	}
	sort.Slice(stems, func(i, j int) bool { return naturalLess(stems[i], stems[j]) })
	var pairs []Sample
	var notes []string
	for _, stem := range stems {
		out := ""
		for _, ext := range outputExts {
			if _, err := os.Stat(filepath.Join(dir, stem+ext)); err == nil {
				out = stem + ext
				break
			}
		}
		if out == "" {
			notes = append(notes, fmt.Sprintf("%s.in has no %s.out nor %s.ans beside it: skipped", stem, stem, stem))
			continue
		}
		in, errIn := readSample(filepath.Join(dir, stem+".in"))
		ans, errOut := readSample(filepath.Join(dir, out))
		if err := errors.Join(errIn, errOut); err != nil {
			notes = append(notes, err.Error()+": skipped")
			continue
		}
		pairs = append(pairs, Sample{In: in, Out: ans})
	}
	return pairs, notes, nil
}

func readSample(path string) (string, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return "", err
	}
	if fi.Size() > MaxSampleFile {
		return "", fmt.Errorf("%s is %d bytes, over %d: a judge's test, not a sample", filepath.Base(path), fi.Size(), MaxSampleFile)
	}
	b, err := os.ReadFile(path)
	return string(b), err
}

// naturalLess orders names with their digit runs compared as numbers.
func naturalLess(a, b string) bool {
	for a != "" && b != "" {
		da, ra := leadingDigits(a)
		db, rb := leadingDigits(b)
		if da != "" && db != "" {
			na, _ := strconv.Atoi(da)
			nb, _ := strconv.Atoi(db)
			if na != nb {
				return na < nb
			}
			a, b = ra, rb
			continue
		}
		if a[0] != b[0] {
			return a[0] < b[0]
		}
		a, b = a[1:], b[1:]
	}
	return len(a) < len(b)
}

func leadingDigits(s string) (digits, rest string) {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return s[:i], s[i:]
}
