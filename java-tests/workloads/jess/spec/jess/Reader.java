package spec.jess;

import java.util.ArrayList;

/** S-expression nodes and the reader that builds them from program text. */
abstract class SNode {
    int line;
}

final class SAtom extends SNode {
    final String text;
    final boolean quoted;
    SAtom(String text, boolean quoted) { this.text = text; this.quoted = quoted; }
    boolean isVar() { return !quoted && text.length() > 1 && text.charAt(0) == '?'; }
    boolean isNumber() {
        if (quoted || text.isEmpty()) return false;
        int i = text.charAt(0) == '-' && text.length() > 1 ? 1 : 0;
        for (; i < text.length(); i++) if (!Character.isDigit(text.charAt(i))) return false;
        return true;
    }
    public String toString() { return quoted ? "\"" + text + "\"" : text; }
}

final class SList extends SNode {
    final ArrayList<SNode> items = new ArrayList<>();
    SNode get(int i) { return items.get(i); }
    int size() { return items.size(); }
    String head() {
        return items.isEmpty() || !(items.get(0) instanceof SAtom) ? "" : ((SAtom) items.get(0)).text;
    }
}

final class Reader {
    private final String src;
    private int pos;
    private int line = 1;

    Reader(String src) { this.src = src; }

    /** Reads every top-level form. */
    ArrayList<SList> readAll() {
        ArrayList<SList> out = new ArrayList<>();
        while (true) {
            skip();
            if (pos >= src.length()) return out;
            SNode n = read();
            if (!(n instanceof SList)) throw new EngineException("line " + n.line + ": expected a list");
            out.add((SList) n);
        }
    }

    private void skip() {
        while (pos < src.length()) {
            char c = src.charAt(pos);
            if (c == '\n') { line++; pos++; }
            else if (c == ' ' || c == '\t' || c == '\r') pos++;
            else if (c == ';') { while (pos < src.length() && src.charAt(pos) != '\n') pos++; }
            else break;
        }
    }

    private SNode read() {
        skip();
        if (pos >= src.length()) throw new EngineException("line " + line + ": unexpected end of input");
        char c = src.charAt(pos);
        int at = line;
        SNode n;
        if (c == '(') {
            pos++;
            SList l = new SList();
            while (true) {
                skip();
                if (pos >= src.length()) throw new EngineException("line " + at + ": unclosed list");
                if (src.charAt(pos) == ')') { pos++; break; }
                l.items.add(read());
            }
            n = l;
        } else if (c == ')') {
            throw new EngineException("line " + line + ": unexpected )");
        } else if (c == '"') {
            int start = ++pos;
            while (pos < src.length() && src.charAt(pos) != '"') pos++;
            n = new SAtom(src.substring(start, pos), true);
            pos++;
        } else {
            int start = pos;
            while (pos < src.length()) {
                char d = src.charAt(pos);
                if (d == ' ' || d == '\t' || d == '\n' || d == '\r' || d == '(' || d == ')' || d == ';') break;
                pos++;
            }
            n = new SAtom(src.substring(start, pos), false);
        }
        n.line = at;
        return n;
    }
}
