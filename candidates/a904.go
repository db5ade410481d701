package candidates

import "bufio"

// a904 取石子游戏2: interactive Nim, T games; `0` to move first, `1`
// second; moves `k x`; the jury's `-1 -1` ends a game the program won.
func a904() []Candidate {
	const id = "a904"
	mk := func(name string, kind Kind, bug string, b a904Bugs) Candidate {
		return Candidate{Problem: id, Name: name, Kind: kind, Bug: bug, Play: func(in *bufio.Reader, out *bufio.Writer) error {
			return a904Play(in, out, b)
		}}
	}
	return []Candidate{
		mk("a904-correct", Correct, "move first iff the XOR is not 0; take h - (h^X) from a heap with h^X < h", a904Bugs{}),
		mk("a904-wrong-side", Buggy, "prints 1 (second) when the XOR is not 0: the meaning of 0 and 1 swapped", a904Bugs{swapSide: true}),
		mk("a904-take-xor", Buggy, "takes X stones from the first heap holding at least X (a legal move that loses)", a904Bugs{takeXor: true}),
		mk("a904-swapped-reply", Buggy, "reads the jury's `k x` as heap x, take k", a904Bugs{swapReply: true}),
		mk("a904-no-flush", Buggy, "never flushes its output", a904Bugs{noFlush: true}),
		mk("a904-xor-kept", Buggy, "the XOR that picks the side is a global never reset between games", a904Bugs{stale: true}),
	}
}

type a904Bugs struct{ swapSide, takeXor, swapReply, noFlush, stale bool }

func a904Play(in *bufio.Reader, out *bufio.Writer, b a904Bugs) error {
	t, err := scan(in)
	if err != nil {
		return err
	}
	var heaps [100]int64
	var sideX int64 // the stale bug's global accumulator
	for ; t > 0; t-- {
		n, err := scan(in)
		if err != nil {
			return err
		}
		for i := range n {
			if heaps[i], err = scan(in); err != nil {
				return err
			}
		}
		clear(heaps[n:])
		xor := func() int64 {
			var x int64
			for _, h := range heaps {
				x ^= h
			}
			return x
		}
		if !b.stale {
			sideX = 0
		}
		for _, h := range heaps[:n] {
			sideX ^= h
		}
		mine := sideX != 0
		side := "1"
		if mine != b.swapSide {
			side = "0"
		}
		if err := sayWord(out, !b.noFlush, side); err != nil {
			return err
		}
		mine = side == "0"
		for {
			if mine {
				k, take := a904Move(heaps[:n], xor(), b.takeXor)
				heaps[k] -= take
				if err := say(out, !b.noFlush, int64(k+1), take); err != nil {
					return err
				}
			}
			mine = true
			k, err := scan(in)
			if err != nil {
				return err
			}
			x, err := scan(in)
			if err != nil {
				return err
			}
			if k == -1 {
				break
			}
			if b.swapReply {
				k, x = x, k
			}
			if k >= 1 && k <= n {
				heaps[k-1] -= x
			}
		}
	}
	return out.Flush()
}

// a904Move is the winning move (heap index from 0, stones taken), or the
// takeXor bug's.
func a904Move(hs []int64, x int64, takeXor bool) (int, int64) {
	for i, h := range hs {
		if takeXor && x > 0 && h >= x {
			return i, x
		}
		if !takeXor && x != 0 && h^x < h {
			return i, h - (h ^ x)
		}
	}
	for i, h := range hs { // a lost position: any legal move
		if h > 0 {
			return i, 1
		}
	}
	return 0, 0
}
