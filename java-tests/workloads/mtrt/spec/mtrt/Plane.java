package spec.mtrt;

final class Plane implements Shape {
    private final Vec normal;
    private final double offset;
    private final Material material;

    /** The plane {@code normal . p = offset}. */
    Plane(Vec normal, double offset, Material material) {
        this.normal = normal.normalize();
        this.offset = offset;
        this.material = material;
    }

    @Override
    public double intersect(Ray ray) {
        double denom = normal.dot(ray.dir);
        if (Math.abs(denom) < 1e-9) {
            return Double.POSITIVE_INFINITY;
        }
        double t = (offset - normal.dot(ray.origin)) / denom;
        return t > Scene.EPS ? t : Double.POSITIVE_INFINITY;
    }

    @Override
    public Vec normalAt(Vec p) {
        return normal;
    }

    @Override
    public Material material() {
        return material;
    }
}
