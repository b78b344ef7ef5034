package java.util;

import java.util.function.Consumer;

/** Resizable circular-array Deque (rjvm shim; null elements are rejected as in the JDK). */
public class ArrayDeque<E> extends AbstractCollection<E> implements Deque<E>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 2340985798034038923L;
    transient Object[] elements;
    transient int head;
    transient int tail;

    public ArrayDeque() {
        elements = new Object[16 + 1];
    }

    public ArrayDeque(int numElements) {
        elements = new Object[(numElements < 1) ? 1
                : (numElements == Integer.MAX_VALUE) ? Integer.MAX_VALUE : numElements + 1];
    }

    public ArrayDeque(Collection<? extends E> c) {
        this(c.size());
        for (E e : c) {
            addLast(e);
        }
    }

    /** Called when head == tail after an insertion: every slot is full. */
    private void growFull() {
        Object[] old = elements;
        int oldCapacity = old.length;
        int newCapacity = oldCapacity + ((oldCapacity < 64) ? oldCapacity + 2 : oldCapacity >> 1);
        Object[] es = new Object[newCapacity];
        for (int i = 0, j = head; i < oldCapacity; i++) {
            es[i] = old[j];
            if (++j == oldCapacity) {
                j = 0;
            }
        }
        elements = es;
        head = 0;
        tail = oldCapacity;
    }

    private int inc(int i) {
        return (++i >= elements.length) ? 0 : i;
    }

    private int dec(int i) {
        return (--i < 0) ? elements.length - 1 : i;
    }

    @SuppressWarnings("unchecked")
    private E elementAt(int i) {
        return (E) elements[i];
    }

    public void addFirst(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        elements[head = dec(head)] = e;
        if (head == tail) {
            growFull();
        }
    }

    public void addLast(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        elements[tail] = e;
        tail = inc(tail);
        if (head == tail) {
            growFull();
        }
    }

    public boolean addAll(Collection<? extends E> c) {
        boolean changed = false;
        for (E e : c) {
            addLast(e);
            changed = true;
        }
        return changed;
    }

    public boolean offerFirst(E e) {
        addFirst(e);
        return true;
    }

    public boolean offerLast(E e) {
        addLast(e);
        return true;
    }

    public E removeFirst() {
        E e = pollFirst();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E removeLast() {
        E e = pollLast();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E pollFirst() {
        final int h = head;
        E e = elementAt(h);
        if (e != null) {
            elements[h] = null;
            head = inc(h);
        }
        return e;
    }

    public E pollLast() {
        final int t = dec(tail);
        E e = elementAt(t);
        if (e != null) {
            elements[tail = t] = null;
        }
        return e;
    }

    public E getFirst() {
        E e = elementAt(head);
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E getLast() {
        E e = elementAt(dec(tail));
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E peekFirst() {
        return elementAt(head);
    }

    public E peekLast() {
        return elementAt(dec(tail));
    }

    public boolean removeFirstOccurrence(Object o) {
        if (o != null) {
            for (int i = head; i != tail; i = inc(i)) {
                if (o.equals(elements[i])) {
                    delete(i);
                    return true;
                }
            }
        }
        return false;
    }

    public boolean removeLastOccurrence(Object o) {
        if (o != null) {
            for (int i = tail; i != head;) {
                i = dec(i);
                if (o.equals(elements[i])) {
                    delete(i);
                    return true;
                }
            }
        }
        return false;
    }

    public boolean add(E e) {
        addLast(e);
        return true;
    }

    public boolean offer(E e) {
        return offerLast(e);
    }

    public E remove() {
        return removeFirst();
    }

    public E poll() {
        return pollFirst();
    }

    public E element() {
        return getFirst();
    }

    public E peek() {
        return peekFirst();
    }

    public void push(E e) {
        addFirst(e);
    }

    public E pop() {
        return removeFirst();
    }

    /** Removes the element at index i by shifting the shorter side; true if later elements moved back. */
    boolean delete(int i) {
        final int cap = elements.length;
        int front = (i - head + cap) % cap;
        int back = (tail - i - 1 + cap) % cap;
        if (front < back) {
            for (int k = i; k != head;) {
                int p = dec(k);
                elements[k] = elements[p];
                k = p;
            }
            elements[head] = null;
            head = inc(head);
            return false;
        } else {
            for (int k = i;;) {
                int n = inc(k);
                if (n == tail) {
                    break;
                }
                elements[k] = elements[n];
                k = n;
            }
            tail = dec(tail);
            elements[tail] = null;
            return true;
        }
    }

    public int size() {
        return (tail - head + elements.length) % elements.length;
    }

    public boolean isEmpty() {
        return head == tail;
    }

    public Iterator<E> iterator() {
        return new DeqIterator();
    }

    public Iterator<E> descendingIterator() {
        return new DescendingIterator();
    }

    private class DeqIterator implements Iterator<E> {
        int cursor = head;
        int fence = tail;
        int lastRet = -1;

        public boolean hasNext() {
            return cursor != fence;
        }

        public E next() {
            if (cursor == fence) {
                throw new NoSuchElementException();
            }
            E result = elementAt(cursor);
            if (tail != fence || result == null) {
                throw new ConcurrentModificationException();
            }
            lastRet = cursor;
            cursor = inc(cursor);
            return result;
        }

        public void remove() {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            if (delete(lastRet)) {
                cursor = dec(cursor);
                fence = dec(fence);
            } else {
                fence = tail;
            }
            lastRet = -1;
        }

        public void forEachRemaining(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            while (hasNext()) {
                action.accept(next());
            }
        }
    }

    private class DescendingIterator implements Iterator<E> {
        int cursor = tail;
        int fence = head;
        int lastRet = -1;

        public boolean hasNext() {
            return cursor != fence;
        }

        public E next() {
            if (cursor == fence) {
                throw new NoSuchElementException();
            }
            cursor = dec(cursor);
            E result = elementAt(cursor);
            if (head != fence || result == null) {
                throw new ConcurrentModificationException();
            }
            lastRet = cursor;
            return result;
        }

        public void remove() {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            if (!delete(lastRet)) {
                cursor = inc(cursor);
                fence = head;
            }
            lastRet = -1;
        }
    }

    public boolean contains(Object o) {
        if (o != null) {
            for (int i = head; i != tail; i = inc(i)) {
                if (o.equals(elements[i])) {
                    return true;
                }
            }
        }
        return false;
    }

    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    public void clear() {
        for (int i = head; i != tail; i = inc(i)) {
            elements[i] = null;
        }
        head = tail = 0;
    }

    public Object[] toArray() {
        int n = size();
        Object[] a = new Object[n];
        for (int i = 0, j = head; i < n; i++, j = inc(j)) {
            a[i] = elements[j];
        }
        return a;
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        int n = size();
        if (a.length < n) {
            a = (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), n);
        }
        for (int i = 0, j = head; i < n; i++, j = inc(j)) {
            a[i] = (T) elements[j];
        }
        if (a.length > n) {
            a[n] = null;
        }
        return a;
    }

    @SuppressWarnings("unchecked")
    public ArrayDeque<E> clone() {
        try {
            ArrayDeque<E> result = (ArrayDeque<E>) super.clone();
            result.elements = Arrays.copyOf(elements, elements.length);
            return result;
        } catch (CloneNotSupportedException e) {
            throw new AssertionError();
        }
    }
}
