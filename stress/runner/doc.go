// Package runner builds and runs untrusted external programs: a
// contestant's solution in C, C++, Go, Java or Python, or any command. It
// implements judge.Target for them: Run feeds one judge input (usually
// many cases at once) and returns the standard output, or a
// *judge.RunError with the verdict of a run that failed for another reason
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
// BuildOptions.Std replaces C++'s gnu++17 (a judge's standard: gnu++20 for
// AtCoder), and BuildOptions.Flags (a judge's -D, the -I of its libraries)
// come after the defaults. BuildOptions.Compile replaces the compile
// command: a shell command with
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
// Program.Limits (zero value: the defaults below) bound every run. The
// command line sets them from the problem's judge (problem.Limits: e.g.
// hdu 1s, 32 MiB, 2 MiB of stack), each flag overriding its own:
//
//	Time    CPU time (user + system) of the run's process group, 2s
//	Extra   CPU time past Time before the run is killed, Time/2 (Hard = Time + Extra)
//	Wall    wall-clock limit, WallFactor (2) × Time + 1s
//	Memory  peak resident memory of the run's process group, 256 MiB
//	Stack   8 MiB, the Linux default (no longer the memory limit)
//	Output  bytes of standard output, 64 MiB (standard error keeps its last 64 KiB)
//	File    bytes of any one file the program writes, 64 MiB (RLIMIT_FSIZE)
//	Procs   processes and threads at once, 256 (4 per core on more than 64 cores)
//
// Time is CPU time, as judges measure it: a wall-clock limit flakes on a
// loaded machine (a fast program that waits for a core looks slow), CPU
// time does not. Run reads it from /proc 10ms after the start, then at
// intervals that double up to 50ms (cpuPoll, cpuPollMax): utime + stime + cutime
// + cstime of every process of the run's group (the members are listed
// from the run's cgroup at every poll where there is one, else looked up
// in /proc every 10 polls, and at every poll once the group has more than one
// process, so a child the program forks counts, and the time of children
// already waited for is in their parent's cutime), and once more from
// wait4's resource usage when the program has ended, so that a run that
// ended between two polls over its limit is a TimeLimit too. A program
// that does not use its CPU (it sleeps, or waits for input that never
// comes) is stopped by the wall-clock limit, and Usage.Idle says that a
// thread of it was alive and none runnable then (it waited), rather than
// starved of a core by the machine's load; a run whose processes have all
// ended (zombies not yet reaped: a fork server starved on a loaded
// machine reports its exit late) is not waiting, and its exit is awaited. Program.Limit and WithLimit read and change
// Time (the stress engine's Limited).
//
// As judges do (isolate's --extra-time, DMOJ), a run is killed at a hard
// limit above Time (Limits.Hard: Time + Extra, 1.5 × Time by default),
// not at Time: a run that ends past Time is a TimeLimit with its CPU time
// measured (Usage.CPU), so that how far past the limit it went is known.
// The stress engine calls a run far past it (killed at the hard limit) a
// TimeLimit at once, and re-runs alone one just past it.
//
// Memory is peak resident memory, as DMOJ and CMS judge it. The same polls
// sum the resident sets of the group's processes (VmRSS, from
// /proc/<pid>/stat) and read each one's own peak (VmHWM, which catches a
// spike between two polls); at the end wait4's ru_maxrss counts too, when
// it stands above our own peak (Linux starts a child exec'd from a vfork
// with ru_maxrss at least its parent's, so a value not above ours says
// nothing). The peak of a run is the most of these. A run whose peak passes
// Memory is stopped at once (or judged at its end) as a MemoryLimit. The
// address space is limited too, as a safety net above the resident limit
// (addressSpace: Memory plus Memory or 256 MiB, whichever is more): it only
// stops an allocation that outruns the polls before it takes the machine,
// and it leaves room for what a native program maps and never touches
// (shared libraries, malloc arenas, untouched static arrays) so that a
// program the judge accepts is not refused. RunUsage returns a run's CPU
// time and peak memory (Usage), and Program.Peak the most of each over all
// runs of a program and of its copies.
//
// # Starting a run
//
// A run's standard streams are files, as at a judge (streams.go): standard
// input a memfd holding the whole input, sealed against writes, read from
// its start; standard output and error memfds that the program writes and
// that are read once every process of the run is dead. No pipe, no
// goroutine to feed or drain one, no wake-up of ours while the program
// writes. The output limit is measured on standard output's size, at
// every poll and at the end; the file size limit (below) stops a flood
// that outruns the polls. For an interactive run, and where memfd is
// refused, the three are pipes, read as the program writes.
//
// Rlimits cannot be set through os/exec, and prlimit(2) on a started child
// would race with its first allocations, so runs are forked by a helper,
// forkserver/gsfork.c, compiled with gcc on first use into
// os.UserCacheDir()/gamestress/launcher-<hash> and kept running while runs
// come (it exits serverIdle after the last one, and dies with us). For each
// run it is handed the run's three standard streams (SCM_RIGHTS) and forks a
// child that
// sets Pdeathsig, its own process group, the run's cgroup and rlimits, and
// then
//
//   - linked fork server (Program.ForkServer() "on"): a C or C++
//     solution built here has the server linked in (compile.go: the
//     solution is compiled to an object, then linked after gsfork.o,
//     statically where the toolchain can, which forks in about two thirds
//     of the CPU of a dynamic binary). It is started once under the run's
//     stack limit with GAMESTRESS_FORKSERVER set; gsfork.o's constructor,
//     first of the program's, serves, and each child returns from it into
//     the program's own constructors and main. Without that variable the
//     constructor returns at once: the same binary runs plainly.
//   - fork server (also "on"): a dynamically linked program (a user's own
//     binary, Python's interpreter, a cgo Go binary, a C or C++ solution
//     whose static link failed) is started
//     once with gsfork.so in LD_PRELOAD, under the run's stack limit; the
//     object's constructor stops it before main and serves. The loader
//     binds every symbol before that (LD_BIND_NOW, unless the user set it:
//     bound lazily, every child looked up scanf and printf again, a tenth
//     of a 1000-case run's CPU), and the server sets up malloc's arena
//     once; LD_PRELOAD and our LD_BIND_NOW are gone from the environment
//     the program sees. The child rewrites its environment's slot into the
//     run's marker and returns into main: no exec and no dynamic loading a
//     run.
//   - Python's fork server (also "on"): a .py solution's server is python3
//     itself, once started: it loads gsfork.so with ctypes and calls its
//     gsfork_serve, which returns in each child; the child runs the file
//     with runpy as python3 FILE would (__main__, sys.argv, sys.path[0], the
//     same exit status for SystemExit and uncaught exceptions), waits for
//     its threads, runs atexit, flushes, and leaves by os._exit (tearing
//     down a forked interpreter would copy every page it shares with the
//     server: 0.12s of CPU against 0.03s). What differs from a fresh
//     interpreter: every run has the server's string hash seed (a fresh
//     interpreter draws one per run), and modules the server imported
//     (ctypes, runpy and their imports) are already loaded.
//   - JVM server (also "on"): a .java solution built here is run by a JVM
//     started once (the java command with the run's -Xmx, -Xss and
//     flags, through the launcher, in a pids cgroup of its own) that serves
//     one run at a time and many runs in a row (jvmserver.go,
//     forkserver/jvm/Server.java and its JNI half gsjvm.c, built with javac
//     and gcc on first use). The run's three standard streams are handed
//     to it (SCM_RIGHTS) and become its fds 0, 1 and 2, so System.in,
//     FileDescriptor.out and /dev/stdout all reach the run's files. Each
//     run loads the program's classes afresh with a class loader of its
//     own (every static field starts anew), gets System.in, System.out and
//     System.err made as the JVM makes them, and a main thread named main
//     with the -Xss stack; System.exit(n) is rewritten in the classes'
//     constant pools to end the run with status n (its standard streams
//     go to /dev/null at once, as if the JVM had gone); an uncaught
//     exception prints as the JVM prints it and exits 1; the end waits for
//     the run's threads that are not daemons, as the JVM does. System
//     properties, the default locale and time zone are put back after
//     each run. The server's working folder (gamestress-jvm-*, beside the
//     runs' folders) is every run's, emptied after each. A server whose
//     run left a thread alive, hit a
//     VirtualMachineError, or went past a limit is not used again (killed
//     with its group and cgroup); processes a run started are killed when
//     it ends. A program that calls Runtime.exit, Runtime.halt or adds a
//     shutdown hook is refused ("off: the program calls Runtime.halt") and
//     runs in a fresh JVM each time. A run's CPU time is the JVM's (every thread: the run's, the garbage
//     collector's, the compiler's) from the moment it is handed the run
//     to its end, polled from /proc like any run's and reported by the
//     server at the end (clock_gettime of the process). A fresh JVM also
//     pays its start-up (about 0.1s of CPU) and runs the JDK's code cold:
//     so a run whose CPU time plus twice the server's own start-up passes
//     the limit is run again in a fresh JVM, whose verdict stands. Its
//     peak memory is the JVM's resident peak during the run (VmHWM, reset
//     through /proc/PID/clear_refs when the run starts); the heap limit
//     (-Xmx) is the fresh JVM's.
//   - launcher ("off: WHY"): a static binary without the linked server (a
//     Go solution built here), a
//     script, a java command given as a command, or with NoForkServer
//     (--fork-server=off): the helper
//     itself forks and the child execs the program: one exec a run.
//
// The helper reaps the child, after sending SIGKILL to its process group,
// and reports its wait status and resource usage. Without gcc, each run
// starts the older launcher,
//
//	/bin/sh -c 'echo $$ >CGROUP/cgroup.procs && ulimit -c 0 && ulimit -s STACK && ulimit -v NET && ulimit -f FILE && exec "$@"' sh PROGRAM ARGS...
//
// which joins the run's cgroup (below), sets the limits on itself and then
// execs the program (one extra exec per run). Core dumps are off. How the memory
// safety net reaches the program depends on it:
//
//   - C, C++, Python and other native programs: RLIMIT_AS (ulimit -v).
//   - Go programs (built here, or any Go binary given to Command, recognised
//     by its build info): RLIMIT_DATA (ulimit -d). The Go runtime reserves
//     more address space at start than small limits allow; RLIMIT_DATA
//     counts the memory it really maps.
//   - Java: the JVM cannot start under RLIMIT_AS of 256 MiB either, so no
//     rlimit is set; the java command gets -Xmx and -Xss set to Memory and
//     Stack (unless a Command already sets them) and -XX:+UseSerialGC. The
//     JVM is judged by its heap (-Xmx), not by its resident memory: its own
//     footprint passes the small limits of old judges, which give Java
//     more memory than the statement's figure. Its peak is still measured.
//
// A limit above our own hard limit is lowered to it (the shell could not
// set it otherwise). A negative Memory, Stack, File or Procs means no limit.
//
// # Processes and files
//
// A run may not have more than Procs processes and threads at once. Where
// a pids cgroup is writable (cgroup v1's pids hierarchy, or cgroup v2 with
// the pids controller for our children; as root in a container it usually
// is), every run gets its own, <our cgroup>/gamestress-<pid>/<n>, with
// pids.max = Procs (kept empty between runs and given to the next one, so
// as not to make and remove a cgroup a run); the forked child joins it
// before the program runs, so everything the program starts is in it. A fork past the limit fails, and
// the next poll sees it in pids.events. Otherwise a watchdog counts the
// processes of the run's group at every poll once it has more than one
// (coarser: a fork loop has 10 to 100ms). RLIMIT_NPROC cannot do it: it
// counts every process of the user, not of the run, and root is exempt.
// Either way the run is a RuntimeError, "more than 256 processes and
// threads at once (a fork loop?)".
//
// Every run has an empty working folder of its own (scratch.go),
// <root>/gamestress-run-<our pid>-<run>-* (root: $TMPDIR when set, else
// /dev/shm where writable: a tmpfs, where a folder costs 20µs, not the
// 300µs of a disk), made before it starts and removed
// with whatever the program left in it once every process of the run is
// dead: a program that writes output.txt, or reads input.txt, does so
// there, as at a judge, never in the folder gamestress was started from. A
// fork server's child changes into it (its descriptor comes with the
// standard streams), the launcher's and the shell's children start in it.
// Command makes relative paths of its argv absolute where they name a file
// here and look like paths (./a.out, sol.py, ., out/), so a command given
// relative to the user's folder still runs. Scratches lists the folders
// left (the tests assert none); the folders of a process killed in a run
// (SIGKILL) are removed by the next process's first run.
//
// RLIMIT_FSIZE (ulimit -f) bounds every file the program writes: past it
// the kernel sends SIGXFSZ, and the run is an OutputLimit, "wrote a file
// past the limit of 64 MiB" (SPOJ reports SIGXFSZ as output limit
// exceeded too). Standard output and error are files, so it bounds them
// too; a run killed for one of them is told which ("more than 64 MiB on
// standard error (debug output left in? ...)"). The number of files is
// not bounded: this is no sandbox.
//
// # Verdicts
//
// In this order:
//
//   - ctx cancelled: the run is killed and Run returns ctx.Err().
//   - gamestress itself failed (a pipe or the launcher could not start, as
//     under ulimit -n 40; output still open after every process of the
//     run was killed): a *HarnessError, never a verdict on the program. It
//     wraps a RunError of verdict OracleError, so that problem.Check says
//     OracleError, and callers stop with exit status 2.
//   - more than Output bytes on standard output: OutputLimit, "more than 64
//     MiB of output" (seen at a poll, or at the end; the group is killed;
//     the first Output bytes are returned).
//   - more than Procs processes: RuntimeError (above).
//   - peak resident memory over Memory, while running or at the end:
//     MemoryLimit, "peak resident memory 300.2 MiB, over the limit of 256
//     MiB".
//   - more than Time + Extra of CPU time while running (killed), or more
//     than Time at the end: TimeLimit, "exceeded 2s of CPU time (3.01 s
//     used: killed at 3s)", "exceeded 2s of CPU time (2.21 s used)".
//   - still running after Wall: TimeLimit, "exceeded 5s of wall-clock time
//     (CPU limit 2s, 0.00 s used; it was waiting, not running: ...)".
//   - exit status 0: the output, no error, even if the program closed its
//     standard output early (what it wrote is returned; judging it is the
//     checker's job).
//   - killed by SIGXFSZ: OutputLimit (above).
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
// Each run is its own process group, the program's pid (or the shell
// launcher's) being the group id. When the program exits, is over a limit, or ctx is done, Run
// sends SIGKILL to the whole group (-pgid) and to every process of its
// cgroup — before reaping the leader, so the group id cannot have been
// reused, and again after the leader ended, so that children it forked (a
// child sleeping forever with standard output open, a double fork) die with
// it. The cgroup holds a process that left the group (setsid); without a
// cgroup, such a process is found by the run's environment entry (below)
// and killed. Only then does Run read the pipes to end of file: the
// processes are dead, nothing can hold them, and however slow the reader
// (a loaded machine, 128 workers on 2 cores) the whole output is read.
// After 500ms without end of file Run kills every process of the run
// again, wherever it is, and goes on reading; 10s later, a pipe still open
// (a process that left the run and cleared its environment) is a
// *HarnessError: Run never blocks on it.
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
// A .py solution's syntax is checked by Build (compiled, not run, and no
// .pyc written): a syntax error is a *CompileError with Python's message,
// not a crash at the first run.
//
// Build (or Command) once per solution; set Limits (and Env, added to the
// environment of every run); then Run as often as
// needed, from any number of goroutines. Nothing needs closing: a Program
// holds no process between runs. Run always kills what it started before it
// returns; the caller only cancels ctx to stop early.
//
// This is not a sandbox: the program runs as the user, with the user's
// files and network. It bounds time, memory, processes, output and file
// sizes, and cleans up.
//
// Interact runs a program once against an interactive jury
// (judge.Interactive) under the same limits and process group: pipes
// both ways, the jury reading the program's output without Go's poller. A
// dialog where the jury waits for output while the program sleeps waiting
// for input, both pipes empty, for 10 polls in a row is stopped as a
// TimeLimit that says so (an unflushed answer). Interactive runs get
// PYTHONUNBUFFERED= unless Env sets it.
package runner
