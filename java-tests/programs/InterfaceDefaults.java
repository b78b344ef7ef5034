/** Java 8 interface default and static methods: inheritance, overriding, Iface.super calls, diamond resolution. */
public class InterfaceDefaults {
    interface Greeter {
        String name();

        default String greet() {
            return "Hello, " + name();
        }

        static String shout(String s) {
            return s.toUpperCase() + "!";
        }
    }

    interface Polite extends Greeter {
        default String greet() {
            return "Good day, " + name();
        }
    }

    interface Counter {
        default int count() {
            return 1;
        }
    }

    interface Left {
        default String side() {
            return "left";
        }
    }

    interface Right {
        default String side() {
            return "right";
        }
    }

    static class Plain implements Greeter {
        public String name() {
            return "plain";
        }
    }

    static class Fancy implements Polite, Counter {
        public String name() {
            return "fancy";
        }

        public int count() {
            return Counter.super.count() + 41;
        }
    }

    static class Override implements Greeter {
        public String name() {
            return "override";
        }

        public String greet() {
            return "Yo " + name() + " (default was: " + Greeter.super.greet() + ")";
        }
    }

    static class Both implements Left, Right {
        public String side() {
            return Left.super.side() + "+" + Right.super.side();
        }
    }

    static class Sub extends Plain implements Polite {
    }

    public static void main(String[] args) {
        Greeter[] gs = {new Plain(), new Fancy(), new Override(), new Sub()};
        for (int i = 0; i < gs.length; i++) {
            System.out.println(gs[i].greet());
        }
        System.out.println("count " + new Fancy().count() + " " + new Counter() {
        }.count());
        System.out.println("diamond " + new Both().side());
        System.out.println("static " + Greeter.shout("hey"));
        Polite p = new Fancy();
        System.out.println("via Polite " + p.greet() + " via Counter " + ((Counter) p).count());
    }
}
