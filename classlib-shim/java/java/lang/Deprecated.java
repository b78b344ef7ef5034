package java.lang;

import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

/** Marks a program element as deprecated (rjvm shim). */
@Documented
@Retention(RetentionPolicy.RUNTIME)
public @interface Deprecated {
}
