package spec.mtrt;

final class Ray {
    final Vec origin;
    final Vec dir;

    Ray(Vec origin, Vec dir) {
        this.origin = origin;
        this.dir = dir;
    }

    Vec at(double t) {
        return origin.add(dir.scale(t));
    }
}
