package diagnose

import (
	"context"
	"fmt"

	"github.com/gamestress/gamestress/stress"
)

// stackOverflow runs a crash again with a stress.DiagnoseStack stack:
// when it then runs to its end, the crash was the stack's.
func (b *bench) stackOverflow(ctx context.Context) []Finding {
	st, ok := b.s.Target.(stress.Stacked)
	if !ok {
		return nil
	}
	stack, from := st.Stack()
	if stack <= 0 || stack >= stress.DiagnoseStack {
		return nil
	}
	if _, err := st.WithStack(stress.DiagnoseStack).Run(ctx, b.rep.Input); err != nil || ctx.Err() != nil {
		return nil
	}
	if from != "" {
		from = " (" + from + ")"
	}
	return []Finding{{Kind: StackOverflow, Text: fmt.Sprintf(
		"a stack overflow: it crashes with a %s stack%s and runs to its end with %s: recursion deeper than the judge's stack allows (recurse less deeply, or iterate; --stack sets the judge's stack)",
		mib(stack), from, mib(stress.DiagnoseStack))}}
}

func mib(b int64) string {
	if b%(1<<20) == 0 {
		return fmt.Sprintf("%d MiB", b>>20)
	}
	return fmt.Sprintf("%.1f MiB", float64(b)/(1<<20))
}
