package java.net;

/** A string could not be parsed as a URI: the input, the reason and the index where parsing failed. */
public class URISyntaxException extends Exception {
    private static final long serialVersionUID = 2137979680897488891L;

    private final String input;
    private final int index;

    /** {@code reason} at {@code index} (-1 when unknown) of {@code input}. */
    public URISyntaxException(String input, String reason, int index) {
        super(reason);
        if (input == null || reason == null) {
            throw new NullPointerException();
        }
        if (index < -1) {
            throw new IllegalArgumentException();
        }
        this.input = input;
        this.index = index;
    }

    /** {@code reason} for {@code input}, index unknown. */
    public URISyntaxException(String input, String reason) {
        this(input, reason, -1);
    }

    public String getInput() {
        return input;
    }

    public String getReason() {
        return super.getMessage();
    }

    public int getIndex() {
        return index;
    }

    /** "REASON at index N: INPUT", as the JDK words it. */
    @Override
    public String getMessage() {
        StringBuilder sb = new StringBuilder(getReason());
        if (index > -1) {
            sb.append(" at index ").append(index);
        }
        return sb.append(": ").append(input).toString();
    }
}
