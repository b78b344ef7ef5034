package java.lang;

/**
 * The superclass of every record class (Java 16+). Records get their
 * {@code equals}, {@code hashCode} and {@code toString} from
 * {@code java.lang.runtime.ObjectMethods}, which rjvm links itself.
 */
public abstract class Record {
    /** For record classes only. */
    protected Record() {
    }

    @Override
    public abstract boolean equals(Object obj);

    @Override
    public abstract int hashCode();

    @Override
    public abstract String toString();
}
