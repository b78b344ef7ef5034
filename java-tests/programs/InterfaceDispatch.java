/** Interface dispatch: multiple interfaces, interface inheritance, constants, default-free Java 8 style, static nested impls. */
public class InterfaceDispatch {
    interface Named {
        String PREFIX = "name:";
        int VERSION = 3;

        String name();
    }

    interface Sized {
        int size();
    }

    interface Container extends Named, Sized {
        boolean contains(int x);
    }

    interface Resettable {
        void reset();
    }

    abstract static class AbstractContainer implements Container {
        public String name() {
            return PREFIX + getClass().getName();
        }

        public String toString() {
            return name() + " size " + size();
        }
    }

    static class Range extends AbstractContainer implements Resettable {
        int lo;
        int hi;

        Range(int lo, int hi) {
            this.lo = lo;
            this.hi = hi;
        }

        public int size() {
            return hi - lo;
        }

        public boolean contains(int x) {
            return x >= lo && x < hi;
        }

        public void reset() {
            lo = 0;
            hi = 0;
        }
    }

    static class Single extends AbstractContainer {
        final int v;

        Single(int v) {
            this.v = v;
        }

        public int size() {
            return 1;
        }

        public boolean contains(int x) {
            return x == v;
        }

        public String name() {
            return "single(" + v + ")";
        }
    }

    static class Evens implements Container {
        public String name() {
            return "evens";
        }

        public int size() {
            return Integer.MAX_VALUE;
        }

        public boolean contains(int x) {
            return x % 2 == 0;
        }
    }

    interface Visitor {
        void visitNum(int n);

        void visitAdd(Node a, Node b);
    }

    interface Node {
        void accept(Visitor v);
    }

    static class Num implements Node {
        final int n;

        Num(int n) {
            this.n = n;
        }

        public void accept(Visitor v) {
            v.visitNum(n);
        }
    }

    static class Add implements Node {
        final Node a;
        final Node b;

        Add(Node a, Node b) {
            this.a = a;
            this.b = b;
        }

        public void accept(Visitor v) {
            v.visitAdd(a, b);
        }
    }

    static class Printer implements Visitor {
        final StringBuilder sb = new StringBuilder();

        public void visitNum(int n) {
            sb.append(n);
        }

        public void visitAdd(Node a, Node b) {
            sb.append('(');
            a.accept(this);
            sb.append(" + ");
            b.accept(this);
            sb.append(')');
        }
    }

    static class Evaluator implements Visitor {
        int value;

        public void visitNum(int n) {
            value = n;
        }

        public void visitAdd(Node a, Node b) {
            a.accept(this);
            int left = value;
            b.accept(this);
            value = left + value;
        }
    }

    public static void main(String[] args) {
        Container[] cs = {new Range(3, 8), new Single(5), new Evens()};
        for (int i = 0; i < cs.length; i++) {
            Container c = cs[i];
            StringBuilder sb = new StringBuilder();
            for (int x = 0; x < 10; x++) {
                sb.append(c.contains(x) ? 'y' : 'n');
            }
            Named n = c;
            Sized s = c;
            System.out.println(n.name() + " " + s.size() + " " + sb);
        }
        System.out.println("constants " + Named.PREFIX + " " + Named.VERSION + " " + Container.VERSION + " " + Range.PREFIX);
        System.out.println(cs[0].toString());
        Object o = cs[0];
        if (o instanceof Resettable) {
            ((Resettable) o).reset();
        }
        System.out.println("after reset " + cs[0] + " resettable? " + (cs[1] instanceof Resettable));
        Node tree = new Add(new Num(1), new Add(new Add(new Num(2), new Num(3)), new Num(4)));
        Printer p = new Printer();
        tree.accept(p);
        Evaluator e = new Evaluator();
        tree.accept(e);
        System.out.println(p.sb + " = " + e.value);
        int hits = 0;
        for (int i = 0; i < 30000; i++) {
            if (cs[i % 3].contains(i % 10)) {
                hits++;
            }
        }
        System.out.println("hits " + hits);
    }
}
