package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
)

// maxAnswerInput bounds what `answer` reads: far above any judge input
// (hdu2176's largest, 200000 heaps of 10^9, is about 2 MiB), so that a
// stray stream (answer < /dev/zero) is refused instead of filling memory.
const maxAnswerInput = 64 << 20

// stdin is what `answer` reads; tests replace it.
var stdin io.Reader = os.Stdin

// cmdAnswer prints the oracle's expected output for a judge input on stdin.
// An invalid input is a usage error naming the line and token at fault.
func cmdAnswer(stdout, stderr io.Writer, args []string) error {
	p, err := problemArg("answer", "usage: gamestress answer PROBLEM < input", stderr, args)
	if err != nil {
		return err
	}
	in, err := io.ReadAll(io.LimitReader(stdin, maxAnswerInput+1))
	if err != nil {
		return fmt.Errorf("answer: reading standard input: %w", err)
	}
	if len(in) > maxAnswerInput {
		return usageErrorf("answer %s: standard input is larger than %d MiB: not a judge input", p.ID, maxAnswerInput>>20)
	}
	cases, err := p.Parse(in)
	if err != nil {
		return usageErrorf("answer %s: invalid input: %v", p.ID, err)
	}
	w := bufio.NewWriter(stdout)
	for i, c := range cases {
		ans, err := p.AnswerAt(c, i)
		if err != nil {
			w.Flush()
			return fmt.Errorf("answer %s: the oracle failed on case %d: %w", p.ID, i+1, err)
		}
		w.WriteString(ans)
		w.WriteByte('\n')
	}
	return w.Flush()
}
