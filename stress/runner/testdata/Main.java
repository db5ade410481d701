// hdu1846, correct, in Java: the first player wins iff n is not a multiple of m+1.
import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StreamTokenizer st = new StreamTokenizer(in);
        st.nextToken();
        int c = (int) st.nval;
        StringBuilder out = new StringBuilder();
        while (c-- > 0) {
            st.nextToken();
            int n = (int) st.nval;
            st.nextToken();
            int m = (int) st.nval;
            out.append(n % (m + 1) != 0 ? "first" : "second").append('\n');
        }
        System.out.print(out);
    }
}
