package java.lang.reflect;

/**
 * A constructor of a loaded class (rjvm shim). The VM creates instances
 * (Class.getDeclaredConstructors0); {@code slot} is the VM's method id of the {@code <init>}.
 */
public final class Constructor<T> extends Executable {
    private Class<T> clazz;
    private int slot;
    private Class<?>[] parameterTypes;
    private Class<?>[] exceptionTypes;
    private int modifiers;

    private Constructor() {
    }

    /** Allocates an instance of {@code cls} (initialising the class) and runs constructor {@code slot} on it. */
    private static native Object newInstance0(Class<?> cls, int slot, long[] prims, Object[] refs);

    /**
     * Allocates an instance of {@code cls} and runs this no-arg constructor of one of its
     * superclasses on it: what deserialization does (the JDK's constructor "for serialization"),
     * reached from java.io through {@link SerialAccess}.
     */
    Object newInstanceForSerialization(Class<?> cls) throws InvocationTargetException {
        try {
            return newInstance0(cls, slot, new long[0], new Object[0]);
        } catch (Throwable t) {
            throw new InvocationTargetException(t);
        }
    }

    @Override
    public Class<T> getDeclaringClass() {
        return clazz;
    }

    @Override
    public String getName() {
        return clazz.getName();
    }

    @Override
    public int getModifiers() {
        return modifiers;
    }

    @Override
    public Class<?>[] getParameterTypes() {
        return parameterTypes.clone();
    }

    @Override
    public int getParameterCount() {
        return parameterTypes.length;
    }

    @Override
    public Class<?>[] getExceptionTypes() {
        return exceptionTypes.clone();
    }

    @SuppressWarnings("unchecked")
    public T newInstance(Object... initargs)
            throws InstantiationException, IllegalAccessException, IllegalArgumentException, InvocationTargetException {
        if (!override) {
            Class<?> caller = callerClass0();
            checkAccess(caller, clazz, clazz, modifiers);
        }
        if ((clazz.getModifiers() & Modifier.ENUM) != 0) {
            throw new IllegalArgumentException("Cannot reflectively create enum objects");
        }
        if (Modifier.isAbstract(clazz.getModifiers())) {
            throw new InstantiationException();
        }
        long[] prims = new long[parameterTypes.length];
        Object[] refs = unpack(parameterTypes, initargs, prims);
        try {
            return (T) newInstance0(clazz, slot, prims, refs);
        } catch (Throwable t) {
            throw new InvocationTargetException(t);
        }
    }

    @Override
    public boolean equals(Object obj) {
        if (!(obj instanceof Constructor)) {
            return false;
        }
        Constructor<?> other = (Constructor<?>) obj;
        return clazz == other.clazz && java.util.Arrays.equals(parameterTypes, other.parameterTypes);
    }

    @Override
    public int hashCode() {
        return clazz.getName().hashCode();
    }

    /** "public Foo(int,java.lang.String)", as the JDK prints it. */
    @Override
    public String toString() {
        int mods = modifiers & Modifier.constructorModifiers();
        String prefix = mods == 0 ? "" : Modifier.toString(mods) + " ";
        return prefix + clazz.getTypeName() + parameterList() + throwsList();
    }

    public String toGenericString() {
        return toString();
    }
}
