// Package corpus stores counterexamples: the minimal failing inputs that
// gamestress found, each with the oracle's answer, so that every later run
// (stress, fuzz, run, replay, go test) tries them first.
//
// # Format (corpus format v1)
//
// One directory per problem, named by the problem id, under the store's root
// (by default "corpus" relative to the working directory):
//
//	corpus/<problem>/<hash>.in   the judge input, exactly as a judge feeds it
//	corpus/<problem>/<hash>.ans  the oracle's expected output for it
//
// <hash> is the first 16 hex digits of the SHA-256 of the .in file's bytes
// (see [Name]), so the same input is stored once whoever finds it. Both files
// are written atomically: a temporary file in the same directory, then a
// rename. The .ans is written before the .in, so an .in that exists always has
// its .ans; a loader lists .in files. An .in that a user put there by hand,
// with any name and no .ans, is loaded with Entry.NoAnswer set: the caller
// answers it (the oracle can) and writes the .ans beside it
// ([Store.SaveAnswer], atomically). Several runs may save at once: they
// write the same bytes under the same name, and the last rename wins.
// Files whose names start with "." are temporaries and are ignored.
//
// The version of this format is in the README.md of the corpus directory
// ("gamestress corpus v1"); a change of layout changes the version.
//
// The committed corpus of the repository is embedded in the package
// ([Builtin]) so that `go test ./...` replays it without a working directory.
// The embed holds exactly what is committed: a test of this package fails
// when a file under corpus/ is not tracked by git. Nothing but a deliberate
// save writes there: `gamestress stress` replays the built-in corpus and
// saves to a scratch directory ([Store.Base], [Store.SaveOnly]) unless it is
// asked to save into the repository's corpus (--save); a user's
// `gamestress run` saves to ./corpus of the directory it runs in, the user's
// own corpus.
//
// Errors name the file or directory at fault (not this package): callers
// say what they were doing, once.
package corpus
