/** instanceof and checkcast with classes, interfaces, arrays and null, and ClassCastException. */
public class InstanceofCast {
    interface Flyer {
    }

    interface Swimmer {
    }

    static class Animal {
    }

    static class Bird extends Animal implements Flyer {
    }

    static class Duck extends Bird implements Swimmer {
    }

    static class Fish extends Animal implements Swimmer {
    }

    static String check(Object o) {
        return (o instanceof Object ? "O" : "-") + (o instanceof Animal ? "A" : "-") + (o instanceof Bird ? "B" : "-")
                + (o instanceof Duck ? "D" : "-") + (o instanceof Fish ? "F" : "-") + (o instanceof Flyer ? "l" : "-")
                + (o instanceof Swimmer ? "s" : "-") + (o instanceof Object[] ? "[" : "-") + (o instanceof Animal[] ? "a" : "-")
                + (o instanceof int[] ? "i" : "-") + (o instanceof String ? "S" : "-") + (o instanceof Integer ? "I" : "-")
                + (o instanceof Number ? "N" : "-");
    }

    static void tryCast(String label, Object o) {
        try {
            Bird b = (Bird) o;
            System.out.println(label + ": cast to Bird ok, null? " + (b == null));
        } catch (ClassCastException e) {
            System.out.println(label + ": ClassCastException caught (" + e.getClass().getName() + ")");
        }
    }

    public static void main(String[] args) {
        Object[] things = {new Object(), new Animal(), new Bird(), new Duck(), new Fish(), "str", new int[1], new Animal[1], new Duck[1],
                new Object[1], new String[1], new int[1][1], null, Integer.valueOf(1)};
        for (int i = 0; i < things.length; i++) {
            System.out.println(i + " " + check(things[i]));
        }
        tryCast("Duck", new Duck());
        tryCast("Fish", new Fish());
        tryCast("null", null);
        tryCast("String", "x");
        Object arr = new Duck[2];
        Animal[] animals = (Animal[]) arr;
        Flyer[] flyers = (Flyer[]) arr;
        Object[] objs = (Object[]) arr;
        System.out.println("array casts ok " + animals.length + flyers.length + objs.length);
        try {
            Fish[] fish = (Fish[]) arr;
            System.out.println("no exception " + fish.length);
        } catch (ClassCastException e) {
            System.out.println("array CCE caught " + e.getClass().getName());
        }
        try {
            Object ints = new int[3];
            long[] longs = (long[]) ints;
            System.out.println("no exception " + longs.length);
        } catch (ClassCastException e) {
            System.out.println("primitive array CCE caught");
        }
        try {
            Object s = "a string";
            Integer i = (Integer) s;
            System.out.println("no exception " + i);
        } catch (ClassCastException e) {
            System.out.println("String->Integer CCE caught");
        }
        try {
            Object o = new Bird();
            Swimmer s = (Swimmer) o;
            System.out.println("no exception " + (s != null));
        } catch (ClassCastException e) {
            System.out.println("interface CCE caught");
        }
        Object o2 = new Duck();
        Swimmer s2 = (Swimmer) o2;
        Flyer f2 = (Flyer) s2;
        Animal a2 = (Animal) f2;
        System.out.println("chain casts ok " + (a2 == o2));
        Object cloneable = new int[0];
        System.out.println("arrays are Cloneable " + (cloneable instanceof Cloneable) + " " + (new String[0] instanceof Cloneable)
                + " " + (new int[0][0] instanceof java.io.Serializable));
        Cloneable cl = (Cloneable) cloneable;
        java.io.Serializable ser = (java.io.Serializable) cl;
        System.out.println("array as Cloneable/Serializable ok " + (ser != null));
        Object[][] multi = new Duck[2][2];
        System.out.println("multi " + (multi instanceof Animal[][]) + " " + (multi instanceof Flyer[][]) + " " + (multi instanceof Object[][])
                + " " + (multi[0] instanceof Duck[]) + " " + (multi instanceof Fish[][]));
        int count = 0;
        for (int i = 0; i < 10000; i++) {
            Object t = things[i % things.length];
            if (t instanceof Animal) {
                count++;
            }
        }
        System.out.println("instanceof loop count " + count);
    }
}
