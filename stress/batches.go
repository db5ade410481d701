package stress

import (
	"context"
	"fmt"
	"sync"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// job is one judge input to check: its index in the phase, how many cases
// it holds, and how to make them (run on a worker).
type job struct {
	idx  int
	n    int
	size int
	make func() ([]format.Case, error)
}

// outcome is a checked job.
type outcome struct {
	job
	cases []format.Case
	res   judge.Result
	err   error // make failed: the phase ends with it
}

// runPhase checks the jobs that next hands out, on the search's workers, and
// merges their results in job order: the earliest failing job wins whatever
// the number of workers, and the cases counted are those of the jobs up to
// it. It stops dispatching when next is done, the budget or the case bound
// is reached, or the context ends. A job whose cases could not be made
// ends the phase with its error. A run of a process (a Limited target)
// still going when the budget ends goes on to its end when the target
// finishes its runs (a Hunt's meter under a wall: its result is waited
// for, and a limit it passed is judged, meter.pastWall), else it is cut
// short and counts
// for nothing, as when ctx ends; the runs in flight when a job fails are
// cut and count for nothing. In-process targets cannot be stopped; their
// jobs finish.
func (s *search) runPhase(phase string, next func() (job, bool)) (*outcome, error) {
	ctx := s.ctx
	if _, process := s.t.(Limited); process && !s.scanning {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(s.ctx, s.start.Add(s.opt.budget()))
		defer cancel()
	}
	// drop cuts the runs still in flight once the phase's result is
	// known (a failure, an error): they count for nothing.
	ctx, drop := context.WithCancel(ctx)
	defer drop()
	w := s.opt.workers()
	jobs := make(chan job)
	results := make(chan outcome, 2*w)
	stop := s.startWorkers(ctx, w, jobs, results)
	defer stop()

	pending := map[int]outcome{}
	merged, inflight, dispatched := 0, 0, s.cases
	over := false
	for {
		for !over && inflight < 2*w {
			if s.exhausted(dispatched) {
				over = true
				break
			}
			j, ok := next()
			if !ok {
				over = true
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
				drop()
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
				drop()
				for ; inflight > 0; inflight-- {
					<-results
				}
				return &o, nil
			}
		}
	}
}

// startWorkers starts the goroutines that check the jobs sent on jobs and
// send their outcomes on results: w runners, each running one input at a
// time, and, with the oracle's answers (Options.NoPipeline unset), w
// preparers one step ahead of them, which make each job's cases, answer
// them and encode the judge input while the runs go on, so that a program
// never waits for the oracle or the encoder between two runs. What is
// checked, and so every verdict, is the same either way: a job's cases
// depend only on the job, and the merge is in job order. stop waits for
// every goroutine once jobs is no longer fed.
func (s *search) startWorkers(ctx context.Context, w int, jobs chan job, results chan<- outcome) (stop func()) {
	type ready struct {
		job
		cases []format.Case
		pr    *prepared
		err   error
	}
	oa, pipelined := s.ans.(*oracleAnswers)
	pipelined = pipelined && !s.opt.NoPipeline
	prepare := func(j job) ready {
		cases, err := j.make()
		if err != nil || !pipelined {
			return ready{job: j, cases: cases, err: err}
		}
		return ready{job: j, cases: cases, pr: oa.prepare(ctx, cases)}
	}
	run := func(r ready) outcome {
		switch {
		case r.err != nil:
			return outcome{job: r.job, err: r.err}
		case r.pr != nil:
			return outcome{job: r.job, cases: r.cases, res: oa.runPrepared(ctx, s.t, r.pr, s.opt.Strict)}
		}
		return outcome{job: r.job, cases: r.cases, res: s.opt.ledger.check(ctx, s.ans, s.t, r.cases, s.opt.Strict)}
	}
	var runners, preparers sync.WaitGroup
	if !pipelined {
		for range w {
			runners.Add(1)
			go func() {
				defer runners.Done()
				for j := range jobs {
					results <- run(prepare(j))
				}
			}()
		}
		return func() {
			close(jobs)
			runners.Wait()
		}
	}
	readies := make(chan ready, w)
	for range w {
		preparers.Add(1)
		go func() {
			defer preparers.Done()
			for j := range jobs {
				readies <- prepare(j)
			}
		}()
		runners.Add(1)
		go func() {
			defer runners.Done()
			for r := range readies {
				results <- run(r)
			}
		}()
	}
	return func() {
		close(jobs)
		preparers.Wait()
		close(readies)
		runners.Wait()
	}
}
