package spec.mtrt;

/**
 * The mtrt workload, in the spirit of SPECjvm98's 227_mtrt: a ray tracer (spheres, planes,
 * three lights, shadows, reflections, supersampling) rendering one image with two threads
 * that take alternate rows. Prints the image's checksum, per-thread ray counts and a
 * character thumbnail of the image.
 *
 * <p>Usage: {@code spec.mtrt.Main [small|large]}.
 */
public final class Main {
    private Main() {}

    public static void main(String[] args) throws InterruptedException {
        String size = args.length > 0 ? args[0] : "small";
        int width;
        int height;
        int samples;
        if (size.equals("small")) {
            width = 96;
            height = 64;
            samples = 1;
        } else if (size.equals("large")) {
            width = 256;
            height = 192;
            samples = 1;
        } else {
            System.out.println("usage: mtrt [small|large]");
            System.exit(2);
            return;
        }
        System.out.println("mtrt: " + size + ", " + width + "x" + height + ", " + samples * samples
                + " samples per pixel, 2 threads");
        Scene scene = Scene.standard(8);
        Camera camera = new Camera(new Vec(0, 1.2, -2), new Vec(0, 0, 7), 60, width, height);
        int[] pixels = new int[width * height];
        Renderer[] threads = new Renderer[2];
        for (int i = 0; i < threads.length; i++) {
            threads[i] = new Renderer("render-" + i, scene, camera, pixels, width, height, i, threads.length, samples);
        }
        for (Renderer r : threads) {
            r.start();
        }
        for (Renderer r : threads) {
            r.join();
        }
        long rays = 0;
        for (Renderer r : threads) {
            System.out.println(r.getName() + ": " + r.stats.rays + " rays, " + r.stats.shadowRays
                    + " shadow rays, " + r.stats.tests + " intersection tests");
            rays += r.stats.rays;
        }
        long sum = 0;
        int crc = 0;
        for (int p : pixels) {
            sum += (p >> 16) + ((p >> 8) & 0xFF) + (p & 0xFF);
            crc = crc * 16777619 ^ p;
        }
        System.out.println("total rays " + rays + ", mean brightness " + sum / (3L * pixels.length)
                + ", image checksum " + Integer.toHexString(crc));
        String ramp = " .:-=+*#%@";
        int tw = 48;
        int th = 16;
        for (int ty = 0; ty < th; ty++) {
            StringBuilder line = new StringBuilder();
            for (int tx = 0; tx < tw; tx++) {
                int p = pixels[(ty * height / th) * width + tx * width / tw];
                int lum = (2 * (p >> 16) + 5 * ((p >> 8) & 0xFF) + (p & 0xFF)) / 8;
                line.append(ramp.charAt(lum * ramp.length() / 256));
            }
            System.out.println(line);
        }
    }
}
