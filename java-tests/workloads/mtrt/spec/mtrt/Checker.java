package spec.mtrt;

/** A checkerboard of two colours with squares of the given size. */
final class Checker extends Material {
    private final Vec other;
    private final double size;

    Checker(Vec a, Vec b, double size, double reflectivity) {
        super(a, 0.9, 0.2, 20, reflectivity);
        this.other = b;
        this.size = size;
    }

    @Override
    Vec colorAt(Vec p) {
        long ix = (long) Math.floor(p.x / size);
        long iz = (long) Math.floor(p.z / size);
        return ((ix + iz) & 1) == 0 ? color : other;
    }
}
