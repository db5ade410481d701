// The plain spawn loop, the ceiling of a runner that pays one exec a run:
// posix_spawn SOLUTION back to back on one input file, one loop per core,
// standard output to /dev/null, for SECONDS. LOOPS=N in the environment
// changes the number of loops.
// usage: spawn-loop INPUT CASES_PER_INPUT SECONDS COMMAND [ARGS...]
// prints: runs=N cases=N seconds=S rate=R (cases per second)
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

static double now(void) {
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
	if (argc < 5) {
		fprintf(stderr, "usage: spawn-loop INPUT CASES_PER_INPUT SECONDS COMMAND [ARGS...]\n");
		return 2;
	}
	const char *input = argv[1], *sol = argv[4];
	long cases = atol(argv[2]);
	double secs = atof(argv[3]);
	int loops = getenv("LOOPS") ? atoi(getenv("LOOPS")) : (int)sysconf(_SC_NPROCESSORS_ONLN);
	long *runs = mmap(NULL, sizeof(long) * loops, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	double start = now();
	for (int l = 0; l < loops; l++) {
		if (fork() == 0) {
			char **args = argv + 4;
			long n = 0;
			while (now() - start < secs) {
				posix_spawn_file_actions_t fa;
				posix_spawn_file_actions_init(&fa);
				posix_spawn_file_actions_addopen(&fa, 0, input, O_RDONLY, 0);
				posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
				pid_t pid;
				if (posix_spawnp(&pid, sol, &fa, NULL, args, environ) != 0) {
					perror("posix_spawn");
					_exit(2);
				}
				posix_spawn_file_actions_destroy(&fa);
				int st;
				waitpid(pid, &st, 0);
				if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) {
					fprintf(stderr, "spawn-loop: %s failed (status %d)\n", sol, st);
					_exit(1);
				}
				n++;
			}
			runs[l] = n;
			_exit(0);
		}
	}
	int st, bad = 0;
	while (wait(&st) > 0)
		bad |= !WIFEXITED(st) || WEXITSTATUS(st) != 0;
	double t = now() - start;
	long total = 0;
	for (int l = 0; l < loops; l++)
		total += runs[l];
	printf("runs=%ld cases=%ld seconds=%.2f rate=%.1f\n", total, total * cases, t, total * cases / t);
	return bad;
}
