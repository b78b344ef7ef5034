package spec.jess;

import java.util.HashMap;

/** A value held in a fact field or a variable: a symbol, a number or a fact address. */
abstract class Value {
    abstract boolean same(Value o);
    long num() { throw new EngineException("not a number: " + this); }
    boolean truth() { return true; }
}

/** Interned symbol: equality is identity. */
final class Sym extends Value {
    private static final HashMap<String, Sym> TABLE = new HashMap<>();
    static final Sym TRUE = of("TRUE");
    static final Sym FALSE = of("FALSE");
    static final Sym CRLF = of("crlf");

    final String name;
    final int id;

    private Sym(String name, int id) { this.name = name; this.id = id; }

    static Sym of(String name) {
        Sym s = TABLE.get(name);
        if (s == null) {
            s = new Sym(name, TABLE.size());
            TABLE.put(name, s);
        }
        return s;
    }

    static Sym bool(boolean b) { return b ? TRUE : FALSE; }

    boolean same(Value o) { return o == this; }
    boolean truth() { return this != FALSE; }
    public String toString() { return name; }
}

final class Num extends Value {
    private static final Num[] SMALL = new Num[256];
    static {
        for (int i = 0; i < SMALL.length; i++) SMALL[i] = new Num(i - 128);
    }
    final long v;
    private Num(long v) { this.v = v; }
    static Num of(long v) {
        if (v >= -128 && v < 128) return SMALL[(int) v + 128];
        return new Num(v);
    }
    boolean same(Value o) { return o instanceof Num && ((Num) o).v == v; }
    long num() { return v; }
    public String toString() { return Long.toString(v); }
}

final class FactAddr extends Value {
    final Fact fact;
    FactAddr(Fact f) { this.fact = f; }
    boolean same(Value o) { return o instanceof FactAddr && ((FactAddr) o).fact == fact; }
    public String toString() { return "<Fact-" + fact.id + ">"; }
}

final class EngineException extends RuntimeException {
    EngineException(String msg) { super(msg); }
}
