package spec.jess;

/** Expressions evaluated against a rule's variable bindings. */
abstract class Expr {
    abstract Value eval(Value[] b);
    /** Adds the indices of the variables this expression reads to the mask. */
    abstract long vars();
}

final class Const extends Expr {
    final Value v;
    Const(Value v) { this.v = v; }
    Value eval(Value[] b) { return v; }
    long vars() { return 0; }
}

final class VarRef extends Expr {
    final int idx;
    final String name;
    VarRef(int idx, String name) { this.idx = idx; this.name = name; }
    Value eval(Value[] b) {
        Value v = b[idx];
        if (v == null) throw new EngineException("unbound variable ?" + name);
        return v;
    }
    long vars() { return 1L << idx; }
}

final class Call extends Expr {
    final Func f;
    final Expr[] args;
    Call(Func f, Expr[] args) { this.f = f; this.args = args; }
    Value eval(Value[] b) { return f.call(args, b); }
    long vars() {
        long m = 0;
        for (Expr e : args) m |= e.vars();
        return m;
    }
}

/** A built-in function. Arguments are passed unevaluated so that and/or short-circuit. */
abstract class Func {
    abstract Value call(Expr[] a, Value[] b);

    static Func named(String n) {
        switch (n) {
            case "+": return new Add();
            case "-": return new Sub();
            case "*": return new Mul();
            case "div": return new Div();
            case "mod": return new Mod();
            case "abs": return new Abs();
            case "min": return new Min();
            case "max": return new Max();
            case "=": return new NumCmp(0);
            case "<>": return new NumCmp(1);
            case "<": return new NumCmp(2);
            case ">": return new NumCmp(3);
            case "<=": return new NumCmp(4);
            case ">=": return new NumCmp(5);
            case "eq": return new Eq(true);
            case "neq": return new Eq(false);
            case "and": return new And();
            case "or": return new Or();
            case "not": return new Not();
            default: throw new EngineException("unknown function " + n);
        }
    }
}

abstract class Arith extends Func {
    Value call(Expr[] a, Value[] b) {
        long acc = a[0].eval(b).num();
        for (int i = 1; i < a.length; i++) acc = op(acc, a[i].eval(b).num());
        return Num.of(acc);
    }
    abstract long op(long x, long y);
}

final class Add extends Arith { long op(long x, long y) { return x + y; } }
final class Sub extends Arith { long op(long x, long y) { return x - y; } }
final class Mul extends Arith { long op(long x, long y) { return x * y; } }
final class Div extends Arith {
    long op(long x, long y) {
        if (y == 0) throw new EngineException("division by zero");
        return x / y;
    }
}
final class Mod extends Arith {
    long op(long x, long y) {
        if (y == 0) throw new EngineException("division by zero");
        return x % y;
    }
}
final class Min extends Arith { long op(long x, long y) { return Math.min(x, y); } }
final class Max extends Arith { long op(long x, long y) { return Math.max(x, y); } }

final class Abs extends Func {
    Value call(Expr[] a, Value[] b) { return Num.of(Math.abs(a[0].eval(b).num())); }
}

final class NumCmp extends Func {
    final int kind;
    NumCmp(int kind) { this.kind = kind; }
    Value call(Expr[] a, Value[] b) {
        long x = a[0].eval(b).num();
        for (int i = 1; i < a.length; i++) {
            long y = a[i].eval(b).num();
            boolean ok;
            switch (kind) {
                case 0: ok = x == y; break;
                case 1: ok = x != y; break;
                case 2: ok = x < y; break;
                case 3: ok = x > y; break;
                case 4: ok = x <= y; break;
                default: ok = x >= y; break;
            }
            if (!ok) return Sym.FALSE;
            x = y;
        }
        return Sym.TRUE;
    }
}

final class Eq extends Func {
    final boolean want;
    Eq(boolean want) { this.want = want; }
    Value call(Expr[] a, Value[] b) {
        Value x = a[0].eval(b);
        for (int i = 1; i < a.length; i++) {
            if (x.same(a[i].eval(b)) != want) return Sym.FALSE;
        }
        return Sym.TRUE;
    }
}

final class And extends Func {
    Value call(Expr[] a, Value[] b) {
        for (Expr e : a) if (!e.eval(b).truth()) return Sym.FALSE;
        return Sym.TRUE;
    }
}

final class Or extends Func {
    Value call(Expr[] a, Value[] b) {
        for (Expr e : a) if (e.eval(b).truth()) return Sym.TRUE;
        return Sym.FALSE;
    }
}

final class Not extends Func {
    Value call(Expr[] a, Value[] b) { return Sym.bool(!a[0].eval(b).truth()); }
}
