package main

import (
	"slices"
	"testing"
)

// TestFileOpens: an open under #ifndef ONLINE_JUDGE is listed only where
// the judge does not define the macro (then named as the guard); an open
// outside any conditional always is; one under #ifdef LOCAL never is
// (LOCAL is defined at home, not at judges); an #else branch is the other
// side; Python's open and Java's readers are found too; a string that
// names no file opened is not.
func TestFileOpens(t *testing.T) {
	const guarded = "int main() {\n#ifndef ONLINE_JUDGE\n    freopen(\"input.txt\", \"r\", stdin);\n    freopen(\"output.txt\", \"w\", stdout);\n#endif\n}\n"
	for _, tc := range []struct {
		reason, src, ext string
		defines          []string
		files            []string
		guard            string
	}{
		{"guarded, the judge defines the macro", guarded, ".cpp", []string{"ONLINE_JUDGE"}, nil, ""},
		{"guarded, the judge does not define it", guarded, ".cpp", nil, []string{"input.txt", "output.txt"}, "ONLINE_JUDGE"},
		{"not guarded", "int main(){ freopen(\"a.in\",\"r\",stdin); }\n", ".c", []string{"ONLINE_JUDGE"}, []string{"a.in"}, ""},
		{"under #ifdef LOCAL", "#ifdef LOCAL\nifstream in(\"in.txt\");\n#endif\n", ".cpp", []string{"ONLINE_JUDGE"}, nil, ""},
		{"the #else of #ifdef ONLINE_JUDGE", "#ifdef ONLINE_JUDGE\n#else\nstd::ofstream out(\"out.txt\");\n#endif\n", ".cc", nil, []string{"out.txt"}, "ONLINE_JUDGE"},
		{"#if !defined", "#if !defined(ONLINE_JUDGE)\nFILE *f = fopen(\"x.txt\", \"r\");\n#endif\n", ".cpp", []string{"ONLINE_JUDGE"}, nil, ""},
		{"python", "import sys\nsys.stdin = open('input.txt')\n", ".py", nil, []string{"input.txt"}, ""},
		{"java", "Scanner in = new Scanner(new FileReader(\"input.txt\"));\n", ".java", nil, []string{"input.txt"}, ""},
		{"a string, no file", "puts(\"open(\\\"x\\\")\");\nprintf(\"%d\", n);\n", ".cpp", nil, nil, ""},
	} {
		opens, guard := fileOpens(tc.src, tc.ext, tc.defines)
		var files []string
		for _, o := range opens {
			files = append(files, o.name)
		}
		if !slices.Equal(files, tc.files) || guard != tc.guard {
			t.Errorf("%s: files %q (guard %q), want %q (guard %q)", tc.reason, files, guard, tc.files, tc.guard)
		}
	}
}
