package problem

import (
	"fmt"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/gamestress/gamestress/problem/format"
)

// The answer cache gives the oracle's answer for every case, asked once or
// many times, from many goroutines: the dense table of hdu1846 (n, m ≤
// 1000) and the direct-mapped table of short cases (hdu1848, three heaps
// up to 1000).
func TestAnswerCacheIsTheOracle(t *testing.T) {
	for _, tc := range []struct {
		id    string
		dense bool
		cases func(yield func(format.Case))
	}{
		{"hdu1846", true, func(yield func(format.Case)) {
			for n := int64(1); n <= 1000; n += 7 {
				for m := int64(1); m <= 1000; m += 13 {
					yield(format.Case{n, m})
				}
			}
			yield(format.Case{1000, 1000})
			yield(format.Case{1, 1})
		}},
		{"hdu1848", false, func(yield func(format.Case)) {
			for a := int64(1); a <= 30; a++ {
				for b := int64(1); b <= 30; b += 3 {
					yield(format.Case{a, b, a ^ b | 1})
					yield(format.Case{a, b, 1000})
				}
			}
		}},
	} {
		t.Run(tc.id, func(t *testing.T) {
			p, err := Lookup(tc.id)
			if err != nil {
				t.Fatal(err)
			}
			f := p.file
			var all []format.Case
			tc.cases(func(c format.Case) { all = append(all, c) })
			want := make([]string, len(all))
			for i, c := range all {
				if want[i], err = f.compute(c); err != nil { // the oracle, uncached
					t.Fatal(err)
				}
			}
			var wg sync.WaitGroup
			errs := make(chan string, 8)
			for w := range 4 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for round := range 3 {
						for i := range all {
							j := (i*(w+1) + round) % len(all)
							got, err := p.Answer(all[j])
							if err != nil || got != want[j] {
								select {
								case errs <- fmt.Sprintf("case %v: got %q, %v; the oracle says %q", all[j], got, err, want[j]):
								default:
								}
								return
							}
						}
					}
				}()
			}
			wg.Wait()
			close(errs)
			for e := range errs {
				t.Error(e)
			}
			if (f.cache.dense != nil) != tc.dense {
				t.Errorf("dense table: %v, want %v", f.cache.dense != nil, tc.dense)
			}
		})
	}
}

// A dense table numbers at most 2^16-1 distinct answers: past that, an
// answer is given but not kept, and the answers kept stay right.
func TestDenseAnswersPastItsTexts(t *testing.T) {
	d := &denseAnswers{lo: []int64{0}, span: []int64{1 << 17}}
	d.words = make([]atomic.Uint32, 1<<16) // two entries a word: a store that clobbers its neighbour loses answers kept
	d.texts.Store(&[]string{})
	for k := int64(0); k < 1<<17; k++ {
		ans := fmt.Sprint(k)
		got, err := d.get(k, func() (string, error) { return ans, nil })
		if err != nil || got != ans {
			t.Fatalf("entry %d: got %q, %v", k, got, err)
		}
	}
	asked := 0
	for _, k := range []int64{0, 1<<16 - 2, 1<<16 - 1, 1 << 16, 1<<17 - 1} {
		ans := fmt.Sprint(k)
		got, _ := d.get(k, func() (string, error) { asked++; return ans, nil })
		if got != ans {
			t.Errorf("entry %d: got %q, want %q", k, got, ans)
		}
	}
	if asked != 3 { // the last three were never kept
		t.Errorf("asked the oracle %d times again, want 3", asked)
	}
}

// AnswerAt looks in the cache before it validates (a cached case was
// valid when the oracle answered it), and an invalid case is never found
// there: it is an error before and after the cache holds its neighbours,
// and a cached answer is the oracle's.
func TestAnswerAtCachedStillRefusesInvalid(t *testing.T) {
	for _, tc := range []struct {
		id   string
		bad  format.Case
		good func(n int64) format.Case
	}{
		{"hdu1846", format.Case{0, 5}, func(n int64) format.Case { return format.Case{n, 5} }},
		{"hdu1848", format.Case{0, 5, 5}, func(n int64) format.Case { return format.Case{n, 5, 5} }},
	} {
		id := tc.id
		p, err := Lookup(id)
		if err != nil {
			t.Fatal(err)
		}
		if !p.file.cached {
			t.Fatalf("%s: answers not kept", id)
		}
		bad := tc.bad
		for round := range 2 {
			if _, err := p.AnswerAt(bad, 0); err == nil {
				t.Fatalf("%s, round %d: AnswerAt(%v) = nil error, want invalid case", id, round, bad)
			}
			for n := int64(1); n <= 40; n++ {
				c := tc.good(n)
				got, err := p.AnswerAt(c, 0)
				if err != nil {
					t.Fatal(err)
				}
				want, err := p.file.compute(c)
				if err != nil || got != want {
					t.Fatalf("%s: AnswerAt(%v) = %q, the oracle says %q (%v)", id, c, got, want, err)
				}
			}
		}
	}
}

// CachedAnswers finds, in one pass, exactly the answers AnswerAt kept: the
// oracle's, for the cases asked before (by the test, or by the problem's
// own load: its examples), and nothing for the others.
func TestCachedAnswersAreAnswerAts(t *testing.T) {
	p, err := Load("../problems/hdu1846.toml") // its own cache, not the registry's
	if err != nil {
		t.Fatal(err)
	}
	var all []format.Case
	for n := int64(1); n <= 30; n++ {
		for m := int64(1); m <= 6; m++ {
			all = append(all, format.Case{n, m})
		}
	}
	before := make([]string, len(all))
	p.CachedAnswers(all, before)
	want := map[int]string{}
	for i, c := range all {
		if before[i] != "" || (c[0]+c[1])%3 == 0 {
			a, err := p.AnswerAt(c, 0)
			if err != nil {
				t.Fatal(err)
			}
			want[i] = a
		}
	}
	out := make([]string, len(all))
	if got := p.CachedAnswers(all, out); got != len(want) {
		t.Errorf("found %d answers, want the %d asked before", got, len(want))
	}
	for i, c := range all {
		if out[i] != want[i] {
			t.Errorf("case %v: got %q, want %q (AnswerAt's, or none if never asked)", c, out[i], want[i])
		}
	}
}

// Answers the oracle gives in one pass and [output] writes without an
// expression are not kept (the cache costs more than the pass); answers
// of a search, or written by an expression, are.
func TestCheapAnswersAreNotKept(t *testing.T) {
	for id, kept := range map[string]bool{
		"hdu1730": false, "hdu1850": false, "hdu2509": false, "poj2234": false,
		"hdu1846": true, "hdu1848": true, "hdu2176": true, "hdu1536": true,
	} {
		p, err := Lookup(id)
		if err != nil {
			t.Fatal(err)
		}
		if p.file.cached != kept {
			t.Errorf("%s: answers kept %v, want %v", id, p.file.cached, kept)
		}
	}
}
