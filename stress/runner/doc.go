// Package runner builds and runs untrusted external programs: a
// contestant's solution in C, C++, Go, Java or Python, or any command. It
// implements problem.Target for them: Run feeds one judge input (usually
// many cases at once) and returns the standard output, or a
// *problem.RunError with the verdict of a run that failed for another reason
// than its answer.
//
// # Building
//
// Build(ctx, path, opt) chooses the compiler by extension:
//
//	.cpp .cc .cxx  g++ -O2 -std=gnu++17 -o {out} {src}
//	.c             gcc -O2 -o {out} {src} -lm
//	.go            go build -ldflags='-s -w' -o {out} FILE, a copy of the file alone in a
//	               fresh directory, with GO111MODULE=on GOFLAGS= GOWORK=off GOTOOLCHAIN=local
//	               CGO_ENABLED=0, so a lone file builds wherever it lives
//	.java          javac -encoding UTF-8 -d {out} on a copy named after the public class;
//	               run as java -cp {out} CLASS, CLASS being the one that declares
//	               static void main (the public one if several do; see javaMainClass)
//	.py            nothing to build: python3 FILE (a pyenv shim is resolved to its
//	               interpreter once per process, since the shim takes long to start)
//
// BuildOptions.Compile replaces the compile command: a shell command with
// {src} and {out} placeholders; the program run is then {out} (for .java the
// class directory). Command(argv) runs any command as given instead.
//
// Builds are cached in CacheDir/build/<key>, key = SHA-256 of the file's
// content, the language, the compile command and the compiler's path. A
// build is made in CacheDir/build/tmp-* and renamed into place, so an entry
// is complete or absent; of two builds racing, the one renamed first wins.
// Program.Cached reports a hit. A compiler that refuses the file gives a
// *CompileError (its message in Output); a compiler not in PATH a
// *MissingToolError naming the Debian package to install (g++, gcc, golang,
// default-jdk, python3). A user's compile command that the shell cannot
// find (exit status 127) is a MissingToolError too.
//
// # Limits
//
// Program.Limits (zero value: the judge defaults) bound every run:
//
//	Time    CPU time (user + system) of the run's process group, 2s
//	Wall    wall-clock safety net, WallFactor (10) × Time + 1s
//	Memory  256 MiB
//	Stack   the same as Memory
//	Output  bytes of standard output, 64 MiB (standard error keeps its last 64 KiB)
//
// Time is CPU time, as judges measure it: a wall-clock limit flakes on a
// loaded machine (a fast program that waits for a core looks slow), CPU
// time does not. Run reads it from /proc every 10ms: utime + stime + cutime
// + cstime of every process of the run's group (the members are looked up
// in /proc every 100ms, so a child the program forks counts, and the time
// of children already waited for is in their parent's cutime), and once
// more from wait4's resource usage when the program has ended, so that a
// run that ended between two polls over its limit is a TimeLimit too. A
// program that does not use its CPU (it sleeps, or waits for input that
// never comes) is stopped by the wall-clock net. Program.Limit and
// WithLimit read and change Time (the stress engine's Limited).
//
// Rlimits cannot be set through os/exec, and prlimit(2) on a started child
// would race with its first allocations, so each run starts a launcher,
//
//	/bin/sh -c 'ulimit -c 0 && ulimit -s STACK && ulimit -v MEM && exec "$@"' sh PROGRAM ARGS...
//
// which sets the limits on itself and then execs the program (one extra
// exec per run, measured in BenchmarkRunCpp against BenchmarkExecBaseline).
// Core dumps are off. How Memory reaches the program depends on it:
//
//   - C, C++, Python and other native programs: RLIMIT_AS (ulimit -v), the
//     address-space limit judges use.
//   - Go programs (built here, or any Go binary given to Command, recognised
//     by its build info): RLIMIT_DATA (ulimit -d). The Go runtime reserves
//     more than 256 MiB of address space at start and cannot run under
//     RLIMIT_AS of 256 MiB; RLIMIT_DATA counts the memory it really maps.
//   - Java: the JVM cannot start under RLIMIT_AS of 256 MiB either, so no
//     rlimit is set; the java command gets -Xmx and -Xss set to Memory and
//     Stack (unless a Command already sets them) and -XX:+UseSerialGC. Memory
//     outside the heap (metaspace, JIT) is not limited.
//
// A limit above our own hard limit is lowered to it (the shell could not
// set it otherwise). A negative Memory or Stack means no limit.
//
// # Verdicts
//
// In this order:
//
//   - ctx cancelled: the run is killed and Run returns ctx.Err().
//   - more than Output bytes on standard output: OutputLimit, "more than 64
//     MiB of output" (reading stops at once and the group is killed).
//   - more than Time of CPU time, while running or at the end: TimeLimit,
//     "exceeded 2s of CPU time".
//   - still running after Wall: TimeLimit, "exceeded 21s of wall-clock time
//     (CPU limit 2s)".
//   - exit status 0: the output, no error, even if the program closed its
//     standard output early (what it wrote is returned; judging it is the
//     checker's job).
//   - MemoryLimit, by a heuristic: the run failed and its standard error
//     says so (std::bad_alloc, MemoryError, "out of memory", "cannot
//     allocate memory", java.lang.OutOfMemoryError), or it was killed by
//     SIGSEGV, SIGBUS or SIGKILL (not ours) with a peak resident set of at
//     least half the limit: a C program that writes through the NULL that
//     malloc returned at the limit, or the kernel's OOM killer. A stack
//     overflow that reached half of Memory counts as MemoryLimit too. The
//     peak is the child's ru_maxrss, which Linux never reports below our own
//     peak (exec from os/exec's vfork records it): when gamestress itself
//     holds more than the program, the peak is unknown and such a signal is
//     a RuntimeError.
//   - killed by a signal: RuntimeError, "killed by signal SIGSEGV".
//   - other exit status: RuntimeError, "exit status 3"; a Go panic says so,
//     "exit status 2 (Go panic, signal SIGSEGV)".
//
// Every RunError carries the last 10 lines of standard error.
//
// # Processes
//
// Each run is its own process group (Setpgid), the launcher's pid being the
// group id. When the program exits, is over a limit, or ctx is done, Run
// sends SIGKILL to the whole group (-pgid) — before reaping the leader, so
// the group id cannot have been reused, and again after the leader ended, so
// that children it forked (a child sleeping forever with standard output
// open, a double fork) die with it. Only then does Run wait for end of file
// on the pipes. A process that left the group (setsid) and still holds them
// after 500ms is found by the run's environment entry (below) and killed,
// and reading stops: Run never blocks on it. (One that left the group and
// closed the pipes is not looked for; Live still sees it.)
//
// Pdeathsig=SIGKILL makes the program die if gamestress itself dies
// (SIGKILL included). Linux ties Pdeathsig to the thread that forked, so
// Run keeps its goroutine locked to that thread until the run is over.
// Pdeathsig reaches the program, not its children: if gamestress is killed
// with SIGKILL, a child forked by the program may survive. On SIGINT or
// SIGTERM, the command line must cancel the ctx of every Run (e.g.
// signal.NotifyContext); each Run then kills its group and returns.
//
// Live lists the processes of our runs still alive (every run carries
// GAMESTRESS_RUNNER=<our pid>.<run number> in its environment, and Live
// scans /proc for it); the tests assert it is empty after every run.
//
// # Who calls what
//
// Build (or Command) once per solution; set Limits (and Env, added to the
// environment of every run); then Run as often as
// needed, from any number of goroutines. Nothing needs closing: a Program
// holds no process between runs. Run always kills what it started before it
// returns; the caller only cancels ctx to stop early.
//
// This is not a sandbox: the program runs as the user, with the user's
// files and network. It bounds time, memory and output, and cleans up.
package runner
