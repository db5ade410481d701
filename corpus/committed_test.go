package corpus

import (
	"bytes"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"strings"
	"testing"
)

// trackedFiles is git's index for this directory: slash path (relative to
// the package directory) → blob id. It skips the test, saying why, when git
// or the repository is absent (a copy of the source without .git).
func trackedFiles(t *testing.T) map[string]string {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skipf("SKIPPED: git is not installed (%v): cannot check that the corpus is what is committed", err)
	}
	if out, err := exec.Command("git", "rev-parse", "--show-toplevel").CombinedOutput(); err != nil {
		t.Skipf("SKIPPED: not a git checkout (no .git directory: %s): cannot check that the corpus is what is committed", bytes.TrimSpace(out))
	}
	out, err := exec.Command("git", "ls-files", "--stage", "-z", "--", ".").Output()
	if err != nil {
		t.Fatalf("git ls-files: %v", err)
	}
	files := map[string]string{}
	for _, rec := range strings.Split(string(out), "\x00") {
		// "<mode> <blob> <stage>\t<path>", the path relative to this directory.
		meta, name, ok := strings.Cut(rec, "\t")
		if f := strings.Fields(meta); ok && len(f) == 3 {
			files[name] = f[1]
		}
	}
	if len(files) == 0 {
		t.Fatal("git tracks no file in the corpus directory: not the repository's corpus?")
	}
	return files
}

// blobID is git's object id of content, in the hash of id's length (SHA-1
// or SHA-256 repositories).
func blobID(content []byte, id string) string {
	head := fmt.Sprintf("blob %d\x00", len(content))
	if len(id) == 64 {
		sum := sha256.Sum256(append([]byte(head), content...))
		return hex.EncodeToString(sum[:])
	}
	sum := sha1.Sum(append([]byte(head), content...))
	return hex.EncodeToString(sum[:])
}

// corpusFiles lists the data files of the corpus directory on disk: every
// file of the problem directories (temporaries included) and the top-level
// files that are not Go source.
func corpusFiles(t *testing.T) []string {
	t.Helper()
	var names []string
	err := fs.WalkDir(os.DirFS("."), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if strings.Contains(p, "/") || !strings.HasSuffix(p, ".go") {
			names = append(names, p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return names
}

// TestCorpusIsTracked: every file under corpus/ that could be replayed is
// tracked by git, so that `go test` and `make stress` replay what the
// repository holds, and a run that saved into the tree shows up here (and in
// `git status`) instead of changing later runs in silence.
func TestCorpusIsTracked(t *testing.T) {
	tracked := trackedFiles(t)
	for _, name := range corpusFiles(t) {
		if _, ok := tracked[name]; !ok {
			t.Errorf("corpus/%s is not tracked by git: `git add` it if it is a deliberate new minimum (gamestress stress --save), else delete it", name)
		}
	}
}

// TestEmbedIsCommitted: the embedded corpus holds no file git does not
// have, and each with the content git has (the index: what is committed,
// or about to be).
func TestEmbedIsCommitted(t *testing.T) {
	tracked := trackedFiles(t)
	n := 0
	err := fs.WalkDir(Builtin(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		n++
		b, err := fs.ReadFile(Builtin(), p)
		if err != nil {
			return err
		}
		id, ok := tracked[p]
		switch {
		case !ok:
			t.Errorf("the embedded corpus holds %s, which git does not track", p)
		case blobID(b, id) != id:
			t.Errorf("the embedded corpus holds %s as it is not committed (blob %s, git has %s): commit it or restore it", p, blobID(b, id), id)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 3 {
		t.Errorf("the embedded corpus holds %d files: the embed patterns missed the problem directories", n)
	}
}

// TestBlobID pins blobID to git's own ids (git hash-object), so that a
// mismatch above means the content differs, not the hash.
func TestBlobID(t *testing.T) {
	// printf 'hello\n' | git hash-object --stdin
	if got := blobID([]byte("hello\n"), strings.Repeat("0", 40)); got != "ce013625030ba8dba906f756967f9e9ca394464a" {
		t.Errorf("blobID(hello) = %s", got)
	}
	for _, p := range []string{"README.md"} {
		b, _ := os.ReadFile(p)
		id := blobID(b, strings.Repeat("0", 40))
		out, err := exec.Command("git", "hash-object", p).Output()
		if err != nil {
			t.Skipf("SKIPPED: git hash-object: %v", err)
		}
		if want := strings.TrimSpace(string(out)); len(want) == 40 && id != want {
			t.Errorf("blobID(%s) = %s, git says %s", path.Base(p), id, want)
		}
	}
}
