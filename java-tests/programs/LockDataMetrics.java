/**
 * Lock, array and float metrics computed by hand:
 * vm/tests/metrics_held_out.rs analyzes a run with the nested class Kernel
 * (and its nested classes) as the application and checks lock operations
 * (synchronized blocks, nested and re-entered, synchronized methods, one
 * contended entry by a second thread), array densities by element kind and
 * the float density against values derived from this text. Keep Kernel's
 * code as it is: the expected values depend on every instruction.
 */
public class LockDataMetrics {
    static final class Kernel {
        static final Object LOCK = new Object();
        static int count;

        static final class Worker extends Thread {
            public void run() {
                synchronized (LOCK) {
                    count++;
                }
            }
        }

        static synchronized void inc() {
            count++;
        }

        static synchronized void outer() {
            inner();
        }

        static synchronized void inner() {
            count++;
        }

        static int locks() throws InterruptedException {
            Worker w = new Worker();
            synchronized (LOCK) {
                w.start();
                Thread.yield();
                count++;
            }
            w.join();
            inc();
            inc();
            inc();
            outer();
            synchronized (LOCK) {
                synchronized (LOCK) {
                    count++;
                }
            }
            return count;
        }

        static double data(float[] f, double[] d, int[] n, char[] c, Object[] o, float k) {
            f[0] = f[1] * k;
            d[0] = d[1] + f[0];
            n[0] = (int) d[0];
            c[0] = (char) (c[1] + 1);
            o[0] = o[1];
            double r = n[0] + o.length;
            return r - d[0];
        }
    }

    public static void main(String[] args) throws InterruptedException {
        System.out.println(Kernel.locks());
        float[] f = {1.5f, 2.5f};
        double[] d = {0.25, 4.0};
        int[] n = new int[2];
        char[] c = {'a', 'b'};
        Object[] o = {"x", "y"};
        System.out.println(Kernel.data(f, d, n, c, o, 3.0f));
        System.out.println(f[0] + " " + d[0] + " " + n[0] + " " + c[0] + " " + o[0]);
    }
}
