package spec.javac;

import java.util.ArrayList;

/** Recursive-descent parser with precedence climbing for binary operators. */
final class Parser {
    private final ArrayList<Tok> toks;
    private int p;

    Parser(ArrayList<Tok> toks) { this.toks = toks; }

    private Tok peek() { return toks.get(p); }
    private Tok advance() { return toks.get(p++); }
    private boolean at(int kind) { return toks.get(p).kind == kind; }
    private boolean accept(int kind) {
        if (at(kind)) { p++; return true; }
        return false;
    }
    private Tok expect(int kind, String what) {
        Tok t = peek();
        if (t.kind != kind) throw new CompileError(t.line, "expected " + what + " but found '" + t.text + "'");
        p++;
        return t;
    }

    Program program() {
        ArrayList<FuncDecl> funcs = new ArrayList<>();
        int line = peek().line;
        while (!at(Tok.EOF)) funcs.add(func());
        return new Program(line, funcs);
    }

    private Type type() {
        Tok t = advance();
        Type base;
        if (t.kind == Tok.INTTYPE) base = Type.INT;
        else if (t.kind == Tok.BOOLTYPE) base = Type.BOOL;
        else throw new CompileError(t.line, "expected a type but found '" + t.text + "'");
        if (accept(Tok.LBRACK)) {
            expect(Tok.RBRACK, "']'");
            if (base != Type.INT) throw new CompileError(t.line, "only int arrays are supported");
            return Type.INT_ARRAY;
        }
        return base;
    }

    private FuncDecl func() {
        Tok f = expect(Tok.FUNC, "'func'");
        String name = expect(Tok.IDENT, "function name").text;
        expect(Tok.LPAREN, "'('");
        ArrayList<Param> params = new ArrayList<>();
        if (!at(Tok.RPAREN)) {
            do {
                String pn = expect(Tok.IDENT, "parameter name").text;
                expect(Tok.COLON, "':'");
                params.add(new Param(pn, type()));
            } while (accept(Tok.COMMA));
        }
        expect(Tok.RPAREN, "')'");
        expect(Tok.COLON, "':'");
        Type result = type();
        return new FuncDecl(f.line, name, params, result, block());
    }

    private Block block() {
        Tok open = expect(Tok.LBRACE, "'{'");
        ArrayList<Stmt> stmts = new ArrayList<>();
        while (!at(Tok.RBRACE)) {
            if (at(Tok.EOF)) throw new CompileError(open.line, "unclosed block");
            stmts.add(statement());
        }
        p++;
        return new Block(open.line, stmts);
    }

    private Stmt statement() {
        Tok t = peek();
        switch (t.kind) {
            case Tok.LBRACE:
                return block();
            case Tok.VAR: {
                p++;
                String name = expect(Tok.IDENT, "variable name").text;
                expect(Tok.COLON, "':'");
                Type ty = type();
                expect(Tok.ASSIGN, "'='");
                Expr init = expr(0);
                expect(Tok.SEMI, "';'");
                return new VarDecl(t.line, name, ty, init);
            }
            case Tok.IF: {
                p++;
                expect(Tok.LPAREN, "'('");
                Expr c = expr(0);
                expect(Tok.RPAREN, "')'");
                Stmt then = statement();
                Stmt otherwise = accept(Tok.ELSE) ? statement() : null;
                return new If(t.line, c, then, otherwise);
            }
            case Tok.WHILE: {
                p++;
                expect(Tok.LPAREN, "'('");
                Expr c = expr(0);
                expect(Tok.RPAREN, "')'");
                return new While(t.line, c, statement());
            }
            case Tok.RETURN: {
                p++;
                Expr v = expr(0);
                expect(Tok.SEMI, "';'");
                return new Return(t.line, v);
            }
            case Tok.PRINT: {
                p++;
                expect(Tok.LPAREN, "'('");
                Expr v = expr(0);
                expect(Tok.RPAREN, "')'");
                expect(Tok.SEMI, "';'");
                return new Print(t.line, v);
            }
            default: {
                Expr e = expr(0);
                if (accept(Tok.ASSIGN)) {
                    Expr v = expr(0);
                    expect(Tok.SEMI, "';'");
                    if (e instanceof Name) return new Assign(t.line, ((Name) e).name, v);
                    if (e instanceof IndexExpr) {
                        IndexExpr ix = (IndexExpr) e;
                        return new IndexAssign(t.line, ix.array, ix.index, v);
                    }
                    throw new CompileError(t.line, "cannot assign to this expression");
                }
                expect(Tok.SEMI, "';'");
                return new ExprStmt(t.line, e);
            }
        }
    }

    private static int precedence(int kind) {
        switch (kind) {
            case Tok.OROR: return 0;
            case Tok.ANDAND: return 1;
            case Tok.EQ: case Tok.NE: return 2;
            case Tok.LT: case Tok.LE: case Tok.GT: case Tok.GE: return 3;
            case Tok.BAR: return 4;
            case Tok.CARET: return 5;
            case Tok.AMP: return 6;
            case Tok.SHL: case Tok.SHR: return 7;
            case Tok.PLUS: case Tok.MINUS: return 8;
            case Tok.STAR: case Tok.SLASH: case Tok.PERCENT: return 9;
            default: return -1;
        }
    }

    private static Binary make(Tok op, Expr l, Expr r) {
        int n = op.line;
        switch (op.kind) {
            case Tok.OROR: return new OrOr(n, l, r);
            case Tok.ANDAND: return new AndAnd(n, l, r);
            case Tok.EQ: return new EqEq(n, l, r);
            case Tok.NE: return new NotEq(n, l, r);
            case Tok.LT: return new Lt(n, l, r);
            case Tok.LE: return new Le(n, l, r);
            case Tok.GT: return new Gt(n, l, r);
            case Tok.GE: return new Ge(n, l, r);
            case Tok.BAR: return new BitOr(n, l, r);
            case Tok.CARET: return new BitXor(n, l, r);
            case Tok.AMP: return new BitAnd(n, l, r);
            case Tok.SHL: return new Shl(n, l, r);
            case Tok.SHR: return new Shr(n, l, r);
            case Tok.PLUS: return new Add(n, l, r);
            case Tok.MINUS: return new Sub(n, l, r);
            case Tok.STAR: return new Mul(n, l, r);
            case Tok.SLASH: return new Div(n, l, r);
            default: return new Rem(n, l, r);
        }
    }

    /** Parses operators of precedence at least min, all left-associative. */
    Expr expr(int min) {
        Expr left = unary();
        while (true) {
            Tok op = peek();
            int prec = precedence(op.kind);
            if (prec < min) return left;
            p++;
            Expr right = expr(prec + 1);
            left = make(op, left, right);
        }
    }

    private Expr unary() {
        Tok t = peek();
        if (accept(Tok.MINUS)) return new Neg(t.line, unary());
        if (accept(Tok.BANG)) return new Not(t.line, unary());
        return postfix(primary());
    }

    private Expr postfix(Expr e) {
        while (at(Tok.LBRACK)) {
            Tok t = advance();
            Expr ix = expr(0);
            expect(Tok.RBRACK, "']'");
            e = new IndexExpr(t.line, e, ix);
        }
        return e;
    }

    private Expr primary() {
        Tok t = advance();
        switch (t.kind) {
            case Tok.INT: return new IntLit(t.line, t.value);
            case Tok.TRUE: return new BoolLit(t.line, true);
            case Tok.FALSE: return new BoolLit(t.line, false);
            case Tok.LPAREN: {
                Expr e = expr(0);
                expect(Tok.RPAREN, "')'");
                return e;
            }
            case Tok.LEN: {
                expect(Tok.LPAREN, "'('");
                Expr e = expr(0);
                expect(Tok.RPAREN, "')'");
                return new LenExpr(t.line, e);
            }
            case Tok.NEW: {
                expect(Tok.INTTYPE, "'int'");
                expect(Tok.LBRACK, "'['");
                Expr e = expr(0);
                expect(Tok.RBRACK, "']'");
                return new NewArray(t.line, e);
            }
            case Tok.IDENT: {
                if (accept(Tok.LPAREN)) {
                    ArrayList<Expr> args = new ArrayList<>();
                    if (!at(Tok.RPAREN)) {
                        do args.add(expr(0)); while (accept(Tok.COMMA));
                    }
                    expect(Tok.RPAREN, "')'");
                    return new CallExpr(t.line, t.text, args);
                }
                return new Name(t.line, t.text);
            }
            default:
                throw new CompileError(t.line, "unexpected '" + t.text + "' in expression");
        }
    }
}
