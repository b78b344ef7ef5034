package spec.jack;

import java.util.ArrayList;
import java.util.BitSet;

/** A grammar expression. Each kind knows its own FIRST/FOLLOW rules, code generation and compilation. */
abstract class GExpr {
    /** The FOLLOW set at this point of the grammar (filled in by the analysis). */
    final BitSet follow = new BitSet();

    abstract boolean nullable(Analysis a);
    abstract void first(Analysis a, BitSet out);
    /** Propagates fol, the set that can follow this expression; returns true when anything grew. */
    abstract boolean propagate(Analysis a, BitSet fol);
    abstract void print(StringBuilder sb, int prec);
    abstract void genJava(Analysis a, JavaWriter w);
    abstract PNode compile(Analysis a);

    final BitSet firstSet(Analysis a) {
        BitSet b = new BitSet();
        first(a, b);
        return b;
    }

    /** The lookahead that selects this expression: FIRST, plus FOLLOW when it can be empty. */
    final BitSet lookahead(Analysis a) {
        BitSet b = firstSet(a);
        if (nullable(a)) b.or(follow);
        return b;
    }

    final boolean grow(BitSet fol) {
        int before = follow.cardinality();
        follow.or(fol);
        return follow.cardinality() != before;
    }

    public String toString() {
        StringBuilder sb = new StringBuilder();
        print(sb, 0);
        return sb.toString();
    }
}

final class Choice extends GExpr {
    final ArrayList<GExpr> alts;
    Choice(ArrayList<GExpr> alts) { this.alts = alts; }
    boolean nullable(Analysis a) {
        for (GExpr e : alts) if (e.nullable(a)) return true;
        return false;
    }
    void first(Analysis a, BitSet out) { for (GExpr e : alts) e.first(a, out); }
    boolean propagate(Analysis a, BitSet fol) {
        boolean ch = grow(fol);
        for (GExpr e : alts) ch |= e.propagate(a, fol);
        return ch;
    }
    void print(StringBuilder sb, int prec) {
        if (prec > 0) sb.append("( ");
        for (int i = 0; i < alts.size(); i++) {
            if (i > 0) sb.append(" | ");
            alts.get(i).print(sb, 1);
        }
        if (prec > 0) sb.append(" )");
    }
    void genJava(Analysis a, JavaWriter w) { w.choice(a, this); }
    PNode compile(Analysis a) {
        PNode[] ps = new PNode[alts.size()];
        BitSet[] las = new BitSet[alts.size()];
        for (int i = 0; i < ps.length; i++) {
            ps[i] = alts.get(i).compile(a);
            las[i] = alts.get(i).lookahead(a);
        }
        return new PChoice(ps, las, a.choiceConflict(this));
    }
}

final class Sequence extends GExpr {
    final ArrayList<GExpr> items;
    Sequence(ArrayList<GExpr> items) { this.items = items; }
    boolean nullable(Analysis a) {
        for (GExpr e : items) if (!e.nullable(a)) return false;
        return true;
    }
    void first(Analysis a, BitSet out) {
        for (GExpr e : items) {
            e.first(a, out);
            if (!e.nullable(a)) return;
        }
    }
    boolean propagate(Analysis a, BitSet fol) {
        boolean ch = grow(fol);
        BitSet f = (BitSet) fol.clone();
        for (int i = items.size() - 1; i >= 0; i--) {
            GExpr e = items.get(i);
            ch |= e.propagate(a, f);
            if (!e.nullable(a)) f = new BitSet();
            e.first(a, f);
        }
        return ch;
    }
    void print(StringBuilder sb, int prec) {
        if (prec > 1) sb.append("( ");
        for (int i = 0; i < items.size(); i++) {
            if (i > 0) sb.append(' ');
            items.get(i).print(sb, 2);
        }
        if (prec > 1) sb.append(" )");
    }
    void genJava(Analysis a, JavaWriter w) { for (GExpr e : items) e.genJava(a, w); }
    PNode compile(Analysis a) {
        PNode[] ps = new PNode[items.size()];
        for (int i = 0; i < ps.length; i++) ps[i] = items.get(i).compile(a);
        return new PSeq(ps);
    }
}

final class Optional extends GExpr {
    final GExpr body;
    Optional(GExpr body) { this.body = body; }
    boolean nullable(Analysis a) { return true; }
    void first(Analysis a, BitSet out) { body.first(a, out); }
    boolean propagate(Analysis a, BitSet fol) { return grow(fol) | body.propagate(a, fol); }
    void print(StringBuilder sb, int prec) { sb.append("[ "); body.print(sb, 0); sb.append(" ]"); }
    void genJava(Analysis a, JavaWriter w) { w.optional(a, this); }
    PNode compile(Analysis a) { return new POpt(body.compile(a), body.firstSet(a), a.loopConflict(this, body)); }
}

final class Repeat extends GExpr {
    final GExpr body;
    Repeat(GExpr body) { this.body = body; }
    boolean nullable(Analysis a) { return true; }
    void first(Analysis a, BitSet out) { body.first(a, out); }
    boolean propagate(Analysis a, BitSet fol) {
        boolean ch = grow(fol);
        BitSet f = (BitSet) fol.clone();
        body.first(a, f);
        return ch | body.propagate(a, f);
    }
    void print(StringBuilder sb, int prec) { sb.append("{ "); body.print(sb, 0); sb.append(" }"); }
    void genJava(Analysis a, JavaWriter w) { w.repeat(a, this); }
    PNode compile(Analysis a) { return new PRep(body.compile(a), body.firstSet(a), a.loopConflict(this, body)); }
}

final class NonTerminal extends GExpr {
    final String name;
    int index = -1;
    NonTerminal(String name) { this.name = name; }
    boolean nullable(Analysis a) { return a.nullable[index]; }
    void first(Analysis a, BitSet out) { out.or(a.first[index]); }
    boolean propagate(Analysis a, BitSet fol) {
        boolean ch = grow(fol);
        int before = a.follow[index].cardinality();
        a.follow[index].or(fol);
        return ch | a.follow[index].cardinality() != before;
    }
    void print(StringBuilder sb, int prec) { sb.append(name); }
    void genJava(Analysis a, JavaWriter w) { w.line(name + "();"); }
    PNode compile(Analysis a) { return new PCall(index); }
}

/** A literal ("if", "==") or a token class (IDENT, NUMBER, STRING, EOF). */
final class Terminal extends GExpr {
    final String text;
    final boolean literal;
    int kind = -1;
    Terminal(String text, boolean literal) { this.text = text; this.literal = literal; }
    boolean nullable(Analysis a) { return false; }
    void first(Analysis a, BitSet out) { out.set(kind); }
    boolean propagate(Analysis a, BitSet fol) { return grow(fol); }
    void print(StringBuilder sb, int prec) {
        if (literal) sb.append('"').append(text).append('"');
        else sb.append(text);
    }
    void genJava(Analysis a, JavaWriter w) { w.line("consume(" + a.vocab.constName(kind) + ");"); }
    PNode compile(Analysis a) { return new PToken(kind); }
}

final class Production {
    final String name;
    final GExpr body;
    final int line;
    Production(String name, GExpr body, int line) { this.name = name; this.body = body; this.line = line; }
}

final class Grammar {
    final String name;
    final String start;
    final ArrayList<Production> productions = new ArrayList<>();
    Grammar(String name, String start) { this.name = name; this.start = start; }

    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append("grammar ").append(name).append(" start ").append(start).append(" ;\n");
        for (Production p : productions) {
            sb.append(p.name).append(" = ");
            p.body.print(sb, 0);
            sb.append(" .\n");
        }
        return sb.toString();
    }
}
