package spec.javac;

import java.util.ArrayList;
import java.util.Map;

/**
 * javac: a compiler for a small imperative language, in the spirit of
 * SPECjvm98's _213_javac. A generated program of configurable size goes
 * through a lexer, a recursive-descent parser, a tree of some forty node
 * classes walked by visitors (type checker, constant folder, pretty printer,
 * node counter, code generator) and is compiled to a stack machine, several
 * times; the printed source is parsed again to check the printer. The last
 * compilation's code is then run. A set of broken programs exercises the
 * error paths.
 *
 * Usage: spec.javac.Main [small|large]
 */
public final class Main {
    /** A deterministic linear congruential generator (java.util.Random's constants). */
    static final class Rng {
        private long seed;
        Rng(long seed) { this.seed = (seed ^ 0x5DEECE66DL) & ((1L << 48) - 1); }
        int next(int bound) {
            seed = (seed * 0x5DEECE66DL + 0xBL) & ((1L << 48) - 1);
            return (int) ((seed >>> 17) % bound);
        }
    }

    /** Writes the source of a random but well-typed, terminating program. */
    static final class Generator {
        private final Rng r;
        private final StringBuilder sb = new StringBuilder();
        private final ArrayList<String> ints = new ArrayList<>();
        private final ArrayList<String> bools = new ArrayList<>();
        private int leaves;
        private int self;
        private boolean inLoop;

        Generator(long seed) { r = new Rng(seed); }

        private String intExpr(int depth) {
            int k = depth <= 0 ? r.next(3) : r.next(14);
            switch (k) {
                case 0: return Integer.toString(r.next(100));
                case 1: case 2: return ints.get(r.next(ints.size()));
                case 3: return "arr[" + intExpr(depth - 1) + " & 7]";
                case 4: return "(" + intExpr(depth - 1) + " + " + intExpr(depth - 1) + ")";
                case 5: return intExpr(depth - 1) + " - " + intExpr(depth - 1);
                case 6: return intExpr(depth - 1) + " * " + intExpr(depth - 1);
                case 7: return "(" + intExpr(depth - 1) + ") / (" + intExpr(depth - 1) + " | 1)";
                case 8: return "(" + intExpr(depth - 1) + ") % (" + intExpr(depth - 1) + " | 1)";
                case 9: return "(" + intExpr(depth - 1) + " ^ " + intExpr(depth - 1) + ") >> 1";
                case 10: return "-" + ints.get(r.next(ints.size()));
                case 11:
                    if (self > leaves && inLoop) {
                        return "f" + r.next(leaves) + "(" + intExpr(depth - 1) + ", " + intExpr(depth - 1) + ")";
                    }
                    return "len(arr) + " + r.next(5);
                case 12: return "(" + intExpr(depth - 1) + " << (" + intExpr(depth - 1) + " & 3))";
                default: return "(" + (r.next(7) + 1) + " * 3 + " + r.next(9) + ")";
            }
        }

        private String boolExpr(int depth) {
            int k = depth <= 0 ? r.next(2) : r.next(8);
            switch (k) {
                case 0: return intExpr(0) + " < " + intExpr(0);
                case 1: return bools.isEmpty() ? "true" : bools.get(r.next(bools.size()));
                case 2: return intExpr(depth - 1) + " >= " + intExpr(depth - 1);
                case 3: return intExpr(depth - 1) + " == " + intExpr(depth - 1);
                case 4: return "(" + boolExpr(depth - 1) + " && " + boolExpr(depth - 1) + ")";
                case 5: return "(" + boolExpr(depth - 1) + " || " + boolExpr(depth - 1) + ")";
                case 6: return "!(" + boolExpr(depth - 1) + ")";
                default: return intExpr(depth - 1) + " != " + intExpr(depth - 1);
            }
        }

        private void stmt(String ind, int depth) {
            int k = r.next(depth > 0 ? 6 : 4);
            String x = ints.get(r.next(ints.size()));
            switch (k) {
                case 0: case 1:
                    if (x.equals("i")) x = "acc";
                    sb.append(ind).append(x).append(" = ").append(intExpr(3)).append(";\n");
                    break;
                case 2:
                    sb.append(ind).append("arr[").append(intExpr(1)).append(" & 7] = ").append(intExpr(2)).append(";\n");
                    break;
                case 3:
                    sb.append(ind).append("acc = acc ^ ").append(intExpr(2)).append(";\n");
                    break;
                default:
                    sb.append(ind).append("if (").append(boolExpr(2)).append(") {\n");
                    stmt(ind + "  ", depth - 1);
                    stmt(ind + "  ", depth - 1);
                    sb.append(ind).append("} else {\n");
                    stmt(ind + "  ", depth - 1);
                    sb.append(ind).append("}\n");
                    break;
            }
        }

        private void function(int index) {
            self = index;
            ints.clear();
            bools.clear();
            ints.add("a");
            ints.add("b");
            sb.append("func f").append(index).append("(a: int, b: int): int {\n");
            sb.append("  var arr: int[] = new int[8];\n");
            sb.append("  var acc: int = ").append(intExpr(2)).append(";\n");
            ints.add("acc");
            int extra = 1 + r.next(3);
            for (int v = 0; v < extra; v++) {
                sb.append("  var v").append(v).append(": int = ").append(intExpr(2)).append(";\n");
                ints.add("v" + v);
            }
            sb.append("  var flag: bool = ").append(boolExpr(1)).append(";\n");
            bools.add("flag");
            if (index > leaves) {
                sb.append("  acc = acc + f").append(leaves + r.next(index - leaves)).append("(")
                        .append(intExpr(1)).append(", ").append(intExpr(1)).append(");\n");
            }
            sb.append("  var i: int = 0;\n");
            ints.add("i");
            sb.append("  while (i < ").append(4 + r.next(12)).append(") {\n");
            inLoop = true;
            int n = 2 + r.next(4);
            for (int s = 0; s < n; s++) stmt("    ", 2);
            inLoop = false;
            sb.append("    i = i + 1;\n  }\n");
            sb.append("  if (").append(boolExpr(2)).append(") {\n    return acc + arr[3];\n  }\n");
            sb.append("  return ").append(intExpr(2)).append(";\n}\n");
        }

        String program(int functions) {
            leaves = Math.max(2, functions / 8);
            sb.append("// generated program: ").append(functions).append(" functions\n");
            for (int f = 0; f < functions; f++) function(f);
            sb.append("func fib(n: int): int {\n  if (n < 2) {\n    return n;\n  }\n");
            sb.append("  return fib(n - 1) + fib(n - 2);\n}\n");
            sb.append("func main(): int {\n  var total: int = 0;\n  var k: int = 0;\n");
            for (int f = 0; f < functions; f++) {
                sb.append("  k = f").append(f).append("(").append(f).append(", ").append(f * 7 + 3).append(");\n");
                sb.append("  total = total * 31 + k;\n");
                if (f % 4 == 0) sb.append("  print(k);\n");
            }
            sb.append("  print(fib(16));\n  print(total);\n  return total;\n}\n");
            return sb.toString();
        }
    }

    static final class Result {
        int tokens, nodes, folded, codeSize;
        long checksum;
        CodeGen gen;
        Program tree;
        ArrayList<String> errors;
    }

    static Result compile(String src) {
        Result res = new Result();
        ArrayList<Tok> toks = new Lexer(src).tokens();
        res.tokens = toks.size();
        Program prog = new Parser(toks).program();
        res.tree = prog;
        NodeCounter counter = new NodeCounter();
        prog.accept(counter);
        res.nodes = counter.nodes;
        TypeChecker tc = new TypeChecker();
        prog.accept(tc);
        res.errors = tc.errors;
        if (!tc.errors.isEmpty()) return res;
        Folder folder = new Folder();
        prog.accept(folder);
        res.folded = folder.folded;
        CodeGen gen = new CodeGen();
        prog.accept(gen);
        res.gen = gen;
        res.codeSize = gen.buf.size;
        long h = 0;
        for (int i = 0; i < gen.buf.size; i++) h = h * 131 + gen.buf.code[i];
        for (FnInfo f : gen.fns) h = h * 31 + f.locals * 7 + f.maxStack;
        res.checksum = h;
        return res;
    }

    static String print(Program p) {
        Printer pr = new Printer();
        p.accept(pr);
        return pr.sb.toString();
    }

    static final String[] BROKEN = {
        "func main(): int { var x: int = true; return x; }",
        "func main(): int { var b: bool = 1 < 2; return b + 1; }",
        "func main(): int { return y; }",
        "func f(a: int): int { return a; }\nfunc main(): int { return f(1, 2); }",
        "func main(): int { var a: int[] = new int[3]; if (a) { return 1; } return a[0]; }",
        "func main(): int { var x: int = 1; var x: int = 2; return x; }",
        "func main(): int { print(1) return 0; }",
        "func main(): int { var s: int = 0; while (s) { s = s + 1; } }",
        "func g(): bool { return 3; }\nfunc main(): int { return g() == 1; }",
        "func main(): int { return 1 @ 2; }",
        "func main(): int { var a: int[] = new int[2]; return a == a; }",
        "func main(): int { nothing(3); return -true; }",
    };

    public static void main(String[] args) {
        String size = args.length > 0 ? args[0] : "small";
        int functions, times;
        if (size.equals("small")) {
            functions = 40; times = 3;
        } else if (size.equals("large")) {
            functions = 200; times = 6;
        } else {
            System.out.println("usage: spec.javac.Main [small|large]");
            System.exit(2);
            return;
        }
        String src = new Generator(20240611L + functions).program(functions);
        System.out.println("javac: source " + src.length() + " chars, " + functions + " functions");
        Result last = null;
        for (int t = 1; t <= times; t++) {
            Result res = compile(src);
            if (!res.errors.isEmpty()) {
                System.out.println("unexpected errors: " + res.errors);
                System.exit(1);
            }
            System.out.println("compile " + t + ": tokens " + res.tokens + ", nodes " + res.nodes + ", folded "
                    + res.folded + ", code " + res.codeSize + " words, checksum " + Long.toHexString(res.checksum));
            if (t == 1) {
                // the printer's output must parse back into a tree that prints the same
                String printed = print(new Parser(new Lexer(src).tokens()).program());
                String again = print(new Parser(new Lexer(printed).tokens()).program());
                System.out.println("reprint " + (printed.equals(again) ? "stable" : "UNSTABLE") + " ("
                        + printed.length() + " chars)");
            }
            last = res;
        }
        NodeCounter kinds = new NodeCounter();
        kinds.byKind = new java.util.TreeMap<>();
        last.tree.accept(kinds);
        StringBuilder k = new StringBuilder("node kinds:");
        for (Map.Entry<String, Integer> e : kinds.byKind.entrySet()) k.append(' ').append(e.getKey()).append('=').append(e.getValue());
        System.out.println(k);
        int[] ops = new int[Op.NAMES.length];
        for (int pc = 0; pc < last.gen.buf.size; pc++) {
            int op = last.gen.buf.code[pc];
            ops[op]++;
            if (Op.hasOperand(op)) pc++;
        }
        StringBuilder o = new StringBuilder("opcodes:");
        for (int i = 1; i < ops.length; i++) if (ops[i] > 0) o.append(' ').append(Op.NAMES[i]).append('=').append(ops[i]);
        System.out.println(o);

        Machine m = new Machine(last.gen.buf, last.gen.fns);
        int mainIndex = last.gen.fns.size() - 1;
        int result = m.call(mainIndex, new int[0]);
        String[] lines = m.out.toString().split("\n");
        System.out.println("run: result " + result + ", " + m.printed + " values printed, " + m.steps
                + " instructions, output hash " + Long.toHexString(m.outHash));
        for (int i = 0; i < lines.length && i < 12; i++) System.out.println("  out " + lines[i]);

        int errors = 0;
        for (int b = 0; b < BROKEN.length; b++) {
            try {
                Result res = compile(BROKEN[b]);
                for (String e : res.errors) System.out.println("broken " + b + ": " + e);
                errors += res.errors.size();
                if (res.errors.isEmpty()) System.out.println("broken " + b + ": compiled?");
            } catch (CompileError e) {
                System.out.println("broken " + b + ": syntax: " + e.getMessage());
                errors++;
            }
        }
        System.out.println("errors reported: " + errors);
    }
}
