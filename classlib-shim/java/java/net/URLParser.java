package java.net;

/**
 * The JDK's generic URL parsing (URLStreamHandler.parseURL's rules) for the part of a spec after
 * the protocol and before the ref: "//authority", then the path, then "?query". A relative
 * path is merged with the context URL's (already copied into the URL) and "." and ".."
 * segments are removed where the JDK removes them (rjvm shim).
 */
final class URLParser {
    private URLParser() {
    }

    static void parse(URL u, String spec, int start, int limit) {
        String host = u.getHost();
        int port = u.getPort();
        String authority = u.getAuthority();
        String userInfo = u.getUserInfo();
        String path = u.getPath();
        String query = u.getQuery();
        boolean queryOnly = false;
        if (start < limit) {
            int q = spec.indexOf('?');
            queryOnly = q == start;
            if (q != -1 && q < limit) {
                query = spec.substring(q + 1, limit);
                limit = q;
                spec = spec.substring(0, q);
            }
        }
        boolean fourSlashes = start <= limit - 4 && spec.startsWith("////", start);
        if (!fourSlashes && start <= limit - 2 && spec.startsWith("//", start)) {
            start += 2;
            int end = spec.indexOf('/', start);
            if (end < 0 || end > limit) {
                end = spec.indexOf('?', start);
                if (end < 0 || end > limit) {
                    end = limit;
                }
            }
            authority = spec.substring(start, end);
            host = authority;
            int at = authority.indexOf('@');
            userInfo = null;
            if (at != -1) {
                if (at != authority.lastIndexOf('@')) {
                    host = null; // more than one '@': not server-based
                } else {
                    userInfo = authority.substring(0, at);
                    host = authority.substring(at + 1);
                }
            }
            port = -1;
            if (host != null) {
                int colon = host.startsWith("[") ? host.indexOf(':', host.indexOf(']')) : host.indexOf(':');
                if (colon >= 0) {
                    if (host.length() > colon + 1) {
                        port = Integer.parseInt(host.substring(colon + 1));
                    }
                    host = host.substring(0, colon);
                }
            } else {
                host = "";
            }
            if (port < -1) {
                throw new IllegalArgumentException("Invalid port number :" + port);
            }
            start = end;
            if (!authority.isEmpty()) {
                path = "";
            }
        }
        if (host == null) {
            host = "";
        }
        boolean relativePath = false;
        if (start < limit) {
            if (spec.charAt(start) == '/') {
                path = spec.substring(start, limit);
            } else if (path != null && !path.isEmpty()) {
                relativePath = true;
                int slash = path.lastIndexOf('/');
                String sep = slash == -1 && authority != null ? "/" : "";
                path = path.substring(0, slash + 1) + sep + spec.substring(start, limit);
            } else {
                path = (authority != null ? "/" : "") + spec.substring(start, limit);
            }
        } else if (queryOnly && path != null) {
            int slash = Math.max(path.lastIndexOf('/'), 0);
            path = path.substring(0, slash) + "/";
        }
        if (path == null) {
            path = "";
        }
        if (relativePath) {
            path = removeDots(path);
        }
        u.set(host, port, authority, userInfo, path, query);
    }

    /** Drops "/./", cancels "seg/../" pairs and a trailing "/.." or "/.", as the JDK does. */
    private static String removeDots(String path) {
        int i;
        while ((i = path.indexOf("/./")) >= 0) {
            path = path.substring(0, i) + path.substring(i + 2);
        }
        i = 0;
        while ((i = path.indexOf("/../", i)) >= 0) {
            int prev = i > 0 ? path.lastIndexOf('/', i - 1) : -1;
            if (prev >= 0 && path.indexOf("/../", prev) != 0) {
                path = path.substring(0, prev) + path.substring(i + 3);
                i = 0;
            } else {
                i += 3;
            }
        }
        while (path.endsWith("/..")) {
            int dots = path.indexOf("/..");
            int prev = path.lastIndexOf('/', dots - 1);
            if (prev < 0) {
                break;
            }
            path = path.substring(0, prev + 1);
        }
        if (path.startsWith("./") && path.length() > 2) {
            path = path.substring(2);
        }
        if (path.endsWith("/.")) {
            path = path.substring(0, path.length() - 1);
        }
        return path;
    }
}
