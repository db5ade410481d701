// Hostile Java: answers, then halts the JVM with status 6. A JVM server
// cannot undo Runtime.halt: the program is refused and runs in a fresh
// JVM each time (jvm_test.go).
public class Halt {
    public static void main(String[] args) {
        System.out.println("halting");
        Runtime.getRuntime().halt(6);
    }
}
