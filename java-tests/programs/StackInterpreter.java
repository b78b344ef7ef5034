/** An interpreter for a tiny stack language with arithmetic, comparison, jumps, a call stack and error reporting. */
public class StackInterpreter {
    static class VmError extends RuntimeException {
        VmError(String msg) {
            super(msg);
        }
    }

    static class Machine {
        final long[] stack = new long[256];
        int sp;
        final int[] calls = new int[64];
        int csp;
        final long[] vars = new long[26];
        final StringBuilder out = new StringBuilder();
        long steps;

        void push(long v) {
            if (sp == stack.length) {
                throw new VmError("stack overflow");
            }
            stack[sp++] = v;
        }

        long pop() {
            if (sp == 0) {
                throw new VmError("stack underflow");
            }
            return stack[--sp];
        }

        int findLabel(String[] prog, String label) {
            for (int i = 0; i < prog.length; i++) {
                if (prog[i].equals(":" + label)) {
                    return i;
                }
            }
            throw new VmError("unknown label " + label);
        }

        void run(String source) {
            String[] prog = source.split(" ");
            int pc = 0;
            while (pc < prog.length) {
                String op = prog[pc++];
                steps++;
                if (op.length() == 0 || op.charAt(0) == ':') {
                    continue;
                }
                char c0 = op.charAt(0);
                if (Character.isDigit(c0) || (c0 == '-' && op.length() > 1)) {
                    push(Long.parseLong(op));
                    continue;
                }
                if (op.length() == 2 && op.charAt(0) == '!' ) {
                    vars[op.charAt(1) - 'a'] = pop();
                    continue;
                }
                if (op.length() == 2 && op.charAt(0) == '@') {
                    push(vars[op.charAt(1) - 'a']);
                    continue;
                }
                if (op.equals("+")) {
                    push(pop() + pop());
                } else if (op.equals("-")) {
                    long b = pop();
                    push(pop() - b);
                } else if (op.equals("*")) {
                    push(pop() * pop());
                } else if (op.equals("/")) {
                    long b = pop();
                    long a = pop();
                    if (b == 0) {
                        throw new VmError("division by zero at " + (pc - 1));
                    }
                    push(a / b);
                } else if (op.equals("%")) {
                    long b = pop();
                    push(pop() % b);
                } else if (op.equals("<")) {
                    long b = pop();
                    push(pop() < b ? 1 : 0);
                } else if (op.equals("=")) {
                    push(pop() == pop() ? 1 : 0);
                } else if (op.equals("dup")) {
                    long v = pop();
                    push(v);
                    push(v);
                } else if (op.equals("swap")) {
                    long b = pop();
                    long a = pop();
                    push(b);
                    push(a);
                } else if (op.equals("drop")) {
                    pop();
                } else if (op.equals("print")) {
                    out.append(pop()).append(' ');
                } else if (op.equals("jmp")) {
                    pc = findLabel(prog, prog[pc]);
                } else if (op.equals("jz")) {
                    String target = prog[pc++];
                    if (pop() == 0) {
                        pc = findLabel(prog, target);
                    }
                } else if (op.equals("call")) {
                    calls[csp++] = pc + 1;
                    pc = findLabel(prog, prog[pc]);
                } else if (op.equals("ret")) {
                    pc = calls[--csp];
                } else if (op.equals("halt")) {
                    return;
                } else {
                    throw new VmError("unknown op '" + op + "'");
                }
            }
        }
    }

    static void exec(String name, String src) {
        Machine m = new Machine();
        try {
            m.run(src);
            System.out.println(name + ": " + m.out + "| sp=" + m.sp + " steps=" + m.steps);
        } catch (VmError e) {
            System.out.println(name + ": error: " + e.getMessage() + " | partial output: " + m.out);
        }
    }

    public static void main(String[] args) {
        exec("arith", "2 3 + 4 * print 10 3 - print 7 2 / print 7 2 % print -5 3 * print");
        exec("countdown", "10 !n :loop @n print @n 1 - !n @n jz end jmp loop :end halt");
        exec("factorial", "20 !n 1 !r :top @n jz done @r @n * !r @n 1 - !n jmp top :done @r print");
        exec("fib", "0 !a 1 !b 0 !i :l @i 30 < jz e @a print @a @b + @b !a !b @i 1 + !i jmp l :e");
        exec("call", "5 call square print 12 call square print halt :square dup * ret");
        exec("gcd", "1071 !a 462 !b :g @b jz d @a @b % @b !a !b jmp g :d @a print");
        exec("underflow", "1 print +");
        exec("divzero", "1 2 print 0 /");
        exec("badop", "1 2 frob");
        exec("badlabel", "jmp nowhere");
        StringBuilder sb = new StringBuilder("0 !s 0 !i :loop @i 1000 < jz end @s @i + !s @i 1 + !i jmp loop :end @s print");
        exec("sum1000", sb.toString());
    }
}
