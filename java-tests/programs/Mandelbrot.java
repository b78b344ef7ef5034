/** The Benchmarks Game mandelbrot (plain Java form), 64x64, bitmap summarized as a checksum and hex rows. */
public class Mandelbrot {
    public static void main(String[] args) {
        int n = 64;
        int bytesPerRow = (n + 7) / 8;
        byte[] bits = new byte[n * bytesPerRow];
        for (int y = 0; y < n; y++) {
            double ci = 2.0 * y / n - 1.0;
            for (int xb = 0; xb < bytesPerRow; xb++) {
                int b = 0;
                for (int x = xb * 8; x < xb * 8 + 8; x++) {
                    double cr = 2.0 * x / n - 1.5, zr = 0, zi = 0, tr = 0, ti = 0;
                    int i = 0;
                    while (i < 50 && tr + ti <= 4.0) { zi = 2.0 * zr * zi + ci; zr = tr - ti + cr; tr = zr * zr; ti = zi * zi; i++; }
                    b = (b << 1) | (tr + ti <= 4.0 ? 1 : 0);
                }
                bits[y * bytesPerRow + xb] = (byte) b;
            }
        }
        System.out.println("P4\n" + n + " " + n);
        long sum = 0;
        StringBuilder sb = new StringBuilder();
        for (int y = 0; y < n; y++) {
            sb.setLength(0);
            for (int xb = 0; xb < bytesPerRow; xb++) {
                int v = bits[y * bytesPerRow + xb] & 0xff;
                sum = sum * 31 + v;
                sb.append(String.format("%02x", v));
            }
            if (y % 8 == 0) System.out.println(sb);
        }
        System.out.println("checksum " + sum + " " + Long.toHexString(sum));
    }
}
