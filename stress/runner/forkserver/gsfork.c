// gsfork: the long-lived launcher of gamestress's runs (stress/runner,
// forkserver.go). Built three times by the runner with gcc:
//
//   gcc -O2 -o gsfork gsfork.c                         the launcher
//   gcc -O2 -shared -fPIC -DPRELOAD -o gsfork.so gsfork.c  the fork server
//   gcc -O2 -c -DLINKED -o gsfork.o gsfork.c             the fork server linked in
//
// The third is linked, first, into the C and C++ solutions the runner
// builds (statically where the toolchain can): its constructor serves
// when GAMESTRESS_FORKSERVER is set, as gsfork.so's does, and otherwise
// returns at once, so the same binary also runs as a plain program. It
// comes before the solution's own constructors (it is first on the link
// line), so those run in each child, as in a fresh process.
//
// The launcher, `gsfork serve -- PROGRAM ARGS...`, serves on fd 3: for
// each request it forks a child that sets the run's limits and execs the
// program (one exec a run, no shell). `gsfork preload STACK SO -- PROGRAM
// ARGS...` sets RLIMIT_STACK (so the program's memory layout is the one its
// stack limit gives), puts SO in LD_PRELOAD and execs the program: SO's
// constructor, which runs before the program's main, serves on fd 3 the
// same way, except that the child returns from the constructor into the
// program's main (no exec, no dynamic loading a run). `gsfork stack STACK --
// PROGRAM ARGS...` only sets RLIMIT_STACK and execs: Python's fork server
// is python3 running a few lines that load SO with ctypes and call
// gsfork_serve, which returns in each child, and then run the file.
//
// Protocol, on a SOCK_SEQPACKET socket (fd 3), one message each:
//   request  struct req (+ SCM_RIGHTS stdin, stdout, stderr and the run's
//            working folder for OP_RUN; the child changes into the folder)
//   replies  struct rep: REP_READY once the server serves; REP_STARTED {id, pid} or REP_FAILED {id, errno}
//            after a run request, then REP_EXITED {pid, status, rusage}
//            once the child has ended. Before it reaps a child, the server
//            sends SIGKILL to the child's process group (the child's pid is
//            its group id, and cannot be reused before the reap).
// The server exits when the socket reaches end of file; its children get
// SIGKILL when it dies (PR_SET_PDEATHSIG).
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

enum { OP_RUN = 1, OP_KILL = 2 };
enum { REP_STARTED = 1, REP_FAILED = 2, REP_EXITED = 3, REP_READY = 4 };

// Limits: a value < 0 leaves the limit as it is.
struct req {
	uint32_t op, id;
	int32_t pid, pad;
	int64_t stack, as, data, fsize;
	char cgroup[512]; // file to write the child's pid into (cgroup.procs), or ""
	char marker[128]; // environment entry of the run
};

struct rep {
	uint32_t kind, id;
	int32_t pid, status;
	int64_t utime_us, stime_us, maxrss_kb;
};

#define CTL 3
#define MAXKIDS 4096
#define SLOT "GAMESTRESS_RUNNER_SLOT="

extern char **environ;

static pid_t kids[MAXKIDS];
static int kidfd[MAXKIDS];
static int nkids;
static char **prog_argv;
static struct sigaction saved_pipe; // SIGPIPE as the program had it, for the children

static void reply(struct rep *r) { send(CTL, r, sizeof *r, MSG_NOSIGNAL); }

// hard holds the hard limits of the resources a run limits, read once by
// hardLimits (they cannot rise, and nothing here lowers them): a child
// then sets each limit with one system call, not two.
static struct rlimit hard[RLIM_NLIMITS];
static int hardKnown[RLIM_NLIMITS];

static void hardLimits(void) {
	int res[] = {RLIMIT_CORE, RLIMIT_STACK, RLIMIT_AS, RLIMIT_DATA, RLIMIT_FSIZE};
	for (unsigned i = 0; i < sizeof res / sizeof res[0]; i++)
		hardKnown[res[i]] = getrlimit(res[i], &hard[res[i]]) == 0;
}

static void limit(int res, int64_t v) {
	struct rlimit rl;
	if (v < 0)
		return;
	if (hardKnown[res])
		rl = hard[res];
	else if (getrlimit(res, &rl) != 0)
		return;
	rl.rlim_cur = (rlim_t)v;
	if (rl.rlim_max != RLIM_INFINITY && rl.rlim_cur > rl.rlim_max)
		rl.rlim_cur = rl.rlim_max;
	setrlimit(res, &rl);
}

static void fail(const char *what) {
	dprintf(2, "gamestress launcher: %s: %s\n", what, strerror(errno));
	_exit(127);
}

// child sets up one run in the forked child: it returns in the fork
// server (into the program's main) and execs the program in the launcher.
static void child(struct req *q, int fds[4], pid_t server) {
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	if (getppid() != server)
		_exit(137);
	setpgid(0, 0);
	if (fds[3] >= 0) {
		if (fchdir(fds[3]) != 0)
			fail("change into the run's working folder");
		close(fds[3]);
	}
	for (int i = 0; i < 3; i++)
		if (dup2(fds[i], i) < 0)
			fail("dup2");
	for (int i = 0; i < 3; i++)
		if (fds[i] > 2)
			close(fds[i]);
	close(CTL);
	for (int i = 0; i < nkids; i++)
		close(kidfd[i]);
	if (q->cgroup[0]) {
		int f = open(q->cgroup, O_WRONLY | O_CLOEXEC);
		char b[16];
		int n = snprintf(b, sizeof b, "%d", (int)getpid());
		if (f < 0 || write(f, b, n) != n)
			fail("join the run's cgroup");
		close(f);
	}
	limit(RLIMIT_CORE, 0);
	limit(RLIMIT_STACK, q->stack);
	limit(RLIMIT_AS, q->as);
	limit(RLIMIT_DATA, q->data);
	limit(RLIMIT_FSIZE, q->fsize);
	sigaction(SIGPIPE, &saved_pipe, NULL);
#if defined(PRELOAD) || defined(LINKED)
	// The environment block as /proc/<pid>/environ shows it: the slot
	// entry becomes the run's marker, in place (setenv would copy it).
	size_t ml = strlen(q->marker);
	for (char **e = environ; *e; e++) {
		if (strncmp(*e, SLOT, sizeof SLOT - 1) == 0 && strlen(*e) >= ml) {
			size_t l = strlen(*e);
			memset(*e, 0, l);
			memcpy(*e, q->marker, ml);
			break;
		}
	}
	(void)prog_argv;
#else
	size_t n = 0;
	while (environ[n])
		n++;
	char **env = calloc(n + 2, sizeof *env);
	memcpy(env, environ, n * sizeof *env);
	env[n] = q->marker;
	execvpe(prog_argv[0], prog_argv, env);
	fail(prog_argv[0]);
#endif
}

// serve answers requests until the socket closes. In the fork server it
// returns in each child.
static void serve(void) {
	pid_t self = getpid();
	hardLimits();
	struct sigaction ign = {.sa_handler = SIG_IGN};
	sigaction(SIGPIPE, &ign, &saved_pipe);
	struct rep ready = {.kind = REP_READY};
	reply(&ready);
	static struct pollfd pf[MAXKIDS + 1];
	for (;;) {
		pf[0].fd = CTL;
		pf[0].events = POLLIN;
		for (int i = 0; i < nkids; i++) {
			pf[i + 1].fd = kidfd[i];
			pf[i + 1].events = POLLIN;
		}
		if (poll(pf, nkids + 1, -1) < 0) {
			if (errno == EINTR)
				continue;
			_exit(3);
		}
		// Children first: a kill request may name one that ended.
		for (int i = nkids - 1; i >= 0; i--) {
			if (!pf[i + 1].revents)
				continue;
			pid_t pid = kids[i];
			kill(-pid, SIGKILL);
			struct rep r = {.kind = REP_EXITED, .pid = pid};
			struct rusage ru;
			int st;
			if (wait4(pid, &st, 0, &ru) != pid)
				continue;
			r.status = st;
			r.utime_us = ru.ru_utime.tv_sec * 1000000LL + ru.ru_utime.tv_usec;
			r.stime_us = ru.ru_stime.tv_sec * 1000000LL + ru.ru_stime.tv_usec;
			r.maxrss_kb = ru.ru_maxrss;
			close(kidfd[i]);
			nkids--;
			kids[i] = kids[nkids];
			kidfd[i] = kidfd[nkids];
			reply(&r);
		}
		if (!pf[0].revents)
			continue;
		struct req q;
		int fds[4] = {-1, -1, -1, -1};
		char cbuf[CMSG_SPACE(4 * sizeof(int))];
		struct iovec iov = {&q, sizeof q};
		struct msghdr m = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = cbuf, .msg_controllen = sizeof cbuf};
		ssize_t got = recvmsg(CTL, &m, MSG_CMSG_CLOEXEC);
		if (got == 0)
			_exit(0);
		if (got < 0) {
			if (errno == EINTR || errno == EAGAIN)
				continue;
			_exit(3);
		}
		for (struct cmsghdr *c = CMSG_FIRSTHDR(&m); c; c = CMSG_NXTHDR(&m, c))
			if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS)
				memcpy(fds, CMSG_DATA(c), c->cmsg_len - CMSG_LEN(0) < sizeof fds ? c->cmsg_len - CMSG_LEN(0) : sizeof fds);
		if (got != sizeof q)
			goto done;
		q.cgroup[sizeof q.cgroup - 1] = 0;
		q.marker[sizeof q.marker - 1] = 0;
		if (q.op == OP_KILL) {
			for (int i = 0; i < nkids; i++)
				if (kids[i] == q.pid) {
					kill(-q.pid, SIGKILL);
					kill(q.pid, SIGKILL);
				}
			goto done;
		}
		if (q.op != OP_RUN)
			goto done;
		struct rep r = {.kind = REP_STARTED, .id = q.id};
		if (fds[0] < 0 || fds[1] < 0 || fds[2] < 0 || nkids == MAXKIDS) {
			r.kind = REP_FAILED;
			r.status = fds[2] < 0 ? EBADF : EAGAIN;
			reply(&r);
			goto done;
		}
		pid_t pid = fork();
		if (pid == 0) {
			child(&q, fds, self);
			return; // into main
		}
		if (pid < 0) {
			r.kind = REP_FAILED;
			r.status = errno;
			reply(&r);
			goto done;
		}
		// The child's group from here on, whichever of us runs first: a
		// kill of the group that follows the reply must reach it.
		setpgid(pid, pid);
		int pfd = (int)syscall(SYS_pidfd_open, pid, 0);
		if (pfd < 0) {
			// Cannot watch it: stop it and report it ended.
			kill(pid, SIGKILL);
			r.kind = REP_FAILED;
			r.status = errno;
			reply(&r);
			waitpid(pid, NULL, 0);
			goto done;
		}
		fcntl(pfd, F_SETFD, FD_CLOEXEC);
		kids[nkids] = pid;
		kidfd[nkids] = pfd;
		nkids++;
		r.pid = pid;
		reply(&r);
	done:
		for (int i = 0; i < 4; i++)
			if (fds[i] >= 0)
				close(fds[i]);
	}
}

#if defined(PRELOAD) || defined(LINKED)
#ifdef LINKED
// gsfork_linked marks a binary with the server linked in (the runner
// looks for this symbol).
__attribute__((used)) const char gsfork_linked[] = "gamestress fork server";
#endif

__attribute__((constructor)) static void gsfork_init(void) {
	if (!getenv("GAMESTRESS_FORKSERVER"))
		return;
	unsetenv("GAMESTRESS_FORKSERVER");
	// What the launcher added for the loader is the server's, not the
	// program's: gone once, here, rather than in every child (the
	// environment's pages would be copied a run).
	unsetenv("LD_PRELOAD");
	if (getenv("GAMESTRESS_BIND_NOW")) {
		unsetenv("GAMESTRESS_BIND_NOW");
		unsetenv("LD_BIND_NOW");
	}
	if (fcntl(CTL, F_GETFD) < 0)
		return;
	// The allocator set up once: a child's first malloc (stdio's buffers)
	// then finds an arena, not an empty heap to grow.
	void *volatile warm = malloc(1); // volatile: kept by the compiler
	free(warm);
	fcntl(CTL, F_SETFD, FD_CLOEXEC);
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	serve();
}

#ifdef PRELOAD
// gsfork_serve is called by an interpreter once it has started (Python,
// through ctypes.PyDLL): it serves on fd 3 and returns 0 in each child,
// which then runs the solution's file.
int gsfork_serve(void) {
	if (fcntl(CTL, F_GETFD) < 0)
		return -1;
	fcntl(CTL, F_SETFD, FD_CLOEXEC);
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	serve();
	return 0;
}
#endif
#else
int main(int argc, char **argv) {
	int dash = 1;
	while (dash < argc && strcmp(argv[dash], "--") != 0)
		dash++;
	if (dash + 1 >= argc) {
		fprintf(stderr, "usage: gsfork serve -- PROGRAM ARGS... | gsfork preload STACK SO -- PROGRAM ARGS... | gsfork stack STACK -- PROGRAM ARGS...\n");
		return 2;
	}
	prog_argv = argv + dash + 1;
	if (strcmp(argv[1], "serve") == 0) {
		fcntl(CTL, F_SETFD, FD_CLOEXEC);
		prctl(PR_SET_PDEATHSIG, SIGKILL);
		serve();
		return 0;
	}
	if (strcmp(argv[1], "stack") == 0 && dash == 3) {
		limit(RLIMIT_STACK, atoll(argv[2]));
		execvp(prog_argv[0], prog_argv);
		perror(prog_argv[0]);
		return 127;
	}
	if (strcmp(argv[1], "preload") == 0 && dash == 4) {
		limit(RLIMIT_STACK, atoll(argv[2]));
		const char *old = getenv("LD_PRELOAD");
		char *pre;
		if (asprintf(&pre, "%s%s%s", argv[3], old && *old ? ":" : "", old ? old : "") < 0)
			return 2;
		setenv("LD_PRELOAD", pre, 1);
		setenv("GAMESTRESS_FORKSERVER", "1", 1);
		// Every symbol bound by the loader before the server serves: bound
		// lazily, each child would look up scanf, printf, ... again (a
		// tenth of a short run's CPU).
		if (!getenv("LD_BIND_NOW")) {
			setenv("LD_BIND_NOW", "1", 1);
			setenv("GAMESTRESS_BIND_NOW", "1", 1);
		}
		execvp(prog_argv[0], prog_argv);
		perror(prog_argv[0]);
		return 127;
	}
	fprintf(stderr, "gsfork: unknown mode %s\n", argv[1]);
	return 2;
}
#endif
