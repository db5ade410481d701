package problemfile

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/stress"
	"github.com/gamestress/gamestress/stress/runner"
)

// checkRefTimeout bounds building and running the brute force in check.
const checkRefTimeout = 2 * time.Minute

// checkReference builds the brute force at path (any language run builds,
// through the user's build cache) and checks a layout-only problem's
// samples against it, under the problem's limits. It says what it checked,
// or why the brute force is refused.
func checkReference(p *problem.Problem, path string) (string, error) {
	if p.SampleIn == "" {
		return "none (add [[sample]] in = ..., out = ... from the statement, so that your brute force is checked)", nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), checkRefTimeout)
	defer cancel()
	jc := problem.JudgeCompile(p.Judge)
	prog, err := runner.Build(ctx, path, runner.BuildOptions{Flags: jc.Flags(), Std: jc.Std})
	var ce *runner.CompileError
	switch {
	case errors.As(err, &ce):
		return "", fmt.Errorf("the reference %s does not compile (%s): %s", path, ce.Command, firstLine(ce.Output))
	case err != nil:
		return "", fmt.Errorf("--reference %s: %w", path, err)
	}
	prog.Limits = runner.Limits{Time: p.Limits.Time, Memory: p.Limits.Memory, Stack: p.Limits.Stack}
	ref := &stress.Reference{P: p, Target: prog}
	if err := ref.CheckSample(ctx, p.SampleIn, p.SampleOut); err != nil {
		return "", fmt.Errorf("your brute force %s on the statement's sample: %w", path, err)
	}
	cs, err := p.Parse([]byte(p.SampleIn))
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("your brute force %s agrees with the statement (%d cases)", path, len(cs)), nil
}

func firstLine(s string) string {
	for i := range len(s) {
		if s[i] == '\n' {
			return s[:i]
		}
	}
	return s
}
