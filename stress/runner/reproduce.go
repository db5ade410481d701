package runner

import (
	"strconv"
	"strings"
	"time"
)

// Reproduce is a shell command line that runs p as a run does, under the
// same stack, memory and CPU-time rlimits, reading standard input from
// file: `(ulimit -s 2048 && ulimit -v 557056 && ulimit -t 1 && exec ./sol) < FILE`.
// The CPU-time limit is whole seconds, rounded up; the resident-memory
// limit, which the runner polls, has no ulimit: -v (-d for Go) is the
// address-space net the runner sets above it.
func (p *Program) Reproduce(file string) string {
	lim := p.Limits.withDefaults()
	args := launchArgs(lim, p.mem, "", nil)
	script := strings.TrimSuffix(args[1], ` && exec "$@"`)
	script = strings.TrimPrefix(script, "ulimit -c 0 && ")
	script = strings.TrimPrefix(script, "ulimit -c 0")
	secs := int64((lim.Time + time.Second - 1) / time.Second)
	if script != "" {
		script += " && "
	}
	script += "ulimit -t " + strconv.FormatInt(secs, 10)
	return "(" + script + " && exec " + ShellJoin(p.commandLine(lim)) + ") < " + ShellQuote(file)
}
