package java.util.function;

/** Functional interface LongPredicate (rjvm shim). */
@FunctionalInterface
public interface LongPredicate {
    boolean test(long value);

    default LongPredicate and(final LongPredicate other) {
        if (other == null) {
            throw new NullPointerException();
        }
        final LongPredicate self = this;
        return new LongPredicate() {
            public boolean test(long value) {
                return self.test(value) && other.test(value);
            }
        };
    }

    default LongPredicate negate() {
        final LongPredicate self = this;
        return new LongPredicate() {
            public boolean test(long value) {
                return !self.test(value);
            }
        };
    }

    default LongPredicate or(final LongPredicate other) {
        if (other == null) {
            throw new NullPointerException();
        }
        final LongPredicate self = this;
        return new LongPredicate() {
            public boolean test(long value) {
                return self.test(value) || other.test(value);
            }
        };
    }
}
