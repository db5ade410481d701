// Command trust runs gamestress's trust suite: contestant-style programs
// of our own, each named after its flaw, with the verdict a judge would
// give it, run through `gamestress run` the way a new user runs it.
//
// The suite is trust/suite.toml; the programs live under trust/testdata/
// (out of the go tool's way: several are Go mains). Each [[program]]
// gives:
//
//	file    the program, relative to trust/testdata/
//	problem a shipped problem id (problems/*.toml) or a problem file's path
//	        relative to the repository's root
//	verdict the truth: OK, WrongAnswer, TimeLimit, RuntimeError,
//	        OutputLimit, MemoryLimit or PresentationError; never today's
//	        wrong behaviour of gamestress
//	input   optional: the judge input the report must give (exactly)
//	minimal optional: the report must also say the input is proven minimal
//	phase   optional: the phase that must find it (the JSON's "phase":
//	        "sample" where only the statement's sample shows the flaw)
//	flags   optional: more flags for `gamestress run` (paths in them are
//	        relative to the repository's root)
//	bounds  true for a program that asserts every declared bound of its
//	        problem file and answers right (one per problem file)
//	why     one line: the flaw, or why it must pass
//
// # A run
//
// Every program runs alone (one gamestress at a time: its verdicts on time
// must not depend on the suite's own load) as
//
//	gamestress run PROBLEM PROGRAM --json --budget B --seed S FLAGS
//
// from an empty working folder, with XDG_CACHE_HOME and XDG_CONFIG_HOME
// pointing at empty folders (no build cache, no user config;
// GAMESTRESS_* variables dropped). GOCACHE keeps the go tool's own
// cache, so a Go program does not rebuild the standard library: that is
// the go tool's state, not gamestress's. A run matches when
//
//   - the JSON's verdict is the expected one and the exit status agrees
//     with it (0 for OK, 1 for a bug);
//   - an OK checked at least one case;
//   - the input (and its proof of minimality) and the phase that found it
//     are the expected ones, where given;
//   - the working folder holds nothing but, after a bug was found,
//     gamestress's own corpus/ (a program's file writes must not land in
//     the folder gamestress was run from).
//
// The table gives program, problem, budget, seed, expected, got, the
// phase that found it, the wall time of the whole gamestress process
// (builds included), the time its report gives, and what did not match; the exit status is 1 on any mismatch, 2 on
// a usage or setup error.
//
// # Flags
//
//	-budget 4s,10s   the budgets, each program runs at each
//	-seeds 1-5       the seeds (default 1)
//	-run REGEXP      only programs whose file or problem matches
//	-busy N          N busy loops spinning beside every run
//	-gamestress BIN  the binary (default bin/gamestress, built by make)
//	-markdown        print the table as Markdown
package main
