package spec.jess;

import java.util.ArrayList;
import java.util.HashMap;

/** A fact: a relation name and its fields. */
final class Fact {
    final int id;
    final Sym rel;
    final Value[] fields;
    final String key;
    boolean retracted;
    Fact(int id, Sym rel, Value[] fields, String key) {
        this.id = id; this.rel = rel; this.fields = fields; this.key = key;
    }
}

/** One field of a pattern. */
abstract class Field {
    /** Matches v; may bind a variable, recording it in the undo trail. Returns false on mismatch. */
    abstract boolean match(Value v, Value[] b, int[] trail, int[] top);
}

final class ConstField extends Field {
    final Value c;
    ConstField(Value c) { this.c = c; }
    boolean match(Value v, Value[] b, int[] trail, int[] top) { return c.same(v); }
}

final class AnyField extends Field {
    boolean match(Value v, Value[] b, int[] trail, int[] top) { return true; }
}

final class VarField extends Field {
    final int idx;
    VarField(int idx) { this.idx = idx; }
    boolean match(Value v, Value[] b, int[] trail, int[] top) {
        Value cur = b[idx];
        if (cur == null) {
            b[idx] = v;
            trail[top[0]++] = idx;
            return true;
        }
        return cur.same(v);
    }
}

final class ExprField extends Field {
    final Expr e;
    ExprField(Expr e) { this.e = e; }
    boolean match(Value v, Value[] b, int[] trail, int[] top) { return e.eval(b).same(v); }
}

final class Pattern {
    final Sym rel;
    final Field[] fields;
    final int addrVar;
    final long binds;
    Pattern(Sym rel, Field[] fields, int addrVar, long binds) {
        this.rel = rel; this.fields = fields; this.addrVar = addrVar; this.binds = binds;
    }

    boolean match(Fact f, Value[] b, int[] trail, int[] top) {
        if (f.fields.length != fields.length) return false;
        for (int i = 0; i < fields.length; i++) {
            if (!fields[i].match(f.fields[i], b, trail, top)) return false;
        }
        if (addrVar >= 0) {
            b[addrVar] = new FactAddr(f);
            trail[top[0]++] = addrVar;
        }
        return true;
    }
}

final class Test {
    final Expr e;
    final long needs;
    Test(Expr e) { this.e = e; this.needs = e.vars(); }
}

abstract class Action {
    abstract void run(Engine eng, Value[] b);
}

final class AssertAction extends Action {
    final Sym rel;
    final Expr[] fields;
    AssertAction(Sym rel, Expr[] fields) { this.rel = rel; this.fields = fields; }
    void run(Engine eng, Value[] b) {
        Value[] v = new Value[fields.length];
        for (int i = 0; i < v.length; i++) v[i] = fields[i].eval(b);
        eng.assertFact(rel, v);
    }
}

final class RetractAction extends Action {
    final int[] vars;
    RetractAction(int[] vars) { this.vars = vars; }
    void run(Engine eng, Value[] b) {
        for (int v : vars) {
            Value a = b[v];
            if (!(a instanceof FactAddr)) throw new EngineException("retract needs a fact address");
            eng.retract(((FactAddr) a).fact);
        }
    }
}

final class PrintAction extends Action {
    final Expr[] items;
    PrintAction(Expr[] items) { this.items = items; }
    void run(Engine eng, Value[] b) {
        for (Expr e : items) {
            Value v = e.eval(b);
            if (v == Sym.CRLF) eng.newline();
            else eng.out.append(v.toString());
        }
    }
}

final class BindAction extends Action {
    final int var;
    final Expr e;
    BindAction(int var, Expr e) { this.var = var; this.e = e; }
    void run(Engine eng, Value[] b) { b[var] = e.eval(b); }
}

final class Rule {
    final String name;
    final int salience;
    final Pattern[] pos;
    final Pattern[] neg;
    final Test[] tests;
    final Action[] actions;
    final int nvars;
    /** For each seed pattern: the order in which patterns are joined. */
    final int[][] order;
    /** For each seed pattern and step: the tests that become evaluable after that step. */
    final Test[][][] testsAt;
    int fired;

    Rule(String name, int salience, Pattern[] pos, Pattern[] neg, Test[] tests, Action[] actions, int nvars) {
        this.name = name; this.salience = salience; this.pos = pos; this.neg = neg;
        this.tests = tests; this.actions = actions; this.nvars = nvars;
        int n = pos.length;
        order = new int[n][];
        testsAt = new Test[n][][];
        for (int s = 0; s < n; s++) {
            int[] o = new int[n];
            o[0] = s;
            int k = 1;
            for (int j = 0; j < n; j++) if (j != s) o[k++] = j;
            order[s] = o;
            testsAt[s] = new Test[n][];
            long bound = 0;
            boolean[] placed = new boolean[tests.length];
            for (int step = 0; step < n; step++) {
                bound |= pos[o[step]].binds;
                ArrayList<Test> here = new ArrayList<>();
                for (int t = 0; t < tests.length; t++) {
                    if (!placed[t] && (tests[t].needs & ~bound) == 0) {
                        placed[t] = true;
                        here.add(tests[t]);
                    }
                }
                testsAt[s][step] = here.toArray(new Test[0]);
            }
            for (int t = 0; t < tests.length; t++) {
                if (!placed[t]) throw new EngineException("rule " + name + ": test uses a variable no pattern binds");
            }
        }
    }
}

/** Turns defrule forms into rules. */
final class RuleCompiler {
    private final HashMap<String, Integer> vars = new HashMap<>();
    private final ArrayList<String> varNames = new ArrayList<>();
    private long bound;

    private int var(String name) {
        Integer i = vars.get(name);
        if (i == null) {
            i = varNames.size();
            if (i >= 63) throw new EngineException("too many variables");
            vars.put(name, i);
            varNames.add(name);
        }
        return i;
    }

    static Value constant(SAtom a) {
        if (a.isNumber()) return Num.of(Long.parseLong(a.text));
        return Sym.of(a.text);
    }

    Expr expr(SNode n) {
        if (n instanceof SAtom) {
            SAtom a = (SAtom) n;
            if (a.isVar()) {
                String name = a.text.substring(1);
                return new VarRef(var(name), name);
            }
            return new Const(constant(a));
        }
        SList l = (SList) n;
        Func f = Func.named(l.head());
        Expr[] args = new Expr[l.size() - 1];
        for (int i = 1; i < l.size(); i++) args[i - 1] = expr(l.get(i));
        return new Call(f, args);
    }

    Pattern pattern(SList l, int addrVar) {
        Sym rel = Sym.of(l.head());
        ArrayList<Field> fields = new ArrayList<>();
        long binds = addrVar >= 0 ? 1L << addrVar : 0;
        for (int i = 1; i < l.size(); i++) {
            SNode n = l.get(i);
            if (n instanceof SList) throw new EngineException("line " + n.line + ": nested list in pattern");
            SAtom a = (SAtom) n;
            if (!a.quoted && a.text.equals("?")) fields.add(new AnyField());
            else if (!a.quoted && a.text.equals("=")) {
                fields.add(new ExprField(expr(l.get(++i))));
            } else if (a.isVar()) {
                int v = var(a.text.substring(1));
                binds |= 1L << v;
                fields.add(new VarField(v));
            } else fields.add(new ConstField(constant(a)));
        }
        return new Pattern(rel, fields.toArray(new Field[0]), addrVar, binds);
    }

    Rule compile(SList form) {
        String name = ((SAtom) form.get(1)).text;
        int salience = 0;
        ArrayList<Pattern> pos = new ArrayList<>();
        ArrayList<SList> negForms = new ArrayList<>();
        ArrayList<Test> tests = new ArrayList<>();
        ArrayList<Action> actions = new ArrayList<>();
        int i = 2;
        for (; i < form.size(); i++) {
            SNode n = form.get(i);
            if (n instanceof SAtom) {
                SAtom a = (SAtom) n;
                if (a.text.equals("=>")) { i++; break; }
                if (a.isVar() && i + 2 < form.size() && ((SAtom) form.get(i + 1)).text.equals("<-")) {
                    int v = var(a.text.substring(1));
                    pos.add(pattern((SList) form.get(i + 2), v));
                    i += 2;
                    continue;
                }
                throw new EngineException("line " + n.line + ": unexpected " + a.text);
            }
            SList l = (SList) n;
            String h = l.head();
            if (h.equals("declare")) {
                SList d = (SList) l.get(1);
                salience = (int) Long.parseLong(((SAtom) d.get(1)).text);
            } else if (h.equals("not")) {
                negForms.add((SList) l.get(1));
            } else if (h.equals("test")) {
                tests.add(new Test(expr(l.get(1))));
            } else {
                pos.add(pattern(l, -1));
            }
        }
        // negated patterns after the positive ones, so shared variables refer to bound values
        ArrayList<Pattern> neg = new ArrayList<>();
        for (SList l : negForms) neg.add(pattern(l, -1));
        for (; i < form.size(); i++) actions.add(action((SList) form.get(i)));
        return new Rule(name, salience, pos.toArray(new Pattern[0]), neg.toArray(new Pattern[0]),
                tests.toArray(new Test[0]), actions.toArray(new Action[0]), varNames.size());
    }

    Action action(SList l) {
        String h = l.head();
        switch (h) {
            case "assert": {
                SList f = (SList) l.get(1);
                Expr[] fields = new Expr[f.size() - 1];
                for (int i = 1; i < f.size(); i++) fields[i - 1] = expr(f.get(i));
                return new AssertAction(Sym.of(f.head()), fields);
            }
            case "retract": {
                int[] vs = new int[l.size() - 1];
                for (int i = 1; i < l.size(); i++) vs[i - 1] = var(((SAtom) l.get(i)).text.substring(1));
                return new RetractAction(vs);
            }
            case "printout": {
                Expr[] items = new Expr[l.size() - 2];
                for (int i = 2; i < l.size(); i++) items[i - 2] = expr(l.get(i));
                return new PrintAction(items);
            }
            case "bind":
                return new BindAction(var(((SAtom) l.get(1)).text.substring(1)), expr(l.get(2)));
            default:
                throw new EngineException("line " + l.line + ": unknown action " + h);
        }
    }
}
