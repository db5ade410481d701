// Flaw: the memo of best margins marks "not computed" with 0, so a part
// of the row worth exactly 0 is searched again at every visit: fast on
// most rows, exponential on a row of zeros (every part is worth 0),
// which the statement allows at n = 100.
// Truth: TimeLimit.
import java.io.*;
import java.util.*;

public class Main {
    static int[] pre;
    static int[][] memo;

    // best(i, j): the mover's best margin on a[i..j] (inclusive).
    static int best(int i, int j) {
        if (i > j) return 0;
        if (memo[i][j] != 0) return memo[i][j];
        int total = pre[j + 1] - pre[i];
        int res = total; // take everything
        for (int k = i; k < j; k++) {
            // take a[i..k] from the left, or a[k+1..j] from the right
            res = Math.max(res, pre[k + 1] - pre[i] - best(k + 1, j));
            res = Math.max(res, pre[j + 1] - pre[k + 1] - best(i, k));
        }
        return memo[i][j] = res;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        StringBuilder out = new StringBuilder();
        while (in.nextToken() != StreamTokenizer.TT_EOF) {
            int n = (int) in.nval;
            if (n == 0) break;
            pre = new int[n + 1];
            for (int i = 0; i < n; i++) {
                in.nextToken();
                pre[i + 1] = pre[i] + (int) in.nval;
            }
            memo = new int[n][n];
            out.append(best(0, n - 1)).append('\n');
        }
        System.out.print(out);
    }
}
