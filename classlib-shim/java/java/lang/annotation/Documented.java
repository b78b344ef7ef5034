package java.lang.annotation;

/** Marks an annotation type as documented by javadoc (rjvm shim). */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.ANNOTATION_TYPE)
public @interface Documented {
}
