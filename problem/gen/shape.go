package gen

import (
	"fmt"
	"iter"
	"slices"
	"strings"

	"github.com/leanovate/gopter"

	"github.com/gamestress/gamestress/problem/format"
)

// Named shapes are promises that expressions say badly, declared in
// `require` like any promise: `permutation a` (the list a of k items holds
// each of 1..k once), `tree u v` (the rows holding columns u and v are the
// edges of a tree on the vertices of u's range, lo..hi, usually 1..n: n−1
// edges, no loop, no cycle), `graph u v` (a simple graph: no loop, no edge
// twice in either direction) and `graph u v connected`. Each is checked
// on parse, built by the generator (random, and the shapes where bugs
// live: identity and reversed permutations; paths, stars, binary heaps and
// caterpillars for trees), and kept by every shrink step.

type shapeKind uint8

const (
	permutationShape shapeKind = iota
	treeShape
	graphShape
)

type shape struct {
	kind      shapeKind
	s         *format.Schema
	list      *format.Node // permutation
	rows      *format.Node // tree, graph: the rows holding u and v
	u, v      *format.Node
	connected bool
}

// parseShape reads `permutation a`, `tree u v`, `graph u v [connected]`;
// isShape is false for anything else (an expression).
func parseShape(s *format.Schema, src string) (*shape, bool, error) {
	f := strings.Fields(src)
	if len(f) == 0 {
		return nil, false, nil
	}
	switch f[0] {
	case "permutation":
		if len(f) != 2 {
			return nil, false, nil
		}
		n, ok := s.ByName[f[1]]
		if !ok || n.Kind != format.ListNode {
			return nil, true, fmt.Errorf("%s is not a list", f[1])
		}
		return &shape{kind: permutationShape, s: s, list: n}, true, nil
	case "tree", "graph":
		if len(f) != 3 && !(f[0] == "graph" && len(f) == 4 && f[3] == "connected") {
			if len(f) >= 2 && format.ReScalar.MatchString(f[1]) && !strings.ContainsAny(src, "()<>=") {
				return nil, true, fmt.Errorf("write `tree u v`, `graph u v` or `graph u v connected`")
			}
			return nil, false, nil
		}
		sh := &shape{kind: treeShape, s: s, connected: true}
		if f[0] == "graph" {
			sh.kind, sh.connected = graphShape, len(f) == 4
		}
		for _, n := range s.Nodes {
			if n.Kind != format.RowsNode {
				continue
			}
			for _, c := range n.Cols {
				if c.Name == f[1] {
					sh.rows, sh.u = n, c
				}
				if c.Name == f[2] {
					sh.v = c
				}
			}
		}
		if sh.rows == nil || sh.v == nil || sh.u.Kind != format.ScalarNode || sh.v.Kind != format.ScalarNode ||
			!containsNode(sh.rows.Cols, sh.v) {
			return nil, true, fmt.Errorf("%s and %s must be two single columns of the same rows (`e[m]: %s %s`)", f[1], f[2], f[1], f[2])
		}
		return sh, true, nil
	}
	return nil, false, nil
}

func containsNode(ns []*format.Node, n *format.Node) bool {
	for _, x := range ns {
		if x == n {
			return true
		}
	}
	return false
}

// vertices is the range of u in r: the tree's or graph's vertices.
func (sh *shape) vertices(r format.Record) (lo, hi int64) {
	slots := SlotsOf(sh.s, r)
	return sh.u.Lo.Eval(slots), sh.u.Hi.Eval(slots)
}

func (sh *shape) edges(r format.Record) []format.Record {
	rows, _ := r[sh.rows.Name].([]format.Record)
	return rows
}

// check is "" when r has the shape, else what is wrong.
func (sh *shape) check(r format.Record) string {
	if sh.kind == permutationShape {
		items, _ := format.AsInts(r[sh.list.Name])
		seen := make([]bool, len(items)+1)
		for _, v := range items {
			if v < 1 || v > int64(len(items)) {
				return fmt.Sprintf("%d is not in 1..%d", v, len(items))
			}
			if seen[v] {
				return fmt.Sprintf("%d appears twice", v)
			}
			seen[v] = true
		}
		return ""
	}
	lo, hi := sh.vertices(r)
	nv := hi - lo + 1
	rows := sh.edges(r)
	if sh.kind == treeShape && int64(len(rows)) != nv-1 {
		return fmt.Sprintf("a tree on %d vertices has %d edges, not %d", nv, nv-1, len(rows))
	}
	if nv > 1<<24 {
		return fmt.Sprintf("%d vertices: too many to check", nv)
	}
	d := newDSU(int(nv))
	seen := map[[2]int64]bool{}
	for i, e := range rows {
		a, _ := e[sh.u.Name].(int64)
		b, _ := e[sh.v.Name].(int64)
		if a < lo || a > hi || b < lo || b > hi {
			return fmt.Sprintf("edge %d (%d %d) leaves the vertices %d..%d", i+1, a, b, lo, hi)
		}
		if a == b {
			return fmt.Sprintf("edge %d (%d %d) is a loop", i+1, a, b)
		}
		key := [2]int64{min(a, b), max(a, b)}
		if seen[key] {
			return fmt.Sprintf("edge %d (%d %d) appears twice", i+1, a, b)
		}
		seen[key] = true
		if !d.union(int(a-lo), int(b-lo)) && sh.kind == treeShape {
			return fmt.Sprintf("edge %d (%d %d) closes a cycle", i+1, a, b)
		}
	}
	if sh.connected {
		for x := 1; x < int(nv); x++ {
			if d.find(x) != d.find(0) {
				return fmt.Sprintf("vertex %d is not connected to vertex %d", int64(x)+lo, lo)
			}
		}
	}
	return ""
}

// build rewrites r to have the shape (its other values kept).
func (sh *shape) build(p *gopter.GenParameters, r format.Record) {
	if sh.kind == permutationShape {
		items, _ := format.AsInts(r[sh.list.Name])
		r[sh.list.Name] = permutationOf(p, len(items))
		return
	}
	lo, hi := sh.vertices(r)
	nv := int(hi - lo + 1)
	if nv < 1 || nv > 1<<22 {
		return
	}
	rows := sh.edges(r)
	var pairs [][2]int
	if sh.kind == treeShape {
		pairs = treeEdges(p, nv)
	} else {
		pairs = graphEdges(p, nv, len(rows), sh.connected)
		if pairs == nil {
			return
		}
	}
	relabel := permutationOf(p, nv)
	out := make([]format.Record, len(pairs))
	for i, e := range pairs {
		var row format.Record
		if i < len(rows) {
			row = with(rows[i], sh.u.Name, nil)
		} else if len(rows) > 0 {
			row = with(rows[len(rows)-1], sh.u.Name, nil)
		} else {
			row = format.Record{}
		}
		a, b := relabel[e[0]]-1+lo, relabel[e[1]]-1+lo
		if p.Rng.Intn(2) == 0 {
			a, b = b, a
		}
		row[sh.u.Name], row[sh.v.Name] = a, b
		out[i] = row
	}
	p.Rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	r[sh.rows.Name] = out
}

// permutationOf is a permutation of 1..k: random, the identity or reversed.
func permutationOf(p *gopter.GenParameters, k int) []int64 {
	out := make([]int64, k)
	for i := range out {
		out[i] = int64(i + 1)
	}
	switch Choose(p, 4, 1, 1) {
	case 0:
		p.Rng.Shuffle(k, func(i, j int) { out[i], out[j] = out[j], out[i] })
	case 2:
		for i := range out {
			out[i] = int64(k - i)
		}
	}
	return out
}

// treeEdges is a tree on 0..n-1 by parents: random, a path, a star, a
// binary heap or a caterpillar (a path with leaves).
func treeEdges(p *gopter.GenParameters, n int) [][2]int {
	shape := Choose(p, 4, 1, 1, 1, 1)
	out := make([][2]int, 0, max(n-1, 0))
	for i := 1; i < n; i++ {
		var parent int
		switch shape {
		case 0:
			parent = p.Rng.Intn(i)
		case 1:
			parent = i - 1
		case 2:
			parent = 0
		case 3:
			parent = (i - 1) / 2
		case 4:
			if i <= n/2 {
				parent = i - 1
			} else {
				parent = p.Rng.Intn(n / 2)
			}
		}
		out = append(out, [2]int{parent, i})
	}
	return out
}

// graphEdges is a simple graph of m edges on 0..n-1 (a spanning tree
// first when connected); nil when there is none.
func graphEdges(p *gopter.GenParameters, n, m int, connected bool) [][2]int {
	most := int64(n) * int64(n-1) / 2
	if int64(m) > most || (connected && m < n-1) {
		return nil
	}
	var out [][2]int
	seen := map[[2]int]bool{}
	add := func(a, b int) {
		k := [2]int{min(a, b), max(a, b)}
		if a != b && !seen[k] {
			seen[k] = true
			out = append(out, [2]int{a, b})
		}
	}
	if connected {
		for _, e := range treeEdges(p, n) {
			add(e[0], e[1])
		}
	}
	if int64(m) > most/2 { // dense: every pair, shuffled
		var all [][2]int
		for a := range n {
			for b := a + 1; b < n; b++ {
				if !seen[[2]int{a, b}] {
					all = append(all, [2]int{a, b})
				}
			}
		}
		p.Rng.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
		for _, e := range all[:m-len(out)] {
			add(e[0], e[1])
		}
		return out
	}
	for len(out) < m {
		add(p.Rng.Intn(n), p.Rng.Intn(n))
	}
	return out
}

// dsu is a union-find over 0..n-1.
type dsu []int

func newDSU(n int) dsu {
	d := make(dsu, n)
	for i := range d {
		d[i] = i
	}
	return d
}

func (d dsu) find(x int) int {
	for d[x] != x {
		d[x] = d[d[x]]
		x = d[x]
	}
	return x
}

// union joins the sets of a and b; false when they were one already.
func (d dsu) union(a, b int) bool {
	a, b = d.find(a), d.find(b)
	if a == b {
		return false
	}
	d[a] = b
	return true
}

// drops yields r with less of the shape, kept whole: a permutation
// without some items (the rest renumbered 1..k in their order); a tree
// without some of its leaves, a graph without some vertices (their edges
// gone), the vertices left renumbered in their order and the vertex count
// (u's upper bound, when it is a field) lowered to match. Leaves and
// vertices go by halves, quarters, ..., one at a time.
func (sh *shape) drops(r format.Record) iter.Seq[format.Record] {
	return func(yield func(format.Record) bool) {
		if sh.kind == permutationShape {
			items, _ := format.AsInts(r[sh.list.Name])
			for d := range chunkDrops(items) {
				if !yield(with(r, sh.list.Name, ranks(d, 1))) {
					return
				}
			}
			return
		}
		hiField, ok := sh.u.Hi.Ident()
		if !ok {
			return
		}
		lo, hi := sh.vertices(r)
		if hi-lo+1 > 1<<20 {
			return
		}
		rows := sh.edges(r)
		var gone []int64 // the candidates to remove: leaves of a tree, every vertex of a graph
		deg := map[int64]int{}
		for _, e := range rows {
			deg[e[sh.u.Name].(int64)]++
			deg[e[sh.v.Name].(int64)]++
		}
		for x := lo; x <= hi; x++ {
			if sh.kind == graphShape || deg[x] == 1 {
				gone = append(gone, x)
			}
		}
		for kept := range chunkDrops(gone) {
			drop := map[int64]bool{}
			for _, x := range gone {
				drop[x] = true
			}
			for _, x := range kept {
				drop[x] = false
			}
			if d, ok := sh.without(r, drop, hiField, lo, hi); ok && !yield(d) {
				return
			}
		}
	}
}

// without is r with the vertices of drop removed (their edges too), the
// rest renumbered from lo in their order.
func (sh *shape) without(r format.Record, drop map[int64]bool, hiField string, lo, hi int64) (format.Record, bool) {
	label := map[int64]int64{}
	next := lo
	for x := lo; x <= hi; x++ {
		if !drop[x] {
			label[x] = next
			next++
		}
	}
	if next == lo {
		return nil, false
	}
	var rows []format.Record
	for _, e := range sh.edges(r) {
		a, b := e[sh.u.Name].(int64), e[sh.v.Name].(int64)
		if drop[a] || drop[b] {
			continue
		}
		row := with(e, sh.u.Name, label[a])
		row[sh.v.Name] = label[b]
		rows = append(rows, row)
	}
	d := with(r, sh.rows.Name, rows)
	d[hiField] = next - 1
	return d, true
}

// ranks renumbers distinct values from base in their order.
func ranks(vs []int64, base int64) []int64 {
	sorted := slices.Clone(vs)
	slices.Sort(sorted)
	out := make([]int64, len(vs))
	for i, v := range vs {
		j, _ := slices.BinarySearch(sorted, v)
		out[i] = base + int64(j)
	}
	return out
}

// SlotsOf is the values of the top-level scalars of r, for evaluating a
// list's bounds.
func SlotsOf(s *format.Schema, r format.Record) []int64 {
	slots := s.NewSlots()
	for _, n := range s.Slots {
		if v, ok := r[n.Name].(int64); ok && !n.InRow {
			slots[n.Slot] = v
		}
	}
	return slots
}
