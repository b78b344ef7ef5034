package java.lang.annotation;

/** Annotation retention policies (rjvm shim). */
public enum RetentionPolicy {
    SOURCE,
    CLASS,
    RUNTIME
}
