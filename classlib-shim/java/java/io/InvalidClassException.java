package java.io;

/** A class that cannot be serialized or deserialized, as the JDK's (rjvm shim). */
public class InvalidClassException extends ObjectStreamException {
    private static final long serialVersionUID = 1L;

    /** The name of the class, or null. */
    public String classname;

    /** With {@code reason}. */
    public InvalidClassException(String reason) {
        super(reason);
    }

    /** For class {@code cname} with {@code reason}. */
    public InvalidClassException(String cname, String reason) {
        super(reason);
        classname = cname;
    }

    /** The reason, prefixed with the class name when there is one ("name; reason"). */
    @Override
    public String getMessage() {
        return classname == null ? super.getMessage() : classname + "; " + super.getMessage();
    }
}
