package spec.javac;

import java.util.ArrayList;
import java.util.HashMap;

/** Type checker: resolves names to slots and calls to functions, records errors per statement. */
final class TypeChecker implements Visitor<Type> {
    private static final class Local {
        final Type type;
        final int slot;
        Local(Type type, int slot) { this.type = type; this.slot = slot; }
    }

    final ArrayList<String> errors = new ArrayList<>();
    private final HashMap<String, FuncDecl> funcs = new HashMap<>();
    private final ArrayList<HashMap<String, Local>> scopes = new ArrayList<>();
    private FuncDecl current;
    private int nextSlot;

    private CompileError error(Node n, String msg) { return new CompileError(n.line, msg); }

    private Local lookup(Node at, String name) {
        for (int i = scopes.size() - 1; i >= 0; i--) {
            Local l = scopes.get(i).get(name);
            if (l != null) return l;
        }
        throw error(at, "undefined variable " + name);
    }

    private Local declare(Node at, String name, Type t) {
        HashMap<String, Local> top = scopes.get(scopes.size() - 1);
        if (top.containsKey(name)) throw error(at, "duplicate variable " + name);
        Local l = new Local(t, nextSlot++);
        top.put(name, l);
        if (nextSlot > current.locals) current.locals = nextSlot;
        return l;
    }

    private void require(Expr e, Type want, String what) {
        require(e, want, what, "");
    }

    /** The message is what + detail, joined only when there is an error. */
    private void require(Expr e, Type want, String what, String detail) {
        Type got = e.accept(this);
        if (got != want) throw error(e, what + detail + " must be " + want + ", not " + got);
    }

    public Type visitProgram(Program n) {
        int index = 0;
        for (FuncDecl f : n.funcs) {
            if (funcs.containsKey(f.name)) errors.add("line " + f.line + ": duplicate function " + f.name);
            else funcs.put(f.name, f);
            f.index = index++;
        }
        if (!funcs.containsKey("main")) errors.add("line " + n.line + ": no main function");
        for (FuncDecl f : n.funcs) f.accept(this);
        return null;
    }

    public Type visitFunc(FuncDecl n) {
        current = n;
        nextSlot = 0;
        n.locals = 0;
        scopes.clear();
        scopes.add(new HashMap<>());
        for (Param p : n.params) {
            try {
                declare(n, p.name, p.type);
            } catch (CompileError e) {
                errors.add(e.getMessage());
            }
        }
        n.body.accept(this);
        ArrayList<Stmt> body = n.body.stmts;
        if (body.isEmpty() || !(body.get(body.size() - 1) instanceof Return)) {
            errors.add("line " + n.line + ": function " + n.name + " must end with return");
        }
        return null;
    }

    public Type visitBlock(Block n) {
        scopes.add(new HashMap<>());
        int saved = nextSlot;
        for (Stmt s : n.stmts) {
            try {
                s.accept(this);
            } catch (CompileError e) {
                errors.add(e.getMessage());
            }
        }
        nextSlot = saved;
        scopes.remove(scopes.size() - 1);
        return null;
    }

    public Type visitVarDecl(VarDecl n) {
        require(n.init, n.type, "initializer of ", n.name);
        n.slot = declare(n, n.name, n.type).slot;
        return null;
    }

    public Type visitAssign(Assign n) {
        Local l = lookup(n, n.name);
        require(n.value, l.type, "value assigned to ", n.name);
        n.slot = l.slot;
        return null;
    }

    public Type visitIndexAssign(IndexAssign n) {
        require(n.array, Type.INT_ARRAY, "indexed value");
        require(n.index, Type.INT, "index");
        require(n.value, Type.INT, "array element");
        return null;
    }

    public Type visitIf(If n) {
        require(n.cond, Type.BOOL, "if condition");
        n.then.accept(this);
        if (n.otherwise != null) n.otherwise.accept(this);
        return null;
    }

    public Type visitWhile(While n) {
        require(n.cond, Type.BOOL, "while condition");
        n.body.accept(this);
        return null;
    }

    public Type visitReturn(Return n) {
        require(n.value, current.result, "returned value");
        return null;
    }

    public Type visitPrint(Print n) {
        Type t = n.value.accept(this);
        if (t.isArray()) throw error(n, "cannot print an array");
        return null;
    }

    public Type visitExprStmt(ExprStmt n) {
        if (!(n.expr instanceof CallExpr)) throw error(n, "expression statement must be a call");
        n.expr.accept(this);
        return null;
    }

    public Type visitIntLit(IntLit n) { return n.type = Type.INT; }
    public Type visitBoolLit(BoolLit n) { return n.type = Type.BOOL; }

    public Type visitName(Name n) {
        Local l = lookup(n, n.name);
        n.slot = l.slot;
        return n.type = l.type;
    }

    public Type visitCall(CallExpr n) {
        FuncDecl f = funcs.get(n.name);
        if (f == null) throw error(n, "undefined function " + n.name);
        if (f.params.size() != n.args.size()) {
            throw error(n, n.name + " takes " + f.params.size() + " arguments, not " + n.args.size());
        }
        for (int i = 0; i < n.args.size(); i++) require(n.args.get(i), f.params.get(i).type, "argument ", (i + 1) + " of " + n.name);
        n.target = f;
        return n.type = f.result;
    }

    public Type visitIndex(IndexExpr n) {
        require(n.array, Type.INT_ARRAY, "indexed value");
        require(n.index, Type.INT, "index");
        return n.type = Type.INT;
    }

    public Type visitLen(LenExpr n) {
        require(n.array, Type.INT_ARRAY, "argument of len");
        return n.type = Type.INT;
    }

    public Type visitNewArray(NewArray n) {
        require(n.size, Type.INT, "array size");
        return n.type = Type.INT_ARRAY;
    }

    public Type visitNeg(Neg n) {
        require(n.operand, Type.INT, "operand of -");
        return n.type = Type.INT;
    }

    public Type visitNot(Not n) {
        require(n.operand, Type.BOOL, "operand of !");
        return n.type = Type.BOOL;
    }

    public Type visitArith(ArithOp n) {
        require(n.left, Type.INT, "left operand of ", n.symbol());
        require(n.right, Type.INT, "right operand of ", n.symbol());
        return n.type = Type.INT;
    }

    public Type visitCompare(CompareOp n) {
        require(n.left, Type.INT, "left operand of ", n.symbol());
        require(n.right, Type.INT, "right operand of ", n.symbol());
        return n.type = Type.BOOL;
    }

    public Type visitEquality(EqualityOp n) {
        Type l = n.left.accept(this);
        Type r = n.right.accept(this);
        if (l != r) throw error(n, "cannot compare " + l + " with " + r);
        if (l.isArray()) throw error(n, "cannot compare arrays");
        return n.type = Type.BOOL;
    }

    public Type visitLogic(LogicOp n) {
        require(n.left, Type.BOOL, "left operand of ", n.symbol());
        require(n.right, Type.BOOL, "right operand of ", n.symbol());
        return n.type = Type.BOOL;
    }
}

/** Constant folding and algebraic simplification; returns the replacement for each expression. */
final class Folder implements Visitor<Expr> {
    int folded;

    private Expr fold(Expr e) { return e.accept(this); }

    private static int value(Expr e) {
        return e instanceof IntLit ? ((IntLit) e).value : ((BoolLit) e).value ? 1 : 0;
    }

    private static Expr literal(Expr like, int v) {
        Expr r = like.type == Type.BOOL ? new BoolLit(like.line, v != 0) : new IntLit(like.line, v);
        r.type = like.type;
        return r;
    }

    public Expr visitProgram(Program n) { for (FuncDecl f : n.funcs) f.accept(this); return null; }
    public Expr visitFunc(FuncDecl n) { n.body.accept(this); return null; }
    public Expr visitBlock(Block n) { for (Stmt s : n.stmts) s.accept(this); return null; }
    public Expr visitVarDecl(VarDecl n) { n.init = fold(n.init); return null; }
    public Expr visitAssign(Assign n) { n.value = fold(n.value); return null; }
    public Expr visitIndexAssign(IndexAssign n) {
        n.array = fold(n.array);
        n.index = fold(n.index);
        n.value = fold(n.value);
        return null;
    }
    public Expr visitIf(If n) {
        n.cond = fold(n.cond);
        n.then.accept(this);
        if (n.otherwise != null) n.otherwise.accept(this);
        return null;
    }
    public Expr visitWhile(While n) { n.cond = fold(n.cond); n.body.accept(this); return null; }
    public Expr visitReturn(Return n) { n.value = fold(n.value); return null; }
    public Expr visitPrint(Print n) { n.value = fold(n.value); return null; }
    public Expr visitExprStmt(ExprStmt n) { n.expr = fold(n.expr); return null; }
    public Expr visitIntLit(IntLit n) { return n; }
    public Expr visitBoolLit(BoolLit n) { return n; }
    public Expr visitName(Name n) { return n; }
    public Expr visitCall(CallExpr n) {
        for (int i = 0; i < n.args.size(); i++) n.args.set(i, fold(n.args.get(i)));
        return n;
    }
    public Expr visitIndex(IndexExpr n) { n.array = fold(n.array); n.index = fold(n.index); return n; }
    public Expr visitLen(LenExpr n) { n.array = fold(n.array); return n; }
    public Expr visitNewArray(NewArray n) { n.size = fold(n.size); return n; }
    public Expr visitNeg(Neg n) {
        n.operand = fold(n.operand);
        if (n.operand.isConst()) { folded++; return literal(n, -value(n.operand)); }
        if (n.operand instanceof Neg) { folded++; return ((Neg) n.operand).operand; }
        return n;
    }
    public Expr visitNot(Not n) {
        n.operand = fold(n.operand);
        if (n.operand.isConst()) { folded++; return literal(n, value(n.operand) ^ 1); }
        return n;
    }
    private Expr binary(Binary n) {
        n.left = fold(n.left);
        n.right = fold(n.right);
        if (n.left.isConst() && n.right.isConst()) {
            int b = value(n.right);
            if (b == 0 && (n instanceof Div || n instanceof Rem)) return n;
            folded++;
            return literal(n, n.fold(value(n.left), b));
        }
        return n;
    }
    public Expr visitArith(ArithOp n) {
        Expr e = binary(n);
        if (e != n) return e;
        if (n.right instanceof IntLit) {
            int b = ((IntLit) n.right).value;
            if (b == 0 && (n instanceof Add || n instanceof Sub || n instanceof BitOr || n instanceof BitXor
                    || n instanceof Shl || n instanceof Shr)) { folded++; return n.left; }
            if (b == 1 && (n instanceof Mul || n instanceof Div)) { folded++; return n.left; }
        }
        if (n.left instanceof IntLit) {
            int a = ((IntLit) n.left).value;
            if (a == 0 && (n instanceof Add || n instanceof BitOr || n instanceof BitXor)) { folded++; return n.right; }
            if (a == 1 && n instanceof Mul) { folded++; return n.right; }
        }
        return n;
    }
    public Expr visitCompare(CompareOp n) { return binary(n); }
    public Expr visitEquality(EqualityOp n) { return binary(n); }
    public Expr visitLogic(LogicOp n) {
        n.left = fold(n.left);
        n.right = fold(n.right);
        if (n.left instanceof BoolLit) {
            boolean a = ((BoolLit) n.left).value;
            folded++;
            if (n instanceof AndAnd) return a ? n.right : n.left;
            return a ? n.left : n.right;
        }
        return n;
    }
}
