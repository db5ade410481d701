package problem

import (
	"fmt"
	"sort"
	"strings"
	"time"
)

// Limits are the time, memory and stack limits a judge gives one run of a
// solution, each with where it came from, so that a report can say which
// limits it used and why.
type Limits struct {
	Time   time.Duration // CPU time of one run (one judge input)
	Memory int64         // bytes of peak resident memory
	Stack  int64         // bytes of stack

	// Where each value came from: "hdu preset", "statement", "--time", ...
	TimeFrom, MemoryFrom, StackFrom string
}

// MiB is a mebibyte, for writing limits.
const MiB = 1 << 20

// String is one line for reports: "1s CPU, 32 MiB memory, 2 MiB stack
// (time: statement; memory: hdu preset; stack: hdu preset)".
func (l Limits) String() string {
	s := fmt.Sprintf("%s CPU, %s memory, %s stack", l.Time, sizeString(l.Memory), sizeString(l.Stack))
	var from []string
	for _, f := range []struct{ what, from string }{{"time", l.TimeFrom}, {"memory", l.MemoryFrom}, {"stack", l.StackFrom}} {
		if f.from != "" {
			from = append(from, f.what+": "+f.from)
		}
	}
	if len(from) > 0 {
		s += " (" + strings.Join(from, "; ") + ")"
	}
	return s
}

func sizeString(n int64) string {
	switch {
	case n < 0:
		return "no limit of"
	case n >= MiB && n%MiB == 0:
		return fmt.Sprintf("%d MiB", n/MiB)
	case n >= 1024 && n%1024 == 0:
		return fmt.Sprintf("%d KiB", n/1024)
	}
	return fmt.Sprintf("%d B", n)
}

// preset is one judge's usual limits and the source of each value, and
// what its compile command changes in a C or C++ program.
type preset struct {
	time          time.Duration
	memory, stack int64
	compile       Compile
}

// Compile is what a judge's C and C++ compile command changes in a
// program: the macros it defines (code under #ifndef ONLINE_JUDGE, such as
// freopen("input.txt"), takes the judge's path) and the C++ standard.
type Compile struct {
	Defines []string // macros defined, -D each: "ONLINE_JUDGE", "ATCODER"
	Std     string   // the C++ standard, -std= ("gnu++20"); "" gamestress's default
}

// Flags are the compiler's arguments for c's defines (the standard is
// the build's: runner.BuildOptions.Std).
func (c Compile) Flags() []string {
	var f []string
	for _, d := range c.Defines {
		f = append(f, "-D"+d)
	}
	return f
}

// JudgeCompile is what the judge's published compile command defines and
// which C++ standard it uses (judge "" or unknown: nothing).
func JudgeCompile(judge string) Compile { return presets[judge].compile }

// presets are the judges' usual limits, for a problem whose statement gives
// none (a statement's own time and memory override them). Each value says
// where it comes from; where a judge documents nothing we found, the
// comment says so and why we chose the value. A judge that does not
// document its stack gets the 8 MiB Linux default (ulimit -s 8192): what a
// contestant testing at home on Linux expects.
var presets = map[string]preset{
	// Codeforces: the statement gives time and memory ("time limit per
	// test 2 seconds, memory limit per test 256 MB", e.g.
	// mirror.codeforces.com/gym/102323/problem/L, is the most common
	// pair); the stack is as large as the memory limit, as Codeforces
	// staff have said on its blog (we found no page of it in our sources),
	// so deep recursion passes there.
	//
	// Its compile command: we found no page of Codeforces's own in our
	// sources that gives it (its list of compilers names versions, not
	// arguments). That it defines ONLINE_JUDGE is common knowledge of its
	// users and said by other judges' developers (github.com/omegaup/backend
	// issue 11: "Codeforces y la UVa lo hacen"); the define is kept, the
	// standard is not (several G++ versions are offered; ours, gnu++17).
	"codeforces": {2 * time.Second, 256 * MiB, 256 * MiB, Compile{Defines: []string{"ONLINE_JUDGE"}}},
	// AtCoder: "2 sec / 1024 MB" on the current contests' statements; the
	// stack is far above the 8 MiB Linux default (ulimit -s on AtCoder's
	// code test page, qiita.com/reika727/items/8fa6f5944b183c0a28f9),
	// so we take the memory limit, as for Codeforces.
	//
	// Its compile command, C++ 20 (gcc 12.2) in the language table of
	// its rules (atcoder.jp/contests/abc136/rules): g++-12 -std=gnu++20
	// -O2 -DONLINE_JUDGE -DATCODER -Wall -Wextra ... -I/opt/ac-library
	// -I/opt/boost/gcc/include -L/opt/boost/gcc/lib -o a.out Main.cpp.
	"atcoder": {2 * time.Second, 1024 * MiB, 1024 * MiB, Compile{Defines: []string{"ONLINE_JUDGE", "ATCODER"}, Std: "gnu++20"}},
	// HDU: statements read "Time Limit: 2000/1000 MS (Java/Others) Memory
	// Limit: 65536/32768 K (Java/Others)" (acm.hdu.edu.cn showproblem
	// pages); the second figure is the one for C/C++, 1000 ms and 32768 K
	// the most common. HDU runs Windows
	// (its FAQ compares MS-VC++ and G++); a Windows executable's stack is
	// what its linker reserved: 1 MB for MSVC (learn.microsoft.com, /F
	// and /STACK), 2 MiB for MinGW's ld. We take MinGW's 2 MiB, since
	// gamestress builds with g++; --stack 1M gives MSVC's.
	//
	// Its FAQ (acm.hdu.edu.cn/faq.php): "There is a conditional define of
	// compiler called ONLINE_JUDGE"; it gives no command line nor standard.
	"hdu": {time.Second, 32 * MiB, 2 * MiB, Compile{Defines: []string{"ONLINE_JUDGE"}}},
	// POJ: "Time Limit: 1000MS Memory Limit: 65536K" is the usual pair;
	// Windows with MSVC and MinGW compilers (poj.org/page?id=1000), so the
	// stack is MinGW's 2 MiB as for HDU.
	// Its compile commands are not in the part of the FAQ in our sources:
	// no define, no standard.
	"poj": {time.Second, 64 * MiB, 2 * MiB, Compile{}},
	// SPOJ: time is per problem, 1 s the usual; memory 1536 MB on today's
	// problem pages as we remember them (not in our sources; 256 MB was
	// the "SPOJ default constraint" in 2007, new3.spoj.com/PT07/embed/rules).
	// It runs Linux (hs.spoj.pl/embed/guide) and documents no stack: 8 MiB.
	// Its compile commands: not found in our sources; none added.
	"spoj": {time.Second, 1536 * MiB, 8 * MiB, Compile{}},
	// UVa: "Time limit: 3.000 seconds" on most problem pages (as we
	// remember them; not in our sources); it documents no memory limit nor
	// stack that we found: our default 256 MiB, and 8 MiB of stack (Linux).
	// Its submission specification (uva.onlinejudge.org, "Submission
	// specification"): "the Online Judge defines always the 'ONLINE_JUDGE'
	// symbol while compiling your program"; no standard given.
	"uva": {3 * time.Second, 256 * MiB, 8 * MiB, Compile{Defines: []string{"ONLINE_JUDGE"}}},
	// LightOJ: statements gave "Time Limit: 2 second(s)" and "Memory
	// Limit: 32 MB" or 64 MB (as we remember them; we found no page of
	// LightOJ in our sources); we take 64 MB, and 8 MiB of stack, which
	// it does not document.
	// Its compile commands: not found in our sources; none added.
	"lightoj": {2 * time.Second, 64 * MiB, 8 * MiB, Compile{}},
	// CSES problem set: "Time limit: 1.00 s, Memory limit: 512 MB" on
	// its tasks (as we remember them); C++ on CSES ran with "ulimit -s
	// unlimited" (cs.helsinki.fi/u/ahslaaks/dt15/ohjeet.html), so the
	// stack is bounded by the memory limit alone.
	// Its flags on that page (2015): -std=gnu++0x -Wall -O2, no define; the
	// standard is that of a compiler long gone (g++ 4.8.2): none added.
	"cses": {time.Second, 512 * MiB, 512 * MiB, Compile{}},
	// default: no judge named. 2 s and 256 MiB, the most common limits
	// of today's statements; the Linux 8 MiB stack.
	// No define, gamestress's standard.
	"default": {2 * time.Second, 256 * MiB, 8 * MiB, Compile{}},
}

// Judges lists the judges that have a preset, sorted.
func Judges() []string {
	names := make([]string, 0, len(presets))
	for n := range presets {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Preset is the judge's usual limits ("" is "default"); the error lists the
// known judges.
func Preset(judge string) (Limits, error) {
	if judge == "" {
		judge = "default"
	}
	p, ok := presets[judge]
	if !ok {
		return Limits{}, fmt.Errorf("unknown judge %q (known: %s)", judge, strings.Join(Judges(), ", "))
	}
	from := judge + " preset"
	return Limits{Time: p.time, Memory: p.memory, Stack: p.stack, TimeFrom: from, MemoryFrom: from, StackFrom: from}, nil
}

// BuiltinLimits are the limits of a built-in problem: the preset of its
// judge (hdu or poj, from the id; the problems without a judge get
// "default"). The statements' own limits are not in our sources
// (DOMAIN.md gives none), so the preset's values stand for them.
func BuiltinLimits(id string) Limits {
	judge := "default"
	for _, j := range []string{"hdu", "poj"} {
		if strings.HasPrefix(id, j) {
			judge = j
		}
	}
	l, _ := Preset(judge)
	return l
}
