package runner

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestRunsInAFolderOfTheirOwn: whichever way a run starts (the fork server
// linked in, preloaded, Python's, the launcher's exec, a command given with
// a relative path), it runs in an empty folder of its own under the
// temporary directory, not in ours; a file it writes lands there, and the
// folder is gone when Run returns. The test's own working folder is the
// one a user ran gamestress from: it must be left as it was.
func TestRunsInAFolderOfTheirOwn(t *testing.T) {
	var preloaded, launched *Program
	withPreload(func() { preloaded = program(t, "scratch.c") })
	withoutForkServer(func() { launched = program(t, "scratch.c") })
	progs := []struct {
		name string
		p    *Program
	}{
		{"linked fork server", program(t, "scratch.c")},
		{"preloaded fork server", preloaded},
		{"launcher", launched},
		{"python fork server", program(t, "scratch.py")},
	}
	bin, err := os.ReadFile(progs[0].p.argv[0])
	if err != nil {
		t.Fatal(err)
	}
	here := t.TempDir()
	t.Chdir(here)
	if err := os.WriteFile("scratch", bin, 0o755); err != nil {
		t.Fatal(err)
	}
	progs = append(progs, struct {
		name string
		p    *Program
	}{"a command with a relative path", Command([]string{"./scratch"})})
	for _, c := range progs {
		out, err := c.p.Run(context.Background(), nil)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		f := strings.Fields(string(out))
		if len(f) != 2 {
			t.Fatalf("%s: output %q", c.name, out)
		}
		wd, n := f[0], f[1]
		if !strings.HasPrefix(filepath.Base(wd), scratchPrefix) || filepath.Dir(wd) != filepath.Clean(scratchRoot()) || n != "0" {
			t.Errorf("%s: ran in %s holding %s entries; want an empty %s* folder of the scratch root", c.name, wd, n, scratchPrefix)
		}
		if _, err := os.Stat(wd); !os.IsNotExist(err) {
			t.Errorf("%s: its folder %s is still there (%v)", c.name, wd, err)
		}
	}
	es, _ := os.ReadDir(here)
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	if !slices.Equal(names, []string{"scratch"}) {
		t.Errorf("our folder holds %q; want only what the test put there (scratch)", names)
	}
	assertNoneLive(t)
}

// absArgs makes relative paths absolute where they name a file here and
// look like paths; names that are not paths are left alone.
func TestAbsArgs(t *testing.T) {
	here := t.TempDir()
	t.Chdir(here)
	for _, f := range []string{"sol.py", "Main", "123"} {
		os.WriteFile(f, nil, 0o644)
	}
	os.Mkdir("out", 0o755)
	got := absArgs([]string{"./run.sh", "sol.py", "-cp", ".", "Main", "123", "out/", "missing.py", "python3"})
	want := []string{"./run.sh", filepath.Join(here, "sol.py"), "-cp", here, "Main", "123", filepath.Join(here, "out"), "missing.py", "python3"}
	if !slices.Equal(got, want) {
		t.Errorf("absArgs = %q\nwant %q", got, want)
	}
	os.WriteFile("run.sh", nil, 0o755)
	if got := absArgs([]string{"./run.sh"}); got[0] != filepath.Join(here, "run.sh") {
		t.Errorf("an existing relative program: %q", got[0])
	}
}

// BenchmarkScratch is the cost a run pays for its folder: make it, open it
// for the fork server's child, remove it.
func BenchmarkScratch(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		d, err := newScratch(uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		f, _ := scratchFile(d)
		f.Close()
		removeScratch(d)
	}
}

// A folder left by a process killed in a run (its pid no longer runs) is
// removed by the next process's first run; one of a live process is not.
func TestSweepScratches(t *testing.T) {
	root := scratchRoot()
	dead := filepath.Join(root, "gamestress-run-999999999-1-x")  // above any pid_max
	live := filepath.Join(root, "gamestress-run-1-1-x")          // init runs
	deadJVM := filepath.Join(root, "gamestress-jvm-999999999-x") // a JVM server's
	for _, d := range []string{dead, live, deadJVM} {
		if err := os.MkdirAll(filepath.Join(d, "sub"), 0o700); err != nil {
			t.Fatal(err)
		}
	}
	defer os.RemoveAll(live)
	sweepScratches()
	for _, d := range []string{dead, deadJVM} {
		if _, err := os.Stat(d); !os.IsNotExist(err) {
			t.Errorf("the dead process's folder %s is still there (%v)", d, err)
		}
	}
	if _, err := os.Stat(live); err != nil {
		t.Errorf("a live process's folder was removed: %v", err)
	}
}
