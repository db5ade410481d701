package main

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: layers DIR...")
		os.Exit(2)
	}
	cycles := 0
	for _, dir := range os.Args[1:] {
		n, err := layers(os.Stdout, dir)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		cycles += n
	}
	if cycles > 0 {
		os.Exit(1)
	}
}

// layers prints the layers of the package in dir and returns the number of
// files in cycles.
func layers(w io.Writer, dir string) (int, error) {
	uses, files, err := fileUses(dir)
	if err != nil {
		return 0, err
	}
	comp := scc(files, uses)
	// layer of a component: 1 + max layer of the components it uses
	layer := map[int]int{}
	var of func(c int) int
	done := map[int]bool{}
	of = func(c int) int {
		if done[c] {
			return layer[c]
		}
		done[c] = true
		l := 0
		for _, f := range files {
			if comp[f] != c {
				continue
			}
			for g := range uses[f] {
				if comp[g] != c {
					l = max(l, of(comp[g])+1)
				}
			}
		}
		layer[c] = l
		return l
	}
	size := map[int]int{}
	for _, f := range files {
		size[comp[f]]++
	}
	byLayer := map[int][]string{}
	top, cyc := 0, 0
	for _, f := range files {
		l := of(comp[f])
		name := f
		if size[comp[f]] > 1 {
			name += fmt.Sprintf(" (cycle %d)", comp[f])
			cyc++
		}
		byLayer[l] = append(byLayer[l], name)
		top = max(top, l)
	}
	fmt.Fprintf(w, "%s: %d files, %d layers, %d files in cycles\n", dir, len(files), top+1, cyc)
	for l := 0; l <= top; l++ {
		sort.Strings(byLayer[l])
		fmt.Fprintf(w, "  %2d  %s\n", l, strings.Join(byLayer[l], " "))
	}
	return cyc, nil
}

// fileUses type-checks the non-test files of dir and returns, for each
// file, the other files whose package-level identifiers, methods or
// fields it uses.
func fileUses(dir string) (map[string]map[string]bool, []string, error) {
	out, err := exec.Command("go", "list", "-export", "-deps", "-json=ImportPath,Export", dir).Output()
	if err != nil {
		return nil, nil, fmt.Errorf("go list %s: %v", dir, err)
	}
	exports := map[string]string{}
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for {
		var p struct{ ImportPath, Export string }
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			return nil, nil, err
		}
		exports[p.ImportPath] = p.Export
	}
	names, err := exec.Command("go", "list", "-f", `{{join .GoFiles "\n"}}`, dir).Output()
	if err != nil {
		return nil, nil, err
	}
	fset := token.NewFileSet()
	var asts []*ast.File
	var files []string
	for _, n := range strings.Fields(string(names)) {
		f, err := parser.ParseFile(fset, filepath.Join(dir, n), nil, 0)
		if err != nil {
			return nil, nil, err
		}
		asts = append(asts, f)
		files = append(files, n)
	}
	imp := importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) {
		if e := exports[path]; e != "" {
			return os.Open(e)
		}
		return nil, fmt.Errorf("no export data for %s", path)
	})
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}}
	pkg, err := (&types.Config{Importer: imp}).Check(dir, fset, asts, info)
	if err != nil {
		return nil, nil, err
	}
	uses := map[string]map[string]bool{}
	for id, obj := range info.Uses {
		if obj == nil || obj.Pkg() != pkg || !obj.Pos().IsValid() {
			continue
		}
		member := obj.Parent() == pkg.Scope()
		switch o := obj.(type) {
		case *types.Func:
			member = member || o.Type().(*types.Signature).Recv() != nil
		case *types.Var:
			member = member || o.IsField()
		}
		u, d := filepath.Base(fset.Position(id.Pos()).Filename), filepath.Base(fset.Position(obj.Pos()).Filename)
		if !member || u == d {
			continue
		}
		if uses[u] == nil {
			uses[u] = map[string]bool{}
		}
		uses[u][d] = true
	}
	return uses, files, nil
}

// scc numbers the strongly connected components of the use graph (Tarjan).
func scc(files []string, uses map[string]map[string]bool) map[string]int {
	index, low, comp := map[string]int{}, map[string]int{}, map[string]int{}
	onStack := map[string]bool{}
	var stack []string
	next, ncomp := 0, 0
	var visit func(f string)
	visit = func(f string) {
		index[f], low[f] = next, next
		next++
		stack = append(stack, f)
		onStack[f] = true
		var succ []string
		for g := range uses[f] {
			succ = append(succ, g)
		}
		sort.Strings(succ)
		for _, g := range succ {
			if _, seen := index[g]; !seen {
				visit(g)
				low[f] = min(low[f], low[g])
			} else if onStack[g] {
				low[f] = min(low[f], index[g])
			}
		}
		if low[f] == index[f] {
			for {
				g := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				onStack[g] = false
				comp[g] = ncomp
				if g == f {
					break
				}
			}
			ncomp++
		}
	}
	for _, f := range files {
		if _, seen := index[f]; !seen {
			visit(f)
		}
	}
	return comp
}
