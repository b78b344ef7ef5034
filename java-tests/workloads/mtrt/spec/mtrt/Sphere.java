package spec.mtrt;

final class Sphere implements Shape {
    private final Vec center;
    private final double radius;
    private final Material material;

    Sphere(Vec center, double radius, Material material) {
        this.center = center;
        this.radius = radius;
        this.material = material;
    }

    @Override
    public double intersect(Ray ray) {
        Vec oc = ray.origin.sub(center);
        double b = oc.dot(ray.dir);
        double c = oc.dot(oc) - radius * radius;
        double disc = b * b - c;
        if (disc < 0) {
            return Double.POSITIVE_INFINITY;
        }
        double s = Math.sqrt(disc);
        double t = -b - s;
        if (t > Scene.EPS) {
            return t;
        }
        t = -b + s;
        return t > Scene.EPS ? t : Double.POSITIVE_INFINITY;
    }

    @Override
    public Vec normalAt(Vec p) {
        return p.sub(center).scale(1.0 / radius);
    }

    @Override
    public Material material() {
        return material;
    }
}
