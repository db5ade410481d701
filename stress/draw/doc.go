// Package draw makes the stress engine's cases from a seed, so that the
// same seed gives the same cases whoever runs them: the random phase's
// draws from a problem's generator (gopter) and a user's testlib-style
// generator program. It runs no target and judges nothing.
//
// # The random phase (gen.go)
//
// Job i of a run draws from its own seed, [Derive](seed, i) (SplitMix64),
// independent of which worker runs it. Its gopter MaxSize is [SizeFor]
// (growing by one per job up to [MaxSize], then varying), its number of
// cases [CountFor] (seven times in eight the most that fits). [Input] draws
// one judge input of a problem, keeping only the cases keep accepts (the
// oracle's reach) and, where the problem file promises something over a
// whole input (`[input] total`), only while the input still keeps it
// (problem.Budget).
// [Generate] draws through a gopter.Gen; the engine draws through
// problem.Draw, which gives the same cases (TestDrawIsGen).
//
// # A user's generator (generator.go)
//
// A [Generator] runs a testlib-style generator with the seed as its only
// argument ([GeneratorFor] a runner.Program) and parses its output with
// the problem's layout; output the layout rejects, a crash, or an input of
// no cases is a *[GeneratorError] naming the seed (and the line and token).
// [Generator.Input] makes the inputs of a stress.Source: the first inputs
// are one run each, then [SeedsOf] grows to [SeedsPerInput] runs an
// input, from the run's [BaseSeed]; [InputsFor] is how many inputs a
// number of runs makes.
package draw
