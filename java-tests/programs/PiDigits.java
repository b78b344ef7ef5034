import java.math.BigInteger;

/** The Benchmarks Game pidigits with java.math.BigInteger (spigot), 120 digits. */
public class PiDigits {
    public static void main(String[] args) {
        int n = 120;
        BigInteger q = BigInteger.ONE, r = BigInteger.ZERO, t = BigInteger.ONE;
        BigInteger three = BigInteger.valueOf(3), four = BigInteger.valueOf(4), ten = BigInteger.TEN;
        int k = 1, i = 0;
        StringBuilder line = new StringBuilder();
        while (i < n) {
            BigInteger k2 = BigInteger.valueOf(2L * k + 1);
            r = r.add(q.shiftLeft(1)).multiply(k2);
            q = q.multiply(BigInteger.valueOf(k));
            t = t.multiply(k2);
            k++;
            if (q.compareTo(r) > 0) continue;
            BigInteger[] dr = q.multiply(three).add(r).divideAndRemainder(t);
            BigInteger d4 = q.multiply(four).add(r).divide(t);
            if (!dr[0].equals(d4)) continue;
            int d = dr[0].intValue();
            line.append(d);
            i++;
            if (i % 10 == 0) { System.out.println(line + "\t:" + i); line.setLength(0); }
            r = r.subtract(t.multiply(dr[0])).multiply(ten);
            q = q.multiply(ten);
        }
        System.out.println("q bits " + q.bitLength() + " t digits " + t.toString().length());
    }
}
