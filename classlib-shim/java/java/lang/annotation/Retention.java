package java.lang.annotation;

/** How long annotations of the annotated type are retained (rjvm shim). */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.ANNOTATION_TYPE)
public @interface Retention {
    RetentionPolicy value();
}
