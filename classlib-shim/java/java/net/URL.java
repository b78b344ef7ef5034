package java.net;

import java.io.IOException;
import java.io.InputStream;

/**
 * A Uniform Resource Locator (rjvm shim). Parsing follows the JDK's generic URL syntax
 * (protocol, "//authority" with user info and port, path, "?query", "#ref", and resolution of
 * a spec against a context URL, including "." and ".." segments) for the protocols the JDK
 * knows: file, http, https, ftp, jar (a jar spec must contain "!/") and mailto. Other protocols
 * give MalformedURLException("unknown protocol: NAME"), jrt and jmod (which the JDK knows)
 * among them. Only "file:" URLs on the local host can be opened; opening any other
 * protocol throws an IOException saying so. equals/hashCode never resolve host names: hosts
 * compare case-insensitively (the JDK compares their addresses when DNS answers). URLs without
 * an authority or with IPv6 literals are parsed as text only.
 */
public final class URL implements java.io.Serializable {
    private static final long serialVersionUID = -7627629688361524110L;

    private String protocol;
    private String host = "";
    private int port = -1;
    private String authority;
    private String userInfo;
    private String path;
    private String query;
    private String ref;
    private transient int hashCode = -1;

    public URL(String spec) throws MalformedURLException {
        this(null, spec);
    }

    public URL(String protocol, String host, String file) throws MalformedURLException {
        this(protocol, host, -1, file);
    }

    public URL(String protocol, String host, int port, String file) throws MalformedURLException {
        this.protocol = protocol.toLowerCase();
        if (host != null && host.indexOf(':') >= 0 && !host.startsWith("[")) {
            host = "[" + host + "]";
        }
        if (port < -1) {
            throw new MalformedURLException("Invalid port number :" + port);
        }
        this.host = host;
        this.port = port;
        this.authority = port == -1 ? host : host + ":" + port;
        int hash = file.indexOf('#');
        if (hash >= 0) {
            ref = file.substring(hash + 1);
            file = file.substring(0, hash);
        }
        setFile(file);
        checkKnown(this.protocol);
    }

    public URL(URL context, String spec) throws MalformedURLException {
        String original = spec;
        try {
            int limit = spec.length();
            while (limit > 0 && spec.charAt(limit - 1) <= ' ') {
                limit--;
            }
            int start = 0;
            while (start < limit && spec.charAt(start) <= ' ') {
                start++;
            }
            if (spec.regionMatches(true, start, "url:", 0, 4)) {
                start += 4;
            }
            String scheme = null;
            if (start >= spec.length() || spec.charAt(start) != '#') {
                for (int i = start; i < limit && spec.charAt(i) != '/'; i++) {
                    if (spec.charAt(i) == ':') {
                        String s = spec.substring(start, i).toLowerCase();
                        if (isValidProtocol(s)) {
                            scheme = s;
                            start = i + 1;
                        }
                        break;
                    }
                }
            }
            protocol = scheme;
            boolean relative = false;
            if (context != null && (scheme == null || scheme.equalsIgnoreCase(context.protocol))) {
                // A hierarchical context makes "http:foo" relative too (RFC 2396 5.2.3).
                if (scheme == null || (context.path != null && context.path.startsWith("/"))) {
                    copyServerPart(context);
                    relative = true;
                }
            }
            if (protocol == null) {
                throw new MalformedURLException("no protocol: " + original);
            }
            checkKnown(protocol);
            int hash = spec.indexOf('#', start);
            if (hash >= 0) {
                ref = spec.substring(hash + 1, limit);
                limit = hash;
            }
            if (relative && start == limit) {
                query = context.query;
                if (ref == null) {
                    ref = context.ref;
                }
            }
            if (protocol.equals("jar") && !relative) {
                parseJar(spec.substring(start, limit));
            } else if (protocol.equals("mailto")) {
                parseMailto(spec.substring(start, limit));
            } else {
                URLParser.parse(this, spec, start, limit);
            }
        } catch (MalformedURLException e) {
            throw e;
        } catch (Exception e) {
            MalformedURLException m = new MalformedURLException(e.getMessage());
            m.initCause(e);
            throw m;
        }
    }

    private void copyServerPart(URL context) {
        protocol = context.protocol;
        authority = context.authority;
        userInfo = context.userInfo;
        host = context.host;
        port = context.port;
        path = context.path;
    }

    /** "jar:URL!/entry": the JDK checks for "!/" and that the part before it is a URL. */
    private void parseJar(String file) throws MalformedURLException {
        int bang = file.indexOf("!/");
        if (bang < 0) {
            throw new MalformedURLException("no !/ in spec");
        }
        try {
            new URL(file.substring(0, bang));
        } catch (MalformedURLException e) {
            throw new MalformedURLException("invalid url: " + file + " (" + e + ")");
        }
        host = "";
        port = -1;
        authority = null;
        userInfo = null;
        setFile(file);
    }

    /** "mailto:ADDRESS": the address is the path; it must not be empty or only spaces. */
    private void parseMailto(String address) throws MalformedURLException {
        if (address.trim().isEmpty()) {
            throw new MalformedURLException("No email address");
        }
        host = "";
        authority = null;
        userInfo = null;
        setFile(address);
    }

    /** Splits file into path and query at the first '?'. */
    private void setFile(String file) {
        int q = file.lastIndexOf('?');
        if (q >= 0) {
            query = file.substring(q + 1);
            path = file.substring(0, q);
        } else {
            query = null;
            path = file;
        }
    }

    /** Called by URLParser with the parsed components (the ref is already set). */
    void set(String host, int port, String authority, String userInfo, String path, String query) {
        this.host = host;
        this.port = port;
        this.authority = authority;
        this.userInfo = userInfo;
        this.path = path;
        this.query = query;
    }

    /** A letter followed by letters, digits, '+', '-' or '.'. */
    private static boolean isValidProtocol(String s) {
        if (s.isEmpty() || !Character.isLetter(s.charAt(0))) {
            return false;
        }
        for (int i = 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!Character.isLetterOrDigit(c) && c != '.' && c != '+' && c != '-') {
                return false;
            }
        }
        return true;
    }

    private static void checkKnown(String protocol) throws MalformedURLException {
        if (defaultPort(protocol) == -2) {
            throw new MalformedURLException("unknown protocol: " + protocol);
        }
    }

    /** The protocol's default port, -1 if it has none, -2 if rjvm does not know it. */
    private static int defaultPort(String protocol) {
        switch (protocol) {
            case "file":
            case "jar":
            case "mailto":
                return -1;
            case "http":
                return 80;
            case "https":
                return 443;
            case "ftp":
                return 21;
            default:
                return -2;
        }
    }

    public String getProtocol() {
        return protocol;
    }

    public String getHost() {
        return host;
    }

    public int getPort() {
        return port;
    }

    public int getDefaultPort() {
        return defaultPort(protocol);
    }

    public String getAuthority() {
        return authority;
    }

    public String getUserInfo() {
        return userInfo;
    }

    public String getPath() {
        return path;
    }

    public String getQuery() {
        return query;
    }

    public String getFile() {
        return query == null ? path : path + "?" + query;
    }

    public String getRef() {
        return ref;
    }

    public String toExternalForm() {
        StringBuilder sb = new StringBuilder(protocol).append(':');
        if (authority != null && !authority.isEmpty()) {
            sb.append("//").append(authority);
        }
        if (path != null) {
            sb.append(path);
        }
        if (query != null) {
            sb.append('?').append(query);
        }
        if (ref != null) {
            sb.append('#').append(ref);
        }
        return sb.toString();
    }

    public String toString() {
        return toExternalForm();
    }

    /** The URI of this URL's string (URISyntaxException if it is not a legal URI, e.g. a space). */
    public URI toURI() throws URISyntaxException {
        return new URI(toString());
    }

    /** Same file and same ref (hosts compared by name, not by address). */
    public boolean equals(Object obj) {
        if (!(obj instanceof URL)) {
            return false;
        }
        URL u = (URL) obj;
        return eq(ref, u.ref) && sameFile(u);
    }

    /** The JDK's sum of the parts, with the host's lower-case name in place of its address. */
    public synchronized int hashCode() {
        if (hashCode != -1) {
            return hashCode;
        }
        int h = protocol.hashCode();
        if (host != null) {
            h += host.toLowerCase().hashCode();
        }
        String file = getFile();
        if (file != null) {
            h += file.hashCode();
        }
        h += port == -1 ? getDefaultPort() : port;
        if (ref != null) {
            h += ref.hashCode();
        }
        hashCode = h;
        return h;
    }

    /** Equal but for the ref: protocol, host, port (defaults filled in) and file. */
    public boolean sameFile(URL other) {
        if (!protocol.equalsIgnoreCase(other.protocol) || !eq(getFile(), other.getFile())) {
            return false;
        }
        int p1 = port != -1 ? port : getDefaultPort();
        int p2 = other.port != -1 ? other.port : other.getDefaultPort();
        return p1 == p2 && hostsEqual(this, other);
    }

    private static boolean hostsEqual(URL a, URL b) {
        String h1 = a.host;
        String h2 = b.host;
        if (a.protocol.equals("file")) {
            // The file handler treats "localhost" and the empty host as the same machine.
            if ("localhost".equalsIgnoreCase(h1) && (h2 == null || h2.isEmpty())) {
                return true;
            }
            if ("localhost".equalsIgnoreCase(h2) && (h1 == null || h1.isEmpty())) {
                return true;
            }
        }
        if (h1 != null && h2 != null) {
            return h1.equalsIgnoreCase(h2);
        }
        return h1 == null && h2 == null;
    }

    private static boolean eq(String a, String b) {
        return a == null ? b == null : a.equals(b);
    }

    /** A FileURLConnection for local "file:" URLs; IOException for anything else. */
    public URLConnection openConnection() throws IOException {
        if (protocol.equals("file")
                && (host == null || host.isEmpty() || host.equals("~") || host.equalsIgnoreCase("localhost"))) {
            return new FileURLConnection(this);
        }
        throw new IOException("rjvm cannot open " + protocol + " URLs (only local file: URLs): " + this);
    }

    public final InputStream openStream() throws IOException {
        return openConnection().getInputStream();
    }
}
