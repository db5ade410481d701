package diagnose

import "context"

func (b *bench) pattern(context.Context) []Finding { return nil }
func (b *bench) growth(context.Context) []Finding  { return nil }
