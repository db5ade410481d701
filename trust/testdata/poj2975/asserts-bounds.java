// Must pass: asserts every bound poj2975 declares (n, 1..1000, then n piles
// of 1..10^9, until a line 0; nothing after). Nim: X the XOR of the piles;
// a move from pile k wins iff k^X < k (it leaves XOR 0). The answer is the
// number of such piles (0 when X == 0).
import java.io.*;

public class Main {
    static void check(boolean ok, String what) {
        if (!ok) throw new IllegalStateException(what);
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        StringBuilder out = new StringBuilder();
        int tests = 0;
        while (true) {
            check(in.nextToken() == StreamTokenizer.TT_NUMBER, "no terminator 0");
            int n = (int) in.nval;
            if (n == 0) break;
            check(1 <= n && n <= 1000, "n = " + n);
            long[] k = new long[n];
            long x = 0;
            for (int i = 0; i < n; i++) {
                check(in.nextToken() == StreamTokenizer.TT_NUMBER, "pile missing");
                k[i] = (long) in.nval;
                check(1 <= k[i] && k[i] <= 1000000000L, "pile " + k[i]);
                x ^= k[i];
            }
            int count = 0;
            for (long v : k) if ((v ^ x) < v) count++;
            out.append(count).append('\n');
            tests++;
        }
        check(tests >= 1, "no test");
        check(in.nextToken() == StreamTokenizer.TT_EOF, "input after the terminator");
        System.out.print(out);
    }
}
