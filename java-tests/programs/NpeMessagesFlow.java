/**
 * Helpful NullPointerException messages (JEP 358) in harder control flow: loops with back edges,
 * finally blocks (code javac duplicates), switches, catch handlers, ternaries, long and double
 * locals before the null one, wide local slots, index expressions of every kind, constructors and
 * static initializers, and the synthetic locals of for-each loops (no LocalVariableTable names).
 */
public class NpeMessagesFlow {
    static class Item {
        Item link;
        String label;
        int[] counts;

        Item(String s) {
            label = s.trim();
        }

        Item() {
        }
    }

    static class Boom {
        static String text;
        static int len = text.length();
    }

    static String[] names = new String[400];
    static Item[] items = new Item[5];
    static int[] ints = {3, 1, 2};
    static int where = 4;
    int at = 1;

    static void show(String label, Throwable t) {
        System.out.println(label + ": " + t.getMessage());
    }

    static int index() {
        return 2;
    }

    static void loops() {
        Item cur = new Item();
        cur.link = new Item();
        int n = 0;
        try {
            while (true) {
                cur = cur.link;
                n += cur.label == null ? 1 : 0;
            }
        } catch (NullPointerException e) {
            show("loop walk " + n, e);
        }
        Item it = new Item();
        for (int i = 0; i < 3; i++) {
            try {
                if (i == 2) {
                    it = null;
                }
                n += it.counts == null ? 1 : 0;
            } catch (NullPointerException e) {
                show("loop merge " + i, e);
            }
        }
        String s = "abc";
        int k = 0;
        do {
            try {
                k += s.length();
            } catch (NullPointerException e) {
                show("do-while", e);
            }
            s = k > 5 ? null : s;
        } while (k < 10 && s != null);
        System.out.println("k " + k);
        s = null;
        try {
            k += s.length();
        } catch (NullPointerException e) {
            show("after do-while", e);
        }
    }

    static void finallyAndSwitch(int mode) {
        String s = null;
        try {
            try {
                mode++;
            } finally {
                mode += s.length();
            }
        } catch (NullPointerException e) {
            show("finally", e);
        }
        for (int m = 0; m < 4; m++) {
            try {
                switch (m) {
                    case 0:
                        names[0].length();
                        break;
                    case 1:
                        items[1].label.length();
                        break;
                    case 7:
                        break;
                    default:
                        ints = m == 2 ? null : ints;
                        System.out.println(ints[m]);
                }
            } catch (NullPointerException e) {
                show("switch " + m, e);
            }
        }
        ints = new int[] {3, 1, 2};
        try {
            throw new IllegalStateException("x");
        } catch (IllegalStateException e) {
            String t = null;
            try {
                t.length();
            } catch (NullPointerException e2) {
                show("in handler", e2);
            }
        }
    }

    void indexes(boolean flag) {
        try {
            names[300].length();
        } catch (NullPointerException e) {
            show("sipush index", e);
        }
        try {
            names[index()].length();
        } catch (NullPointerException e) {
            show("call index", e);
        }
        try {
            names[where].length();
        } catch (NullPointerException e) {
            show("static index", e);
        }
        try {
            names[at].length();
        } catch (NullPointerException e) {
            show("field index", e);
        }
        try {
            names[ints[0]].length();
        } catch (NullPointerException e) {
            show("array index", e);
        }
        try {
            names[flag ? 1 : 2].length();
        } catch (NullPointerException e) {
            show("ternary index", e);
        }
        try {
            names[-(-5)].length();
        } catch (NullPointerException e) {
            show("constant index", e);
        }
        try {
            items[0].link.label.length();
        } catch (NullPointerException e) {
            show("element field", e);
        }
        try {
            items[3] = new Item();
            items[3].label.length();
        } catch (NullPointerException e) {
            show("element field 2", e);
        }
        try {
            Item[] local = flag ? items : null;
            local[0].label = "y";
        } catch (NullPointerException e) {
            show("merged array", e);
        }
    }

    static int wideLocals(long a, double b, String c, int d, String e) {
        long l0 = a;
        double d0 = b;
        String s = e;
        return (int) l0 + (int) d0 + d + s.length() + c.length();
    }

    static void wide() {
        int v0 = 0, v1 = 1, v2 = 2, v3 = 3, v4 = 4, v5 = 5, v6 = 6, v7 = 7, v8 = 8, v9 = 9;
        int w0 = 0, w1 = 1, w2 = 2, w3 = 3, w4 = 4, w5 = 5, w6 = 6, w7 = 7, w8 = 8, w9 = 9;
        long[] big = new long[300];
        String far = null;
        int sum = v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9 + w0 + w1 + w2 + w3 + w4
                + w5 + w6 + w7 + w8 + w9 + (int) big[0];
        try {
            sum += far.length();
        } catch (NullPointerException e) {
            show("after many locals " + sum, e);
        }
    }

    /** More than 255 local slots, so the null local is read with wide aload. */
    static void wideSlots() {
        double x0 = 0, x1 = 1, x2 = 2, x3 = 3, x4 = 4, x5 = 5, x6 = 6, x7 = 7, x8 = 8, x9 = 9, x10 = 10, x11 = 11, x12 = 12, x13 = 13, x14 = 14, x15 = 15, x16 = 16, x17 = 17, x18 = 18, x19 = 19, x20 = 20, x21 = 21, x22 = 22, x23 = 23, x24 = 24, x25 = 25, x26 = 26, x27 = 27, x28 = 28, x29 = 29, x30 = 30, x31 = 31, x32 = 32, x33 = 33, x34 = 34, x35 = 35, x36 = 36, x37 = 37, x38 = 38, x39 = 39, x40 = 40, x41 = 41, x42 = 42, x43 = 43, x44 = 44, x45 = 45, x46 = 46, x47 = 47, x48 = 48, x49 = 49, x50 = 50, x51 = 51, x52 = 52, x53 = 53, x54 = 54, x55 = 55, x56 = 56, x57 = 57, x58 = 58, x59 = 59, x60 = 60, x61 = 61, x62 = 62, x63 = 63, x64 = 64, x65 = 65, x66 = 66, x67 = 67, x68 = 68, x69 = 69, x70 = 70, x71 = 71, x72 = 72, x73 = 73, x74 = 74, x75 = 75, x76 = 76, x77 = 77, x78 = 78, x79 = 79, x80 = 80, x81 = 81, x82 = 82, x83 = 83, x84 = 84, x85 = 85, x86 = 86, x87 = 87, x88 = 88, x89 = 89, x90 = 90, x91 = 91, x92 = 92, x93 = 93, x94 = 94, x95 = 95, x96 = 96, x97 = 97, x98 = 98, x99 = 99, x100 = 100, x101 = 101, x102 = 102, x103 = 103, x104 = 104, x105 = 105, x106 = 106, x107 = 107, x108 = 108, x109 = 109, x110 = 110, x111 = 111, x112 = 112, x113 = 113, x114 = 114, x115 = 115, x116 = 116, x117 = 117, x118 = 118, x119 = 119, x120 = 120, x121 = 121, x122 = 122, x123 = 123, x124 = 124, x125 = 125, x126 = 126, x127 = 127, x128 = 128, x129 = 129;
        String far = null;
        try {
            System.out.println((int) (x0 + x129) + far.length());
        } catch (NullPointerException e) {
            show("wide aload", e);
        }
    }

    static void forEach(Item[][] table, Item[] row) {
        int n = 0;
        try {
            for (Item[] r : table) {
                n += r.length;
            }
        } catch (NullPointerException e) {
            show("for-each outer", e);
        }
        Item[][] t2 = {row, null};
        try {
            for (Item[] r : t2) {
                for (Item i : r) {
                    n += i.label.length();
                }
            }
        } catch (NullPointerException e) {
            show("for-each nested", e);
        }
        System.out.println("n " + n);
    }

    public static void main(String[] args) {
        loops();
        finallyAndSwitch(1);
        new NpeMessagesFlow().indexes(true);
        try {
            wideLocals(1L, 2.0, "c", 4, null);
        } catch (NullPointerException e) {
            show("long and double params", e);
        }
        try {
            wideLocals(1L, 2.0, null, 4, "e");
        } catch (NullPointerException e) {
            show("param after long and double", e);
        }
        wide();
        wideSlots();
        forEach(null, new Item[] {new Item("a ")});
        try {
            new Item(null);
        } catch (NullPointerException e) {
            show("constructor", e);
        }
        try {
            System.out.println(Boom.len);
        } catch (ExceptionInInitializerError e) {
            show("static init", e.getCause());
        }
        Object o = null;
        try {
            System.out.println(o.toString().length());
        } catch (NullPointerException e) {
            System.out.println("localized: " + e.getLocalizedMessage());
        }
    }
}
