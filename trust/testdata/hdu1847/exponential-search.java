// Flaw: plays the game out by recursion over every power-of-two move
// without a memo, and every move to the end (no early return): right, but
// the calls grow like Fibonacci's numbers (win(n) calls win(n-1) and
// win(n-2) at least), at a steady rate in n: n = 50 never ends.
// Truth: TimeLimit. (Returning at the first winning move would make its
// time jump with n mod 3, a growth no fit may claim: stress/diagnose's
// TestPlanted, which reads this file through a link, measures it.)
import java.io.*;

public class Main {
    static boolean win(int n) {
        boolean w = false;
        for (int p = 1; p <= n; p *= 2)
            if (!win(n - p)) w = true;
        return w;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder out = new StringBuilder();
        for (String line; (line = in.readLine()) != null; ) {
            line = line.trim();
            if (line.isEmpty()) continue;
            out.append(win(Integer.parseInt(line)) ? "Kiki" : "Cici").append('\n');
        }
        System.out.print(out);
    }
}
