// hdu1847, a search over every power-of-two move without a memo: right,
// but exponential in n (win(n) calls win(n-1) and win(n-2) at least). In
// a batch whose other cases are small (n = 1 cannot be halved), the slow
// case's growth is measured alone; a Java program, run through the JVM
// server: its start-up is no part of any run measured.
import java.io.*;

public class Main {
    static boolean win(int n) {
        for (int p = 1; p <= n; p *= 2)
            if (!win(n - p)) return true;
        return false;
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
