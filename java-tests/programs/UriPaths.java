import java.net.URI;
import java.nio.file.Path;
import java.nio.file.Paths;

/** java.net.URI path algebra: normalize, resolve (RFC 2396 examples and JDK deviations), relativize, Path.toUri. */
public class UriPaths {
    public static void main(String[] args) throws Exception {
        String[] norm = {"a/b/../c/./d", "/a/b/../../..", "/../a", "a/..", "a/b/..", "./a:b", "a/../b:c/d", "//x//y/",
            "http://h/a//b/./c/", "http://h", "http://h/.", "mailto:a/../b", "./", "..", "../a/./../b", "/a/./b/../../c/",
            "a/./", ".", "x/y/z/../../..", "/a/b/c/../../../../d", "http://h/a/%2e%2e/b"};
        for (String s : norm) {
            URI u = new URI(s);
            URI n = u.normalize();
            System.out.println("normalize [" + s + "] -> [" + n + "] same=" + (n == u) + " path=" + n.getPath());
        }
        URI base = new URI("http://a/b/c/d;p?q");
        String[] refs = {"g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x",
            "g;x?y#s", ".", "./", "..", "../", "../g", "../..", "../../", "../../g", "", "../../../g", "../../../../g",
            "/./g", "/../g", "g.", ".g", "g..", "..g", "./../g", "./g/.", "g/./h", "g/../h", "g;x=1/./y", "g;x=1/../y",
            "http:g", "http://other/x/../y", "a:b/c"};
        for (String r : refs) {
            System.out.println("resolve " + r + " -> " + base.resolve(r));
        }
        URI fragBase = new URI("http://a/b#f");
        System.out.println("frag " + fragBase.resolve("#f") + " " + (fragBase.resolve("#f") == fragBase) + " "
            + fragBase.resolve("#g"));
        System.out.println("noPath " + new URI("http://a").resolve("b") + " " + new URI("http://a").resolve("") + " "
            + new URI("rel").resolve("x") + " " + new URI("a/b").resolve("../../c"));
        System.out.println("opaque " + new URI("mailto:x").resolve("y") + " " + base.resolve(new URI("mailto:z")));
        String[][] rel = {{"http://a/b/", "http://a/b/c/d"}, {"http://a/b", "http://a/b/c"}, {"http://a/b/", "http://a/b/"},
            {"http://a/b/", "http://a/x/c"}, {"http://a/b/", "http://B/b/c"}, {"HTTP://a/b/", "http://a/b/c?q#f"},
            {"http://a/b/./", "http://a/b/x/../c"}, {"mailto:x", "mailto:x/y"}, {"a/", "a/b"}, {"/a", "/a"},
            {"http://a/b", "https://a/b/c"}};
        for (String[] p : rel) {
            System.out.println("relativize " + p[0] + " " + p[1] + " -> [" + new URI(p[0]).relativize(new URI(p[1])) + "]");
        }
        URI r = new URI("http://a/b/").relativize(new URI("http://a/b/c%20d?x#y"));
        System.out.println("rel parts " + r.getPath() + " " + r.getRawPath() + " " + r.getQuery() + " " + r.getFragment()
            + " " + r.getScheme() + " " + r.getAuthority());
        URI built = base.resolve("../x?y#z");
        System.out.println("built " + built.getScheme() + " " + built.getHost() + " " + built.getPath() + " "
            + built.getRawSchemeSpecificPart() + " " + built.hashCode() + " " + built.equals(new URI("http://a/b/x?y#z")));

        Path p = Paths.get("/tmp/rjvm uri/a\u00e9%b.txt");
        System.out.println("Path.toUri " + p.toUri());
        System.out.println("Path.toUri dir " + Paths.get("/tmp").toUri() + " " + Paths.get("/").toUri());
        System.out.println("Paths.get(URI) " + Paths.get(new URI("file:///tmp/a%20b/")) + " " + Paths.get(new URI("file:/x/y")));
        String[] bad = {"http://h/x", "rel", "file://h/x", "file:///x?q"};
        for (String s : bad) {
            try {
                System.out.println(Paths.get(new URI(s)));
            } catch (RuntimeException e) {
                System.out.println("Paths.get(" + s + ") " + e.getClass().getName() + ": " + e.getMessage());
            }
        }
    }
}
