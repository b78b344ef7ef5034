package java.util;

/** Builds "prefix + a + delimiter + b + ... + suffix" (rjvm shim). */
public final class StringJoiner {
    private final String prefix;
    private final String delimiter;
    private final String suffix;
    private StringBuilder value;
    private String emptyValue;

    /** A joiner with no prefix or suffix. */
    public StringJoiner(CharSequence delimiter) {
        this(delimiter, "", "");
    }

    /** A joiner with the given delimiter, prefix and suffix. */
    public StringJoiner(CharSequence delimiter, CharSequence prefix, CharSequence suffix) {
        Objects.requireNonNull(prefix, "The prefix must not be null");
        Objects.requireNonNull(delimiter, "The delimiter must not be null");
        Objects.requireNonNull(suffix, "The suffix must not be null");
        this.prefix = prefix.toString();
        this.delimiter = delimiter.toString();
        this.suffix = suffix.toString();
    }

    /** What toString() gives before anything is added. */
    public StringJoiner setEmptyValue(CharSequence emptyValue) {
        this.emptyValue = Objects.requireNonNull(emptyValue, "The empty value must not be null").toString();
        return this;
    }

    /** Appends {@code s} (after a delimiter unless it is the first). */
    public StringJoiner add(CharSequence s) {
        if (value == null) {
            value = new StringBuilder().append(prefix);
        } else {
            value.append(delimiter);
        }
        value.append(String.valueOf(s));
        return this;
    }

    /** Appends the content of {@code other} (without its prefix and suffix) as one element. */
    public StringJoiner merge(StringJoiner other) {
        if (other.value != null) {
            add(other.value.substring(other.prefix.length()));
        }
        return this;
    }

    /** The length of toString(). */
    public int length() {
        return value == null ? (emptyValue != null ? emptyValue.length() : prefix.length() + suffix.length())
                : value.length() + suffix.length();
    }

    @Override
    public String toString() {
        if (value == null) {
            return emptyValue != null ? emptyValue : prefix + suffix;
        }
        return value.toString() + suffix;
    }
}
