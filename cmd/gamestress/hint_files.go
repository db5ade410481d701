package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/gamestress/gamestress/problem"
)

// A program that reads or writes named files (freopen("input.txt"), a
// common habit under #ifndef ONLINE_JUDGE) fails at the judge, which gives
// the input on standard input and runs it in an empty folder, unless the
// judge defines the macro that turns the habit off. When such a program
// fails, the report names the file, the line and the macro (fileHint).

// fileOpen is a named file a program opens: the file, the line (from 1)
// and the call.
type fileOpen struct {
	name, call string
	line       int
}

var (
	// C and C++: freopen("f", ...), fopen("f", ...), ifstream in("f"), ofstream("f").
	reCOpen = regexp.MustCompile(`\b(freopen|fopen|ifstream|ofstream|fstream)\b[^;"]*\(\s*"([^"]+)"`)
	// Python: open("f"), Java: new FileReader("f") and its kind.
	rePyOpen   = regexp.MustCompile(`\b(open)\s*\(\s*["']([^"']+)["']`)
	reJavaOpen = regexp.MustCompile(`\bnew\s+(FileReader|FileInputStream|FileWriter|FileOutputStream|PrintWriter|File)\s*\(\s*"([^"]+)"`)
	// A preprocessor conditional: #ifdef X, #ifndef X, #if [!]defined(X).
	reCond = regexp.MustCompile(`^\s*#\s*(ifdef|ifndef|if|elif|else|endif)\b\s*(!?)\s*(?:defined\s*\(?\s*)?([A-Za-z_]\w*)?`)
)

// fileOpens lists the named files that src (a solution of extension ext)
// opens on a build with the macros defines, in order: an open inside
// #ifndef ONLINE_JUDGE is left out where ONLINE_JUDGE is defined. guard
// is the macro of the first conditional around an open, "" when none.
func fileOpens(src, ext string, defines []string) (opens []fileOpen, guard string) {
	re := reCOpen
	switch ext {
	case ".py":
		re = rePyOpen
	case ".java":
		re = reJavaOpen
	case ".c", ".cpp", ".cc", ".cxx":
	default:
		return nil, ""
	}
	var conds []bool // whether each enclosing conditional's branch is compiled
	var macros []string
	for i, l := range strings.Split(src, "\n") {
		if m := reCond.FindStringSubmatch(l); m != nil && ext != ".py" && ext != ".java" {
			conds, macros = stepCond(conds, macros, m[1], m[2] == "!", m[3], defines)
			continue
		}
		if slices.Contains(conds, false) {
			continue
		}
		for _, m := range re.FindAllStringSubmatch(l, -1) {
			opens = append(opens, fileOpen{name: m[2], call: m[1], line: i + 1})
			if guard == "" {
				guard = innermost(macros)
			}
		}
	}
	return opens, guard
}

// innermost is the last macro a conditional names ("" when none does).
func innermost(macros []string) string {
	for i := len(macros) - 1; i >= 0; i-- {
		if macros[i] != "" {
			return macros[i]
		}
	}
	return ""
}

// stepCond follows one preprocessor line: a conditional on a macro pushes
// whether its branch is compiled (an #if that is not on one macro counts as
// compiled), #else flips it, #endif pops it.
func stepCond(conds []bool, macros []string, kw string, not bool, macro string, defines []string) ([]bool, []string) {
	defined := slices.Contains(defines, macro)
	switch kw {
	case "ifdef":
		return append(conds, defined), append(macros, macro)
	case "ifndef":
		return append(conds, !defined), append(macros, macro)
	case "if":
		if macro == "" || strings.ToUpper(macro) != macro {
			return append(conds, true), append(macros, "")
		}
		return append(conds, defined != not), append(macros, macro)
	case "elif", "else":
		if len(conds) > 0 {
			conds[len(conds)-1] = !conds[len(conds)-1]
		}
	case "endif":
		if len(conds) > 0 {
			return conds[:len(conds)-1], macros[:len(macros)-1]
		}
	}
	return conds, macros
}

// fileHint is the hint for a failing run of the solution at path: the
// named files it opens on this build, and the macro that would turn them
// off where one guards them; "" when it opens none.
func fileHint(path, judge string) string {
	data, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	jc := problem.JudgeCompile(judge)
	opens, guard := fileOpens(string(data), strings.ToLower(filepath.Ext(path)), jc.Defines)
	if len(opens) == 0 {
		return ""
	}
	var what []string
	for _, o := range opens {
		what = append(what, fmt.Sprintf("%s (line %d, %s)", o.name, o.line, o.call))
	}
	hint := fmt.Sprintf("hint: %s opens %s: a judge gives the input on standard input and reads standard output, in an empty folder (gamestress runs it so too)",
		filepath.Base(path), strings.Join(what, " and "))
	preset := judge + " preset"
	if judge == "" {
		preset = "default preset (no judge named in the problem file)"
	}
	switch {
	case guard != "" && slices.Contains(jc.Defines, guard):
		// (cannot be: an open guarded off is not listed)
	case guard != "":
		hint += fmt.Sprintf(". It does so unless %s is defined, which the %s's compile command does not define as far as we found; if your judge defines it, build with --compile 'g++ -O2 -std=gnu++17 -D%s -o {out} {src}'", guard, preset, guard)
	case len(jc.Defines) > 0:
		hint += fmt.Sprintf(". Remove the call, or put it under #ifndef %s (the %s defines %s, as the judge does)", jc.Defines[0], preset, strings.Join(jc.Defines, " and "))
	default:
		hint += ". Remove the call, or put it under #ifdef LOCAL and build with -DLOCAL at home"
	}
	return hint
}
