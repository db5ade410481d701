package importer

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// Companion is the JSON that Competitive Companion sends for one problem
// (its README, "The format"): the fields gamestress reads. Unknown fields
// are ignored, as the README asks of tools.
type Companion struct {
	Name        string          `json:"name"`
	Group       string          `json:"group"`
	URL         string          `json:"url"`
	Interactive bool            `json:"interactive"`
	MemoryLimit float64         `json:"memoryLimit"` // MB
	TimeLimit   float64         `json:"timeLimit"`   // ms
	Tests       []CompanionTest `json:"tests"`
	TestType    string          `json:"testType"` // "single" or "multiNumber" (a first line gives the number of tests)
	Input       struct {
		Type     string `json:"type"` // "stdin", "file", "regex"
		FileName string `json:"fileName"`
	} `json:"input"`
	Output struct {
		Type     string `json:"type"` // "stdout", "file"
		FileName string `json:"fileName"`
	} `json:"output"`
	Batch struct {
		ID   string `json:"id"`
		Size int    `json:"size"` // problems in the batch: 1 for one problem, the contest's count for a contest
	} `json:"batch"`
}

// CompanionTest is one sample test.
type CompanionTest struct {
	Input  string `json:"input"`
	Output string `json:"output"`
}

// ErrNotCompanion is wrapped by ParseCompanion for a body that is not
// Competitive Companion's JSON.
var ErrNotCompanion = errors.New("not Competitive Companion's JSON")

// ParseCompanion decodes one problem. A body that is not a JSON object, has
// trailing data, or lacks a name is an error wrapping ErrNotCompanion that
// says what is wrong.
func ParseCompanion(data []byte) (*Companion, error) {
	var c Companion
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&c); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNotCompanion, jsonError(data, err))
	}
	if dec.More() {
		return nil, fmt.Errorf("%w: data after the JSON object", ErrNotCompanion)
	}
	if strings.TrimSpace(c.Name) == "" {
		return nil, fmt.Errorf("%w: no \"name\"", ErrNotCompanion)
	}
	return &c, nil
}

// jsonError says where a JSON syntax error is (line and column).
func jsonError(data []byte, err error) string {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		line, col := position(data, se.Offset-1) // Offset counts the bad byte
		return fmt.Sprintf("line %d, column %d: %v", line, col, se)
	case errors.As(err, &te):
		line, col := position(data, te.Offset)
		return fmt.Sprintf("line %d, column %d: %q is a %s, want a %s", line, col, te.Field, te.Value, te.Type)
	}
	return err.Error()
}

func position(data []byte, off int64) (line, col int) {
	off = min(max(off, 0), int64(len(data)))
	before := data[:off]
	line = bytes.Count(before, []byte("\n")) + 1
	col = int(off) - bytes.LastIndexByte(before, '\n')
	return line, col
}

// FromCompanion makes the Draft of one problem sent by Competitive
// Companion.
func FromCompanion(c *Companion) *Draft {
	d := &Draft{Title: strings.TrimSpace(c.Name), Source: c.URL, Group: c.Group, Interactive: c.Interactive}
	u, err := url.Parse(c.URL)
	if err != nil || u.Host == "" {
		u = nil
		d.Notes = append(d.Notes, fmt.Sprintf("the URL %q names no judge: judge left for you", c.URL))
	} else {
		if d.Judge, d.Host = judgeOf(u); d.Judge != "" {
			d.Host = ""
		}
	}
	d.ID = idOf(d.Title, u, d.Judge)
	d.Time, d.Limit = limitText(c.TimeLimit)
	d.Memory = memoryText(c.MemoryLimit)
	if d.Time == "" || d.Memory == "" {
		d.Notes = append(d.Notes, "Competitive Companion sent no time or memory limit: the judge's preset stands in (copy the statement's)")
	}
	if c.Input.Type == "file" || c.Output.Type == "file" {
		d.Notes = append(d.Notes, fmt.Sprintf("the judge reads %q and writes %q, not standard input and output: gamestress runs solutions on standard input and output", c.Input.FileName, c.Output.FileName))
	}
	for _, t := range c.Tests {
		d.Samples = append(d.Samples, Sample{In: t.Input, Out: t.Output})
	}
	if len(d.Samples) == 0 {
		d.Notes = append(d.Notes, "no sample test was sent: copy the statement's into [[sample]]")
	}
	if c.Interactive {
		d.Notes = append(d.Notes, "interactive: gamestress plays the jury; declare [interact] (docs/problem-files.md) once [game] is declared")
		return d
	}
	d.Layout, err = GuessLayout(d.Samples, c.TestType == "multiNumber")
	if err != nil {
		d.Notes = append(d.Notes, "input layout not guessed: "+err.Error())
	}
	return d
}
