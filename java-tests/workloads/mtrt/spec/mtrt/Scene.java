package spec.mtrt;

import java.util.ArrayList;
import java.util.List;

/** Shapes and lights, and the recursive shading of a ray: Phong lighting, shadows, mirrors. */
final class Scene {
    static final double EPS = 1e-6;
    static final int MAX_DEPTH = 4;

    final List<Shape> shapes = new ArrayList<>();
    final List<Light> lights = new ArrayList<>();
    Vec ambient = new Vec(0.08, 0.08, 0.1);
    Vec background = new Vec(0.15, 0.2, 0.35);

    /** A scene of spheres over a checkered floor, lit by three lights. */
    static Scene standard(int extraSpheres) {
        Scene s = new Scene();
        s.shapes.add(new Plane(new Vec(0, 1, 0), -1.0,
                new Checker(new Vec(0.9, 0.9, 0.9), new Vec(0.2, 0.25, 0.2), 1.0, 0.25)));
        s.shapes.add(new Plane(new Vec(0, 0, -1), -30.0,
                new Material(new Vec(0.4, 0.5, 0.8), 0.7, 0.0, 1, 0.0)));
        s.shapes.add(new Sphere(new Vec(0, 0.2, 6), 1.2, new Material(new Vec(0.9, 0.2, 0.2), 0.6, 0.8, 60, 0.35)));
        s.shapes.add(new Sphere(new Vec(-2.2, -0.2, 7.5), 0.8, new Material(new Vec(0.2, 0.8, 0.3), 0.8, 0.4, 30, 0.1)));
        s.shapes.add(new Sphere(new Vec(2.1, 0.0, 5.2), 0.9, new Material(new Vec(0.95, 0.95, 0.95), 0.1, 1.0, 120, 0.8)));
        // a ring of small spheres
        for (int i = 0; i < extraSpheres; i++) {
            double a = 2 * Math.PI * i / extraSpheres;
            Vec c = new Vec(3.5 * StrictMath.cos(a), -0.7, 8 + 3.5 * StrictMath.sin(a));
            Vec col = new Vec(0.5 + 0.5 * StrictMath.cos(a), 0.5 + 0.5 * StrictMath.sin(a), 0.6);
            s.shapes.add(new Sphere(c, 0.3, new Material(col, 0.7, 0.5, 40, 0.2)));
        }
        s.lights.add(new Light(new Vec(-5, 8, -2), new Vec(0.8, 0.8, 0.75)));
        s.lights.add(new Light(new Vec(6, 5, 2), new Vec(0.4, 0.35, 0.3)));
        s.lights.add(new Light(new Vec(0, 10, 12), new Vec(0.2, 0.25, 0.35)));
        return s;
    }

    /** Per-thread counters, so that no two threads write the same memory. */
    static final class Stats {
        long rays;
        long shadowRays;
        long tests;
    }

    Shape closest(Ray ray, double[] tOut, Stats st) {
        Shape best = null;
        double bestT = Double.POSITIVE_INFINITY;
        for (Shape s : shapes) {
            st.tests++;
            double t = s.intersect(ray);
            if (t < bestT) {
                bestT = t;
                best = s;
            }
        }
        tOut[0] = bestT;
        return best;
    }

    boolean shadowed(Vec p, Vec toLight, double dist, Stats st) {
        st.shadowRays++;
        Ray r = new Ray(p, toLight);
        for (Shape s : shapes) {
            st.tests++;
            if (s.intersect(r) < dist) {
                return true;
            }
        }
        return false;
    }

    Vec trace(Ray ray, int depth, Stats st) {
        st.rays++;
        double[] t = new double[1];
        Shape hit = closest(ray, t, st);
        if (hit == null) {
            return background;
        }
        Vec p = ray.at(t[0]);
        Vec n = hit.normalAt(p);
        if (n.dot(ray.dir) > 0) {
            n = n.scale(-1);
        }
        Material m = hit.material();
        Vec base = m.colorAt(p);
        Vec color = ambient.mul(base);
        Vec pOff = p.add(n.scale(1e-4));
        for (Light l : lights) {
            Vec toLight = l.position.sub(p);
            double dist = toLight.length();
            toLight = toLight.scale(1.0 / dist);
            double lambert = n.dot(toLight);
            if (lambert <= 0 || shadowed(pOff, toLight, dist, st)) {
                continue;
            }
            color = color.add(base.mul(l.color).scale(m.diffuse * lambert));
            if (m.specular > 0) {
                Vec h = toLight.sub(ray.dir).normalize();
                double spec = StrictMath.pow(Math.max(0, n.dot(h)), m.shininess);
                color = color.add(l.color.scale(m.specular * spec));
            }
        }
        if (m.reflectivity > 0 && depth < MAX_DEPTH) {
            Vec r = ray.dir.reflect(n).normalize();
            Vec rc = trace(new Ray(pOff, r), depth + 1, st);
            color = color.scale(1 - m.reflectivity).add(rc.scale(m.reflectivity));
        }
        return color;
    }
}
