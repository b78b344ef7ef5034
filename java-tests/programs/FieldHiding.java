/** Field hiding, static vs instance fields and methods, access through super and casts. */
public class FieldHiding {
    static class A {
        String name = "A.name";
        static String sname = "A.sname";
        int x = 1;

        String getName() {
            return name;
        }

        static String sget() {
            return "A.sget";
        }
    }

    static class B extends A {
        String name = "B.name";
        static String sname = "B.sname";
        int x = 2;

        String getName() {
            return name;
        }

        String superName() {
            return super.name + "/" + super.getName() + "/" + ((A) this).name + "/" + super.x;
        }

        static String sget() {
            return "B.sget";
        }
    }

    static class C extends B {
        int x = 3;

        String allX() {
            return x + "," + super.x + "," + ((B) this).x + "," + ((A) this).x;
        }
    }

    static class Counter {
        static int shared;
        int own;

        void bump() {
            shared++;
            own++;
        }
    }

    public static void main(String[] args) {
        A ab = new B();
        B b = new B();
        System.out.println("ab.name=" + ab.name + " ab.getName()=" + ab.getName());
        System.out.println("b.name=" + b.name + " b.getName()=" + b.getName());
        System.out.println("superName " + b.superName());
        System.out.println("static " + A.sname + " " + B.sname + " " + A.sget() + " " + B.sget());
        C c = new C();
        System.out.println("allX " + c.allX() + " via A " + ((A) c).x);
        Counter c1 = new Counter();
        Counter c2 = new Counter();
        c1.bump();
        c1.bump();
        c2.bump();
        System.out.println("shared " + Counter.shared + " c1.own " + c1.own + " c2.own " + c2.own);
        ab.name = "changed";
        System.out.println("after change: A view " + ab.name + " B view " + ((B) ab).name + " getName " + ab.getName());
        B.sname = "B2";
        System.out.println("statics " + A.sname + " " + B.sname);
    }
}
