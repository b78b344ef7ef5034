package java.lang.annotation;

/** The contexts in which an annotation type is applicable (rjvm shim). */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.ANNOTATION_TYPE)
public @interface Target {
    ElementType[] value();
}
