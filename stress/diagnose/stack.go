package diagnose

import (
	"context"
	"fmt"
	"time"

	"github.com/gamestress/gamestress/stress"
)

// stackOverflow runs a crash again with a stress.DiagnoseStack stack
// (and, for a stress.Limited target, three times the time limit: a
// recursion a million deep spends its time faulting in the stack): when
// it then runs to its end, the crash was the stack's. A run past the time
// limit says so.
func (b *bench) stackOverflow(ctx context.Context) []Finding {
	st, ok := b.s.Target.(stress.Stacked)
	if !ok {
		return nil
	}
	stack, from := st.Stack()
	if stack <= 0 || stack >= stress.DiagnoseStack {
		return nil
	}
	t := st.WithStack(stress.DiagnoseStack)
	var limit time.Duration
	if l, ok := t.(stress.Limited); ok && l.Limit() > 0 {
		limit = l.Limit()
		t = l.WithLimit(3 * limit)
	}
	var cpu time.Duration
	var err error
	if m, ok := t.(stress.Metered); ok {
		var u stress.Usage
		_, u, err = m.RunUsage(ctx, b.rep.Input)
		cpu = u.CPU
	} else {
		_, err = t.Run(ctx, b.rep.Input)
	}
	if err != nil || ctx.Err() != nil {
		return nil
	}
	if from != "" {
		from = " (" + from + ")"
	}
	slow := ""
	if limit > 0 && cpu > limit {
		slow = fmt.Sprintf(" (in %.2f s of CPU, past the %s limit: deep recursion is slow too)", cpu.Seconds(), seconds(limit))
	}
	return []Finding{{Kind: StackOverflow, Text: fmt.Sprintf(
		"a stack overflow: it crashes with a %s stack%s and runs to its end with %s%s: recursion deeper than the judge's stack allows (recurse less deeply, or iterate; --stack sets the judge's stack)",
		mib(stack), from, mib(stress.DiagnoseStack), slow)}}
}
