package java.lang;

/** Objects with a natural ordering (rjvm shim). */
public interface Comparable<T> {
    int compareTo(T o);
}
