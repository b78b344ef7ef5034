package java.nio.file;

import java.net.URI;
import java.net.URISyntaxException;

/**
 * Converts between Unix paths and "file:" URIs as the JDK's default file system does:
 * "file:///" plus the absolute path's UTF-8 bytes, every byte outside RFC 2396's path
 * characters %XX-escaped, and a trailing '/' for an existing directory.
 */
final class UnixUris {
    private static final String PATH_CHARS =
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.!~*'():@&=+$,;/";
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private UnixUris() {
    }

    static URI toUri(Path p) {
        String abs = p.toAbsolutePath().toString();
        StringBuilder sb = new StringBuilder("file:///");
        byte[] bytes = abs.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        for (int i = 1; i < bytes.length; i++) {
            char c = (char) (bytes[i] & 0xff);
            if (c < 128 && PATH_CHARS.indexOf(c) >= 0) {
                sb.append(c);
            } else {
                sb.append('%').append(HEX[c >> 4]).append(HEX[c & 0xf]);
            }
        }
        if (sb.charAt(sb.length() - 1) != '/' && new java.io.File(abs).isDirectory()) {
            sb.append('/');
        }
        try {
            return new URI(sb.toString());
        } catch (URISyntaxException x) {
            throw new AssertionError(x);
        }
    }

    static Path fromUri(URI uri) {
        String scheme = uri.getScheme();
        if (scheme == null) {
            throw new IllegalArgumentException("Missing scheme");
        }
        if (!scheme.equalsIgnoreCase("file")) {
            throw new FileSystemNotFoundException("Provider \"" + scheme + "\" not installed");
        }
        // java.io.File checks the URI and words the errors as the JDK's file system does.
        return new UnixPath(new java.io.File(uri).getPath());
    }
}
