package spec.mtrt;

/** Surface properties; {@link #colorAt} lets a material vary over the surface. */
class Material {
    final Vec color;
    final double diffuse;
    final double specular;
    final double shininess;
    final double reflectivity;

    Material(Vec color, double diffuse, double specular, double shininess, double reflectivity) {
        this.color = color;
        this.diffuse = diffuse;
        this.specular = specular;
        this.shininess = shininess;
        this.reflectivity = reflectivity;
    }

    Vec colorAt(Vec p) {
        return color;
    }
}
