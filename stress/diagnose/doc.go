// Package diagnose says why a failure fails: after the stress engine has
// found and shrunk a failure, Run runs a few cheap, bounded experiments
// on it and returns what they measured, each a Finding of a Kind (the
// contract of the report's "diagnosis" list; the text is free). A finding
// is a fact a re-run measured, never a guess: where no experiment
// applies, or none shows anything, Run says nothing.
//
// # Experiments
//
// By the failure's verdict, in this order (one finding a kind):
//
//   - WrongAnswer, RuntimeError, OutputLimit, and an interactive
//     TimeLimit: the failing input is run again first; a re-run that does
//     not give the verdict again (a flaky failure) ends the diagnosis
//     with nothing. The failing case is the mismatch's, else the last.
//   - StackOverflow (a crash): the input again with a
//     stress.DiagnoseStack stack; it runs to its end.
//   - StateAcrossCases: the failing case alone passes, where after the
//     cases before it it fails.
//   - Overflow: the failing answer is the right one wrapped to 32 or 64
//     bits (the right one past 2^31 or 2^63); or, for a number of the
//     failing case at or past a crossing (the number, its square or
//     n(n+1)/2 passing 2^31 or 2^63), the 32 values below the crossing
//     all pass and the 32 from it do not (the other numbers kept).
//   - Swapped: on the failing case and the problem's smallest cases (60),
//     whose right answers are two words, every answer is the other word.
//   - OnlyAtTop: a number of the failing case at the statement's largest
//     value (problem.Bounds), one below it passes.
//   - Pattern: for a wrong answer nothing above explained, one number of
//     the failing case that the statement names (not a list's element, not
//     a word's letter) over up to 100 small values, the program's answers
//     against the oracle's: where each gives the rarer word, the least
//     period each repeats with over the range (three times at least), and
//     a text picture of both.
//   - Sanitizer (C and C++ built by extension): the solution rebuilt
//     with runner.SanitizerFlags (runner.BuildSanitized, cached) and run
//     on the input with three times the time limit and a large stack; the
//     first AddressSanitizer error, with UBSan's word at the same line,
//     or else UBSan's first, is summarised with the solution's own file
//     and line. Not after a stack overflow.
//   - Growth (TimeLimit, MemoryLimit of a stress.Metered target): the
//     failing input halved one to ten times (a list cut to half, a count
//     and its list cut together, else every number halved, or the
//     largest alone), smallest first, none after a run that took half
//     the limit or did not end (the ceiling); then in small steps below
//     the ceiling (0.5 to 0.95 of it, or every size from its half when
//     that is 64 or less, until the points fit over a tenfold growth).
//     Each run gets at most 20 times the CPU time of the run before (at
//     least a short limit); a scaling's first point is the lesser of two
//     runs. The CPU time (or peak memory) less a one-case run's (the
//     lesser of two), fitted to
//     size^k (or an exponential, where it fits better past k = 3, and
//     past k = 8 always) by least squares over the points above the
//     noise (3 ms, 4 MiB), at least three spanning a factor of 4 (1.5 in
//     the small steps), or the points left without the smallest ones (a
//     JVM server compiles its code while they run). When a scaling's
//     first run does not end soon, no scaling is tried further. An input
//     of one case over and over is measured as that case alone. Of
//     another input of several cases with nothing to fit (a TimeLimit),
//     the case that takes the longest alone (its largest when that does
//     not end soon, else found by descending into the half that does not
//     end under a short limit, or took more CPU time: 50 ms, or a short
//     limit when the smallest case does not end well within 50 ms, as a
//     Java program's re-run in a fresh JVM does not): a hang when it does
//     not end, else its growth alone, up to its own size. With nothing
//     to fit after a TimeLimit, a hang on an edge value: an input of one
//     named number's smallest values, the others kept, does not end
//     within a short limit while the other way it ends at once.
//     With nothing to fit after a MemoryLimit, the problem's smallest
//     input passes the memory limit too.
//   - Flush, Stderr: the re-run's judge.RunError says it
//     (judge.Unflushed: the jury and the program both waited;
//     judge.StderrFlood: standard error passed the file size limit).
//   - OutputFlood: an OutputLimit on standard output; the re-run's
//     output up to the limit: its size, the least unit (4 KiB at most)
//     it repeats to its end and where that starts (at a line), or its
//     last line; and, for the case that floods alone (found by halving
//     an input of several), the edge value that floods, probed as a
//     hang's is (the input floods with it kept, ends with it varied).
//
// JudgeEnv is not a run's: CompileError reads a compiler's refusal and
// says where it comes from this machine rather than the program (a C
// library name under <bits/stdc++.h>, gets, a Windows header, an MSVC
// name).
//
// # Bounds
//
// The whole diagnosis ends within Options.Budget (DefaultBudget); an
// experiment that the budget or ctx cuts short says nothing. Its runs go
// through the target as the search's do (the same limits, the oracle's
// answers asked within the budget) and change nothing: not the report,
// not the corpus. The command line gives it what is left of the run's
// wall (start-up, budget and grace), at most DefaultBudget (SampleBudget
// after a wrong answer on a statement's sample), and --no-diagnosis skips it.
package diagnose
