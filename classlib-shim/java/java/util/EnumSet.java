package java.util;

/**
 * A set of constants of one enum type, kept as a bit vector by ordinal (rjvm shim: one
 * implementation, {@link RegularEnumSet}, for enums of any size). Iteration is in ordinal order.
 */
public abstract class EnumSet<E extends Enum<E>> extends AbstractSet<E> implements Cloneable, java.io.Serializable {
    final Class<E> elementType;
    final E[] universe;

    EnumSet(Class<E> elementType, E[] universe) {
        this.elementType = elementType;
        this.universe = universe;
    }

    static <E extends Enum<E>> E[] universe(Class<E> type) {
        E[] u = type.getEnumConstants();
        if (u == null) {
            throw new ClassCastException(type + " not an enum");
        }
        return u;
    }

    /** An empty set for {@code elementType}. */
    public static <E extends Enum<E>> EnumSet<E> noneOf(Class<E> elementType) {
        return new RegularEnumSet<E>(elementType, universe(elementType));
    }

    /** A set of every constant of {@code elementType}. */
    public static <E extends Enum<E>> EnumSet<E> allOf(Class<E> elementType) {
        EnumSet<E> s = noneOf(elementType);
        s.addRange(0, s.universe.length - 1);
        return s;
    }

    /** A set holding the elements of {@code s}. */
    public static <E extends Enum<E>> EnumSet<E> copyOf(EnumSet<E> s) {
        return s.clone();
    }

    /** A set holding the elements of {@code c} (which must not be empty unless it is an EnumSet). */
    public static <E extends Enum<E>> EnumSet<E> copyOf(Collection<E> c) {
        if (c instanceof EnumSet) {
            return ((EnumSet<E>) c).clone();
        }
        if (c.isEmpty()) {
            throw new IllegalArgumentException("Collection is empty");
        }
        Iterator<E> it = c.iterator();
        EnumSet<E> s = of(it.next());
        while (it.hasNext()) {
            s.add(it.next());
        }
        return s;
    }

    /** The constants of the type not in {@code s}. */
    public static <E extends Enum<E>> EnumSet<E> complementOf(EnumSet<E> s) {
        EnumSet<E> r = allOf(s.elementType);
        r.removeAll(s);
        return r;
    }

    /** A set of the given elements. */
    public static <E extends Enum<E>> EnumSet<E> of(E e) {
        EnumSet<E> s = noneOf(e.getDeclaringClass());
        s.add(e);
        return s;
    }

    /** A set of the given elements. */
    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2) {
        EnumSet<E> s = of(e1);
        s.add(e2);
        return s;
    }

    /** A set of the given elements. */
    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2, E e3) {
        EnumSet<E> s = of(e1, e2);
        s.add(e3);
        return s;
    }

    /** A set of the given elements. */
    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2, E e3, E e4) {
        EnumSet<E> s = of(e1, e2, e3);
        s.add(e4);
        return s;
    }

    /** A set of the given elements. */
    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2, E e3, E e4, E e5) {
        EnumSet<E> s = of(e1, e2, e3, e4);
        s.add(e5);
        return s;
    }

    /** A set of the given elements. */
    @SafeVarargs
    public static <E extends Enum<E>> EnumSet<E> of(E first, E... rest) {
        EnumSet<E> s = of(first);
        for (E e : rest) {
            s.add(e);
        }
        return s;
    }

    /** The constants from {@code from} to {@code to}, inclusive. */
    public static <E extends Enum<E>> EnumSet<E> range(E from, E to) {
        if (from.compareTo(to) > 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        EnumSet<E> s = noneOf(from.getDeclaringClass());
        s.addRange(from.ordinal(), to.ordinal());
        return s;
    }

    abstract void addRange(int from, int to);

    @Override
    @SuppressWarnings("unchecked")
    public EnumSet<E> clone() {
        try {
            return (EnumSet<E>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
    }
}
