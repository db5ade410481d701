package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/gamestress/gamestress/problem"
	"github.com/pelletier/go-toml/v2"
)

// userConfig is the user's settings file, os.UserConfigDir()/gamestress/
// config.toml: what `run --include DIR` remembers.
type userConfig struct {
	// Include are folders of libraries the judges provide (the AtCoder
	// Library, Boost), given to every C and C++ build as -I DIR.
	Include []string `toml:"include"`
	// Flags are compile flags by the problem's judge ("atcoder"), added to
	// its C and C++ builds after the judge's own defines (a user's edit;
	// gamestress no longer writes them: the presets carry the defines).
	Flags map[string][]string `toml:"flags"`
}

const configHeader = `# gamestress settings, written by 'gamestress run --include DIR' (edit freely).
# include: folders of header-only libraries a judge provides, -I DIR for every C and C++ build.
# [flags]: compile flags added to the C and C++ builds of a problem of that judge
#          (after the judge's own defines, which gamestress adds unasked).
`

// configPath is where the settings live; GAMESTRESS_CONFIG overrides it.
func configPath() (string, error) {
	if p := os.Getenv("GAMESTRESS_CONFIG"); p != "" {
		return p, nil
	}
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "gamestress", "config.toml"), nil
}

// loadConfig reads the settings; a missing file is the zero value.
func loadConfig(path string) (userConfig, error) {
	var c userConfig
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return c, nil
	}
	if err != nil {
		return c, err
	}
	dec := toml.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil {
		var de *toml.DecodeError
		if errors.As(err, &de) {
			row, _ := de.Position()
			return c, fmt.Errorf("%s:%d: %v", path, row, strings.TrimPrefix(de.Error(), "toml: "))
		}
		return c, fmt.Errorf("%s: %v", path, err)
	}
	return c, nil
}

// saveConfig writes the settings through a temporary file renamed into
// place, so the file is never half-written.
func saveConfig(path string, c userConfig) error {
	data, err := toml.Marshal(c)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".config-*.toml")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.WriteString(configHeader + string(data)); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// includeFlag collects --include DIR (repeatable).
func includeFlag(fs *flag.FlagSet, dirs *[]string) {
	fs.Func("include", "a `DIR` of headers the judge provides (holding atcoder/ or boost/): -I DIR for C and C++ builds, remembered in the settings file", func(s string) error {
		*dirs = append(*dirs, s)
		return nil
	})
}

// compileFlags are the C and C++ flags of this run: the defines of the
// problem's judge (its preset's compile command, problem.JudgeCompile: on
// every build, with or without --include), the remembered folders and
// those of --include (each remembered), then the flags the user wrote in
// the settings for the judge. note gets one line when the settings change.
func compileFlags(name string, include []string, judge string, note io.Writer) ([]string, error) {
	preset := problem.JudgeCompile(judge).Flags()
	path, err := configPath()
	if err != nil {
		if len(include) == 0 {
			return preset, nil
		}
		return nil, usageErrorf("%s: --include: no settings folder to remember it in: %v", name, err)
	}
	c, err := loadConfig(path)
	if err != nil {
		return nil, usageErrorf("%s: settings: %v", name, err)
	}
	changed := false
	for _, d := range include {
		abs, err := filepath.Abs(d)
		if err == nil {
			var fi os.FileInfo
			if fi, err = os.Stat(abs); err == nil && !fi.IsDir() {
				err = errors.New("not a folder")
			}
		}
		if err != nil {
			return nil, usageErrorf("%s: --include %s: %v", name, d, unwrapPathError(err))
		}
		if !slices.Contains(c.Include, abs) {
			c.Include, changed = append(c.Include, abs), true
		}
	}
	if changed {
		if err := saveConfig(path, c); err != nil {
			return nil, fmt.Errorf("%s: remember --include: %w", name, err)
		}
		fmt.Fprintf(note, "gamestress: remembered in %s: include %s\n", path, strings.Join(c.Include, " "))
	}
	flags := preset
	for _, d := range c.Include {
		flags = append(flags, "-I", d)
	}
	for _, f := range c.Flags[judge] {
		if !slices.Contains(preset, f) { // (settings written before the presets had them)
			flags = append(flags, f)
		}
	}
	return flags, nil
}

var (
	reMissingGCC   = regexp.MustCompile(`fatal error: ([^\s:]+): No such file or directory`)
	reMissingClang = regexp.MustCompile(`fatal error: '([^']+)' file not found`)
)

// library is a header library a judge provides: how to get it here.
type library struct {
	prefix, name, licence, judge, get string
	then                              string // how --include follows get: "Then" or "Or"
}

var libraries = []library{
	{"atcoder/", "the AtCoder Library, ACL", "CC0-1.0", "AtCoder's judge provides it (-I/opt/ac-library)",
		"No package registry this machine reaches serves it: copy it from github.com/atcoder/ac-library", "Then"},
	{"boost/", "Boost", "Boost Software License 1.0", "AtCoder's judge provides it (-I/opt/boost/gcc/include)",
		"Debian's libboost-dev has its headers: gamestress fetch boost unpacks them into gamestress's cache and remembers the folder (or apt-get install libboost-dev puts them in /usr/include, where g++ looks unasked)", "Or"},
}

// includeHint says, for a compile error on a missing header, what the
// header is and how to point gamestress at it; "" for other errors.
func includeHint(output, _ string) string {
	m := reMissingGCC.FindStringSubmatch(output)
	if m == nil {
		m = reMissingClang.FindStringSubmatch(output)
	}
	if m == nil {
		return ""
	}
	header := m[1]
	if header == "bits/stdc++.h" {
		return "hint: <bits/stdc++.h> is GCC's own header, which clang (macOS's c++) lacks: install g++, or build with --compile 'g++-14 -O2 -std=gnu++17 -o {out} {src}'"
	}
	path, err := configPath()
	if err != nil {
		path = "the settings file"
	}
	remember := "remembered in " + path
	for _, l := range libraries {
		if strings.HasPrefix(header, l.prefix) {
			return fmt.Sprintf("hint: <%s> is %s (%s); %s. %s. %s point gamestress at the folder holding %s: --include DIR, %s.",
				header, l.name, l.licence, l.judge, l.get, l.then, l.prefix, remember)
		}
	}
	return fmt.Sprintf("hint: <%s> is not on this machine; if the judge provides it, point gamestress at the folder holding it: --include DIR, %s.", header, remember)
}

// hintLine is includeHint on a line of its own, or "".
func hintLine(output, judge string) string {
	if h := includeHint(output, judge); h != "" {
		return "\n" + h
	}
	return ""
}
