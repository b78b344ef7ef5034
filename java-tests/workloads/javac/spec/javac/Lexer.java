package spec.javac;

import java.util.ArrayList;
import java.util.HashMap;

final class Tok {
    static final int EOF = 0, IDENT = 1, INT = 2,
            FUNC = 10, VAR = 11, IF = 12, ELSE = 13, WHILE = 14, RETURN = 15, PRINT = 16, TRUE = 17,
            FALSE = 18, NEW = 19, LEN = 20, INTTYPE = 21, BOOLTYPE = 22,
            LPAREN = 30, RPAREN = 31, LBRACE = 32, RBRACE = 33, LBRACK = 34, RBRACK = 35, COMMA = 36,
            SEMI = 37, COLON = 38, ASSIGN = 39,
            PLUS = 40, MINUS = 41, STAR = 42, SLASH = 43, PERCENT = 44, SHL = 45, SHR = 46, AMP = 47,
            BAR = 48, CARET = 49, LT = 50, LE = 51, GT = 52, GE = 53, EQ = 54, NE = 55, ANDAND = 56,
            OROR = 57, BANG = 58;

    final int kind;
    final String text;
    final int value;
    final int line;

    Tok(int kind, String text, int value, int line) {
        this.kind = kind; this.text = text; this.value = value; this.line = line;
    }

    public String toString() { return text; }
}

final class CompileError extends RuntimeException {
    final int line;
    CompileError(int line, String msg) {
        super("line " + line + ": " + msg);
        this.line = line;
    }
}

final class Lexer {
    private static final HashMap<String, Integer> KEYWORDS = new HashMap<>();
    static {
        String[] kw = {"func", "var", "if", "else", "while", "return", "print", "true", "false", "new", "len", "int", "bool"};
        for (int i = 0; i < kw.length; i++) KEYWORDS.put(kw[i], Tok.FUNC + i);
    }

    private final String src;
    private int pos;
    private int line = 1;

    Lexer(String src) { this.src = src; }

    ArrayList<Tok> tokens() {
        ArrayList<Tok> out = new ArrayList<>();
        while (true) {
            Tok t = next();
            out.add(t);
            if (t.kind == Tok.EOF) return out;
        }
    }

    private Tok tok(int kind, int start) { return new Tok(kind, src.substring(start, pos), 0, line); }

    private Tok next() {
        while (pos < src.length()) {
            char c = src.charAt(pos);
            if (c == '\n') { line++; pos++; }
            else if (c == ' ' || c == '\t' || c == '\r') pos++;
            else if (c == '/' && pos + 1 < src.length() && src.charAt(pos + 1) == '/') {
                while (pos < src.length() && src.charAt(pos) != '\n') pos++;
            } else break;
        }
        int start = pos;
        if (pos >= src.length()) return new Tok(Tok.EOF, "<eof>", 0, line);
        char c = src.charAt(pos++);
        if (Character.isLetter(c) || c == '_') {
            while (pos < src.length() && (Character.isLetterOrDigit(src.charAt(pos)) || src.charAt(pos) == '_')) pos++;
            String word = src.substring(start, pos);
            Integer kw = KEYWORDS.get(word);
            return new Tok(kw == null ? Tok.IDENT : kw, word, 0, line);
        }
        if (Character.isDigit(c)) {
            long v = c - '0';
            while (pos < src.length() && Character.isDigit(src.charAt(pos))) {
                v = v * 10 + (src.charAt(pos++) - '0');
                if (v > Integer.MAX_VALUE) throw new CompileError(line, "integer literal too large");
            }
            return new Tok(Tok.INT, src.substring(start, pos), (int) v, line);
        }
        char d = pos < src.length() ? src.charAt(pos) : '\0';
        switch (c) {
            case '(': return tok(Tok.LPAREN, start);
            case ')': return tok(Tok.RPAREN, start);
            case '{': return tok(Tok.LBRACE, start);
            case '}': return tok(Tok.RBRACE, start);
            case '[': return tok(Tok.LBRACK, start);
            case ']': return tok(Tok.RBRACK, start);
            case ',': return tok(Tok.COMMA, start);
            case ';': return tok(Tok.SEMI, start);
            case ':': return tok(Tok.COLON, start);
            case '+': return tok(Tok.PLUS, start);
            case '-': return tok(Tok.MINUS, start);
            case '*': return tok(Tok.STAR, start);
            case '/': return tok(Tok.SLASH, start);
            case '%': return tok(Tok.PERCENT, start);
            case '^': return tok(Tok.CARET, start);
            case '&':
                if (d == '&') { pos++; return tok(Tok.ANDAND, start); }
                return tok(Tok.AMP, start);
            case '|':
                if (d == '|') { pos++; return tok(Tok.OROR, start); }
                return tok(Tok.BAR, start);
            case '<':
                if (d == '<') { pos++; return tok(Tok.SHL, start); }
                if (d == '=') { pos++; return tok(Tok.LE, start); }
                return tok(Tok.LT, start);
            case '>':
                if (d == '>') { pos++; return tok(Tok.SHR, start); }
                if (d == '=') { pos++; return tok(Tok.GE, start); }
                return tok(Tok.GT, start);
            case '=':
                if (d == '=') { pos++; return tok(Tok.EQ, start); }
                return tok(Tok.ASSIGN, start);
            case '!':
                if (d == '=') { pos++; return tok(Tok.NE, start); }
                return tok(Tok.BANG, start);
            default:
                throw new CompileError(line, "unexpected character '" + c + "'");
        }
    }
}
