package spec.jack;

import java.util.ArrayList;

/** Builds grammar expressions, collapsing one-element sequences and choices. */
final class Build {
    static GExpr choice(ArrayList<GExpr> alts) { return alts.size() == 1 ? alts.get(0) : new Choice(alts); }
    static GExpr sequence(ArrayList<GExpr> items) { return items.size() == 1 ? items.get(0) : new Sequence(items); }
    static GExpr symbol(String name) {
        boolean tokenClass = name.equals("EOF") || name.equals("IDENT") || name.equals("NUMBER") || name.equals("STRING");
        return tokenClass ? new Terminal(name, false) : new NonTerminal(name);
    }
}

/** The hand-written parser for grammar descriptions that starts the bootstrap. */
final class Bootstrap {
    static Vocabulary metaVocabulary() {
        Vocabulary v = new Vocabulary();
        String[] lits = {"grammar", "start", ";", "=", ".", "|", "(", ")", "[", "]", "{", "}"};
        for (String l : lits) v.literal(l);
        return v;
    }

    private final ArrayList<Token> toks;
    private final Vocabulary v;
    private int p;

    Bootstrap(String text) {
        v = metaVocabulary();
        toks = Lexer.scan(text, v);
    }

    private boolean at(String lit) {
        Token t = toks.get(p);
        return t.kind >= 4 && t.text.equals(lit);
    }

    private Token expect(int kind, String what) {
        Token t = toks.get(p);
        if (t.kind != kind) throw new GrammarError("line " + t.line + ": expected " + what + ", found '" + t.text + "'");
        p++;
        return t;
    }

    private void expect(String lit) { expect(v.literals.get(lit), "\"" + lit + "\""); }

    ArrayList<Grammar> grammars() {
        ArrayList<Grammar> out = new ArrayList<>();
        while (at("grammar")) {
            p++;
            String name = expect(Vocabulary.IDENT, "grammar name").text;
            expect("start");
            String start = expect(Vocabulary.IDENT, "start symbol").text;
            expect(";");
            Grammar g = new Grammar(name, start);
            while (toks.get(p).kind == Vocabulary.IDENT) {
                Token n = toks.get(p++);
                expect("=");
                GExpr body = expression();
                expect(".");
                g.productions.add(new Production(n.text, body, n.line));
            }
            out.add(g);
        }
        expect(Vocabulary.EOF, "end of input");
        return out;
    }

    private GExpr expression() {
        ArrayList<GExpr> alts = new ArrayList<>();
        alts.add(term());
        while (at("|")) {
            p++;
            alts.add(term());
        }
        return Build.choice(alts);
    }

    private boolean startsFactor() {
        int k = toks.get(p).kind;
        return k == Vocabulary.IDENT || k == Vocabulary.STRING || at("(") || at("[") || at("{");
    }

    private GExpr term() {
        ArrayList<GExpr> items = new ArrayList<>();
        items.add(factor());
        while (startsFactor()) items.add(factor());
        return Build.sequence(items);
    }

    private GExpr factor() {
        Token t = toks.get(p++);
        if (t.kind == Vocabulary.IDENT) return Build.symbol(t.text);
        if (t.kind == Vocabulary.STRING) return new Terminal(t.text, true);
        if (t.text.equals("(") && t.kind >= 4) {
            GExpr e = expression();
            expect(")");
            return e;
        }
        if (t.text.equals("[") && t.kind >= 4) {
            GExpr e = expression();
            expect("]");
            return new Optional(e);
        }
        if (t.text.equals("{") && t.kind >= 4) {
            GExpr e = expression();
            expect("}");
            return new Repeat(e);
        }
        throw new GrammarError("line " + t.line + ": unexpected '" + t.text + "' in expression");
    }
}

/** Turns a parse tree made by the generated parser for the notation back into grammars. */
final class TreeToGrammar {
    static ArrayList<Grammar> grammars(TreeNode file) {
        ArrayList<Grammar> out = new ArrayList<>();
        for (Object o : file.kids) {
            if (!(o instanceof TreeNode)) continue;
            TreeNode decl = (TreeNode) o;
            // grammarDecl = "grammar" IDENT "start" IDENT ";" { production }
            Grammar g = new Grammar(decl.token(1).text, decl.token(3).text);
            for (int i = 5; i < decl.kids.size(); i++) {
                TreeNode prod = decl.node(i);
                // production = IDENT "=" expression "."
                Token name = prod.token(0);
                g.productions.add(new Production(name.text, expression(prod.node(2)), name.line));
            }
            out.add(g);
        }
        return out;
    }

    private static GExpr expression(TreeNode n) {
        ArrayList<GExpr> alts = new ArrayList<>();
        for (Object o : n.kids) if (o instanceof TreeNode) alts.add(term((TreeNode) o));
        return Build.choice(alts);
    }

    private static GExpr term(TreeNode n) {
        ArrayList<GExpr> items = new ArrayList<>();
        for (Object o : n.kids) items.add(factor((TreeNode) o));
        return Build.sequence(items);
    }

    private static GExpr factor(TreeNode n) {
        Token t = n.token(0);
        if (t.kind == Vocabulary.IDENT) return Build.symbol(t.text);
        if (t.kind == Vocabulary.STRING) return new Terminal(t.text, true);
        GExpr e = expression(n.node(1));
        switch (t.text) {
            case "(": return e;
            case "[": return new Optional(e);
            default: return new Repeat(e);
        }
    }
}
