import java.io.*;
import java.util.*;

/**
 * ObjectOutputStream/ObjectInputStream round trips within one program (only values read back
 * are printed, never bytes): fields of a class hierarchy (the first non-serializable
 * superclass's constructor runs, serializable constructors do not), transient and static
 * fields, arrays (primitive, nested, of objects), Strings, boxes, enums, Class objects, shared
 * and cyclic references, java.util collections and maps (TreeMap with a comparator),
 * writeObject/readObject hooks with extra data, writeReplace/readResolve, Externalizable,
 * primitive data between objects, NotSerializableException and InvalidClassException.
 */
public class SerializationRoundTrip {
    static int baseCtorRuns;
    static int pointCtorRuns;

    static class Base {
        int baseValue = 7;
        String label = "base";

        Base() {
            baseCtorRuns++;
        }
    }

    static class Point extends Base implements Serializable {
        private static final long serialVersionUID = 1L;
        static int staticCount = 1;
        final int x;
        final int y;
        transient String cache = "cached";
        Point link;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
            pointCtorRuns++;
        }

        @Override
        public String toString() {
            return "Point(" + x + "," + y + " base=" + baseValue + " label=" + label + " cache=" + cache + ")";
        }
    }

    static class Point3 extends Point {
        private static final long serialVersionUID = 1L;
        double z;
        Color color;

        Point3(int x, int y, double z, Color color) {
            super(x, y);
            this.z = z;
            this.color = color;
        }

        @Override
        public String toString() {
            return super.toString() + "+z=" + z + " " + color;
        }
    }

    enum Color { RED, GREEN, BLUE }

    static class Holder implements Serializable {
        private static final long serialVersionUID = 1L;
        int[] ints;
        long[][] grid;
        String[] names;
        Object[] mixed;
        char c;
        boolean flag;
        byte b;
        short s;
        float f;
        Integer boxed;
        Long nullBox;
        Class<?> type;
        List<String> list;
        Map<String, Integer> map;
        TreeMap<String, Integer> sorted;
        Set<Integer> set;
        LinkedList<Character> linked;
    }

    static class Node implements Serializable {
        private static final long serialVersionUID = 1L;
        String name;
        Node next;
        List<Node> children = new ArrayList<>();

        Node(String name) {
            this.name = name;
        }
    }

    static class Hooked implements Serializable {
        private static final long serialVersionUID = 1L;
        String text;
        transient int length;

        Hooked(String text) {
            this.text = text;
            this.length = text.length();
        }

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeInt(length * 100);
            out.writeUTF("extra");
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            length = in.readInt() / 100;
            text = text + "/" + in.readUTF();
        }
    }

    static final class Singleton implements Serializable {
        private static final long serialVersionUID = 1L;
        static final Singleton INSTANCE = new Singleton();

        private Object readResolve() {
            return INSTANCE;
        }
    }

    static class Replaced implements Serializable {
        private static final long serialVersionUID = 1L;
        int v = 5;

        private Object writeReplace() {
            return "replaced:" + v;
        }
    }

    public static class Ext implements Externalizable {
        private static final long serialVersionUID = 1L;
        static int noArgRuns;
        String a;
        int b;

        public Ext() {
            noArgRuns++;
        }

        Ext(String a, int b) {
            this.a = a;
            this.b = b;
        }

        @Override
        public void writeExternal(ObjectOutput out) throws IOException {
            out.writeUTF(a);
            out.writeInt(b);
        }

        @Override
        public void readExternal(ObjectInput in) throws IOException {
            a = in.readUTF() + "!";
            b = in.readInt() + 1;
        }
    }

    static class NotSer {
        int v;
    }

    static class HasNotSer implements Serializable {
        private static final long serialVersionUID = 1L;
        NotSer inner = new NotSer();
    }

    static class NoCtorBase {
        NoCtorBase(int ignored) {
        }
    }

    static class BadBase extends NoCtorBase implements Serializable {
        private static final long serialVersionUID = 1L;

        BadBase() {
            super(1);
        }
    }

    static Object[] roundTrip(Object... objs) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ObjectOutputStream out = new ObjectOutputStream(bytes);
        for (Object o : objs) {
            out.writeObject(o);
        }
        out.close();
        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()));
        Object[] back = new Object[objs.length];
        for (int i = 0; i < objs.length; i++) {
            back[i] = in.readObject();
        }
        in.close();
        return back;
    }

    public static void main(String[] args) throws Exception {
        Point p = new Point(3, 4);
        p.baseValue = 99;
        p.label = "changed";
        Point3 q = new Point3(1, 2, 2.5, Color.BLUE);
        q.link = p;
        p.link = q;
        baseCtorRuns = 0;
        pointCtorRuns = 0;
        Object[] back = roundTrip(p, q, p);
        Point p2 = (Point) back[0];
        Point3 q2 = (Point3) back[1];
        System.out.println(p2 + " | " + q2);
        System.out.println("same=" + (back[2] == p2) + " cycle=" + (p2.link == q2) + " " + (q2.link == p2)
                + " fresh=" + (p2 != p) + " baseCtor=" + baseCtorRuns + " pointCtor=" + pointCtorRuns
                + " enumSame=" + (q2.color == Color.BLUE) + " static=" + Point.staticCount);

        Holder h = new Holder();
        h.ints = new int[] {1, -2, 3};
        h.grid = new long[][] {{1L, 2L}, {}, null, {Long.MIN_VALUE}};
        h.names = new String[] {"a", null, "\u00e9t\u00e9"};
        h.mixed = new Object[] {1, "two", 3.0, 'c', null, h.ints, Color.GREEN};
        h.c = 'Z';
        h.flag = true;
        h.b = -5;
        h.s = 300;
        h.f = 1.25f;
        h.boxed = 12345;
        h.type = String[].class;
        h.list = new ArrayList<>(Arrays.asList("x", "y", "x"));
        h.map = new HashMap<>();
        h.map.put("one", 1);
        h.map.put("two", 2);
        h.sorted = new TreeMap<>(Comparator.reverseOrder());
        h.sorted.put("a", 1);
        h.sorted.put("c", 3);
        h.sorted.put("b", 2);
        h.set = new LinkedHashSet<>(Arrays.asList(5, 3, 9));
        h.linked = new LinkedList<>(Arrays.asList('p', 'q'));
        Holder h2 = (Holder) roundTrip(h)[0];
        System.out.println(Arrays.toString(h2.ints) + " " + Arrays.deepToString(h2.grid) + " " + h2.names[0] + " " + h2.names[1]
                + " " + (int) h2.names[2].charAt(0) + " " + h2.names[2].length());
        System.out.println(Arrays.toString(Arrays.copyOf(h2.mixed, 5)) + " sharedArray=" + (h2.mixed[5] == h2.ints) + " " + h2.mixed[6]
                + " " + h2.mixed[0].getClass().getSimpleName() + " " + h2.mixed[3].getClass().getSimpleName());
        System.out.println(h2.c + " " + h2.flag + " " + h2.b + " " + h2.s + " " + h2.f + " " + h2.boxed + " " + h2.nullBox + " " + h2.type.getName());
        System.out.println(h2.list + " " + h2.list.getClass().getName() + " " + new TreeMap<>(h2.map) + " " + h2.sorted + " "
                + h2.sorted.comparator().compare("a", "b") + " " + h2.set + " " + h2.linked + " " + h2.linked.getClass().getSimpleName());

        Node root = new Node("root");
        Node kid = new Node("kid");
        root.children.add(kid);
        root.children.add(root);
        kid.next = root;
        Node root2 = (Node) roundTrip(root)[0];
        System.out.println(root2.name + " " + root2.children.size() + " " + (root2.children.get(1) == root2) + " "
                + (root2.children.get(0).next == root2) + " " + root2.children.get(0).name);

        Hooked hk = (Hooked) roundTrip(new Hooked("hello"))[0];
        System.out.println(hk.text + " " + hk.length);
        Object[] singles = roundTrip(Singleton.INSTANCE, new Replaced(), new Ext("ext", 41), Color.RED, "plain", null, 'q', 7L);
        System.out.println((singles[0] == Singleton.INSTANCE) + " " + singles[1] + " " + ((Ext) singles[2]).a + " " + ((Ext) singles[2]).b
                + " noArg=" + Ext.noArgRuns + " " + singles[3] + " " + singles[4] + " " + singles[5] + " " + singles[6] + " " + singles[7]);

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ObjectOutputStream out = new ObjectOutputStream(bytes);
        out.writeInt(42);
        out.writeObject("mid");
        out.writeDouble(0.5);
        out.writeUTF("tail");
        out.writeBoolean(true);
        out.flush();
        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()));
        System.out.println(in.readInt() + " " + in.readObject() + " " + in.readDouble() + " " + in.readUTF() + " " + in.readBoolean());

        try {
            roundTrip(new HasNotSer());
        } catch (NotSerializableException e) {
            System.out.println("NotSerializableException " + e.getMessage());
        }
        try {
            roundTrip(new NotSer());
        } catch (NotSerializableException e) {
            System.out.println("NotSerializableException " + e.getMessage());
        }
        try {
            roundTrip(new BadBase());
        } catch (InvalidClassException e) {
            System.out.println("InvalidClassException " + e.getMessage());
        }
        try {
            new ObjectInputStream(new ByteArrayInputStream(new byte[] {1, 2, 3, 4}));
        } catch (StreamCorruptedException e) {
            System.out.println("StreamCorruptedException " + e.getMessage());
        }
    }
}
