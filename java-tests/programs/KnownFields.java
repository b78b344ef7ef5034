/**
 * Field accesses whose object the reader knows from the activation's locals
 * (trace rule `known-field-objects = locals`): getfields and putfields right
 * after an aload of the same local, putfields with a constant or a local
 * load between, locals stored again in a loop, exceptions caught in the
 * frame that read the same objects after the catch, locals from 64 on and
 * wide ones, and two threads doing the same.
 */
public class KnownFields {
    static final class Vec {
        double x, y, z;

        Vec(double x, double y, double z) {
            this.x = x;
            this.y = y;
            this.z = z;
        }

        Vec add(Vec o) {
            return new Vec(x + o.x, y + o.y, z + o.z);
        }

        double dot(Vec o) {
            return x * o.x + y * o.y + z * o.z;
        }
    }

    static final class Rec {
        int i;
        long l;
        float f;
        double d;
        short s;
        Object o;
        String str;
        Rec next;
        int val;
    }

    static int sink;

    /** Putfields with every kind of value load between the aload and the putfield. */
    static int puts(Rec r, Rec q, int n, long m, float g, double h) {
        r.i = 0;
        r.i = -1;
        r.i = 5;
        r.i = 100;
        r.i = 30000;
        r.i = 1234567;
        r.l = 0L;
        r.l = 1L;
        r.l = 123456789012L;
        r.f = 0f;
        r.f = 2f;
        r.f = 3.5f;
        r.d = 0.0;
        r.d = 1.0;
        r.d = 2.5;
        r.o = null;
        r.str = "known";
        r.o = q;
        r.i = n;
        r.l = m;
        r.f = g;
        r.d = h;
        r.i = n + 1;
        r.next = r;
        return r.i + (int) r.l + (int) r.f + (int) r.d + r.str.length() + (r.o == q ? 1 : 0);
    }

    /** A list walk: the local is stored again in the loop's block. */
    static int walk(Rec head) {
        int sum = 0;
        for (Rec n = head; n != null; n = n.next) {
            sum += n.val + n.i;
        }
        Rec p = head;
        sum += p.val;
        p = p.next;
        sum += p.val;
        return sum;
    }

    /** Exceptions caught in the frame between accesses to the same objects. */
    static double caught(Vec a, Vec b, int[] arr, int k) {
        double s = a.x + b.x;
        for (int j = 0; j < k; j++) {
            try {
                s += a.y;
                arr[j] = (int) b.y;
                s += a.z + b.z;
            } catch (ArrayIndexOutOfBoundsException e) {
                s += a.x + b.y;
            }
            try {
                s += a.x;
                s += thrower(j);
                s += a.y;
            } catch (IllegalStateException e) {
                s += a.z + b.x;
            }
            s += a.x + a.y + b.z;
        }
        return s;
    }

    static int thrower(int j) {
        if (j % 3 == 1) {
            throw new IllegalStateException("j=" + j);
        }
        return j;
    }

    /** Object locals at slots from 64 on (aload n, not sourced) and past 255 (wide). */
    static double wide(Vec a) {
        double d0 = a.x + 0;
        double d1 = a.x + 1;
        double d2 = a.x + 2;
        double d3 = a.x + 3;
        double d4 = a.x + 4;
        double d5 = a.x + 5;
        double d6 = a.x + 6;
        double d7 = a.x + 7;
        double d8 = a.x + 8;
        double d9 = a.x + 9;
        double d10 = a.x + 10;
        double d11 = a.x + 11;
        double d12 = a.x + 12;
        double d13 = a.x + 13;
        double d14 = a.x + 14;
        double d15 = a.x + 15;
        double d16 = a.x + 16;
        double d17 = a.x + 17;
        double d18 = a.x + 18;
        double d19 = a.x + 19;
        double d20 = a.x + 20;
        double d21 = a.x + 21;
        double d22 = a.x + 22;
        double d23 = a.x + 23;
        double d24 = a.x + 24;
        double d25 = a.x + 25;
        double d26 = a.x + 26;
        double d27 = a.x + 27;
        double d28 = a.x + 28;
        double d29 = a.x + 29;
        double d30 = a.x + 30;
        double d31 = a.x + 31;
        double d32 = a.x + 32;
        double d33 = a.x + 33;
        double d34 = a.x + 34;
        double d35 = a.x + 35;
        double d36 = a.x + 36;
        double d37 = a.x + 37;
        double d38 = a.x + 38;
        double d39 = a.x + 39;
        double d40 = a.x + 40;
        double d41 = a.x + 41;
        double d42 = a.x + 42;
        double d43 = a.x + 43;
        double d44 = a.x + 44;
        double d45 = a.x + 45;
        double d46 = a.x + 46;
        double d47 = a.x + 47;
        double d48 = a.x + 48;
        double d49 = a.x + 49;
        double d50 = a.x + 50;
        double d51 = a.x + 51;
        double d52 = a.x + 52;
        double d53 = a.x + 53;
        double d54 = a.x + 54;
        double d55 = a.x + 55;
        double d56 = a.x + 56;
        double d57 = a.x + 57;
        double d58 = a.x + 58;
        double d59 = a.x + 59;
        double d60 = a.x + 60;
        double d61 = a.x + 61;
        double d62 = a.x + 62;
        double d63 = a.x + 63;
        double d64 = a.x + 64;
        double d65 = a.x + 65;
        double d66 = a.x + 66;
        double d67 = a.x + 67;
        double d68 = a.x + 68;
        double d69 = a.x + 69;
        double d70 = a.x + 70;
        double d71 = a.x + 71;
        double d72 = a.x + 72;
        double d73 = a.x + 73;
        double d74 = a.x + 74;
        double d75 = a.x + 75;
        double d76 = a.x + 76;
        double d77 = a.x + 77;
        double d78 = a.x + 78;
        double d79 = a.x + 79;
        double d80 = a.x + 80;
        double d81 = a.x + 81;
        double d82 = a.x + 82;
        double d83 = a.x + 83;
        double d84 = a.x + 84;
        double d85 = a.x + 85;
        double d86 = a.x + 86;
        double d87 = a.x + 87;
        double d88 = a.x + 88;
        double d89 = a.x + 89;
        double d90 = a.x + 90;
        double d91 = a.x + 91;
        double d92 = a.x + 92;
        double d93 = a.x + 93;
        double d94 = a.x + 94;
        double d95 = a.x + 95;
        double d96 = a.x + 96;
        double d97 = a.x + 97;
        double d98 = a.x + 98;
        double d99 = a.x + 99;
        double d100 = a.x + 100;
        double d101 = a.x + 101;
        double d102 = a.x + 102;
        double d103 = a.x + 103;
        double d104 = a.x + 104;
        double d105 = a.x + 105;
        double d106 = a.x + 106;
        double d107 = a.x + 107;
        double d108 = a.x + 108;
        double d109 = a.x + 109;
        double d110 = a.x + 110;
        double d111 = a.x + 111;
        double d112 = a.x + 112;
        double d113 = a.x + 113;
        double d114 = a.x + 114;
        double d115 = a.x + 115;
        double d116 = a.x + 116;
        double d117 = a.x + 117;
        double d118 = a.x + 118;
        double d119 = a.x + 119;
        double d120 = a.x + 120;
        double d121 = a.x + 121;
        double d122 = a.x + 122;
        double d123 = a.x + 123;
        double d124 = a.x + 124;
        double d125 = a.x + 125;
        double d126 = a.x + 126;
        double d127 = a.x + 127;
        double d128 = a.x + 128;
        double d129 = a.x + 129;
        double d130 = a.x + 130;
        double d131 = a.x + 131;
        double d132 = a.x + 132;
        double d133 = a.x + 133;
        double d134 = a.x + 134;
        double d135 = a.x + 135;
        double d136 = a.x + 136;
        double d137 = a.x + 137;
        double d138 = a.x + 138;
        double d139 = a.x + 139;
        Vec w1 = a.add(a);
        Vec w2 = w1.add(a);
        double s = w1.x + w1.y + w2.x + w2.z;
        w1.x = 1.0;
        w2.y = s;
        s += w1.x + w2.y;
        for (int i = 0; i < 3; i++) {
            w1 = w1.add(w2);
            s += w1.x + w1.y + w1.z;
        }
        return s + d0 + d1 + d2 + d3 + d4 + d5 + d6 + d7 + d8 + d9 + d10 + d11 + d12 + d13 + d14 + d15 + d16 + d17 + d18 + d19 + d20 + d21 + d22 + d23 + d24 + d25 + d26 + d27 + d28 + d29 + d30 + d31 + d32 + d33 + d34 + d35 + d36 + d37 + d38 + d39 + d40 + d41 + d42 + d43 + d44 + d45 + d46 + d47 + d48 + d49 + d50 + d51 + d52 + d53 + d54 + d55 + d56 + d57 + d58 + d59 + d60 + d61 + d62 + d63 + d64 + d65 + d66 + d67 + d68 + d69 + d70 + d71 + d72 + d73 + d74 + d75 + d76 + d77 + d78 + d79 + d80 + d81 + d82 + d83 + d84 + d85 + d86 + d87 + d88 + d89 + d90 + d91 + d92 + d93 + d94 + d95 + d96 + d97 + d98 + d99 + d100 + d101 + d102 + d103 + d104 + d105 + d106 + d107 + d108 + d109 + d110 + d111 + d112 + d113 + d114 + d115 + d116 + d117 + d118 + d119 + d120 + d121 + d122 + d123 + d124 + d125 + d126 + d127 + d128 + d129 + d130 + d131 + d132 + d133 + d134 + d135 + d136 + d137 + d138 + d139;
    }

    static double vectors(int rounds) {
        Vec acc = new Vec(0, 0, 0);
        Vec step = new Vec(1, 2, 3);
        double s = 0;
        for (int i = 0; i < rounds; i++) {
            acc = acc.add(step);
            s += acc.dot(step) + step.dot(acc);
        }
        return s + acc.x + acc.y + acc.z;
    }

    public static void main(String[] args) throws Exception {
        Rec r = new Rec();
        Rec q = new Rec();
        int t = 0;
        for (int i = 0; i < 50; i++) {
            t += puts(r, q, i, i * 3L, i / 2f, i / 4.0);
        }
        System.out.println("puts " + t);
        Rec head = null;
        for (int i = 0; i < 20; i++) {
            Rec n = new Rec();
            n.val = i;
            n.i = i * 2;
            n.next = head;
            head = n;
        }
        System.out.println("walk " + walk(head));
        Vec a = new Vec(1, 2, 3);
        Vec b = new Vec(4, 5, 6);
        System.out.println("caught " + caught(a, b, new int[4], 12));
        System.out.println("wide " + wide(a));
        System.out.println("vectors " + vectors(200));
        final double[] out = new double[2];
        Thread t1 = new Thread(() -> out[0] = vectors(300));
        Thread t2 = new Thread(() -> out[1] = vectors(250) + caught(new Vec(1, 1, 1), new Vec(2, 2, 2), new int[2], 9));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("threads " + out[0] + " " + out[1]);
    }
}
