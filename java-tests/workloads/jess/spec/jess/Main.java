package spec.jess;

/**
 * jess: a forward-chaining rule engine in the spirit of SPECjvm98's _202_jess.
 *
 * A CLIPS-like rule program (Towers of Hanoi by goal decomposition, N-queens
 * as one many-pattern join, and the water-jug puzzle as a state-space search
 * with negated patterns) is read and compiled into rules. Each round then
 * asserts the same three puzzles again with different literals, without
 * retracting the facts of earlier rounds, so every round matches against a
 * larger fact list. The first round's printout is shown; every later line is
 * folded into a checksum.
 *
 * Usage: spec.jess.Main [small|large]
 */
public final class Main {
    static String program(int queens) {
        StringBuilder p = new StringBuilder();
        p.append(";; Towers of Hanoi: a goal (hanoi g base n half from to via) becomes\n");
        p.append(";; the move of disc n, numbered base+half-1, and two smaller goals.\n");
        p.append("(defrule hanoi-split\n");
        p.append("  ?h <- (hanoi ?g ?base ?n ?half ?from ?to ?via)\n");
        p.append("  (test (> ?n 0))\n");
        p.append("  =>\n");
        p.append("  (retract ?h)\n");
        p.append("  (assert (move ?g (+ ?base (- ?half 1)) ?n ?from ?to))\n");
        p.append("  (assert (hanoi ?g ?base (- ?n 1) (div ?half 2) ?from ?via ?to))\n");
        p.append("  (assert (hanoi ?g (+ ?base ?half) (- ?n 1) (div ?half 2) ?via ?to ?from)))\n");
        p.append("(defrule hanoi-leaf\n");
        p.append("  ?h <- (hanoi ?g ? 0 ? ? ? ?)\n");
        p.append("  =>\n");
        p.append("  (retract ?h))\n");
        p.append("(defrule hanoi-print (declare (salience -5))\n");
        p.append("  ?p <- (print-next ?g ?k)\n");
        p.append("  (move ?g ?k ?d ?from ?to)\n");
        p.append("  =>\n");
        p.append("  (printout t ?g \" move \" ?k \": disc \" ?d \" \" ?from \" -> \" ?to crlf)\n");
        p.append("  (retract ?p)\n");
        p.append("  (assert (print-next ?g (+ ?k 1))))\n");
        p.append("(defrule hanoi-done (declare (salience -5))\n");
        p.append("  ?p <- (print-next ?g ?k)\n");
        p.append("  (hanoi-size ?g ?total)\n");
        p.append("  (test (> ?k ?total))\n");
        p.append("  =>\n");
        p.append("  (retract ?p)\n");
        p.append("  (printout t ?g \" hanoi done in \" ?total \" moves\" crlf))\n");

        p.append(";; N-queens: one pattern per column, each column's row a (qval g r) fact.\n");
        p.append("(defrule queens\n");
        for (int i = 1; i <= queens; i++) {
            p.append("  (qval ?g ?r").append(i).append(")\n");
            for (int j = 1; j < i; j++) {
                p.append("  (test (and (<> ?r").append(j).append(" ?r").append(i).append(") (<> (abs (- ?r")
                        .append(j).append(" ?r").append(i).append(")) ").append(i - j).append(")))\n");
            }
        }
        p.append("  =>\n  (assert (qsol ?g");
        for (int i = 1; i <= queens; i++) p.append(" ?r").append(i);
        p.append(")))\n");
        p.append("(defrule queens-count (declare (salience 5))\n  ?s <- (qsol ?g");
        for (int i = 1; i <= queens; i++) p.append(" ?r").append(i);
        p.append(")\n  ?c <- (qcount ?g ?n)\n  =>\n  (retract ?s ?c)\n");
        p.append("  (assert (qcount ?g (+ ?n 1)))\n  (printout t ?g \" queens\"");
        for (int i = 1; i <= queens; i++) p.append(" \" \" ?r").append(i);
        p.append(" crlf))\n");
        p.append("(defrule queens-report (declare (salience -10))\n");
        p.append("  ?r <- (qreport ?g)\n  (qcount ?g ?n)\n  =>\n  (retract ?r)\n");
        p.append("  (printout t ?g \" queens solutions \" ?n crlf))\n");

        p.append(";; Water jugs: states (jstate g a b depth), each (a b) visited once.\n");
        p.append("(defrule jug-goal (declare (salience 10))\n");
        p.append("  (jstate ?g ?a ?b ?d)\n  (jtarget ?g ?t)\n  (test (or (= ?a ?t) (= ?b ?t)))\n");
        p.append("  (not (jsolved ?g))\n  =>\n  (assert (jsolved ?g))\n");
        p.append("  (printout t ?g \" jugs reach \" ?t \" with \" ?a \"/\" ?b \" at depth \" ?d crlf))\n");
        String[][] moves = {
            {"fill-a", "(< ?a ?ca)", "?ca", "?b"},
            {"fill-b", "(< ?b ?cb)", "?a", "?cb"},
            {"empty-a", "(> ?a 0)", "0", "?b"},
            {"empty-b", "(> ?b 0)", "?a", "0"},
            {"pour-a-b", "(and (> ?a 0) (< ?b ?cb))", "(- ?a (min ?a (- ?cb ?b)))", "(+ ?b (min ?a (- ?cb ?b)))"},
            {"pour-b-a", "(and (> ?b 0) (< ?a ?ca))", "(+ ?a (min ?b (- ?ca ?a)))", "(- ?b (min ?b (- ?ca ?a)))"},
        };
        for (String[] m : moves) {
            p.append("(defrule jug-").append(m[0]).append("\n");
            p.append("  (jstate ?g ?a ?b ?d)\n  (jcap ?g ?ca ?cb)\n  (test ").append(m[1]).append(")\n");
            p.append("  (not (jsolved ?g))\n");
            p.append("  (not (jseen ?g ").append(eq(m[2])).append(" ").append(eq(m[3])).append("))\n");
            p.append("  =>\n");
            p.append("  (assert (jseen ?g ").append(m[2]).append(" ").append(m[3]).append("))\n");
            p.append("  (assert (jstate ?g ").append(m[2]).append(" ").append(m[3]).append(" (+ ?d 1))))\n");
        }
        p.append("(defrule jug-report (declare (salience -10))\n");
        p.append("  ?r <- (jreport ?g)\n  =>\n  (retract ?r)\n");
        p.append("  (printout t ?g \" jugs done\" crlf))\n");
        return p.toString();
    }

    private static String eq(String e) {
        return e.startsWith("(") ? "= " + e : e;
    }

    static String puzzles(int round, int discs, int queens) {
        String h = "h" + round;
        String q = "q" + round;
        String j = "j" + round;
        int half = 1 << (discs - 1);
        String[] pegs = {"left", "middle", "right", "west", "centre", "east", "a", "b", "c"};
        int pi = (round % 3) * 3;
        StringBuilder p = new StringBuilder("(assert");
        p.append(" (hanoi ").append(h).append(" 1 ").append(discs).append(' ').append(half).append(' ')
                .append(pegs[pi]).append(' ').append(pegs[pi + 2]).append(' ').append(pegs[pi + 1]).append(')');
        p.append(" (hanoi-size ").append(h).append(' ').append((1 << discs) - 1).append(')');
        p.append(" (print-next ").append(h).append(" 1)");
        p.append(" (qcount ").append(q).append(" 0) (qreport ").append(q).append(')');
        for (int r = 1; r <= queens; r++) p.append(" (qval ").append(q).append(' ').append(r).append(')');
        int ca = 3 + round % 7;
        int cb = 5 + (round * 5) % 9;
        int target = 1 + round % Math.max(ca, cb);
        p.append(" (jcap ").append(j).append(' ').append(ca).append(' ').append(cb).append(')');
        p.append(" (jtarget ").append(j).append(' ').append(target).append(')');
        p.append(" (jreport ").append(j).append(')');
        p.append(" (jseen ").append(j).append(" 0 0)");
        p.append(" (jstate ").append(j).append(" 0 0 0)");
        p.append(")\n");
        return p.toString();
    }

    public static void main(String[] args) {
        String size = args.length > 0 ? args[0] : "small";
        int rounds, discs, queens;
        if (size.equals("small")) {
            rounds = 6; discs = 5; queens = 6;
        } else if (size.equals("large")) {
            rounds = 15; discs = 6; queens = 8;
        } else {
            System.out.println("usage: spec.jess.Main [small|large]");
            System.exit(2);
            return;
        }
        Engine e = new Engine();
        String prog = program(queens);
        e.load(prog);
        System.out.println("jess: " + e.rules().size() + " rules, " + prog.length() + " chars of program");
        for (int r = 1; r <= rounds; r++) {
            e.echo = r == 1;
            e.load(puzzles(r, discs, queens));
            long n = e.run(Long.MAX_VALUE);
            System.out.println("round " + r + ": fired " + n + ", facts " + e.factCount()
                    + ", activations " + e.activations + ", joins " + e.joins);
        }
        System.out.println("totals: fired " + e.fired + ", asserted " + e.asserted + ", retracted " + e.retracted
                + ", discarded " + e.discarded + ", output lines " + e.outLines);
        for (Rule r : e.rules()) System.out.println("  " + r.name + " fired " + r.fired);
        System.out.println("checksum " + Long.toHexString(e.outHash));
    }
}
