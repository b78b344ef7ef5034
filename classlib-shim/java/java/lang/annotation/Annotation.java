package java.lang.annotation;

/** The common interface extended by all annotation types (rjvm shim). */
public interface Annotation {
    boolean equals(Object obj);

    int hashCode();

    String toString();

    Class<? extends Annotation> annotationType();
}
