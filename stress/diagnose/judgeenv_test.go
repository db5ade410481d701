package diagnose

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestCompileError compiles programs with g++ as the runner does and reads
// its refusal (the smallest header that declares the clashing name, but
// for read: <bits/stdc++.h> as contestants write it): the clashes with glibc names, gets, Windows headers and
// MSVC names are judge-env; an error of the program's own is not.
func TestCompileError(t *testing.T) {
	if _, err := exec.LookPath("g++"); err != nil {
		t.Skip("no g++")
	}
	tests := []struct {
		name, src, judge, want, reason string
	}{
		{"read.cpp", "#include <bits/stdc++.h>\nnamespace read { int get() { return 1; } }\nint main() { return read::get(); }\n",
			"codeforces", "read is also a C library function here (<unistd.h>, pulled in by <bits/stdc++.h> on Linux): Codeforces compiles on Windows",
			"a namespace named read: glibc's read(2)"},
		{"y1.cpp", "#include <cmath>\nint y1;\nint main() { return y1; }\n",
			"", "y1 is also a C library function here (<math.h>", "a global y1: a Bessel function"},
		{"index.cpp", "#include <cstring>\nint index[10];\nint main() { return 0; }\n",
			"atcoder", "index is also a C library function here (<strings.h>, pulled in by <bits/stdc++.h> on Linux): atcoder compiles on Linux", "an array named index"},
		{"j1.cpp", "#include <cmath>\nlong long j1(long long n) { return n; }\nint main() { return j1(3); }\n",
			"", "j1 is also a C library function here", "a call of j1 made ambiguous"},
		{"gets.cpp", "#include <cstdio>\nchar s[9];\nint main() { gets(s); }\n", "", "gets() was removed", "gets"},
		{"conio.cpp", "#include <conio.h>\nint main() { getch(); }\n", "", "<conio.h> is a Windows compiler's header", "conio.h"},
		{"int64.cpp", "int main() { __int64 x = 0; return (int)x; }\n", "", "__int64 is MSVC's", "__int64"},
		{"count.cpp", "#include <algorithm>\nusing namespace std;\nint count;\nint main() { return count; }\n", "", "",
			"a clash with std::count fails at every judge: not the environment's"},
		{"syntax.cpp", "int main() { return 0 }\n", "", "", "a missing semicolon"},
		{"undeclared.cpp", "int main() { return foo(); }\n", "", "", "an undeclared name of the program's own"},
	}
	dir := t.TempDir()
	for _, tt := range tests {
		src := filepath.Join(dir, tt.name)
		if err := os.WriteFile(src, []byte(tt.src), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command("g++", "-O2", "-std=gnu++17", "-o", filepath.Join(dir, "a.out"), src).CombinedOutput()
		if err == nil {
			t.Fatalf("%s compiled", tt.name)
		}
		got := CompileError(string(out), tt.judge)
		switch {
		case tt.want == "" && len(got) > 0:
			t.Errorf("%s (%s): %v, want no finding", tt.name, tt.reason, got)
		case tt.want != "" && (len(got) != 1 || got[0].Kind != JudgeEnv || !strings.Contains(got[0].Text, tt.want)):
			t.Errorf("%s (%s): %v, want one judge-env holding %q\n%s", tt.name, tt.reason, got, tt.want, out)
		}
	}
}
