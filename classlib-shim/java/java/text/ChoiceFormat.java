package java.text;

/**
 * Maps ranges of numbers to strings (rjvm shim): limits in ascending order, each string used
 * from its limit up to the next. Patterns as the JDK's: {@code 0#none|1#one|1<many}, where
 * {@code #} (or {@code \u2264}) starts at the limit and {@code <} just above it, quotes escape
 * the separators, and {@code \u221E} is infinity.
 */
public class ChoiceFormat extends NumberFormat {
    private static final long serialVersionUID = 1795184449645032964L;

    private double[] choiceLimits;
    private String[] choiceFormats;

    /** A format from a pattern such as {@code 0#none|1#one|1<many}. */
    public ChoiceFormat(String newPattern) {
        applyPattern(newPattern);
    }

    /** A format choosing {@code formats[i]} from {@code limits[i]} on. */
    public ChoiceFormat(double[] limits, String[] formats) {
        setChoices(limits, formats);
    }

    /** Replaces the choices with those of {@code newPattern}. */
    public void applyPattern(String newPattern) {
        StringBuilder[] segments = {new StringBuilder(), new StringBuilder()};
        double[] limits = new double[30];
        String[] formats = new String[30];
        int count = 0;
        int part = 0;
        double startValue = 0;
        double oldStartValue = Double.NaN;
        boolean inQuote = false;
        for (int i = 0; i < newPattern.length(); ++i) {
            char ch = newPattern.charAt(i);
            if (ch == '\'') {
                if (i + 1 < newPattern.length() && newPattern.charAt(i + 1) == ch) {
                    segments[part].append(ch);
                    ++i;
                } else {
                    inQuote = !inQuote;
                }
            } else if (inQuote) {
                segments[part].append(ch);
            } else if (ch == '<' || ch == '#' || ch == '\u2264') {
                if (segments[0].length() == 0) {
                    throw new IllegalArgumentException("Each interval must contain a number before a format");
                }
                String limit = segments[0].toString();
                if (limit.equals("\u221E")) {
                    startValue = Double.POSITIVE_INFINITY;
                } else if (limit.equals("-\u221E")) {
                    startValue = Double.NEGATIVE_INFINITY;
                } else {
                    startValue = Double.parseDouble(limit);
                }
                if (ch == '<' && !Double.isInfinite(startValue)) {
                    startValue = nextDouble(startValue);
                }
                if (startValue <= oldStartValue) {
                    throw new IllegalArgumentException("Incorrect order of intervals, must be in ascending order");
                }
                segments[0].setLength(0);
                part = 1;
            } else if (ch == '|') {
                if (count == limits.length) {
                    limits = java.util.Arrays.copyOf(limits, count * 2);
                    formats = java.util.Arrays.copyOf(formats, count * 2);
                }
                limits[count] = startValue;
                formats[count] = segments[1].toString();
                ++count;
                oldStartValue = startValue;
                segments[1].setLength(0);
                part = 0;
            } else {
                segments[part].append(ch);
            }
        }
        if (part == 1) {
            if (count == limits.length) {
                limits = java.util.Arrays.copyOf(limits, count + 1);
                formats = java.util.Arrays.copyOf(formats, count + 1);
            }
            limits[count] = startValue;
            formats[count] = segments[1].toString();
            ++count;
        }
        choiceLimits = java.util.Arrays.copyOf(limits, count);
        choiceFormats = java.util.Arrays.copyOf(formats, count);
    }

    /** Replaces the choices. */
    public void setChoices(double[] limits, String[] formats) {
        if (limits.length != formats.length) {
            throw new IllegalArgumentException("Array and limit arrays must be of the same length.");
        }
        choiceLimits = limits.clone();
        choiceFormats = formats.clone();
    }

    /** The limits. */
    public double[] getLimits() {
        return choiceLimits.clone();
    }

    /** The strings, one per limit. */
    public Object[] getFormats() {
        return choiceFormats.clone();
    }

    /** The string of the last limit at or below {@code number} (the first if none is). */
    @Override
    public String format(double number) {
        int i;
        for (i = 0; i < choiceLimits.length; ++i) {
            if (!(number >= choiceLimits[i])) {
                break;
            }
        }
        --i;
        if (i < 0) {
            i = 0;
        }
        return choiceFormats[i];
    }

    @Override
    public String format(long number) {
        return format((double) number);
    }

    /** The limit of the longest choice string found at the position; NaN if none matches. */
    @Override
    public Number parse(String text, ParsePosition status) {
        int start = status.index;
        int furthest = start;
        double bestNumber = Double.NaN;
        for (int i = 0; i < choiceFormats.length; ++i) {
            String tempString = choiceFormats[i];
            if (text.regionMatches(start, tempString, 0, tempString.length())) {
                int end = start + tempString.length();
                if (end > furthest) {
                    furthest = end;
                    bestNumber = choiceLimits[i];
                }
            }
        }
        status.index = furthest;
        if (status.index == start) {
            status.errorIndex = furthest;
        }
        return Double.valueOf(bestNumber);
    }

    /** The smallest double greater than {@code d}. */
    public static final double nextDouble(double d) {
        return Math.nextUp(d);
    }

    /** The largest double less than {@code d}. */
    public static final double previousDouble(double d) {
        return Math.nextDown(d);
    }

    /** The next double above ({@code positive}) or below {@code d}. */
    public static double nextDouble(double d, boolean positive) {
        return positive ? Math.nextUp(d) : Math.nextDown(d);
    }

    @Override
    public boolean equals(Object obj) {
        if (!(obj instanceof ChoiceFormat)) {
            return false;
        }
        ChoiceFormat other = (ChoiceFormat) obj;
        return java.util.Arrays.equals(choiceLimits, other.choiceLimits) && java.util.Arrays.equals(choiceFormats, other.choiceFormats);
    }

    @Override
    public int hashCode() {
        int result = choiceLimits.length;
        if (choiceFormats.length > 0) {
            result ^= choiceFormats[choiceFormats.length - 1].hashCode();
        }
        return result;
    }
}
