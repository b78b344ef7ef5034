package spec.jess;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.PriorityQueue;

/** A rule activation waiting on the agenda. */
final class Activation implements Comparable<Activation> {
    final Rule rule;
    final Fact[] facts;
    final Value[] bindings;
    final long seq;
    Activation(Rule rule, Fact[] facts, Value[] bindings, long seq) {
        this.rule = rule; this.facts = facts; this.bindings = bindings; this.seq = seq;
    }
    /** Higher salience first, then the most recent activation (depth strategy). */
    public int compareTo(Activation o) {
        if (rule.salience != o.rule.salience) return rule.salience > o.rule.salience ? -1 : 1;
        return seq > o.seq ? -1 : seq < o.seq ? 1 : 0;
    }
}

/**
 * A forward-chaining inference engine. Matching is incremental: when a fact is
 * asserted it is joined, as each pattern it can match, with the facts already
 * present; negated patterns and fact liveness are checked again when an
 * activation fires.
 */
final class Engine {
    private static final class Seed {
        final Rule rule;
        final int index;
        Seed(Rule rule, int index) { this.rule = rule; this.index = index; }
    }

    private final HashMap<Sym, ArrayList<Fact>> facts = new HashMap<>();
    private final HashMap<String, Fact> byKey = new HashMap<>();
    private final HashMap<Sym, ArrayList<Seed>> seeds = new HashMap<>();
    private final ArrayList<Rule> rules = new ArrayList<>();
    private final PriorityQueue<Activation> agenda = new PriorityQueue<>();
    private int nextFact;
    private long nextSeq;
    private final int[] trail = new int[64 * 64];
    private final int[] top = new int[1];

    final StringBuilder out = new StringBuilder();
    boolean echo = true;
    long outHash = 17;
    int outLines;
    long fired;
    long asserted;
    long retracted;
    long activations;
    long discarded;
    long joins;

    void load(String program) {
        for (SList form : new Reader(program).readAll()) {
            String h = form.head();
            if (h.equals("defrule")) addRule(new RuleCompiler().compile(form));
            else if (h.equals("assert")) {
                for (int i = 1; i < form.size(); i++) assertForm((SList) form.get(i));
            } else throw new EngineException("line " + form.line + ": unknown form " + h);
        }
    }

    private void assertForm(SList f) {
        Value[] v = new Value[f.size() - 1];
        for (int i = 1; i < f.size(); i++) {
            SNode n = f.get(i);
            if (!(n instanceof SAtom)) throw new EngineException("line " + n.line + ": fact fields are atoms");
            v[i - 1] = RuleCompiler.constant((SAtom) n);
        }
        assertFact(Sym.of(f.head()), v);
    }

    void addRule(Rule r) {
        rules.add(r);
        for (int i = 0; i < r.pos.length; i++) {
            ArrayList<Seed> l = seeds.get(r.pos[i].rel);
            if (l == null) {
                l = new ArrayList<>();
                seeds.put(r.pos[i].rel, l);
            }
            l.add(new Seed(r, i));
        }
    }

    ArrayList<Rule> rules() { return rules; }

    int factCount() { return byKey.size(); }

    Fact assertFact(Sym rel, Value[] v) {
        StringBuilder k = new StringBuilder(rel.name);
        for (Value x : v) k.append(' ').append(x.toString());
        String key = k.toString();
        if (byKey.containsKey(key)) return null;
        Fact f = new Fact(++nextFact, rel, v, key);
        byKey.put(key, f);
        ArrayList<Fact> l = facts.get(rel);
        if (l == null) {
            l = new ArrayList<>();
            facts.put(rel, l);
        }
        l.add(f);
        asserted++;
        ArrayList<Seed> ss = seeds.get(rel);
        if (ss != null) {
            for (Seed s : ss) seed(s.rule, s.index, f);
        }
        return f;
    }

    void retract(Fact f) {
        if (f.retracted) return;
        f.retracted = true;
        byKey.remove(f.key);
        facts.get(f.rel).remove(f);
        retracted++;
    }

    private void seed(Rule r, int idx, Fact f) {
        Value[] b = new Value[r.nvars];
        Fact[] chosen = new Fact[r.pos.length];
        top[0] = 0;
        if (!r.pos[idx].match(f, b, trail, top)) return;
        chosen[idx] = f;
        if (!tests(r.testsAt[idx][0], b)) return;
        join(r, idx, f.id, 1, b, chosen);
    }

    private static boolean tests(Test[] ts, Value[] b) {
        for (Test t : ts) if (!t.e.eval(b).truth()) return false;
        return true;
    }

    private void join(Rule r, int seedIdx, int seedId, int step, Value[] b, Fact[] chosen) {
        if (step == r.pos.length) {
            if (!negationsHold(r, b)) return;
            activations++;
            agenda.add(new Activation(r, chosen.clone(), b.clone(), ++nextSeq));
            return;
        }
        int j = r.order[seedIdx][step];
        Pattern p = r.pos[j];
        ArrayList<Fact> cands = facts.get(p.rel);
        if (cands == null) return;
        Test[] ts = r.testsAt[seedIdx][step];
        int n = cands.size();
        for (int c = 0; c < n; c++) {
            Fact f = cands.get(c);
            // a tuple holding the new fact at several positions is found once, from its first position
            if (j < seedIdx && f.id >= seedId) continue;
            joins++;
            int mark = top[0];
            if (p.match(f, b, trail, top) && tests(ts, b)) {
                chosen[j] = f;
                join(r, seedIdx, seedId, step + 1, b, chosen);
                chosen[j] = null;
            }
            while (top[0] > mark) b[trail[--top[0]]] = null;
        }
    }

    private boolean negationsHold(Rule r, Value[] b) {
        for (Pattern p : r.neg) {
            ArrayList<Fact> cands = facts.get(p.rel);
            if (cands == null) continue;
            for (int c = 0; c < cands.size(); c++) {
                int mark = top[0];
                boolean m = p.match(cands.get(c), b, trail, top);
                while (top[0] > mark) b[trail[--top[0]]] = null;
                if (m) return false;
            }
        }
        return true;
    }

    /** Fires activations until the agenda is empty or the limit is reached; returns the number fired. */
    long run(long limit) {
        long n = 0;
        while (n < limit) {
            Activation a = agenda.poll();
            if (a == null) break;
            boolean live = true;
            for (Fact f : a.facts) if (f.retracted) { live = false; break; }
            if (live) {
                top[0] = 0;
                live = negationsHold(a.rule, a.bindings);
            }
            if (!live) {
                discarded++;
                continue;
            }
            a.rule.fired++;
            n++;
            fired++;
            for (Action act : a.rule.actions) act.run(this, a.bindings);
        }
        return n;
    }

    void newline() {
        String line = out.toString();
        out.setLength(0);
        for (int i = 0; i < line.length(); i++) outHash = outHash * 31 + line.charAt(i);
        outHash = outHash * 31 + '\n';
        outLines++;
        if (echo) System.out.println(line);
    }
}
