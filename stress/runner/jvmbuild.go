package runner

import (
	_ "embed"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
)

// jvmServerSource and jvmNativeSource are the JVM server (see
// forkserver/jvm/Server.java and doc.go), compiled with javac and gcc on
// first use into the user's cache.
//
//go:embed forkserver/jvm/Server.java
var jvmServerSource []byte

//go:embed forkserver/jvm/gsjvm.c
var jvmNativeSource []byte

// jvmHelpers are the JVM server's class directory and native library.
type jvmHelpers struct{ classes, lib string }

var jvmBuild struct {
	sync.Mutex
	done bool
	h    jvmHelpers
	err  error
}

// jvmServerHelpers returns the JVM server for the java command at java,
// built on first use (cached across processes in
// os.UserCacheDir()/gamestress/jvm-<hash of the sources, javac, gcc and
// java>), or says why there is none: then Java runs start a JVM each.
func jvmServerHelpers(java string) (jvmHelpers, error) {
	jvmBuild.Lock()
	defer jvmBuild.Unlock()
	if jvmBuild.done {
		if jvmBuild.err == nil {
			if _, err := os.Stat(jvmBuild.h.lib); err != nil {
				jvmBuild.done = false // the cache was removed: build again
			}
		}
		if jvmBuild.done {
			return jvmBuild.h, jvmBuild.err
		}
	}
	jvmBuild.h, jvmBuild.err = buildJVMHelpers(java)
	jvmBuild.done = true
	return jvmBuild.h, jvmBuild.err
}

func buildJVMHelpers(java string) (jvmHelpers, error) {
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		return jvmHelpers{}, fmt.Errorf("gcc not in PATH")
	}
	javac, err := exec.LookPath("javac")
	if err != nil {
		return jvmHelpers{}, fmt.Errorf("javac not in PATH")
	}
	include, err := jniInclude(javac, java)
	if err != nil {
		return jvmHelpers{}, err
	}
	id := cacheID(jvmServerSource, jvmNativeSource, []byte(gcc), []byte(javac), []byte(java))
	dir, err := cachedBuild("jvm-"+id, "libgsjvm.so", func(tmp string) error {
		src, csrc := filepath.Join(tmp, "Server.java"), filepath.Join(tmp, "gsjvm.c")
		if err := os.WriteFile(src, jvmServerSource, 0o644); err != nil {
			return err
		}
		if err := os.WriteFile(csrc, jvmNativeSource, 0o644); err != nil {
			return err
		}
		for _, c := range [][]string{
			{javac, "-encoding", "UTF-8", "-nowarn", "-d", filepath.Join(tmp, "classes"), src},
			{gcc, "-O2", "-shared", "-fPIC", "-I", include, "-I", filepath.Join(include, "linux"), "-o", filepath.Join(tmp, "libgsjvm.so"), csrc},
		} {
			if msg, err := exec.Command(c[0], c[1:]...).CombinedOutput(); err != nil {
				return fmt.Errorf("%s: %v: %s", filepath.Base(c[0]), err, msg)
			}
		}
		return nil
	})
	if err != nil {
		return jvmHelpers{}, err
	}
	out := jvmHelpers{classes: filepath.Join(dir, "classes"), lib: filepath.Join(dir, "libgsjvm.so")}
	return out, nil
}

// jniInclude is the JDK's include directory (jni.h), found beside javac or
// java (bin/../include, symbolic links resolved).
func jniInclude(tools ...string) (string, error) {
	for _, t := range tools {
		real, err := filepath.EvalSymlinks(t)
		if err != nil {
			continue
		}
		inc := filepath.Join(filepath.Dir(filepath.Dir(real)), "include")
		if _, err := os.Stat(filepath.Join(inc, "jni.h")); err == nil {
			return inc, nil
		}
	}
	return "", fmt.Errorf("no jni.h in the JDK of %s", tools[0])
}
