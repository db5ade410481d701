// Must pass: asserts every bound hdu1730 declares (tests to the end of the
// input: `n m`, 1 <= n <= 1000, 2 <= m <= 100, then n rows `t j` with
// 1 <= t, j <= m, t != j). Northcott's game: each row is a Nim heap of the
// gap between its two pieces, |t - j| - 1 (moving away never helps: the
// opponent follows and restores the gap), so the XOR of the gaps decides.
import java.io.*;

public class Main {
    static void check(boolean ok, String what) {
        if (!ok) throw new IllegalStateException(what);
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        StringBuilder out = new StringBuilder();
        int tests = 0;
        while (in.nextToken() != StreamTokenizer.TT_EOF) {
            int n = (int) in.nval;
            check(in.nextToken() == StreamTokenizer.TT_NUMBER, "no m");
            int m = (int) in.nval;
            check(1 <= n && n <= 1000 && 2 <= m && m <= 100, "n = " + n + ", m = " + m);
            int x = 0;
            for (int i = 0; i < n; i++) {
                check(in.nextToken() == StreamTokenizer.TT_NUMBER, "row cut short");
                int t = (int) in.nval;
                check(in.nextToken() == StreamTokenizer.TT_NUMBER, "row cut short");
                int j = (int) in.nval;
                check(1 <= t && t <= m && 1 <= j && j <= m && t != j, "row " + t + " " + j);
                x ^= Math.abs(t - j) - 1;
            }
            out.append(x != 0 ? "I WIN!" : "BAD LUCK!").append('\n');
            tests++;
        }
        check(tests >= 1, "no test");
        System.out.print(out);
    }
}
