// Hostile Java: what a run does is the first word of its input. The JVM
// server must give each the verdict, output and exit status of a fresh
// JVM, and leave nothing of one run in the next (jvm_test.go).
import java.io.*;
import java.util.*;

public class Hostile {
    static int runs; // static state: 1 in every fresh run
    static final List<long[]> hold = new ArrayList<>();

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        String what = st.nextToken();
        runs++;
        switch (what) {
            case "state": // static fields start afresh
                System.out.println("runs " + runs);
                break;
            case "echo": // the rest of the input, to its end
                StringBuilder sb = new StringBuilder();
                for (String line; (line = in.readLine()) != null; ) sb.append(line).append('\n');
                System.out.print(sb);
                break;
            case "exit3": // output before the exit is kept, after it is not
                System.out.println("before");
                System.exit(3);
                System.out.println("after");
                break;
            case "catchexit": // an exit caught as a Throwable still ends the run
                try {
                    System.out.println("before");
                    System.exit(5);
                } catch (Throwable t) {
                    System.out.println("caught");
                } finally {
                    System.out.println("finally");
                }
                break;
            case "threadexit": // another thread exits while main waits
                new Thread(() -> { System.out.println("thread"); System.exit(4); }).start();
                Thread.sleep(60000);
                break;
            case "throw":
                throw new IllegalStateException("boom");
            case "nonmain": // an exception in another thread: exit status 0
                Thread t = new Thread(() -> { throw new IllegalStateException("in a thread"); });
                t.start();
                t.join();
                System.out.println("main goes on");
                break;
            case "late": // a thread that is not a daemon answers after main returned
                new Thread(() -> {
                    try { Thread.sleep(100); } catch (InterruptedException e) { }
                    System.out.println("late answer");
                }).start();
                break;
            case "daemon": // a daemon thread left running dies with the run
                Thread d = new Thread(() -> {
                    for (;;) { try { Thread.sleep(10); } catch (InterruptedException e) { } System.out.println("daemon"); }
                });
                d.setDaemon(true);
                d.start();
                System.out.println("main done");
                break;
            case "fd": // standard output through FileDescriptor.out and /dev/stdout
                PrintWriter w = new PrintWriter(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out)));
                w.println("fd out");
                w.flush();
                try (FileOutputStream f = new FileOutputStream("/dev/stdout", true)) { f.write("dev stdout\n".getBytes()); }
                break;
            case "noflush": // a PrintWriter never flushed: its output is lost
                PrintWriter lost = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
                lost.println("lost");
                System.out.print("unterminated");
                break;
            case "locale": // what one run sets for the JVM, the next does not see
                System.out.println(String.format("%.2f", 1.5) + " " + System.getProperty("hostile.set"));
                Locale.setDefault(Locale.GERMANY);
                System.setProperty("hostile.set", "yes");
                System.out.println(String.format("%.2f", 1.5));
                break;
            case "loop":
                long x = 0;
                for (;;) x += x * 31 + 7;
            case "sleep":
                Thread.sleep(1000000);
                break;
            case "oom":
                for (;;) hold.add(new long[1 << 20]);
            case "deep":
                System.out.println(deep(0));
                break;
            case "flood":
                for (;;) System.out.print("flood flood flood flood flood flood flood flood\n");
            case "fileflood":
                try (FileOutputStream f = new FileOutputStream(new File(st.nextToken(), "flood.txt"))) {
                    byte[] b = new byte[1 << 16];
                    for (;;) f.write(b);
                }
            case "threadbomb":
                for (;;) new Thread(() -> { try { Thread.sleep(100000); } catch (InterruptedException e) { } }).start();
            case "child": // a child process left running dies with the run
                new ProcessBuilder("sleep", "1000").redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
                System.out.println("answered");
                break;
            case "cwd": // a file of the working folder: a folder of the run's own, empty
                File f = new File("output.txt");
                System.out.println(f.exists() + " " + new File(".").getCanonicalFile().list().length);
                try (FileWriter fw = new FileWriter(f)) { fw.write("x"); }
                System.out.println(new File(".").getCanonicalFile().list().length);
                break;
            case "close": // standard output closed early
                System.out.println("half");
                System.out.close();
                System.err.println("err after close");
                break;
            default:
                System.out.println("unknown " + what);
        }
    }

    static int deep(int n) {
        return deep(n + 1) + 1;
    }
}
