package java.util.function;

/** Functional interface LongUnaryOperator (rjvm shim). */
@FunctionalInterface
public interface LongUnaryOperator {
    long applyAsLong(long operand);

    default LongUnaryOperator compose(final LongUnaryOperator before) {
        if (before == null) {
            throw new NullPointerException();
        }
        final LongUnaryOperator self = this;
        return new LongUnaryOperator() {
            public long applyAsLong(long v) {
                return self.applyAsLong(before.applyAsLong(v));
            }
        };
    }

    default LongUnaryOperator andThen(final LongUnaryOperator after) {
        if (after == null) {
            throw new NullPointerException();
        }
        final LongUnaryOperator self = this;
        return new LongUnaryOperator() {
            public long applyAsLong(long v) {
                return after.applyAsLong(self.applyAsLong(v));
            }
        };
    }

    static LongUnaryOperator identity() {
        return new LongUnaryOperator() {
            public long applyAsLong(long v) {
                return v;
            }
        };
    }
}
