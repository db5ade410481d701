package diagnose

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
)

// A sanitizer's report, as GCC's and Clang's runtimes print it.
var (
	reASanError  = regexp.MustCompile(`==\d+==ERROR: AddressSanitizer: ([\w-]+)`)
	reAccess     = regexp.MustCompile(`^(READ|WRITE) of size (\d+) at`)
	reSignal     = regexp.MustCompile(`The signal is caused by a (READ|WRITE) memory access`)
	reZeroPage   = regexp.MustCompile(`address points to the zero page`)
	reFrame      = regexp.MustCompile(`^\s*#\d+ 0x[0-9a-f]+ in (.+?) (\S+?):(\d+)(?::\d+)?$`)
	reStackVar   = regexp.MustCompile(`'([^']+)' \(line (\d+)\) <== Memory access at offset \d+ (?:partially )?(overflows|underflows) this variable`)
	reGlobalVar  = regexp.MustCompile(`located (\d+) bytes (to the right|to the left) of global variable '([^']+)' defined in '([^':]+):(\d+)`)
	reHeapRegion = regexp.MustCompile(`located (\d+) bytes (to the right|to the left|inside) of (\d+)-byte region`)
	// UBSan's line may follow ASan's first line on the same line of the
	// file (both write to one log, unsynchronised).
	reUBSan = regexp.MustCompile(`(\S+?):(\d+):\d+: runtime error: (.+)$`)
	reIndex = regexp.MustCompile(`^index (-?\d+) out of bounds for type '([^']+)'$`)
)

// sanReport is what a sanitizer's first error says.
type sanReport struct {
	kind   string // "stack-buffer-overflow", "SEGV", ..., or "undefined behaviour" (UBSan alone)
	access string // "write of 4 bytes", "read of address 0 (a null pointer)"
	where  string // "stack_oob.cpp:7", the first frame in the solution's own file
	fn     string // its function
	object string // "past 'sg' (declared at line 6)", "past a 40-byte heap block"
	ub     string // UBSan's message at the same line: "index 600 of int[600]"
}

// parseSanitizer reads the report a sanitized run wrote (its log) about
// the solution file source: ok is false when it holds no error.
func parseSanitizer(log, source string) (sanReport, bool) {
	lines := strings.Split(log, "\n")
	ubs := ubsanErrors(lines, source)
	for i, l := range lines {
		m := reASanError.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		r := asanError(m[1], lines[i+1:], source)
		for _, u := range ubs {
			// UBSan's word on the same line, its index first; not its
			// "insufficient space" echo of ASan's error.
			if u.where == r.where && !strings.Contains(u.ub, "with insufficient space") &&
				(r.ub == "" || strings.HasPrefix(u.ub, "index ")) {
				r.ub = u.ub
			}
		}
		return r, true
	}
	if len(ubs) > 0 {
		return ubs[0], true
	}
	return sanReport{}, false
}

// asanError reads one AddressSanitizer error (its first line gave kind)
// from the lines after it, up to its SUMMARY.
func asanError(kind string, rest []string, source string) sanReport {
	r := sanReport{kind: kind}
	first := ""
	for _, l := range rest {
		if strings.HasPrefix(l, "SUMMARY:") {
			break
		}
		switch m := reAccess.FindStringSubmatch(l); {
		case m != nil:
			r.access = fmt.Sprintf("%s of %s bytes", strings.ToLower(m[1]), m[2])
			continue
		}
		if m := reSignal.FindStringSubmatch(l); m != nil {
			r.access = strings.ToLower(m[1]) + " of a bad address"
		}
		if reZeroPage.MatchString(l) {
			r.access += " (near 0: a null pointer)"
		}
		if m := reFrame.FindStringSubmatch(l); m != nil {
			at := filepath.Base(m[2]) + ":" + m[3]
			if first == "" {
				first = at
			}
			if r.where == "" && sameFile(m[2], source) {
				r.where, r.fn = at, m[1]
			}
		}
		if m := reStackVar.FindStringSubmatch(l); m != nil && r.object == "" {
			r.object = fmt.Sprintf("%s '%s' (declared at line %s)", side(m[3]), m[1], m[2])
		}
		if m := reGlobalVar.FindStringSubmatch(l); m != nil && r.object == "" {
			r.object = fmt.Sprintf("%s the global '%s' (declared at line %s)", side(m[2]), m[3], m[5])
		}
		if m := reHeapRegion.FindStringSubmatch(l); m != nil && r.object == "" {
			r.object = fmt.Sprintf("%s a %s-byte heap block", side(m[2]), m[3])
		}
	}
	if r.where == "" {
		r.where = first
	}
	return r
}

// side says where an access fell against an object.
func side(s string) string {
	switch s {
	case "to the left", "underflows":
		return "before"
	case "inside":
		return "inside"
	}
	return "past"
}

// ubsanErrors are UBSan's errors in the solution's file, in order.
func ubsanErrors(lines []string, source string) []sanReport {
	var out []sanReport
	for _, l := range lines {
		m := reUBSan.FindStringSubmatch(l)
		if m == nil || !sameFile(m[1], source) {
			continue
		}
		msg := m[3]
		if ix := reIndex.FindStringSubmatch(msg); ix != nil {
			msg = fmt.Sprintf("index %s of %s", ix[1], strings.ReplaceAll(ix[2], " [", "["))
		}
		out = append(out, sanReport{kind: "undefined behaviour", where: filepath.Base(m[1]) + ":" + m[2], ub: msg})
	}
	return out
}

// sameFile: a path in a report names the solution file (compiled by its
// absolute path; a report may give it whole or by its name).
func sameFile(path, source string) bool {
	return path == source || filepath.Base(path) == filepath.Base(source)
}

// String is the finding's text: "stack-buffer-overflow: write of 4 bytes
// at stack_oob.cpp:7 in main, past 'sg' (declared at line 6); index 600
// of int[600]".
func (r sanReport) String() string {
	if r.kind == "undefined behaviour" {
		return r.kind + " at " + r.where + ": " + r.ub
	}
	s := r.kind
	if r.access != "" {
		s += ": " + r.access
	}
	if r.where != "" {
		s += " at " + r.where
		if r.fn != "" && r.fn != "main" {
			s += " in " + r.fn
		}
	}
	if r.object != "" {
		s += ", " + r.object
	}
	if r.ub != "" {
		s += "; " + r.ub
	}
	return s
}
