package java.lang.reflect;

/**
 * Creating, reading and writing arrays reflectively (rjvm shim). Reads and writes follow the
 * JDK's widening rules and messages: an index out of range throws a bare
 * ArrayIndexOutOfBoundsException, a conversion that is not a widening "argument type
 * mismatch".
 */
public final class Array {
    private Array() {
    }

    private static native Object newArray(Class<?> componentType, int length);

    /** A one-dimensional array of {@code componentType}, {@code length} elements. */
    public static Object newInstance(Class<?> componentType, int length) throws NegativeArraySizeException {
        if (componentType == null) {
            throw new NullPointerException();
        }
        if (componentType == Void.TYPE) {
            throw new IllegalArgumentException();
        }
        if (length < 0) {
            throw new NegativeArraySizeException(Integer.toString(length));
        }
        return newArray(componentType, length);
    }

    /** The length of {@code array}. */
    public static int getLength(Object array) throws IllegalArgumentException {
        if (array == null) {
            throw new NullPointerException();
        }
        if (array instanceof Object[]) {
            return ((Object[]) array).length;
        } else if (array instanceof int[]) {
            return ((int[]) array).length;
        } else if (array instanceof long[]) {
            return ((long[]) array).length;
        } else if (array instanceof double[]) {
            return ((double[]) array).length;
        } else if (array instanceof float[]) {
            return ((float[]) array).length;
        } else if (array instanceof char[]) {
            return ((char[]) array).length;
        } else if (array instanceof byte[]) {
            return ((byte[]) array).length;
        } else if (array instanceof short[]) {
            return ((short[]) array).length;
        } else if (array instanceof boolean[]) {
            return ((boolean[]) array).length;
        }
        throw new IllegalArgumentException("Argument is not an array");
    }

    /** An array of {@code componentType} with the given dimensions (at least one). */
    public static Object newInstance(Class<?> componentType, int... dimensions) throws IllegalArgumentException, NegativeArraySizeException {
        if (componentType == null || dimensions == null) {
            throw new NullPointerException();
        }
        if (dimensions.length == 0 || dimensions.length > 255 || componentType == Void.TYPE) {
            throw new IllegalArgumentException();
        }
        for (int d : dimensions) {
            if (d < 0) {
                throw new NegativeArraySizeException(Integer.toString(d));
            }
        }
        return newMulti(componentType, dimensions, 0);
    }

    /** The array for dimensions[level..], elements of {@code componentType} at the bottom. */
    private static Object newMulti(Class<?> componentType, int[] dimensions, int level) {
        if (level == dimensions.length - 1) {
            return newArray(componentType, dimensions[level]);
        }
        Class<?> elementClass = componentType;
        for (int k = level + 1; k < dimensions.length; k++) {
            elementClass = newArray(elementClass, 0).getClass();
        }
        Object[] outer = (Object[]) newArray(elementClass, dimensions[level]);
        for (int k = 0; k < outer.length; k++) {
            outer[k] = newMulti(componentType, dimensions, level + 1);
        }
        return outer;
    }

    /** The array's element kind as a descriptor letter ('L' for references). */
    private static char kind(Object array) {
        if (array == null) {
            throw new NullPointerException();
        }
        if (array instanceof Object[]) {
            return 'L';
        } else if (array instanceof int[]) {
            return 'I';
        } else if (array instanceof long[]) {
            return 'J';
        } else if (array instanceof double[]) {
            return 'D';
        } else if (array instanceof float[]) {
            return 'F';
        } else if (array instanceof char[]) {
            return 'C';
        } else if (array instanceof byte[]) {
            return 'B';
        } else if (array instanceof short[]) {
            return 'S';
        } else if (array instanceof boolean[]) {
            return 'Z';
        }
        throw new IllegalArgumentException("Argument is not an array");
    }

    private static void checkIndex(Object array, int index) {
        if (index < 0 || index >= getLength(array)) {
            throw new ArrayIndexOutOfBoundsException();
        }
    }

    /** Element {@code index}, primitives boxed. */
    public static Object get(Object array, int index) throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        char k = kind(array);
        checkIndex(array, index);
        switch (k) {
            case 'L':
                return ((Object[]) array)[index];
            case 'I':
                return Integer.valueOf(((int[]) array)[index]);
            case 'J':
                return Long.valueOf(((long[]) array)[index]);
            case 'D':
                return Double.valueOf(((double[]) array)[index]);
            case 'F':
                return Float.valueOf(((float[]) array)[index]);
            case 'C':
                return Character.valueOf(((char[]) array)[index]);
            case 'B':
                return Byte.valueOf(((byte[]) array)[index]);
            case 'S':
                return Short.valueOf(((short[]) array)[index]);
            default:
                return Boolean.valueOf(((boolean[]) array)[index]);
        }
    }

    /** True if a value of primitive kind {@code from} widens to kind {@code to}. */
    private static boolean widens(char from, char to) {
        if (from == to) {
            return true;
        }
        switch (to) {
            case 'S':
                return from == 'B';
            case 'I':
                return from == 'B' || from == 'S' || from == 'C';
            case 'J':
                return from == 'B' || from == 'S' || from == 'C' || from == 'I';
            case 'F':
                return from == 'B' || from == 'S' || from == 'C' || from == 'I' || from == 'J';
            case 'D':
                return from != 'Z';
            default:
                return false;
        }
    }

    /** Element {@code index} of a primitive array whose kind widens to {@code to}, boxed. */
    private static Object primitive(Object array, int index, char to) {
        char k = kind(array);
        if (k == 'L') {
            throw new IllegalArgumentException("Argument is not an array of primitive type");
        }
        if (!widens(k, to)) {
            throw new IllegalArgumentException("argument type mismatch");
        }
        return get(array, index);
    }

    /** The value of a boxed Number or Character as a long. */
    private static long asLong(Object boxed) {
        return boxed instanceof Character ? ((Character) boxed).charValue() : ((Number) boxed).longValue();
    }

    /** The value of a boxed Number or Character as a double. */
    private static double asDouble(Object boxed) {
        return boxed instanceof Character ? ((Character) boxed).charValue() : ((Number) boxed).doubleValue();
    }

    /** Element {@code index} of a primitive array whose type widens to boolean. */
    public static boolean getBoolean(Object array, int index) {
        return ((Boolean) primitive(array, index, 'Z')).booleanValue();
    }

    /** Element {@code index} of a primitive array whose type widens to byte. */
    public static byte getByte(Object array, int index) {
        return (byte) asLong(primitive(array, index, 'B'));
    }

    /** Element {@code index} of a primitive array whose type widens to char. */
    public static char getChar(Object array, int index) {
        return ((Character) primitive(array, index, 'C')).charValue();
    }

    /** Element {@code index} of a primitive array whose type widens to short. */
    public static short getShort(Object array, int index) {
        return (short) asLong(primitive(array, index, 'S'));
    }

    /** Element {@code index} of a primitive array whose type widens to int. */
    public static int getInt(Object array, int index) {
        return (int) asLong(primitive(array, index, 'I'));
    }

    /** Element {@code index} of a primitive array whose type widens to long. */
    public static long getLong(Object array, int index) {
        return asLong(primitive(array, index, 'J'));
    }

    /** Element {@code index} of a primitive array whose type widens to float. */
    public static float getFloat(Object array, int index) {
        Object v = primitive(array, index, 'F');
        return v instanceof Float ? ((Float) v).floatValue() : (float) asLong(v);
    }

    /** Element {@code index} of a primitive array whose type widens to double. */
    public static double getDouble(Object array, int index) {
        Object v = primitive(array, index, 'D');
        if (v instanceof Float) {
            return ((Float) v).floatValue();
        }
        return v instanceof Double ? ((Double) v).doubleValue() : (double) asLong(v);
    }

    /** The primitive kind of a boxed value, or 0 for anything else. */
    private static char boxedKind(Object value) {
        if (value instanceof Integer) {
            return 'I';
        } else if (value instanceof Long) {
            return 'J';
        } else if (value instanceof Double) {
            return 'D';
        } else if (value instanceof Float) {
            return 'F';
        } else if (value instanceof Character) {
            return 'C';
        } else if (value instanceof Byte) {
            return 'B';
        } else if (value instanceof Short) {
            return 'S';
        } else if (value instanceof Boolean) {
            return 'Z';
        }
        return 0;
    }

    /** Sets element {@code index}; a primitive array's element is unboxed and widened. */
    public static void set(Object array, int index, Object value) throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        char k = kind(array);
        if (k == 'L') {
            if (value != null && !array.getClass().getComponentType().isInstance(value)) {
                throw new IllegalArgumentException("array element type mismatch");
            }
            checkIndex(array, index);
            ((Object[]) array)[index] = value;
            return;
        }
        if (value == null) {
            throw new IllegalArgumentException();
        }
        storeWidened(array, k, index, boxedKind(value), value);
    }

    /** Stores the boxed {@code value} of kind {@code from} into a primitive array of kind {@code k}. */
    private static void storeWidened(Object array, char k, int index, char from, Object value) {
        if (k == 'L') {
            throw new IllegalArgumentException("Argument is not an array of primitive type");
        }
        if (from == 0 || !widens(from, k)) {
            throw new IllegalArgumentException("argument type mismatch");
        }
        checkIndex(array, index);
        switch (k) {
            case 'Z':
                ((boolean[]) array)[index] = ((Boolean) value).booleanValue();
                break;
            case 'C':
                ((char[]) array)[index] = ((Character) value).charValue();
                break;
            case 'B':
                ((byte[]) array)[index] = (byte) asLong(value);
                break;
            case 'S':
                ((short[]) array)[index] = (short) asLong(value);
                break;
            case 'I':
                ((int[]) array)[index] = (int) asLong(value);
                break;
            case 'J':
                ((long[]) array)[index] = asLong(value);
                break;
            case 'F':
                ((float[]) array)[index] = value instanceof Float ? ((Float) value).floatValue() : (float) asLong(value);
                break;
            default:
                ((double[]) array)[index] = value instanceof Double || value instanceof Float ? ((Number) value).doubleValue() : (double) asLong(value);
                break;
        }
    }

    /** Sets element {@code index} of a primitive array that boolean widens to. */
    public static void setBoolean(Object array, int index, boolean z) {
        storeWidened(array, kind(array), index, 'Z', Boolean.valueOf(z));
    }

    /** Sets element {@code index} of a primitive array that byte widens to. */
    public static void setByte(Object array, int index, byte b) {
        storeWidened(array, kind(array), index, 'B', Byte.valueOf(b));
    }

    /** Sets element {@code index} of a primitive array that char widens to. */
    public static void setChar(Object array, int index, char c) {
        storeWidened(array, kind(array), index, 'C', Character.valueOf(c));
    }

    /** Sets element {@code index} of a primitive array that short widens to. */
    public static void setShort(Object array, int index, short s) {
        storeWidened(array, kind(array), index, 'S', Short.valueOf(s));
    }

    /** Sets element {@code index} of a primitive array that int widens to. */
    public static void setInt(Object array, int index, int i) {
        storeWidened(array, kind(array), index, 'I', Integer.valueOf(i));
    }

    /** Sets element {@code index} of a primitive array that long widens to. */
    public static void setLong(Object array, int index, long l) {
        storeWidened(array, kind(array), index, 'J', Long.valueOf(l));
    }

    /** Sets element {@code index} of a primitive array that float widens to. */
    public static void setFloat(Object array, int index, float f) {
        storeWidened(array, kind(array), index, 'F', Float.valueOf(f));
    }

    /** Sets element {@code index} of a primitive array that double widens to. */
    public static void setDouble(Object array, int index, double d) {
        storeWidened(array, kind(array), index, 'D', Double.valueOf(d));
    }
}
