// Command gamestress catches wrong game-theory contest solutions: it compares
// a solution with a trusted oracle that searches the game, and shows the
// smallest input on which they disagree.
//
//	gamestress run PROBLEM SOLUTION [flags]   stress-test your solution
//	gamestress stress [flags]                 the built-in candidates, a table
//	gamestress help                           every command, one line each
//
// The commands (each in a file named after it, cmd_NAME.go): answer,
// check, claim, fetch, list, listen, new, replay, run, sample, solve,
// stress, table; judge is internal (a slow built-in candidate served as a
// child process). `gamestress COMMAND -h` prints a command's flags.
//
// # Contract
//
// main calls run(stdout, stderr, args) and exits with exitCode's status
// (exit.go):
//
//   - 0: the run worked and found nothing wrong (and for -h);
//   - 1: a bug was found (a verdict against the solution, or a built-in
//     candidate that did not behave as its kind says); the report is on
//     stdout, with the command that reproduces it;
//   - 2: bad usage or a setup error (an unknown flag, a bad problem file,
//     a solution that does not compile, an answer that could not be
//     checked): one line on stderr, "gamestress: ...", naming the fault;
//   - 130: a second SIGINT or SIGTERM (the first stops the run and reports
//     what it found; signals.go).
//
// Reports go to stdout, progress and errors to stderr. The work is in the
// library packages: stress (the engine), problem (problem files), explore
// (table and claim), importer (new --from, listen); a user's problem file
// is written and checked by internal/problemfile.
//
// The manual is docs/guide.md (run, verdicts, limits, judges),
// docs/problem-files.md (problem files) and docs/explore.md (table, claim,
// solve); docs/design.md follows one case through the packages.
package main
