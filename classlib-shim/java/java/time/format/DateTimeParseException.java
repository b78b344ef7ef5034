package java.time.format;

import java.time.DateTimeException;

/** Text that could not be parsed as a date or time (rjvm shim). */
public class DateTimeParseException extends DateTimeException {
    private static final long serialVersionUID = 4304633501674722597L;

    private final String parsedString;
    private final int errorIndex;

    /** An exception for {@code parsedData}, failing at {@code errorIndex}. */
    public DateTimeParseException(String message, CharSequence parsedData, int errorIndex) {
        super(message);
        this.parsedString = parsedData.toString();
        this.errorIndex = errorIndex;
    }

    /** An exception for {@code parsedData} with a cause. */
    public DateTimeParseException(String message, CharSequence parsedData, int errorIndex, Throwable cause) {
        super(message, cause);
        this.parsedString = parsedData.toString();
        this.errorIndex = errorIndex;
    }

    /** The text that was being parsed. */
    public String getParsedString() {
        return parsedString;
    }

    /** The index where the error was found. */
    public int getErrorIndex() {
        return errorIndex;
    }
}
