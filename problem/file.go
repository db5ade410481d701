package problem

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/pelletier/go-toml/v2"

	"github.com/gamestress/gamestress/problem/gamedef"
	"github.com/gamestress/gamestress/problem/judge"
)

// fileSpec is a problem file as written (docs/problem-files.md).
type fileSpec struct {
	fileCommon
	Game *gameSpec `toml:"game"`
	// custom is the [game] of name = "custom", decoded by gamefile.go
	custom *gamedef.GameFile
}

// fileCommon is everything but [game].
type fileCommon struct {
	ID     string `toml:"id"`
	Title  string `toml:"title"`
	Source string `toml:"source"`
	Judge  string `toml:"judge"`
	Time   string `toml:"time"`
	Memory string `toml:"memory"`
	Stack  string `toml:"stack"`

	Input    *inputSpec           `toml:"input"`
	Output   *outputSpec          `toml:"output"`
	Answer   *judge.AnswerTable   `toml:"answer"`   // move_file.go (issue 13)
	Interact *judge.InteractTable `toml:"interact"` // move_file.go (issue 13)
	Sample   []sampleSpec         `toml:"sample"`
	Case     []caseSpec           `toml:"case"`
}

// customFileSpec reads a file whose game is custom: its [game] keys are
// DecodeGameFile's (gamefile.go), which checks them strictly.
type customFileSpec struct {
	fileCommon
	Game map[string]any `toml:"game"`
}

type inputSpec struct {
	Framing    string   `toml:"framing"`
	Count      string   `toml:"count"`
	Terminator string   `toml:"terminator"`
	Lines      []string `toml:"lines"`
	Bounds     []string `toml:"bounds"`
	Require    []string `toml:"require"`
	// Total: promises over all the cases of one input (total.go)
	Total []string `toml:"total"`
	// Words: word fields by name, each with its alphabet (tokens.go)
	Words  map[string]string `toml:"words"`
	Batch  int               `toml:"batch"`
	Shrink []string          `toml:"shrink"`
	// notLone: hold a case that is one list with its length (`["n",
	// "p[n]"]`) as the layout's walk does, length first, not as the list
	// alone (JudgeScale, when the test range made the file's own layout a
	// walk: both must hold a case alike)
	notLone bool
}

type gameSpec struct {
	Name       string   `toml:"name"`
	M          string   `toml:"m"`
	A          string   `toml:"a"`
	B          string   `toml:"b"`
	Moves      string   `toml:"moves"`
	Code       string   `toml:"code"`
	Position   string   `toml:"position"`
	Play       string   `toml:"play"`
	Boundaries *bool    `toml:"boundaries"`
	TestRange  []string `toml:"test_range"`
}

type outputSpec struct {
	Case string `toml:"case"`
}

type sampleSpec struct {
	In  string `toml:"in"`
	Out string `toml:"out"`
}

type caseSpec struct {
	In string `toml:"in"`
}

// FileError is a problem file that cannot be used: the file, the line
// (0 when the fault has no line) and what is wrong, on one line.
type FileError struct {
	File string
	Line int
	Msg  string
}

func (e *FileError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.File, e.Msg)
}

// decodeFile reads a problem file strictly: an unknown key, a wrong type
// or a syntax error is a *FileError with the line.
func decodeFile(name string, data []byte) (*fileSpec, error) {
	var fs fileSpec
	dec := toml.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var err error
	if gamedef.IsCustomGameFile(data) {
		var cs customFileSpec
		if err = dec.Decode(&cs); err == nil {
			fs.fileCommon = cs.fileCommon
			gf, gerr := gamedef.DecodeGameFile(name, data)
			if gerr != nil {
				return nil, gerr
			}
			fs.custom = gf
			fs.Game = &gameSpec{Name: "custom"}
			if b, ok := cs.Game["boundaries"].(bool); ok {
				fs.Game.Boundaries = &b
			}
			if tr, ok := cs.Game["test_range"].([]any); ok {
				for _, x := range tr {
					if s, ok := x.(string); ok {
						fs.Game.TestRange = append(fs.Game.TestRange, s)
					}
				}
			}
		}
	} else {
		err = dec.Decode(&fs)
	}
	var de *toml.DecodeError
	var sm *toml.StrictMissingError
	switch {
	case err == nil:
		return &fs, nil
	case errors.As(err, &sm) && len(sm.Errors) > 0:
		e := sm.Errors[0]
		row, _ := e.Position()
		return nil, &FileError{name, row, fmt.Sprintf("unknown key %s", strings.Join(e.Key(), "."))}
	case errors.As(err, &de):
		row, _ := de.Position()
		msg := strings.TrimPrefix(de.Error(), "toml: ")
		if k := de.Key(); len(k) > 0 {
			msg = strings.Join(k, ".") + ": " + msg
		}
		return nil, &FileError{name, row, msg}
	}
	return nil, &FileError{name, 0, err.Error()}
}

// keyLine finds the line of key in table ("" the top level; "sample#2" the
// second [[sample]]), for errors about a value; 0 when absent.
func keyLine(data []byte, table, key string) int {
	want, nth := table, 1
	if t, n, ok := strings.Cut(table, "#"); ok {
		want = t
		fmt.Sscan(n, &nth)
	}
	cur, seen := "", 0
	reKey := regexp.MustCompile(`^\s*` + regexp.QuoteMeta(key) + `\s*=`)
	for i, line := range strings.Split(string(data), "\n") {
		t := strings.TrimSpace(line)
		if strings.HasPrefix(t, "[") {
			cur = strings.Trim(strings.SplitN(t, "]", 2)[0]+"]", "[] ")
			if cur == want {
				seen++
			}
			continue
		}
		if cur == want && (want == "" || seen == nth) && key != "" && reKey.MatchString(line) {
			return i + 1
		}
		if key == "" && cur == want && seen == nth && want != "" {
			return i // the table's header
		}
	}
	return 0
}
