package spec.mtrt;

/**
 * Renders every {@code stride}-th row starting at {@code firstRow} into a shared pixel
 * array; each thread writes only its own rows, so the image does not depend on scheduling.
 */
final class Renderer extends Thread {
    private final Scene scene;
    private final Camera camera;
    private final int[] pixels;
    private final int width;
    private final int height;
    private final int firstRow;
    private final int stride;
    private final int samples;
    final Scene.Stats stats = new Scene.Stats();

    Renderer(String name, Scene scene, Camera camera, int[] pixels, int width, int height,
            int firstRow, int stride, int samples) {
        super(name);
        this.scene = scene;
        this.camera = camera;
        this.pixels = pixels;
        this.width = width;
        this.height = height;
        this.firstRow = firstRow;
        this.stride = stride;
        this.samples = samples;
    }

    static int channel(double v) {
        double g = Math.sqrt(Math.max(0, Math.min(1, v)));
        return (int) (g * 255 + 0.5);
    }

    @Override
    public void run() {
        for (int y = firstRow; y < height; y += stride) {
            for (int x = 0; x < width; x++) {
                Vec sum = Vec.ZERO;
                for (int sy = 0; sy < samples; sy++) {
                    for (int sx = 0; sx < samples; sx++) {
                        double u = (x + (sx + 0.5) / samples) / width;
                        double v = (y + (sy + 0.5) / samples) / height;
                        sum = sum.add(scene.trace(camera.ray(u, v), 0, stats));
                    }
                }
                Vec c = sum.scale(1.0 / (samples * samples));
                pixels[y * width + x] = (channel(c.x) << 16) | (channel(c.y) << 8) | channel(c.z);
            }
        }
    }
}
