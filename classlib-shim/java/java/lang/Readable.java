package java.lang;

/**
 * A source of characters (rjvm shim). The JDK's single method, {@code read(CharBuffer)}, is
 * left out because rjvm has no {@code java.nio.CharBuffer}: {@link java.io.Reader} is the
 * implementation the library reads from (e.g. {@code java.util.Scanner}).
 */
public interface Readable {
}
