package problem

import (
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/gamestress/gamestress/problems"
)

// shippedOrder is the order of the first shipped problems (DOMAIN.md's,
// then the two without a judge); the others follow by id.
var shippedOrder = []string{
	"hdu1846", "hdu2188", "hdu2149", "hdu1847", "hdu1848", "hdu1850", "hdu1527", "hdu1536",
	"hdu1907", "hdu2509", "hdu2176", "poj2234", "hdu2147", "hdu1730", "misere-bash", "take-range",
	"nim-move", "a904", "abc278g",
}

// all loads the embedded problem files once. A shipped file that does not
// load is a bug of the build: it panics with the file's error.
var all = sync.OnceValue(func() []*Problem {
	names, err := fs.Glob(problems.FS, "*.toml")
	if err != nil {
		panic(err)
	}
	var ps []*Problem
	for _, name := range names {
		p, err := shipped(strings.TrimSuffix(name, ".toml"))
		if err != nil {
			panic(fmt.Sprintf("shipped problem: %v", err))
		}
		ps = append(ps, p)
	}
	allLoaded.Store(true)
	rank := func(p *Problem) int {
		if i := slices.Index(shippedOrder, p.ID); i >= 0 {
			return i
		}
		return len(shippedOrder)
	}
	slices.SortStableFunc(ps, func(a, b *Problem) int {
		if ra, rb := rank(a), rank(b); ra != rb {
			return ra - rb
		}
		return strings.Compare(a.ID, b.ID)
	})
	return ps
})

// LoadDir loads every *.toml of a directory of fsys, sorted by name; ids
// must be distinct.
func LoadDir(fsys fs.FS, dir string) ([]*Problem, error) { return loadDir(fsys, dir, true) }

func loadDir(fsys fs.FS, dir string, samples bool) ([]*Problem, error) {
	names, err := fs.Glob(fsys, pathJoin(dir, "*.toml"))
	if err != nil {
		return nil, err
	}
	var ps []*Problem
	seen := map[string]string{}
	for _, name := range names {
		p, err := loadFS(fsys, name, samples)
		if err != nil {
			return nil, err
		}
		if other, dup := seen[p.ID]; dup {
			return nil, &FileError{File: name, Msg: fmt.Sprintf("id %q is also the id of %s", p.ID, other)}
		}
		seen[p.ID] = name
		ps = append(ps, p)
	}
	return ps, nil
}

func pathJoin(dir, name string) string {
	if dir == "." || dir == "" {
		return name
	}
	return strings.TrimSuffix(dir, "/") + "/" + name
}

// allLoaded: all has run (Lookup searches it).
var allLoaded atomic.Bool

// shippedOnce loads each shipped file once, by id, so that Lookup in a
// process that needs one problem (a judge child) reads only its file, and
// All gives the same *Problem.
var shippedOnce sync.Map // id → func() (*Problem, error)

func shipped(id string) (*Problem, error) {
	f, _ := shippedOnce.LoadOrStore(id, sync.OnceValues(func() (*Problem, error) {
		p, err := loadFS(problems.FS, id+".toml", false)
		if err != nil {
			return nil, err
		}
		if p.ID != id {
			return nil, &FileError{File: id + ".toml", Msg: fmt.Sprintf("id %q: a shipped file is named after its id", p.ID)}
		}
		p.Path = "" // shipped
		return p, nil
	}))
	return f.(func() (*Problem, error))()
}

// All lists every shipped problem, in a fixed order.
func All() []*Problem { return all() }

// Lookup finds a shipped problem by id; the error lists the known ids.
func Lookup(id string) (*Problem, error) {
	if !allLoaded.Load() && reID.MatchString(id) {
		if _, err := fs.Stat(problems.FS, id+".toml"); err == nil {
			return shipped(id)
		}
	}
	ids := make([]string, 0, len(all()))
	for _, p := range all() {
		if p.ID == id {
			return p, nil
		}
		ids = append(ids, p.ID)
	}
	return nil, fmt.Errorf("unknown problem %q (known: %s; or give the path of a problem file)", id, strings.Join(ids, ", "))
}
