package java.net;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * A "file:" URL's connection (rjvm shim; the JDK's is sun.net.www.protocol.file's): the
 * percent-decoded path opened as a FileInputStream, or for a directory the sorted entry names,
 * one per line, as the JDK lists them. Only local files (host "", "localhost" or "~").
 */
final class FileURLConnection extends URLConnection {
    private final File file;
    private InputStream in;

    FileURLConnection(URL url) {
        super(url);
        this.file = new File(decode(url.getPath()));
    }

    public void connect() throws IOException {
        if (connected) {
            return;
        }
        if (file.isDirectory()) {
            String[] names = file.list();
            if (names == null) {
                throw new FileNotFoundException(file.getPath() + " exists, but is not accessible");
            }
            Arrays.sort(names);
            StringBuilder listing = new StringBuilder();
            for (String n : names) {
                listing.append(n).append('\n');
            }
            in = new ByteArrayInputStream(listing.toString().getBytes("UTF-8"));
        } else {
            in = new BufferedInputStream(new FileInputStream(file.getPath()));
        }
        connected = true;
    }

    public InputStream getInputStream() throws IOException {
        connect();
        return in;
    }

    public long getContentLengthLong() {
        return file.length();
    }

    public long getLastModified() {
        return file.lastModified();
    }

    /** Decodes %XX escapes (the bytes as UTF-8); other characters are kept. */
    static String decode(String s) {
        if (s.indexOf('%') < 0) {
            return s;
        }
        StringBuilder out = new StringBuilder(s.length());
        byte[] bytes = new byte[s.length()];
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c != '%') {
                out.append(c);
                i++;
                continue;
            }
            int n = 0;
            while (i + 2 < s.length() && s.charAt(i) == '%') {
                bytes[n++] = (byte) Integer.parseInt(s.substring(i + 1, i + 3), 16);
                i += 3;
            }
            if (n == 0) {
                throw new IllegalArgumentException("Malformed escape pair at index " + i + ": " + s);
            }
            try {
                out.append(new String(bytes, 0, n, "UTF-8"));
            } catch (java.io.UnsupportedEncodingException e) {
                throw new InternalError(e);
            }
        }
        return out.toString();
    }
}
