import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.FieldPosition;
import java.text.Format;
import java.text.NumberFormat;
import java.text.ParseException;
import java.text.ParsePosition;
import java.util.Locale;

/**
 * java.text.NumberFormat as a Format: the factory instances for US, GERMANY and FRANCE,
 * parse(String) and parse(String, ParsePosition) (Long vs Double results, signs, grouping,
 * exponents, percent, integer-only, failures), the setters and getters, DecimalFormatSymbols.
 * Non-ASCII output (currency signs, no-break spaces) is printed as \\uXXXX escapes.
 */
public class NumberFormatParse {
    static String esc(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c < 128) {
                b.append(c);
            } else {
                String h = Integer.toHexString(c);
                b.append("\\u").append("0000".substring(h.length())).append(h);
            }
        }
        return b.toString();
    }

    static void parse(NumberFormat f, String s) {
        ParsePosition pp = new ParsePosition(0);
        Number n = f.parse(s, pp);
        String kind = n == null ? "null" : n.getClass().getSimpleName();
        System.out.print("  parse [" + esc(s) + "] -> " + kind + " " + n + " idx=" + pp.getIndex() + " err="
            + pp.getErrorIndex());
        try {
            System.out.println(" | " + f.parse(s));
        } catch (ParseException e) {
            System.out.println(" | ParseException: " + esc(e.getMessage()) + " at " + e.getErrorOffset());
        }
    }

    public static void main(String[] args) throws Exception {
        NumberFormat us = NumberFormat.getInstance(Locale.US);
        System.out.println("isFormat " + (us instanceof Format) + " " + (us instanceof DecimalFormat));
        double[] values = {0, -0.0, 1234567.891, -1234.5, 0.0005, 2.5, 3.5, -2.5, 1e15, 123456789012345678.0,
            Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0.125, 1.0 / 3};
        Locale[] locales = {Locale.US, Locale.GERMANY, Locale.FRANCE, Locale.UK};
        for (Locale l : locales) {
            NumberFormat[] fs = {NumberFormat.getNumberInstance(l), NumberFormat.getIntegerInstance(l),
                NumberFormat.getPercentInstance(l), NumberFormat.getCurrencyInstance(l)};
            for (int i = 0; i < fs.length; i++) {
                StringBuilder sb = new StringBuilder(l + " #" + i + ":");
                for (double v : values) {
                    sb.append(" [").append(esc(fs[i].format(v))).append(']');
                }
                sb.append(" [").append(esc(fs[i].format(-9876543210L))).append(']');
                sb.append(" [").append(esc(fs[i].format(Integer.valueOf(42)))).append(']');
                System.out.println(sb);
            }
        }
        StringBuffer buf = new StringBuffer("x=");
        System.out.println(us.format(Long.valueOf(7), buf, new FieldPosition(0)) + " " + us.format((Object) 1.5)
            + " " + us.format(new java.math.BigInteger("123456789")) + " " + us.format((short) -3));
        try {
            us.format("str");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }

        String[] inputs = {"1234", "1,234", "1,234.5", "-1,234.50", "  12", "12abc", "1.0", "1.50", "-0", "0", "-0.0",
            "abc", "", "-", "1E3", "1.5E-3", "2E", "1,,2", "1,234,", "3.", ".5", "9223372036854775807",
            "9223372036854775808", "-9223372036854775808", "12345678901234567890", "\u221E", "-\u221E", "NaN",
            "0.1", "007", "1.2.3", "+5", "1e3"};
        System.out.println("US number:");
        for (String s : inputs) {
            parse(us, s);
        }
        NumberFormat in = NumberFormat.getIntegerInstance(Locale.US);
        System.out.println("US integer: " + in.isParseIntegerOnly());
        for (String s : new String[] {"3.7", "-0", "1,000", "-5.9", "12E2"}) {
            parse(in, s);
        }
        NumberFormat pct = NumberFormat.getPercentInstance(Locale.US);
        System.out.println("US percent:");
        for (String s : new String[] {"50%", "100%", "-25%", "12.5%", "50", "1,000%", "-0%"}) {
            parse(pct, s);
        }
        NumberFormat cur = NumberFormat.getCurrencyInstance(Locale.US);
        System.out.println("US currency:");
        for (String s : new String[] {"$1,234.56", "-$3.50", "1.00", "$-1"}) {
            parse(cur, s);
        }
        NumberFormat de = NumberFormat.getInstance(Locale.GERMANY);
        System.out.println("GERMANY number:");
        for (String s : new String[] {"1.234,5", "1,5", "-2.000", "1.234.567,891"}) {
            parse(de, s);
        }
        ParsePosition mid = new ParsePosition(4);
        System.out.println("mid " + us.parse("abc 42 def", mid) + " " + mid.getIndex());
        System.out.println("parseObject " + us.parseObject("77.25"));
        try {
            us.parseObject("x");
        } catch (ParseException e) {
            System.out.println("parseObject: " + e.getMessage() + " " + e.getErrorOffset());
        }

        NumberFormat g = NumberFormat.getInstance(Locale.US);
        g.setGroupingUsed(false);
        g.setMinimumFractionDigits(2);
        g.setMaximumFractionDigits(4);
        g.setMinimumIntegerDigits(3);
        System.out.println("setters " + g.format(1234.5) + " " + g.format(1.23456) + " " + g.isGroupingUsed() + " "
            + g.getMinimumFractionDigits() + " " + g.getMaximumFractionDigits() + " " + g.getMinimumIntegerDigits()
            + " " + g.getRoundingMode());
        parse(g, "1,234.5");
        g.setParseIntegerOnly(true);
        parse(g, "12.75");
        g.setMaximumIntegerDigits(2);
        System.out.println("maxInt " + g.format(1234.5) + " " + g.getMaximumIntegerDigits());
        NumberFormat r = NumberFormat.getInstance(Locale.US);
        r.setMaximumFractionDigits(1);
        for (RoundingMode m : new RoundingMode[] {RoundingMode.HALF_EVEN, RoundingMode.HALF_UP, RoundingMode.HALF_DOWN,
            RoundingMode.UP, RoundingMode.DOWN, RoundingMode.CEILING, RoundingMode.FLOOR}) {
            r.setRoundingMode(m);
            System.out.println(m + " " + r.format(0.25) + " " + r.format(0.35) + " " + r.format(-0.25) + " "
                + r.format(1.05) + " " + r.format(-1.45));
        }

        DecimalFormatSymbols s = DecimalFormatSymbols.getInstance(Locale.GERMANY);
        System.out.println("symbols " + s.getDecimalSeparator() + s.getGroupingSeparator() + s.getMinusSign()
            + s.getPercent() + s.getZeroDigit() + " " + s.getNaN() + " " + s.getExponentSeparator() + " "
            + s.getInternationalCurrencySymbol() + " " + esc(s.getCurrencySymbol()) + " " + esc(s.getInfinity()));
        DecimalFormatSymbols custom = new DecimalFormatSymbols(Locale.US);
        custom.setDecimalSeparator(':');
        custom.setGroupingSeparator('_');
        custom.setMinusSign('~');
        custom.setNaN("nan");
        custom.setInfinity("inf");
        DecimalFormat df = new DecimalFormat("#,##0.00", custom);
        System.out.println("custom " + df.format(-1234567.891) + " " + df.format(Double.NaN) + " "
            + df.format(Double.NEGATIVE_INFINITY) + " " + df.parse("~1_234:5") + " " + df.parse("inf"));
        System.out.println("symbolsEq " + custom.equals(new DecimalFormatSymbols(Locale.US)) + " "
            + DecimalFormatSymbols.getInstance(Locale.US).equals(new DecimalFormatSymbols(Locale.US)) + " "
            + (DecimalFormatSymbols.getInstance(Locale.US).hashCode() == new DecimalFormatSymbols(Locale.US).hashCode())
            + " " + df.getDecimalFormatSymbols().getDecimalSeparator());
    }
}
