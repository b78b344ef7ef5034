package java.util.function;

/** Functional interface Predicate (rjvm shim). */
@FunctionalInterface
public interface Predicate<T> {
    boolean test(T t);

    default Predicate<T> and(final Predicate<? super T> other) {
        if (other == null) {
            throw new NullPointerException();
        }
        final Predicate<T> self = this;
        return new Predicate<T>() {
            public boolean test(T t) {
                return self.test(t) && other.test(t);
            }
        };
    }

    default Predicate<T> negate() {
        final Predicate<T> self = this;
        return new Predicate<T>() {
            public boolean test(T t) {
                return !self.test(t);
            }
        };
    }

    default Predicate<T> or(final Predicate<? super T> other) {
        if (other == null) {
            throw new NullPointerException();
        }
        final Predicate<T> self = this;
        return new Predicate<T>() {
            public boolean test(T t) {
                return self.test(t) || other.test(t);
            }
        };
    }

    static <T> Predicate<T> isEqual(final Object targetRef) {
        return new Predicate<T>() {
            public boolean test(T t) {
                return targetRef == null ? t == null : targetRef.equals(t);
            }
        };
    }

    @SuppressWarnings("unchecked")
    static <T> Predicate<T> not(Predicate<? super T> target) {
        if (target == null) {
            throw new NullPointerException();
        }
        return (Predicate<T>) target.negate();
    }
}
