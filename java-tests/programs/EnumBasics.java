/** Enum basics: values, valueOf (valid, invalid, null), ordinal, name, compareTo, equals, toString override, Enum.valueOf, getDeclaringClass. */
public class EnumBasics {
    enum Color { RED, GREEN, BLUE }
    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), VENUS(4.869e+24, 6.0518e6), EARTH(5.976e+24, 6.37814e6);
        private final double mass, radius;
        Planet(double mass, double radius) { this.mass = mass; this.radius = radius; }
        double surfaceGravity() { return 6.67300E-11 * mass / (radius * radius); }
    }
    enum Size {
        SMALL("S"), MEDIUM("M"), LARGE("L");
        private final String code;
        Size(String code) { this.code = code; }
        @Override public String toString() { return code + "(" + name().toLowerCase() + ")"; }
    }
    enum Empty {}
    enum Single { ONLY; int calls; int call() { return ++calls; } }

    public static void main(String[] args) {
        Color[] cs = Color.values();
        System.out.println("values length " + cs.length);
        for (Color c : cs) System.out.println(c + " name=" + c.name() + " ordinal=" + c.ordinal() + " toString=" + c.toString());
        System.out.println("values() is a copy: " + (Color.values() != Color.values()));
        cs[0] = null;
        System.out.println("after modifying copy: " + Color.values()[0]);
        System.out.println("valueOf: " + Color.valueOf("GREEN") + " same=" + (Color.valueOf("GREEN") == Color.GREEN));
        String[] bad = {"green", "PURPLE", "", " RED"};
        for (String b : bad) {
            try {
                Color.valueOf(b);
                System.out.println("no exception for " + b);
            } catch (IllegalArgumentException e) {
                System.out.println("IAE: " + e.getMessage());
            }
        }
        try {
            Color.valueOf(null);
        } catch (NullPointerException e) {
            System.out.println("valueOf(null): " + e.getClass().getName());
        }
        System.out.println("Enum.valueOf: " + Enum.valueOf(Color.class, "BLUE") + " " + Enum.valueOf(Size.class, "LARGE"));
        try {
            Enum.valueOf(Size.class, "HUGE");
        } catch (IllegalArgumentException e) {
            System.out.println("Enum.valueOf IAE: " + e.getMessage());
        }
        System.out.println("compareTo: " + Color.RED.compareTo(Color.BLUE) + " " + Color.BLUE.compareTo(Color.RED) + " " + Color.GREEN.compareTo(Color.GREEN));
        System.out.println("equals: " + Color.RED.equals(Color.RED) + " " + Color.RED.equals(Color.GREEN) + " " + Color.RED.equals("RED") + " " + Color.RED.equals(null));
        System.out.println("hashCode stable: " + (Color.RED.hashCode() == Color.RED.hashCode()));
        for (Size s : Size.values()) System.out.println("size " + s + " name=" + s.name() + " ordinal=" + s.ordinal() + " valueOf=" + Size.valueOf(s.name()));
        for (Planet p : Planet.values()) System.out.println(p + " gravity*1000=" + (long) (p.surfaceGravity() * 1000));
        System.out.println("Empty values: " + Empty.values().length);
        System.out.println("Single: " + Single.ONLY.call() + " " + Single.ONLY.call() + " " + Single.valueOf("ONLY").call());
        System.out.println("declaring: " + Color.RED.getDeclaringClass().getName() + " " + Color.RED.getClass().getName());
        System.out.println("is Enum: " + (Color.RED instanceof Enum) + " is Comparable: " + (Color.RED instanceof Comparable));
        Enum<?> e = Size.MEDIUM;
        System.out.println("as Enum: " + e.name() + " " + e.ordinal() + " " + e);
        Comparable<Color> cmp = Color.GREEN;
        System.out.println("as Comparable: " + cmp.compareTo(Color.RED));
        System.out.println("class getSuperclass: " + Color.class.getSuperclass().getName() + " isEnum=" + Color.class.isEnum());
        Color[] constants = Color.class.getEnumConstants();
        System.out.println("getEnumConstants: " + constants.length + " " + constants[2]);
        Color c = Color.BLUE;
        String desc = c == Color.RED ? "warm" : c == Color.BLUE ? "cool" : "neutral";
        System.out.println("identity compare: " + desc);
    }
}
