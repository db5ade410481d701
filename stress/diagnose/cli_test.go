package diagnose

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/corpus"
)

var updateDoc = flag.Bool("update", false, "rewrite docs/diagnosis.md from the runs of TestCommandLine")

// docPath is the table of the kinds, their planted programs and what the
// command line prints for each.
const docPath = "../../docs/diagnosis.md"

// shown are the planted programs of the docs' table: one a kind, each
// run through `gamestress run` from a corpus holding the input the search
// finds (so the run starts at it: the search itself is tested elsewhere).
var shown = []struct {
	kind          Kind
	problem, file string
	input         string // "" for a program that does not compile
	flags         []string
}{
	{Sanitizer, "hdu1846", "hdu1846/stack-oob.cpp", "1\n610 1\n", nil},
	{StackOverflow, "hdu1846", "hdu1846/deep-recursion.cpp", "1\n1000 1\n", nil},
	{StateAcrossCases, "hdu1846", "hdu1846/keep-table.cpp", "2\n1 1\n2 2\n", nil},
	{Overflow, "testdata/nim-xor.toml", "xor-int32.cpp", "1\n1\n2147483648\n", nil},
	{Swapped, "hdu1846", "hdu1846/swapped-words.cpp", "1\n1 1\n", nil},
	{Pattern, "hdu1846", "hdu1846/mod-m.cpp", "1\n1 1\n", nil},
	{OnlyAtTop, "hdu1846", "hdu1846/top-one-short.cpp", "1\n1000 1\n", nil},
	// A hang under --time 200ms: its confirming re-runs are quick. (The
	// fitted growths of TestPlanted need whole seconds of runs and of
	// shrinking before them.)
	{Growth, "hdu1846", "hdu1846/hangs-when-m-is-1.cpp", "1\n2 1\n", []string{"--time", "200ms"}},
	{JudgeEnv, "cf1194d", "cf1194d/read-namespace.cpp", "", nil},
	{Flush, "a904", "a904/no-flush.cpp", "1\n1\n1\n", nil},
	{Stderr, "hdu1846", "hdu1846/stderr-flood.cpp", "1\n1 1\n", nil},
	{OutputFlood, "hdu1846", "hdu1846/stdout-flood.cpp", "1\n1 1\n", nil},
}

// quiet are planted programs that fail with no diagnosis: through the
// command line too, their reports carry no "why:" block and no
// "diagnosis" list.
var quiet = []struct {
	problem, file, input, verdict, reason string
}{
	{"hdu1846", "hdu1846/index-error.py", "1\n600 1\n", "RuntimeError", "a Python crash: no sanitizer, no stack overflow"},
	{"cf1104b", "cf1104b/special-case.cpp", "abacaba\n", "WrongAnswer", "one string answered wrong: no pattern over its letters"},
}

// TestCommandLineQuiet runs the quiet programs through the command line:
// the verdict is reported, and no kind is.
func TestCommandLineQuiet(t *testing.T) {
	bin := buildCommand(t)
	for _, q := range quiet {
		t.Run(strings.TrimSuffix(filepath.Base(q.file), filepath.Ext(q.file)), func(t *testing.T) {
			dir := t.TempDir()
			p := open(t, q.problem)
			if _, err := (corpus.Store{Dir: dir}).Save(p.ID, []byte(q.input), nil); err != nil {
				t.Fatal(err)
			}
			args := []string{"run", q.problem, filepath.Join("testdata", q.file), "--corpus", dir, "--budget", "60s"}
			js, _ := command(t, bin, append(args, "--json")...)
			var rep struct {
				Verdict   string          `json:"verdict"`
				Diagnosis json.RawMessage `json:"diagnosis"`
			}
			if err := json.Unmarshal([]byte(js), &rep); err != nil {
				t.Fatalf("%s: not JSON: %v\n%s", q.file, err, js)
			}
			if rep.Verdict != q.verdict || rep.Diagnosis != nil {
				t.Errorf("%s (%s): --json gives %s with the diagnosis %s, want %s and none", q.file, q.reason, rep.Verdict, rep.Diagnosis, q.verdict)
			}
			out, errs := command(t, bin, args...)
			if !strings.Contains(out+errs, q.verdict) || strings.Contains(out+errs, "why:") {
				t.Errorf("%s (%s): the text report, want %s and no why: block:\n%s%s", q.file, q.reason, q.verdict, out, errs)
			}
		})
	}
}

// TestCommandLine runs the planted program of every kind through the
// command line, in JSON and in text: each report carries its kind, in
// the "diagnosis" list and in the "why:" block. With -update it writes
// the table of docs/diagnosis.md from the texts; without, the table must
// name every kind's program.
func TestCommandLine(t *testing.T) {
	bin := buildCommand(t)
	rows := map[Kind]Finding{}
	inputs := map[Kind]string{}
	for _, sh := range shown {
		t.Run(string(sh.kind), func(t *testing.T) {
			dir := t.TempDir()
			// A budget that the shrink cannot end on a loaded machine: the
			// run ends when the failure is shrunk, and the diagnosis has
			// its whole 5 s.
			args := []string{"run", sh.problem, filepath.Join("testdata", sh.file), "--corpus", dir, "--budget", "60s"}
			args = append(args, sh.flags...)
			if sh.input != "" {
				p := open(t, sh.problem)
				if _, err := (corpus.Store{Dir: dir}).Save(p.ID, []byte(sh.input), nil); err != nil {
					t.Fatal(err)
				}
			}
			js, _ := command(t, bin, append(args, "--json")...)
			var rep struct {
				Verdict   string    `json:"verdict"`
				Input     string    `json:"input"`
				Diagnosis []Finding `json:"diagnosis"`
			}
			if err := json.Unmarshal([]byte(js), &rep); err != nil {
				t.Fatalf("%s: not JSON: %v\n%s", sh.file, err, js)
			}
			var found Finding
			for _, f := range rep.Diagnosis {
				if f.Kind == sh.kind {
					found = f
				}
			}
			if found.Text == "" {
				t.Fatalf("%s: --json gives %s with the diagnosis %+v, want %s", sh.file, rep.Verdict, rep.Diagnosis, sh.kind)
			}
			rows[sh.kind], inputs[sh.kind] = found, rep.Input
			out, errs := command(t, bin, args...)
			if line := "  " + string(sh.kind) + ": "; !strings.Contains(out+errs, "why:\n") || !strings.Contains(out+errs, line) {
				t.Errorf("%s: the text report has no why: block with %q:\n%s%s", sh.file, line, out, errs)
			}
		})
	}
	var listed []Kind
	for _, sh := range shown {
		listed = append(listed, sh.kind)
	}
	if !slices.Equal(listed, Kinds()) {
		t.Errorf("the command line is run for the kinds %v, want every kind, in report order: %v", listed, Kinds())
	}
	doc, err := os.ReadFile(docPath)
	if err != nil {
		t.Fatal(err)
	}
	if *updateDoc {
		doc, err = withTable(doc, docTable(rows, inputs))
		if err == nil {
			err = os.WriteFile(docPath, doc, 0o644)
		}
		if err != nil {
			t.Fatal(err)
		}
		return
	}
	for _, sh := range shown {
		if row := fmt.Sprintf("| `%s` | `%s` |", sh.kind, sh.file); !bytes.Contains(doc, []byte(row)) {
			t.Errorf("%s has no row %q (go test ./stress/diagnose -run TestCommandLine -update)", docPath, row)
		}
	}
}

// buildCommand builds cmd/gamestress once for the test.
func buildCommand(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "gamestress")
	cmd := exec.Command("go", "build", "-o", bin, "../../cmd/gamestress")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// command runs the binary with the test's build cache, and returns its
// standard output and error.
func command(t *testing.T, bin string, args ...string) (string, string) {
	t.Helper()
	cmd := exec.Command(bin, append(args, "--cache", testCache)...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	cmd.Run() // exit 1 (a failure) and 2 (no compile) are the point
	return out.String(), errb.String()
}

// The table's place in docs/diagnosis.md.
const (
	tableBegin = "<!-- the kinds' table: go test ./stress/diagnose -run TestCommandLine -update -->\n"
	tableEnd   = "<!-- end of the kinds' table -->\n"
)

// withTable is doc with its table replaced.
func withTable(doc, table []byte) ([]byte, error) {
	i, j := bytes.Index(doc, []byte(tableBegin)), bytes.Index(doc, []byte(tableEnd))
	if i < 0 || j < i {
		return nil, fmt.Errorf("%s: no %q ... %q", docPath, tableBegin, tableEnd)
	}
	return slices.Concat(doc[:i+len(tableBegin)], table, doc[j:]), nil
}

// docTable is the table: the kinds, their programs, the input reported
// and the text the command line printed; then the pictures.
func docTable(rows map[Kind]Finding, inputs map[Kind]string) []byte {
	var b bytes.Buffer
	b.WriteString("| kind | planted program (stress/diagnose/testdata/) | problem | reported input | what `gamestress run` printed |\n|---|---|---|---|---|\n")
	for _, sh := range shown {
		input := strings.ReplaceAll(strings.TrimSpace(inputs[sh.kind]), "\n", " / ")
		if input == "" {
			input = "(does not compile)"
		}
		fmt.Fprintf(&b, "| `%s` | `%s` | %s | `%s` | %s |\n", sh.kind, sh.file, strings.TrimPrefix(sh.problem, "testdata/"),
			input, strings.ReplaceAll(rows[sh.kind].Text, "|", "\\|"))
	}
	for _, sh := range shown {
		if pic := rows[sh.kind].Picture; pic != "" {
			fmt.Fprintf(&b, "\nThe %s's picture, under its line:\n\n", sh.kind)
			for _, l := range strings.Split(pic, "\n") {
				b.WriteString("    " + l + "\n")
			}
		}
	}
	return b.Bytes()
}
