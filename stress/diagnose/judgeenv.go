package diagnose

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
)

// The compiler's words, with its quotes in a UTF-8 locale (‘ ’) or not (' ').
var (
	reClash = regexp.MustCompile(`error: (?:reference to |call of overloaded )?[‘'](.+?)[’'] (?:redeclared as different kind of entity|is ambiguous|conflicts with a previous declaration)`)
	// A note that points at the declaration clashed with, in a header.
	reClashNote   = regexp.MustCompile(`^(/\S+?\.h):\d+:\d+: note: (?:previous declaration|candidate:?|declared here)`)
	reUndeclared  = regexp.MustCompile(`error: [‘'](\w+)[’'] was not declared in this scope`)
	reNoHeader    = regexp.MustCompile(`fatal error: ([\w./]+\.h): No such file or directory`)
	reIdentifiers = regexp.MustCompile(`[A-Za-z_]\w*`)
)

// windowsHeaders are headers of Windows compilers (MSVC, MinGW) that a
// Linux system lacks.
var windowsHeaders = map[string]string{
	"conio.h": "getch() and clrscr() are not needed at a judge", "windows.h": "", "stdafx.h": "a Visual Studio project's precompiled header",
	"dos.h": "", "process.h": "", "direct.h": "", "io.h": "",
}

// msvcNames are MSVC's own names, with what to write instead.
var msvcNames = map[string]string{
	"__int64": "long long", "scanf_s": "scanf", "printf_s": "printf", "gets_s": "fgets", "strcpy_s": "strcpy",
	"_getch": "nothing (a judge has no keyboard)", "getch": "nothing (a judge has no keyboard)",
}

// linuxJudges compile on Linux with glibc: a clash with a glibc name
// happens there too.
var linuxJudges = map[string]bool{"atcoder": true, "cses": true, "spoj": true, "uva": true}

// CompileError reads a C or C++ compiler's refusal of a solution (gcc's
// or clang's output) and says where it comes from this machine's system
// rather than from the program: a name the C library declares (read,
// y0, j1, index) clashing with the program's own under <bits/stdc++.h>,
// gets (removed from C++14), a Windows-only header, a name of MSVC's.
// judge is the problem's judge preset ("codeforces"), "" for none.
func CompileError(output, judge string) []Finding {
	var out []Finding
	add := func(text string) {
		for _, f := range out {
			if f.Text == text {
				return
			}
		}
		out = append(out, Finding{Kind: JudgeEnv, Text: text})
	}
	lines := strings.Split(output, "\n")
	for i, l := range lines {
		if m := reClash.FindStringSubmatch(l); m != nil {
			if name, header, ok := clash(m[1], lines[i+1:]); ok {
				add(clashText(name, header, judge))
			}
		}
		if m := reUndeclared.FindStringSubmatch(l); m != nil {
			switch name := m[1]; {
			case name == "gets":
				add("gets() was removed from C11 and C++14, and glibc no longer declares it for C++: read a line with fgets(s, sizeof s, stdin) or getline(cin, s) (an old judge compiler may still take gets)")
			case msvcNames[name] != "":
				add(fmt.Sprintf("%s is MSVC's (Visual C++), not standard C++: write %s (a judge that compiles with MSVC takes it; g++ on Linux does not)", name, msvcNames[name]))
			}
		}
		if m := reNoHeader.FindStringSubmatch(l); m != nil {
			if why, ok := windowsHeaders[strings.ToLower(m[1])]; ok {
				if why != "" {
					why = " (" + why + ")"
				}
				add(fmt.Sprintf("<%s> is a Windows compiler's header (MSVC, MinGW), absent on Linux: remove it%s", m[1], why))
			}
		}
	}
	return out
}

// clash finds, in the notes after a clash error, the C library header
// that declares the program's name: the name, the header and whether it
// is one (a clash with a C++ library name fails at every judge that
// includes it, and is no judge's environment).
func clash(quoted string, notes []string) (name, header string, ok bool) {
	for _, n := range notes {
		if strings.Contains(n, ": error: ") {
			break
		}
		m := reClashNote.FindStringSubmatch(n)
		if m == nil || strings.Contains(m[1], "/c++/") {
			continue
		}
		decl := n[strings.Index(n, "note:"):]
		for _, id := range reIdentifiers.FindAllString(quoted, -1) {
			if id != "namespace" && id != "int" && id != "long" && id != "double" && id != "char" &&
				regexp.MustCompile(`\b`+id+`\s*\(`).MatchString(decl) {
				return id, m[1], true
			}
		}
	}
	return "", "", false
}

// cHeader names the public header of a glibc header: bits/mathcalls.h is
// <math.h>.
func cHeader(path string) string {
	switch base := filepath.Base(path); {
	case base == "mathcalls.h":
		return "math.h"
	case strings.Contains(path, "/bits/"):
		return "a glibc header (" + base + ")"
	default:
		return base
	}
}

func clashText(name, header, judge string) string {
	h := cHeader(header)
	if !strings.HasPrefix(h, "a ") {
		h = "<" + h + ">"
	}
	where := "a judge on Windows (Codeforces, with MSVC or MinGW) does not declare it and compiles the program; a judge on Linux refuses it too"
	switch {
	case judge == "codeforces":
		where = "Codeforces compiles on Windows, where no header declares it: the error is this machine's"
	case linuxJudges[judge]:
		where = judge + " compiles on Linux with glibc: it refuses the program the same way"
	}
	return fmt.Sprintf("%s is also a C library function here (%s, pulled in by <bits/stdc++.h> on Linux): %s; rename %s (e.g. %s_) to test it here", name, h, where, name, name)
}
