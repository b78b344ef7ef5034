package spec.jack;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;

/** The terminals of a grammar: token classes first, then literals in order of appearance. */
final class Vocabulary {
    static final int EOF = 0, IDENT = 1, NUMBER = 2, STRING = 3;
    final ArrayList<String> names = new ArrayList<>();
    final HashMap<String, Integer> literals = new HashMap<>();
    /** Punctuation literals, longest first, for the lexer. */
    final ArrayList<String> punct = new ArrayList<>();

    Vocabulary() {
        names.add("EOF");
        names.add("IDENT");
        names.add("NUMBER");
        names.add("STRING");
    }

    int classKind(String name) {
        switch (name) {
            case "EOF": return EOF;
            case "IDENT": return IDENT;
            case "NUMBER": return NUMBER;
            case "STRING": return STRING;
            default: return -1;
        }
    }

    int literal(String text) {
        Integer k = literals.get(text);
        if (k != null) return k;
        int kind = names.size();
        names.add(text);
        literals.put(text, kind);
        if (!Character.isLetter(text.charAt(0))) {
            int i = 0;
            while (i < punct.size() && punct.get(i).length() >= text.length()) i++;
            punct.add(i, text);
        }
        return kind;
    }

    String describe(int kind) { return kind < 4 ? names.get(kind) : "\"" + names.get(kind) + "\""; }

    String constName(int kind) {
        if (kind < 4) return names.get(kind);
        String t = names.get(kind);
        if (Character.isLetter(t.charAt(0))) return "K_" + t.toUpperCase();
        StringBuilder sb = new StringBuilder("P");
        for (int i = 0; i < t.length(); i++) sb.append('_').append((int) t.charAt(i));
        return sb.toString();
    }
}

final class GrammarError extends RuntimeException {
    GrammarError(String msg) { super(msg); }
}

/** Resolves names, then computes nullable, FIRST and FOLLOW to a fixed point and finds LL(1) conflicts. */
final class Analysis {
    final Grammar g;
    final Vocabulary vocab = new Vocabulary();
    final HashMap<String, Integer> index = new HashMap<>();
    boolean[] nullable;
    BitSet[] first;
    BitSet[] follow;
    int iterations;
    int conflicts;
    final ArrayList<String> conflictReports = new ArrayList<>();

    Analysis(Grammar g) {
        this.g = g;
        for (int i = 0; i < g.productions.size(); i++) {
            Production p = g.productions.get(i);
            if (index.containsKey(p.name)) throw new GrammarError("line " + p.line + ": " + p.name + " defined twice");
            index.put(p.name, i);
        }
        if (!index.containsKey(g.start)) throw new GrammarError("start symbol " + g.start + " is not defined");
        for (Production p : g.productions) resolve(p.body);
        int n = g.productions.size();
        nullable = new boolean[n];
        first = new BitSet[n];
        follow = new BitSet[n];
        for (int i = 0; i < n; i++) {
            first[i] = new BitSet();
            follow[i] = new BitSet();
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            iterations++;
            for (int i = 0; i < n; i++) {
                GExpr body = g.productions.get(i).body;
                if (!nullable[i] && body.nullable(this)) {
                    nullable[i] = true;
                    changed = true;
                }
                int before = first[i].cardinality();
                body.first(this, first[i]);
                if (first[i].cardinality() != before) changed = true;
            }
        }
        follow[index.get(g.start)].set(Vocabulary.EOF);
        changed = true;
        while (changed) {
            changed = false;
            iterations++;
            for (int i = 0; i < n; i++) {
                if (g.productions.get(i).body.propagate(this, follow[i])) changed = true;
            }
        }
    }

    private void resolve(GExpr e) {
        if (e instanceof Choice) for (GExpr x : ((Choice) e).alts) resolve(x);
        else if (e instanceof Sequence) for (GExpr x : ((Sequence) e).items) resolve(x);
        else if (e instanceof Optional) resolve(((Optional) e).body);
        else if (e instanceof Repeat) resolve(((Repeat) e).body);
        else if (e instanceof Terminal) {
            Terminal t = (Terminal) e;
            t.kind = t.literal ? vocab.literal(t.text) : vocab.classKind(t.text);
        } else {
            NonTerminal nt = (NonTerminal) e;
            Integer i = index.get(nt.name);
            if (i == null) throw new GrammarError("undefined symbol " + nt.name);
            nt.index = i;
        }
    }

    String setString(BitSet s) {
        StringBuilder sb = new StringBuilder("{");
        for (int k = s.nextSetBit(0); k >= 0; k = s.nextSetBit(k + 1)) {
            if (sb.length() > 1) sb.append(' ');
            sb.append(vocab.describe(k));
        }
        return sb.append('}').toString();
    }

    /** True when two alternatives share a lookahead token; recorded once per choice. */
    boolean choiceConflict(Choice c) {
        BitSet seen = new BitSet();
        boolean conflict = false;
        for (GExpr alt : c.alts) {
            BitSet la = alt.lookahead(this);
            if (la.intersects(seen)) {
                BitSet both = (BitSet) la.clone();
                both.and(seen);
                report("choice " + c + " on " + setString(both));
                conflict = true;
            }
            seen.or(la);
        }
        return conflict;
    }

    /** True when an optional or repeated body can start with a token that may also follow it. */
    boolean loopConflict(GExpr loop, GExpr body) {
        BitSet both = body.firstSet(this);
        both.and(loop.follow);
        if (both.isEmpty()) return false;
        report("loop " + loop + " on " + setString(both));
        return true;
    }

    private void report(String s) {
        conflicts++;
        conflictReports.add(s);
    }
}

/** Writes the Java source a parser generator would emit for the grammar. */
final class JavaWriter {
    final StringBuilder sb = new StringBuilder();
    private int indent;
    int methods;

    void line(String s) {
        for (int i = 0; i < indent; i++) sb.append("    ");
        sb.append(s).append('\n');
    }

    private String cases(Analysis a, java.util.BitSet s) {
        StringBuilder c = new StringBuilder();
        for (int k = s.nextSetBit(0); k >= 0; k = s.nextSetBit(k + 1)) {
            c.append("case ").append(a.vocab.constName(k)).append(": ");
        }
        return c.toString();
    }

    String write(Analysis a) {
        Grammar g = a.g;
        line("// Generated by jack from grammar " + g.name + ". Do not edit.");
        line("public class " + g.name + "Parser extends ParserBase {");
        indent++;
        for (int k = 0; k < a.vocab.names.size(); k++) {
            line("static final int " + a.vocab.constName(k) + " = " + k + "; // " + a.vocab.describe(k));
        }
        for (int i = 0; i < g.productions.size(); i++) {
            Production p = g.productions.get(i);
            line("");
            line("// " + p.name + " : FIRST " + a.setString(a.first[i]) + " FOLLOW " + a.setString(a.follow[i]));
            line("public Node " + p.name + "() throws ParseException {");
            indent++;
            line("Node n = open(\"" + p.name + "\");");
            p.body.genJava(a, this);
            line("return close(n);");
            indent--;
            line("}");
            methods++;
        }
        indent--;
        line("}");
        return sb.toString();
    }

    void choice(Analysis a, Choice c) {
        line("switch (la()) {");
        indent++;
        for (GExpr alt : c.alts) {
            line(cases(a, alt.lookahead(a)) + "{");
            indent++;
            alt.genJava(a, this);
            line("break;");
            indent--;
            line("}");
        }
        line("default: throw error(" + a.setString(c.firstSet(a)).length() + ");");
        indent--;
        line("}");
    }

    void optional(Analysis a, Optional o) {
        line("switch (la()) {");
        indent++;
        line(cases(a, o.body.firstSet(a)) + "{");
        indent++;
        o.body.genJava(a, this);
        line("break;");
        indent--;
        line("}");
        line("default: break;");
        indent--;
        line("}");
    }

    void repeat(Analysis a, Repeat r) {
        line("loop: while (true) {");
        indent++;
        line("switch (la()) {");
        indent++;
        line(cases(a, r.body.firstSet(a)) + "break;");
        line("default: break loop;");
        indent--;
        line("}");
        r.body.genJava(a, this);
        indent--;
        line("}");
    }
}
