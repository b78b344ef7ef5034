package java.math;

/** How to round a value that does not fit the kept digits (rjvm shim). */
public enum RoundingMode {
    /** Away from zero. */
    UP,
    /** Toward zero. */
    DOWN,
    /** Toward positive infinity. */
    CEILING,
    /** Toward negative infinity. */
    FLOOR,
    /** To nearest; ties away from zero. */
    HALF_UP,
    /** To nearest; ties toward zero. */
    HALF_DOWN,
    /** To nearest; ties to the even neighbour. */
    HALF_EVEN,
    /** Rounding is not allowed (ArithmeticException if needed). */
    UNNECESSARY;

    /** The mode of a legacy {@code BigDecimal.ROUND_*} constant. */
    public static RoundingMode valueOf(int rm) {
        if (rm < 0 || rm > 7) {
            throw new IllegalArgumentException("argument out of range");
        }
        return values()[rm];
    }
}
