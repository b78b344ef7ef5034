import java.io.*;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.*;
import java.util.stream.*;

/**
 * Formatter conversions on more argument types: %a/%A (hexadecimal floating point, with and
 * without precision, subnormals, rounding), %e/%f/%g of BigDecimal, %d/%o/%x of BigInteger;
 * plus BitSet.stream and BufferedReader.lines.
 */
public class FormatNumbers {
    static void show(String fmt, Object... args) {
        try {
            System.out.println(fmt + " -> [" + String.format(fmt, args) + "]");
        } catch (IllegalFormatException e) {
            System.out.println(fmt + " -> " + e.getClass().getSimpleName());
        }
    }

    public static void main(String[] args) throws IOException {
        double[] ds = {1.0, -1.0, 0.5, 3.0, 0.1, 1.0 / 3, -0.0, 0.0, 1e300, 123.456, Double.MIN_VALUE, Double.MIN_NORMAL, 4.9e-320, Double.MAX_VALUE, Double.NaN, Double.NEGATIVE_INFINITY};
        for (double d : ds) {
            show("%a", d);
        }
        for (int p = 0; p <= 14; p += 2) {
            show("%." + p + "a", 1.0 / 3);
        }
        show("%.1a", 1.96875);
        show("%.1a", 1.03125);
        show("%.1a", 1.09375);
        show("%.3a", Double.MIN_VALUE);
        show("%.2a", 4.9e-320);
        show("%.1a", Double.MAX_VALUE);
        show("%A", 255.5);
        show("%20a|%-20a|%020a|%+a|% a", 2.5, 2.5, -2.5, 2.5, 2.5);
        show("%a", 1.5f);
        show("%a", 10);
        show("%(a", 1.0);
        show("%,a", 1.0);

        BigDecimal[] bds = {new BigDecimal("1.005"), new BigDecimal("-2.5"), new BigDecimal("123456789.987654321"), new BigDecimal("0.00001234"), BigDecimal.ZERO, new BigDecimal("1E+5"), new BigDecimal("-0.000"), new BigDecimal("9.9999")};
        for (BigDecimal b : bds) {
            show("%f|%.2f|%e|%.3e|%g|%.2g", b, b, b, b, b, b);
        }
        show("%,.3f|%+.1f|%(.2f|%012.4f", new BigDecimal("-1234567.8915"), new BigDecimal("2.25"), new BigDecimal("-3.14159"), new BigDecimal("-2.5"));
        show("%.0f %.0f %.0f", new BigDecimal("0.5"), new BigDecimal("1.5"), new BigDecimal("2.5"));
        show("%10.3e|%-12.1f|", new BigDecimal("6.02214076E23"), new BigDecimal("7"));

        for (String v : new String[] {"9.9999", "99.96", "0.000099996", "0.00009", "123456", "999999.5", "0.0001", "0E-5", "0E+3", "0.00", "100"}) {
            BigDecimal b = new BigDecimal(v);
            double d = b.doubleValue();
            show(v + ": %g|%.2g|%.1g|%e|%.0e", b, b, b, b, b);
            show(v + " as double: %g|%.2g|%.1g|%e|%.0e", d, d, d, d, d);
        }

        BigInteger[] bis = {BigInteger.ZERO, new BigInteger("255"), new BigInteger("-255"), new BigInteger("123456789012345678901234567890"), BigInteger.ONE.shiftLeft(70).negate()};
        for (BigInteger b : bis) {
            show("%d|%x|%X|%o|%#x|%#o", b, b, b, b, b, b);
        }
        show("%,d|%+d|%(d|%012d|%-8x|%+x|%(o", new BigInteger("-1234567"), new BigInteger("42"), new BigInteger("-42"), new BigInteger("-42"), new BigInteger("255"), new BigInteger("255"), new BigInteger("-8"));
        show("%08x|%#010x", new BigInteger("-255"), new BigInteger("255"));

        BitSet bits = new BitSet();
        bits.set(3);
        bits.set(64, 67);
        bits.set(200);
        System.out.println("bits " + bits.stream().boxed().collect(Collectors.toList()) + " sum " + bits.stream().sum() + " empty " + new BitSet().stream().count());

        BufferedReader br = new BufferedReader(new StringReader("alpha\nbeta\r\ngamma\n\ndelta"));
        System.out.println("first " + br.readLine());
        System.out.println("rest " + br.lines().map(String::toUpperCase).collect(Collectors.toList()));
        System.out.println("after " + br.readLine());
        BufferedReader lazy = new BufferedReader(new StringReader("1\n2\n3\n4"));
        System.out.println("limit " + lazy.lines().limit(2).collect(Collectors.joining(",")) + " next " + lazy.readLine());
    }
}
