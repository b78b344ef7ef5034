/** Virtual dispatch across several levels: abstract classes, overriding, super calls, final methods, static vs instance. */
public class InheritanceDispatch {
    abstract static class Shape {
        private static int created = 0;
        protected final String name;

        Shape(String name) {
            this.name = name;
            created++;
        }

        abstract double area();

        String describe() {
            return name + " with area " + area();
        }

        final String kind() {
            return "shape:" + name;
        }

        static String family() {
            return "Shape";
        }

        static int created() {
            return created;
        }
    }

    static class Rect extends Shape {
        final double w;
        final double h;

        Rect(double w, double h) {
            this("rect", w, h);
        }

        Rect(String name, double w, double h) {
            super(name);
            this.w = w;
            this.h = h;
        }

        double area() {
            return w * h;
        }

        static String family() {
            return "Rect";
        }
    }

    static class Square extends Rect {
        Square(double s) {
            super("square", s, s);
        }

        String describe() {
            return "[" + super.describe() + "]";
        }
    }

    static class UnitSquare extends Square {
        UnitSquare() {
            super(1);
        }

        double area() {
            return super.area() * 1.0;
        }

        String describe() {
            return "unit " + super.describe();
        }
    }

    static class Circle extends Shape {
        final double r;

        Circle(double r) {
            super("circle");
            this.r = r;
        }

        double area() {
            return 3.0 * r * r;
        }
    }

    static class Animal {
        String sound() {
            return "...";
        }

        String speak() {
            return getClass().getName() + " says " + sound();
        }

        public String toString() {
            return "Animal(" + sound() + ")";
        }
    }

    static class Dog extends Animal {
        String sound() {
            return "woof";
        }
    }

    static class Puppy extends Dog {
        String sound() {
            return super.sound() + "ish";
        }
    }

    static class Cat extends Animal {
        String sound() {
            return "meow";
        }

        String speak() {
            return "the cat ignores you";
        }
    }

    static class Base {
        private String secret() {
            return "base-secret";
        }

        String callSecret() {
            return secret();
        }
    }

    static class Derived extends Base {
        @SuppressWarnings("unused")
        private String secret() {
            return "derived-secret";
        }
    }

    public static void main(String[] args) {
        Shape[] shapes = {new Rect(2, 3), new Square(4), new UnitSquare(), new Circle(2)};
        for (int i = 0; i < shapes.length; i++) {
            System.out.println(shapes[i].describe() + " / " + shapes[i].kind());
        }
        System.out.println("created " + Shape.created());
        System.out.println("static family " + Shape.family() + " " + Rect.family() + " " + Square.family());
        Animal[] animals = {new Animal(), new Dog(), new Puppy(), new Cat()};
        for (int i = 0; i < animals.length; i++) {
            System.out.println(animals[i].speak() + " | " + animals[i]);
        }
        System.out.println("private not overridden: " + new Derived().callSecret());
        double total = 0;
        for (int round = 0; round < 1000; round++) {
            for (int i = 0; i < shapes.length; i++) {
                total += shapes[i].area();
            }
        }
        System.out.println("total area " + total);
        Object o = new Puppy();
        System.out.println("via Object: " + o.toString() + " class " + o.getClass().getName());
        Dog d = new Puppy();
        System.out.println("via Dog: " + d.sound());
    }
}
