package spec.javac;

import java.util.ArrayList;

/** The stack machine's instruction set. */
final class Op {
    static final int CONST = 1, LOAD = 2, STORE = 3, ADD = 4, SUB = 5, MUL = 6, DIV = 7, REM = 8, SHL = 9,
            SHR = 10, AND = 11, OR = 12, XOR = 13, LT = 14, LE = 15, GT = 16, GE = 17, EQ = 18, NE = 19,
            NEG = 20, NOT = 21, JMP = 22, JZ = 23, JNZ = 24, CALL = 25, RET = 26, PRINT = 27, POP = 28,
            NEWARR = 29, ALOAD = 30, ASTORE = 31, ALEN = 32, DUP = 33;
    static final String[] NAMES = {"?", "const", "load", "store", "add", "sub", "mul", "div", "rem", "shl",
        "shr", "and", "or", "xor", "lt", "le", "gt", "ge", "eq", "ne", "neg", "not", "jmp", "jz", "jnz", "call",
        "ret", "print", "pop", "newarr", "aload", "astore", "alen", "dup"};
    static boolean hasOperand(int op) {
        return op == CONST || op == LOAD || op == STORE || op == JMP || op == JZ || op == JNZ || op == CALL;
    }
}

final class CodeBuf {
    int[] code = new int[256];
    int size;
    void emit(int w) {
        if (size == code.length) {
            int[] n = new int[size * 2];
            System.arraycopy(code, 0, n, 0, size);
            code = n;
        }
        code[size++] = w;
    }
}

/** A compiled function. */
final class FnInfo {
    final String name;
    final int entry, params, locals, maxStack;
    FnInfo(String name, int entry, int params, int locals, int maxStack) {
        this.name = name; this.entry = entry; this.params = params; this.locals = locals; this.maxStack = maxStack;
    }
}

/** Generates stack-machine code from a checked tree. */
final class CodeGen extends Scanner<Void> {
    final CodeBuf buf = new CodeBuf();
    final ArrayList<FnInfo> fns = new ArrayList<>();
    private final ArrayList<int[]> callFixups = new ArrayList<>();
    private int depth, maxDepth;

    private void op(int op, int delta) {
        buf.emit(op);
        depth += delta;
        if (depth > maxDepth) maxDepth = depth;
    }

    private void op(int op, int arg, int delta) {
        op(op, delta);
        buf.emit(arg);
    }

    private int jump(int op, int delta) {
        op(op, 0, delta);
        return buf.size - 1;
    }

    private void patch(int at) { buf.code[at] = buf.size; }

    public Void visitProgram(Program n) {
        super.visitProgram(n);
        for (int[] f : callFixups) buf.code[f[0]] = f[1];
        return null;
    }

    public Void visitFunc(FuncDecl n) {
        int entry = buf.size;
        depth = 0;
        maxDepth = 0;
        n.body.accept(this);
        fns.add(new FnInfo(n.name, entry, n.params.size(), n.locals, maxDepth));
        return null;
    }

    public Void visitVarDecl(VarDecl n) { n.init.accept(this); op(Op.STORE, n.slot, -1); return null; }
    public Void visitAssign(Assign n) { n.value.accept(this); op(Op.STORE, n.slot, -1); return null; }
    public Void visitIndexAssign(IndexAssign n) {
        n.array.accept(this);
        n.index.accept(this);
        n.value.accept(this);
        op(Op.ASTORE, -3);
        return null;
    }

    public Void visitIf(If n) {
        if (n.cond instanceof BoolLit) {
            if (((BoolLit) n.cond).value) n.then.accept(this);
            else if (n.otherwise != null) n.otherwise.accept(this);
            return null;
        }
        n.cond.accept(this);
        int toElse = jump(Op.JZ, -1);
        n.then.accept(this);
        if (n.otherwise != null) {
            int toEnd = jump(Op.JMP, 0);
            patch(toElse);
            n.otherwise.accept(this);
            patch(toEnd);
        } else {
            patch(toElse);
        }
        return null;
    }

    public Void visitWhile(While n) {
        int top = buf.size;
        n.cond.accept(this);
        int exit = jump(Op.JZ, -1);
        n.body.accept(this);
        op(Op.JMP, top, 0);
        patch(exit);
        return null;
    }

    public Void visitReturn(Return n) { n.value.accept(this); op(Op.RET, -1); return null; }
    public Void visitPrint(Print n) { n.value.accept(this); op(Op.PRINT, -1); return null; }
    public Void visitExprStmt(ExprStmt n) { n.expr.accept(this); op(Op.POP, -1); return null; }
    public Void visitIntLit(IntLit n) { op(Op.CONST, n.value, 1); return null; }
    public Void visitBoolLit(BoolLit n) { op(Op.CONST, n.value ? 1 : 0, 1); return null; }
    public Void visitName(Name n) { op(Op.LOAD, n.slot, 1); return null; }

    public Void visitCall(CallExpr n) {
        for (Expr e : n.args) e.accept(this);
        op(Op.CALL, 0, 1 - n.args.size());
        callFixups.add(new int[] {buf.size - 1, n.target.index});
        return null;
    }

    public Void visitIndex(IndexExpr n) { n.array.accept(this); n.index.accept(this); op(Op.ALOAD, -1); return null; }
    public Void visitLen(LenExpr n) { n.array.accept(this); op(Op.ALEN, 0); return null; }
    public Void visitNewArray(NewArray n) { n.size.accept(this); op(Op.NEWARR, 0); return null; }
    public Void visitNeg(Neg n) { n.operand.accept(this); op(Op.NEG, 0); return null; }
    public Void visitNot(Not n) { n.operand.accept(this); op(Op.NOT, 0); return null; }

    Void visitBinary(Binary n) {
        n.left.accept(this);
        n.right.accept(this);
        op(n.opcode(), -1);
        return null;
    }

    public Void visitLogic(LogicOp n) {
        // a && b: a; dup; jz end; pop; b; end:   (jnz for ||)
        n.left.accept(this);
        op(Op.DUP, 1);
        int end = jump(n.opcode(), -1);
        op(Op.POP, -1);
        n.right.accept(this);
        patch(end);
        return null;
    }
}

final class VmError extends RuntimeException {
    VmError(String msg) { super(msg); }
}

/** Interprets the generated code. */
final class Machine {
    private final int[] code;
    private final FnInfo[] fns;
    private final ArrayList<int[]> heap = new ArrayList<>();
    final StringBuilder out = new StringBuilder();
    long steps;
    long outHash = 7;
    int printed;
    private int depth;

    Machine(CodeBuf buf, ArrayList<FnInfo> fns) {
        this.code = buf.code;
        this.fns = fns.toArray(new FnInfo[0]);
    }

    int call(int fi, int[] args) {
        FnInfo f = fns[fi];
        if (++depth > 2000) throw new VmError("stack overflow in " + f.name);
        int[] loc = new int[Math.max(f.locals, 1)];
        System.arraycopy(args, 0, loc, 0, f.params);
        int[] st = new int[f.maxStack + 1];
        int sp = 0;
        int pc = f.entry;
        while (true) {
            steps++;
            int op = code[pc++];
            switch (op) {
                case Op.CONST: st[sp++] = code[pc++]; break;
                case Op.LOAD: st[sp++] = loc[code[pc++]]; break;
                case Op.STORE: loc[code[pc++]] = st[--sp]; break;
                case Op.ADD: sp--; st[sp - 1] += st[sp]; break;
                case Op.SUB: sp--; st[sp - 1] -= st[sp]; break;
                case Op.MUL: sp--; st[sp - 1] *= st[sp]; break;
                case Op.DIV:
                    sp--;
                    if (st[sp] == 0) throw new VmError("division by zero in " + f.name);
                    st[sp - 1] /= st[sp];
                    break;
                case Op.REM:
                    sp--;
                    if (st[sp] == 0) throw new VmError("division by zero in " + f.name);
                    st[sp - 1] %= st[sp];
                    break;
                case Op.SHL: sp--; st[sp - 1] <<= st[sp]; break;
                case Op.SHR: sp--; st[sp - 1] >>= st[sp]; break;
                case Op.AND: sp--; st[sp - 1] &= st[sp]; break;
                case Op.OR: sp--; st[sp - 1] |= st[sp]; break;
                case Op.XOR: sp--; st[sp - 1] ^= st[sp]; break;
                case Op.LT: sp--; st[sp - 1] = st[sp - 1] < st[sp] ? 1 : 0; break;
                case Op.LE: sp--; st[sp - 1] = st[sp - 1] <= st[sp] ? 1 : 0; break;
                case Op.GT: sp--; st[sp - 1] = st[sp - 1] > st[sp] ? 1 : 0; break;
                case Op.GE: sp--; st[sp - 1] = st[sp - 1] >= st[sp] ? 1 : 0; break;
                case Op.EQ: sp--; st[sp - 1] = st[sp - 1] == st[sp] ? 1 : 0; break;
                case Op.NE: sp--; st[sp - 1] = st[sp - 1] != st[sp] ? 1 : 0; break;
                case Op.NEG: st[sp - 1] = -st[sp - 1]; break;
                case Op.NOT: st[sp - 1] ^= 1; break;
                case Op.JMP: pc = code[pc]; break;
                case Op.JZ: pc = st[--sp] == 0 ? code[pc] : pc + 1; break;
                case Op.JNZ: pc = st[--sp] != 0 ? code[pc] : pc + 1; break;
                case Op.CALL: {
                    FnInfo g = fns[code[pc++]];
                    int[] a = new int[g.params];
                    sp -= g.params;
                    System.arraycopy(st, sp, a, 0, g.params);
                    st[sp++] = call(code[pc - 1], a);
                    break;
                }
                case Op.RET: depth--; return st[--sp];
                case Op.PRINT: {
                    int v = st[--sp];
                    printed++;
                    outHash = outHash * 1000003 + v;
                    out.append(v).append('\n');
                    break;
                }
                case Op.POP: sp--; break;
                case Op.DUP: st[sp] = st[sp - 1]; sp++; break;
                case Op.NEWARR: {
                    int n = st[sp - 1];
                    if (n < 0) throw new VmError("negative array size in " + f.name);
                    heap.add(new int[n]);
                    st[sp - 1] = heap.size();
                    break;
                }
                case Op.ALOAD: {
                    sp--;
                    st[sp - 1] = array(st[sp - 1], f)[index(st[sp], st[sp - 1], f)];
                    break;
                }
                case Op.ASTORE: {
                    sp -= 3;
                    array(st[sp], f)[index(st[sp + 1], st[sp], f)] = st[sp + 2];
                    break;
                }
                case Op.ALEN: st[sp - 1] = array(st[sp - 1], f).length; break;
                default: throw new VmError("bad opcode " + op + " at " + (pc - 1));
            }
        }
    }

    private int[] array(int ref, FnInfo f) {
        if (ref <= 0 || ref > heap.size()) throw new VmError("bad array reference in " + f.name);
        return heap.get(ref - 1);
    }

    private int index(int i, int ref, FnInfo f) {
        if (i < 0 || i >= heap.get(ref - 1).length) throw new VmError("index " + i + " out of bounds in " + f.name);
        return i;
    }
}

/** Prints a tree back as source, with the fewest parentheses that keep its shape. */
final class Printer extends Scanner<Void> {
    final StringBuilder sb = new StringBuilder();
    private int indent;

    private void line(String s) {
        for (int i = 0; i < indent; i++) sb.append("  ");
        sb.append(s);
    }

    public Void visitProgram(Program n) {
        for (FuncDecl f : n.funcs) f.accept(this);
        return null;
    }

    public Void visitFunc(FuncDecl n) {
        sb.append("func ").append(n.name).append('(');
        for (int i = 0; i < n.params.size(); i++) {
            if (i > 0) sb.append(", ");
            Param p = n.params.get(i);
            sb.append(p.name).append(": ").append(p.type.name());
        }
        sb.append("): ").append(n.result.name()).append(' ');
        n.body.accept(this);
        sb.append('\n');
        return null;
    }

    public Void visitBlock(Block n) {
        sb.append("{\n");
        indent++;
        for (Stmt s : n.stmts) {
            line("");
            s.accept(this);
            if (s instanceof Block) sb.append('\n');
        }
        indent--;
        line("}");
        return null;
    }

    private void end() { sb.append(";\n"); }

    public Void visitVarDecl(VarDecl n) {
        sb.append("var ").append(n.name).append(": ").append(n.type.name()).append(" = ");
        n.init.accept(this);
        end();
        return null;
    }

    public Void visitAssign(Assign n) {
        sb.append(n.name).append(" = ");
        n.value.accept(this);
        end();
        return null;
    }

    public Void visitIndexAssign(IndexAssign n) {
        operand(n.array, 100);
        sb.append('[');
        n.index.accept(this);
        sb.append("] = ");
        n.value.accept(this);
        end();
        return null;
    }

    private void body(Stmt s) {
        if (s instanceof Block) {
            s.accept(this);
        } else {
            sb.append("{\n");
            indent++;
            line("");
            s.accept(this);
            indent--;
            line("}");
        }
    }

    public Void visitIf(If n) {
        sb.append("if (");
        n.cond.accept(this);
        sb.append(") ");
        body(n.then);
        if (n.otherwise != null) {
            sb.append(" else ");
            body(n.otherwise);
        }
        sb.append('\n');
        return null;
    }

    public Void visitWhile(While n) {
        sb.append("while (");
        n.cond.accept(this);
        sb.append(") ");
        body(n.body);
        sb.append('\n');
        return null;
    }

    public Void visitReturn(Return n) { sb.append("return "); n.value.accept(this); end(); return null; }
    public Void visitPrint(Print n) { sb.append("print("); n.value.accept(this); sb.append(")"); end(); return null; }
    public Void visitExprStmt(ExprStmt n) { n.expr.accept(this); end(); return null; }
    public Void visitIntLit(IntLit n) { sb.append(n.value); return null; }
    public Void visitBoolLit(BoolLit n) { sb.append(n.value); return null; }
    public Void visitName(Name n) { sb.append(n.name); return null; }

    public Void visitCall(CallExpr n) {
        sb.append(n.name).append('(');
        for (int i = 0; i < n.args.size(); i++) {
            if (i > 0) sb.append(", ");
            n.args.get(i).accept(this);
        }
        sb.append(')');
        return null;
    }

    public Void visitIndex(IndexExpr n) {
        operand(n.array, 100);
        sb.append('[');
        n.index.accept(this);
        sb.append(']');
        return null;
    }

    public Void visitLen(LenExpr n) { sb.append("len("); n.array.accept(this); sb.append(')'); return null; }
    public Void visitNewArray(NewArray n) { sb.append("new int["); n.size.accept(this); sb.append(']'); return null; }

    private void unary(Unary n) {
        sb.append(n.symbol());
        if (n.operand instanceof Binary || n.operand instanceof Unary
                || (n.operand instanceof IntLit && ((IntLit) n.operand).value < 0)) {
            sb.append('(');
            n.operand.accept(this);
            sb.append(')');
        } else {
            n.operand.accept(this);
        }
    }

    public Void visitNeg(Neg n) { unary(n); return null; }
    public Void visitNot(Not n) { unary(n); return null; }

    private void operand(Expr e, int min) {
        boolean paren = (e instanceof Binary && ((Binary) e).precedence() < min)
                || (min == 100 && !(e instanceof Name || e instanceof CallExpr || e instanceof IndexExpr));
        if (e instanceof IntLit && ((IntLit) e).value < 0) paren = true;
        if (paren) sb.append('(');
        e.accept(this);
        if (paren) sb.append(')');
    }

    Void visitBinary(Binary n) {
        int p = n.precedence();
        operand(n.left, p);
        sb.append(' ').append(n.symbol()).append(' ');
        operand(n.right, p + 1);
        return null;
    }
}
