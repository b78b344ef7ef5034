package spec.jack;

import java.util.ArrayList;

/**
 * jack: a parser generator in the spirit of SPECjvm98's _228_jack. It reads a
 * grammar description written in its own EBNF-like notation (the notation's
 * own grammar plus the grammar of a small Java-like language), computes
 * nullable/FIRST/FOLLOW sets, reports LL(1) conflicts, writes the Java source a
 * generator would emit, and builds the parser as a data structure that it then
 * interprets (conflicts are resolved by backtracking with exceptions). The
 * generated parser for the notation parses the description itself, and the
 * grammars read back from that parse tree drive the next round, several times.
 * Each round also parses a generated program with the Java-like grammar.
 *
 * Usage: spec.jack.Main [small|large]
 */
public final class Main {
    static final String DESCRIPTION =
        "// The notation jack reads, described in itself.\n"
        + "grammar Jack start grammarFile ;\n"
        + "grammarFile = { grammarDecl } EOF .\n"
        + "grammarDecl = \"grammar\" IDENT \"start\" IDENT \";\" { production } .\n"
        + "production = IDENT \"=\" expression \".\" .\n"
        + "expression = term { \"|\" term } .\n"
        + "term = factor { factor } .\n"
        + "factor = IDENT | STRING | \"(\" expression \")\" | \"[\" expression \"]\" | \"{\" expression \"}\" .\n"
        + "\n"
        + "// A small Java-like language.\n"
        + "grammar Mini start unit ;\n"
        + "unit = { classDecl } EOF .\n"
        + "classDecl = [ \"public\" ] \"class\" IDENT [ \"extends\" IDENT ] \"{\" { member } \"}\" .\n"
        + "member = [ \"static\" ] type IDENT ( methodRest | fieldRest ) .\n"
        + "fieldRest = [ \"=\" expression ] \";\" .\n"
        + "methodRest = \"(\" [ params ] \")\" block .\n"
        + "params = param { \",\" param } .\n"
        + "param = type IDENT .\n"
        + "type = ( \"int\" | \"boolean\" | \"void\" | IDENT ) { \"[\" \"]\" } .\n"
        + "block = \"{\" { statement } \"}\" .\n"
        + "statement = block\n"
        + "  | \"if\" \"(\" expression \")\" statement [ \"else\" statement ]\n"
        + "  | \"while\" \"(\" expression \")\" statement\n"
        + "  | \"for\" \"(\" [ forInit ] \";\" [ expression ] \";\" [ exprList ] \")\" statement\n"
        + "  | \"return\" [ expression ] \";\"\n"
        + "  | \"break\" \";\"\n"
        + "  | localDecl \";\"\n"
        + "  | expression \";\" .\n"
        + "localDecl = type IDENT [ \"=\" expression ] .\n"
        + "forInit = localDecl | exprList .\n"
        + "exprList = expression { \",\" expression } .\n"
        + "expression = orExpr [ \"=\" expression ] .\n"
        + "orExpr = andExpr { \"||\" andExpr } .\n"
        + "andExpr = eqExpr { \"&&\" eqExpr } .\n"
        + "eqExpr = relExpr { ( \"==\" | \"!=\" ) relExpr } .\n"
        + "relExpr = addExpr { ( \"<\" | \"<=\" | \">\" | \">=\" ) addExpr } .\n"
        + "addExpr = mulExpr { ( \"+\" | \"-\" ) mulExpr } .\n"
        + "mulExpr = unary { ( \"*\" | \"/\" | \"%\" ) unary } .\n"
        + "unary = ( \"-\" | \"!\" ) unary | postfix .\n"
        + "postfix = primary { selector } .\n"
        + "selector = \".\" IDENT [ args ] | \"[\" expression \"]\" .\n"
        + "args = \"(\" [ exprList ] \")\" .\n"
        + "primary = NUMBER | STRING | \"true\" | \"false\" | \"null\" | \"this\"\n"
        + "  | \"new\" IDENT ( args | \"[\" expression \"]\" )\n"
        + "  | \"(\" expression \")\"\n"
        + "  | IDENT [ args ] .\n";

    /** Writes a program in the Java-like language. */
    static final class Sample {
        private long seed;
        private final StringBuilder sb = new StringBuilder();

        Sample(long seed) { this.seed = seed; }

        private int next(int bound) {
            seed = (seed * 0x5DEECE66DL + 0xBL) & ((1L << 48) - 1);
            return (int) ((seed >>> 17) % bound);
        }

        private static final String[] NAMES = {"a", "b", "count", "total", "node", "list", "i", "j", "x", "y"};
        private static final String[] BIN = {"+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "!=", "&&", "||"};

        private String name() { return NAMES[next(NAMES.length)]; }

        private void expr(int depth) {
            int k = depth <= 0 ? next(3) : next(9);
            switch (k) {
                case 0: sb.append(next(1000)); break;
                case 1: sb.append(name()); break;
                case 2: sb.append(name()).append('[').append(next(10)).append(']'); break;
                case 3: case 4:
                    expr(depth - 1);
                    sb.append(' ').append(BIN[next(BIN.length)]).append(' ');
                    expr(depth - 1);
                    break;
                case 5: sb.append('('); expr(depth - 1); sb.append(')'); break;
                case 6:
                    sb.append(name()).append('.').append(name()).append('(');
                    expr(depth - 1);
                    sb.append(", ");
                    expr(depth - 1);
                    sb.append(')');
                    break;
                case 7: sb.append("new ").append("Node").append(next(5)).append("(").append(name()).append(")"); break;
                default: sb.append(next(2) == 0 ? "-" : "!"); expr(depth - 1); break;
            }
        }

        private void indent(int n) { for (int i = 0; i < n; i++) sb.append("  "); }

        private void statement(int ind, int depth) {
            indent(ind);
            int k = depth <= 0 ? next(3) : next(8);
            switch (k) {
                case 0: sb.append("int ").append(name()).append(" = "); expr(2); sb.append(";\n"); break;
                case 1: sb.append(name()).append(" = "); expr(3); sb.append(";\n"); break;
                case 2: sb.append(name()).append('[').append(next(8)).append("] = "); expr(2); sb.append(";\n"); break;
                case 3:
                    sb.append("if ("); expr(2); sb.append(")\n");
                    statement(ind + 1, depth - 1);
                    if (next(2) == 0) {
                        indent(ind);
                        sb.append("else\n");
                        statement(ind + 1, depth - 1);
                    }
                    break;
                case 4:
                    sb.append("while ("); expr(2); sb.append(") {\n");
                    for (int i = next(3); i >= 0; i--) statement(ind + 1, depth - 1);
                    indent(ind);
                    sb.append("}\n");
                    break;
                case 5:
                    sb.append("for (int i = 0; i < ").append(next(50)).append("; i = i + 1) {\n");
                    for (int i = next(3); i >= 0; i--) statement(ind + 1, depth - 1);
                    indent(ind);
                    sb.append("}\n");
                    break;
                case 6: sb.append("Node").append(next(5)).append("[] ").append(name()).append(" = new Node[")
                        .append(next(20) + 1).append("];\n"); break;
                default: sb.append("return "); expr(2); sb.append(";\n"); break;
            }
        }

        String program(int classes) {
            for (int c = 0; c < classes; c++) {
                sb.append(c % 3 == 0 ? "public " : "").append("class Node").append(c);
                if (c > 0) sb.append(" extends Node").append(next(c));
                sb.append(" {\n");
                for (int f = next(3); f >= 0; f--) {
                    sb.append("  int ").append(name()).append(f).append(" = ").append(next(100)).append(";\n");
                }
                for (int m = next(4); m >= 0; m--) {
                    sb.append("  ").append(next(4) == 0 ? "static " : "").append(next(2) == 0 ? "int" : "void")
                            .append(" m").append(m).append("(int a, Node").append(next(5)).append("[] list) {\n");
                    for (int s = next(5); s >= 0; s--) statement(2, 3);
                    sb.append("  }\n");
                }
                sb.append("}\n");
            }
            return sb.toString();
        }
    }

    private static Grammar named(ArrayList<Grammar> gs, String name) {
        for (Grammar g : gs) if (g.name.equals(name)) return g;
        throw new GrammarError("no grammar " + name);
    }

    private static long textHash(String s) {
        long h = 0;
        for (int i = 0; i < s.length(); i++) h = h * 31 + s.charAt(i);
        return h;
    }

    public static void main(String[] args) throws ParseError {
        String size = args.length > 0 ? args[0] : "small";
        int rounds, classes;
        if (size.equals("small")) {
            rounds = 4; classes = 20;
        } else if (size.equals("large")) {
            rounds = 12; classes = 80;
        } else {
            System.out.println("usage: spec.jack.Main [small|large]");
            System.exit(2);
            return;
        }
        StringBuilder text = new StringBuilder(DESCRIPTION);
        String program = new Sample(42 + classes).program(classes);
        System.out.println("jack: description " + DESCRIPTION.length() + " chars, sample program " + program.length() + " chars");

        ArrayList<Grammar> grammars = new Bootstrap(text.toString()).grammars();
        String canonical = grammars.toString();
        for (int round = 1; round <= rounds; round++) {
            StringBuilder line = new StringBuilder("round " + round + ":");
            GeneratedParser meta = null, mini = null;
            for (Grammar g : grammars) {
                Analysis a = new Analysis(g);
                JavaWriter w = new JavaWriter();
                String src = w.write(a);
                GeneratedParser gp = new GeneratedParser(a);
                line.append(' ').append(g.name).append("[prods ").append(g.productions.size())
                        .append(" terms ").append(a.vocab.names.size()).append(" iters ").append(a.iterations)
                        .append(" conflicts ").append(a.conflicts).append(" java ").append(src.length())
                        .append('/').append(Long.toHexString(textHash(src))).append(" nodes ").append(gp.size()).append(']');
                if (round == 1) {
                    System.out.println("grammar " + g.name + ": start " + g.start + " FIRST "
                            + a.setString(a.first[a.index.get(g.start)]));
                    for (int i = 0; i < g.productions.size(); i++) {
                        System.out.println("  " + g.productions.get(i).name + (a.nullable[i] ? " (nullable)" : "")
                                + " FIRST " + a.setString(a.first[i]) + " FOLLOW " + a.setString(a.follow[i]));
                    }
                    for (String c : a.conflictReports) System.out.println("  conflict: " + c);
                }
                if (g.name.equals("Jack")) meta = gp;
                if (g.name.equals("Mini")) mini = gp;
            }
            TreeNode self = meta.parse(text.toString());
            ArrayList<Grammar> again = TreeToGrammar.grammars(self);
            boolean same = again.toString().equals(canonical);
            line.append(" self-parse ").append(self.size()).append('/').append(Long.toHexString(self.hash(0)))
                    .append(same ? " same" : " DIFFERENT");
            TreeNode prog = mini.parse(program);
            line.append(" sample ").append(prog.size()).append('/').append(Long.toHexString(prog.hash(0)))
                    .append(" calls ").append(mini.last.calls).append(" backtracks ").append(mini.last.backtracks);
            System.out.println(line);
            grammars = again;
        }
        // errors: a broken description and a broken program
        try {
            findMeta(grammars).parse("grammar Broken start s ;\ns = \"a\" ( \"b\" | .\n");
            System.out.println("broken description parsed?");
        } catch (ParseError e) {
            System.out.println("broken description: " + e.getMessage());
        }
        try {
            new GeneratedParser(new Analysis(named(grammars, "Mini"))).parse("class A { int f(int a) { a = ; } }");
            System.out.println("broken program parsed?");
        } catch (ParseError e) {
            System.out.println("broken program: " + e.getMessage());
        }
        try {
            new Analysis(new Bootstrap("grammar G start s ;\ns = t .\n").grammars().get(0));
        } catch (GrammarError e) {
            System.out.println("broken grammar: " + e.getMessage());
        }
    }

    private static GeneratedParser findMeta(ArrayList<Grammar> gs) {
        return new GeneratedParser(new Analysis(named(gs, "Jack")));
    }
}
