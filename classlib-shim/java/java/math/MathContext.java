package java.math;

/** A precision (significant digits, 0 for unlimited) and a rounding mode (rjvm shim). */
public final class MathContext implements java.io.Serializable {
    private static final long serialVersionUID = 5579720004786848255L;

    /** Unlimited precision, HALF_UP: exact arithmetic. */
    public static final MathContext UNLIMITED = new MathContext(0, RoundingMode.HALF_UP);
    /** IEEE 754-2019 decimal32: 7 digits, HALF_EVEN. */
    public static final MathContext DECIMAL32 = new MathContext(7, RoundingMode.HALF_EVEN);
    /** IEEE 754-2019 decimal64: 16 digits, HALF_EVEN. */
    public static final MathContext DECIMAL64 = new MathContext(16, RoundingMode.HALF_EVEN);
    /** IEEE 754-2019 decimal128: 34 digits, HALF_EVEN. */
    public static final MathContext DECIMAL128 = new MathContext(34, RoundingMode.HALF_EVEN);

    private final int precision;
    private final RoundingMode roundingMode;

    /** {@code precision} digits, HALF_UP. */
    public MathContext(int setPrecision) {
        this(setPrecision, RoundingMode.HALF_UP);
    }

    /** {@code precision} digits rounded with {@code setRoundingMode}. */
    public MathContext(int setPrecision, RoundingMode setRoundingMode) {
        if (setPrecision < 0) {
            throw new IllegalArgumentException("Digits < 0");
        }
        if (setRoundingMode == null) {
            throw new NullPointerException("null RoundingMode");
        }
        this.precision = setPrecision;
        this.roundingMode = setRoundingMode;
    }

    /** Parses the form {@link #toString} gives: {@code precision=7 roundingMode=HALF_EVEN}. */
    public MathContext(String val) {
        if (val == null) {
            throw new NullPointerException("null String");
        }
        int digits;
        RoundingMode mode;
        try {
            if (!val.startsWith("precision=")) {
                throw new RuntimeException();
            }
            int space = val.indexOf(' ');
            digits = Integer.parseInt(val.substring(10, space));
            if (!val.startsWith("roundingMode=", space + 1)) {
                throw new RuntimeException();
            }
            mode = RoundingMode.valueOf(val.substring(space + 14));
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("bad string format");
        }
        if (digits < 0) {
            throw new IllegalArgumentException("Digits < 0");
        }
        this.precision = digits;
        this.roundingMode = mode;
    }

    /** The number of significant digits (0: unlimited). */
    public int getPrecision() {
        return precision;
    }

    /** The rounding mode. */
    public RoundingMode getRoundingMode() {
        return roundingMode;
    }

    @Override
    public boolean equals(Object x) {
        if (!(x instanceof MathContext)) {
            return false;
        }
        MathContext mc = (MathContext) x;
        return mc.precision == precision && mc.roundingMode == roundingMode;
    }

    @Override
    public int hashCode() {
        return roundingMode.hashCode() ^ (precision << 2);
    }

    @Override
    public String toString() {
        return "precision=" + precision + " roundingMode=" + roundingMode;
    }
}
