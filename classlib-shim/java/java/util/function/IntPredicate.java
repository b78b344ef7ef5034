package java.util.function;

/** Functional interface IntPredicate (rjvm shim). */
@FunctionalInterface
public interface IntPredicate {
    boolean test(int value);

    default IntPredicate and(final IntPredicate other) {
        if (other == null) {
            throw new NullPointerException();
        }
        final IntPredicate self = this;
        return new IntPredicate() {
            public boolean test(int value) {
                return self.test(value) && other.test(value);
            }
        };
    }

    default IntPredicate negate() {
        final IntPredicate self = this;
        return new IntPredicate() {
            public boolean test(int value) {
                return !self.test(value);
            }
        };
    }

    default IntPredicate or(final IntPredicate other) {
        if (other == null) {
            throw new NullPointerException();
        }
        final IntPredicate self = this;
        return new IntPredicate() {
            public boolean test(int value) {
                return self.test(value) || other.test(value);
            }
        };
    }
}
