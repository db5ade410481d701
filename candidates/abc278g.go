package candidates

import "bufio"

// abc278g Generalized Subtraction Game: interactive, one game per run;
// `N L R`, then First/Second and moves `x y` (remove cards x..x+y-1); the
// jury's `0 0` ends the game the program won.
func abc278g() []Candidate {
	const id = "abc278g"
	mk := func(name string, kind Kind, bug string, play func(*bufio.Reader, *bufio.Writer) error) Candidate {
		return Candidate{Problem: id, Name: name, Kind: kind, Bug: bug, Play: play}
	}
	return []Candidate{
		mk("abc278g-correct", Correct, "Grundy values of runs (mex over every removal), then a move to XOR 0",
			func(in *bufio.Reader, out *bufio.Writer) error { return cardsPlay(in, out, false, false) }),
		mk("abc278g-mirror-always", Buggy, "always First: remove a middle block, then mirror (fails when L = R and N, L differ in parity)",
			mirrorPlay),
		mk("abc278g-reply-as-range", Buggy, "reads the jury's `a b` as cards a..b instead of b cards from a",
			func(in *bufio.Reader, out *bufio.Writer) error { return cardsPlay(in, out, true, false) }),
		mk("abc278g-mex-edge", Buggy, "the mex loop runs off < n-y: a whole run is never removed",
			func(in *bufio.Reader, out *bufio.Writer) error { return cardsPlay(in, out, false, true) }),
	}
}

// cardGrundy is the Grundy value of a run of n cards for every n ≤ size.
func cardGrundy(size, l, r int64, edgeBug bool) []int64 {
	g := make([]int64, size+1)
	for n := int64(1); n <= size; n++ {
		seen := map[int64]bool{}
		for y := l; y <= min(r, n); y++ {
			for off := int64(0); off+y <= n; off++ {
				if edgeBug && off+y == n {
					continue
				}
				seen[g[off]^g[n-y-off]] = true
			}
		}
		for seen[g[n]] {
			g[n]++
		}
	}
	return g
}

func cardsPlay(in *bufio.Reader, out *bufio.Writer, rangeBug, edgeBug bool) error {
	n, err := scan(in)
	if err != nil {
		return err
	}
	l, _ := scan(in)
	r, err := scan(in)
	if err != nil {
		return err
	}
	g := cardGrundy(n, l, r, edgeBug)
	on := make([]bool, n+2)
	for i := int64(1); i <= n; i++ {
		on[i] = true
	}
	x := func() int64 {
		var v int64
		for i := int64(1); i <= n; {
			if !on[i] {
				i++
				continue
			}
			j := i
			for j <= n && on[j] {
				j++
			}
			v ^= g[j-i]
			i = j
		}
		return v
	}
	mine := x() != 0
	if mine {
		sayWord(out, true, "First")
	} else {
		sayWord(out, true, "Second")
	}
	for {
		if mine {
			a, b := cardsMove(on, n, l, r, g, x())
			for c := a; c < a+b; c++ {
				on[c] = false
			}
			if err := say(out, true, a, b); err != nil {
				return err
			}
		}
		mine = true
		a, err := scan(in)
		if err != nil {
			return err
		}
		b, err := scan(in)
		if err != nil {
			return err
		}
		if a <= 0 {
			return nil
		}
		end := a + b - 1
		if rangeBug {
			end = b
		}
		for c := a; c <= end && c <= n; c++ {
			on[c] = false
		}
	}
}

// cardsMove finds a move to XOR 0 (any move when there is none; 0 0 when
// no move is left).
func cardsMove(on []bool, n, l, r int64, g []int64, x int64) (int64, int64) {
	var any [2]int64
	for i := int64(1); i <= n; {
		if !on[i] {
			i++
			continue
		}
		j := i
		for j <= n && on[j] {
			j++
		}
		ln := j - i
		for y := l; y <= min(r, ln); y++ {
			for off := int64(0); off+y <= ln; off++ {
				if any[1] == 0 {
					any = [2]int64{i + off, y}
				}
				if g[off]^g[ln-y-off] == g[ln]^x {
					return i + off, y
				}
			}
		}
		i = j
	}
	return any[0], any[1]
}

// mirrorPlay is the editorial's symmetry strategy used everywhere.
func mirrorPlay(in *bufio.Reader, out *bufio.Writer) error {
	n, err := scan(in)
	if err != nil {
		return err
	}
	l, _ := scan(in)
	r, err := scan(in)
	if err != nil {
		return err
	}
	sayWord(out, true, "First")
	y := l
	for v := l; v <= r; v++ {
		if v%2 == n%2 {
			y = v
			break
		}
	}
	if y > n {
		say(out, true, 0, 0)
		scan(in)
		scan(in)
		return nil
	}
	h := (n - y) / 2
	say(out, true, h+1, y)
	shift := h + y
	for {
		a, err := scan(in)
		if err != nil {
			return err
		}
		b, err := scan(in)
		if err != nil {
			return err
		}
		if a <= 0 {
			return nil
		}
		if a <= h {
			say(out, true, a+shift, b)
		} else {
			say(out, true, a-shift, b)
		}
	}
}
