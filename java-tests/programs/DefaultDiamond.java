/** Default-method resolution: diamond with explicit I.super.m(), class method wins, more specific interface wins, re-abstraction, static interface methods, default calling abstract. */
public class DefaultDiamond {
    interface A { default String m() { return "A.m"; } default String only() { return "A.only"; } }
    interface B extends A { default String m() { return "B.m>" + A.super.m(); } }
    interface C extends A { default String m() { return "C.m"; } }
    interface D extends B, C { default String m() { return "D.m[" + B.super.m() + "|" + C.super.m() + "]"; } }
    static class DImpl implements D {}
    static class BC implements B, C { public String m() { return "BC(" + B.super.m() + "," + C.super.m() + ")"; } }
    static class Base { public String m() { return "Base.m"; } }
    static class ClassWins extends Base implements C {}
    static class Specific implements A, B {}
    interface Abstracted extends A { String m(); }
    static class Concrete implements Abstracted { public String m() { return "Concrete.m (A says " + Abstracted.super.only() + ")"; } }
    interface Shape {
        double area();
        default String describe() { return name() + " area=" + area(); }
        default String name() { return "shape"; }
        static Shape square(double s) { return () -> s * s; }
        static String version() { return "Shape v1"; }
    }
    static class Circle implements Shape {
        public double area() { return 3.0; }
        public String name() { return "circle"; }
    }
    interface Counter { int count(); default Counter plus(int k) { Counter self = this; return () -> self.count() + k; } }
    interface Left { default String who() { return "Left"; } }
    interface Right { default String who() { return "Right"; } }
    static class Both implements Left, Right {
        public String who() { return Left.super.who() + "&" + Right.super.who(); }
    }
    static abstract class AbstractBase implements A { public abstract String only(); }
    static class FromAbstract extends AbstractBase { public String only() { return "FromAbstract.only"; } }

    public static void main(String[] args) {
        System.out.println(new DImpl().m());
        System.out.println(new BC().m());
        System.out.println(new ClassWins().m());
        System.out.println(new Specific().m());
        System.out.println(new Concrete().m());
        System.out.println(new DImpl().only());
        A a = new DImpl();
        B b = new DImpl();
        C c = new DImpl();
        System.out.println("via A: " + a.m() + " via B: " + b.m() + " via C: " + c.m());
        System.out.println(new Circle().describe());
        System.out.println(Shape.square(4).describe());
        System.out.println(Shape.version());
        Counter five = () -> 5;
        System.out.println("counter " + five.plus(3).plus(10).count());
        System.out.println(new Both().who());
        A fa = new FromAbstract();
        System.out.println(fa.only() + " " + fa.m());
        Object o = new DImpl();
        System.out.println("instanceof: " + (o instanceof A) + " " + (o instanceof B) + " " + (o instanceof C) + " " + (o instanceof D) + " " + (o instanceof Left));
        A anon = new A() { public String m() { return "anon>" + A.super.m(); } };
        System.out.println(anon.m());
        D lambdaLike = new D() {};
        System.out.println(lambdaLike.m());
    }
}
