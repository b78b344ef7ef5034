/** Dispatch loop: integer arithmetic on locals only (loads, stores, iinc, branches). */
public class Dispatch {
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 10_000_000;
        int a = 1, b = 2, c = 3;
        for (int i = 0; i < n; i++) {
            a = a + b ^ i;
            b = (b << 1) - c;
            c = c + (a & 0xff) | 1;
        }
        System.out.println("dispatch " + a + " " + b + " " + c);
    }
}
