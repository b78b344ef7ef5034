package spec.jack;

import java.util.ArrayList;
import java.util.BitSet;

final class Token {
    final int kind;
    final String text;
    final int line;
    Token(int kind, String text, int line) { this.kind = kind; this.text = text; this.line = line; }
}

final class ParseError extends Exception {
    final int pos;
    ParseError(int pos, String msg) {
        super(msg);
        this.pos = pos;
    }
}

/** A lexer driven by a vocabulary: keywords and punctuation come from the grammar's literals. */
final class Lexer {
    static ArrayList<Token> scan(String src, Vocabulary v) {
        ArrayList<Token> out = new ArrayList<>();
        int pos = 0, line = 1, n = src.length();
        while (true) {
            while (pos < n) {
                char c = src.charAt(pos);
                if (c == '\n') { line++; pos++; }
                else if (c == ' ' || c == '\t' || c == '\r') pos++;
                else if (c == '/' && pos + 1 < n && src.charAt(pos + 1) == '/') {
                    while (pos < n && src.charAt(pos) != '\n') pos++;
                } else break;
            }
            if (pos >= n) {
                out.add(new Token(Vocabulary.EOF, "<EOF>", line));
                return out;
            }
            int start = pos;
            char c = src.charAt(pos);
            if (Character.isLetter(c) || c == '_') {
                while (pos < n && (Character.isLetterOrDigit(src.charAt(pos)) || src.charAt(pos) == '_')) pos++;
                String w = src.substring(start, pos);
                Integer k = v.literals.get(w);
                out.add(new Token(k == null ? Vocabulary.IDENT : k, w, line));
            } else if (Character.isDigit(c)) {
                while (pos < n && Character.isDigit(src.charAt(pos))) pos++;
                out.add(new Token(Vocabulary.NUMBER, src.substring(start, pos), line));
            } else if (c == '"') {
                pos++;
                while (pos < n && src.charAt(pos) != '"') pos++;
                if (pos >= n) throw new GrammarError("line " + line + ": unterminated string");
                pos++;
                out.add(new Token(Vocabulary.STRING, src.substring(start + 1, pos - 1), line));
            } else {
                String match = null;
                for (String p : v.punct) {
                    if (src.startsWith(p, pos)) {
                        match = p;
                        break;
                    }
                }
                if (match == null) throw new GrammarError("line " + line + ": unexpected character '" + c + "'");
                pos += match.length();
                out.add(new Token(v.literals.get(match), match, line));
            }
        }
    }
}

/** A node of a parse tree: a production's name and its children (nodes and tokens). */
final class TreeNode {
    final String label;
    final ArrayList<Object> kids = new ArrayList<>();
    TreeNode(String label) { this.label = label; }

    TreeNode node(int i) { return (TreeNode) kids.get(i); }
    Token token(int i) { return (Token) kids.get(i); }

    int size() {
        int s = 1;
        for (Object o : kids) s += o instanceof TreeNode ? ((TreeNode) o).size() : 1;
        return s;
    }

    long hash(long h) {
        h = h * 31 + label.hashCode();
        for (Object o : kids) {
            if (o instanceof TreeNode) h = ((TreeNode) o).hash(h);
            else h = h * 131 + ((Token) o).text.hashCode();
        }
        return h * 17 + kids.size();
    }
}

/** The generated parser's state while it runs over a token list. */
final class ParseState {
    final ArrayList<Token> toks;
    final Vocabulary vocab;
    final PNode[] productions;
    final String[] names;
    int pos;
    int farthest;
    long calls, backtracks;

    ParseState(ArrayList<Token> toks, Vocabulary vocab, PNode[] productions, String[] names) {
        this.toks = toks; this.vocab = vocab; this.productions = productions; this.names = names;
    }

    int la() { return toks.get(pos).kind; }

    ParseError error(BitSet expected) {
        if (pos > farthest) farthest = pos;
        Token t = toks.get(pos);
        StringBuilder sb = new StringBuilder();
        sb.append("line ").append(t.line).append(": found '").append(t.text).append("', expected one of ");
        for (int k = expected.nextSetBit(0); k >= 0; k = expected.nextSetBit(k + 1)) sb.append(vocab.describe(k)).append(' ');
        return new ParseError(pos, sb.toString().trim());
    }
}

/** The generated parser, as data: one PNode tree per production, interpreted by parse(). */
abstract class PNode {
    abstract void parse(ParseState s, TreeNode into) throws ParseError;
    abstract int size();
}

final class PToken extends PNode {
    final int kind;
    PToken(int kind) { this.kind = kind; }
    void parse(ParseState s, TreeNode into) throws ParseError {
        Token t = s.toks.get(s.pos);
        if (t.kind != kind) {
            BitSet b = new BitSet();
            b.set(kind);
            throw s.error(b);
        }
        into.kids.add(t);
        s.pos++;
    }
    int size() { return 1; }
}

final class PCall extends PNode {
    final int production;
    PCall(int production) { this.production = production; }
    void parse(ParseState s, TreeNode into) throws ParseError {
        s.calls++;
        TreeNode n = new TreeNode(s.names[production]);
        s.productions[production].parse(s, n);
        into.kids.add(n);
    }
    int size() { return 1; }
}

final class PSeq extends PNode {
    final PNode[] items;
    PSeq(PNode[] items) { this.items = items; }
    void parse(ParseState s, TreeNode into) throws ParseError {
        for (PNode p : items) p.parse(s, into);
    }
    int size() {
        int n = 1;
        for (PNode p : items) n += p.size();
        return n;
    }
}

final class PChoice extends PNode {
    final PNode[] alts;
    final BitSet[] lookahead;
    final boolean backtrack;
    final BitSet all = new BitSet();
    PChoice(PNode[] alts, BitSet[] lookahead, boolean backtrack) {
        this.alts = alts; this.lookahead = lookahead; this.backtrack = backtrack;
        for (BitSet b : lookahead) all.or(b);
    }
    void parse(ParseState s, TreeNode into) throws ParseError {
        int la = s.la();
        if (!backtrack) {
            for (int i = 0; i < alts.length; i++) {
                if (lookahead[i].get(la)) {
                    alts[i].parse(s, into);
                    return;
                }
            }
            throw s.error(all);
        }
        // an LL(1) conflict: try the candidates in order, undoing a failed attempt
        ParseError last = null;
        int start = s.pos, kids = into.kids.size();
        for (int i = 0; i < alts.length; i++) {
            if (!lookahead[i].get(la)) continue;
            try {
                alts[i].parse(s, into);
                return;
            } catch (ParseError e) {
                s.backtracks++;
                if (last == null || e.pos >= last.pos) last = e;
                s.pos = start;
                while (into.kids.size() > kids) into.kids.remove(into.kids.size() - 1);
            }
        }
        throw last != null ? last : s.error(all);
    }
    int size() {
        int n = 1;
        for (PNode p : alts) n += p.size();
        return n;
    }
}

/** [ body ]: taken when the lookahead can start it; on a conflict the body is tried and undone on failure. */
final class POpt extends PNode {
    final PNode body;
    final BitSet first;
    final boolean backtrack;
    POpt(PNode body, BitSet first, boolean backtrack) { this.body = body; this.first = first; this.backtrack = backtrack; }
    void parse(ParseState s, TreeNode into) throws ParseError {
        if (!first.get(s.la())) return;
        if (!backtrack) {
            body.parse(s, into);
            return;
        }
        int start = s.pos, kids = into.kids.size();
        try {
            body.parse(s, into);
        } catch (ParseError e) {
            s.backtracks++;
            s.pos = start;
            while (into.kids.size() > kids) into.kids.remove(into.kids.size() - 1);
        }
    }
    int size() { return 1 + body.size(); }
}

final class PRep extends PNode {
    final PNode body;
    final BitSet first;
    final boolean backtrack;
    PRep(PNode body, BitSet first, boolean backtrack) { this.body = body; this.first = first; this.backtrack = backtrack; }
    void parse(ParseState s, TreeNode into) throws ParseError {
        while (first.get(s.la())) {
            if (!backtrack) {
                body.parse(s, into);
                continue;
            }
            int start = s.pos, kids = into.kids.size();
            try {
                body.parse(s, into);
            } catch (ParseError e) {
                s.backtracks++;
                s.pos = start;
                while (into.kids.size() > kids) into.kids.remove(into.kids.size() - 1);
                return;
            }
        }
    }
    int size() { return 1 + body.size(); }
}

/** A parser generated from an analysed grammar. */
final class GeneratedParser {
    final Analysis a;
    final PNode[] productions;
    final String[] names;
    final int start;
    ParseState last;

    GeneratedParser(Analysis a) {
        this.a = a;
        int n = a.g.productions.size();
        productions = new PNode[n];
        names = new String[n];
        for (int i = 0; i < n; i++) {
            productions[i] = a.g.productions.get(i).body.compile(a);
            names[i] = a.g.productions.get(i).name;
        }
        start = a.index.get(a.g.start);
    }

    int size() {
        int s = 0;
        for (PNode p : productions) s += p.size();
        return s;
    }

    TreeNode parse(String text) throws ParseError {
        ParseState s = new ParseState(Lexer.scan(text, a.vocab), a.vocab, productions, names);
        last = s;
        TreeNode root = new TreeNode("<root>");
        new PCall(start).parse(s, root);
        return root.node(0);
    }
}
