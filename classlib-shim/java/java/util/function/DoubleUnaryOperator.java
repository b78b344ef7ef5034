package java.util.function;

/** Functional interface DoubleUnaryOperator (rjvm shim). */
@FunctionalInterface
public interface DoubleUnaryOperator {
    double applyAsDouble(double operand);

    default DoubleUnaryOperator compose(final DoubleUnaryOperator before) {
        if (before == null) {
            throw new NullPointerException();
        }
        final DoubleUnaryOperator self = this;
        return new DoubleUnaryOperator() {
            public double applyAsDouble(double v) {
                return self.applyAsDouble(before.applyAsDouble(v));
            }
        };
    }

    default DoubleUnaryOperator andThen(final DoubleUnaryOperator after) {
        if (after == null) {
            throw new NullPointerException();
        }
        final DoubleUnaryOperator self = this;
        return new DoubleUnaryOperator() {
            public double applyAsDouble(double v) {
                return after.applyAsDouble(self.applyAsDouble(v));
            }
        };
    }

    static DoubleUnaryOperator identity() {
        return new DoubleUnaryOperator() {
            public double applyAsDouble(double v) {
                return v;
            }
        };
    }
}
