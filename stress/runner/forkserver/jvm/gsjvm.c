// gsjvm: the native half of the JVM server (jvm/Server.java; see
// stress/runner/jvmserver.go). Built by the runner with gcc against the
// JDK's jni.h:
//
//   gcc -O2 -shared -fPIC -I JDK/include -I JDK/include/linux -o libgsjvm.so gsjvm.c
//
// The server is started with its control socket (SOCK_SEQPACKET) as fd 0.
// init moves the socket to a descriptor above 9 and points fds 0, 1 and 2
// at /dev/null; recv takes the next message and makes the three
// descriptors it carries (SCM_RIGHTS) the process's fds 0, 1 and 2, so
// that everything the run does on its standard streams (System.in,
// FileDescriptor.out, /dev/stdout, a child process) reaches its own files.
// detach points 0, 1 and 2 at /dev/null again. (The server's working
// folder is every run's: the runner empties it between runs.)
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <jni.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

static int ctl = -1;

static int detachStd(void) {
	int n = open("/dev/null", O_RDWR | O_CLOEXEC);
	if (n < 0)
		return -1;
	for (int i = 0; i < 3; i++)
		if (dup2(n, i) < 0)
			return -1;
	close(n);
	return 0;
}

JNIEXPORT jint JNICALL Java_gamestress_jvm_Server_init(JNIEnv *env, jclass cls) {
	(void)env, (void)cls;
	ctl = fcntl(0, F_DUPFD_CLOEXEC, 10);
	if (ctl < 0)
		return -1;
	return detachStd();
}

JNIEXPORT void JNICALL Java_gamestress_jvm_Server_detach(JNIEnv *env, jclass cls) {
	(void)env, (void)cls;
	detachStd();
}

JNIEXPORT jint JNICALL Java_gamestress_jvm_Server_recv(JNIEnv *env, jclass cls, jbyteArray buf) {
	(void)cls;
	char b[256];
	int fds[3] = {-1, -1, -1};
	char cbuf[CMSG_SPACE(3 * sizeof(int))];
	for (;;) {
		struct iovec iov = {b, sizeof b};
		struct msghdr m = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = cbuf, .msg_controllen = sizeof cbuf};
		ssize_t got = recvmsg(ctl, &m, MSG_CMSG_CLOEXEC);
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0)
			return -1;
		int nfd = 0;
		for (struct cmsghdr *c = CMSG_FIRSTHDR(&m); c; c = CMSG_NXTHDR(&m, c))
			if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) {
				size_t len = c->cmsg_len - CMSG_LEN(0);
				if (len > sizeof fds)
					len = sizeof fds;
				memcpy(fds, CMSG_DATA(c), len);
				nfd = (int)(len / sizeof(int));
			}
		if (nfd == 3) {
			for (int i = 0; i < 3; i++) {
				dup2(fds[i], i);
				if (fds[i] > 2)
					close(fds[i]);
			}
		} else {
			for (int i = 0; i < nfd; i++)
				close(fds[i]);
		}
		jsize n = (*env)->GetArrayLength(env, buf);
		if (got < n)
			n = (jsize)got;
		(*env)->SetByteArrayRegion(env, buf, 0, n, (const jbyte *)b);
		return n;
	}
}

JNIEXPORT jint JNICALL Java_gamestress_jvm_Server_send(JNIEnv *env, jclass cls, jbyteArray buf, jint n) {
	(void)cls;
	char b[256];
	if (n > (jint)sizeof b)
		n = sizeof b;
	(*env)->GetByteArrayRegion(env, buf, 0, n, (jbyte *)b);
	return (jint)send(ctl, b, n, MSG_NOSIGNAL);
}

JNIEXPORT jlong JNICALL Java_gamestress_jvm_Server_cpu(JNIEnv *env, jclass cls) {
	(void)env, (void)cls;
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (jlong)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}
