package problem

import (
	"slices"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/problem/format"
)

const treeFile = `id = "tree-test"
title = "a tree"
[input]
framing = "count"
lines   = ["n", "e[n-1]: u v"]
bounds  = ["2 <= n <= 60", "1 <= u, v <= n"]
require = ["tree u v"]
`

// isTree checks a case of treeFile by search, not by the shape's code.
func isTree(c format.Case) bool {
	n := int(c[0])
	if len(c) != 1+2*(n-1) {
		return false
	}
	adj := make([][]int, n+1)
	for i := 1; i < len(c); i += 2 {
		a, b := int(c[i]), int(c[i+1])
		if a < 1 || b < 1 || a > n || b > n {
			return false
		}
		adj[a], adj[b] = append(adj[a], b), append(adj[b], a)
	}
	seen := map[int]bool{1: true}
	stack := []int{1}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, y := range adj[x] {
			if !seen[y] {
				seen[y] = true
				stack = append(stack, y)
			}
		}
	}
	return len(seen) == n // n-1 edges and connected: a tree
}

func maxDegree(c format.Case) int {
	deg := map[int64]int{}
	best := 0
	for _, v := range c[1:] {
		deg[v]++
		best = max(best, deg[v])
	}
	return best
}

func TestTreeShape(t *testing.T) {
	p, err := loadText(t, treeFile)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ in, want string }{
		{"1\n4\n1 2\n2 3\n3 1\n", "edge 3 (3 1) closes a cycle"},
		{"1\n3\n1 1\n2 3\n", "edge 1 (1 1) is a loop"},
		{"1\n3\n1 2\n1 2\n", "edge 2 (1 2) appears twice"},
	} {
		if _, err := p.Parse([]byte(tc.in)); err == nil || !strings.Contains(err.Error(), `breaks the promise "tree u v": `+tc.want) {
			t.Errorf("Parse(%q) = %v, want %q", tc.in, err, tc.want)
		}
	}
	stars, paths := 0, 0
	for _, c := range genCases(p, 400) {
		if !isTree(c) {
			t.Fatalf("generated %v is not a tree", c)
		}
		n := int(c[0])
		if n >= 5 && maxDegree(c) == n-1 {
			stars++
		}
		if n >= 5 && maxDegree(c) == 2 {
			paths++
		}
	}
	if stars == 0 || paths == 0 {
		t.Errorf("400 trees: %d stars and %d paths of 5 vertices or more, want some of each", stars, paths)
	}
	big := genCases(p, 200)
	start := slices.IndexFunc(big, func(c format.Case) bool { return c[0] > 30 && maxDegree(c) >= 3 })
	if start < 0 {
		t.Fatal("no tree of 30 vertices with a vertex of degree 3 in 200 draws")
	}
	fails := func(c format.Case) bool { return maxDegree(c) >= 3 }
	for d := range p.Shrinks(big[start]) {
		if !isTree(d) {
			t.Fatalf("shrink step %v is not a tree", d)
		}
	}
	got := greedyShrink(p, big[start], fails)
	if got[0] != 4 || !isTree(got) || maxDegree(got) != 3 {
		t.Errorf("shrunk %v to %v, want a star of 4 vertices", big[start], got)
	}
}

const graphFile = `id = "graph-test"
title = "a connected graph"
[input]
framing = "count"
lines   = ["n m", "e[m]: u v"]
bounds  = ["1 <= n <= 12", "0 <= m <= 30", "1 <= u, v <= n"]
require = ["graph u v connected"]
`

func TestGraphShape(t *testing.T) {
	p, err := loadText(t, graphFile)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Parse([]byte("1\n3 2\n1 2\n2 1\n")); err == nil || !strings.Contains(err.Error(), "edge 2 (2 1) appears twice") {
		t.Errorf("a double edge: %v", err)
	}
	if _, err := p.Parse([]byte("1\n4 2\n1 2\n3 4\n")); err == nil || !strings.Contains(err.Error(), "vertex 3 is not connected to vertex 1") {
		t.Errorf("two components: %v", err)
	}
	for _, c := range genCases(p, 300) {
		n, m := c[0], c[1]
		if p.Valid(c) != nil || m < n-1 || m > n*(n-1)/2 {
			t.Fatalf("generated %v: %v", c, p.Valid(c))
		}
		pairs := map[[2]int64]bool{}
		for i := 2; i < len(c); i += 2 {
			a, b := min(c[i], c[i+1]), max(c[i], c[i+1])
			if a == b || pairs[[2]int64{a, b}] {
				t.Fatalf("generated %v: a loop or a double edge", c)
			}
			pairs[[2]int64{a, b}] = true
		}
	}
	// shrinking keeps the graph simple and connected: a triangle is the least with a cycle
	hasCycle := func(c format.Case) bool { return c[1] >= c[0] }
	got := greedyShrink(p, format.Case{8, 10, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 1, 1, 5, 2, 6}, hasCycle)
	if want := (format.Case{3, 3, 1, 2, 1, 3, 2, 3}); !slices.Equal(got, want) {
		t.Errorf("shrunk to %v, want the triangle %v", got, want)
	}
}

func TestPermutationShape(t *testing.T) {
	p, err := loadText(t, `id = "perm-test"
title = "a permutation"
[input]
framing = "count"
lines   = ["n", "p[n]"]
bounds  = ["1 <= n <= 40", "1 <= p <= n"]
require = ["permutation p"]
`)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Parse([]byte("1\n3\n1 3 3\n")); err == nil || !strings.Contains(err.Error(), `breaks the promise "permutation p": 3 appears twice`) {
		t.Errorf("a repeat: %v", err)
	}
	identity := 0
	for _, c := range genCases(p, 300) {
		items := slices.Clone(c[1:])
		slices.Sort(items)
		for i, v := range items {
			if v != int64(i+1) {
				t.Fatalf("generated %v is not a permutation of 1..%d", c, c[0])
			}
		}
		if c[0] >= 3 && slices.IsSorted(c[1:]) {
			identity++
		}
	}
	if identity == 0 {
		t.Error("no identity permutation of 3 or more in 300 draws")
	}
	inversion := func(c format.Case) bool { return !slices.IsSorted(c[1:]) }
	got := greedyShrink(p, format.Case{6, 3, 6, 1, 5, 2, 4}, inversion)
	if want := (format.Case{2, 2, 1}); !slices.Equal(got, want) {
		t.Errorf("shrunk to %v, want %v", got, want)
	}
}
