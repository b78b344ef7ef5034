import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/**
 * DecimalFormat scientific patterns: plain ("0.###E0"), engineering ("##0.#####E0", where the
 * exponent is a multiple of the integer digit count), several integer digits ("00.###E0"),
 * padded exponents, negative subpatterns, rounding modes, long values and parsing exponents.
 */
public class DecimalFormatScientific {
    static String parse(DecimalFormat f, String s) {
        try {
            return String.valueOf(f.parse(s));
        } catch (java.text.ParseException e) {
            return "PE@" + e.getErrorOffset();
        }
    }

    public static void main(String[] args) throws Exception {
        String[] pats = {"0.###E0", "##0.#####E0", "00.###E0", "##0.##E0", "0.00E00", "#.##E0", "0E0", "###E0",
            "0.#E0;(0.#E0)", "#,##0.###E0", "0.0##E0 'units'"};
        double[] vs = {0, -0.0, 1, 12345, 123456, 1234567, 0.00123, -0.00012345, 1e-10, 9.9999, 99999, 1.5e300, 0.5, 5,
            50, Double.NaN, Double.POSITIVE_INFINITY, 1e100, 2.5e-5, 3.5e-5, 4.9E-324, Double.MAX_VALUE, 1.0 / 3};
        DecimalFormatSymbols us = DecimalFormatSymbols.getInstance(Locale.US);
        for (String p : pats) {
            DecimalFormat f = new DecimalFormat(p, us);
            StringBuilder sb = new StringBuilder(p + " [" + f.getMinimumIntegerDigits() + "," + f.getMaximumIntegerDigits()
                + "," + f.getMinimumFractionDigits() + "," + f.getMaximumFractionDigits() + "]:");
            for (double v : vs) {
                sb.append(' ').append(f.format(v));
            }
            sb.append(" | ").append(f.format(123456789L)).append(' ').append(f.format(-5L)).append(' ')
                .append(f.format(0L)).append(' ').append(f.format(Long.MIN_VALUE)).append(' ').append(parse(f, "1.5E3"))
                .append(' ').append(parse(f, "-2.5E-2"))
                .append(' ').append(parse(f, "(3E1)"));
            System.out.println(sb.toString().replace("\u221e", "inf"));
        }
        DecimalFormat r = new DecimalFormat("0.#E0", us);
        for (RoundingMode m : new RoundingMode[] {RoundingMode.HALF_EVEN, RoundingMode.HALF_UP, RoundingMode.HALF_DOWN, RoundingMode.DOWN,
            RoundingMode.CEILING, RoundingMode.FLOOR}) {
            r.setRoundingMode(m);
            System.out.println(m + " " + r.format(1.25) + " " + r.format(1.35) + " " + r.format(-1.25) + " "
                + r.format(125) + " " + r.format(135L) + " " + r.format(-0.000145) + " " + r.format(125.0) + " "
                + r.format(-1250.0) + " " + r.format(0.125));
        }
        DecimalFormat de = new DecimalFormat("0.00E0", DecimalFormatSymbols.getInstance(Locale.GERMANY));
        System.out.println("de " + de.format(12345.678) + " " + de.format(-0.000123) + " " + de.parse("1,5E3"));
        DecimalFormat shown = new DecimalFormat("0E0", us);
        shown.setDecimalSeparatorAlwaysShown(true);
        System.out.println("shown " + shown.format(5) + " " + shown.format(12));
        try {
            new DecimalFormat("0.#E", us);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
    }
}
