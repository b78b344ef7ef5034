package spec.mtrt;

/** Something a ray can hit. */
interface Shape {
    /** The smallest {@code t > eps} where {@code ray} hits this shape, or +infinity. */
    double intersect(Ray ray);

    /** The unit outward normal at a point on the surface. */
    Vec normalAt(Vec p);

    Material material();
}
