package spec.mtrt;

/** An immutable 3-vector; the tracer allocates these freely, as SPECjvm98's mtrt did. */
final class Vec {
    static final Vec ZERO = new Vec(0, 0, 0);

    final double x;
    final double y;
    final double z;

    Vec(double x, double y, double z) {
        this.x = x;
        this.y = y;
        this.z = z;
    }

    Vec add(Vec o) {
        return new Vec(x + o.x, y + o.y, z + o.z);
    }

    Vec sub(Vec o) {
        return new Vec(x - o.x, y - o.y, z - o.z);
    }

    Vec scale(double s) {
        return new Vec(x * s, y * s, z * s);
    }

    Vec mul(Vec o) {
        return new Vec(x * o.x, y * o.y, z * o.z);
    }

    double dot(Vec o) {
        return x * o.x + y * o.y + z * o.z;
    }

    Vec cross(Vec o) {
        return new Vec(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x);
    }

    double length() {
        return Math.sqrt(dot(this));
    }

    Vec normalize() {
        double l = length();
        return l == 0 ? this : scale(1.0 / l);
    }

    /** This direction mirrored about the normal {@code n}. */
    Vec reflect(Vec n) {
        return sub(n.scale(2 * dot(n)));
    }
}
