package judge

import (
	"bufio"
	"bytes"
	"fmt"
	"strings"
)

// CheckSample plays the statement's sample interaction of an interactive
// problem (SampleOut: one line per message, "< " what the jury writes, "> "
// what the program writes) through the protocol: the program's lines are
// fed to the jury, the jury's moves are the sample's, and every line the
// jury writes must be the sample's. So a misread protocol (a missing count
// line, a wrong end-of-game line, a move the oracle finds illegal or a
// sample program that loses) is refused. An empty SampleOut has nothing to
// check.
func (ck *Checker) CheckSample(in, out string) error {
	if ck.Interact == nil || out == "" {
		return nil
	}
	var jury, prog []string
	for i, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		switch {
		case strings.HasPrefix(l, "< "):
			jury = append(jury, l[2:])
		case strings.HasPrefix(l, "> "):
			prog = append(prog, l[2:])
		default:
			return fmt.Errorf("%s: sample interaction line %d: want \"< \" (jury) or \"> \" (program), got %q", ck.ID, i+1, l)
		}
	}
	cases, err := ck.Format.ParseAll([]byte(in))
	if err != nil {
		return fmt.Errorf("%s: sample input: %w", ck.ID, err)
	}
	var sent bytes.Buffer
	d := &dialog{p: ck, proto: ck.Interact, cases: cases, script: &script{lines: jury}}
	ch := &Channel{
		From:    bufio.NewReader(strings.NewReader(strings.Join(prog, "\n") + "\n")),
		To:      bufio.NewWriter(&sent),
		CloseTo: func() {},
	}
	if err := d.run(ch); err != nil {
		return fmt.Errorf("%s: sample interaction, game %d: %w\n%s", ck.ID, d.game+1, err, d.tr.String())
	}
	if got, want := strings.TrimSuffix(sent.String(), "\n"), strings.Join(jury, "\n"); got != want {
		return fmt.Errorf("%s: sample interaction: the jury wrote\n%s\nbut the sample has\n%s", ck.ID, got, want)
	}
	return nil
}
