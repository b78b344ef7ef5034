import java.io.Serializable;
import java.util.function.*;

/** Serializable lambdas and method references, intersection casts with marker interfaces, default methods on the functional interface (altMetafactory). */
public class LambdaSerializable {
    interface Marker {}
    interface Named { default String name() { return "named-default"; } }
    interface SerFn<A, B> extends Function<A, B>, Serializable {}
    interface Calc { int calc(int x); default Calc twice() { return x -> calc(calc(x)); } }

    static String tag(Object o) {
        return (o instanceof Serializable ? "S" : "-") + (o instanceof Marker ? "M" : "-") + (o instanceof Runnable ? "R" : "-")
                + (o instanceof Named ? "N" : "-") + (o instanceof Function ? "F" : "-");
    }

    public static void main(String[] args) {
        Runnable plain = () -> {};
        Runnable ser = (Runnable & Serializable) () -> System.out.println("serializable runnable ran");
        Runnable marked = (Runnable & Marker) () -> System.out.println("marker runnable ran");
        Object both = (Runnable & Serializable & Marker) () -> {};
        System.out.println("plain " + tag(plain));
        System.out.println("ser " + tag(ser));
        System.out.println("marked " + tag(marked));
        System.out.println("both " + tag(both));
        ser.run();
        marked.run();

        int base = 40;
        SerFn<Integer, Integer> sf = x -> x + base;
        System.out.println("SerFn " + tag(sf) + " " + sf.apply(2) + " andThen " + sf.andThen(x -> x * 2).apply(1));
        Function<String, Integer> sref = (Function<String, Integer> & Serializable) String::length;
        System.out.println("ser ref " + tag(sref) + " " + sref.apply("abcde"));

        Runnable named = (Runnable & Named) () -> System.out.println("named runnable ran");
        named.run();
        System.out.println("default via intersection: " + ((Named) named).name() + " " + tag(named));

        Supplier<String> sup = (Supplier<String> & Serializable) () -> "supplied " + base;
        System.out.println(sup.get() + " " + (sup instanceof Serializable));

        Calc c = x -> x * 3;
        System.out.println("default returning lambda: " + c.twice().calc(2) + " " + c.twice().twice().calc(1));
        Calc sc = (Calc & Serializable) x -> x - 1;
        System.out.println("serializable Calc: " + sc.twice().calc(10) + " " + (sc instanceof Serializable) + " " + (sc.twice() instanceof Serializable));

        Comparable<Integer> cmp = (Comparable<Integer> & Serializable) other -> 5 - other;
        System.out.println("Comparable lambda: " + cmp.compareTo(3) + " " + tag(cmp));
        Object o = sf;
        if (o instanceof Function) {
            @SuppressWarnings("unchecked") Function<Integer, Integer> g = (Function<Integer, Integer>) o;
            System.out.println("cast back: " + g.apply(0));
        }
        try {
            Object r = (Runnable) () -> {};
            Marker m = (Marker) r;
            System.out.println("unexpected " + m);
        } catch (ClassCastException e) {
            System.out.println("non-marker lambda cast: " + e.getClass().getName());
        }
    }
}
