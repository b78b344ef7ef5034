/** Double and Float helpers: bit conversions (doubleToLongBits, raw bits, NaN canonicalization), isNaN/isInfinite/isFinite, compare with -0.0 and NaN, equals vs ==, constants, parse (valid, whitespace, suffixes, hex, errors), toHexString, sum/min/max, hashCode. */
public class DoubleFloatHelpers {
    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 1.0, -1.0, 0.1, 2.5e-310, Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN, Math.PI, 1e300 * 10};
        for (double d : ds) {
            long bits = Double.doubleToLongBits(d);
            System.out.println(d + " bits=" + Long.toHexString(bits) + " raw=" + Long.toHexString(Double.doubleToRawLongBits(d)) + " back=" + Double.longBitsToDouble(bits)
                    + " nan=" + Double.isNaN(d) + " inf=" + Double.isInfinite(d) + " fin=" + Double.isFinite(d) + " hash=" + Double.hashCode(d) + " hex=" + Double.toHexString(d)
                    + " exp=" + Math.getExponent(d));
        }
        long oddNan = 0x7ff0000000000123L;
        double nan2 = Double.longBitsToDouble(oddNan);
        System.out.println("odd NaN isNaN=" + Double.isNaN(nan2) + " canonical=" + Long.toHexString(Double.doubleToLongBits(nan2)) + " equalsNaN=" + Double.valueOf(nan2).equals(Double.NaN));
        float[] fs = {0.0f, -0.0f, 1.0f, 0.1f, Float.MIN_VALUE, Float.MIN_NORMAL, Float.MAX_VALUE, Float.NaN, Float.POSITIVE_INFINITY, 16777216f, 3.0e-40f};
        for (float f : fs) {
            int bits = Float.floatToIntBits(f);
            System.out.println(f + "f bits=" + Integer.toHexString(bits) + " raw=" + Integer.toHexString(Float.floatToRawIntBits(f)) + " back=" + Float.intBitsToFloat(bits)
                    + " nan=" + Float.isNaN(f) + " inf=" + Float.isInfinite(f) + " fin=" + Float.isFinite(f) + " hash=" + Float.hashCode(f) + " hex=" + Float.toHexString(f) + " asDouble=" + (double) f);
        }
        System.out.println("compare: " + Double.compare(0.0, -0.0) + " " + Double.compare(-0.0, 0.0) + " " + Double.compare(Double.NaN, Double.POSITIVE_INFINITY) + " " + Double.compare(Double.NaN, Double.NaN) + " " + Double.compare(1, 2)
                + " float " + Float.compare(0.0f, -0.0f) + " " + Float.compare(Float.NaN, 1f) + " " + Float.compare(-1f, 1f));
        System.out.println("== vs equals: " + (0.0 == -0.0) + " " + Double.valueOf(0.0).equals(-0.0) + " " + (Double.NaN == Double.NaN) + " " + Double.valueOf(Double.NaN).equals(Double.NaN)
                + " " + Float.valueOf(0.0f).equals(-0.0f) + " " + Double.valueOf(0.0).compareTo(-0.0));
        System.out.println("min/max/sum: " + Double.min(0.0, -0.0) + " " + Double.max(-0.0, 0.0) + " " + Double.min(Double.NaN, 1) + " " + Double.sum(0.1, 0.2) + " " + Float.max(1f, Float.NaN) + " " + Float.min(-0.0f, 0.0f) + " " + Float.sum(0.1f, 0.2f));
        System.out.println("constants: " + Double.MAX_EXPONENT + " " + Double.MIN_EXPONENT + " " + Double.SIZE + " " + Double.BYTES + " " + Float.MAX_EXPONENT + " " + Float.MIN_EXPONENT + " " + Float.SIZE + " " + Double.TYPE + " " + Float.TYPE);
        String[] inputs = {"1", "-1.5", "  2.5  ", "1e10", "1E-5", ".5", "5.", "+3", "1.5f", "2.5d", "-2.5F", "NaN", "-Infinity", "Infinity", "+Infinity", "0x1p4", "0x1.8p1", "-0x.8p-2", "1e400", "1e-400", "4.9e-324", "2.4e-324", "1.7976931348623157E308", "1.7976931348623159E308",
                "", "abc", "1.2.3", "e5", "--1", "1e", "0x", "infinity", "1_0", "\t7\n"};
        for (String s : inputs) {
            String shown = s.replace("\t", "\\t").replace("\n", "\\n");
            try {
                double d = Double.parseDouble(s);
                float f = Float.parseFloat(s);
                System.out.println("parse '" + shown + "' = " + d + " / " + f + "f");
            } catch (NumberFormatException e) {
                System.out.println("parse '" + shown + "' NFE: " + e.getMessage());
            }
        }
        try { Double.parseDouble(null); } catch (NullPointerException e) { System.out.println("parseDouble(null): " + e.getClass().getName()); }
        try { Float.valueOf((String) null); } catch (NullPointerException e) { System.out.println("Float.valueOf(null): " + e.getClass().getName()); }
        System.out.println("valueOf " + Double.valueOf("3.25") + " " + Float.valueOf("3.25") + " " + Double.valueOf(2.0f) + " toString " + Double.toString(100.0) + " " + Float.toString(1.0e7f) + " " + Double.toString(1.0e7) + " " + Double.toString(0.001) + " " + Double.toString(0.0001));
        Double boxed = 2.75;
        System.out.println("instance " + boxed.intValue() + " " + boxed.longValue() + " " + boxed.floatValue() + " " + boxed.isNaN() + " " + boxed.isInfinite() + " " + boxed.compareTo(3.0) + " " + Float.valueOf(Float.NaN).isNaN());
        long chk = 0;
        for (int i = 0; i < 4000; i++) {
            double d = (i - 2000) * 1.37e-3 * (i % 7 == 0 ? 1e200 : 1) / (i % 11 == 0 ? 1e300 : 1);
            chk = chk * 31 + Double.doubleToLongBits(d) + Float.floatToIntBits((float) d);
            chk += Double.doubleToLongBits(Double.parseDouble(Double.toString(d))) - Double.doubleToLongBits(d);
        }
        System.out.println("checksum " + chk);
    }
}
