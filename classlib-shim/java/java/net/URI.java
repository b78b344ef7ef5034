package java.net;

/**
 * A Uniform Resource Identifier reference as the JDK models it (RFC 2396 with RFC 2732 IPv6
 * literals): parsing (URIParser), the component constructors (which quote illegal characters),
 * raw and decoded getters, normalize/resolve/relativize (URIPaths), equals/hashCode/compareTo
 * with case-insensitive scheme and host and case-insensitive %XX escapes, toURL and
 * toASCIIString. Left out (rjvm shim): Unicode normalization (NFC) in toASCIIString, and IPv6
 * literals are checked for their shape only (the JDK also validates embedded scope ids).
 */
public final class URI implements Comparable<URI>, java.io.Serializable {
    private static final long serialVersionUID = -6052424284110960213L;

    // Components, raw (still escaped); path is null only for opaque URIs.
    transient String scheme;
    transient String fragment;
    transient String authority;
    transient String userInfo;
    transient String host;
    transient int port = -1;
    transient String path;
    transient String query;
    transient String schemeSpecificPart;
    private transient int hash;
    private volatile String string;

    private URI() {
    }

    /** Parses {@code str}. */
    public URI(String str) throws URISyntaxException {
        URIParser.parse(str, this, false);
        string = str;
    }

    /** A hierarchical URI from components; illegal characters are quoted. */
    public URI(String scheme, String userInfo, String host, int port, String path, String query, String fragment)
            throws URISyntaxException {
        String s = URIBuilder.build(scheme, null, null, userInfo, host, port, path, query, fragment);
        checkPath(s, scheme, path);
        URIParser.parse(s, this, true);
        string = s;
    }

    /** A hierarchical URI from components; illegal characters are quoted. */
    public URI(String scheme, String authority, String path, String query, String fragment) throws URISyntaxException {
        String s = URIBuilder.build(scheme, null, authority, null, null, -1, path, query, fragment);
        checkPath(s, scheme, path);
        URIParser.parse(s, this, false);
        string = s;
    }

    /** {@code URI(scheme, null, host, -1, path, null, fragment)}. */
    public URI(String scheme, String host, String path, String fragment) throws URISyntaxException {
        this(scheme, null, host, -1, path, null, fragment);
    }

    /** A URI from a scheme, a scheme-specific part and a fragment; illegal characters are quoted. */
    public URI(String scheme, String ssp, String fragment) throws URISyntaxException {
        String s = URIBuilder.build(scheme, ssp, null, null, null, -1, null, null, fragment);
        URIParser.parse(s, this, false);
        string = s;
    }

    private static void checkPath(String s, String scheme, String path) throws URISyntaxException {
        if (scheme != null && path != null && !path.isEmpty() && path.charAt(0) != '/') {
            throw new URISyntaxException(s, "Relative path in absolute URI");
        }
    }

    /** Parses {@code str}; a syntax error becomes an IllegalArgumentException. */
    public static URI create(String str) {
        try {
            return new URI(str);
        } catch (URISyntaxException x) {
            throw new IllegalArgumentException(x.getMessage(), x);
        }
    }

    /** Reparses a registry authority as user@host:port, failing with the reason it is not one. */
    public URI parseServerAuthority() throws URISyntaxException {
        if (host != null || authority == null) {
            return this;
        }
        URI v = new URI();
        URIParser.parse(toString(), v, true);
        userInfo = v.userInfo;
        host = v.host;
        port = v.port;
        return this;
    }

    /** A copy with {@code path} in place of this path (the string is rebuilt on demand). */
    URI withPath(String newPath, String newQuery, String newFragment) {
        URI v = new URI();
        v.scheme = scheme;
        v.authority = authority;
        v.userInfo = userInfo;
        v.host = host;
        v.port = port;
        v.path = newPath;
        v.query = newQuery;
        v.fragment = newFragment;
        return v;
    }

    /** A relative URI of only these parts. */
    static URI relative(String path, String query, String fragment) {
        URI v = new URI();
        v.path = path;
        v.query = query;
        v.fragment = fragment;
        return v;
    }

    public URI normalize() {
        return URIPaths.normalize(this);
    }

    public URI resolve(URI uri) {
        return URIPaths.resolve(this, uri);
    }

    public URI resolve(String str) {
        return resolve(create(str));
    }

    public URI relativize(URI uri) {
        return URIPaths.relativize(this, uri);
    }

    /** A URL of this absolute URI (new URL(toString())). */
    public URL toURL() throws MalformedURLException {
        if (!isAbsolute()) {
            throw new IllegalArgumentException("URI is not absolute");
        }
        return new URL(toString());
    }

    public String getScheme() {
        return scheme;
    }

    public boolean isAbsolute() {
        return scheme != null;
    }

    public boolean isOpaque() {
        return path == null;
    }

    public String getRawSchemeSpecificPart() {
        String s = schemeSpecificPart;
        if (s == null) {
            StringBuilder sb = new StringBuilder();
            appendSchemeSpecificPart(sb);
            s = sb.toString();
            schemeSpecificPart = s;
        }
        return s;
    }

    public String getSchemeSpecificPart() {
        return URIBuilder.decode(getRawSchemeSpecificPart());
    }

    public String getRawAuthority() {
        return authority;
    }

    public String getAuthority() {
        return URIBuilder.decode(authority);
    }

    public String getRawUserInfo() {
        return userInfo;
    }

    public String getUserInfo() {
        return URIBuilder.decode(userInfo);
    }

    public String getHost() {
        return host;
    }

    public int getPort() {
        return port;
    }

    public String getRawPath() {
        return path;
    }

    public String getPath() {
        return URIBuilder.decode(path);
    }

    public String getRawQuery() {
        return query;
    }

    public String getQuery() {
        return URIBuilder.decode(query);
    }

    public String getRawFragment() {
        return fragment;
    }

    public String getFragment() {
        return URIBuilder.decode(fragment);
    }

    @Override
    public boolean equals(Object ob) {
        if (ob == this) {
            return true;
        }
        if (!(ob instanceof URI)) {
            return false;
        }
        URI that = (URI) ob;
        if (isOpaque() != that.isOpaque() || !URICompare.equalIgnoringCase(scheme, that.scheme)
                || !URICompare.equal(fragment, that.fragment)) {
            return false;
        }
        if (isOpaque()) {
            return URICompare.equal(schemeSpecificPart, that.schemeSpecificPart);
        }
        if (!URICompare.equal(path, that.path) || !URICompare.equal(query, that.query)) {
            return false;
        }
        if (authority == that.authority) {
            return true;
        }
        if (host != null) {
            return URICompare.equal(userInfo, that.userInfo) && URICompare.equalIgnoringCase(host, that.host)
                && port == that.port;
        }
        if (authority != null) {
            return URICompare.equal(authority, that.authority);
        }
        return false;
    }

    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = URICompare.hashIgnoringCase(0, scheme);
            h = URICompare.hash(h, fragment);
            if (isOpaque()) {
                h = URICompare.hash(h, schemeSpecificPart);
            } else {
                h = URICompare.hash(h, path);
                h = URICompare.hash(h, query);
                if (host != null) {
                    h = URICompare.hash(h, userInfo);
                    h = URICompare.hashIgnoringCase(h, host);
                    h += 1949 * port;
                } else {
                    h = URICompare.hash(h, authority);
                }
            }
            if (h != 0) {
                hash = h;
            }
        }
        return h;
    }

    /** Scheme (ignoring case), then opaque after hierarchical, then the parts in order. */
    @Override
    public int compareTo(URI that) {
        int c = URICompare.compareIgnoringCase(scheme, that.scheme);
        if (c != 0) {
            return c;
        }
        if (isOpaque()) {
            if (that.isOpaque()) {
                c = URICompare.compare(schemeSpecificPart, that.schemeSpecificPart);
                return c != 0 ? c : URICompare.compare(fragment, that.fragment);
            }
            return 1;
        } else if (that.isOpaque()) {
            return -1;
        }
        if (host != null && that.host != null) {
            if ((c = URICompare.compare(userInfo, that.userInfo)) != 0) {
                return c;
            }
            if ((c = URICompare.compareIgnoringCase(host, that.host)) != 0) {
                return c;
            }
            if ((c = port - that.port) != 0) {
                return c;
            }
        } else if ((c = URICompare.compare(authority, that.authority)) != 0) {
            return c;
        }
        if ((c = URICompare.compare(path, that.path)) != 0) {
            return c;
        }
        if ((c = URICompare.compare(query, that.query)) != 0) {
            return c;
        }
        return URICompare.compare(fragment, that.fragment);
    }

    @Override
    public String toString() {
        String s = string;
        if (s == null) {
            StringBuilder sb = new StringBuilder();
            if (scheme != null) {
                sb.append(scheme).append(':');
            }
            if (isOpaque()) {
                sb.append(schemeSpecificPart);
            } else {
                appendSchemeSpecificPart(sb);
            }
            if (fragment != null) {
                sb.append('#').append(fragment);
            }
            s = sb.toString();
            string = s;
        }
        return s;
    }

    private void appendSchemeSpecificPart(StringBuilder sb) {
        if (host != null) {
            sb.append("//");
            if (userInfo != null) {
                sb.append(userInfo).append('@');
            }
            boolean brackets = host.indexOf(':') >= 0 && !host.startsWith("[") && !host.endsWith("]");
            sb.append(brackets ? "[" + host + "]" : host);
            if (port != -1) {
                sb.append(':').append(port);
            }
        } else if (authority != null) {
            sb.append("//").append(authority);
        }
        if (path != null) {
            sb.append(path);
        }
        if (query != null) {
            sb.append('?').append(query);
        }
    }

    /** toString with every non-ASCII character as UTF-8 %XX escapes. */
    public String toASCIIString() {
        return URIBuilder.encodeNonAscii(toString());
    }
}
