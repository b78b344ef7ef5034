import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reflection on records and sealed types: Class.isRecord, getRecordComponents (names, types,
 * accessors invoked), isSealed and getPermittedSubclasses, and a record printer built
 * on them. (Generic signatures are not kept by rjvm: getGenericType is not printed.)
 */
public class RecordReflection {
    record Point(int x, int y) {}

    record Named<T>(String name, T value, List<String> tags, int[] codes) {}

    record Empty() {}

    sealed interface Shape permits Circle, Square, Poly {}

    record Circle(double r) implements Shape {}

    record Square(double side) implements Shape {}

    static final class Poly implements Shape {
        final int sides = 5;
    }

    abstract static sealed class Vehicle permits Car, Truck {}

    static final class Car extends Vehicle {}

    static non-sealed class Truck extends Vehicle {}

    static class Plain {}

    enum Color { RED }

    static String show(Object o) throws Exception {
        Class<?> c = o.getClass();
        if (!c.isRecord()) {
            return String.valueOf(o);
        }
        StringBuilder sb = new StringBuilder(c.getSimpleName()).append('{');
        RecordComponent[] rcs = c.getRecordComponents();
        for (int i = 0; i < rcs.length; i++) {
            Object v = rcs[i].getAccessor().invoke(o);
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(rcs[i].getName()).append('=');
            sb.append(v instanceof int[] ? Arrays.toString((int[]) v) : show(v));
        }
        return sb.append('}').toString();
    }

    public static void main(String[] args) throws Exception {
        Class<?>[] classes = {Point.class, Named.class, Empty.class, Circle.class, Shape.class, Poly.class,
            Vehicle.class, Car.class, Truck.class, Plain.class, Color.class, Record.class, int.class,
            int[].class, String.class, Object.class};
        for (Class<?> c : classes) {
            Class<?>[] permitted = c.getPermittedSubclasses();
            List<String> names = new ArrayList<>();
            if (permitted != null) {
                for (Class<?> p : permitted) {
                    names.add(p.getSimpleName());
                }
            }
            RecordComponent[] rcs = c.getRecordComponents();
            System.out.println(c.getSimpleName() + ": record=" + c.isRecord() + " sealed=" + c.isSealed()
                + " permitted=" + (permitted == null ? "null" : names.toString())
                + " components=" + (rcs == null ? "null" : Arrays.toString(rcs)));
        }
        for (RecordComponent rc : Named.class.getRecordComponents()) {
            Method m = rc.getAccessor();
            System.out.println(rc.getName() + " type=" + rc.getType().getName()
                + " accessor=" + m.getName() + " returns " + m.getReturnType().getSimpleName()
                + " declared by " + rc.getDeclaringRecord().getSimpleName());
        }
        System.out.println(show(new Point(3, 4)));
        System.out.println(show(new Named<>("n", new Point(1, 2), List.of("a", "b"), new int[] {7, 8})));
        System.out.println(show(new Empty()));
        System.out.println(show(new Circle(1.5)) + " " + show("not a record"));
        System.out.println(Point.class.getRecordComponents() != Point.class.getRecordComponents());
        Point p = new Point(5, 6);
        Object[] values = new Object[2];
        RecordComponent[] pcs = Point.class.getRecordComponents();
        for (int i = 0; i < pcs.length; i++) {
            values[i] = pcs[i].getAccessor().invoke(p);
        }
        Point copy = Point.class.getDeclaredConstructor(int.class, int.class).newInstance(values);
        System.out.println("copy " + copy + " equal " + copy.equals(p));
        Shape s = new Square(2);
        for (Class<?> sub : Shape.class.getPermittedSubclasses()) {
            System.out.println(sub.getSimpleName() + " isInstance " + sub.isInstance(s) + " assignable " + Shape.class.isAssignableFrom(sub));
        }
    }
}
