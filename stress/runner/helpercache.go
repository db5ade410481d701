package runner

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
)

// cacheID names a build of the runner's own helpers by what it is made of
// (sources, tool paths): a new gamestress or another compiler builds anew.
func cacheID(parts ...[]byte) string {
	h := sha256.New()
	for _, b := range parts {
		h.Write(b)
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// cachedBuild returns the folder name under the user's cache (gamestress/),
// built once by build into a temporary folder beside it and renamed into
// place, so that no process ever sees half a build. The folder is taken as
// built when its file done exists; a rename lost to another process that
// built it meanwhile is no error.
func cachedBuild(name, done string, build func(tmp string) error) (string, error) {
	base, err := os.UserCacheDir()
	if err != nil {
		base = os.TempDir()
	}
	dir := filepath.Join(base, "gamestress", name)
	if _, err := os.Stat(filepath.Join(dir, done)); err == nil {
		return dir, nil
	}
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		return "", err
	}
	tmp, err := os.MkdirTemp(filepath.Dir(dir), name+"-tmp-*")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)
	if err := build(tmp); err != nil {
		return "", err
	}
	if err := os.Rename(tmp, dir); err != nil {
		if _, serr := os.Stat(filepath.Join(dir, done)); serr != nil {
			return "", err
		}
	}
	return dir, nil
}
