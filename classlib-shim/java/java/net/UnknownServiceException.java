package java.net;

import java.io.IOException;

/** A URL connection does not support the requested operation (rjvm shim). */
public class UnknownServiceException extends IOException {
    private static final long serialVersionUID = -4169033248853639508L;

    public UnknownServiceException() {
        super();
    }

    public UnknownServiceException(String msg) {
        super(msg);
    }
}
