/**
 * JDK 17's helpful NullPointerException messages (JEP 358): every bytecode that raises an NPE
 * (invokevirtual/interface/special, getfield, putfield, xaload, xastore, arraylength, athrow,
 * monitorenter) with null coming from locals, parameters, this-fields, static fields, method
 * return values, array elements, constants and casts; explicit NPEs; and refilled stack traces.
 */
public class NpeMessages {
    interface Shape {
        int area();
    }

    static class Node {
        Node next;
        int value;
        long big;
        String name;
        int[] data;
        Node[] kids;

        Node child() {
            return next;
        }

        private int secret() {
            return value;
        }

        static Node make() {
            return null;
        }

        static int callSecret(Node n) {
            return n.secret();
        }
    }

    static Node staticNode;
    static int[] staticInts;
    static Object[][] grid = new Object[3][];
    static String[] names = new String[4];

    Node head;
    int idx = 2;

    static void show(String label, Throwable t) {
        System.out.println(label + ": " + t.getMessage());
    }

    interface Action {
        void run() throws Throwable;
    }

    static void check(String label, Action a) {
        try {
            a.run();
            System.out.println(label + ": no exception");
        } catch (Throwable t) {
            System.out.println(label + ": " + t);
        }
    }

    static int param(String s) {
        return s.length();
    }

    static int longParam(long a, double b, String s) {
        return s.length();
    }

    int thisField() {
        return head.value;
    }

    int thisFieldChain() {
        return head.next.next.value;
    }

    static void localsAndConstants() {
        String s = null;
        try {
            s.length();
        } catch (NullPointerException e) {
            show("local invoke", e);
        }
        try {
            int[] a = null;
            a[0] = 1;
        } catch (NullPointerException e) {
            show("iastore", e);
        }
        try {
            long[] a = null;
            a[1] = 5L;
        } catch (NullPointerException e) {
            show("lastore", e);
        }
        try {
            double[] a = null;
            a[1] = 5.0;
        } catch (NullPointerException e) {
            show("dastore", e);
        }
        try {
            float[] a = null;
            a[1] = 5f;
        } catch (NullPointerException e) {
            show("fastore", e);
        }
        try {
            byte[] a = null;
            a[1] = 5;
        } catch (NullPointerException e) {
            show("bastore", e);
        }
        try {
            boolean[] a = null;
            a[1] = true;
        } catch (NullPointerException e) {
            show("bastore boolean", e);
        }
        try {
            char[] a = null;
            a[1] = 'x';
        } catch (NullPointerException e) {
            show("castore", e);
        }
        try {
            short[] a = null;
            a[1] = 7;
        } catch (NullPointerException e) {
            show("sastore", e);
        }
        try {
            Object[] a = null;
            a[1] = "x";
        } catch (NullPointerException e) {
            show("aastore", e);
        }
        int sum = 0;
        try {
            int[] a = null;
            sum += a[0];
        } catch (NullPointerException e) {
            show("iaload", e);
        }
        try {
            long[] a = null;
            sum += (int) a[0];
        } catch (NullPointerException e) {
            show("laload", e);
        }
        try {
            float[] a = null;
            sum += (int) a[0];
        } catch (NullPointerException e) {
            show("faload", e);
        }
        try {
            double[] a = null;
            sum += (int) a[0];
        } catch (NullPointerException e) {
            show("daload", e);
        }
        try {
            byte[] a = null;
            sum += a[0];
        } catch (NullPointerException e) {
            show("baload", e);
        }
        try {
            char[] a = null;
            sum += a[0];
        } catch (NullPointerException e) {
            show("caload", e);
        }
        try {
            short[] a = null;
            sum += a[0];
        } catch (NullPointerException e) {
            show("saload", e);
        }
        try {
            String[] a = null;
            sum += a[0].length();
        } catch (NullPointerException e) {
            show("aaload", e);
        }
        try {
            int[] a = null;
            sum += a.length;
        } catch (NullPointerException e) {
            show("arraylength", e);
        }
        try {
            RuntimeException r = null;
            throw r;
        } catch (NullPointerException e) {
            show("athrow", e);
        }
        try {
            Object lock = null;
            synchronized (lock) {
                sum++;
            }
        } catch (NullPointerException e) {
            show("monitorenter", e);
        }
        try {
            Node n = null;
            n.value = 3;
        } catch (NullPointerException e) {
            show("putfield int", e);
        }
        try {
            Node n = null;
            n.big = 3L;
        } catch (NullPointerException e) {
            show("putfield long", e);
        }
        try {
            Node n = null;
            sum += n.value;
        } catch (NullPointerException e) {
            show("getfield", e);
        }
        try {
            Shape sh = null;
            sum += sh.area();
        } catch (NullPointerException e) {
            show("invokeinterface", e);
        }
        try {
            sum += Node.callSecret(null);
        } catch (NullPointerException e) {
            show("private method", e);
        }
        try {
            Object o = null;
            sum += o.hashCode();
        } catch (NullPointerException e) {
            show("Object method", e);
        }
        try {
            sum += ((String) null).length();
        } catch (NullPointerException e) {
            show("aconst_null", e);
        }
        try {
            Object o = null;
            sum += ((String) o).length();
        } catch (NullPointerException e) {
            show("cast", e);
        }
        try {
            Object o = null;
            sum += ((Node) o).value;
        } catch (NullPointerException e) {
            show("cast field", e);
        }
        try {
            StringBuilder sb = null;
            sb.append("x").append(1).append('c');
        } catch (NullPointerException e) {
            show("builder", e);
        }
        try {
            String a = null;
            sum += a.indexOf("x", 2);
        } catch (NullPointerException e) {
            show("String params", e);
        }
        try {
            Node n = null;
            n.equals(new StringBuilder());
        } catch (NullPointerException e) {
            show("Object param", e);
        }
        System.out.println("sum " + sum);
    }

    static void statics() {
        try {
            staticNode.value = 1;
        } catch (NullPointerException e) {
            show("static field", e);
        }
        try {
            staticInts[2] = 1;
        } catch (NullPointerException e) {
            show("static array", e);
        }
        try {
            System.out.println(grid[1][2]);
        } catch (NullPointerException e) {
            show("array element", e);
        }
        try {
            int i = 2;
            System.out.println(grid[i][0]);
        } catch (NullPointerException e) {
            show("array element local index", e);
        }
        try {
            System.out.println(names[3].length());
        } catch (NullPointerException e) {
            show("array element invoke", e);
        }
        try {
            int i = 1;
            System.out.println(names[i + 1].length());
        } catch (NullPointerException e) {
            show("array element complex index", e);
        }
        try {
            System.out.println(names[200].length());
        } catch (Exception e) {
            System.out.println("bipush index: " + e.getClass().getName());
        }
        try {
            Node n = new Node();
            n.kids = new Node[2];
            System.out.println(n.kids[1].value);
        } catch (NullPointerException e) {
            show("field array element", e);
        }
        try {
            Node.make().value = 3;
        } catch (NullPointerException e) {
            show("return value", e);
        }
        try {
            Node n = new Node();
            System.out.println(n.child().child());
        } catch (NullPointerException e) {
            show("return value of virtual", e);
        }
        try {
            Node n = new Node();
            System.out.println(n.next.name.length());
        } catch (NullPointerException e) {
            show("field chain", e);
        }
        try {
            Node n = new Node();
            n.next = new Node();
            n.next.next = new Node();
            n.next.next.next = new Node();
            n.next.next.next.next = new Node();
            System.out.println(n.next.next.next.next.next.next.value);
        } catch (NullPointerException e) {
            show("long field chain", e);
        }
        try {
            Node n = new Node();
            n.data[n.value] = 1;
        } catch (NullPointerException e) {
            show("field index", e);
        }
        try {
            int[][] m = new int[2][];
            System.out.println(m[1][0]);
        } catch (NullPointerException e) {
            show("2d int", e);
        }
        try {
            int[][][] m = new int[2][2][];
            System.out.println(m[1][1][0]);
        } catch (NullPointerException e) {
            show("3d int", e);
        }
    }

    static void merges(boolean flag) {
        Node a = null;
        Node b = null;
        try {
            System.out.println((flag ? a : b).value);
        } catch (NullPointerException e) {
            show("ternary", e);
        }
        try {
            Node c = flag ? null : new Node();
            System.out.println(c.value);
        } catch (NullPointerException e) {
            show("ternary into local", e);
        }
        for (int i = 0; i < 2; i++) {
            try {
                Node n = i == 0 ? new Node() : null;
                System.out.println(n.value);
            } catch (NullPointerException e) {
                show("in loop", e);
            }
        }
    }

    static void explicit() {
        NullPointerException a = new NullPointerException();
        System.out.println("explicit: " + a.getMessage() + " / " + a);
        NullPointerException b = new NullPointerException("custom");
        System.out.println("explicit msg: " + b.getMessage() + " / " + b);
        try {
            throw new NullPointerException();
        } catch (NullPointerException e) {
            show("thrown explicit", e);
        }
        NullPointerException c = make();
        System.out.println("made: " + c.getMessage());
        c.fillInStackTrace();
        System.out.println("made refilled: " + c.getMessage());
    }

    static NullPointerException make() {
        return new NullPointerException();
    }

    static void refill() {
        try {
            String s = null;
            s.length();
        } catch (NullPointerException e) {
            e.fillInStackTrace();
            show("refilled before getMessage", e);
            e.fillInStackTrace();
            show("refilled twice", e);
        }
        try {
            String s = null;
            s.trim();
        } catch (NullPointerException e) {
            show("first", e);
            e.fillInStackTrace();
            show("after refill", e);
        }
        try {
            String s = null;
            s.isEmpty();
        } catch (NullPointerException e) {
            e.setStackTrace(new StackTraceElement[0]);
            show("after setStackTrace", e);
        }
    }

    private int hidden() {
        return idx;
    }

    static void syntheticLocals(String[] words, int[] nums) {
        int total = 0;
        try {
            for (String w : words) {
                total += w.length();
            }
        } catch (NullPointerException e) {
            show("for-each array", e);
        }
        try {
            for (int n : nums) {
                total += n;
            }
        } catch (NullPointerException e) {
            show("for-each int array", e);
        }
        try {
            Integer boxed = null;
            total += boxed;
        } catch (NullPointerException e) {
            show("unboxing", e);
        }
        try {
            Node n = null;
            n.value += 2;
        } catch (NullPointerException e) {
            show("compound field", e);
        }
        try {
            Node n = null;
            n.big++;
        } catch (NullPointerException e) {
            show("compound long field", e);
        }
        try {
            long[] la = null;
            la[0]++;
        } catch (NullPointerException e) {
            show("compound long array", e);
        }
        try {
            words[total] = "x";
        } catch (NullPointerException e) {
            show("parameter aastore", e);
        }
        System.out.println("total " + total);
    }

    void instance() {
        try {
            NpeMessages other = null;
            System.out.println(other.hidden());
        } catch (NullPointerException e) {
            show("invokespecial private", e);
        }
        try {
            System.out.println(thisField());
        } catch (NullPointerException e) {
            show("this field", e);
        }
        head = new Node();
        try {
            System.out.println(thisFieldChain());
        } catch (NullPointerException e) {
            show("this field chain", e);
        }
        try {
            head.data[idx]++;
        } catch (NullPointerException e) {
            show("this field index", e);
        }
        try {
            System.out.println(head.kids[idx].name);
        } catch (NullPointerException e) {
            show("this field array", e);
        }
    }

    public static void main(String[] args) {
        localsAndConstants();
        syntheticLocals(null, null);
        statics();
        merges(true);
        explicit();
        refill();
        new NpeMessages().instance();
        try {
            param(null);
        } catch (NullPointerException e) {
            show("parameter", e);
        }
        try {
            longParam(1L, 2.0, null);
        } catch (NullPointerException e) {
            show("parameter after wide", e);
        }
        check("toString", new Action() {
            public void run() {
                Node n = null;
                n.name = "x";
            }
        });
        String s = null;
        s.length();
    }
}
