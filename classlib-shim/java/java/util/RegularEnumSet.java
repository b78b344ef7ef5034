package java.util;

/** rjvm's EnumSet: one bit per ordinal in a long array (rjvm shim; package-private). */
final class RegularEnumSet<E extends Enum<E>> extends EnumSet<E> {
    private long[] bits;
    private int size;
    private int modCount;

    RegularEnumSet(Class<E> elementType, E[] universe) {
        super(elementType, universe);
        bits = new long[(universe.length + 63) >>> 6];
    }

    private int ordinalOf(Object o) {
        if (o == null) {
            return -1;
        }
        Class<?> c = o.getClass();
        if (c != elementType && c.getSuperclass() != elementType) {
            return -1;
        }
        return ((Enum<?>) o).ordinal();
    }

    private boolean has(int i) {
        return (bits[i >>> 6] & (1L << i)) != 0;
    }

    @Override
    void addRange(int from, int to) {
        for (int i = from; i <= to; i++) {
            add(universe[i]);
        }
    }

    @Override
    public boolean add(E e) {
        int i = ordinalOf(e);
        if (i < 0) {
            if (e == null) {
                throw new NullPointerException();
            }
            throw new ClassCastException(e.getClass() + " != " + elementType);
        }
        if (has(i)) {
            return false;
        }
        bits[i >>> 6] |= 1L << i;
        size++;
        modCount++;
        return true;
    }

    @Override
    public boolean remove(Object o) {
        int i = ordinalOf(o);
        if (i < 0 || !has(i)) {
            return false;
        }
        bits[i >>> 6] &= ~(1L << i);
        size--;
        modCount++;
        return true;
    }

    @Override
    public boolean contains(Object o) {
        int i = ordinalOf(o);
        return i >= 0 && has(i);
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public void clear() {
        Arrays.fill(bits, 0L);
        size = 0;
        modCount++;
    }

    @Override
    public Iterator<E> iterator() {
        return new Iterator<E>() {
            private int next = advance(0);
            private int last = -1;
            private int expected = modCount;

            private int advance(int from) {
                int i = from;
                while (i < universe.length && !has(i)) {
                    i++;
                }
                return i;
            }

            @Override
            public boolean hasNext() {
                return next < universe.length;
            }

            @Override
            public E next() {
                if (expected != modCount) {
                    throw new ConcurrentModificationException();
                }
                if (next >= universe.length) {
                    throw new NoSuchElementException();
                }
                last = next;
                next = advance(next + 1);
                return universe[last];
            }

            @Override
            public void remove() {
                if (last < 0) {
                    throw new IllegalStateException();
                }
                if (expected != modCount) {
                    throw new ConcurrentModificationException();
                }
                RegularEnumSet.this.remove(universe[last]);
                expected = modCount;
                last = -1;
            }
        };
    }

    @Override
    public RegularEnumSet<E> clone() {
        RegularEnumSet<E> c = (RegularEnumSet<E>) super.clone();
        c.bits = bits.clone();
        return c;
    }
}
