// atcoder-dp-k (Stones), correct, in Java: win[x] = some move a <= x
// leads to a losing pile. One case per input, as at AtCoder.
import java.io.*;
import java.util.*;

public class Stones {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), k = Integer.parseInt(st.nextToken());
        int[] a = new int[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) a[i] = Integer.parseInt(st.nextToken());
        boolean[] win = new boolean[k + 1];
        for (int x = 1; x <= k; x++)
            for (int m : a)
                if (m <= x && !win[x - m]) { win[x] = true; break; }
        System.out.println(win[k] ? "First" : "Second");
    }
}
