package runner

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func TestJavaMainClass(t *testing.T) {
	cases := []struct {
		reason, src, class, public string
	}{
		{"the usual Main", "public class Main { public static void main(String[] a) {} }", "Main", "Main"},
		{"a non-public class with main", "import java.util.*;\nclass Solution {\n static public void main(String... args) { }\n}", "Solution", ""},
		{"main in a second class, a public helper first",
			"public class Helper { void f() {} }\nclass Runner { public static void main(String[] a) {} }", "Runner", "Helper"},
		{"main nested in the public class", "public class Outer { static class In { public static void main(String[] a) {} } }", "Outer$In", "Outer"},
		{"two mains: the public class wins", "class A { public static void main(String[] a) {} }\npublic class B { public static void main(String[] a) {} }", "B", "B"},
		{"decoys in comments and strings", "// class Fake { static void main(\n/* public class Nope */\npublic class Real {\n String s = \"class X { static void main(\";\n char c = '{';\n public static void main(String[] a) { System.out.println(Real.class); }\n}", "Real", "Real"},
		{"a package", "package contest.sol;\npublic class Main { public static void main(String[] a) {} }", "contest.sol.Main", "Main"},
		{"a record and an enum before main", "record P(int x) {}\nenum E { A, B; }\npublic class Main { public static void main(String[] a) {} }", "Main", "Main"},
	}
	for _, c := range cases {
		class, public, err := javaMainClass(c.src)
		if err != nil || class != c.class || public != c.public {
			t.Errorf("%s: got (%q, %q, %v), want (%q, %q)", c.reason, class, public, err, c.class, c.public)
		}
	}
	if class, _, err := javaMainClass("public class Inherits extends Base { }"); err != nil || class != "Inherits" {
		t.Errorf("a public class without main (it may inherit one): got %q, %v, want Inherits", class, err)
	}
	if _, _, err := javaMainClass("class NoMain { void run() {} }"); err == nil {
		t.Error("no main and no public class: want an error")
	}
}

// A Java solution compiles with javac and runs with java -cp, the heap and
// stack limited by -Xmx/-Xss. (One javac only: it is slow.)
func TestJavaSolution(t *testing.T) {
	p, err := Build(context.Background(), "testdata/Main.java", BuildOptions{CacheDir: testCache})
	if err != nil {
		t.Fatalf("Build: %v", err)
	}
	p.Limits = Limits{Memory: 128 * MiB, Stack: 32 * MiB}
	argv := p.Argv()
	if !slices.Contains(argv, "-Xmx131072k") || !slices.Contains(argv, "-Xss32768k") || argv[len(argv)-1] != "Main" {
		t.Errorf("java command %q lacks the limits as -Xmx/-Xss or the class Main", argv)
	}
	out, err := p.Run(context.Background(), judgeInput(testCases()))
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	if got, want := lines(out), expectedLines(testCases()); !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	assertNoneLive(t)
}

// A public class in a file of another name (sol.java holding public class
// Solution) is compiled as Solution.java, as javac demands; the compile
// command here only checks the name it is given.
func TestJavaSourceIsRenamedAfterItsPublicClass(t *testing.T) {
	src := filepath.Join(t.TempDir(), "sol.java")
	body := "public class Solution { public static void main(String[] a) {} }"
	if err := os.WriteFile(src, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	check := `test "$(basename {src})" = Solution.java && test -d {out}`
	p, err := Build(context.Background(), src, BuildOptions{CacheDir: t.TempDir(), Compile: check})
	if err != nil {
		t.Fatalf("Build: %v", err)
	}
	if argv := p.Argv(); argv[len(argv)-1] != "Solution" {
		t.Errorf("java command %q does not run Solution", argv)
	}
}
