// rjvm-test: jvm=-Duser.timezone=UTC
import java.text.*;
import java.util.*;

/**
 * java.text.MessageFormat (quoting, argument types and styles, nested choice patterns, missing
 * arguments, pattern errors), ChoiceFormat, and String.format with a Locale's separators.
 */
public class MessageFormats {
    static void show(String pattern, Object... args) {
        try {
            System.out.println(pattern + " => " + MessageFormat.format(pattern, args));
        } catch (IllegalArgumentException e) {
            System.out.println(pattern + " => " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        show("{0} has {1,number,integer} items costing {2,number,#.##}", "cart", 3, 9.5);
        show("Plain {0} and {1} and {2} and {3}", 1234567, 2.5, "str", null);
        show("Quotes: it''s '{0}' and '{'literal'}' then {0}", "X");
        show("{1} before {0}; missing {5}", "a", "b");
        show("{0,number,percent} {1,number,0000.00} {1,number, integer }", 0.256, 42.125);
        show("There {0,choice,0#are no files|1#is one file|1<are {0,number,integer} files}.", 0);
        show("There {0,choice,0#are no files|1#is one file|1<are {0,number,integer} files}.", 1);
        show("There {0,choice,0#are no files|1#is one file|1<are {0,number,integer} files}.", 1273);
        show("{0,choice,-1#negative|0#zero or fraction|1#one|2#two or more}", -5);
        show("{0,choice,-1#negative|0#zero or fraction|1#one|2#two or more}", 0.5);
        show("{0,choice,0#'|'quoted bar|1#x}", 0);
        show("{0,date,yyyy-MM-dd HH:mm} {0,time,short} {0,date,long}", new Date(1700000000000L));
        show("Default date {0}", new Date(0L));
        show("{0,date}|{0,time}|{0,date,full}|{0,time,medium}", new Date(86400000L * 365));
        show("Unmatched {0");
        show("Bad {x}", 1);
        show("Negative {-1}", 1);
        show("Type {0,bogus}", 1);
        show("Nested {0} {{1}}", "a", "b");
        MessageFormat mf = new MessageFormat("{0} + {1} = {2}", Locale.US);
        System.out.println(mf.format(new Object[] {1, 2, 3}) + " | " + mf.format(new Object[] {"x"}) + " | locale " + mf.getLocale());
        System.out.println(new MessageFormat("{0,number}", Locale.GERMANY).format(new Object[] {1234567.891}));
        try {
            new MessageFormat("{0}").format("not an array");
        } catch (ClassCastException e) {
            System.out.println("ClassCastException for a non-array");
        }

        ChoiceFormat cf = new ChoiceFormat("0#zero|1#one|2#two|2<many");
        for (double d : new double[] {-1, 0, 0.9, 1, 1.5, 2, 2.0000001, 100, Double.NaN}) {
            System.out.print(cf.format(d) + " ");
        }
        System.out.println();
        System.out.println(Arrays.toString(cf.getLimits()) + " " + Arrays.toString(cf.getFormats()));
        ChoiceFormat arrays = new ChoiceFormat(new double[] {0, 10, 100}, new String[] {"small", "medium", "large"});
        System.out.println(arrays.format(5) + " " + arrays.format(10L) + " " + arrays.format(1e9) + " " + arrays.parse("medium stuff", new ParsePosition(0)));
        System.out.println(ChoiceFormat.nextDouble(1.0) + " " + ChoiceFormat.previousDouble(1.0) + " " + cf.equals(new ChoiceFormat("0#zero|1#one|2#two|2<many")));
        System.out.println(new ChoiceFormat("-\u221E#minus|0#zero|\u221E#inf").format(Double.POSITIVE_INFINITY));
        try {
            new ChoiceFormat("1#a|0#b");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            new ChoiceFormat("#a");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }

        System.out.println(String.format(Locale.GERMANY, "%,.2f|%,d|%.3e|%10.1f|%,015.2f", 1234567.891, -9876543, 12345.678, -2.25, 98765.4321));
        System.out.println(String.format(Locale.US, "%,.2f|%,d|%.3e", 1234567.891, -9876543, 12345.678));
        System.out.println(String.format(Locale.ROOT, "%,.2f|%,d", 1234567.891, 1234567));
        System.out.println(String.format((Locale) null, "%,.2f|%,d", 1234567.891, 1234567));
        System.out.println(new Formatter(new StringBuilder(), Locale.GERMANY).format("%,.3f %s", 1234.5, "x").toString());
        System.out.printf(Locale.GERMANY, "%.2f%n", 0.5);
        System.out.println(String.format(Locale.GERMANY, "%,d %,.1f", new java.math.BigInteger("12345678901234567890"), new java.math.BigDecimal("-1234.55")));
    }
}
