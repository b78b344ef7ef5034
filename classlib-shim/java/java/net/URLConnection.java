package java.net;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * A connection to the resource a URL names (rjvm shim). rjvm only opens "file:" URLs (see
 * FileURLConnection); the header, caching, request-property and content-handler machinery of
 * the JDK is left out, as are getContent and getContentType.
 */
public abstract class URLConnection {
    protected URL url;
    protected boolean doInput = true;
    protected boolean doOutput = false;
    protected boolean connected = false;

    protected URLConnection(URL url) {
        this.url = url;
    }

    /** Opens the resource; later calls do nothing. */
    public abstract void connect() throws IOException;

    public URL getURL() {
        return url;
    }

    public InputStream getInputStream() throws IOException {
        throw new UnknownServiceException("protocol doesn't support input");
    }

    public OutputStream getOutputStream() throws IOException {
        throw new UnknownServiceException("protocol doesn't support output");
    }

    /** The resource's length in bytes, -1 if unknown or larger than an int. */
    public int getContentLength() {
        long l = getContentLengthLong();
        return l > Integer.MAX_VALUE ? -1 : (int) l;
    }

    /** The resource's length in bytes, -1 if unknown. */
    public long getContentLengthLong() {
        return -1;
    }

    /** Modification time in ms since the epoch, 0 if unknown. */
    public long getLastModified() {
        return 0;
    }

    public void setDoInput(boolean doinput) {
        checkNotConnected();
        doInput = doinput;
    }

    public boolean getDoInput() {
        return doInput;
    }

    public void setDoOutput(boolean dooutput) {
        checkNotConnected();
        doOutput = dooutput;
    }

    public boolean getDoOutput() {
        return doOutput;
    }

    private void checkNotConnected() {
        if (connected) {
            throw new IllegalStateException("Already connected");
        }
    }

    public String toString() {
        return getClass().getName() + ":" + url;
    }
}
