package runner

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/sys/unix"
)

// Every run has an empty folder of its own as its working directory, as at
// a judge: a program that writes output.txt (or reads input.txt) does so
// there, never in the folder gamestress was started from, and the folder
// is removed when the run is over (every process of it dead).

// scratchPrefix names the scratch folders of this process's runs:
// <scratchRoot>/gamestress-run-<pid>-<run>-<random>.
var scratchPrefix = "gamestress-run-" + strconv.Itoa(os.Getpid()) + "-"

// scratchRoot is where the runs' folders are made: $TMPDIR when it is set,
// else /dev/shm where it is a folder we may write (a tmpfs: making and
// removing a folder costs about 20µs there, against 300µs and more on a
// disk's ext4 mounted with discard, a tenth of a short run), else the
// system's temporary directory.
var scratchRoot = sync.OnceValue(func() string {
	if os.Getenv("TMPDIR") == "" && unix.Access("/dev/shm", unix.W_OK|unix.X_OK) == nil {
		if fi, err := os.Stat("/dev/shm"); err == nil && fi.IsDir() {
			return "/dev/shm"
		}
	}
	return os.TempDir()
})

// newScratch makes run n's empty working folder (the first time, it
// removes the folders of dead processes: sweepScratches).
func newScratch(n uint64) (string, error) {
	sweepOnce.Do(sweepScratches)
	dir, err := os.MkdirTemp(scratchRoot(), scratchPrefix+strconv.FormatUint(n, 10)+"-")
	if err != nil {
		return "", &HarnessError{Op: "make the run's working folder", Err: err}
	}
	return dir, nil
}

// removeScratch removes a run's folder and whatever the program left in
// it, once every process of the run is dead. A folder the program made
// unreadable or unwritable (chmod 0) is given back its permissions first.
func removeScratch(dir string) {
	if dir == "" || os.RemoveAll(dir) == nil {
		return
	}
	filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if d != nil && d.IsDir() {
			os.Chmod(path, 0o700)
		}
		return nil
	})
	os.Chmod(dir, 0o700)
	os.RemoveAll(dir)
}

var sweepOnce sync.Once

// sweepScratches removes the working folders (and JVM servers' folders)
// that a process killed in the middle of a run left (SIGKILL gives no time to remove them): those of a
// pid that no longer runs. A pid reused meanwhile keeps its folders, until
// a later sweep.
func sweepScratches() {
	root := scratchRoot()
	es, _ := os.ReadDir(root)
	for _, e := range es {
		rest, ok := strings.CutPrefix(e.Name(), "gamestress-run-")
		if !ok { // a JVM server's folder (jvmserver.go)
			rest, ok = strings.CutPrefix(e.Name(), "gamestress-jvm-")
		}
		pid, err := strconv.Atoi(strings.Split(rest, "-")[0])
		if !ok || err != nil || pid == os.Getpid() || unix.Kill(pid, 0) != unix.ESRCH {
			continue
		}
		removeScratch(filepath.Join(root, e.Name()))
	}
}

// Scratches lists the working folders of this process's runs still on
// disk (none once every run has returned; tests assert it).
func Scratches() []string {
	var out []string
	root := scratchRoot()
	es, _ := os.ReadDir(root)
	for _, e := range es {
		if strings.HasPrefix(e.Name(), scratchPrefix) {
			out = append(out, filepath.Join(root, e.Name()))
		}
	}
	return out
}

// absArgs is argv with its relative paths made absolute, so that a command
// (gamestress run ... -- python3 sol.py, -- ./a.out, -- java -cp . Main)
// still finds its files from the run's working folder: argv[0] when it
// holds a slash, and any other argument that names an existing file or
// folder here and holds a slash or a dot ("sol.py", ".", "out/"; not
// "Main" nor "123", which are names, not paths, as far as we can tell).
func absArgs(argv []string) []string {
	out := append([]string(nil), argv...)
	for i, a := range out {
		if a == "" || filepath.IsAbs(a) || strings.HasPrefix(a, "-") {
			continue
		}
		if i == 0 && !strings.Contains(a, "/") {
			continue // looked up in PATH
		}
		if i > 0 && !strings.ContainsAny(a, "/.") {
			continue
		}
		if _, err := os.Stat(a); err != nil {
			continue
		}
		if abs, err := filepath.Abs(a); err == nil {
			out[i] = abs
		}
	}
	return out
}

// scratchFile opens dir for a fork server's child to change into.
func scratchFile(dir string) (*os.File, error) {
	f, err := os.Open(dir)
	if err != nil {
		return nil, &HarnessError{Op: "open the run's working folder", Err: fmt.Errorf("%w", err)}
	}
	return f, nil
}
