package java.lang.annotation;

/** Marks an annotation type as automatically inherited (rjvm shim). */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.ANNOTATION_TYPE)
public @interface Inherited {
}
