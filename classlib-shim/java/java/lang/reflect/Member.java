package java.lang.reflect;

/** A field, method or constructor (rjvm shim). */
public interface Member {
    /** Selects the public members, inherited ones included. */
    int PUBLIC = 0;
    /** Selects the declared members, whatever their access. */
    int DECLARED = 1;

    Class<?> getDeclaringClass();

    String getName();

    int getModifiers();

    boolean isSynthetic();
}
