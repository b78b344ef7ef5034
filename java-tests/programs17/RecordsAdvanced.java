import java.util.function.*;

/** Records beyond the basics: nested generic records, records with static fields and factories, Comparable records, compact constructors that normalize and validate, explicit accessor and equals overrides, records in records, local records, records implementing interfaces with defaults. */
public class RecordsAdvanced {
    record Range(int lo, int hi) implements Comparable<Range> {
        static int created;
        static final Range EMPTY = new Range(0, 0);
        Range {
            if (lo > hi) { int t = lo; lo = hi; hi = t; }
            created++;
        }
        Range(int single) { this(single, single); }
        int length() { return hi - lo; }
        boolean contains(int x) { return x >= lo && x < hi; }
        public int compareTo(Range o) { return lo != o.lo ? Integer.compare(lo, o.lo) : Integer.compare(hi, o.hi); }
        static Range of(String s) { String[] p = s.split("\\.\\."); return new Range(Integer.parseInt(p[0]), Integer.parseInt(p[1])); }
    }
    record Pair<A, B>(A first, B second) {
        static <X> Pair<X, X> twin(X x) { return new Pair<>(x, x); }
        <C> Pair<A, C> mapSecond(Function<B, C> f) { return new Pair<>(first, f.apply(second)); }
        Pair<B, A> swap() { return new Pair<>(second, first); }
    }
    record Node<T extends Comparable<T>>(T value, Node<T> left, Node<T> right) {
        Node<T> insert(T v) {
            int c = v.compareTo(value);
            if (c < 0) return new Node<>(value, left == null ? new Node<>(v, null, null) : left.insert(v), right);
            if (c > 0) return new Node<>(value, left, right == null ? new Node<>(v, null, null) : right.insert(v));
            return this;
        }
        String inorder() { return (left == null ? "" : left.inorder() + " ") + value + (right == null ? "" : " " + right.inorder()); }
        int depth() { return 1 + Math.max(left == null ? 0 : left.depth(), right == null ? 0 : right.depth()); }
    }
    record Name(String value) {
        Name {
            if (value == null || value.isBlank()) throw new IllegalArgumentException("blank name");
            value = value.trim();
        }
        @Override public String value() { return value.toUpperCase(); }
    }
    record CaseInsensitive(String s) {
        @Override public boolean equals(Object o) { return o instanceof CaseInsensitive c && c.s.equalsIgnoreCase(s); }
        @Override public int hashCode() { return s.toLowerCase().hashCode(); }
        @Override public String toString() { return "CI<" + s + ">"; }
    }
    interface HasArea { double area(); default String summary() { return getClass().getSimpleName() + " area " + area(); } }
    record Rect(double w, double h) implements HasArea { public double area() { return w * h; } }
    record Line(Pair<Integer, Integer> from, Pair<Integer, Integer> to) {}
    record Holder(int[] data, Object any) {}

    public static void main(String[] args) {
        Range r1 = new Range(5, 1), r2 = new Range(3), r3 = Range.of("2..9");
        System.out.println(r1 + " " + r2 + " " + r3 + " " + Range.EMPTY + " created=" + Range.created);
        System.out.println("len " + r1.length() + " contains " + r1.contains(4) + " " + r1.contains(5) + " cmp " + r1.compareTo(r3) + " " + r3.compareTo(r1) + " " + r2.compareTo(new Range(3, 3)));
        Range[] rs = {new Range(4, 8), new Range(1, 9), new Range(4, 5), new Range(0, 2), new Range(1, 3)};
        for (int i = 1; i < rs.length; i++) for (int j = i; j > 0 && rs[j - 1].compareTo(rs[j]) > 0; j--) { Range t = rs[j]; rs[j] = rs[j - 1]; rs[j - 1] = t; }
        StringBuilder sb = new StringBuilder();
        for (Range r : rs) sb.append(r).append(' ');
        System.out.println("sorted " + sb.toString().trim());
        Pair<String, Integer> p = new Pair<>("x", 41);
        System.out.println(p + " " + p.mapSecond(i -> i + 1) + " " + p.swap() + " " + Pair.twin("t") + " " + p.equals(new Pair<>("x", 41)) + " " + (p.hashCode() == new Pair<>("x", 41).hashCode()));
        Pair<Pair<String, Integer>, Range> nested = new Pair<>(p, r3);
        System.out.println("nested " + nested + " first.first " + nested.first().first());
        Node<Integer> tree = new Node<>(50, null, null);
        int[] vals = {30, 70, 20, 40, 60, 80, 35, 65, 30};
        for (int v : vals) tree = tree.insert(v);
        System.out.println("tree inorder " + tree.inorder() + " depth " + tree.depth());
        Node<String> st = new Node<>("m", null, null).insert("c").insert("x");
        System.out.println("string tree " + st);
        Name n = new Name("  alice ");
        System.out.println(n + " value()=" + n.value() + " equals " + n.equals(new Name("alice")));
        try { new Name("   "); } catch (IllegalArgumentException e) { System.out.println("rejected: " + e.getMessage()); }
        CaseInsensitive a = new CaseInsensitive("Hello"), b = new CaseInsensitive("hELLO");
        System.out.println(a + " " + a.equals(b) + " " + (a.hashCode() == b.hashCode()) + " " + a.s());
        Rect rect = new Rect(2.5, 4);
        System.out.println(rect.summary() + " " + rect);
        Line line = new Line(new Pair<>(0, 0), new Pair<>(3, 4));
        System.out.println(line + " " + line.equals(new Line(new Pair<>(0, 0), new Pair<>(3, 4))));
        int[] data = {1, 2};
        Holder h1 = new Holder(data, null), h2 = new Holder(data, null), h3 = new Holder(new int[] {1, 2}, null);
        System.out.println("array component identity: " + h1.equals(h2) + " " + h1.equals(h3));
        record Local(String k, long v) { Local { k = k.toLowerCase(); } }
        Local l = new Local("KEY", 1L << 40);
        System.out.println(l + " " + l.hashCode() + " " + Local.class.getSimpleName() + " isRecord-super " + Local.class.getSuperclass().getName());
        Object o = new Range(1, 2);
        System.out.println("record is Comparable " + (o instanceof Comparable) + " hash " + o.hashCode() + " " + new Pair<>(null, null) + " " + new Pair<>(null, null).hashCode());
    }
}
