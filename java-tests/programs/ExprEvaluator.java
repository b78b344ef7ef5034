import java.util.function.*;

/** A small expression evaluator: tokenizer with an enum of token kinds, operators as an enum holding lambdas, recursive-descent parser building an AST of nested classes, variables, functions via method references, error reporting. */
public class ExprEvaluator {
    enum Kind { NUM, IDENT, OP, LPAREN, RPAREN, COMMA, END }

    enum BinOp {
        ADD('+', 1, (a, b) -> a + b), SUB('-', 1, (a, b) -> a - b), MUL('*', 2, (a, b) -> a * b), DIV('/', 2, (a, b) -> {
            if (b == 0) throw new ArithmeticException("division by zero");
            return a / b;
        }), MOD('%', 2, (a, b) -> a % b), POW('^', 3, Math::pow);
        final char sym; final int prec; final DoubleBinaryOperator fn;
        BinOp(char sym, int prec, DoubleBinaryOperator fn) { this.sym = sym; this.prec = prec; this.fn = fn; }
        static BinOp of(char c) { for (BinOp o : values()) if (o.sym == c) return o; return null; }
        boolean rightAssoc() { return this == POW; }
    }

    static final class Token {
        final Kind kind; final String text;
        Token(Kind kind, String text) { this.kind = kind; this.text = text; }
        public String toString() { return kind + (text.isEmpty() ? "" : "(" + text + ")"); }
    }

    interface Node { double eval(Env env); String show(); }
    interface Env { double lookup(String name); DoubleUnaryOperator function(String name); }

    static class Lexer {
        private final String src; private int pos;
        Lexer(String src) { this.src = src; }
        Token next() {
            while (pos < src.length() && src.charAt(pos) == ' ') pos++;
            if (pos >= src.length()) return new Token(Kind.END, "");
            char c = src.charAt(pos);
            if (Character.isDigit(c) || c == '.') {
                int start = pos;
                while (pos < src.length() && (Character.isDigit(src.charAt(pos)) || src.charAt(pos) == '.')) pos++;
                return new Token(Kind.NUM, src.substring(start, pos));
            }
            if (Character.isLetter(c)) {
                int start = pos;
                while (pos < src.length() && Character.isLetterOrDigit(src.charAt(pos))) pos++;
                return new Token(Kind.IDENT, src.substring(start, pos));
            }
            pos++;
            switch (c) {
                case '(': return new Token(Kind.LPAREN, "");
                case ')': return new Token(Kind.RPAREN, "");
                case ',': return new Token(Kind.COMMA, "");
                default:
                    if (BinOp.of(c) != null) return new Token(Kind.OP, String.valueOf(c));
                    throw new IllegalArgumentException("unexpected character '" + c + "' at " + (pos - 1));
            }
        }
    }

    static class Parser {
        private final Lexer lexer; private Token cur;
        Parser(String s) { lexer = new Lexer(s); cur = lexer.next(); }
        private void advance() { cur = lexer.next(); }
        Node parse() {
            Node n = expr(0);
            if (cur.kind != Kind.END) throw new IllegalArgumentException("trailing " + cur);
            return n;
        }
        private Node expr(int minPrec) {
            Node left = unary();
            while (cur.kind == Kind.OP) {
                BinOp op = BinOp.of(cur.text.charAt(0));
                if (op.prec < minPrec) break;
                advance();
                Node right = expr(op.rightAssoc() ? op.prec : op.prec + 1);
                final Node l = left;
                left = new Node() {
                    public double eval(Env env) { return op.fn.applyAsDouble(l.eval(env), right.eval(env)); }
                    public String show() { return "(" + l.show() + " " + op.sym + " " + right.show() + ")"; }
                };
            }
            return left;
        }
        private Node unary() {
            if (cur.kind == Kind.OP && cur.text.equals("-")) {
                advance();
                Node inner = unary();
                return new Node() {
                    public double eval(Env env) { return -inner.eval(env); }
                    public String show() { return "-" + inner.show(); }
                };
            }
            return primary();
        }
        private Node primary() {
            Token t = cur;
            switch (t.kind) {
                case NUM: {
                    advance();
                    double v = Double.parseDouble(t.text);
                    return new Node() { public double eval(Env e) { return v; } public String show() { return t.text; } };
                }
                case IDENT: {
                    advance();
                    if (cur.kind == Kind.LPAREN) {
                        advance();
                        Node arg = expr(0);
                        expect(Kind.RPAREN);
                        return new Node() {
                            public double eval(Env e) { return e.function(t.text).applyAsDouble(arg.eval(e)); }
                            public String show() { return t.text + "[" + arg.show() + "]"; }
                        };
                    }
                    return new Node() { public double eval(Env e) { return e.lookup(t.text); } public String show() { return t.text; } };
                }
                case LPAREN: {
                    advance();
                    Node n = expr(0);
                    expect(Kind.RPAREN);
                    return n;
                }
                default:
                    throw new IllegalArgumentException("unexpected " + t);
            }
        }
        private void expect(Kind k) {
            if (cur.kind != k) throw new IllegalArgumentException("expected " + k + " but got " + cur);
            advance();
        }
    }

    static class MapEnv implements Env {
        private final String[] names = new String[16]; private final double[] values = new double[16]; private int n;
        MapEnv set(String name, double v) { for (int i = 0; i < n; i++) if (names[i].equals(name)) { values[i] = v; return this; } names[n] = name; values[n++] = v; return this; }
        public double lookup(String name) { for (int i = 0; i < n; i++) if (names[i].equals(name)) return values[i]; throw new IllegalStateException("unknown variable " + name); }
        public DoubleUnaryOperator function(String name) {
            switch (name) {
                case "sqrt": return Math::sqrt;
                case "abs": return Math::abs;
                case "floor": return Math::floor;
                case "sq": return x -> x * x;
                case "half": return x -> x / 2;
                default: throw new IllegalStateException("unknown function " + name);
            }
        }
    }

    public static void main(String[] args) {
        StringBuilder toks = new StringBuilder();
        Lexer lx = new Lexer("3.5*(x - 2)^2, sqrt(y)");
        for (Token t = lx.next(); ; t = lx.next()) { toks.append(t).append(' '); if (t.kind == Kind.END) break; }
        System.out.println("tokens: " + toks.toString().trim());
        MapEnv env = new MapEnv().set("x", 4).set("y", 16).set("zero", 0).set("pi", 3.25);
        String[] exprs = {"1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-x + 10", "--x", "x % 3 + y / 4", "sqrt(y) * sq(x)", "half(abs(-7))", "floor(pi * 10) / 10",
                "1 / zero", "2 *", "foo(3)", "unknown + 1", "3 $ 4", "(1 + 2", "10 - 4 - 3", "100 / 10 / 5", "1.5 * 4 - 0.5"};
        for (String e : exprs) {
            try {
                Node n = new Parser(e).parse();
                System.out.println(e + "  =>  " + n.show() + "  =  " + n.eval(env));
            } catch (RuntimeException ex) {
                System.out.println(e + "  !!  " + ex.getClass().getSimpleName() + ": " + ex.getMessage());
            }
        }
        Node poly = new Parser("x ^ 3 - 2 * x ^ 2 + x - 5").parse();
        StringBuilder sb = new StringBuilder();
        for (int i = -3; i <= 3; i++) sb.append(poly.eval(env.set("x", i))).append(' ');
        System.out.println("poly table: " + sb.toString().trim());
        for (BinOp op : BinOp.values()) System.out.println(op + " '" + op.sym + "' prec " + op.prec + " 7,2 -> " + op.fn.applyAsDouble(7, 2));
    }
}
