package spec.mtrt;

/** A pinhole camera looking from {@code eye} towards {@code target}. */
final class Camera {
    private final Vec eye;
    private final Vec forward;
    private final Vec right;
    private final Vec up;
    private final double halfWidth;
    private final double halfHeight;

    Camera(Vec eye, Vec target, double fovDegrees, int width, int height) {
        this.eye = eye;
        forward = target.sub(eye).normalize();
        right = forward.cross(new Vec(0, 1, 0)).normalize().scale(-1);
        up = right.cross(forward).scale(-1);
        halfWidth = StrictMath.tan(StrictMath.toRadians(fovDegrees) / 2);
        halfHeight = halfWidth * height / width;
    }

    /** The primary ray through the point (u, v) of the image, both in [0, 1]. */
    Ray ray(double u, double v) {
        Vec d = forward.add(right.scale((2 * u - 1) * halfWidth)).add(up.scale((1 - 2 * v) * halfHeight));
        return new Ray(eye, d.normalize());
    }
}
