package java.util;

/** An event, with the object it happened to (rjvm shim). */
public class EventObject implements java.io.Serializable {
    private static final long serialVersionUID = 5516075349620653480L;

    /** The object the event happened to. */
    protected transient Object source;

    /** An event of {@code source} (not null). */
    public EventObject(Object source) {
        if (source == null) {
            throw new IllegalArgumentException("null source");
        }
        this.source = source;
    }

    /** The object the event happened to. */
    public Object getSource() {
        return source;
    }

    @Override
    public String toString() {
        return getClass().getName() + "[source=" + source + "]";
    }
}
