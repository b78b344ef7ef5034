package java.lang.reflect;

/**
 * A field of a loaded class (rjvm shim). The VM creates instances (Class.getDeclaredFields0);
 * {@code slot} is the field's index among its class's declared fields. Type checks and their
 * messages follow JDK 17's {@code UnsafeFieldAccessorImpl}.
 */
public final class Field extends AccessibleObject implements Member {
    private Class<?> clazz;
    private int slot;
    private String name;
    private Class<?> type;
    private int modifiers;

    private Field() {
    }

    /** Raw bits of a primitive field (static ones ignore {@code obj}; their class is initialised). */
    private static native long getPrim0(Class<?> cls, int slot, Object obj);

    private static native Object getRef0(Class<?> cls, int slot, Object obj);

    private static native void putPrim0(Class<?> cls, int slot, Object obj, long bits);

    private static native void putRef0(Class<?> cls, int slot, Object obj, Object value);

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

    public Class<?> getType() {
        return type;
    }

    public boolean isEnumConstant() {
        return (modifiers & Modifier.ENUM) != 0;
    }

    @Override
    public boolean isSynthetic() {
        return (modifiers & Modifier.SYNTHETIC) != 0;
    }

    private boolean isStatic() {
        return Modifier.isStatic(modifiers);
    }

    private String qualifiedName() {
        return clazz.getName() + "." + name;
    }

    /** Access check and receiver check shared by every get and set. */
    private void check(Object obj) throws IllegalAccessException {
        if (!override) {
            Class<?> caller = callerClass0();
            checkAccess(caller, clazz, isStatic() ? null : obj.getClass(), modifiers);
        }
        if (!isStatic() && !clazz.isAssignableFrom(obj.getClass())) {
            throw setMismatch(obj.getClass().getName(), "");
        }
    }

    private String setMessage(String attemptedType, String attemptedValue) {
        String err = "Can not set";
        if (isStatic()) {
            err += " static";
        }
        if (Modifier.isFinal(modifiers)) {
            err += " final";
        }
        err += " " + type.getName() + " field " + qualifiedName() + " to ";
        if (!attemptedValue.isEmpty()) {
            err += "(" + attemptedType + ")" + attemptedValue;
        } else if (!attemptedType.isEmpty()) {
            err += attemptedType;
        } else {
            err += "null value";
        }
        return err;
    }

    private IllegalArgumentException setMismatch(String attemptedType, String attemptedValue) {
        return new IllegalArgumentException(setMessage(attemptedType, attemptedValue));
    }

    private IllegalArgumentException getMismatch(String to) {
        return new IllegalArgumentException("Attempt to get " + type.getName() + " field \"" + qualifiedName()
                + "\" with illegal data type conversion to " + to);
    }

    public Object get(Object obj) throws IllegalArgumentException, IllegalAccessException {
        check(obj);
        char code = ReflectValues.code(type);
        if (code == 0) {
            return getRef0(clazz, slot, obj);
        }
        return ReflectValues.box(code, getPrim0(clazz, slot, obj));
    }

    /** The field's value widened to primitive {@code to}, as raw bits. */
    private long getAs(Object obj, char to, String toName) throws IllegalAccessException {
        check(obj);
        char code = ReflectValues.code(type);
        if (code == 0 || !ReflectValues.widens(code, to)) {
            throw getMismatch(toName);
        }
        return ReflectValues.widen(code, getPrim0(clazz, slot, obj), to);
    }

    public boolean getBoolean(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return getAs(obj, 'Z', "boolean") != 0;
    }

    public byte getByte(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return (byte) getAs(obj, 'B', "byte");
    }

    public char getChar(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return (char) getAs(obj, 'C', "char");
    }

    public short getShort(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return (short) getAs(obj, 'S', "short");
    }

    public int getInt(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return (int) getAs(obj, 'I', "int");
    }

    public long getLong(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return getAs(obj, 'J', "long");
    }

    public float getFloat(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return Float.intBitsToFloat((int) getAs(obj, 'F', "float"));
    }

    public double getDouble(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return Double.longBitsToDouble(getAs(obj, 'D', "double"));
    }

    /** Final fields are writable only when accessible and not static, as in JDK 17. */
    private void checkWritable(String attemptedType, String attemptedValue) throws IllegalAccessException {
        if (Modifier.isFinal(modifiers) && (!override || isStatic())) {
            throw new IllegalAccessException(setMessage(attemptedType, attemptedValue));
        }
    }

    public void set(Object obj, Object value) throws IllegalArgumentException, IllegalAccessException {
        check(obj);
        String valueType = value == null ? "" : value.getClass().getName();
        checkWritable(valueType, "");
        char code = ReflectValues.code(type);
        if (code == 0) {
            if (value != null && !type.isInstance(value)) {
                throw setMismatch(valueType, "");
            }
            putRef0(clazz, slot, obj, value);
            return;
        }
        char from = ReflectValues.boxCode(value);
        if (from == 0 || !ReflectValues.widens(from, code)) {
            throw setMismatch(valueType, "");
        }
        putPrim0(clazz, slot, obj, ReflectValues.widen(from, ReflectValues.bitsOf(value), code));
    }

    /** Stores primitive {@code from} (raw bits, shown as {@code shown}) into this field with widening. */
    private void setAs(Object obj, char from, long bits, String fromName, String shown) throws IllegalAccessException {
        check(obj);
        checkWritable(fromName, shown);
        char code = ReflectValues.code(type);
        if (code == 0 || !ReflectValues.widens(from, code)) {
            throw setMismatch(fromName, shown);
        }
        putPrim0(clazz, slot, obj, ReflectValues.widen(from, bits, code));
    }

    public void setBoolean(Object obj, boolean z) throws IllegalArgumentException, IllegalAccessException {
        setAs(obj, 'Z', z ? 1 : 0, "boolean", String.valueOf(z));
    }

    public void setByte(Object obj, byte b) throws IllegalArgumentException, IllegalAccessException {
        setAs(obj, 'B', b, "byte", String.valueOf(b));
    }

    public void setChar(Object obj, char c) throws IllegalArgumentException, IllegalAccessException {
        setAs(obj, 'C', c, "char", String.valueOf(c));
    }

    public void setShort(Object obj, short s) throws IllegalArgumentException, IllegalAccessException {
        setAs(obj, 'S', s, "short", String.valueOf(s));
    }

    public void setInt(Object obj, int i) throws IllegalArgumentException, IllegalAccessException {
        setAs(obj, 'I', i, "int", String.valueOf(i));
    }

    public void setLong(Object obj, long l) throws IllegalArgumentException, IllegalAccessException {
        setAs(obj, 'J', l, "long", String.valueOf(l));
    }

    public void setFloat(Object obj, float f) throws IllegalArgumentException, IllegalAccessException {
        setAs(obj, 'F', Float.floatToRawIntBits(f), "float", String.valueOf(f));
    }

    public void setDouble(Object obj, double d) throws IllegalArgumentException, IllegalAccessException {
        setAs(obj, 'D', Double.doubleToRawLongBits(d), "double", String.valueOf(d));
    }

    @Override
    public boolean equals(Object obj) {
        if (!(obj instanceof Field)) {
            return false;
        }
        Field other = (Field) obj;
        return clazz == other.clazz && name.equals(other.name) && type == other.type;
    }

    @Override
    public int hashCode() {
        return clazz.getName().hashCode() ^ name.hashCode();
    }

    /** "private static final int Foo.X", as the JDK prints it. */
    @Override
    public String toString() {
        int mods = modifiers & Modifier.fieldModifiers();
        return (mods == 0 ? "" : Modifier.toString(mods) + " ") + type.getTypeName() + " " + clazz.getTypeName() + "."
                + name;
    }

    public String toGenericString() {
        return toString();
    }
}
