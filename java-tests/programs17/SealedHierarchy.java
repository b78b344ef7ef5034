/** Sealed interfaces and classes (Java 17) with permits, final/non-sealed subclasses and records; exhaustive handling via instanceof chains and enum-free dispatch; a small AST interpreter over a sealed hierarchy. */
public class SealedHierarchy {
    sealed interface Expr permits Num, Add, Mul, Neg, Var {}
    record Num(int value) implements Expr {}
    record Add(Expr left, Expr right) implements Expr {}
    record Mul(Expr left, Expr right) implements Expr {}
    record Neg(Expr inner) implements Expr {}
    static final class Var implements Expr { final String name; Var(String n) { name = n; } public String toString() { return "Var[" + name + "]"; } }

    sealed static abstract class Vehicle permits Car, Truck, Bike {
        abstract int wheels();
        String describe() { return getClass().getSimpleName() + " with " + wheels() + " wheels"; }
    }
    static final class Car extends Vehicle { int wheels() { return 4; } }
    static non-sealed class Truck extends Vehicle { int axles = 3; int wheels() { return axles * 2; } }
    static class BigTruck extends Truck { BigTruck() { axles = 5; } }
    static final class Bike extends Vehicle { int wheels() { return 2; } }

    static int eval(Expr e, int x) {
        if (e instanceof Num n) return n.value();
        if (e instanceof Add a) return eval(a.left(), x) + eval(a.right(), x);
        if (e instanceof Mul m) return eval(m.left(), x) * eval(m.right(), x);
        if (e instanceof Neg n) return -eval(n.inner(), x);
        if (e instanceof Var) return x;
        throw new AssertionError("unreachable");
    }

    static String show(Expr e) {
        if (e instanceof Num n) return Integer.toString(n.value());
        if (e instanceof Add a) return "(" + show(a.left()) + " + " + show(a.right()) + ")";
        if (e instanceof Mul m) return show(m.left()) + " * " + show(m.right());
        if (e instanceof Neg n) return "-" + show(n.inner());
        return ((Var) e).name;
    }

    static Expr simplify(Expr e) {
        if (e instanceof Add a) {
            Expr l = simplify(a.left()), r = simplify(a.right());
            if (l instanceof Num n && n.value() == 0) return r;
            if (r instanceof Num n && n.value() == 0) return l;
            if (l instanceof Num x && r instanceof Num y) return new Num(x.value() + y.value());
            return new Add(l, r);
        }
        if (e instanceof Mul m) {
            Expr l = simplify(m.left()), r = simplify(m.right());
            if (l instanceof Num n && n.value() == 1) return r;
            if (r instanceof Num n && n.value() == 1) return l;
            if ((l instanceof Num n && n.value() == 0) || (r instanceof Num k && k.value() == 0)) return new Num(0);
            return new Mul(l, r);
        }
        if (e instanceof Neg n && n.inner() instanceof Neg inner) return simplify(inner.inner());
        return e;
    }

    public static void main(String[] args) {
        Expr e = new Add(new Mul(new Num(3), new Var("x")), new Neg(new Num(4)));
        System.out.println(e);
        System.out.println(show(e));
        for (int x = -2; x <= 2; x++) System.out.print(eval(e, x) + " ");
        System.out.println();
        Expr messy = new Add(new Num(0), new Mul(new Num(1), new Add(new Neg(new Neg(new Var("y"))), new Mul(new Num(0), new Var("z")))));
        Expr simple = simplify(messy);
        System.out.println(show(messy) + "  ==>  " + show(simple) + "  " + simple);
        System.out.println("equal after simplify " + simplify(new Add(new Num(2), new Num(3))).equals(new Num(5)));
        Vehicle[] vs = {new Car(), new Truck(), new BigTruck(), new Bike()};
        int total = 0;
        for (Vehicle v : vs) { System.out.println(v.describe()); total += v.wheels(); }
        System.out.println("total wheels " + total);
        System.out.println("interfaces " + Num.class.getInterfaces()[0].getSimpleName() + " isInterface " + Expr.class.isInterface() + " super " + Car.class.getSuperclass().getSimpleName());
        Object o = new BigTruck();
        String kind = o instanceof Car ? "car" : o instanceof Truck t ? "truck axles=" + t.axles : "other";
        System.out.println(kind);
    }
}
