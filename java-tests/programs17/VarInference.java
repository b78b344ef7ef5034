import java.util.function.*;

/** Local variable type inference (var, Java 10/11): primitives, arrays, generics, anonymous class types with extra members, var in for/for-each, var lambda parameters, intersection-typed values, diamond with anonymous classes. */
public class VarInference {
    interface Named { String name(); }
    interface Aged { int age(); }
    static <T extends Named & Aged> T pick(T a, T b) { return a.age() >= b.age() ? a : b; }
    static final class Person implements Named, Aged {
        final String n; final int a;
        Person(String n, int a) { this.n = n; this.a = a; }
        public String name() { return n; }
        public int age() { return a; }
    }

    public static void main(String[] args) {
        var i = 10;
        var l = 10L;
        var d = 1.5;
        var f = 2.5f;
        var c = 'x';
        var b = (byte) 3;
        var s = "str";
        var sum = i + l + d + f + c + b;
        System.out.println("sum " + sum + " types " + ((Object) i).getClass().getSimpleName() + " " + ((Object) l).getClass().getSimpleName() + " " + ((Object) d).getClass().getSimpleName() + " " + ((Object) f).getClass().getSimpleName() + " " + ((Object) c).getClass().getSimpleName() + " " + ((Object) b).getClass().getSimpleName() + " " + s.getClass().getSimpleName());
        var arr = new int[] {3, 1, 2};
        var grid = new String[2][3];
        var total = 0;
        for (var x : arr) total += x;
        for (var k = 0; k < grid.length; k++) for (var m = 0; m < grid[k].length; m++) grid[k][m] = k + ":" + m;
        System.out.println("arrays " + total + " " + grid[1][2] + " " + arr.getClass().getSimpleName() + " " + grid.getClass().getSimpleName());
        var counter = new Object() {
            int count;
            void hit() { count++; }
            String report() { return "hits=" + count; }
        };
        counter.hit(); counter.hit(); counter.hit();
        System.out.println("anonymous var " + counter.report() + " field " + counter.count);
        BiFunction<Integer, Integer, Integer> add = (var x, var y) -> x + y;
        BinaryOperator<String> cat = (final var x, final var y) -> x + y;
        System.out.println("var lambda params " + add.apply(2, 3) + " " + cat.apply("a", "b"));
        var fn = (Function<String, Integer>) String::length;
        var sup = (Supplier<StringBuilder>) StringBuilder::new;
        System.out.println("var with cast lambdas " + fn.apply("four") + " " + sup.get().append("sb").reverse());
        var older = pick(new Person("ann", 30), new Person("bob", 41));
        System.out.println("intersection " + older.name() + " " + older.age());
        var box = new Object() { String tag = "t"; };
        var copy = box;
        copy.tag = "changed";
        System.out.println("same anonymous object " + box.tag);
        var sb = new StringBuilder();
        for (var e = 'a'; e <= 'e'; e++) sb.append(e);
        System.out.println("char loop " + sb);
        var big = Long.MAX_VALUE;
        var shifted = big >>> 60;
        System.out.println("long ops " + shifted + " " + (big + 1));
        var ternary = i > 5 ? 1 : 2.0;
        System.out.println("ternary promoted " + ternary);
        Supplier<Runnable> mk = () -> { var local = "captured var"; return () -> System.out.println(local); };
        mk.get().run();
    }
}
