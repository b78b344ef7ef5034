package java.lang;

/** Thrown when storing an object of the wrong type into an array (rjvm shim). */
public class ArrayStoreException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ArrayStoreException() {
        super();
    }

    public ArrayStoreException(String message) {
        super(message);
    }
}
