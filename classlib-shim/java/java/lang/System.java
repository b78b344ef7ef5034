package java.lang;

import java.io.BufferedInputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;

/** Standard streams, properties, time and array copying (rjvm shim). */
public final class System {
    public static final InputStream in;
    public static final PrintStream out;
    public static final PrintStream err;

    static {
        in = new BufferedInputStream(new FileInputStream(FileDescriptor.in));
        out = new PrintStream(new FileOutputStream(FileDescriptor.out), true);
        err = new PrintStream(new FileOutputStream(FileDescriptor.err), true);
    }

    private System() {
    }

    public static native void arraycopy(Object src, int srcPos, Object dest, int destPos, int length);

    public static native long currentTimeMillis();

    public static native long nanoTime();

    public static native int identityHashCode(Object x);

    public static native void exit(int status);

    private static native String getProperty0(String key);

    private static native String setProperty0(String key, String value);

    private static native String clearProperty0(String key);

    public static native String getenv(String name);

    private static native String[] propertyKeys0();

    /**
     * The system properties as a {@code Properties} object, made on the first call to
     * {@link #getProperties}; from then on it is the one the property methods read and write
     * (the VM's table is kept in step for {@code setProperty}/{@code clearProperty}).
     */
    private static java.util.Properties props;

    private static native void setIn0(InputStream in);

    private static native void setOut0(PrintStream out);

    private static native void setErr0(PrintStream err);

    public static void setIn(InputStream in) {
        setIn0(in);
    }

    public static void setOut(PrintStream out) {
        setOut0(out);
    }

    public static void setErr(PrintStream err) {
        setErr0(err);
    }

    private static void checkKey(String key) {
        if (key == null) {
            throw new NullPointerException("key can't be null");
        }
        if (key.isEmpty()) {
            throw new IllegalArgumentException("key can't be empty");
        }
    }

    public static String getProperty(String key) {
        checkKey(key);
        java.util.Properties p = props;
        return p != null ? p.getProperty(key) : getProperty0(key);
    }

    public static String getProperty(String key, String def) {
        String v = getProperty(key);
        return v == null ? def : v;
    }

    public static String setProperty(String key, String value) {
        checkKey(key);
        if (value == null) {
            throw new NullPointerException();
        }
        String old = setProperty0(key, value);
        java.util.Properties p = props;
        if (p != null) {
            Object prev = p.setProperty(key, value);
            return prev instanceof String ? (String) prev : null;
        }
        return old;
    }

    public static String clearProperty(String key) {
        checkKey(key);
        String old = clearProperty0(key);
        java.util.Properties p = props;
        if (p != null) {
            Object prev = p.remove(key);
            return prev instanceof String ? (String) prev : null;
        }
        return old;
    }

    /** The system properties (a live table: changes to it are seen by {@link #getProperty}). */
    public static java.util.Properties getProperties() {
        java.util.Properties p = props;
        if (p == null) {
            p = new java.util.Properties();
            for (String key : propertyKeys0()) {
                String value = getProperty0(key);
                if (value != null) {
                    p.setProperty(key, value);
                }
            }
            props = p;
        }
        return p;
    }

    /** Makes {@code p} the system properties; null goes back to the VM's table. */
    public static void setProperties(java.util.Properties p) {
        props = p;
    }

    public static String lineSeparator() {
        String s = getProperty0("line.separator");
        return s == null ? "\n" : s;
    }

    public static void gc() {
        Runtime.getRuntime().gc();
    }

    public static void runFinalization() {
    }

    public static Object getSecurityManager() {
        return null;
    }
}
