package java.util;

/** Shared comparator implementations for Comparator and Collections (rjvm shim, package-private). */
final class Comparators {
    private Comparators() {
    }

    static final Comparator<Comparable<Object>> NATURAL = new NaturalOrder();

    static final class NaturalOrder implements Comparator<Comparable<Object>>, java.io.Serializable {
        private static final long serialVersionUID = 1L;

        public int compare(Comparable<Object> c1, Comparable<Object> c2) {
            return c1.compareTo(c2);
        }

        public Comparator<Comparable<Object>> reversed() {
            return Collections.reverseOrder();
        }
    }

    static final class ReverseNatural implements Comparator<Comparable<Object>>, java.io.Serializable {
        private static final long serialVersionUID = 1L;
        static final ReverseNatural INSTANCE = new ReverseNatural();

        public int compare(Comparable<Object> c1, Comparable<Object> c2) {
            return c2.compareTo(c1);
        }

        @SuppressWarnings("unchecked")
        public Comparator<Comparable<Object>> reversed() {
            return (Comparator<Comparable<Object>>) (Comparator<?>) NATURAL;
        }
    }

    static final class Reverse<T> implements Comparator<T>, java.io.Serializable {
        private static final long serialVersionUID = 1L;
        final Comparator<T> cmp;

        Reverse(Comparator<T> cmp) {
            this.cmp = cmp;
        }

        public int compare(T t1, T t2) {
            return cmp.compare(t2, t1);
        }

        public boolean equals(Object o) {
            return (o == this) || (o instanceof Reverse && cmp.equals(((Reverse<?>) o).cmp));
        }

        public int hashCode() {
            return cmp.hashCode() ^ Integer.MIN_VALUE;
        }

        public Comparator<T> reversed() {
            return cmp;
        }
    }

    static final class NullComparator<T> implements Comparator<T>, java.io.Serializable {
        private static final long serialVersionUID = 1L;
        private final boolean nullFirst;
        private final Comparator<T> real;

        @SuppressWarnings("unchecked")
        NullComparator(boolean nullFirst, Comparator<? super T> real) {
            this.nullFirst = nullFirst;
            this.real = (Comparator<T>) real;
        }

        public int compare(T a, T b) {
            if (a == null) {
                return (b == null) ? 0 : (nullFirst ? -1 : 1);
            } else if (b == null) {
                return nullFirst ? 1 : -1;
            } else {
                return (real == null) ? 0 : real.compare(a, b);
            }
        }

        public Comparator<T> thenComparing(Comparator<? super T> other) {
            if (other == null) {
                throw new NullPointerException();
            }
            return new NullComparator<T>(nullFirst, real == null ? other : real.thenComparing(other));
        }

        public Comparator<T> reversed() {
            return new NullComparator<T>(!nullFirst, real == null ? null : real.reversed());
        }
    }
}
