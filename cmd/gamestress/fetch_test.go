package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// fakeApt puts apt-cache and apt-get stand-ins first in PATH: libboost-dev
// depends on libboost9.99-dev, whose .deb (built with the real dpkg-deb)
// holds boost/version.hpp and a copyright file. It needs no network.
func fakeApt(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("dpkg-deb"); err != nil {
		t.Skip("dpkg-deb not installed: fetch unpacks with it")
	}
	bin := t.TempDir()
	tree := t.TempDir()
	for name, text := range map[string]string{
		"DEBIAN/control":                           "Package: libboost9.99-dev\nVersion: 9.99\nArchitecture: all\nMaintainer: test <test@example.com>\nDescription: test stand-in\n",
		"usr/include/boost/version.hpp":            "#define BOOST_VERSION 999900\n",
		"usr/share/doc/libboost9.99-dev/copyright": "License: BSL-1.0\n",
	} {
		p := filepath.Join(tree, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte(text), 0o644)
	}
	scripts := map[string]string{
		"apt-cache": "#!/bin/sh\necho libboost-dev\necho '  Depends: libboost9.99-dev'\n",
		"apt-get": "#!/bin/sh\n[ \"$1 $2\" = 'download libboost9.99-dev' ] || { echo \"E: unexpected $*\"; exit 100; }\n" +
			"dpkg-deb --build " + tree + " libboost9.99-dev_9.99_all.deb >/dev/null\n",
	}
	for name, text := range scripts {
		if err := os.WriteFile(filepath.Join(bin, name), []byte(text), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
}

// TestFetchBoost: the headers land in the cache under the package's name,
// with the copyright, and are remembered as an include; a second fetch
// keeps them; the AtCoder Library and other names are refused saying why.
func TestFetchBoost(t *testing.T) {
	fakeApt(t)
	dir := t.TempDir()
	cfg := filepath.Join(dir, "config.toml")
	t.Setenv("GAMESTRESS_CONFIG", cfg)
	cache := filepath.Join(dir, "cache")
	out, errs, code := cli(t, "fetch", "boost", "--cache", cache)
	include := filepath.Join(cache, "lib", "libboost9.99-dev", "include")
	if code != 0 || !strings.Contains(out, "Debian's libboost9.99-dev (Boost Software License 1.0), fetched: "+include) {
		t.Fatalf("fetch: exit %d, %q %q", code, out, errs)
	}
	if _, err := os.Stat(filepath.Join(include, "boost", "version.hpp")); err != nil {
		t.Errorf("headers: %v", err)
	}
	if _, err := os.Stat(filepath.Join(cache, "lib", "libboost9.99-dev", "copyright")); err != nil {
		t.Errorf("copyright: %v", err)
	}
	if c, err := loadConfig(cfg); err != nil || len(c.Include) != 1 || c.Include[0] != include {
		t.Errorf("settings %+v, %v; want the include remembered", c, err)
	}
	if ents, _ := os.ReadDir(filepath.Join(cache, "lib")); len(ents) != 1 {
		t.Errorf("the cache holds %d entries, want the package's folder alone (no temporary folder)", len(ents))
	}
	if out, _, code := cli(t, "fetch", "boost", "--cache", cache); code != 0 || !strings.Contains(out, "fetched before") {
		t.Errorf("second fetch: exit %d, %q", code, out)
	}
	for _, tc := range []struct{ lib, want string }{
		{"atcoder", "github.com/atcoder/ac-library"},
		{"eigen", "fetches boost only"},
	} {
		if _, errs, code := cli(t, "fetch", tc.lib, "--cache", cache); code != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("fetch %s: exit %d, %q", tc.lib, code, errs)
		}
	}
}

// TestFetchWithoutApt: without Debian's tools the refusal says what to do.
func TestFetchWithoutApt(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	if _, errs, code := cli(t, "fetch", "boost", "--cache", t.TempDir()); code != 2 || !strings.Contains(errs, "apt-cache not found") || !strings.Contains(errs, "--include DIR") {
		t.Errorf("exit %d, %q", code, errs)
	}
}
