package runner

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// testCache is the build cache of the test programs. It persists between
// test runs (like Go's own build cache), in the user's cache directory:
// entries are keyed by content, compile command and compiler, so a stale
// one cannot be used, and the cache's own behaviour (miss, hit, races) is
// tested with fresh directories. The first run compiles everything (about
// 20 s of CPU on this machine); later runs compile nothing.
var testCache string

func TestMain(m *testing.M) {
	if base, err := os.UserCacheDir(); err == nil {
		testCache = filepath.Join(base, "gamestress-test")
	} else {
		dir, err := os.MkdirTemp("", "runner-test-")
		if err != nil {
			panic(err)
		}
		defer os.RemoveAll(dir)
		testCache = dir
	}
	m.Run()
}

// testPrograms are the test programs (in testdata/) that the tests run; they
// are built together, two compilers at a time.
var testPrograms = []string{
	"correct.cpp", "wrong_formula.cpp", "wrong_case.cpp", "state.cpp", "only_first.cpp",
	"loop.cpp", "flood.cpp", "crash.cpp", "abort.cpp", "memhog.cpp", "memhog_segv.c",
	"forks.cpp", "close_early.cpp", "random.cpp",
	"correct.go", "wrong_formula.go", "loop.go", "flood.go", "crash.go", "abort.go",
	"memhog.go", "forks.go", "close_early.go",
	"hostile/forkloop.c", "hostile/fileflood.c", "hostile/memtouch.c", "hostile/deeprec.cpp", "hostile/orphan.c",
	"scratch.c", "spin.c",
}

var (
	buildOnce sync.Once
	built     = map[string]*Program{}
	buildErrs = map[string]error{}
)

// program is the built test program testdata/name (.py files need no build).
func program(t testing.TB, name string) *Program {
	t.Helper()
	buildOnce.Do(buildTestPrograms)
	if strings.HasSuffix(name, ".py") {
		p, err := Build(context.Background(), filepath.Join("testdata", name), BuildOptions{CacheDir: testCache})
		if err != nil {
			t.Fatalf("Build(%s): %v", name, err)
		}
		p.NoForkServer = testNoForkServer
		return p
	}
	p, err := built[name], buildErrs[name]
	if testPreload {
		p, err = preloadBuild(name)
	}
	if err != nil || p == nil {
		t.Fatalf("Build(%s): %v", name, err)
	}
	c := *p
	c.NoForkServer = testNoForkServer
	return &c
}

// testPreload, set by withPreload, makes program give C and C++ test
// programs built as their compile command shows (dynamically, no fork
// server linked in): their runs are forked through the preloaded
// object, the path of a user's own binary.
var testPreload bool

func withPreload(f func()) {
	testPreload = true
	defer func() { testPreload = false }()
	f()
}

var preloadBuilt = map[string]*Program{}

// preloadBuild builds testdata/name with linkServer off (the tests run one
// at a time: nothing else reads linkServer meanwhile).
func preloadBuild(name string) (*Program, error) {
	if p := preloadBuilt[name]; p != nil {
		return p, nil
	}
	linkServer = false
	defer func() { linkServer = true }()
	p, err := Build(context.Background(), filepath.Join("testdata", name), BuildOptions{CacheDir: testCache})
	if err == nil {
		preloadBuilt[name] = p
	}
	return p, err
}

// testNoForkServer, set by withoutForkServer, turns the fork server off
// in the programs that program and runHostile make.
var testNoForkServer bool

func withoutForkServer(f func()) {
	testNoForkServer = true
	defer func() { testNoForkServer = false }()
	f()
}

func buildTestPrograms() {
	var mu sync.Mutex
	work := make(chan string)
	var wg sync.WaitGroup
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for name := range work {
				p, err := Build(context.Background(), filepath.Join("testdata", name), BuildOptions{CacheDir: testCache})
				mu.Lock()
				built[name], buildErrs[name] = p, err
				mu.Unlock()
			}
		}()
	}
	for _, name := range testPrograms {
		work <- name
	}
	close(work)
	wg.Wait()
}

// firstWins searches the Bash game naively: from n stones, taking 1..m per
// move, the player to move wins iff some move leads to a losing position.
func firstWins(n, m int) bool {
	win := make([]bool, n+1)
	for i := 1; i <= n; i++ {
		for k := 1; k <= m && k <= i; k++ {
			if !win[i-k] {
				win[i] = true
				break
			}
		}
	}
	return win[n]
}

// testCases are hdu1846 cases: every n ≤ 15 for m ≤ 6 (the first case has
// m = 1, so a table kept from it is wrong later), then a few at the limits.
func testCases() [][2]int {
	var cs [][2]int
	for m := 1; m <= 6; m++ {
		for n := 1; n <= 15; n++ {
			cs = append(cs, [2]int{n, m})
		}
	}
	return append(cs, [2]int{1000, 1000}, [2]int{1000, 999}, [2]int{999, 1}, [2]int{1000, 1}, [2]int{1000, 4}, [2]int{1000, 3})
}

// judgeInput is the hdu1846 input of cases; expectedLines the answers by search.
func judgeInput(cs [][2]int) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "%d\n", len(cs))
	for _, c := range cs {
		fmt.Fprintf(&b, "%d %d\n", c[0], c[1])
	}
	return []byte(b.String())
}

func expectedLines(cs [][2]int) []string {
	var out []string
	for _, c := range cs {
		if firstWins(c[0], c[1]) {
			out = append(out, "first")
		} else {
			out = append(out, "second")
		}
	}
	return out
}

func lines(out []byte) []string {
	s := strings.TrimRight(string(out), "\n")
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}

// assertNoneLive fails unless every process started by Run is gone (killed
// processes take a moment to die, so it polls for up to two seconds), and
// every run's working folder with it.
func assertNoneLive(t testing.TB) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Second)
	for {
		pids := Live()
		if len(pids) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("processes left behind: %v", describe(pids))
		}
		time.Sleep(10 * time.Millisecond)
	}
	if dirs := Scratches(); len(dirs) > 0 {
		t.Fatalf("working folders left behind: %v", dirs)
	}
}

func describe(pids []int) []string {
	var out []string
	for _, pid := range pids {
		cmd, _ := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
		out = append(out, fmt.Sprintf("%d %q", pid, strings.ReplaceAll(string(cmd), "\x00", " ")))
	}
	return out
}
