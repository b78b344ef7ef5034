package java.lang;

/**
 * Runtime representation of classes, interfaces, arrays and primitive types (rjvm shim).
 * Instances are created by the VM only; most queries are natives.
 */
public final class Class<T> implements java.io.Serializable {
    private static final long serialVersionUID = 3206093459760846163L;

    private Class() {
    }

    /** The binary name: "java.lang.String", "[I", "[Ljava.lang.String;", "int". */
    public native String getName();

    public native boolean isInstance(Object obj);

    public native boolean isAssignableFrom(Class<?> cls);

    public native boolean isInterface();

    public native boolean isArray();

    public native boolean isPrimitive();

    public native Class<? super T> getSuperclass();

    public native Class<?> getComponentType();

    public native Class<?>[] getInterfaces();

    public native int getModifiers();

    public native boolean desiredAssertionStatus();

    static native Class<?> getPrimitiveClass(String name);

    private static native Class<?> forName0(String name) throws ClassNotFoundException;

    private native Object newInstance0() throws InstantiationException, IllegalAccessException;

    /** For an enum class: its constants in ordinal order, in a fresh T[]; otherwise null. */
    private native Object[] getEnumConstants0();

    public static Class<?> forName(String className) throws ClassNotFoundException {
        if (className == null) {
            throw new NullPointerException();
        }
        return forName0(className);
    }

    @SuppressWarnings("unchecked")
    public T newInstance() throws InstantiationException, IllegalAccessException {
        return (T) newInstance0();
    }

    public String toString() {
        return (isInterface() ? "interface " : (isPrimitive() ? "" : "class ")) + getName();
    }

    public String getSimpleName() {
        if (isArray()) {
            return getComponentType().getSimpleName() + "[]";
        }
        String name = getName();
        int dot = name.lastIndexOf('.');
        String simple = name.substring(dot + 1);
        int dollar = simple.lastIndexOf('$');
        if (dollar >= 0) {
            simple = simple.substring(dollar + 1);
            int i = 0;
            while (i < simple.length() && simple.charAt(i) >= '0' && simple.charAt(i) <= '9') {
                i++;
            }
            simple = simple.substring(i);
        }
        return simple;
    }

    public String getTypeName() {
        if (isArray()) {
            Class<?> c = this;
            int dims = 0;
            while (c.isArray()) {
                dims++;
                c = c.getComponentType();
            }
            StringBuilder sb = new StringBuilder(c.getName());
            for (int i = 0; i < dims; i++) {
                sb.append("[]");
            }
            return sb.toString();
        }
        return getName();
    }

    public String getCanonicalName() {
        if (isArray()) {
            String c = getComponentType().getCanonicalName();
            return c == null ? null : c + "[]";
        }
        if (isAnonymousClass()) {
            return null;
        }
        return getName().replace('$', '.');
    }

    public String getPackageName() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return "java.lang";
        }
        String name = c.getName();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(0, dot);
    }

    public boolean isAnonymousClass() {
        // Classes the VM generates for lambdas ("Host$$Indy$1") are hidden, not anonymous.
        String name = getName();
        return !isArray() && name.indexOf('$') >= 0 && name.indexOf("$$") < 0 && getSimpleName().isEmpty();
    }

    public boolean isEnum() {
        // Enum constants with bodies are subclasses of the enum class, which is not an enum itself.
        return getSuperclass() == Enum.class && (getModifiers() & 0x4000) != 0;
    }

    @SuppressWarnings("unchecked")
    public T[] getEnumConstants() {
        Object[] values = getEnumConstants0();
        return values == null ? null : (T[]) values.clone();
    }

    @SuppressWarnings("unchecked")
    public T cast(Object obj) {
        if (obj != null && !isInstance(obj)) {
            throw new ClassCastException("Cannot cast " + obj.getClass().getName() + " to " + getName());
        }
        return (T) obj;
    }

    @SuppressWarnings("unchecked")
    public <U> Class<? extends U> asSubclass(Class<U> clazz) {
        if (clazz.isAssignableFrom(this)) {
            return (Class<? extends U>) this;
        }
        throw new ClassCastException(this.toString());
    }
}
