package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/oracle"
)

// TestCheckMeasuresReach: a file whose oracle cannot answer n at its top
// (10^5 divisors' game, no test_range) within the reach budget is not
// refused: check measures the reach, which is below the top, prints a
// test_range line to paste, and its last line says the top was not tried
// (exit 0). The figure depends on the machine: only its shape and that it
// is below the top are asserted.
func TestCheckMeasuresReach(t *testing.T) {
	path := filepath.Join("..", "..", "scripts", "budget", "slow.toml")
	out, errs, code := cli(t, "check", "--reach-budget", "200ms", path)
	if code != 0 {
		t.Fatalf("check: exit %d, %q %q", code, out, errs)
	}
	m := regexp.MustCompile(`reach: +the oracle answers n <= (\d+) within 0\.2 s \(n = 100000, the statement's top, is beyond it`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no measured reach in %q", out)
	}
	at, _ := strconv.Atoi(m[1])
	if at < 1 || at >= 100000 {
		t.Errorf("reach n <= %d: want below the top 100000", at)
	}
	if !strings.Contains(out, `paste:      test_range = ["n <= `+m[1]+`"]`) {
		t.Errorf("no test_range line to paste for n <= %s in %q", m[1], out)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if last := lines[len(lines)-1]; !strings.Contains(last, "not ok at the statement's top") || !strings.Contains(last, "n above "+m[1]) {
		t.Errorf("last line %q: want it to say n above %s was not tried", last, m[1])
	}
	if strings.HasPrefix(lines[0], path+": ok") {
		t.Errorf("first line %q says ok about a top it did not reach", lines[0])
	}
}

// TestCheckReachesTop: a fast oracle answers every bound's top: check says
// so bound by bound, ok, no test_range to paste and no line of bounds not
// tried.
func TestCheckReachesTop(t *testing.T) {
	path := filepath.Join("..", "..", "problems", "hdu1846.toml")
	out, errs, code := cli(t, "check", path)
	if code != 0 || !strings.HasPrefix(out, path+": ok\n") {
		t.Fatalf("check: exit %d, %q %q", code, out, errs)
	}
	for _, want := range []string{"reach:      n = 1000 (the statement's top): ", "reach:      m = 1000 (the statement's top): "} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in %q", want, out)
		}
	}
	if strings.Contains(out, "paste:") || strings.Contains(out, "not ok") {
		t.Errorf("a reached top still asks for a test_range: %q", out)
	}
}

// TestCheckDeclaredRange: a file with a test_range has declared its reach:
// check tries the statement's top alone, says it is beyond the oracle, asks
// for no test_range, and does not say ok (exit 0).
func TestCheckDeclaredRange(t *testing.T) {
	path := filepath.Join("..", "..", "problems", "cf1194d.toml")
	out, errs, code := cli(t, "check", path)
	if code != 0 || strings.HasPrefix(out, path+": ok") {
		t.Fatalf("check: exit %d, %q %q", code, out, errs)
	}
	if !strings.Contains(out, "reach:      n = 1000000000 (the statement's top) is beyond the oracle") || !strings.Contains(out, "answers are checked within test_range k <= 1000") {
		t.Errorf("no declared reach in %q", out)
	}
	if strings.Contains(out, "paste:") || !strings.Contains(out, "not ok at the statement's top") {
		t.Errorf("want no paste line and a last line saying the top was not tried: %q", out)
	}
}

// TestCheckTriesLengthTops: a bound that is a list's length (poj1704's n,
// atcoder-dp-k's n) has no boundary case at its top (corners keep lists
// short): check pins the bound there and asks the oracle about those
// cases and generated ones, rather than saying "not tried" or ok. Where
// the top answers (atcoder-dp-k), it says so and ok; where it does not
// (poj1704: a custom game on 1000 chessmen), the top is beyond the oracle
// and check does not say ok.
func TestCheckTriesLengthTops(t *testing.T) {
	dir := filepath.Join("..", "..", "problems")
	path := filepath.Join(dir, "atcoder-dp-k.toml")
	out, errs, code := cli(t, "check", path)
	if code != 0 || !strings.HasPrefix(out, path+": ok\n") {
		t.Fatalf("check %s: exit %d, %q %q", path, code, out, errs)
	}
	if !regexp.MustCompile(`reach: +n = 100 \(the statement's top\): [2-8] cases answered`).MatchString(out) || strings.Contains(out, "not tried (") {
		t.Errorf("check %s: want n's top tried and answered: %q", path, out)
	}
	path = filepath.Join(dir, "poj1704.toml")
	out, errs, code = cli(t, "check", "--reach-budget", "300ms", path)
	if code != 0 || strings.HasPrefix(out, path+": ok") {
		t.Fatalf("check %s: exit %d, %q %q; want exit 0, not ok", path, code, out, errs)
	}
	if !strings.Contains(out, "reach:      n = 1000 (the statement's top) is beyond the oracle within 0.3 s") || strings.Contains(out, "not tried (") {
		t.Errorf("check %s: want n = 1000 tried and beyond the oracle: %q", path, out)
	}
}

// TestCheckMeasuresPastASearchLimit: a catalogue game refused at the
// statement's top for its search limit (Grundy's game, n <= 10^6: "beyond
// the search limit 8192") is no bad file: check measures the reach down to
// the limit itself, and offers it as the test_range to paste; pasted, the
// file is checked (the limit is a heap the oracle answers). A sample
// outside a test_range is read at the statement's bounds: answered where
// the oracle can (a wrong one refused), not checked where it cannot.
func TestCheckMeasuresPastASearchLimit(t *testing.T) {
	path := filepath.Join("testdata", "check", "cses2207.toml")
	out, errs, code := cli(t, "check", path)
	if code != 0 {
		t.Fatalf("check: exit %d, %q %q", code, out, errs)
	}
	for _, want := range []string{
		"reach:      the oracle answers n <= 8192 within 2 s (n = 1000000, the statement's top, is beyond it: grundy-game: heap 1000000 is beyond the search limit 8192",
		`paste:      test_range = ["n <= 8192"]`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in %q", want, out)
		}
	}
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	withRange := func(r string) string {
		return strings.Replace(string(src), `position = "n"`, "position = \"n\"\ntest_range = [\""+r+"\"]", 1)
	}
	a, b := grundyWins(t, 500), grundyWins(t, 99)
	other := map[string]string{"first": "second", "second": "first"}
	for _, c := range []struct {
		reason, file string
		ok           bool
	}{
		{"the test_range pasted", withRange("n <= 8192"), true},
		{"a sample outside test_range that the oracle answers", withRange("n <= 100") + "\n[[sample]]\nin = \"2\\n500\\n99\\n\"\nout = \"" + a + "\\n" + b + "\\n\"\n", true},
		{"the same, answered wrong", withRange("n <= 100") + "\n[[sample]]\nin = \"2\\n500\\n99\\n\"\nout = \"" + other[a] + "\\n" + b + "\\n\"\n", false},
		{"a sample beyond the oracle", withRange("n <= 8192") + "\n[[sample]]\nin = \"1\\n1000000\\n\"\nout = \"first\\n\"\n", true},
	} {
		file := filepath.Join(t.TempDir(), "cses2207.toml")
		if err := os.WriteFile(file, []byte(c.file), 0o644); err != nil {
			t.Fatal(err)
		}
		out, errs, code := cli(t, "check", file)
		if (code == 0) != c.ok {
			t.Errorf("%s: exit %d, %q %q", c.reason, code, out, errs)
		}
	}
}

// grundyWins is "first" when Grundy's game from a heap of n (at most the
// search limit) is won by the mover, by the oracle's table.
func grundyWins(t *testing.T, n int64) string {
	t.Helper()
	v, _, err := oracle.GrundyGame().Grundy(n)
	if err != nil {
		t.Fatal(err)
	}
	if v != 0 {
		return "first"
	}
	return "second"
}

// TestCheckNamesTheCause: where the oracle does not reach the top, check
// names what its search measured before it offers a test_range: a hash
// memo (a variable that climbs past the case's numbers, so no box is
// guessed) with the bounds that hold the positions of the largest case
// answered, to paste; moves run by expr-lang (spoj-ngm's 10 ** #). The
// same game with those bounds declared is not said to have a hash memo.
func TestCheckNamesTheCause(t *testing.T) {
	path := filepath.Join("testdata", "check", "take-counted.toml")
	out, errs, code := cli(t, "check", "--reach-budget", "100ms", path) // 2·10^6 positions at the top: far from 0.1 s depth first
	if code != 0 {
		t.Fatalf("check: exit %d, %q %q", code, out, errs)
	}
	cause := strings.Index(out, "cause:      a packed hash table memo, searched depth first: no state bounds declared")
	bounds := strings.Index(out, `paste:      bounds = ["0 <= i <= n", "0 <= c <= 2 * n"]`)
	rng := strings.Index(out, "paste:      test_range")
	if cause < 0 || bounds < cause || rng >= 0 && rng < bounds {
		t.Errorf("want the hash memo named, then the bounds to paste, before any test_range:\n%s", out)
	}
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	declared := filepath.Join(t.TempDir(), "declared.toml")
	body := strings.Replace(string(src), `start  = "[0, 0]"`, "start  = \"[0, 0]\"\nbounds = [\"0 <= i <= n\", \"0 <= c <= 2 * n\"]", 1)
	if err := os.WriteFile(declared, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code = cli(t, "check", "--reach-budget", "300ms", declared)
	if code != 0 || strings.Contains(out, "hash table memo") || strings.Contains(out, "paste:      bounds") {
		t.Errorf("bounds declared: exit %d, %q %q; want no hash memo named and no bounds to paste", code, out, errs)
	}
	out, errs, code = cli(t, "check", "--reach-budget", "300ms", filepath.Join("..", "..", "problems", "spoj-ngm.toml"))
	if code != 0 || !strings.Contains(out, "cause:      the moves run by expr-lang") {
		t.Errorf("spoj-ngm: exit %d, %q %q; want expr-lang named", code, out, errs)
	}
}
