/**
 * Call-site metrics computed by hand: vm/tests/metrics_held_out.rs
 * analyzes a run with the nested class Kernel (and its nested classes) as
 * the application and checks dynamic call sites, receiver and target
 * arities (a subclass that inherits its method adds a receiver class but
 * no target), inline-cache misses and densities against values derived
 * from this text. Keep Kernel's code as it is: the expected values depend
 * on every instruction.
 */
public class CallMetrics {
    static final class Kernel {
        interface Op {
            int apply(int x);
        }

        static final class Inc implements Op {
            public int apply(int x) {
                return x + 1;
            }
        }

        static final class Dbl implements Op {
            public int apply(int x) {
                return x * 2;
            }
        }

        static final class Neg implements Op {
            public int apply(int x) {
                return -x;
            }
        }

        static final class Sq implements Op {
            public int apply(int x) {
                return x * x;
            }
        }

        static class Animal {
            int legs() {
                return 4;
            }
        }

        static final class Dog extends Animal {
        }

        static final class Bird extends Animal {
            int legs() {
                return 2;
            }
        }

        static int s1(Op o, int x) {
            return o.apply(x);
        }

        static int s2(Op o, int x) {
            return o.apply(x);
        }

        static int s3(Animal a) {
            return a.legs();
        }

        static int s4(Animal a) {
            return a.legs();
        }

        static int run() {
            Op inc = new Inc();
            Op dbl = new Dbl();
            Op neg = new Neg();
            Op sq = new Sq();
            Animal animal = new Animal();
            Animal dog = new Dog();
            Animal bird = new Bird();
            int t = 0;
            t += s1(inc, 1);
            t += s1(inc, 2);
            t += s1(dbl, 3);
            t += s1(inc, 4);
            t += s1(neg, 5);
            t += s1(sq, 6);
            t += s2(inc, 7);
            t += s2(dbl, 8);
            t += s2(inc, 9);
            t += s2(dbl, 10);
            t += s3(animal);
            t += s3(dog);
            t += s3(dog);
            t += s3(animal);
            t += s3(bird);
            t += s4(bird);
            t += s4(bird);
            t += s4(bird);
            return t;
        }
    }

    public static void main(String[] args) {
        System.out.println(Kernel.run());
    }
}
