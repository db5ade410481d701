// The JVM server of gamestress's runner (stress/runner, jvmserver.go):
// one JVM that runs a Java solution many times, one run at a time, each
// as `java -cp CLASSES MAIN` would run it in a fresh JVM. Compiled by the
// runner with javac on first use; its native half is gsjvm.c (JNI).
//
// Started as `java FLAGS -cp DIR gamestress.jvm.Server LIB CLASSES MAIN
// STACK`, its fd 0 the control socket (SOCK_SEQPACKET). Messages, text:
//
//	server: "ready CPU" once it serves (CPU: its CPU time so far, ns), or
//	        "refuse WHY" for a program it cannot run apart from the next
//	runner: "run", with SCM_RIGHTS the run's stdin, stdout and stderr,
//	        which become fds 0, 1 and 2 for the run
//	server: "exit STATUS CPU CLEAN": the run's exit status, the CPU time
//	        of the whole JVM during the run (ns), and 1 if the server can
//	        take another run, 0 if it exits now (a thread of the run still
//	        alive, a VirtualMachineError)
//
// What makes a run as fresh as a new JVM's:
//   - its classes are loaded anew by a class loader of its own (parent:
//     the platform loader), so every static field starts afresh;
//   - System.in, System.out and System.err are made afresh on fds 0, 1
//     and 2, as the JVM makes them (System.out autoflushed through a
//     128-byte buffer), and code that opens FileDescriptor.out or
//     /dev/stdout reaches the run's files too;
//   - System.exit(n) in the run's classes is rewritten (in the constant
//     pool) into Exit.exit(n): fds 0, 1 and 2 go to /dev/null at once
//     (nothing the run does later is output, as after a real exit) and
//     the calling thread unwinds with an Error no handler of the run sees
//     unless it catches Throwable; the run is over with status n;
//   - the run's main thread is named "main", has the stack size of -Xss,
//     and an uncaught exception is printed as the JVM prints it ("Exception
//     in thread "main" ...", the server's frames cut from the trace), exit
//     status 1; the end waits for the run's other non-daemon threads, as
//     the JVM's DestroyJavaVM does;
//   - system properties, the default locale and time zone and the default
//     uncaught exception handler are put back after each run.
//
// Programs that use what cannot be undone between runs (Runtime.exit,
// Runtime.halt, shutdown hooks) are refused at start: the runner runs
// them in a fresh JVM each time.
package gamestress.jvm;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UnsupportedEncodingException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TimeZone;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

public final class Server {
    static native int init();                 // control socket off fd 0; fds 0-2 to /dev/null
    static native int recv(byte[] b);          // next message; its fds become 0, 1, 2; -1 at end of file
    static native int send(byte[] b, int n);
    static native long cpu();                  // CPU time of the process, ns
    static native void detach();               // fds 0, 1, 2 to /dev/null

    /** Exit is what the run's System.exit calls become. */
    public static final class Exit {
        public static void exit(int status) {
            Server.exit(status);
            throw new Unwind();
        }
    }

    /** Unwind ends a thread of the run that called System.exit. */
    static final class Unwind extends Error {
        Unwind() { super("System.exit", null, false, false); }
    }

    static final Object lock = new Object();
    static boolean exited;       // guarded by lock: the run called System.exit
    static int exitStatus;       // guarded by lock
    static boolean mainDone;     // guarded by lock
    static int mainStatus;       // guarded by lock
    static boolean vmError;      // guarded by lock: a VirtualMachineError ended main

    static Path classes;
    static String mainName;
    static long stack;
    static String[] progArgs;
    static final Map<String, byte[]> rewritten = new ConcurrentHashMap<>();

    public static void main(String[] args) throws Exception {
        System.load(args[0]);
        classes = Paths.get(args[1]);
        mainName = args[2];
        stack = Long.parseLong(args[3]);
        progArgs = Arrays.copyOfRange(args, 4, args.length);
        if (init() != 0) {
            System.exit(3);
        }
        String why = scan();
        if (why != null) {
            say("refuse " + why);
            return;
        }
        Properties props = (Properties) System.getProperties().clone();
        Locale locale = Locale.getDefault();
        Locale display = Locale.getDefault(Locale.Category.DISPLAY);
        Locale format = Locale.getDefault(Locale.Category.FORMAT);
        TimeZone zone = TimeZone.getDefault();
        say("ready " + cpu());
        byte[] buf = new byte[256];
        for (;;) {
            int n = recv(buf);
            if (n < 0) {
                break;
            }
            if (!new String(buf, 0, n, StandardCharsets.US_ASCII).equals("run")) {
                continue;
            }
            long c0 = cpu();
            boolean clean = runOnce();
            System.setProperties((Properties) props.clone());
            Locale.setDefault(locale);
            Locale.setDefault(Locale.Category.DISPLAY, display);
            Locale.setDefault(Locale.Category.FORMAT, format);
            TimeZone.setDefault(zone);
            Thread.setDefaultUncaughtExceptionHandler(null);
            int status;
            synchronized (lock) {
                status = exited ? exitStatus : mainStatus;
                clean &= !vmError;
            }
            say("exit " + (status & 0xff) + " " + (cpu() - c0) + " " + (clean ? 1 : 0));
            if (!clean) {
                Runtime.getRuntime().halt(0);
            }
        }
        Runtime.getRuntime().halt(0);
    }

    static void say(String s) {
        byte[] b = s.getBytes(StandardCharsets.US_ASCII);
        send(b, b.length);
    }

    /** exit ends the run with status (the first call wins). */
    static void exit(int status) {
        synchronized (lock) {
            if (!exited) {
                exited = true;
                exitStatus = status;
                detach();
                lock.notifyAll();
            }
        }
    }

    /**
     * runOnce runs the program once on fds 0, 1 and 2 and reports whether
     * every thread it started has ended (the server may serve again).
     */
    static boolean runOnce() {
        synchronized (lock) {
            exited = false;
            mainDone = false;
            mainStatus = 0;
            vmError = false;
        }
        System.setIn(new BufferedInputStream(new FileInputStream(FileDescriptor.in)));
        System.setOut(newPrintStream(new FileOutputStream(FileDescriptor.out), System.getProperty("sun.stdout.encoding")));
        System.setErr(newPrintStream(new FileOutputStream(FileDescriptor.err), System.getProperty("sun.stderr.encoding")));
        RunLoader loader = new RunLoader();
        ThreadGroup group = new ThreadGroup("main");
        group.setDaemon(true); // destroyed with its last thread: no group left behind a run
        Thread main = new Thread(group, () -> runMain(loader), "main", stack);
        main.setContextClassLoader(loader);
        main.start();
        waitEnd(group);
        detach();
        return allEnded(group);
    }

    /** newPrintStream is the JVM's own System.out and System.err. */
    static PrintStream newPrintStream(FileOutputStream fos, String enc) {
        if (enc != null) {
            try {
                return new PrintStream(new BufferedOutputStream(fos, 128), true, enc);
            } catch (UnsupportedEncodingException e) {
                // as the JVM: the default charset
            }
        }
        return new PrintStream(new BufferedOutputStream(fos, 128), true);
    }

    /** runMain is the run's main thread. */
    static void runMain(RunLoader loader) {
        int status = 0;
        boolean vm = false;
        try {
            MethodHandle mh = mainOf(loader);
            if (mh == null) {
                status = 1;
            } else {
                mh.invokeExact(progArgs.clone());
            }
        } catch (Unwind u) {
            // System.exit: the run is over already
        } catch (Throwable e) {
            status = 1;
            vm = e instanceof VirtualMachineError;
            cut(e);
            Thread t = Thread.currentThread();
            t.getUncaughtExceptionHandler().uncaughtException(t, e);
        }
        synchronized (lock) {
            mainDone = true;
            mainStatus = status;
            vmError = vm;
            lock.notifyAll();
        }
    }

    /** mainOf finds public static void main(String[]) as the java launcher does, or says why not. */
    static MethodHandle mainOf(RunLoader loader) throws Throwable {
        Class<?> c;
        try {
            c = Class.forName(mainName, true, loader);
        } catch (ClassNotFoundException e) {
            System.err.println("Error: Could not find or load main class " + mainName);
            System.err.println("Caused by: " + e);
            return null;
        }
        Method m;
        try {
            m = c.getMethod("main", String[].class);
        } catch (NoSuchMethodException e) {
            m = null;
        }
        if (m == null || !Modifier.isStatic(m.getModifiers()) || m.getReturnType() != void.class) {
            System.err.println("Error: Main method not found in class " + mainName + ", please define the main method as:");
            System.err.println("   public static void main(String[] args)");
            System.err.println("or a JavaFX application class must extend javafx.application.Application");
            return null;
        }
        m.setAccessible(true);
        return MethodHandles.lookup().unreflect(m);
    }

    /** cut removes the server's frames from the end of e's trace (and its causes'). */
    static void cut(Throwable e) {
        for (int depth = 0; e != null && depth < 64; e = e.getCause(), depth++) {
            StackTraceElement[] st = e.getStackTrace();
            int k = st.length;
            while (k > 0 && isOurs(st[k - 1])) {
                k--;
            }
            if (k > 0 && k < st.length) {
                e.setStackTrace(Arrays.copyOf(st, k));
            }
        }
    }

    static boolean isOurs(StackTraceElement f) {
        String c = f.getClassName();
        return c.startsWith("gamestress.jvm.") || c.startsWith("java.lang.invoke.") || c.equals("java.lang.Thread");
    }

    /**
     * waitEnd waits until the run called System.exit, or its main thread
     * and every other thread of it that is not a daemon have ended (as
     * the JVM's DestroyJavaVM waits for them).
     */
    static void waitEnd(ThreadGroup group) {
        synchronized (lock) {
            while (!exited && !mainDone) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    // keep waiting
                }
            }
        }
        for (;;) {
            synchronized (lock) {
                if (exited) {
                    return;
                }
            }
            Thread t = liveNonDaemon(group);
            if (t == null) {
                return;
            }
            try {
                t.join(5);
            } catch (InterruptedException e) {
                // keep waiting
            }
        }
    }

    static Thread liveNonDaemon(ThreadGroup group) {
        for (Thread t : threads(group)) {
            if (t.isAlive() && !t.isDaemon()) {
                return t;
            }
        }
        return null;
    }

    static Thread[] threads(ThreadGroup group) {
        Thread[] ts = new Thread[group.activeCount() + 8];
        int n = group.enumerate(ts, true);
        while (n == ts.length) {
            ts = new Thread[2 * ts.length];
            n = group.enumerate(ts, true);
        }
        return Arrays.copyOf(ts, n);
    }

    /** allEnded reports whether every thread of the run has ended, waiting briefly for those unwinding from System.exit. */
    static boolean allEnded(ThreadGroup group) {
        long deadline = System.nanoTime() + 200_000_000L;
        for (Thread t : threads(group)) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return !t.isAlive();
            }
            try {
                t.join(Math.max(1, left / 1_000_000));
            } catch (InterruptedException e) {
                return false;
            }
            if (t.isAlive()) {
                return false;
            }
        }
        return true;
    }

    /** RunLoader loads the run's classes afresh, System.exit rewritten. */
    static final class RunLoader extends URLClassLoader {
        RunLoader() {
            super(new URL[] {url()}, ClassLoader.getPlatformClassLoader()); // no name: traces read as a fresh JVM's
        }

        static URL url() {
            try {
                return classes.toUri().toURL();
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (name.equals("gamestress.jvm.Server$Exit")) {
                return Exit.class;
            }
            return super.loadClass(name, resolve);
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            byte[] b = rewritten.get(name);
            if (b == null) {
                Path f = classes.resolve(name.replace('.', '/') + ".class");
                try {
                    b = ClassFile.rewriteExit(Files.readAllBytes(f));
                } catch (IOException e) {
                    throw new ClassNotFoundException(name, e);
                }
                rewritten.put(name, b);
            }
            return defineClass(name, b, 0, b.length);
        }
    }

    /** scan reads every class file of the program and says why it cannot run here, or null. */
    static String scan() throws IOException {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> s = Files.walk(classes)) {
            s.filter(p -> p.toString().endsWith(".class")).forEach(files::add);
        }
        for (Path f : files) {
            String why = ClassFile.unservable(Files.readAllBytes(f));
            if (why != null) {
                return why;
            }
        }
        return null;
    }

    /** ClassFile reads and rewrites the constant pool of a class file. */
    static final class ClassFile {
        static final String EXIT = "gamestress/jvm/Server$Exit";

        final byte[] b;
        final int count;        // constant_pool_count
        final int[] at;         // offset of each entry's tag
        final int end;          // offset just past the pool

        ClassFile(byte[] b) throws IOException {
            this.b = b;
            if (b.length < 10 || u4(0) != 0xCAFEBABE) {
                throw new IOException("not a class file");
            }
            count = u2(8);
            at = new int[count];
            int p = 10;
            for (int i = 1; i < count; i++) {
                at[i] = p;
                int tag = b[p] & 0xff;
                switch (tag) {
                    case 1: p += 3 + u2(p + 1); break;
                    case 3: case 4: case 9: case 10: case 11: case 12: case 17: case 18: p += 5; break;
                    case 5: case 6: p += 9; i++; break;
                    case 7: case 8: case 16: case 19: case 20: p += 3; break;
                    case 15: p += 4; break;
                    default: throw new IOException("constant pool tag " + tag);
                }
            }
            end = p;
        }

        int u2(int p) { return (b[p] & 0xff) << 8 | (b[p + 1] & 0xff); }
        int u4(int p) { return u2(p) << 16 | u2(p + 2); }

        String utf8(int i) {
            int p = at[i];
            return new String(b, p + 3, u2(p + 1), StandardCharsets.UTF_8);
        }

        /** ref is {class, name, descriptor} of the Methodref i. */
        String[] ref(int i) {
            int p = at[i];
            int cls = u2(p + 1), nat = u2(p + 3);
            return new String[] {utf8(u2(at[cls] + 1)), utf8(u2(at[nat] + 1)), utf8(u2(at[nat] + 3))};
        }

        boolean isMethodref(int i) { return at[i] != 0 && (b[at[i]] & 0xff) == 10; }

        static String unservable(byte[] b) throws IOException {
            ClassFile cf = new ClassFile(b);
            for (int i = 1; i < cf.count; i++) {
                if (!cf.isMethodref(i)) {
                    continue;
                }
                String[] r = cf.ref(i);
                if (r[0].equals("java/lang/Runtime") && (r[1].equals("exit") || r[1].equals("halt") || r[1].endsWith("ShutdownHook"))) {
                    return "the program calls Runtime." + r[1];
                }
            }
            return null;
        }

        /** rewriteExit points every Methodref of System.exit(I)V at Exit.exit. */
        static byte[] rewriteExit(byte[] b) throws IOException {
            ClassFile cf = new ClassFile(b);
            List<Integer> exits = new ArrayList<>();
            for (int i = 1; i < cf.count; i++) {
                if (cf.isMethodref(i)) {
                    String[] r = cf.ref(i);
                    if (r[0].equals("java/lang/System") && r[1].equals("exit") && r[2].equals("(I)V")) {
                        exits.add(i);
                    }
                }
            }
            if (exits.isEmpty()) {
                return b;
            }
            int utf = cf.count, cls = cf.count + 1;
            ByteArrayOutputStream out = new ByteArrayOutputStream(b.length + 64);
            byte[] head = Arrays.copyOf(b, cf.end);
            head[8] = (byte) ((cf.count + 2) >> 8);
            head[9] = (byte) (cf.count + 2);
            for (int i : exits) {
                int p = cf.at[i];
                head[p + 1] = (byte) (cls >> 8);
                head[p + 2] = (byte) cls;
            }
            out.write(head, 0, head.length);
            byte[] name = EXIT.getBytes(StandardCharsets.UTF_8);
            out.write(1);
            out.write(name.length >> 8);
            out.write(name.length);
            out.write(name, 0, name.length);
            out.write(7);
            out.write(utf >> 8);
            out.write(utf);
            out.write(b, cf.end, b.length - cf.end);
            return out.toByteArray();
        }
    }
}
