package java.text;

import java.math.RoundingMode;
import java.util.Locale;

/**
 * Formats and parses numbers (rjvm shim): every instance is a DecimalFormat with the JDK 17
 * patterns of its locale (see DecimalFormatSymbols for which locales differ). BigDecimal and
 * large BigInteger values are formatted through their double value, not exactly.
 */
public abstract class NumberFormat extends Format {
    private static final long serialVersionUID = -2308460125733713944L;

    public static final int INTEGER_FIELD = 0;
    public static final int FRACTION_FIELD = 1;

    private boolean parseIntegerOnly;

    protected NumberFormat() {
    }

    /** Formats {@code number}. */
    public abstract String format(double number);

    /** Formats {@code number}. */
    public abstract String format(long number);

    /** Appends the formatted Number (integral boxes by their long value, others by their double value). */
    @Override
    public StringBuffer format(Object number, StringBuffer toAppendTo, FieldPosition pos) {
        if (number instanceof Long || number instanceof Integer || number instanceof Short || number instanceof Byte
                || number instanceof java.util.concurrent.atomic.AtomicInteger
                || number instanceof java.util.concurrent.atomic.AtomicLong
                || (number instanceof java.math.BigInteger && ((java.math.BigInteger) number).bitLength() < 64)) {
            return toAppendTo.append(format(((Number) number).longValue()));
        }
        if (number instanceof Number) {
            return toAppendTo.append(format(((Number) number).doubleValue()));
        }
        throw new IllegalArgumentException("Cannot format given Object as a Number");
    }

    /** Parses a number at {@code pos}: a Long when it is integral and fits, else a Double. */
    public abstract Number parse(String source, ParsePosition parsePosition);

    /** Parses a number from the start of {@code source}; trailing text is ignored. */
    public Number parse(String source) throws ParseException {
        ParsePosition pos = new ParsePosition(0);
        Number result = parse(source, pos);
        if (pos.index == 0) {
            throw new ParseException("Unparseable number: \"" + source + "\"", pos.errorIndex);
        }
        return result;
    }

    @Override
    public final Object parseObject(String source, ParsePosition pos) {
        return parse(source, pos);
    }

    public boolean isParseIntegerOnly() {
        return parseIntegerOnly;
    }

    public void setParseIntegerOnly(boolean value) {
        parseIntegerOnly = value;
    }

    public static NumberFormat getInstance() {
        return getNumberInstance(Locale.getDefault());
    }

    public static NumberFormat getInstance(Locale locale) {
        return getNumberInstance(locale);
    }

    public static NumberFormat getNumberInstance() {
        return getNumberInstance(Locale.getDefault());
    }

    /** "#,##0.###" with the locale's symbols. */
    public static NumberFormat getNumberInstance(Locale locale) {
        return new DecimalFormat("#,##0.###", DecimalFormatSymbols.getInstance(locale));
    }

    public static NumberFormat getIntegerInstance() {
        return getIntegerInstance(Locale.getDefault());
    }

    /** "#,##0", half-even rounding, parsing integers only. */
    public static NumberFormat getIntegerInstance(Locale locale) {
        DecimalFormat f = new DecimalFormat("#,##0", DecimalFormatSymbols.getInstance(locale));
        f.setParseIntegerOnly(true);
        return f;
    }

    public static NumberFormat getPercentInstance() {
        return getPercentInstance(Locale.getDefault());
    }

    /** "#,##0%" (German and French: a no-break space before '%'). */
    public static NumberFormat getPercentInstance(Locale locale) {
        String pattern = separatedSuffix(locale) ? "#,##0\u00A0%" : "#,##0%";
        return new DecimalFormat(pattern, DecimalFormatSymbols.getInstance(locale));
    }

    public static NumberFormat getCurrencyInstance() {
        return getCurrencyInstance(Locale.getDefault());
    }

    /** "\u00A4#,##0.00" (the root locale: a no-break space after the sign; German and French: "#,##0.00 \u00A4"). */
    public static NumberFormat getCurrencyInstance(Locale locale) {
        String pattern;
        if (separatedSuffix(locale)) {
            pattern = "#,##0.00\u00A0\u00A4";
        } else if (locale.getLanguage().isEmpty()) {
            pattern = "\u00A4\u00A0#,##0.00";
        } else {
            pattern = "\u00A4#,##0.00";
        }
        return new DecimalFormat(pattern, DecimalFormatSymbols.getInstance(locale));
    }

    private static boolean separatedSuffix(Locale locale) {
        return locale.getLanguage().equals("de") || locale.getLanguage().equals("fr");
    }

    // The JDK's NumberFormat keeps these settings itself; DecimalFormat overrides them all with
    // its own, so these fields serve other subclasses (ChoiceFormat) only.
    private int maximumIntegerDigits = 40;
    private int minimumIntegerDigits = 1;
    private int maximumFractionDigits = 3;
    private int minimumFractionDigits = 0;
    private boolean groupingUsed = true;

    /** Sets the most fraction digits shown. */
    public void setMaximumFractionDigits(int n) {
        maximumFractionDigits = Math.max(0, n);
        minimumFractionDigits = Math.min(minimumFractionDigits, maximumFractionDigits);
    }

    /** Sets the fewest fraction digits shown. */
    public void setMinimumFractionDigits(int n) {
        minimumFractionDigits = Math.max(0, n);
        maximumFractionDigits = Math.max(maximumFractionDigits, minimumFractionDigits);
    }

    /** Sets the most integer digits shown. */
    public void setMaximumIntegerDigits(int n) {
        maximumIntegerDigits = Math.max(0, n);
        minimumIntegerDigits = Math.min(minimumIntegerDigits, maximumIntegerDigits);
    }

    /** Sets the fewest integer digits shown. */
    public void setMinimumIntegerDigits(int n) {
        minimumIntegerDigits = Math.max(0, n);
        maximumIntegerDigits = Math.max(maximumIntegerDigits, minimumIntegerDigits);
    }

    /** The most fraction digits shown. */
    public int getMaximumFractionDigits() {
        return maximumFractionDigits;
    }

    /** The fewest fraction digits shown. */
    public int getMinimumFractionDigits() {
        return minimumFractionDigits;
    }

    /** The most integer digits shown. */
    public int getMaximumIntegerDigits() {
        return maximumIntegerDigits;
    }

    /** The fewest integer digits shown. */
    public int getMinimumIntegerDigits() {
        return minimumIntegerDigits;
    }

    /** Turns digit grouping on or off. */
    public void setGroupingUsed(boolean used) {
        groupingUsed = used;
    }

    /** True if digits are grouped. */
    public boolean isGroupingUsed() {
        return groupingUsed;
    }

    /** Sets the rounding mode; subclasses without one (as the JDK's base class) throw. */
    public void setRoundingMode(RoundingMode mode) {
        throw new UnsupportedOperationException();
    }

    /** The rounding mode; subclasses without one (as the JDK's base class) throw. */
    public RoundingMode getRoundingMode() {
        throw new UnsupportedOperationException();
    }
}
