package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"time"

	"github.com/gamestress/gamestress/stress/runner"
)

// fetchTimeout bounds each package tool fetch runs.
const fetchTimeout = 10 * time.Minute

// cmdFetch is `gamestress fetch boost`: the headers of a library a judge
// provides, from a package registry this machine reaches, unpacked into
// gamestress's cache and remembered as an --include. Only Boost qualifies:
// Debian's libboost-dev (Boost Software License 1.0). The AtCoder Library
// is served by no such registry: the command says where to get it.
func cmdFetch(stdout, stderr io.Writer, args []string) error {
	fs := flag.NewFlagSet("fetch", flag.ContinueOnError)
	fs.SetOutput(stderr)
	cache := fs.String("cache", "", "cache `DIR` (default: the user's cache directory/gamestress); the headers go to DIR/lib/PACKAGE/include")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: gamestress fetch [--cache DIR] boost")
		fs.PrintDefaults()
	}
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usageErrorf("fetch: want one library: boost")
	}
	switch pos[0] {
	case "boost":
	case "atcoder", "acl", "ac-library":
		return usageErrorf("fetch: the AtCoder Library (CC0-1.0) is served by no package registry this machine reaches: copy it from github.com/atcoder/ac-library, then run with --include DIR (the folder holding atcoder/)")
	default:
		return usageErrorf("fetch: %q: gamestress fetches boost only (Debian's libboost-dev); for another library use --include DIR", pos[0])
	}
	root, err := libCache(*cache)
	if err != nil {
		return usageErrorf("fetch: %v", err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, fetchTimeout)
	defer cancel()
	include, what, err := fetchBoost(ctx, root)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s: %s\n", what, include)
	_, err = compileFlags("fetch", []string{include}, "", stdout)
	return err
}

// libCache is the folder of fetched libraries, created if needed.
func libCache(dir string) (string, error) {
	if dir == "" {
		base, err := os.UserCacheDir()
		if err != nil {
			return "", err
		}
		dir = filepath.Join(base, "gamestress")
	}
	root := filepath.Join(dir, "lib")
	return root, os.MkdirAll(root, 0o755)
}

var reBoostDev = regexp.MustCompile(`Depends: (libboost[0-9.]+-dev)\b`)

// fetchBoost downloads the versioned package libboost-dev depends on with
// apt-get download (no root needed, nothing installed) and unpacks its
// usr/include with dpkg-deb into root/PACKAGE/include, through a temporary
// folder renamed into place. An earlier fetch of the same package is kept.
func fetchBoost(ctx context.Context, root string) (include, what string, err error) {
	for _, tool := range []string{"apt-cache", "apt-get", "dpkg-deb"} {
		if _, err := exec.LookPath(tool); err != nil {
			return "", "", usageErrorf("fetch: %s not found: fetching Boost needs Debian's package tools (apt-get, dpkg-deb); elsewhere install Boost's headers with your package manager and run with --include DIR", tool)
		}
	}
	out, err := packageTool(ctx, "", "apt-cache", "depends", "libboost-dev")
	if err != nil {
		return "", "", err
	}
	m := reBoostDev.FindStringSubmatch(out)
	if m == nil {
		return "", "", fmt.Errorf("fetch: apt-cache depends libboost-dev names no libboost*-dev package (run apt-get update?)")
	}
	pkg := m[1]
	dest := filepath.Join(root, pkg)
	include = filepath.Join(dest, "include")
	what = fmt.Sprintf("Boost's headers, Debian's %s (Boost Software License 1.0)", pkg)
	if _, err := os.Stat(filepath.Join(include, "boost", "version.hpp")); err == nil {
		return include, what + ", fetched before", nil
	}
	tmp, err := os.MkdirTemp(root, "tmp-")
	if err != nil {
		return "", "", fmt.Errorf("fetch: %w", err)
	}
	defer os.RemoveAll(tmp)
	if _, err := packageTool(ctx, tmp, "apt-get", "download", pkg); err != nil {
		return "", "", err
	}
	debs, _ := filepath.Glob(filepath.Join(tmp, pkg+"_*.deb"))
	if len(debs) != 1 {
		return "", "", fmt.Errorf("fetch: apt-get download %s left %d .deb files, want 1", pkg, len(debs))
	}
	unpacked := filepath.Join(tmp, "root")
	if _, err := packageTool(ctx, "", "dpkg-deb", "-x", debs[0], unpacked); err != nil {
		return "", "", err
	}
	if _, err := os.Stat(filepath.Join(unpacked, "usr", "include", "boost", "version.hpp")); err != nil {
		return "", "", fmt.Errorf("fetch: %s holds no usr/include/boost/version.hpp", filepath.Base(debs[0]))
	}
	stage := filepath.Join(tmp, "stage")
	if err := os.Mkdir(stage, 0o755); err != nil {
		return "", "", fmt.Errorf("fetch: %w", err)
	}
	if err := os.Rename(filepath.Join(unpacked, "usr", "include"), filepath.Join(stage, "include")); err != nil {
		return "", "", fmt.Errorf("fetch: %w", err)
	}
	os.Rename(filepath.Join(unpacked, "usr", "share", "doc", pkg, "copyright"), filepath.Join(stage, "copyright"))
	os.RemoveAll(dest) // a fetch stopped half-way
	if err := os.Rename(stage, dest); err != nil {
		return "", "", fmt.Errorf("fetch: %w", err)
	}
	return include, what + ", fetched", nil
}

// packageTool runs a package tool in dir in its own process group, killed
// whole when ctx ends; its output is returned, or in the error.
func packageTool(ctx context.Context, dir, name string, args ...string) (string, error) {
	cmd := runner.ToolCommand(ctx, dir, name, args...)
	var buf bytes.Buffer
	cmd.Stdout, cmd.Stderr = &buf, &buf
	err := cmd.Run()
	if ctx.Err() != nil {
		return "", fmt.Errorf("fetch: %s %s: %w", name, strings.Join(args, " "), ctx.Err())
	}
	if err != nil {
		msg := strings.TrimSpace(buf.String())
		if i := strings.LastIndexByte(msg, '\n'); i >= 0 {
			msg = msg[i+1:]
		}
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return "", fmt.Errorf("fetch: %s %s failed (exit %d): %s", name, strings.Join(args, " "), ee.ExitCode(), msg)
		}
		return "", fmt.Errorf("fetch: %s: %w", name, err)
	}
	return buf.String(), nil
}
