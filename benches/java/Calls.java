/** Static, virtual (monomorphic and polymorphic) and interface calls of small methods. */
public class Calls {
    interface Shape { int area(int k); }
    static class Square implements Shape {
        int side = 3;
        public int area(int k) { return side * side + k; }
        int twice(int k) { return k + k; }
    }
    static class Rect extends Square {
        public int area(int k) { return side * 2 + k; }
        int twice(int k) { return k << 1; }
    }
    static int add(int a, int b) { return a + b; }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2_000_000;
        Square[] objs = { new Square(), new Rect() };
        Shape[] shapes = { new Rect(), new Square() };
        int s = 0;
        for (int i = 0; i < n; i++) {
            s = add(s, i);                      // static
            s += objs[0].twice(i);              // virtual, monomorphic site
            s += objs[i & 1].twice(s);          // virtual, polymorphic site
            s += shapes[i & 1].area(i);         // interface
        }
        System.out.println("calls " + s);
    }
}
