package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/gamestress/gamestress/cmd/gamestress/internal/problemfile"
	"github.com/gamestress/gamestress/importer"
)

// maxImport caps a Competitive Companion JSON file or body: a problem with
// its samples is a few kB; a contest's biggest statement samples stay far
// below this.
const maxImport = 16 << 20

// newFrom is `gamestress new --from PATH [OUT.toml]`: a problem file from
// Competitive Companion's JSON or a folder of sample pairs, written to OUT
// (default: ID.toml), never over an existing file.
func newFrom(stdout io.Writer, fs *flag.FlagSet, from string, pos []string) error {
	var blank []string
	fs.Visit(func(f *flag.Flag) {
		if f.Name != "from" {
			blank = append(blank, "--"+f.Name)
		}
	})
	if len(blank) > 0 {
		return usageErrorf("new: %s: with --from the layout comes from the samples and the game is left for you (drop %s)", strings.Join(blank, ", "), strings.Join(blank, ", "))
	}
	if len(pos) > 1 {
		return usageErrorf("new: --from: want at most one OUT.toml, got %d arguments", len(pos))
	}
	d, kind, err := draftFrom(from)
	if err != nil {
		return err
	}
	out := d.ID + ".toml"
	if len(pos) == 1 {
		out = pos[0]
	}
	if err := writeNewFile(out, problemfile.Template{Draft: d}.Text()); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s from %s: %s\n", out, kind, draftSummary(d))
	fmt.Fprintf(stdout, "next: gamestress check %s   (it says what is still missing)\n", out)
	return nil
}

// draftFrom reads a JSON file or a folder; kind names it for messages.
func draftFrom(path string) (*importer.Draft, string, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, "", usageErrorf("new: --from %s: %v", path, unwrapPathError(err))
	}
	if fi.IsDir() {
		d, err := importer.FromDir(path)
		if err != nil {
			return nil, "", usageErrorf("new: --from %v", err)
		}
		return d, "the sample folder " + path, nil
	}
	if fi.Size() > maxImport {
		return nil, "", usageErrorf("new: --from %s: %d bytes, over the %d MiB a problem's JSON may have", path, fi.Size(), maxImport>>20)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, "", usageErrorf("new: --from %s: %v", path, unwrapPathError(err))
	}
	c, err := importer.ParseCompanion(data)
	if err != nil {
		return nil, "", usageErrorf("new: --from %s: %v", path, err)
	}
	return importer.FromCompanion(c), "Competitive Companion's JSON", nil
}

// draftSummary is one line: samples, limits, layout.
func draftSummary(d *importer.Draft) string {
	var parts []string
	parts = append(parts, plural(len(d.Samples), "sample"))
	if d.Judge != "" {
		parts = append(parts, "judge "+d.Judge)
	}
	if d.Time != "" || d.Memory != "" {
		parts = append(parts, strings.TrimSpace(d.Time+" "+d.Memory))
	}
	switch {
	case d.Interactive:
		parts = append(parts, "interactive")
	case d.Layout != nil:
		parts = append(parts, "input guessed: "+strings.Join(d.Layout.Lines, " / ")+" ("+d.Layout.Framing+")")
	default:
		parts = append(parts, "input not guessed")
	}
	return strings.Join(parts, ", ")
}
