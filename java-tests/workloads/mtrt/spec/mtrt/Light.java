package spec.mtrt;

final class Light {
    final Vec position;
    final Vec color;

    Light(Vec position, Vec color) {
        this.position = position;
        this.color = color;
    }
}
