package spec.javac;

import java.util.ArrayList;

abstract class Type {
    static final Type INT = new IntType();
    static final Type BOOL = new BoolType();
    static final Type INT_ARRAY = new ArrayType(INT);
    abstract String name();
    boolean isArray() { return false; }
    public String toString() { return name(); }
}

final class IntType extends Type { String name() { return "int"; } }
final class BoolType extends Type { String name() { return "bool"; } }
final class ArrayType extends Type {
    final Type elem;
    ArrayType(Type elem) { this.elem = elem; }
    String name() { return elem.name() + "[]"; }
    boolean isArray() { return true; }
}

abstract class Node {
    final int line;
    Node(int line) { this.line = line; }
    abstract <R> R accept(Visitor<R> v);
}

// ---- declarations and statements

final class Program extends Node {
    final ArrayList<FuncDecl> funcs;
    Program(int line, ArrayList<FuncDecl> funcs) { super(line); this.funcs = funcs; }
    <R> R accept(Visitor<R> v) { return v.visitProgram(this); }
}

final class Param {
    final String name;
    final Type type;
    Param(String name, Type type) { this.name = name; this.type = type; }
}

final class FuncDecl extends Node {
    final String name;
    final ArrayList<Param> params;
    final Type result;
    Block body;
    int index;
    int locals;
    FuncDecl(int line, String name, ArrayList<Param> params, Type result, Block body) {
        super(line); this.name = name; this.params = params; this.result = result; this.body = body;
    }
    <R> R accept(Visitor<R> v) { return v.visitFunc(this); }
}

abstract class Stmt extends Node {
    Stmt(int line) { super(line); }
}

final class Block extends Stmt {
    final ArrayList<Stmt> stmts;
    Block(int line, ArrayList<Stmt> stmts) { super(line); this.stmts = stmts; }
    <R> R accept(Visitor<R> v) { return v.visitBlock(this); }
}

final class VarDecl extends Stmt {
    final String name;
    final Type type;
    Expr init;
    int slot;
    VarDecl(int line, String name, Type type, Expr init) { super(line); this.name = name; this.type = type; this.init = init; }
    <R> R accept(Visitor<R> v) { return v.visitVarDecl(this); }
}

final class Assign extends Stmt {
    final String name;
    Expr value;
    int slot;
    Assign(int line, String name, Expr value) { super(line); this.name = name; this.value = value; }
    <R> R accept(Visitor<R> v) { return v.visitAssign(this); }
}

final class IndexAssign extends Stmt {
    Expr array, index, value;
    IndexAssign(int line, Expr array, Expr index, Expr value) {
        super(line); this.array = array; this.index = index; this.value = value;
    }
    <R> R accept(Visitor<R> v) { return v.visitIndexAssign(this); }
}

final class If extends Stmt {
    Expr cond;
    Stmt then, otherwise;
    If(int line, Expr cond, Stmt then, Stmt otherwise) { super(line); this.cond = cond; this.then = then; this.otherwise = otherwise; }
    <R> R accept(Visitor<R> v) { return v.visitIf(this); }
}

final class While extends Stmt {
    Expr cond;
    Stmt body;
    While(int line, Expr cond, Stmt body) { super(line); this.cond = cond; this.body = body; }
    <R> R accept(Visitor<R> v) { return v.visitWhile(this); }
}

final class Return extends Stmt {
    Expr value;
    Return(int line, Expr value) { super(line); this.value = value; }
    <R> R accept(Visitor<R> v) { return v.visitReturn(this); }
}

final class Print extends Stmt {
    Expr value;
    Print(int line, Expr value) { super(line); this.value = value; }
    <R> R accept(Visitor<R> v) { return v.visitPrint(this); }
}

final class ExprStmt extends Stmt {
    Expr expr;
    ExprStmt(int line, Expr expr) { super(line); this.expr = expr; }
    <R> R accept(Visitor<R> v) { return v.visitExprStmt(this); }
}

// ---- expressions

abstract class Expr extends Node {
    Type type;
    Expr(int line) { super(line); }
    boolean isConst() { return false; }
}

final class IntLit extends Expr {
    final int value;
    IntLit(int line, int value) { super(line); this.value = value; }
    boolean isConst() { return true; }
    <R> R accept(Visitor<R> v) { return v.visitIntLit(this); }
}

final class BoolLit extends Expr {
    final boolean value;
    BoolLit(int line, boolean value) { super(line); this.value = value; }
    boolean isConst() { return true; }
    <R> R accept(Visitor<R> v) { return v.visitBoolLit(this); }
}

final class Name extends Expr {
    final String name;
    int slot;
    Name(int line, String name) { super(line); this.name = name; }
    <R> R accept(Visitor<R> v) { return v.visitName(this); }
}

final class CallExpr extends Expr {
    final String name;
    final ArrayList<Expr> args;
    FuncDecl target;
    CallExpr(int line, String name, ArrayList<Expr> args) { super(line); this.name = name; this.args = args; }
    <R> R accept(Visitor<R> v) { return v.visitCall(this); }
}

final class IndexExpr extends Expr {
    Expr array, index;
    IndexExpr(int line, Expr array, Expr index) { super(line); this.array = array; this.index = index; }
    <R> R accept(Visitor<R> v) { return v.visitIndex(this); }
}

final class LenExpr extends Expr {
    Expr array;
    LenExpr(int line, Expr array) { super(line); this.array = array; }
    <R> R accept(Visitor<R> v) { return v.visitLen(this); }
}

final class NewArray extends Expr {
    Expr size;
    NewArray(int line, Expr size) { super(line); this.size = size; }
    <R> R accept(Visitor<R> v) { return v.visitNewArray(this); }
}

abstract class Unary extends Expr {
    Expr operand;
    Unary(int line, Expr operand) { super(line); this.operand = operand; }
    abstract String symbol();
    abstract Unary make(Expr operand);
}

final class Neg extends Unary {
    Neg(int line, Expr e) { super(line, e); }
    String symbol() { return "-"; }
    Unary make(Expr e) { return new Neg(line, e); }
    <R> R accept(Visitor<R> v) { return v.visitNeg(this); }
}

final class Not extends Unary {
    Not(int line, Expr e) { super(line, e); }
    String symbol() { return "!"; }
    Unary make(Expr e) { return new Not(line, e); }
    <R> R accept(Visitor<R> v) { return v.visitNot(this); }
}

/** Binary operators: one class per operator, as in a real compiler's tree. */
abstract class Binary extends Expr {
    Expr left, right;
    Binary(int line, Expr left, Expr right) { super(line); this.left = left; this.right = right; }
    abstract String symbol();
    abstract int precedence();
    abstract Binary make(Expr l, Expr r);
    /** Folds two constant operands; integers for int and bool (0/1) operands alike. */
    abstract int fold(int a, int b);
    abstract int opcode();
}

abstract class ArithOp extends Binary {
    ArithOp(int line, Expr l, Expr r) { super(line, l, r); }
    <R> R accept(Visitor<R> v) { return v.visitArith(this); }
}

abstract class CompareOp extends Binary {
    CompareOp(int line, Expr l, Expr r) { super(line, l, r); }
    int precedence() { return 3; }
    <R> R accept(Visitor<R> v) { return v.visitCompare(this); }
}

abstract class EqualityOp extends Binary {
    EqualityOp(int line, Expr l, Expr r) { super(line, l, r); }
    int precedence() { return 2; }
    <R> R accept(Visitor<R> v) { return v.visitEquality(this); }
}

abstract class LogicOp extends Binary {
    LogicOp(int line, Expr l, Expr r) { super(line, l, r); }
    <R> R accept(Visitor<R> v) { return v.visitLogic(this); }
}

final class Add extends ArithOp {
    Add(int n, Expr l, Expr r) { super(n, l, r); }
    String symbol() { return "+"; } int precedence() { return 8; }
    Binary make(Expr l, Expr r) { return new Add(line, l, r); }
    int fold(int a, int b) { return a + b; } int opcode() { return Op.ADD; }
}
final class Sub extends ArithOp {
    Sub(int n, Expr l, Expr r) { super(n, l, r); }
    String symbol() { return "-"; } int precedence() { return 8; }
    Binary make(Expr l, Expr r) { return new Sub(line, l, r); }
    int fold(int a, int b) { return a - b; } int opcode() { return Op.SUB; }
}
final class Mul extends ArithOp {
    Mul(int n, Expr l, Expr r) { super(n, l, r); }
    String symbol() { return "*"; } int precedence() { return 9; }
    Binary make(Expr l, Expr r) { return new Mul(line, l, r); }
    int fold(int a, int b) { return a * b; } int opcode() { return Op.MUL; }
}
final class Div extends ArithOp {
    Div(int n, Expr l, Expr r) { super(n, l, r); }
    String symbol() { return "/"; } int precedence() { return 9; }
    Binary make(Expr l, Expr r) { return new Div(line, l, r); }
    int fold(int a, int b) { return a / b; } int opcode() { return Op.DIV; }
}
final class Rem extends ArithOp {
    Rem(int n, Expr l, Expr r) { super(n, l, r); }
    String symbol() { return "%"; } int precedence() { return 9; }
    Binary make(Expr l, Expr r) { return new Rem(line, l, r); }
    int fold(int a, int b) { return a % b; } int opcode() { return Op.REM; }
}
final class Shl extends ArithOp {
    Shl(int n, Expr l, Expr r) { super(n, l, r); }
    String symbol() { return "<<"; } int precedence() { return 7; }
    Binary make(Expr l, Expr r) { return new Shl(line, l, r); }
    int fold(int a, int b) { return a << b; } int opcode() { return Op.SHL; }
}
final class Shr extends ArithOp {
    Shr(int n, Expr l, Expr r) { super(n, l, r); }
    String symbol() { return ">>"; } int precedence() { return 7; }
    Binary make(Expr l, Expr r) { return new Shr(line, l, r); }
    int fold(int a, int b) { return a >> b; } int opcode() { return Op.SHR; }
}
final class BitAnd extends ArithOp {
    BitAnd(int n, Expr l, Expr r) { super(n, l, r); }
    String symbol() { return "&"; } int precedence() { return 6; }
    Binary make(Expr l, Expr r) { return new BitAnd(line, l, r); }
    int fold(int a, int b) { return a & b; } int opcode() { return Op.AND; }
}
final class BitXor extends ArithOp {
    BitXor(int n, Expr l, Expr r) { super(n, l, r); }
    String symbol() { return "^"; } int precedence() { return 5; }
    Binary make(Expr l, Expr r) { return new BitXor(line, l, r); }
    int fold(int a, int b) { return a ^ b; } int opcode() { return Op.XOR; }
}
final class BitOr extends ArithOp {
    BitOr(int n, Expr l, Expr r) { super(n, l, r); }
    String symbol() { return "|"; } int precedence() { return 4; }
    Binary make(Expr l, Expr r) { return new BitOr(line, l, r); }
    int fold(int a, int b) { return a | b; } int opcode() { return Op.OR; }
}
final class Lt extends CompareOp {
    Lt(int n, Expr l, Expr r) { super(n, l, r); }
    String symbol() { return "<"; }
    Binary make(Expr l, Expr r) { return new Lt(line, l, r); }
    int fold(int a, int b) { return a < b ? 1 : 0; } int opcode() { return Op.LT; }
}
final class Le extends CompareOp {
    Le(int n, Expr l, Expr r) { super(n, l, r); }
    String symbol() { return "<="; }
    Binary make(Expr l, Expr r) { return new Le(line, l, r); }
    int fold(int a, int b) { return a <= b ? 1 : 0; } int opcode() { return Op.LE; }
}
final class Gt extends CompareOp {
    Gt(int n, Expr l, Expr r) { super(n, l, r); }
    String symbol() { return ">"; }
    Binary make(Expr l, Expr r) { return new Gt(line, l, r); }
    int fold(int a, int b) { return a > b ? 1 : 0; } int opcode() { return Op.GT; }
}
final class Ge extends CompareOp {
    Ge(int n, Expr l, Expr r) { super(n, l, r); }
    String symbol() { return ">="; }
    Binary make(Expr l, Expr r) { return new Ge(line, l, r); }
    int fold(int a, int b) { return a >= b ? 1 : 0; } int opcode() { return Op.GE; }
}
final class EqEq extends EqualityOp {
    EqEq(int n, Expr l, Expr r) { super(n, l, r); }
    String symbol() { return "=="; }
    Binary make(Expr l, Expr r) { return new EqEq(line, l, r); }
    int fold(int a, int b) { return a == b ? 1 : 0; } int opcode() { return Op.EQ; }
}
final class NotEq extends EqualityOp {
    NotEq(int n, Expr l, Expr r) { super(n, l, r); }
    String symbol() { return "!="; }
    Binary make(Expr l, Expr r) { return new NotEq(line, l, r); }
    int fold(int a, int b) { return a != b ? 1 : 0; } int opcode() { return Op.NE; }
}
final class AndAnd extends LogicOp {
    AndAnd(int n, Expr l, Expr r) { super(n, l, r); }
    String symbol() { return "&&"; } int precedence() { return 1; }
    Binary make(Expr l, Expr r) { return new AndAnd(line, l, r); }
    int fold(int a, int b) { return a & b; } int opcode() { return Op.JZ; }
}
final class OrOr extends LogicOp {
    OrOr(int n, Expr l, Expr r) { super(n, l, r); }
    String symbol() { return "||"; } int precedence() { return 0; }
    Binary make(Expr l, Expr r) { return new OrOr(line, l, r); }
    int fold(int a, int b) { return a | b; } int opcode() { return Op.JNZ; }
}

interface Visitor<R> {
    R visitProgram(Program n);
    R visitFunc(FuncDecl n);
    R visitBlock(Block n);
    R visitVarDecl(VarDecl n);
    R visitAssign(Assign n);
    R visitIndexAssign(IndexAssign n);
    R visitIf(If n);
    R visitWhile(While n);
    R visitReturn(Return n);
    R visitPrint(Print n);
    R visitExprStmt(ExprStmt n);
    R visitIntLit(IntLit n);
    R visitBoolLit(BoolLit n);
    R visitName(Name n);
    R visitCall(CallExpr n);
    R visitIndex(IndexExpr n);
    R visitLen(LenExpr n);
    R visitNewArray(NewArray n);
    R visitNeg(Neg n);
    R visitNot(Not n);
    R visitArith(ArithOp n);
    R visitCompare(CompareOp n);
    R visitEquality(EqualityOp n);
    R visitLogic(LogicOp n);
}

/** Walks the whole tree; subclasses override what they need. */
class Scanner<R> implements Visitor<R> {
    public R visitProgram(Program n) { for (FuncDecl f : n.funcs) f.accept(this); return null; }
    public R visitFunc(FuncDecl n) { return n.body.accept(this); }
    public R visitBlock(Block n) { for (Stmt s : n.stmts) s.accept(this); return null; }
    public R visitVarDecl(VarDecl n) { return n.init.accept(this); }
    public R visitAssign(Assign n) { return n.value.accept(this); }
    public R visitIndexAssign(IndexAssign n) { n.array.accept(this); n.index.accept(this); return n.value.accept(this); }
    public R visitIf(If n) {
        n.cond.accept(this);
        n.then.accept(this);
        if (n.otherwise != null) n.otherwise.accept(this);
        return null;
    }
    public R visitWhile(While n) { n.cond.accept(this); return n.body.accept(this); }
    public R visitReturn(Return n) { return n.value.accept(this); }
    public R visitPrint(Print n) { return n.value.accept(this); }
    public R visitExprStmt(ExprStmt n) { return n.expr.accept(this); }
    public R visitIntLit(IntLit n) { return null; }
    public R visitBoolLit(BoolLit n) { return null; }
    public R visitName(Name n) { return null; }
    public R visitCall(CallExpr n) { for (Expr e : n.args) e.accept(this); return null; }
    public R visitIndex(IndexExpr n) { n.array.accept(this); return n.index.accept(this); }
    public R visitLen(LenExpr n) { return n.array.accept(this); }
    public R visitNewArray(NewArray n) { return n.size.accept(this); }
    public R visitNeg(Neg n) { return n.operand.accept(this); }
    public R visitNot(Not n) { return n.operand.accept(this); }
    R visitBinary(Binary n) { n.left.accept(this); return n.right.accept(this); }
    public R visitArith(ArithOp n) { return visitBinary(n); }
    public R visitCompare(CompareOp n) { return visitBinary(n); }
    public R visitEquality(EqualityOp n) { return visitBinary(n); }
    public R visitLogic(LogicOp n) { return visitBinary(n); }
}

/** Counts nodes; with byKind set, also by class name (reported sorted, so the order is stable). */
final class NodeCounter extends Scanner<Void> {
    int nodes;
    java.util.TreeMap<String, Integer> byKind;
    private void count(Node n) {
        nodes++;
        if (byKind == null) return;
        String k = n.getClass().getName();
        k = k.substring(k.lastIndexOf('.') + 1);
        Integer c = byKind.get(k);
        byKind.put(k, c == null ? 1 : c + 1);
    }
    public Void visitProgram(Program n) { count(n); return super.visitProgram(n); }
    public Void visitFunc(FuncDecl n) { count(n); return super.visitFunc(n); }
    public Void visitBlock(Block n) { count(n); return super.visitBlock(n); }
    public Void visitVarDecl(VarDecl n) { count(n); return super.visitVarDecl(n); }
    public Void visitAssign(Assign n) { count(n); return super.visitAssign(n); }
    public Void visitIndexAssign(IndexAssign n) { count(n); return super.visitIndexAssign(n); }
    public Void visitIf(If n) { count(n); return super.visitIf(n); }
    public Void visitWhile(While n) { count(n); return super.visitWhile(n); }
    public Void visitReturn(Return n) { count(n); return super.visitReturn(n); }
    public Void visitPrint(Print n) { count(n); return super.visitPrint(n); }
    public Void visitExprStmt(ExprStmt n) { count(n); return super.visitExprStmt(n); }
    public Void visitIntLit(IntLit n) { count(n); return null; }
    public Void visitBoolLit(BoolLit n) { count(n); return null; }
    public Void visitName(Name n) { count(n); return null; }
    public Void visitCall(CallExpr n) { count(n); return super.visitCall(n); }
    public Void visitIndex(IndexExpr n) { count(n); return super.visitIndex(n); }
    public Void visitLen(LenExpr n) { count(n); return super.visitLen(n); }
    public Void visitNewArray(NewArray n) { count(n); return super.visitNewArray(n); }
    public Void visitNeg(Neg n) { count(n); return super.visitNeg(n); }
    public Void visitNot(Not n) { count(n); return super.visitNot(n); }
    Void visitBinary(Binary n) { count(n); return super.visitBinary(n); }
}
