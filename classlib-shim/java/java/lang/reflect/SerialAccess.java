package java.lang.reflect;

/**
 * rjvm shim, not part of the JDK API: lets java.io.ObjectInputStream create an object the way
 * the JDK's deserialization does, without running the object's own constructors.
 */
public final class SerialAccess {
    private SerialAccess() {
    }

    /**
     * A new instance of {@code cls} on which only {@code ctor}, the no-arg constructor of its first
     * non-serializable superclass, has run.
     */
    public static Object allocate(Class<?> cls, Constructor<?> ctor) throws InvocationTargetException {
        return ctor.newInstanceForSerialization(cls);
    }
}
