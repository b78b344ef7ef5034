package java.lang;

/**
 * Runtime representation of classes, interfaces, arrays and primitive types (rjvm shim).
 * Instances are created by the VM only; most queries are natives.
 */
public final class Class<T> implements java.io.Serializable, java.lang.reflect.Type {
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

    /** For an enum class: its constants in ordinal order, in a fresh T[]; otherwise null. */
    private native Object[] getEnumConstants0();

    /** The declared methods (no constructors or initialisers), or only the public ones. */
    private native java.lang.reflect.Method[] getDeclaredMethods0(boolean publicOnly);

    /** The declared fields, or only the public ones. */
    private native java.lang.reflect.Field[] getDeclaredFields0(boolean publicOnly);

    /** The declared constructors, or only the public ones. */
    private native java.lang.reflect.Constructor<T>[] getDeclaredConstructors0(boolean publicOnly);

    /** The NestHost attribute's class, or this class (arrays and primitives: themselves). */
    public native Class<?> getNestHost();

    public java.lang.reflect.Method[] getDeclaredMethods() {
        return getDeclaredMethods0(false);
    }

    public java.lang.reflect.Field[] getDeclaredFields() {
        return getDeclaredFields0(false);
    }

    public java.lang.reflect.Constructor<?>[] getDeclaredConstructors() {
        return getDeclaredConstructors0(false);
    }

    public java.lang.reflect.Constructor<?>[] getConstructors() {
        return getDeclaredConstructors0(true);
    }

    /**
     * Public methods, inherited ones included: this class's, then its superclasses', then
     * its superinterfaces' (static interface methods are not inherited), keeping the first
     * method of each name and parameter list.
     */
    public java.lang.reflect.Method[] getMethods() {
        java.util.ArrayList<java.lang.reflect.Method> out = new java.util.ArrayList<>();
        collectPublicMethods(out, true);
        return out.toArray(new java.lang.reflect.Method[0]);
    }

    private void collectPublicMethods(java.util.ArrayList<java.lang.reflect.Method> out, boolean includeStatic) {
        Class<?> c = isArray() ? Object.class : this;
        for (java.lang.reflect.Method m : c.getDeclaredMethods0(true)) {
            if (includeStatic || !java.lang.reflect.Modifier.isStatic(m.getModifiers())) {
                addIfNew(out, m);
            }
        }
        Class<?> sup = c.getSuperclass();
        if (sup != null) {
            sup.collectPublicMethods(out, true);
        }
        for (Class<?> i : c.getInterfaces()) {
            i.collectPublicMethods(out, false);
        }
    }

    private static void addIfNew(java.util.ArrayList<java.lang.reflect.Method> out, java.lang.reflect.Method m) {
        for (java.lang.reflect.Method o : out) {
            if (o.getName().equals(m.getName())
                    && java.util.Arrays.equals(o.getParameterTypes(), m.getParameterTypes())) {
                if (o.getDeclaringClass().isInterface() && !m.getDeclaringClass().isInterface()) {
                    out.set(out.indexOf(o), m);
                }
                return;
            }
        }
        out.add(m);
    }

    /** Public fields: this class's, then its superinterfaces', then its superclass's (JDK order). */
    public java.lang.reflect.Field[] getFields() {
        java.util.ArrayList<java.lang.reflect.Field> out = new java.util.ArrayList<>();
        collectPublicFields(out);
        return out.toArray(new java.lang.reflect.Field[0]);
    }

    private void collectPublicFields(java.util.ArrayList<java.lang.reflect.Field> out) {
        for (java.lang.reflect.Field f : getDeclaredFields0(true)) {
            if (!out.contains(f)) {
                out.add(f);
            }
        }
        for (Class<?> i : getInterfaces()) {
            i.collectPublicFields(out);
        }
        Class<?> sup = getSuperclass();
        if (sup != null) {
            sup.collectPublicFields(out);
        }
    }

    public java.lang.reflect.Field getField(String name) throws NoSuchFieldException {
        if (name == null) {
            throw new NullPointerException();
        }
        for (java.lang.reflect.Field f : getFields()) {
            if (f.getName().equals(name)) {
                return f;
            }
        }
        throw new NoSuchFieldException(name);
    }

    public java.lang.reflect.Field getDeclaredField(String name) throws NoSuchFieldException {
        if (name == null) {
            throw new NullPointerException();
        }
        for (java.lang.reflect.Field f : getDeclaredFields0(false)) {
            if (f.getName().equals(name)) {
                return f;
            }
        }
        throw new NoSuchFieldException(name);
    }

    public java.lang.reflect.Method getMethod(String name, Class<?>... parameterTypes) throws NoSuchMethodException {
        if (name == null) {
            throw new NullPointerException();
        }
        java.lang.reflect.Method m = findMethod(getMethods(), name, parameterTypes);
        if (m == null) {
            throw new NoSuchMethodException(methodToString(name, parameterTypes));
        }
        return m;
    }

    public java.lang.reflect.Method getDeclaredMethod(String name, Class<?>... parameterTypes)
            throws NoSuchMethodException {
        if (name == null) {
            throw new NullPointerException();
        }
        java.lang.reflect.Method m = findMethod(getDeclaredMethods0(false), name, parameterTypes);
        if (m == null) {
            throw new NoSuchMethodException(methodToString(name, parameterTypes));
        }
        return m;
    }

    /** The method with this name and parameter list; among several (covariant bridges), the most specific return type. */
    private static java.lang.reflect.Method findMethod(java.lang.reflect.Method[] methods, String name,
            Class<?>[] parameterTypes) {
        Class<?>[] params = parameterTypes == null ? new Class<?>[0] : parameterTypes;
        java.lang.reflect.Method best = null;
        for (java.lang.reflect.Method m : methods) {
            if (m.getName().equals(name) && java.util.Arrays.equals(m.getParameterTypes(), params)
                    && (best == null || best.getReturnType().isAssignableFrom(m.getReturnType()))) {
                best = m;
            }
        }
        return best;
    }

    @SuppressWarnings("unchecked")
    public java.lang.reflect.Constructor<T> getConstructor(Class<?>... parameterTypes) throws NoSuchMethodException {
        return findConstructor(getDeclaredConstructors0(true), parameterTypes);
    }

    @SuppressWarnings("unchecked")
    public java.lang.reflect.Constructor<T> getDeclaredConstructor(Class<?>... parameterTypes)
            throws NoSuchMethodException {
        return findConstructor(getDeclaredConstructors0(false), parameterTypes);
    }

    private java.lang.reflect.Constructor<T> findConstructor(java.lang.reflect.Constructor<T>[] ctors,
            Class<?>[] parameterTypes) throws NoSuchMethodException {
        Class<?>[] params = parameterTypes == null ? new Class<?>[0] : parameterTypes;
        for (java.lang.reflect.Constructor<T> c : ctors) {
            if (java.util.Arrays.equals(c.getParameterTypes(), params)) {
                return c;
            }
        }
        throw new NoSuchMethodException(methodToString("<init>", parameterTypes));
    }

    /** "Foo.bar(int,java.lang.String)", the JDK's NoSuchMethodException message. */
    private String methodToString(String name, Class<?>[] argTypes) {
        StringBuilder sb = new StringBuilder(getName()).append('.').append(name).append('(');
        if (argTypes != null) {
            for (int i = 0; i < argTypes.length; i++) {
                if (i > 0) {
                    sb.append(',');
                }
                sb.append(argTypes[i] == null ? "null" : argTypes[i].getName());
            }
        }
        return sb.append(')').toString();
    }

    public static Class<?> forName(String className) throws ClassNotFoundException {
        if (className == null) {
            throw new NullPointerException();
        }
        return forName0(className);
    }

    /**
     * Runs the no-arg constructor, checked against the caller's access like
     * Constructor.newInstance; exceptions from the constructor propagate unwrapped.
     */
    public T newInstance() throws InstantiationException, IllegalAccessException {
        java.lang.reflect.Constructor<T> c;
        try {
            c = getDeclaredConstructor();
        } catch (NoSuchMethodException e) {
            throw (InstantiationException) new InstantiationException(getName()).initCause(e);
        }
        try {
            return c.newInstance();
        } catch (java.lang.reflect.InvocationTargetException e) {
            throw Class.<RuntimeException>uncheckedThrow(e.getCause());
        }
    }

    /** Throws any throwable without the compiler's checked-exception bookkeeping. */
    @SuppressWarnings("unchecked")
    private static <E extends Throwable> E uncheckedThrow(Throwable t) throws E {
        throw (E) t;
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

    private native Class<?> getDeclaringClass0();

    private native Class<?> getEnclosingClass0();

    /** The class this member class is declared in; null for top-level, local and anonymous classes. */
    public Class<?> getDeclaringClass() {
        return isArray() || isPrimitive() ? null : getDeclaringClass0();
    }

    /** The immediately enclosing class (of a member, local or anonymous class), else null. */
    public Class<?> getEnclosingClass() {
        if (isArray() || isPrimitive()) {
            return null;
        }
        Class<?> c = getEnclosingClass0();
        return c != null ? c : getDeclaringClass0();
    }

    /** True for a class declared as a member of another class. */
    public boolean isMemberClass() {
        return !isArray() && !isPrimitive() && getEnclosingClass0() == null && getDeclaringClass0() != null;
    }

    /** True for a named class declared inside a method or initializer. */
    public boolean isLocalClass() {
        return !isArray() && !isPrimitive() && getEnclosingClass0() != null && !isAnonymousClass();
    }

    private native Class<?>[] getPermittedSubclasses0();

    private native String[] getRecordComponentNames0();

    /** True for a record class: final, a direct subclass of {@code Record}, with a Record attribute. */
    public boolean isRecord() {
        return getSuperclass() == Record.class
                && (getModifiers() & java.lang.reflect.Modifier.FINAL) != 0
                && getRecordComponentNames0() != null;
    }

    /**
     * The components of a record class in declaration order (each with its accessor), else
     * null. rjvm keeps no generic signatures: {@code getGenericType} is the erased type.
     */
    public java.lang.reflect.RecordComponent[] getRecordComponents() {
        if (!isRecord()) {
            return null;
        }
        String[] names = getRecordComponentNames0();
        java.lang.reflect.RecordComponent[] out = new java.lang.reflect.RecordComponent[names.length];
        for (int i = 0; i < names.length; i++) {
            java.lang.reflect.Method accessor = findMethod(getDeclaredMethods0(false), names[i], null);
            out[i] = new java.lang.reflect.RecordComponent(this, names[i], accessor);
        }
        return out;
    }

    /** True for a sealed class or interface (one with a PermittedSubclasses attribute). */
    public boolean isSealed() {
        return !isArray() && !isPrimitive() && getPermittedSubclasses0() != null;
    }

    /** The classes a sealed class or interface permits, in declaration order, else null. */
    public Class<?>[] getPermittedSubclasses() {
        return isArray() || isPrimitive() ? null : getPermittedSubclasses0();
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
