package java.net;

import java.nio.charset.StandardCharsets;

/**
 * Builds URI strings from components as the JDK's multi-argument URI constructors do (quoting
 * every character outside a component's legal set, '%' included, as UTF-8 %XX escapes), and
 * decodes %XX runs as UTF-8 for the URI getters (malformed bytes become U+FFFD).
 */
final class URIBuilder {
    private static final char[] HEX_DIGITS = "0123456789ABCDEF".toCharArray();

    private URIBuilder() {
    }

    /** The string of a URI with these components (opaque when {@code ssp} is non-null). */
    static String build(String scheme, String ssp, String authority, String userInfo, String host, int port,
            String path, String query, String fragment) {
        StringBuilder sb = new StringBuilder();
        if (scheme != null) {
            sb.append(scheme).append(':');
        }
        if (ssp != null) {
            sb.append(quote(ssp, URIParser.URIC));
        } else {
            if (host != null) {
                sb.append("//");
                if (userInfo != null) {
                    sb.append(quote(userInfo, URIParser.USERINFO)).append('@');
                }
                boolean brackets = host.indexOf(':') >= 0 && !host.startsWith("[") && !host.endsWith("]");
                sb.append(brackets ? "[" + host + "]" : host);
                if (port != -1) {
                    sb.append(':').append(port);
                }
            } else if (authority != null) {
                sb.append("//");
                if (authority.startsWith("[")) {
                    int end = authority.indexOf(']');
                    sb.append(authority, 0, end + 1).append(quote(authority.substring(end + 1),
                        URIParser.REG_NAME + URIParser.SERVER));
                } else {
                    sb.append(quote(authority, URIParser.REG_NAME + URIParser.SERVER));
                }
            }
            if (path != null) {
                sb.append(quote(path, URIParser.PATH));
            }
            if (query != null) {
                sb.append('?').append(quote(query, URIParser.URIC));
            }
        }
        if (fragment != null) {
            sb.append('#').append(quote(fragment, URIParser.URIC));
        }
        return sb.toString();
    }

    /** {@code s} with ASCII characters outside {@code legal}, and non-ASCII spaces and controls, escaped. */
    static String quote(String s, String legal) {
        StringBuilder sb = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean escape = c < 128 ? !URIParser.match(c, legal) : Character.isSpaceChar(c) || Character.isISOControl(c);
            if (escape) {
                if (sb == null) {
                    sb = new StringBuilder(s.substring(0, i));
                }
                appendUtf8Escaped(sb, c);
            } else if (sb != null) {
                sb.append(c);
            }
        }
        return sb == null ? s : sb.toString();
    }

    /** {@code s} with every non-ASCII character escaped. */
    static String encodeNonAscii(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 128) {
                sb.append(c);
            } else if (Character.isHighSurrogate(c) && i + 1 < s.length()) {
                appendUtf8Escaped(sb, s.substring(i, i + 2));
                i++;
            } else {
                appendUtf8Escaped(sb, c);
            }
        }
        return sb.toString();
    }

    private static void appendUtf8Escaped(StringBuilder sb, char c) {
        appendUtf8Escaped(sb, String.valueOf(c));
    }

    private static void appendUtf8Escaped(StringBuilder sb, String chars) {
        for (byte b : chars.getBytes(StandardCharsets.UTF_8)) {
            sb.append('%').append(HEX_DIGITS[(b >> 4) & 0xf]).append(HEX_DIGITS[b & 0xf]);
        }
    }

    /** {@code s} with %XX runs decoded as UTF-8 (none inside an IPv6 "[...]" literal). */
    static String decode(String s) {
        if (s == null || s.indexOf('%') < 0) {
            return s;
        }
        StringBuilder sb = new StringBuilder(s.length());
        boolean brackets = false;
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '[') {
                brackets = true;
            } else if (brackets && c == ']') {
                brackets = false;
            }
            if (c != '%' || brackets) {
                sb.append(c);
                i++;
                continue;
            }
            java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
            while (i + 2 < s.length() && s.charAt(i) == '%') {
                bytes.write(Character.digit(s.charAt(i + 1), 16) << 4 | Character.digit(s.charAt(i + 2), 16));
                i += 3;
            }
            sb.append(new String(bytes.toByteArray(), StandardCharsets.UTF_8));
        }
        return sb.toString();
    }
}
