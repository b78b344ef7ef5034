// rjvm-test: args=alpha beta 42 -x
/** Command-line arguments reach main's String[] in order. */
public class ArgsEcho {
    public static void main(String[] args) {
        System.out.println("argc=" + args.length);
        for (int i = 0; i < args.length; i++) {
            System.out.println("arg[" + i + "]=" + args[i] + " length " + args[i].length());
        }
        int sum = 0;
        for (int i = 0; i < args.length; i++) {
            try {
                sum += Integer.parseInt(args[i]);
            } catch (NumberFormatException e) {
                System.out.println("not a number: " + e.getMessage());
            }
        }
        System.out.println("sum of numeric args " + sum);
    }
}
