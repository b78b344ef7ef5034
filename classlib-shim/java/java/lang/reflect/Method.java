package java.lang.reflect;

/**
 * A method of a loaded class (rjvm shim). The VM creates instances (Class.getDeclaredMethods0)
 * and fills the fields; {@code slot} is the VM's method id. Invocation goes through the
 * interpreter, so traced runs see the call like any other.
 */
public final class Method extends Executable {
    private Class<?> clazz;
    private int slot;
    private String name;
    private Class<?> returnType;
    private Class<?>[] parameterTypes;
    private Class<?>[] exceptionTypes;
    private int modifiers;

    private Method() {
    }

    /** Runs method {@code slot} (virtually dispatched on {@code obj} unless static or private); result as raw bits. */
    private static native long invokePrim0(int slot, Object obj, long[] prims, Object[] refs);

    /** As invokePrim0 for a method returning a reference. */
    private static native Object invokeRef0(int slot, Object obj, long[] prims, Object[] refs);

    @Override
    public Class<?> getDeclaringClass() {
        return clazz;
    }

    @Override
    public String getName() {
        return name;
    }

    @Override
    public int getModifiers() {
        return modifiers;
    }

    public Class<?> getReturnType() {
        return returnType;
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

    public boolean isBridge() {
        return (modifiers & Modifier.BRIDGE) != 0;
    }

    public boolean isDefault() {
        return (modifiers & (Modifier.ABSTRACT | Modifier.PUBLIC | Modifier.STATIC)) == Modifier.PUBLIC
                && clazz.isInterface();
    }

    public Object getDefaultValue() {
        return null;
    }

    public Object invoke(Object obj, Object... args)
            throws IllegalAccessException, IllegalArgumentException, InvocationTargetException {
        boolean isStatic = Modifier.isStatic(modifiers);
        if (!override) {
            Class<?> caller = callerClass0();
            checkAccess(caller, clazz, isStatic ? null : obj.getClass(), modifiers);
        }
        if (!isStatic) {
            if (obj == null) {
                throw new NullPointerException();
            }
            if (!clazz.isInstance(obj)) {
                throw new IllegalArgumentException("object is not an instance of declaring class");
            }
        }
        long[] prims = new long[parameterTypes.length];
        Object[] refs = unpack(parameterTypes, args, prims);
        char ret = ReflectValues.code(returnType);
        try {
            if (ret == 0) {
                return invokeRef0(slot, obj, prims, refs);
            }
            return ReflectValues.box(ret, invokePrim0(slot, obj, prims, refs));
        } catch (Throwable t) {
            throw new InvocationTargetException(t);
        }
    }

    @Override
    public boolean equals(Object obj) {
        if (!(obj instanceof Method)) {
            return false;
        }
        Method other = (Method) obj;
        return clazz == other.clazz && name.equals(other.name) && returnType == other.returnType
                && java.util.Arrays.equals(parameterTypes, other.parameterTypes);
    }

    @Override
    public int hashCode() {
        return clazz.getName().hashCode() ^ name.hashCode();
    }

    /** "public static int Foo.bar(int,java.lang.String)", as the JDK prints it. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        int mods = modifiers & Modifier.methodModifiers();
        if (mods != 0 && !isDefault()) {
            sb.append(Modifier.toString(mods)).append(' ');
        } else if (isDefault()) {
            int m = mods & ~Modifier.ABSTRACT;
            if (m != 0) {
                sb.append(Modifier.toString(m)).append(' ');
            }
            sb.append("default ");
        }
        sb.append(returnType.getTypeName()).append(' ');
        sb.append(clazz.getTypeName()).append('.').append(name);
        return sb.append(parameterList()).append(throwsList()).toString();
    }

    public String toGenericString() {
        return toString();
    }
}
