package corpus

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strings"
)

// Version is the corpus format version (see the package doc).
const Version = "gamestress corpus v1"

// Entry is one saved counterexample.
type Entry struct {
	Path   string // the .in file, relative to the store's root for embedded entries
	Input  []byte // the judge input
	Answer []byte // the oracle's expected output (nil when NoAnswer)
	// NoAnswer: the .in has no .ans beside it (a user put it there by
	// hand); the caller answers it, and may write the answer with
	// Store.SaveAnswer.
	NoAnswer bool
}

// Name is the file name (without extension) under which an input is stored:
// the first 16 hex digits of its SHA-256.
func Name(input []byte) string {
	sum := sha256.Sum256(input)
	return hex.EncodeToString(sum[:8])
}

// Store is a corpus directory on disk, optionally over a read-only base
// corpus. The zero Store is "corpus" in the working directory, replayed and
// saved to.
type Store struct {
	Dir string // root directory; "" means "corpus" relative to the working directory
	// Base, if set, is a read-only corpus (laid out like Dir, e.g. [Builtin])
	// whose entries Load returns before Dir's; an entry of Dir with the same
	// problem and name as one of Base is left out. Save never writes to it.
	Base fs.FS
	// SaveOnly leaves Dir out of Load: what is saved there is kept but not
	// replayed, so that one run does not change what the next one finds
	// (only Base is replayed).
	SaveOnly bool
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
		return "", err
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

// Load returns the entries of problem: Base's, then Dir's (unless
// SaveOnly), each sorted by file name. A problem with no directory has no
// entries. Entry paths of Dir name the file (Dir/problem/hash.in); those of
// Base are relative to its root.
func (s Store) Load(problem string) ([]Entry, error) {
	if err := checkProblem(problem); err != nil {
		return nil, err
	}
	var es []Entry
	if s.Base != nil {
		b, err := loadFS(s.Base, problem, "")
		if err != nil {
			return nil, err
		}
		es = b
	}
	if s.SaveOnly {
		return es, nil
	}
	own, err := loadFS(os.DirFS(s.root()), problem, s.root())
	if err != nil {
		return nil, err
	}
	for _, e := range own {
		if !slices.ContainsFunc(es, func(b Entry) bool { return path.Base(b.Path) == filepath.Base(e.Path) }) {
			es = append(es, e)
		}
	}
	return es, nil
}

// SaveAnswer writes answer as the .ans of e, an entry of the store's
// directory that Load gave without one (NoAnswer), atomically. Entries of
// Base are read-only.
func (s Store) SaveAnswer(e Entry, answer []byte) error {
	root, err := filepath.Abs(s.root())
	if err != nil {
		return err
	}
	in, err := filepath.Abs(e.Path)
	if err != nil {
		return err
	}
	if rel, err := filepath.Rel(root, in); err != nil || strings.HasPrefix(rel, "..") || !strings.HasSuffix(in, ".in") {
		return fmt.Errorf("%s is not an input of the corpus %s", e.Path, s.root())
	}
	return writeAtomic(strings.TrimSuffix(e.Path, ".in")+".ans", answer)
}

// Problems lists the problem directories of the store, sorted.
func (s Store) Problems() ([]string, error) {
	return ProblemsFS(os.DirFS(s.root()))
}

// LoadFS reads the entries of problem from a corpus laid out in fsys (the
// root of fsys is the corpus root). Entry paths are slash-separated and
// relative to that root.
func LoadFS(fsys fs.FS, problem string) ([]Entry, error) {
	return loadFS(fsys, problem, "")
}

// loadFS is LoadFS with entry paths (and the paths errors name) under dir,
// a directory on disk ("" for paths relative to the root of fsys).
func loadFS(fsys fs.FS, problem, dir string) ([]Entry, error) {
	names, err := fs.Glob(fsys, problem+"/*.in")
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	es := make([]Entry, 0, len(names))
	for _, n := range names {
		if strings.HasPrefix(path.Base(n), ".") {
			continue
		}
		e, err := loadEntry(fsys, n, dir)
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
		return nil, err
	}
	var ps []string
	for _, d := range des {
		if d.IsDir() && !strings.HasPrefix(d.Name(), ".") {
			ps = append(ps, d.Name())
		}
	}
	return ps, nil
}

// loadEntry reads one .in (name, slash-separated in fsys) and its .ans.
func loadEntry(fsys fs.FS, name, dir string) (Entry, error) {
	shown := name
	if dir != "" {
		shown = filepath.Join(dir, filepath.FromSlash(name))
	}
	in, err := fs.ReadFile(fsys, name)
	if err != nil {
		return Entry{}, fmt.Errorf("reading %s: %w", shown, unwrapPath(err))
	}
	ans, err := fs.ReadFile(fsys, strings.TrimSuffix(name, ".in")+".ans")
	if errors.Is(err, fs.ErrNotExist) {
		return Entry{Path: shown, Input: in, NoAnswer: true}, nil
	}
	if err != nil {
		return Entry{}, fmt.Errorf("%s has no answer beside it (%s.ans): %w", shown, strings.TrimSuffix(path.Base(name), ".in"), unwrapPath(err))
	}
	return Entry{Path: shown, Input: in, Answer: ans}, nil
}

// unwrapPath drops the path of an fs error (the caller names the file).
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// checkProblem rejects ids that would escape the store's root.
func checkProblem(problem string) error {
	if problem == "" || strings.ContainsAny(problem, `/\`) || strings.HasPrefix(problem, ".") {
		return fmt.Errorf("bad problem id %q for a corpus directory", problem)
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
		return err
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
		return err
	}
	return nil
}
