package java.lang.reflect;

/**
 * A component of a record class ({@link Class#getRecordComponents}): its name, type and
 * accessor (rjvm shim: no generic signatures, so {@code getGenericType} is the erased type and
 * {@code getGenericSignature} null; no annotations).
 */
public final class RecordComponent {
    private final Class<?> declaringRecord;
    private final String name;
    private final Method accessor;

    /** Made by {@code Class.getRecordComponents}. */
    public RecordComponent(Class<?> declaringRecord, String name, Method accessor) {
        this.declaringRecord = declaringRecord;
        this.name = name;
        this.accessor = accessor;
    }

    /** The component's name. */
    public String getName() {
        return name;
    }

    /** The component's type (the accessor's return type). */
    public Class<?> getType() {
        return accessor.getReturnType();
    }

    /** The component's type (rjvm: erased; no generic signatures). */
    public Type getGenericType() {
        return getType();
    }

    /** The generic signature (rjvm: none kept, null). */
    public String getGenericSignature() {
        return null;
    }

    /** The component's accessor method. */
    public Method getAccessor() {
        return accessor;
    }

    /** The record class that declares it. */
    public Class<?> getDeclaringRecord() {
        return declaringRecord;
    }

    /** The type's name, a space and the component's name, as the JDK's. */
    @Override
    public String toString() {
        return getType().getTypeName() + " " + name;
    }
}
