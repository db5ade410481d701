package runner

import (
	_ "embed"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
)

// gsforkSource is the launcher and fork server (see forkserver/gsfork.c
// and doc.go), compiled with gcc on first use into the user's cache.
//
//go:embed forkserver/gsfork.c
var gsforkSource []byte

// helpers are the compiled launcher (exe), the fork server object to
// preload (so) and the one to link into C and C++ builds (obj), and id,
// the hash of their source and compiler (a build that links obj is keyed
// on it: a changed server is linked in afresh).
type helpers struct{ exe, so, obj, id string }

// gsfork returns the helpers, built on first use (cached across processes
// in os.UserCacheDir()/gamestress/launcher-<hash of the source and gcc>,
// and built again if that directory is removed), or says why it cannot:
// then runs start through /bin/sh as before.
func gsfork() (helpers, error) {
	helperBuild.Lock()
	defer helperBuild.Unlock()
	if helperBuild.err != nil {
		return helpers{}, helperBuild.err
	}
	if helperBuild.h.so != "" {
		if _, err := os.Stat(helperBuild.h.exe); err == nil {
			return helperBuild.h, nil
		}
	}
	helperBuild.h, helperBuild.err = buildHelpers()
	return helperBuild.h, helperBuild.err
}

// helpersBuilt builds the helpers on first use and then says, without
// looking at the files again, whether they could be built (gsfork checks
// that they are still there when it starts a server).
func helpersBuilt() error {
	helperBuild.Lock()
	done, err := helperBuild.h.so != "" || helperBuild.err != nil, helperBuild.err
	helperBuild.Unlock()
	if done {
		return err
	}
	_, err = gsfork()
	return err
}

var helperBuild struct {
	sync.Mutex
	h   helpers
	err error
}

func buildHelpers() (helpers, error) {
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		return helpers{}, fmt.Errorf("gcc not in PATH")
	}
	id := cacheID(gsforkSource, []byte(gcc))
	dir, err := cachedBuild("launcher-"+id, "gsfork.o", func(tmp string) error {
		src := filepath.Join(tmp, "gsfork.c")
		if err := os.WriteFile(src, gsforkSource, 0o644); err != nil {
			return err
		}
		for _, args := range [][]string{
			{"-O2", "-o", filepath.Join(tmp, "gsfork"), src},
			{"-O2", "-shared", "-fPIC", "-DPRELOAD", "-o", filepath.Join(tmp, "gsfork.so"), src},
			{"-O2", "-c", "-DLINKED", "-o", filepath.Join(tmp, "gsfork.o"), src},
		} {
			if msg, err := exec.Command(gcc, args...).CombinedOutput(); err != nil {
				return fmt.Errorf("gcc %v: %v: %s", args, err, msg)
			}
		}
		return nil
	})
	if err != nil {
		return helpers{}, err
	}
	out := helpers{exe: filepath.Join(dir, "gsfork"), so: filepath.Join(dir, "gsfork.so"), obj: filepath.Join(dir, "gsfork.o"), id: id}
	return out, nil
}
