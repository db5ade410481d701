package diagnose

import (
	"os"
	"testing"
)

// TestParseSanitizer reads reports that GCC 12's sanitized builds of the
// programs beside them printed on standard error (paths rewritten to
// /src), and must say each one's first error with the solution's line.
func TestParseSanitizer(t *testing.T) {
	tests := []struct {
		log, source, want, reason string
	}{
		{"stack_oob", "/src/stack_oob.cpp",
			"stack-buffer-overflow: write of 4 bytes at stack_oob.cpp:7, past 'sg' (declared at line 6); index 600 of int[600]",
			"a table on the stack one row short: ASan's error, UBSan's index at the same line"},
		{"glob", "/src/glob.cpp",
			"global-buffer-overflow: write of 4 bytes at glob.cpp:3, past the global 'sg' (declared at line 2); index 210 of int[210][210]",
			"a global table written one row past its end"},
		{"heap", "/src/heap.cpp", "heap-buffer-overflow: write of 4 bytes at heap.cpp:2, past a 40-byte heap block",
			"new int[10] written at 10"},
		{"nul", "/src/nul.cpp", "SEGV: read of a bad address (near 0: a null pointer) at nul.cpp:3; member access within null pointer of type 'struct N'",
			"a null pointer read"},
		{"sov", "/src/sov.cpp", "stack-overflow at sov.cpp:2 in f(int)", "recursion past the stack, under ASan"},
		{"sgn", "/src/sgn.cpp", "undefined behaviour at sgn.cpp:2: signed integer overflow: 100 + 2147483600 cannot be represented in type 'int'",
			"UBSan alone: a signed overflow"},
	}
	for _, tt := range tests {
		b, err := os.ReadFile("testdata/sanitizer/" + tt.log + ".txt")
		if err != nil {
			t.Fatal(err)
		}
		r, ok := parseSanitizer(string(b), tt.source)
		if !ok || r.String() != tt.want {
			t.Errorf("%s (%s):\n got %v %q\nwant %q", tt.log, tt.reason, ok, r, tt.want)
		}
	}
	if r, ok := parseSanitizer("first\nsecond\n", "/src/a.cpp"); ok {
		t.Errorf("a run without a report: got %q, want none", r)
	}
	b, _ := os.ReadFile("testdata/sanitizer/stack_oob.txt")
	if r, ok := parseSanitizer(string(b), "/src/other.cpp"); ok && r.ub != "" {
		t.Errorf("UBSan's line of another file taken for the solution's: %q", r)
	}
}
