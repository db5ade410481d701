// Must pass: asserts every bound hdu1848 declares (lines `m n p`, each in
// 1..1000, ended by `0 0 0`, nothing after). Three heaps, a move takes a
// Fibonacci number (1, 2, 3, 5, ...) from one: Sprague-Grundy, the XOR of
// the three heaps' Grundy values, each the mex over the Fibonacci moves.
import java.io.*;
import java.util.*;

public class AssertsBounds {
    static void check(boolean ok, String what) {
        if (!ok) throw new IllegalStateException(what);
    }

    public static void main(String[] args) throws IOException {
        int[] g = new int[1001];
        List<Integer> fib = new ArrayList<>(List.of(1, 2));
        while (fib.get(fib.size() - 1) + fib.get(fib.size() - 2) <= 1000)
            fib.add(fib.get(fib.size() - 1) + fib.get(fib.size() - 2));
        for (int x = 1; x <= 1000; x++) {
            boolean[] seen = new boolean[32];
            for (int f : fib) if (f <= x) seen[g[x - f]] = true;
            while (seen[g[x]]) g[x]++;
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StreamTokenizer tok = new StreamTokenizer(in);
        StringBuilder out = new StringBuilder();
        int cases = 0;
        while (true) {
            int[] v = new int[3];
            for (int i = 0; i < 3; i++) {
                check(tok.nextToken() == StreamTokenizer.TT_NUMBER, "no terminator 0 0 0");
                v[i] = (int) tok.nval;
            }
            if (v[0] == 0 && v[1] == 0 && v[2] == 0) break;
            for (int x : v) check(1 <= x && x <= 1000, "heap " + x);
            cases++;
            out.append((g[v[0]] ^ g[v[1]] ^ g[v[2]]) != 0 ? "Fibo" : "Nacci").append('\n');
        }
        check(cases >= 1, "no case");
        check(tok.nextToken() == StreamTokenizer.TT_EOF, "input after 0 0 0");
        System.out.print(out);
    }
}
