/**
 * A program whose dynamic metrics are computed by hand: vm/tests/metrics.rs
 * analyzes its trace with the nested class Kernel as the only application
 * class and checks instruction counts, array, float and field densities,
 * allocations, call-site arities and cache misses, and lock operations of
 * Kernel's code against values counted from its bytecode. Keep Kernel's
 * code as it is: the expected values depend on every instruction.
 */
public class MetricsProbe {
    interface Shape {
        int area();
    }

    static final class Sq implements Shape {
        final int s;

        Sq(int s) {
            this.s = s;
        }

        public int area() {
            return s * s;
        }
    }

    static final class Rect implements Shape {
        final int w;
        final int h;

        Rect(int w, int h) {
            this.w = w;
            this.h = h;
        }

        public int area() {
            return w * h;
        }
    }

    static final class Tri implements Shape {
        final int b;
        final int h;

        Tri(int b, int h) {
            this.b = b;
            this.h = h;
        }

        public int area() {
            return b * h / 2;
        }
    }

    static class Base {
        int id() {
            return 1;
        }
    }

    static class Derived extends Base {
    }

    /** The measured code. */
    static final class Kernel {
        int f;
        double d;
        Object r;

        static int sumInts(int[] a) {
            int t = 0;
            for (int i = 0; i < a.length; i++) {
                t += a[i];
            }
            return t;
        }

        static double scale(double[] v, double k) {
            double s = 0;
            for (int i = 0; i < v.length; i++) {
                v[i] *= k;
                s += v[i];
            }
            return s;
        }

        static int countA(char[] c) {
            int n = 0;
            for (int i = 0; i < c.length; i++) {
                if (c[i] == 'a') {
                    n++;
                }
            }
            return n;
        }

        static int areas(Shape[] s) {
            int t = 0;
            for (int i = 0; i < s.length; i++) {
                t += s[i].area();
            }
            return t;
        }

        static int ids(Base[] b) {
            int t = 0;
            for (int i = 0; i < b.length; i++) {
                t += b[i].id();
            }
            return t;
        }

        static int twice(Sq s) {
            if (s == null) {
                return 0;
            }
            return s.area() + s.area();
        }

        void touch(Object o) {
            f = f + 1;
            d = d * 2.0;
            r = o;
        }

        static int locked(Object lock, int times) {
            int n = 0;
            for (int i = 0; i < times; i++) {
                synchronized (lock) {
                    n++;
                }
            }
            return n + once();
        }

        static synchronized int once() {
            return 1;
        }
    }

    public static void main(String[] args) {
        int[] ints = {3, 1, 4, 1, 5};
        double[] ds = {1.5, 2.5, 4.0};
        char[] cs = {'a', 'b', 'a', 'c'};
        Shape[] mixed = {new Sq(2), new Sq(3), new Rect(2, 5), new Tri(4, 3), new Sq(1), new Rect(1, 1)};
        Shape[] two = {new Sq(2), new Rect(3, 3), new Sq(4), new Rect(5, 1)};
        Kernel k1 = new Kernel();
        Kernel k2 = new Kernel();
        Kernel k3 = new Kernel();
        k1.touch(k2);
        k1.touch(k3);
        k2.touch(null);
        System.out.println(Kernel.sumInts(ints));
        System.out.println(Kernel.scale(ds, 2.0));
        System.out.println(Kernel.countA(cs));
        System.out.println(Kernel.areas(mixed));
        System.out.println(Kernel.areas(two));
        System.out.println(Kernel.ids(new Base[] {new Base(), new Derived(), new Base()}));
        System.out.println(Kernel.twice(new Sq(7)));
        System.out.println(Kernel.locked(new Object(), 10));
        System.out.println(k1.f + " " + k1.d + " " + (k1.r == k3) + " " + k2.f);
    }
}
