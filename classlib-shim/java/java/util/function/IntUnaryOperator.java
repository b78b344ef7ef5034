package java.util.function;

/** Functional interface IntUnaryOperator (rjvm shim). */
@FunctionalInterface
public interface IntUnaryOperator {
    int applyAsInt(int operand);

    default IntUnaryOperator compose(final IntUnaryOperator before) {
        if (before == null) {
            throw new NullPointerException();
        }
        final IntUnaryOperator self = this;
        return new IntUnaryOperator() {
            public int applyAsInt(int v) {
                return self.applyAsInt(before.applyAsInt(v));
            }
        };
    }

    default IntUnaryOperator andThen(final IntUnaryOperator after) {
        if (after == null) {
            throw new NullPointerException();
        }
        final IntUnaryOperator self = this;
        return new IntUnaryOperator() {
            public int applyAsInt(int v) {
                return after.applyAsInt(self.applyAsInt(v));
            }
        };
    }

    static IntUnaryOperator identity() {
        return new IntUnaryOperator() {
            public int applyAsInt(int v) {
                return v;
            }
        };
    }
}
