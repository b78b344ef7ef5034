package java.lang;

/** Something chars can be appended to (rjvm shim). */
public interface Appendable {
    Appendable append(CharSequence csq) throws java.io.IOException;

    Appendable append(CharSequence csq, int start, int end) throws java.io.IOException;

    Appendable append(char c) throws java.io.IOException;
}
