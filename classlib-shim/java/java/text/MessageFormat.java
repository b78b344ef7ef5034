package java.text;

import java.util.ArrayList;
import java.util.Date;
import java.util.Locale;

/**
 * Builds messages from a pattern with numbered arguments (rjvm shim), as the JDK's: literal
 * text with {@code ''} for a quote and {@code '...'} quoting, and format elements
 * {@code {index}}, {@code {index,type}}, {@code {index,type,style}} with the types number
 * (integer, currency, percent, or a DecimalFormat pattern), date and time (short, medium,
 * long, full, or a SimpleDateFormat pattern) and choice (a ChoiceFormat pattern, whose result
 * is formatted again when it holds a {@code {}). Parsing is not provided: {@code parse}
 * throws UnsupportedOperationException.
 */
public class MessageFormat extends Format {
    private static final long serialVersionUID = 6479157306784022952L;

    /** A literal or an argument with its format (null: chosen from the argument's type). */
    private static final class Part {
        final String literal;
        final int argument;
        final Format format;

        Part(String literal, int argument, Format format) {
            this.literal = literal;
            this.argument = argument;
            this.format = format;
        }
    }

    private Locale locale;
    private final ArrayList<Part> parts = new ArrayList<>();

    /** A format for {@code pattern} in the default locale. */
    public MessageFormat(String pattern) {
        this(pattern, Locale.getDefault());
    }

    /** A format for {@code pattern} in {@code locale}. */
    public MessageFormat(String pattern, Locale locale) {
        this.locale = locale;
        applyPattern(pattern);
    }

    /** Formats {@code arguments} with a new MessageFormat of {@code pattern}. */
    public static String format(String pattern, Object... arguments) {
        return new MessageFormat(pattern).format(arguments);
    }

    /** The locale. */
    public Locale getLocale() {
        return locale;
    }

    /** Sets the locale used by format elements made from now on. */
    public void setLocale(Locale locale) {
        this.locale = locale;
    }

    /** Replaces the pattern. */
    public void applyPattern(String pattern) {
        parts.clear();
        StringBuilder[] segments = {new StringBuilder(), null, null, null};
        int part = 0;
        boolean inQuote = false;
        int braceStack = 0;
        for (int i = 0; i < pattern.length(); ++i) {
            char ch = pattern.charAt(i);
            if (part == 0) {
                if (ch == '\'') {
                    if (i + 1 < pattern.length() && pattern.charAt(i + 1) == '\'') {
                        segments[0].append(ch);
                        ++i;
                    } else {
                        inQuote = !inQuote;
                    }
                } else if (ch == '{' && !inQuote) {
                    part = 1;
                    segments[1] = new StringBuilder();
                } else {
                    segments[0].append(ch);
                }
            } else if (inQuote) {
                segments[part].append(ch);
                if (ch == '\'') {
                    inQuote = false;
                }
            } else {
                switch (ch) {
                    case ',':
                        if (part < 3) {
                            segments[++part] = new StringBuilder();
                        } else {
                            segments[part].append(ch);
                        }
                        break;
                    case '{':
                        ++braceStack;
                        segments[part].append(ch);
                        break;
                    case '}':
                        if (braceStack == 0) {
                            part = 0;
                            addElement(segments);
                            segments[1] = null;
                            segments[2] = null;
                            segments[3] = null;
                        } else {
                            --braceStack;
                            segments[part].append(ch);
                        }
                        break;
                    case ' ':
                        if (part != 2 || segments[2].length() > 0) {
                            segments[part].append(ch);
                        }
                        break;
                    case '\'':
                        inQuote = true;
                        segments[part].append(ch);
                        break;
                    default:
                        segments[part].append(ch);
                        break;
                }
            }
        }
        if (braceStack == 0 && part != 0) {
            throw new IllegalArgumentException("Unmatched braces in the pattern.");
        }
        if (segments[0].length() > 0) {
            parts.add(new Part(segments[0].toString(), -1, null));
        }
    }

    /** Adds the literal before an element and the element itself. */
    private void addElement(StringBuilder[] segments) {
        String index = segments[1].toString();
        int argument;
        try {
            argument = Integer.parseInt(index);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("can't parse argument number: " + index, e);
        }
        if (argument < 0) {
            throw new IllegalArgumentException("negative argument number: " + argument);
        }
        if (segments[0].length() > 0) {
            parts.add(new Part(segments[0].toString(), -1, null));
            segments[0].setLength(0);
        }
        String type = segments[2] == null ? "" : segments[2].toString();
        String style = segments[3] == null ? "" : segments[3].toString();
        parts.add(new Part(null, argument, makeFormat(type, style)));
    }

    private static String keyword(String s) {
        return s.trim().toLowerCase(Locale.ROOT);
    }

    /** The format of an element's type and style; null when there is no type. */
    private Format makeFormat(String type, String style) {
        String t = keyword(type);
        String st = keyword(style);
        switch (t) {
            case "":
                return null;
            case "number":
                switch (st) {
                    case "":
                        return NumberFormat.getInstance(locale);
                    case "currency":
                        return NumberFormat.getCurrencyInstance(locale);
                    case "percent":
                        return NumberFormat.getPercentInstance(locale);
                    case "integer":
                        return NumberFormat.getIntegerInstance(locale);
                    default:
                        return new DecimalFormat(style, DecimalFormatSymbols.getInstance(locale));
                }
            case "date":
            case "time":
                int dateStyle = dateStyle(st);
                if (dateStyle < 0) {
                    return new SimpleDateFormat(style, locale);
                }
                return t.equals("date") ? DateFormat.getDateInstance(dateStyle, locale) : DateFormat.getTimeInstance(dateStyle, locale);
            case "choice":
                try {
                    return new ChoiceFormat(style);
                } catch (Exception e) {
                    throw new IllegalArgumentException("Choice Pattern incorrect: " + style, e);
                }
            default:
                throw new IllegalArgumentException("unknown format type: " + type);
        }
    }

    /** The DateFormat style of a style keyword, or -1 for a pattern. */
    private static int dateStyle(String keyword) {
        switch (keyword) {
            case "":
                return DateFormat.DEFAULT;
            case "short":
                return DateFormat.SHORT;
            case "medium":
                return DateFormat.MEDIUM;
            case "long":
                return DateFormat.LONG;
            case "full":
                return DateFormat.FULL;
            default:
                return -1;
        }
    }

    /** Formats an array of arguments. */
    public final StringBuffer format(Object[] arguments, StringBuffer result, FieldPosition pos) {
        for (Part p : parts) {
            if (p.literal != null) {
                result.append(p.literal);
                continue;
            }
            if (arguments == null || p.argument >= arguments.length) {
                result.append('{').append(p.argument).append('}');
                continue;
            }
            Object obj = arguments[p.argument];
            if (obj == null) {
                result.append("null");
            } else if (p.format instanceof ChoiceFormat) {
                String text = p.format.format(obj);
                if (text.indexOf('{') >= 0) {
                    text = new MessageFormat(text, locale).format(arguments);
                }
                result.append(text);
            } else if (p.format != null) {
                result.append(p.format.format(obj));
            } else if (obj instanceof Number) {
                result.append(NumberFormat.getInstance(locale).format(obj));
            } else if (obj instanceof Date) {
                result.append(DateFormat.getDateTimeInstance(DateFormat.SHORT, DateFormat.SHORT, locale).format(obj));
            } else if (obj instanceof String) {
                result.append((String) obj);
            } else {
                result.append(obj.toString());
            }
        }
        return result;
    }

    /** Formats {@code arguments}, which must be an Object[]. */
    @Override
    public final StringBuffer format(Object arguments, StringBuffer result, FieldPosition pos) {
        return format((Object[]) arguments, result, pos);
    }

    /** Not provided by rjvm. */
    public Object[] parse(String source, ParsePosition pos) {
        throw new UnsupportedOperationException("rjvm: MessageFormat.parse is not supported");
    }

    /** Not provided by rjvm. */
    @Override
    public Object parseObject(String source, ParsePosition pos) {
        return parse(source, pos);
    }
}
