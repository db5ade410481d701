package diagnose

// Kind names what an experiment showed: the contract of the report's
// "diagnosis" list (its text is free).
type Kind string

// The kinds, in the order a report lists them.
const (
	Sanitizer        Kind = "sanitizer"          // a sanitized rebuild's first report, with the source line
	StackOverflow    Kind = "stack-overflow"     // the crash goes away with a large stack
	StateAcrossCases Kind = "state-across-cases" // the failing case passes alone
	Overflow         Kind = "overflow"           // the answer wrapped, or failures start where a value passes 2^31 or 2^63
	Swapped          Kind = "swapped"            // every answer is the other word of the problem's pair
	Pattern          Kind = "pattern"            // the program's answers over a range against the oracle's
	OnlyAtTop        Kind = "only-at-top"        // fails at a bound's largest value, passes one below
	Growth           Kind = "growth"             // how time or memory grows with the size
	JudgeEnv         Kind = "judge-env"          // a compile error this machine gives and the judge's may not
	Flush            Kind = "flush"              // an interactive program waited for input with its output unflushed
	Stderr           Kind = "stderr"             // standard error flooded
	OutputFlood      Kind = "output-flood"       // standard output flooded: how much, the unit repeated, the value that floods
)

// Kinds lists every kind, in report order.
func Kinds() []Kind {
	return []Kind{Sanitizer, StackOverflow, StateAcrossCases, Overflow, Swapped, Pattern,
		OnlyAtTop, Growth, JudgeEnv, Flush, Stderr, OutputFlood}
}

// Finding is one fact an experiment measured, said in one line (Text),
// with a small text picture for a pattern (Picture, lines joined by "\n").
type Finding struct {
	Kind    Kind   `json:"kind"`
	Text    string `json:"text"`
	Picture string `json:"picture,omitempty"`
}
