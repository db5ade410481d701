package corpus

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Version is the corpus format version (see the package doc).
const Version = "gamestress corpus v1"

// Entry is one saved counterexample.
type Entry struct {
	Path   string // the .in file, relative to the store's root for embedded entries
	Input  []byte // the judge input
	Answer []byte // the oracle's expected output
}

// Name is the file name (without extension) under which an input is stored:
// the first 16 hex digits of its SHA-256.
func Name(input []byte) string {
	sum := sha256.Sum256(input)
	return hex.EncodeToString(sum[:8])
}

// Store is a corpus directory on disk.
type Store struct {
	Dir string // root directory; "" means "corpus" relative to the working directory
}

func (s Store) root() string {
	if s.Dir == "" {
		return "corpus"
	}
	return s.Dir
}

// Path is where input would be stored for problem (the .in file).
func (s Store) Path(problem string, input []byte) string {
	return filepath.Join(s.root(), problem, Name(input)+".in")
}

// Save stores input and its expected answer under problem and returns the
// path of the .in file. Saving an input that is already there with the same
// answer writes nothing; a different answer replaces the old one.
func (s Store) Save(problem string, input, answer []byte) (string, error) {
	if err := checkProblem(problem); err != nil {
		return "", err
	}
	dir := filepath.Join(s.root(), problem)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("corpus: %w", err)
	}
	in := s.Path(problem, input)
	ans := strings.TrimSuffix(in, ".in") + ".ans"
	if same(in, input) && same(ans, answer) {
		return in, nil
	}
	// The .ans first: an .in on disk always has its .ans.
	if err := writeAtomic(ans, answer); err != nil {
		return "", err
	}
	if err := writeAtomic(in, input); err != nil {
		return "", err
	}
	return in, nil
}

// Load returns the entries saved for problem, sorted by file name. A problem
// with no directory has no entries.
func (s Store) Load(problem string) ([]Entry, error) {
	if err := checkProblem(problem); err != nil {
		return nil, err
	}
	es, err := LoadFS(os.DirFS(s.root()), problem)
	for i := range es {
		es[i].Path = filepath.Join(s.root(), filepath.FromSlash(es[i].Path))
	}
	return es, err
}

// Problems lists the problem directories of the store, sorted.
func (s Store) Problems() ([]string, error) {
	return ProblemsFS(os.DirFS(s.root()))
}

// LoadFS reads the entries of problem from a corpus laid out in fsys (the
// root of fsys is the corpus root). Entry paths are slash-separated and
// relative to that root.
func LoadFS(fsys fs.FS, problem string) ([]Entry, error) {
	names, err := fs.Glob(fsys, problem+"/*.in")
	if err != nil {
		return nil, fmt.Errorf("corpus: %w", err)
	}
	sort.Strings(names)
	es := make([]Entry, 0, len(names))
	for _, n := range names {
		if strings.HasPrefix(n[strings.LastIndexByte(n, '/')+1:], ".") {
			continue
		}
		e, err := loadEntry(fsys, n)
		if err != nil {
			return nil, err
		}
		es = append(es, e)
	}
	return es, nil
}

// ProblemsFS lists the problem directories of a corpus in fsys, sorted.
func ProblemsFS(fsys fs.FS) ([]string, error) {
	des, err := fs.ReadDir(fsys, ".")
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("corpus: %w", err)
	}
	var ps []string
	for _, d := range des {
		if d.IsDir() && !strings.HasPrefix(d.Name(), ".") {
			ps = append(ps, d.Name())
		}
	}
	return ps, nil
}

func loadEntry(fsys fs.FS, name string) (Entry, error) {
	in, err := fs.ReadFile(fsys, name)
	if err != nil {
		return Entry{}, fmt.Errorf("corpus: %w", err)
	}
	ans, err := fs.ReadFile(fsys, strings.TrimSuffix(name, ".in")+".ans")
	if err != nil {
		return Entry{}, fmt.Errorf("corpus: %s has no answer: %w", name, err)
	}
	return Entry{Path: name, Input: in, Answer: ans}, nil
}

// checkProblem rejects ids that would escape the store's root.
func checkProblem(problem string) error {
	if problem == "" || strings.ContainsAny(problem, `/\`) || strings.HasPrefix(problem, ".") {
		return fmt.Errorf("corpus: bad problem id %q", problem)
	}
	return nil
}

// same reports whether the file at path holds exactly b.
func same(path string, b []byte) bool {
	old, err := os.ReadFile(path)
	return err == nil && bytes.Equal(old, b)
}

// writeAtomic writes b to path through a temporary file in the same
// directory and a rename, so a reader sees the old file or the new one.
func writeAtomic(path string, b []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), ".tmp-"+filepath.Base(path)+"-*")
	if err != nil {
		return fmt.Errorf("corpus: %w", err)
	}
	tmp := f.Name()
	_, err = f.Write(b)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp, 0o644)
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return fmt.Errorf("corpus: %w", err)
	}
	return nil
}
