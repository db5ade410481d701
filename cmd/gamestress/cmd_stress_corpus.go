package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"

	"github.com/gamestress/gamestress/corpus"
)

// defaultStressSeed is the seed of `gamestress stress` (and so of
// `make stress`) when --seed is not given: the self-test is reproducible,
// the same seed giving the same table. --seed N (make stress SEED=N) varies
// it; --seed 0 picks one from the clock.
const defaultStressSeed = 1

// repoCorpus is the repository's corpus, relative to the repository's root
// (where make runs): --save writes there, to commit what it finds.
const repoCorpus = "corpus"

// stressStore is where the self-test replays from and saves to. It always
// replays the built-in corpus (the committed one, embedded in the binary).
// It saves new minima:
//   - with --save, into the repository's corpus (./corpus, which must be
//     the repository's: it has the corpus README), replayed too;
//   - with --corpus DIR, into DIR (an existing directory), replayed too;
//   - else into the user's cache directory, not replayed: the checkout is
//     left as it was, and one run does not change what the next one finds.
func stressStore(dir string, save bool) (corpus.Store, error) {
	switch {
	case save && dir != "":
		return corpus.Store{}, usageErrorf("stress: --save saves into ./%s; it cannot be combined with --corpus %s", repoCorpus, dir)
	case save:
		readme, err := os.ReadFile(filepath.Join(repoCorpus, "README.md"))
		if err != nil || !bytes.HasPrefix(readme, []byte(corpus.Version)) {
			return corpus.Store{}, usageErrorf("stress: --save saves into the repository's corpus: run it from the repository's root (./%s/README.md with %q not found)", repoCorpus, corpus.Version)
		}
		return corpus.Store{Dir: repoCorpus, Base: corpus.Builtin()}, nil
	case dir != "":
		if err := checkCorpusDir("stress", dir); err != nil {
			return corpus.Store{}, err
		}
		return corpus.Store{Dir: dir, Base: corpus.Builtin()}, nil
	}
	cache, err := stressCacheDir()
	if err != nil {
		return corpus.Store{}, err
	}
	return corpus.Store{Dir: cache, Base: corpus.Builtin(), SaveOnly: true}, nil
}

// stressCacheDir is where the self-test saves by default: the user's cache
// directory ($XDG_CACHE_HOME or ~/.cache on Linux)/gamestress/stress-corpus.
func stressCacheDir() (string, error) {
	base, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("stress: no cache directory to save counterexamples in (%v): name one with --corpus DIR", err)
	}
	return filepath.Join(base, "gamestress", "stress-corpus"), nil
}

// storeText says where the self-test saves, for the line it starts with.
func storeText(s corpus.Store) string {
	if s.SaveOnly {
		return "new minimal inputs are saved to " + s.Dir + " (outside the checkout; --save saves into ./corpus)"
	}
	return "new minimal inputs are saved to " + s.Dir
}
