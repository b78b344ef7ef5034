import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * java.math.BigDecimal and MathContext: parsing and the three string forms (scientific
 * switch-over, engineering, plain), exact binary values of doubles, scales of sums, products
 * and quotients, exact division and its non-terminating error, every RoundingMode on ties,
 * MathContext precisions, setScale, stripTrailingZeros, compareTo against equals, hashCode,
 * remainder and integral division, pow, conversions, and the JDK's exception messages;
 * then a compound-interest table and a Leibniz series at 40 digits.
 */
public class BigDecimalOps {
    static void show(String what, Object value) {
        System.out.println(what + " = " + value);
    }

    interface Op {
        Object run();
    }

    static void attempt(String what, Op op) {
        try {
            show(what, op.run());
        } catch (RuntimeException e) {
            show(what, e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        String[] inputs = {"0", "0.00", "-0", "123.4500", "-1.5E+3", "1E-7", "0.000001", "0.0000001",
            "123456789.123456789", "1e10", "1.e5", "-.5e-3", "0E+3", "0E-10", "+42", "9999999999999999999999"};
        for (String in : inputs) {
            BigDecimal d = new BigDecimal(in);
            System.out.println(in + " -> " + d + " | " + d.toPlainString() + " | " + d.toEngineeringString()
                    + " | scale " + d.scale() + " precision " + d.precision() + " unscaled " + d.unscaledValue()
                    + " signum " + d.signum());
        }
        for (String bad : new String[] {"", "abc", "1.2.3", "1e", "-", "1,000", " 1", "1e999999999999"}) {
            attempt("parse [" + bad + "]", () -> new BigDecimal(bad));
        }

        show("new BigDecimal(0.1)", new BigDecimal(0.1));
        show("valueOf(0.1)", BigDecimal.valueOf(0.1));
        show("new BigDecimal(2.5)", new BigDecimal(2.5));
        show("new BigDecimal(1e20)", new BigDecimal(1e20));
        show("valueOf(1e20)", BigDecimal.valueOf(1e20));
        show("new BigDecimal(-1.0/3, DECIMAL64)", new BigDecimal(-1.0 / 3, MathContext.DECIMAL64));
        show("valueOf(12345, 3)", BigDecimal.valueOf(12345, 3));
        show("valueOf(5, -2)", BigDecimal.valueOf(5, -2));
        show("BigInteger scaled", new BigDecimal(new BigInteger("123456789"), 4));
        attempt("NaN", () -> new BigDecimal(Double.NaN));

        BigDecimal a = new BigDecimal("10.25");
        BigDecimal b = new BigDecimal("3.1");
        show("a+b", a.add(b));
        show("a-b", a.subtract(b));
        show("a*b", a.multiply(b));
        show("b-a", b.subtract(a));
        show("a/4 exact", a.divide(new BigDecimal("4")));
        show("1/8 exact", BigDecimal.ONE.divide(new BigDecimal("8")));
        show("100/0.25", new BigDecimal("100").divide(new BigDecimal("0.25")));
        show("6.00/2", new BigDecimal("6.00").divide(new BigDecimal("2")));
        show("6/2.00", new BigDecimal("6").divide(new BigDecimal("2.00")));
        attempt("1/3 exact", () -> BigDecimal.ONE.divide(new BigDecimal("3")));
        attempt("1/0", () -> BigDecimal.ONE.divide(BigDecimal.ZERO));
        attempt("0/0", () -> BigDecimal.ZERO.divide(BigDecimal.ZERO));
        attempt("1/0 scale 2", () -> BigDecimal.ONE.divide(BigDecimal.ZERO, 2, RoundingMode.HALF_UP));
        show("a/b scale 5 HALF_UP", a.divide(b, 5, RoundingMode.HALF_UP));
        show("a/b at a's scale", a.divide(b, RoundingMode.DOWN));
        show("1/3 DECIMAL32", BigDecimal.ONE.divide(new BigDecimal(3), MathContext.DECIMAL32));
        show("2/3 DECIMAL64", new BigDecimal(2).divide(new BigDecimal(3), MathContext.DECIMAL64));
        show("-2/3 DECIMAL128", new BigDecimal(-2).divide(new BigDecimal(3), MathContext.DECIMAL128));
        show("1/4 DECIMAL32", BigDecimal.ONE.divide(new BigDecimal(4), MathContext.DECIMAL32));
        show("10/4 precision 1", BigDecimal.TEN.divide(new BigDecimal(4), new MathContext(1)));

        String[] ties = {"5.5", "2.5", "1.6", "1.1", "1.0", "-1.0", "-1.1", "-1.6", "-2.5", "-5.5"};
        StringBuilder header = new StringBuilder("value");
        for (RoundingMode m : RoundingMode.values()) {
            header.append(' ').append(m);
        }
        System.out.println(header);
        for (String t : ties) {
            StringBuilder row = new StringBuilder(t);
            for (RoundingMode m : RoundingMode.values()) {
                try {
                    row.append(' ').append(new BigDecimal(t).setScale(0, m));
                } catch (ArithmeticException e) {
                    row.append(" !").append(e.getMessage());
                }
            }
            System.out.println(row);
        }
        show("legacy ROUND_HALF_UP", new BigDecimal("2.345").setScale(2, BigDecimal.ROUND_HALF_UP));
        show("RoundingMode.valueOf(6)", RoundingMode.valueOf(BigDecimal.ROUND_HALF_EVEN));
        show("setScale up", new BigDecimal("1.5").setScale(4));
        attempt("setScale unnecessary", () -> new BigDecimal("1.25").setScale(1));
        show("round 7 digits", new BigDecimal("123.456789").round(new MathContext(7)));
        show("round 2 digits", new BigDecimal("123.456789").round(new MathContext(2)));
        show("round carry", new BigDecimal("9.999").round(new MathContext(2, RoundingMode.HALF_UP)));
        show("MathContext", MathContext.DECIMAL128 + " / " + MathContext.UNLIMITED + " / "
                + new MathContext("precision=5 roundingMode=UP").getRoundingMode());
        attempt("MathContext(-1)", () -> new MathContext(-1));
        show("add with mc", new BigDecimal("1234.5").add(new BigDecimal("0.0006"), new MathContext(6)));

        BigDecimal two = new BigDecimal("2.0");
        BigDecimal twoo = new BigDecimal("2.00");
        show("2.0 compareTo 2.00", two.compareTo(twoo));
        show("2.0 equals 2.00", two.equals(twoo));
        show("hashes", two.hashCode() + " " + twoo.hashCode() + " " + new BigDecimal("-123.45").hashCode()
                + " " + new BigDecimal("98765432109876543210.5").hashCode());
        show("strip 2.00", twoo.stripTrailingZeros() + " " + new BigDecimal("1200").stripTrailingZeros()
                + " " + new BigDecimal("0.000").stripTrailingZeros() + " "
                + new BigDecimal("1200").stripTrailingZeros().toPlainString());
        show("min/max", two.min(twoo) + " " + two.max(new BigDecimal("1.99")));
        show("negate/abs/plus", a.negate() + " " + a.negate().abs() + " " + a.plus() + " " + a.ulp());
        show("pow", b.pow(3) + " " + new BigDecimal("-0.5").pow(5) + " " + a.pow(0));
        attempt("pow(-1)", () -> a.pow(-1));
        show("remainder", a.remainder(b) + " " + new BigDecimal("-7.5").remainder(new BigDecimal("2")));
        show("divideToIntegralValue", a.divideToIntegralValue(b) + " "
                + new BigDecimal("100").divideToIntegralValue(new BigDecimal("0.3")));
        BigDecimal[] qr = new BigDecimal("17.5").divideAndRemainder(new BigDecimal("4"));
        show("divideAndRemainder", qr[0] + " " + qr[1]);
        show("movePoint", a.movePointLeft(3) + " " + a.movePointRight(3) + " " + a.scaleByPowerOfTen(-5));

        BigDecimal big = new BigDecimal("98765.4321");
        show("conversions", big.intValue() + " " + big.longValue() + " " + big.doubleValue() + " "
                + big.floatValue() + " " + big.toBigInteger());
        show("exact", new BigDecimal("42.000").intValueExact() + " " + new BigDecimal("1e18").longValueExact());
        attempt("intValueExact 1.5", () -> new BigDecimal("1.5").intValueExact());
        attempt("longValueExact 1e20", () -> new BigDecimal("1e20").longValueExact());
        attempt("toBigIntegerExact", () -> new BigDecimal("1.5").toBigIntegerExact());

        System.out.println("year  balance");
        BigDecimal balance = new BigDecimal("1000.00");
        BigDecimal rate = new BigDecimal("0.0375");
        for (int year = 1; year <= 10; year++) {
            BigDecimal interest = balance.multiply(rate).setScale(2, RoundingMode.HALF_EVEN);
            balance = balance.add(interest);
            System.out.println(year + "  " + balance + "  +" + interest);
        }
        MathContext mc = new MathContext(40);
        BigDecimal pi4 = BigDecimal.ZERO;
        for (int k = 0; k < 400; k++) {
            BigDecimal term = BigDecimal.ONE.divide(new BigDecimal(2 * k + 1), mc);
            pi4 = (k % 2 == 0) ? pi4.add(term, mc) : pi4.subtract(term, mc);
        }
        show("leibniz pi", pi4.multiply(new BigDecimal(4), mc));
        BigDecimal e = BigDecimal.ONE;
        BigDecimal fact = BigDecimal.ONE;
        for (int k = 1; k < 40; k++) {
            fact = fact.multiply(new BigDecimal(k));
            e = e.add(BigDecimal.ONE.divide(fact, 50, RoundingMode.HALF_EVEN));
        }
        show("e", e.setScale(45, RoundingMode.HALF_EVEN));
    }
}
