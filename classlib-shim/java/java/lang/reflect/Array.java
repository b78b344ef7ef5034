package java.lang.reflect;

/**
 * Creating and inspecting arrays reflectively (rjvm shim): newInstance, getLength, get and set;
 * the typed getters and setters (getInt, setInt, ...) and multi-dimensional newInstance are left out.
 */
public final class Array {
    private Array() {
    }

    private static native Object newArray(Class<?> componentType, int length);

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

    /** The primitive code of {@code array}'s element type (0 for references); IllegalArgumentException if not an array. */
    private static char elementCode(Object array) {
        if (array == null) {
            throw new NullPointerException();
        }
        Class<?> c = array.getClass();
        if (!c.isArray()) {
            throw new IllegalArgumentException("Argument is not an array");
        }
        return ReflectValues.code(c.getComponentType());
    }

    /** Element {@code index} of {@code array}, boxed if primitive. */
    public static Object get(Object array, int index) throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        switch (elementCode(array)) {
            case 0:
                return ((Object[]) array)[index];
            case 'I':
                return ((int[]) array)[index];
            case 'J':
                return ((long[]) array)[index];
            case 'D':
                return ((double[]) array)[index];
            case 'F':
                return ((float[]) array)[index];
            case 'S':
                return ((short[]) array)[index];
            case 'B':
                return ((byte[]) array)[index];
            case 'C':
                return ((char[]) array)[index];
            default:
                return ((boolean[]) array)[index];
        }
    }

    /** Stores {@code value} (unboxed and widened for a primitive array) at {@code index}. */
    public static void set(Object array, int index, Object value) throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        char to = elementCode(array);
        if (to == 0) {
            if (value != null && !array.getClass().getComponentType().isInstance(value)) {
                throw new IllegalArgumentException("array element type mismatch");
            }
            ((Object[]) array)[index] = value;
            return;
        }
        char from = ReflectValues.boxCode(value);
        if (from == 0 || !ReflectValues.widens(from, to)) {
            throw new IllegalArgumentException("argument type mismatch");
        }
        long bits = ReflectValues.widen(from, ReflectValues.bitsOf(value), to);
        switch (to) {
            case 'I':
                ((int[]) array)[index] = (int) bits;
                break;
            case 'J':
                ((long[]) array)[index] = bits;
                break;
            case 'D':
                ((double[]) array)[index] = Double.longBitsToDouble(bits);
                break;
            case 'F':
                ((float[]) array)[index] = Float.intBitsToFloat((int) bits);
                break;
            case 'S':
                ((short[]) array)[index] = (short) bits;
                break;
            case 'B':
                ((byte[]) array)[index] = (byte) bits;
                break;
            case 'C':
                ((char[]) array)[index] = (char) bits;
                break;
            default:
                ((boolean[]) array)[index] = bits != 0;
                break;
        }
    }
}
