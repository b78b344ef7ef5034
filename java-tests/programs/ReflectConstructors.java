import java.lang.reflect.*;
import java.util.*;

/** Reflection over constructors and classes: newInstance, Modifier, class queries, failures. */
public class ReflectConstructors {
    public static class Account {
        private final String owner;
        private final long balance;
        public Account() { this("nobody", 0); }
        public Account(String owner) { this(owner, 10); }
        public Account(String owner, long balance) {
            if (balance < 0) throw new IllegalArgumentException("negative balance " + balance);
            this.owner = owner;
            this.balance = balance;
        }
        protected Account(int code) { this("code" + code, code); }
        private Account(char tag, boolean b) { this("tag" + tag + b, 1); }
        @Override public String toString() { return owner + ":" + balance; }
    }

    public static abstract class Abstract {
        public Abstract() {}
    }

    public enum Color { RED, GREEN }

    static class Counted {
        static int made;
        static { System.out.println("Counted initialised"); }
        Counted() { made++; }
    }

    public static class Failing {
        public Failing() throws Exception { throw new java.io.IOException("cannot build"); }
    }

    public static class NoDefault {
        public NoDefault(int x) {}
    }

    interface Marker {}
    interface Sub extends Marker, Comparable<String> {}

    static void attempt(String what, Action a) {
        try {
            System.out.println(what + " -> " + a.run());
        } catch (InvocationTargetException e) {
            System.out.println(what + " -> InvocationTargetException cause " + e.getCause().getClass().getName() + ": " + e.getCause().getMessage());
        } catch (Exception e) {
            System.out.println(what + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    interface Action { Object run() throws Exception; }

    public static void main(String[] args) throws Exception {
        Class<Account> ac = Account.class;
        List<String> names = new ArrayList<>();
        for (Constructor<?> c : ac.getDeclaredConstructors()) names.add(c.toString() + " count=" + c.getParameterCount() + " mods=" + c.getModifiers());
        Collections.sort(names);
        for (String n : names) System.out.println("declared " + n);
        names.clear();
        for (Constructor<?> c : ac.getConstructors()) names.add(c.toString());
        Collections.sort(names);
        System.out.println("public " + names);

        Constructor<Account> c2 = ac.getConstructor(String.class, long.class);
        System.out.println("name " + c2.getName() + " declaring " + c2.getDeclaringClass().getSimpleName() + " params " + Arrays.toString(c2.getParameterTypes()));
        attempt("new(String,long)", () -> c2.newInstance("ann", 100L));
        attempt("new(String,int widened)", () -> c2.newInstance("bob", 5));
        attempt("new()", () -> ac.getConstructor().newInstance());
        attempt("new(String)", () -> ac.getConstructor(String.class).newInstance("cy"));
        attempt("new negative", () -> c2.newInstance("dan", -1L));
        attempt("wrong count", () -> c2.newInstance("eve"));
        attempt("wrong type", () -> c2.newInstance(1, 2L));
        attempt("protected", () -> ac.getDeclaredConstructor(int.class).newInstance(7));
        Constructor<Account> priv = ac.getDeclaredConstructor(char.class, boolean.class);
        priv.setAccessible(true);
        attempt("private accessible", () -> priv.newInstance('q', true));
        attempt("getConstructor(int) public only", () -> ac.getConstructor(int.class));
        attempt("missing constructor", () -> ac.getDeclaredConstructor(double.class));
        attempt("abstract", () -> Abstract.class.getConstructor().newInstance());
        Constructor<ReflectConstructorsHidden> hiddenCtor = ReflectConstructorsHidden.class.getDeclaredConstructor(String.class);
        attempt("private of another class", () -> hiddenCtor.newInstance("x"));
        attempt("Class.newInstance private", () -> ReflectConstructorsHidden.class.newInstance());
        hiddenCtor.setAccessible(true);
        attempt("private of another class, accessible", () -> hiddenCtor.newInstance("x"));
        Constructor<?> ec = Color.class.getDeclaredConstructors()[0];
        ec.setAccessible(true);
        attempt("enum accessible", () -> ec.newInstance("BLUE", 2));
        attempt("throwing", () -> Failing.class.getConstructor().newInstance());
        System.out.println("before Counted");
        Constructor<Counted> cc = Counted.class.getDeclaredConstructor();
        System.out.println("got Counted constructor");
        attempt("Counted", () -> cc.newInstance().getClass().getSimpleName() + " made=" + Counted.made);
        attempt("Class.newInstance", () -> ac.newInstance());
        attempt("Class.newInstance no default", () -> NoDefault.class.newInstance());
        attempt("StringBuilder(String)", () -> StringBuilder.class.getConstructor(String.class).newInstance("sb").append('!'));
        attempt("ArrayList(Collection)", () -> ArrayList.class.getConstructor(Collection.class).newInstance(Arrays.asList(1, 2)));
        attempt("Integer(int)", () -> Integer.class.getConstructor(int.class).newInstance(5));

        System.out.println("Account modifiers " + Modifier.toString(ac.getModifiers()));
        System.out.println("Abstract modifiers " + Modifier.toString(Abstract.class.getModifiers()));
        System.out.println("Marker modifiers " + Modifier.toString(Marker.class.getModifiers()));
        System.out.println("Sub interfaces " + Arrays.toString(Sub.class.getInterfaces()) + " isInterface " + Sub.class.isInterface());
        System.out.println("Sub superclass " + Sub.class.getSuperclass());
        System.out.println("Account superclass " + ac.getSuperclass() + " / " + ac.getSuperclass().getSuperclass());
        System.out.println("Color superclass " + Color.class.getSuperclass() + " isEnum " + Color.class.isEnum());
        System.out.println("int superclass " + int.class.getSuperclass() + " array superclass " + int[].class.getSuperclass());
        System.out.println("array interfaces " + Arrays.toString(String[].class.getInterfaces()));
        System.out.println("int constructors " + int.class.getConstructors().length + " interface constructors " + Marker.class.getDeclaredConstructors().length);
        System.out.println("Modifier.toString(all) " + Modifier.toString(0xFFF));
        System.out.println("Modifier checks " + Modifier.isPublic(1) + Modifier.isStatic(8) + Modifier.isFinal(8) + Modifier.isAbstract(0x400));
        System.out.println("equals " + c2.equals(ac.getConstructor(String.class, long.class)) + " " + c2.equals(priv));
    }
}

/** A top-level class: its private constructors are no nestmates of ReflectConstructors in any release. */
class ReflectConstructorsHidden {
    final String tag;
    private ReflectConstructorsHidden() { this("default"); }
    private ReflectConstructorsHidden(String tag) { this.tag = tag; }
    @Override public String toString() { return "Hidden(" + tag + ")"; }
}
