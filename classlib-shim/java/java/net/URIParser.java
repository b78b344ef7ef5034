package java.net;

/**
 * Parses a URI string by RFC 2396 with the JDK's deviations (empty authority before a path,
 * empty relative paths, IPv6 literals by RFC 2732, visible non-ASCII characters allowed), and
 * fills in a {@link URI}'s components. Error messages and indexes are the JDK's. IPv6 literals
 * are checked for their characters and shape only (hex groups, one "::", an IPv4 tail).
 */
final class URIParser {
    static final String ALPHA = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    static final String DIGIT = "0123456789";
    static final String HEX = DIGIT + "abcdefABCDEF";
    static final String ALPHANUM = ALPHA + DIGIT;
    static final String UNRESERVED = ALPHANUM + "-_.!~*'()";
    static final String RESERVED = ";/?:@&=+$,[]";
    /** Classes below also accept %XX escapes and visible non-ASCII characters when checked. */
    static final String URIC = RESERVED + UNRESERVED;
    static final String PATH = UNRESERVED + ":@&=+$,;/";
    static final String USERINFO = UNRESERVED + ";:&=+$,";
    static final String REG_NAME = UNRESERVED + "$,;:@&=+";
    static final String SERVER = USERINFO + ".:@[]";
    static final String SCHEME = ALPHANUM + "+-.";

    private final String input;
    private final URI u;
    private final boolean requireServer;

    private URIParser(String input, URI u, boolean requireServer) {
        this.input = input;
        this.u = u;
        this.requireServer = requireServer;
    }

    /** Parses {@code s} into {@code u}; a registry authority is an error if {@code requireServer}. */
    static void parse(String s, URI u, boolean requireServer) throws URISyntaxException {
        new URIParser(s, u, requireServer).parse();
    }

    private URISyntaxException fail(String reason, int p) {
        return new URISyntaxException(input, reason, p);
    }

    private URISyntaxException failExpecting(String expected, int p) {
        return fail("Expected " + expected, p);
    }

    private boolean at(int p, int n, char c) {
        return p < n && input.charAt(p) == c;
    }

    /** True if the ASCII character {@code c} is in {@code set} (never for NUL or non-ASCII). */
    static boolean match(char c, String set) {
        return c != 0 && c < 128 && set.indexOf(c) >= 0;
    }

    /** The first index in [p, n) holding a {@code stop} character, or -1 if an {@code err} character comes first. */
    private int scanStop(int p, int n, String err, String stop) {
        for (; p < n; p++) {
            char c = input.charAt(p);
            if (err.indexOf(c) >= 0) {
                return -1;
            }
            if (stop.indexOf(c) >= 0) {
                break;
            }
        }
        return p;
    }

    /** The first index in [p, n) holding a {@code stop} character, or n. */
    private int scanTo(int p, int n, String stop) {
        return scanStop(p, n, "", stop);
    }

    /** The end of the run of {@code set} characters (and escapes if {@code escapes}) from p. */
    private int scan(int p, int n, String set, boolean escapes) throws URISyntaxException {
        while (p < n) {
            char c = input.charAt(p);
            if (match(c, set)) {
                p++;
            } else if (escapes && c == '%') {
                if (p + 3 <= n && match(input.charAt(p + 1), HEX) && match(input.charAt(p + 2), HEX)) {
                    p += 3;
                } else {
                    throw fail("Malformed escape pair", p);
                }
            } else if (escapes && c > 128 && !Character.isSpaceChar(c) && !Character.isISOControl(c)) {
                p++;
            } else {
                break;
            }
        }
        return p;
    }

    private void checkChars(int p, int n, String set, String what) throws URISyntaxException {
        int q = scan(p, n, set, true);
        if (q < n) {
            throw fail("Illegal character in " + what, q);
        }
    }

    private void parse() throws URISyntaxException {
        int n = input.length();
        int p = scanStop(0, n, "/?#", ":");
        int ssp;
        if (p >= 0 && at(p, n, ':')) {
            if (p == 0) {
                throw failExpecting("scheme name", 0);
            }
            if (!match(input.charAt(0), ALPHA)) {
                throw fail("Illegal character in scheme name", 0);
            }
            int q = scan(1, p, SCHEME, false);
            if (q < p) {
                throw fail("Illegal character in scheme name", q);
            }
            u.scheme = input.substring(0, p);
            p++;
            ssp = p;
            if (at(p, n, '/')) {
                p = parseHierarchical(p, n);
            } else {
                q = scanTo(p, n, "#");
                if (q <= p) {
                    throw failExpecting("scheme-specific part", p);
                }
                checkChars(p, q, URIC, "opaque part");
                p = q;
            }
        } else {
            ssp = 0;
            p = parseHierarchical(0, n);
        }
        u.schemeSpecificPart = input.substring(ssp, p);
        if (at(p, n, '#')) {
            checkChars(p + 1, n, URIC, "fragment");
            u.fragment = input.substring(p + 1, n);
            p = n;
        }
        if (p < n) {
            throw fail("end of URI", p);
        }
    }

    private int parseHierarchical(int p, int n) throws URISyntaxException {
        if (at(p, n, '/') && at(p + 1, n, '/')) {
            p += 2;
            int q = scanTo(p, n, "/?#");
            if (q > p) {
                p = parseAuthority(p, q);
            } else if (q >= n) {
                throw failExpecting("authority", p);
            }
        }
        int q = scanTo(p, n, "?#");
        checkChars(p, q, PATH, "path");
        u.path = input.substring(p, q);
        p = q;
        if (at(p, n, '?')) {
            p++;
            q = scanTo(p, n, "#");
            checkChars(p, q, URIC, "query");
            u.query = input.substring(p, q);
            p = q;
        }
        return p;
    }

    /** A server authority ([user@]host[:port]) if it parses as one, else a registry name. */
    private int parseAuthority(int p, int n) throws URISyntaxException {
        boolean serverChars = input.substring(p, n).indexOf(']') >= 0
            ? scan(p, n, SERVER + "%", true) == n : scan(p, n, SERVER, true) == n;
        boolean regChars = scan(p, n, REG_NAME, true) == n;
        if (regChars && !serverChars) {
            u.authority = input.substring(p, n);
            return n;
        }
        int q = p;
        URISyntaxException ex = null;
        if (serverChars) {
            try {
                q = parseServer(p, n);
                if (q < n) {
                    throw failExpecting("end of authority", q);
                }
                u.authority = input.substring(p, n);
            } catch (URISyntaxException x) {
                u.userInfo = null;
                u.host = null;
                u.port = -1;
                if (requireServer) {
                    throw x;
                }
                ex = x;
                q = p;
            }
        }
        if (q < n) {
            if (regChars) {
                u.authority = input.substring(p, n);
            } else if (ex != null) {
                throw ex;
            } else {
                throw fail("Illegal character in authority", q);
            }
        }
        return n;
    }

    private int parseServer(int p, int n) throws URISyntaxException {
        int q = scanStop(p, n, "/?#", "@");
        if (q >= p && at(q, n, '@')) {
            checkChars(p, q, USERINFO, "user info");
            u.userInfo = input.substring(p, q);
            p = q + 1;
        }
        if (at(p, n, '[')) {
            p++;
            q = scanStop(p, n, "/?#", "]");
            if (q > p && at(q, n, ']')) {
                checkIPv6(p, q);
                u.host = input.substring(p - 1, q + 1);
                p = q + 1;
            } else {
                throw failExpecting("closing bracket for IPv6 address", q);
            }
        } else {
            q = parseIPv4(p, n);
            if (q <= p) {
                q = parseHostname(p, n);
            }
            p = q;
        }
        if (at(p, n, ':')) {
            p++;
            q = scan(p, n, DIGIT, false);
            if (q > p) {
                try {
                    u.port = Integer.parseInt(input.substring(p, q));
                } catch (NumberFormatException x) {
                    throw fail("Malformed port number", p);
                }
                p = q;
            }
        }
        if (p < n) {
            throw failExpecting("port number", p);
        }
        return p;
    }

    /** The end of a dotted-quad host at p (followed by nothing or ':'), or -1. */
    private int parseIPv4(int p, int n) throws URISyntaxException {
        int m = scan(p, n, DIGIT + ".", false);
        if (m <= p) {
            return -1;
        }
        int q = p;
        for (int part = 0; part < 4; part++) {
            if (part > 0) {
                if (!at(q, m, '.')) {
                    return -1;
                }
                q++;
            }
            int e = scan(q, m, DIGIT, false);
            if (e <= q || e - q > 3 || Integer.parseInt(input.substring(q, e)) > 255) {
                return -1;
            }
            q = e;
        }
        if (q < m || (q < n && input.charAt(q) != ':')) {
            return -1;
        }
        u.host = input.substring(p, q);
        return q;
    }

    /** Dot-separated labels of letters, digits and inner '-'; the last one must start with a letter. */
    private int parseHostname(int start, int n) throws URISyntaxException {
        int p = start;
        int last = -1;
        do {
            int q = scan(p, n, ALPHANUM, false);
            if (q <= p) {
                break;
            }
            last = p;
            p = q;
            q = scan(p, n, ALPHANUM + "-", false);
            if (q > p) {
                if (input.charAt(q - 1) == '-') {
                    throw fail("Illegal character in hostname", q - 1);
                }
                p = q;
            }
            q = scan(p, n, ".", false);
            if (q <= p) {
                break;
            }
            p = q;
        } while (p < n);
        if (p < n && !at(p, n, ':')) {
            throw fail("Illegal character in hostname", p);
        }
        if (last < 0) {
            throw failExpecting("hostname", start);
        }
        if (last > start && !match(input.charAt(last), ALPHA)) {
            throw fail("Illegal character in hostname", last);
        }
        u.host = input.substring(start, p);
        return p;
    }

    /** An IPv6 literal, optionally with a "%scope" suffix, judged and worded as the JDK does. */
    private void checkIPv6(int p, int q) throws URISyntaxException {
        int pct = input.indexOf('%', p);
        if (pct >= 0 && pct < q) {
            checkIPv6Address(p, pct);
            if (pct + 1 == q) {
                throw new URISyntaxException(input, "scope id expected");
            }
            int e = scan(pct + 1, q, ALPHANUM + "_.", false);
            if (e < q) {
                throw fail("Illegal character in scope id", e);
            }
        } else {
            checkIPv6Address(p, q);
        }
    }

    /** Hex groups of at most 4 digits split by ':', at most one "::", optionally ending in an IPv4 address. */
    private void checkIPv6Address(int p, int q) throws URISyntaxException {
        String a = input.substring(p, q);
        boolean compressed = a.indexOf("::") >= 0;
        int second = compressed ? a.indexOf("::", a.indexOf("::") + 2) : -1;
        if (second >= 0) {
            throw failExpecting("hex digits or IPv4 address", p + second + 1);
        }
        boolean ok = !a.isEmpty() && a.indexOf(":::") < 0 && a.indexOf("::") == a.lastIndexOf("::")
            && (!a.startsWith(":") || a.startsWith("::")) && (!a.endsWith(":") || a.endsWith("::"));
        String[] groups = a.split(":", -1);
        int bytes = 0;
        int at = p;
        for (int i = 0; ok && i < groups.length; i++) {
            String g = groups[i];
            if (i == groups.length - 1 && g.indexOf('.') >= 0) {
                ok = g.matches("\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}");
                bytes += 4;
            } else if (!g.isEmpty()) {
                if (!g.matches("[0-9a-fA-F]+")) {
                    ok = false;
                } else if (g.length() > 4) {
                    throw fail("IPv6 hexadecimal digit sequence too long", at);
                }
                bytes += 2;
            }
            at += g.length() + 1;
        }
        if (!ok) {
            throw fail("Malformed IPv6 address", p);
        }
        if (bytes > 16) {
            throw fail("IPv6 address too long", p);
        }
        if (!compressed && bytes < 16) {
            throw fail("IPv6 address too short", p);
        }
        if (compressed && bytes == 16) {
            throw fail("Malformed IPv6 address", p);
        }
    }
}
