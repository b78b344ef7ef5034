package java.lang.reflect;

/**
 * Conversions between boxes and the raw bits the VM's reflection natives exchange
 * (rjvm shim). Raw bits of a primitive: boolean 0/1, byte/char/short/int the int value
 * sign-extended to long, float its raw int bits, long itself, double its raw long bits.
 */
final class ReflectValues {
    private ReflectValues() {
    }

    /** Descriptor character of a primitive class ('I' for int.class); 0 for reference types. */
    static char code(Class<?> c) {
        if (!c.isPrimitive()) {
            return 0;
        }
        if (c == int.class) return 'I';
        if (c == long.class) return 'J';
        if (c == boolean.class) return 'Z';
        if (c == byte.class) return 'B';
        if (c == char.class) return 'C';
        if (c == short.class) return 'S';
        if (c == float.class) return 'F';
        if (c == double.class) return 'D';
        return 'V';
    }

    /** Descriptor character of the primitive a box holds; 0 for anything else (null included). */
    static char boxCode(Object o) {
        if (o instanceof Integer) return 'I';
        if (o instanceof Long) return 'J';
        if (o instanceof Boolean) return 'Z';
        if (o instanceof Byte) return 'B';
        if (o instanceof Character) return 'C';
        if (o instanceof Short) return 'S';
        if (o instanceof Float) return 'F';
        if (o instanceof Double) return 'D';
        return 0;
    }

    /** Whether a value of primitive {@code from} widens to {@code to} (JLS 5.1.2, or identity). */
    static boolean widens(char from, char to) {
        if (from == to) {
            return true;
        }
        switch (from) {
            case 'B':
                return to == 'S' || to == 'I' || to == 'J' || to == 'F' || to == 'D';
            case 'S':
            case 'C':
                return to == 'I' || to == 'J' || to == 'F' || to == 'D';
            case 'I':
                return to == 'J' || to == 'F' || to == 'D';
            case 'J':
                return to == 'F' || to == 'D';
            case 'F':
                return to == 'D';
            default:
                return false;
        }
    }

    /** The raw bits of a box's value, as primitive {@code from}. */
    static long bitsOf(Object box) {
        if (box instanceof Integer) return ((Integer) box).intValue();
        if (box instanceof Long) return ((Long) box).longValue();
        if (box instanceof Boolean) return ((Boolean) box).booleanValue() ? 1 : 0;
        if (box instanceof Byte) return ((Byte) box).byteValue();
        if (box instanceof Character) return ((Character) box).charValue();
        if (box instanceof Short) return ((Short) box).shortValue();
        if (box instanceof Float) return Float.floatToRawIntBits(((Float) box).floatValue());
        return Double.doubleToRawLongBits(((Double) box).doubleValue());
    }

    /** Converts raw bits of primitive {@code from} to raw bits of {@code to}; the caller checked widens(from, to). */
    static long widen(char from, long bits, char to) {
        if (from == to) {
            return bits;
        }
        switch (to) {
            case 'S':
            case 'I':
            case 'J':
                return bits;
            case 'F':
                return Float.floatToRawIntBits(from == 'J' ? (float) bits : (float) (int) bits);
            default:
                if (from == 'F') {
                    return Double.doubleToRawLongBits((double) Float.intBitsToFloat((int) bits));
                }
                return Double.doubleToRawLongBits(from == 'J' ? (double) bits : (double) (int) bits);
        }
    }

    /** A box of primitive {@code code} holding raw {@code bits}; null for void. */
    static Object box(char code, long bits) {
        switch (code) {
            case 'I':
                return Integer.valueOf((int) bits);
            case 'J':
                return Long.valueOf(bits);
            case 'Z':
                return Boolean.valueOf(bits != 0);
            case 'B':
                return Byte.valueOf((byte) bits);
            case 'C':
                return Character.valueOf((char) bits);
            case 'S':
                return Short.valueOf((short) bits);
            case 'F':
                return Float.valueOf(Float.intBitsToFloat((int) bits));
            case 'D':
                return Double.valueOf(Double.longBitsToDouble(bits));
            default:
                return null;
        }
    }

    /** The Java name of a type as Method.toString prints it ({@code int[]}, {@code java.lang.String}). */
    static String typeName(Class<?> c) {
        return c.getTypeName();
    }
}
