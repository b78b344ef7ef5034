package java.util.function;

/** Functional interface DoublePredicate (rjvm shim). */
@FunctionalInterface
public interface DoublePredicate {
    boolean test(double value);

    default DoublePredicate and(final DoublePredicate other) {
        if (other == null) {
            throw new NullPointerException();
        }
        final DoublePredicate self = this;
        return new DoublePredicate() {
            public boolean test(double value) {
                return self.test(value) && other.test(value);
            }
        };
    }

    default DoublePredicate negate() {
        final DoublePredicate self = this;
        return new DoublePredicate() {
            public boolean test(double value) {
                return !self.test(value);
            }
        };
    }

    default DoublePredicate or(final DoublePredicate other) {
        if (other == null) {
            throw new NullPointerException();
        }
        final DoublePredicate self = this;
        return new DoublePredicate() {
            public boolean test(double value) {
                return self.test(value) || other.test(value);
            }
        };
    }
}
