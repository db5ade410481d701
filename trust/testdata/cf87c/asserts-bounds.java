// Must pass: asserts every bound cf87c declares (one n a run,
// 1 <= n <= 10^5). A split of x into k >= 2 piles a, a-1, ..., a-k+1
// exists iff x - k(k-1)/2 is a positive multiple of k; it is worth the
// XOR of the piles' Grundy values (prefix XORs), and x's value is the mex
// over its splits: O(n sqrt n). The answer is the least k whose split of
// n is worth 0, or -1.
import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line = in.readLine();
        if (line == null) throw new IllegalStateException("no n");
        int n = Integer.parseInt(line.trim());
        if (n < 1 || n > 100000) throw new IllegalStateException("n = " + n);
        for (String rest; (rest = in.readLine()) != null; )
            if (!rest.trim().isEmpty()) throw new IllegalStateException("input after n");
        int[] g = new int[n + 1], px = new int[n + 1], seen = new int[n + 2];
        java.util.Arrays.fill(seen, -1);
        int answer = -1;
        for (int x = 1; x <= n; x++) {
            for (int k = 2; (long) k * (k + 1) / 2 <= x; k++) {
                int r = x - k * (k - 1) / 2;
                if (r % k != 0) continue;
                int a = r / k; // piles a .. a+k-1
                int v = px[a + k - 1] ^ px[a - 1];
                if (v < seen.length) seen[v] = x;
                if (x == n && v == 0 && answer < 0) answer = k;
            }
            while (seen[g[x]] == x) g[x]++;
            px[x] = px[x - 1] ^ g[x];
        }
        System.out.println(answer);
    }
}
