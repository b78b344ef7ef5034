package java.net;

import java.util.ArrayList;
import java.util.List;

/**
 * URI path algebra as the JDK does it (RFC 2396 section 5.2 with its deviations): normalize
 * removes "." and "seg/.." segments and redundant slashes but keeps ".." that climb above the
 * start (also in absolute paths), and prefixes "./" when a colon would otherwise make the
 * first segment look like a scheme; resolve keeps the base's directory for an empty reference
 * and a "?query" reference; relativize only strips a base path that is a prefix.
 */
final class URIPaths {
    private URIPaths() {
    }

    static URI normalize(URI u) {
        if (u.isOpaque() || u.path.isEmpty()) {
            return u;
        }
        String np = normalize(u.path);
        return np == u.path ? u : u.withPath(np, u.query, u.fragment);
    }

    static URI resolve(URI base, URI child) {
        if (child.isOpaque() || base.isOpaque()) {
            return child;
        }
        if (child.scheme == null && child.authority == null && child.path.isEmpty() && child.fragment != null
                && child.query == null) {
            if (base.fragment != null && child.fragment.equals(base.fragment)) {
                return base;
            }
            return base.withPath(base.path, base.query, child.fragment);
        }
        if (child.scheme != null) {
            return child;
        }
        if (child.authority != null) {
            URI r = child.withPath(child.path, child.query, child.fragment);
            r.scheme = base.scheme;
            return r;
        }
        String cp = child.path;
        String path = !cp.isEmpty() && cp.charAt(0) == '/' ? cp : resolvePath(base.path, cp, base.isAbsolute());
        return base.withPath(path, child.query, child.fragment);
    }

    private static String resolvePath(String base, String child, boolean absolute) {
        int i = base.lastIndexOf('/');
        String path = "";
        if (child.isEmpty()) {
            if (i >= 0) {
                path = base.substring(0, i + 1);
            }
        } else if (i >= 0 || !absolute) {
            path = base.substring(0, i + 1).concat(child);
        } else {
            path = "/".concat(child);
        }
        return normalize(path);
    }

    static URI relativize(URI base, URI child) {
        if (child.isOpaque() || base.isOpaque()) {
            return child;
        }
        if (!URICompare.equalIgnoringCase(base.scheme, child.scheme)
                || !URICompare.equal(base.authority, child.authority)) {
            return child;
        }
        String bp = normalize(base.path);
        String cp = normalize(child.path);
        if (!bp.equals(cp)) {
            if (!bp.endsWith("/")) {
                bp = bp + "/";
            }
            if (!cp.startsWith(bp)) {
                return child;
            }
        }
        return URI.relative(cp.substring(bp.length()), child.query, child.fragment);
    }

    /** One path segment and whether a '/' followed it in the original path. */
    private static final class Segment {
        final String text;
        final boolean slashAfter;
        boolean removed;

        Segment(String text, boolean slashAfter) {
            this.text = text;
            this.slashAfter = slashAfter;
        }
    }

    /** The normalized path, or {@code ps} itself (same instance) if it is already normal. */
    static String normalize(String ps) {
        boolean absolute = ps.startsWith("/");
        int p = 0;
        while (p < ps.length() && ps.charAt(p) == '/') {
            p++;
        }
        boolean normal = p <= 1;
        List<Segment> segs = new ArrayList<Segment>();
        while (p < ps.length()) {
            int e = ps.indexOf('/', p);
            if (e < 0) {
                e = ps.length();
            }
            String text = ps.substring(p, e);
            if (text.equals(".") || text.equals("..")) {
                normal = false;
            }
            p = e;
            boolean slash = p < ps.length();
            while (p < ps.length() && ps.charAt(p) == '/') {
                p++;
            }
            if (p - e > 1) {
                normal = false;
            }
            segs.add(new Segment(text, slash));
        }
        if (normal) {
            return ps;
        }
        removeDots(segs);
        StringBuilder sb = new StringBuilder(absolute ? "/" : "");
        if (!absolute && needsLeadingDot(segs)) {
            sb.append("./");
        }
        for (Segment s : segs) {
            if (!s.removed) {
                sb.append(s.text);
                if (s.slashAfter) {
                    sb.append('/');
                }
            }
        }
        // As in the JDK, an unchanged path is returned as the same instance (normalize() then returns the URI itself).
        String result = sb.toString();
        return result.equals(ps) ? ps : result;
    }

    private static void removeDots(List<Segment> segs) {
        for (int i = 0; i < segs.size(); i++) {
            Segment s = segs.get(i);
            if (s.text.equals(".")) {
                s.removed = true;
            } else if (s.text.equals("..")) {
                int j = i - 1;
                while (j >= 0 && segs.get(j).removed) {
                    j--;
                }
                if (j >= 0 && !segs.get(j).text.equals("..")) {
                    segs.get(j).removed = true;
                    s.removed = true;
                }
            }
        }
    }

    /** True if the original first segment was removed and the first remaining one has a ':'. */
    private static boolean needsLeadingDot(List<Segment> segs) {
        if (segs.isEmpty() || !segs.get(0).removed) {
            return false;
        }
        for (Segment s : segs) {
            if (!s.removed) {
                return s.text.indexOf(':') >= 0;
            }
        }
        return false;
    }
}
