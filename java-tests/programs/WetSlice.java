// Small enough to slice by hand (issue 8, analyzer/tests/wet_trace.rs):
// values flow through a call, an array element and a static field.
public class WetSlice {
    static int saved;

    static int twice(int x) {
        return x + x;
    }

    public static void main(String[] args) {
        int a = 3;
        int b = 4;
        int c = twice(a);
        int d = b * 10;
        int[] arr = new int[2];
        arr[0] = c;
        arr[1] = d;
        saved = d;
        int e = arr[0] + 1;
        System.out.println(e);
        System.out.println(saved);
    }
}
