/** Object identity vs equals/hashCode overrides, toString overrides, and Object defaults compared only to themselves. */
public class ObjectEquality {
    static class Point {
        final int x;
        final int y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }

        public boolean equals(Object o) {
            if (this == o) {
                return true;
            }
            if (!(o instanceof Point)) {
                return false;
            }
            Point p = (Point) o;
            return x == p.x && y == p.y;
        }

        public int hashCode() {
            return 31 * x + y;
        }

        public String toString() {
            return "(" + x + ", " + y + ")";
        }
    }

    static class ColorPoint extends Point {
        final String color;

        ColorPoint(int x, int y, String color) {
            super(x, y);
            this.color = color;
        }

        public String toString() {
            return color + super.toString();
        }
    }

    static class Plain {
    }

    static class Money {
        final long cents;
        final String currency;

        Money(long cents, String currency) {
            this.cents = cents;
            this.currency = currency;
        }

        public boolean equals(Object o) {
            if (o == null || o.getClass() != getClass()) {
                return false;
            }
            Money m = (Money) o;
            return cents == m.cents && currency.equals(m.currency);
        }

        public int hashCode() {
            return (int) (cents ^ (cents >>> 32)) * 31 + currency.hashCode();
        }
    }

    public static void main(String[] args) {
        Point a = new Point(1, 2);
        Point b = new Point(1, 2);
        Point c = new Point(2, 1);
        System.out.println("a==b " + (a == b) + " a.equals(b) " + a.equals(b) + " a.equals(c) " + a.equals(c) + " a.equals(null) " + a.equals(null));
        System.out.println("hash a " + a.hashCode() + " b " + b.hashCode() + " c " + c.hashCode());
        System.out.println("toString " + a + " " + String.valueOf(c) + " concat " + (a + "/" + c));
        ColorPoint cp = new ColorPoint(1, 2, "red");
        System.out.println("cp " + cp + " a.equals(cp) " + a.equals(cp) + " cp.equals(a) " + cp.equals(a));
        Plain p1 = new Plain();
        Plain p2 = new Plain();
        System.out.println("plain equals self " + p1.equals(p1) + " other " + p1.equals(p2) + " hash stable " + (p1.hashCode() == p1.hashCode()));
        String ts = p1.toString();
        System.out.println("plain toString prefix " + ts.startsWith("ObjectEquality$Plain@") + " hex suffix " + ts.substring(ts.indexOf('@') + 1).equals(Integer.toHexString(p1.hashCode())));
        Money m1 = new Money(500, "EUR");
        Money m2 = new Money(500, "EUR");
        Money m3 = new Money(500, "USD");
        System.out.println("money " + m1.equals(m2) + " " + m1.equals(m3) + " " + (m1.hashCode() == m2.hashCode()) + " " + m1.equals("EUR"));
        Point[] pts = {new Point(0, 0), new Point(3, 4), new Point(0, 0), new Point(3, 4), new Point(5, 5)};
        int distinct = 0;
        for (int i = 0; i < pts.length; i++) {
            boolean seen = false;
            for (int j = 0; j < i; j++) {
                if (pts[j].equals(pts[i])) {
                    seen = true;
                    break;
                }
            }
            if (!seen) {
                distinct++;
            }
        }
        System.out.println("distinct points " + distinct);
        Object o1 = new Object();
        Object o2 = new Object();
        System.out.println("Object equals " + o1.equals(o2) + " " + o1.equals(o1) + " getClass " + o1.getClass().getName() + " same class " + (o1.getClass() == o2.getClass()));
        System.out.println("class of point " + a.getClass().getName() + " " + cp.getClass().getName() + " same " + (a.getClass() == b.getClass()) + " " + (a.getClass() == cp.getClass()));
        System.out.println("string equality " + "abc".equals(new String("abc")) + " boxed " + Integer.valueOf(1000).equals(Integer.valueOf(1000)));
    }
}
