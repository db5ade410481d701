package stress

import (
	"context"
	"fmt"
	"sync"

	"github.com/gamestress/gamestress/problem"
)

// job is one judge input to check: its index in the phase, how many cases
// it holds, and how to make them (run on a worker).
type job struct {
	idx  int
	n    int
	size int
	make func() ([]problem.Case, error)
}

// outcome is a checked job.
type outcome struct {
	job
	cases []problem.Case
	res   problem.Result
	err   error // make failed: the phase ends with it
}

// runPhase checks the jobs that next hands out, on the search's workers, and
// merges their results in job order: the earliest failing job wins whatever
// the number of workers, and the cases counted are those of the jobs up to
// it. It stops dispatching when next is done, the budget or the case bound
// is reached, or the context ends. A job whose cases could not be made
// ends the phase with its error. A run of a process (a Limited target)
// still going when the budget ends is cut short (a run may take a whole
// time limit, and several are in flight): it counts for nothing, as when
// ctx ends. In-process targets cannot be stopped; their jobs finish.
func (s *search) runPhase(phase string, next func() (job, bool)) (*outcome, error) {
	ctx := s.ctx
	if _, process := s.t.(Limited); process && !s.scanning {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(s.ctx, s.start.Add(s.opt.budget()))
		defer cancel()
	}
	w := s.opt.workers()
	jobs := make(chan job)
	results := make(chan outcome, 2*w)
	var wg sync.WaitGroup
	for range w {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				cases, err := j.make()
				if err != nil {
					results <- outcome{job: j, err: err}
					continue
				}
				results <- outcome{job: j, cases: cases, res: s.ans.Check(ctx, s.t, cases, s.opt.Strict)}
			}
		}()
	}
	defer func() {
		close(jobs)
		wg.Wait()
	}()

	pending := map[int]outcome{}
	merged, inflight, dispatched := 0, 0, s.cases
	stop := false
	for {
		for !stop && inflight < 2*w {
			if s.exhausted(dispatched) {
				stop = true
				break
			}
			j, ok := next()
			if !ok {
				stop = true
				break
			}
			jobs <- j
			inflight++
			dispatched += j.n
		}
		if inflight == 0 {
			return nil, nil
		}
		o := <-results
		inflight--
		pending[o.idx] = o
		for {
			o, ok := pending[merged]
			if !ok {
				break
			}
			delete(pending, merged)
			merged++
			if o.err != nil {
				for ; inflight > 0; inflight-- {
					<-results
				}
				return nil, fmt.Errorf("%s phase, input %d: %w", phase, o.idx+1, o.err)
			}
			if o.res.Interrupted() {
				// ctx ended: this job and the later ones were not checked.
				for ; inflight > 0; inflight-- {
					<-results
				}
				return nil, nil
			}
			s.cases += len(o.cases)
			s.progress(phase, o.size)
			if o.res.Failed() {
				for ; inflight > 0; inflight-- {
					<-results
				}
				return &o, nil
			}
		}
	}
}
