package java.net;

import java.io.IOException;

/** A URL string could not be parsed, or names a protocol rjvm does not know (rjvm shim). */
public class MalformedURLException extends IOException {
    private static final long serialVersionUID = -182787522200415866L;

    public MalformedURLException() {
        super();
    }

    public MalformedURLException(String msg) {
        super(msg);
    }
}
