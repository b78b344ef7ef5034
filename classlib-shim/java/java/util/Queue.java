package java.util;

/** A collection for holding elements prior to processing (rjvm shim). */
public interface Queue<E> extends Collection<E> {
    boolean add(E e);

    boolean offer(E e);

    E remove();

    E poll();

    E element();

    E peek();
}
