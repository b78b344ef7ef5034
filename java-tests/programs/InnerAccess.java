/** Inner classes reading and writing outer private fields and calling private methods (nestmates on 17, accessors on 8), Outer.this, inner of inner, static nested with private members, private constructors, shadowing. */
public class InnerAccess {
    private int secret = 42;
    private static String staticSecret = "s3cr3t";
    private String name;
    private long big = 1L << 50;

    InnerAccess(String name) { this.name = name; }

    private String hidden(int k) { return name + "#" + (secret + k); }
    private static int twice(int x) { return x * 2; }

    class Inner {
        private int secret = 7;
        private int innerOnly = 3;
        String show() { return "inner " + secret + " outer " + InnerAccess.this.secret + " " + hidden(1) + " " + staticSecret; }
        void mutate() { InnerAccess.this.secret += 100; big++; staticSecret += "!"; }
        class Deeper {
            private int secret = 1;
            String show() { return "deeper " + secret + " inner " + Inner.this.secret + " outer " + InnerAccess.this.secret + " innerOnly " + innerOnly + " name " + name; }
            void poke() { innerOnly *= 10; InnerAccess.this.name = name.toUpperCase(); }
        }
        Deeper deeper() { return new Deeper(); }
    }

    static class Nested {
        private int value;
        private Nested(int v) { value = v; }
        private int doubled() { return twice(value); }
        static class Leaf { private String tag = "leaf"; }
    }

    Inner inner() { return new Inner(); }

    int readsNestedPrivates() {
        Nested n = new Nested(21);
        Nested.Leaf l = new Nested.Leaf();
        Inner in = new Inner();
        Inner.Deeper d = in.new Deeper();
        return n.value + n.doubled() + l.tag.length() + in.innerOnly + d.secret;
    }

    class Shadow {
        String name = "shadow";
        String names(String name) { return name + "/" + this.name + "/" + InnerAccess.this.name; }
    }

    class Sub extends Inner {
        String show() { return "sub of " + super.show(); }
    }

    public static void main(String[] args) {
        InnerAccess o = new InnerAccess("outer");
        Inner i = o.inner();
        System.out.println(i.show());
        i.mutate();
        System.out.println(i.show() + " big=" + o.big);
        Inner.Deeper d = i.deeper();
        System.out.println(d.show());
        d.poke();
        System.out.println(d.show());
        System.out.println("nested privates: " + o.readsNestedPrivates());
        Nested n = new Nested(5);
        n.value += 1;
        System.out.println("nested from outer static: " + n.value + " " + n.doubled() + " " + new Nested.Leaf().tag);
        System.out.println(o.new Shadow().names("param"));
        System.out.println(o.new Sub().show());
        InnerAccess o2 = new InnerAccess("second");
        Inner i2 = o2.new Inner();
        System.out.println(i2.show());
        System.out.println("distinct outers: " + o.secret + " " + o2.secret + " static shared " + staticSecret);
        System.out.println("class names: " + Inner.class.getName() + " " + Inner.Deeper.class.getName() + " " + Nested.Leaf.class.getName());
        System.out.println("simple names: " + Inner.class.getSimpleName() + " " + Inner.Deeper.class.getSimpleName() + " " + Nested.Leaf.class.getSimpleName());
        int sum = 0;
        for (int k = 0; k < 1000; k++) { Inner t = o.new Inner(); t.secret += k; sum += t.secret; }
        System.out.println("loop sum " + sum);
    }
}
