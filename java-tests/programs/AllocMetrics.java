/**
 * Allocation metrics computed by hand: vm/tests/metrics_held_out.rs
 * analyzes a run with the nested class Kernel (and its nested classes) as
 * the application and checks object counts, sizes in rjvm's size model
 * (8-byte header, 4-byte references, 8-byte alignment), the size bins with
 * objects exactly at their bounds, allocation sites and densities against
 * values derived from this text. Keep Kernel's code as it is: the expected
 * values depend on every instruction.
 */
public class AllocMetrics {
    static final class Kernel {
        static final class E {
        }

        static final class I1 {
            int a;
        }

        static final class J2 {
            long a, b;
        }

        static final class Mix {
            byte b;
            short s;
            char c;
            Object r;
            float f;
        }

        static final class J3 {
            long a, b, c;
        }

        static final class R8 {
            Object a, b, c, d, e, f, g, h;
        }

        static class J5 {
            long a, b, c, d, e;
        }

        static final class J8 extends J5 {
            long f, g, h;
        }

        static final class D9 {
            double a, b, c, d, e, f, g, h, i;
        }

        static class K16 {
            long a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p;
        }

        static class K32 extends K16 {
            long a2, b2, c2, d2, e2, f2, g2, h2, i2, j2, k2, l2, m2, n2, o2, p2;
        }

        static class K48 extends K32 {
            long a3, b3, c3, d3, e3, f3, g3, h3, i3, j3, k3, l3, m3, n3, o3, p3;
        }

        static final class K49 extends K48 {
            long q;
        }

        static void run() {
            new E();
            new E();
            new E();
            new I1();
            new I1();
            new J2();
            new Mix();
            new J3();
            new R8();
            new J5();
            new J8();
            new D9();
            new K16();
            new K32();
            new K48();
            new K49();
        }
    }

    public static void main(String[] args) {
        Kernel.run();
        System.out.println("allocated");
    }
}
