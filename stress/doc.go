// Package stress is gamestress's engine: it looks for an input on which a
// target (an in-process candidate or an external program) disagrees with
// the oracle, shrinks it to the least failing input in the problem's size
// order, and saves it to the corpus.
//
// # The statement's samples
//
// Before any search, [Hunt] and [Replay] run the target on the statement's
// samples (problem.Problem.Samples), one place: samples.go ([Samples], which
// the command line's stress calls before [Search] for the built-in
// candidates). The sample's own output is the expected one where the output
// is text (split into one answer per case: a line each, or as many lines as
// the oracle's answer of the case has); moves, interactions and a user's
// checker or interactor judge as they do everywhere. A failure there is the
// report, at once and not shrunk (Phase PhaseSample, Report.Sample), cut to
// the case that fails alone the same way, else the whole sample; when all
// pass, Report.Samples says so ("samples: 2 of 2 pass"). No budget, no
// search, no oracle is needed for it. Options.NoSamples skips it.
//
// # No input breaks the statement
//
// Every run of a [Hunt] or [Replay] goes through the validator first, one
// place: validate.go (the meter's gate, problem.Problem.ValidateInput: the
// input read with the statement's layout, its bounds, count, lengths,
// require, shapes and whole-input promises). An input that breaks the
// statement is not run: the hunt ends with the *problem.BrokenInput as its
// error (exit 2), never a verdict. The inputs the engine packs keep the
// promises over a whole input (`[input] total`: draw.Input, packJobs,
// problem.Fit), and the worst case runs problem.JudgeInputs.
//
// # Search
//
// [Search] tries cases in this order, packing many into one judge input
// (p.MaxCases()):
//
//  1. the corpus of the problem (Options.Corpus), replayed first;
//  2. every small case of p.SmallByDepth(), up to Options.Small: the size
//     order in rounds of growing depth (every number at most 0, 1, 3, 7,
//     ... above its least value), so that one case, the fewest elements and
//     the smallest values come first together, whatever the oracle costs
//     on larger values: two piles of one or two stones come before one pile
//     of a hundred (a failure found here is shrunk, and proven minimal by
//     the shrinker's walk of the size order where it can be);
//  3. the boundary cases of p.Boundaries(), in their order (unless
//     Options.NoBoundaries): where contest bugs live, found at once and
//     whatever the seed (hdu1527's Wythoff P positions at every Fibonacci
//     k, where a floating-point φ first rounds the wrong way, are out of
//     reach of the small phase and rare in random draws);
//  4. random cases from p.Gen() (gopter), MaxSize growing from 1 to 100 over
//     the first hundred inputs, then varying; the number of cases per input
//     varies too (half the inputs are full), so state left over from an
//     earlier case shows. Without a test_range, sizes follow the oracle's
//     reach (see "The oracle's reach").
//
// The checks run on Options.Workers goroutines, one judge input per job.
// Job i of the random phase draws its cases from its own seed derived from
// Options.Seed and i, and results are merged in job order, the earliest
// failing job winning: the same seed gives the same report whatever the
// number of workers (time budgets aside). The search stops at the first
// failure, when Options.Budget is spent (runs of a process still in flight
// then are cut short and count for nothing, except in a [Hunt] under a
// wall, where they go on to their end and are judged: see "The budget's
// wall"), or after Options.Cases cases.
//
// Every check is problem.Check, the one check shared with the fuzz targets.
//
// # Shrinking
//
// A failing input is narrowed to its failing case (the Mismatch's case
// alone if it fails alone, else the cases up to it). Then, whatever found
// it (the corpus, the boundaries, a random input, a fuzzer's input; not
// the small phase, which tried every case of a lesser depth first), the
// smallest
// single cases of p.Small() are tried in size order, many per run, up to
// Options.Scan of them: the first that fails (confirmed alone) replaces
// the input, and the proof bound is raised, up to maxScanProof, to cover
// every case before it, so that a bug that fails at "2 4" is reported at
// "2 4", proven minimal, even when a large saved input found it first.
// The input then shrinks (package stress/shrink, shrink.Shrinker):
// delta debugging over the list of cases, each case smaller through
// p.Shrinks to a fixpoint (and two neighbouring cases of one length
// through their shrinks in lockstep, for bugs that need two alike cases), and, where the inputs smaller than the result can
// be enumerated (at most shrink.Shrinker.Enumerate of them), all of them in size
// order, which proves the result minimal (Report.Minimal). Where there are
// more, the first shrink.Shrinker.Enumerate of them in size order (from the
// smallest; fewer cases first) are tried all the same: one that fails is
// the minimum, proven (all before it were tried and passed), so runs that
// start from different failures (stress, fuzz) meet there; if none fails,
// the result is "locally minimal". The predicate is "Check gives the same verdict". The
// result is re-run once more; a failure that does not come back is reported
// Flaky. The minimal input and the oracle's answer go to the corpus.
//
// A failure found by another engine (fuzz, gamestress run) goes through
// the same path: [ConcludeFrom] starts from the result of the run that
// failed (its verdict and failing case), without running the input again
// before narrowing (for a TimeLimit or MemoryLimit that run would cost a
// whole limit); [Conclude] checks the input once first.
//
// A TimeLimit of a [Limited] target (a runner.Program) is shrunk first
// under a short limit (timelimit.go, shrinkShort: an eighth of the limit,
// at least 0.15 s; at most shortTries runs): a program that hangs or is
// far too slow on a case is as slow under it, and a try costs a fraction
// of a limit. Its scan, shrink and proof are those of any verdict; the
// result is then run under the real limit, and stands when it times out
// there (proven minimal when the proof under the short limit was: every
// smaller input ended within the short limit, so within the real one;
// Report.ShortLimit). Otherwise (a program slow, not hanging) it is
// shrunk under TimeMargin times the target's limit, so that the reported
// input times out again on the re-run. Every try that times out costs a
// whole limit, so that shrink is bounded: halve the list of cases (first half,
// else second half), then the one case (half its list, or every number
// halved), at most maxTimeLimitTries tries and none started after
// timeLimitSpan limits; the input is reported as found, not minimal, and
// Report.ShrinkTime says how long the shrink took.
//
// Under a wall (Options.Grace), the conclusion of a failure found (its
// narrowing, shrink, proof of minimality and re-run) has an allowance of
// its own past the wall (allowance.go): it is not cut before
// ProofAllowance (5 s) after it starts, a core's time: on a machine whose
// load outnumbers its cores, stretched by load/cores, at most MaxStretch
// times (Report.Allowance), so that a small failing input is proven
// minimal however late it was found and however loaded the machine (when the allowance ends its
// proof of minimality, the shrink at its fixpoint, the input is locally
// minimal and re-run as any: Report.ProofCut); the run under the real limit
// of a TimeLimit shrunk under a short one is owed like a confirming re-run
// (at most the hard limit). A Ctrl-C cuts both. The runner measures CPU
// time, not wall time, so load on the machine does not make a fast input
// time out.
//
// # External programs
//
// [Hunt] is the search for a [Limited] target, a process run under a time
// limit (a user's solution as a runner.Program), where every check costs a
// process run: the corpus first, then the smallest case alone (which times
// one run), then a first batch of small cases that sets how many cases go
// in one run (calibrated down to one case a run), then [Search] with that
// batch size, restarted with smaller batches when a batch times out only
// as a whole (Report.SlowBatch), then, even with the budget spent, the
// worst case: the judge's largest input and the slowest input seen, filled
// up to the most cases, so that a right but too slow solution is a
// TimeLimit (phase "worst"). The report gives the limit, the longest run
// and the peak memory ([Metered] targets measure CPU time and memory). Its
// failures go through [ConcludeFrom] like any other, and it saves the
// result itself. [Replay] checks the corpus only and lists every saved
// input that fails. Both take the same Options as Search.
//
// # Plugging in answers and cases
//
// Options.Answers replaces the oracle as the source of the right output
// (every check and the answer saved beside a counterexample go through
// it); Options.Sources adds phases of cases from outside the engine (a
// user's generator), between the boundaries and the random phase.
//
// [Reference] is such an Answers: a user's brute force, run on the same
// judge input as the target, many cases per run. Where the problem has an
// oracle, its output is compared with the oracle's first; a disagreement,
// a crash, a time limit on one case alone or the wrong number of answer
// lines is the reference's fault, the verdict judge.ReferenceError (the
// target is not run), which shrinks like any verdict to the least input
// where the reference fails; [Reference.Explain] then puts the reference's
// output and fault in the report. A run of many cases that is too slow for
// the reference is answered in halves, and its later runs are cut to the
// size it managed: a brute force is slow by nature. Without an oracle,
// [Reference.CheckSample] checks it on the statement's sample first.
// judges.Checker and judges.Interactor (package stress/judges) are Answers
// too: the user's testlib-style
// checker (`checker input output answer`, the answer Inner's) and
// interactor (`interactor input output`, relayed to the target's standard
// input and output), whose exit code is the verdict (0, 1, 2). Both run as
// a judges.JudgeProgram: untrusted, under CPU, address-space, wall-clock and
// output limits in a process group and an empty working folder of their own; anything else they do
// is the verdict judge.CheckerError / judge.InteractorError with a
// *judges.JudgeError (never the target's fault, never saved), which shrinks like
// any verdict. judges.Checker.CheckSample checks the statement's sample first.
// draw.Generator (package stress/draw) runs a
// user's testlib-style generator (the seed as its argument) and parses its
// output with the problem's layout; draw.Generator.Input makes the inputs of
// a Source of it (draw.SeedsPerInput runs each), and output the layout rejects
// is a *draw.GeneratorError naming the seed, the line and the token. The first
// inputs of its phase are one run of the generator each (draw.SeedsOf), so that
// a slow-starting generator shows a failure of its first seeds at once.
//
// # Interrupts
//
// When ctx ends (Ctrl-C) during a search, no more inputs are checked and
// Search returns ctx.Err(). When it ends while a failure is shrunk, the
// shrink stops at once (shrink.Shrinker.Done): a try that ctx cut short is no
// failure (judge.Result.Interrupted), so it is never accepted, and the
// report gives the least input that failed for real so far, Interrupted,
// neither re-run nor proven minimal. It is saved to the corpus all the same
// (it is a real counterexample).
//
// # Start-up
//
// The budget is spent checking cases. What a first run would do once
// before any case (startup.go) is done before the budget's clock starts:
// the target's start-up ([Preparer]: a runner.Program builds its launcher
// and fork server on first use, about 0.6 s from an empty cache, and
// starts its server) and the answers' first (the oracle's first tables,
// a reference's first run), made on the problem's smallest case. Its time
// is reported apart (Report.Startup: "start-up: 0.62 s"); the command
// line adds the compile time to it. A slow candidate of `gamestress
// stress` (a process) goes through [Hunt], as a user's program does.
//
// # The budget's wall
//
// With Options.Grace above 0 (the command line's runs), the budget is a
// wall: Hunt and Search end by Budget + Grace whatever they are doing (the
// oracle's search, a shrink, the worst case) and report what they found
// (Report.BudgetEnded); only the re-runs that decide a limit just past it
// are owed beyond it (see below), and the runs of a Hunt's process in
// flight at the wall, which go on to their end (at most the hard limit of
// CPU time) and are judged: a run that a loaded machine made slow to
// reach its limit is a TimeLimit as any (far past it at once, just past
// it when its re-runs alone exceed it too), never a run that counted for
// nothing before an OK (meter.pastWall). A batch just past the limit, at
// the wall or confirmed after the search had dropped it (a failure found
// in another batch), is a verdict only when its conclusion finds a case
// that times out alone, else a slow batch (Report.SlowBatch), as in the
// search. A Ctrl-C cuts them. The start-up
// is before the clock. The oracle answers each judge input
// within Options.OracleShare (problem.AnswerAtCtx; custom games stop their
// search through the oracle's context); the cases it has not answered are
// left out of the input and counted (Report.Beyond). Under a wall the
// judge's largest inputs run before the search (for limits only: a wrong
// answer there is left to the search, which finds its least input).
//
// # The oracle's reach
//
// Without a test_range (a problem file whose bounds the oracle may not
// answer at the top), and with an OracleShare, the random phase's sizes
// follow what the oracle answers in time (reach.go): each answer is
// timed, a case answered within the share's part for one case is fast,
// another slow; the random phase draws under a cap on the cases' scale
// (the bounds' values, log-scaled to the statement's top), in rounds of
// inputs, and between two rounds the cap grows while the answers were
// fast and falls below a slow case (then grows again in smaller steps,
// and past a scale that was slow only after several calm rounds: a
// memoizing oracle gets faster as the run goes on). A case as large as
// one the oracle did not answer with half a share to itself is left out
// at once. Before the search the judge's largest inputs run for limits
// and form only (the reach is not known yet); after it, an input beyond
// every case answered fast too. Report.Reach says up to where answers
// were checked ("answers checked for n <= 10700: ..."). The cap moves
// with the oracle's speed, so the cases of a seed depend on the machine
// (given the same answers in time, the same cases: the cap moves only
// between rounds, on the round's largest fast and least slow scales); a
// failure's shrink does not use the generator.
//
// # The verdict model
//
// A verdict is decided in one place (verdict.go) from a record of what
// each input checked (Report.Checked): its output against the right
// answers (the oracle's, a reference's, a checker's; the game's for moves
// and dialogs; a sample's own output), its limits only (no answers could
// be made: a form learnt from small cases' answers is a note, never a
// verdict, since the problem file does not declare it to the engine and
// an answer's form may vary, Report.FormNote), or nothing (cases the oracle left out,
// Report.Beyond). Report.Outcome derives from that record and what failed:
// Failed (a verdict against the target; exit 1), Unchecked (nothing
// failed and no answer was checked, or a limit was exceeded and its
// re-runs were interrupted before they decided: never "OK", and
// Report.UncheckedWhy says what could not be checked; exit 2), Passed
// (exit 0). Outcome.ExitStatus is the command line's exit status.
//
// # Verdicts that hold: time as a judge measures it
//
// A run's time is its CPU time, under a hard limit above the time limit
// where the runner kills it (runner.Limits.Hard, 1.5 × the limit) and a
// wall-clock limit (2 × the limit + 1 s) that stops a run that waits (a
// run that the machine's load starves of a core is not stopped there, nor
// one that has ended and whose exit a loaded machine reports late: a
// correct program at 0.36 s of CPU against 1 s, ended, was a TimeLimit
// "waiting" under load 14).
// A TimeLimit far past the limit (FarPast × it: killed at the hard limit;
// or stopped at the wall while it waited) stands at once. One just past
// it (timing.go) is run again ConfirmRuns times, alone (no other run of
// the hunt meanwhile), and so is a MemoryLimit: the verdict stands only
// when every re-run exceeds the limit too; otherwise the run passes and
// Report.Near keeps the spread ("near the limit: 1.6–2.3 s of CPU against
// 2 s"). These re-runs are owed: the budget's wall does not cut them (a
// Ctrl-C does: then no verdict, Unchecked); they cost at most 3 time
// limits, and the report gives their number and time (Report.Reruns,
// Report.Rerun: "re-runs: 2 re-runs alone ... took 2.31 s"). A limit
// verdict that stood on a run whose search the wall had ended meanwhile
// is reported all the same, as it ran: a run past the limit is never
// reported OK. A crash (SIGSEGV, SIGBUS) of a Stacked target is
// run again with a DiagnoseStack stack: when it then passes, its detail
// says "stack overflow". The worst case runs the statement's bounds
// (problem.JudgeScale); inputs beyond the test range are judged on their
// limits (their output's form is a note, form.go), and Report.Scale says so.
//
// # Slow candidates
//
// A goroutine cannot be stopped, so a candidate marked Slow runs as a child
// process ([TargetFor], a runner.Program): `gamestress judge NAME`
// ([ServeJudge]) serves it, under DefaultJudgeLimit of CPU time per input,
// and the whole process group is killed at the limit.
package stress
