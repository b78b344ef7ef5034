/** Instance and static field reads and writes in a loop. */
public class Fields {
    int x, y;
    long total;
    static int calls;

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 5_000_000;
        Fields f = new Fields();
        for (int i = 0; i < n; i++) {
            f.x = f.x + i;
            f.y = f.y ^ f.x;
            f.total += f.y;
            calls++;
        }
        System.out.println("fields " + f.x + " " + f.y + " " + f.total + " " + calls);
    }
}
