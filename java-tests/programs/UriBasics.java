import java.io.File;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;

/**
 * java.net.URI: parsing of hierarchical, opaque, relative and registry-authority URIs, raw and
 * decoded getters, the component constructors' quoting, URISyntaxException messages and
 * indexes, equals/hashCode/compareTo, create, toURL, and File/URL conversions.
 */
public class UriBasics {
    /** Prints {@code s} with non-ASCII characters as \\uXXXX escapes. */
    static void out(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c < 128) {
                b.append(c);
            } else {
                String h = Integer.toHexString(c);
                b.append("\\u").append("0000".substring(h.length())).append(h);
            }
        }
        System.out.println(b);
    }

    static void show(String s) {
        try {
            URI u = new URI(s);
            out("[" + s + "] -> " + u);
            out("  scheme=" + u.getScheme() + " ssp=" + u.getSchemeSpecificPart() + " rawSsp="
                + u.getRawSchemeSpecificPart() + " opaque=" + u.isOpaque() + " abs=" + u.isAbsolute());
            out("  auth=" + u.getAuthority() + " rawAuth=" + u.getRawAuthority() + " user="
                + u.getUserInfo() + " rawUser=" + u.getRawUserInfo() + " host=" + u.getHost() + " port=" + u.getPort());
            out("  path=" + u.getPath() + " rawPath=" + u.getRawPath() + " query=" + u.getQuery()
                + " rawQuery=" + u.getRawQuery() + " frag=" + u.getFragment() + " rawFrag=" + u.getRawFragment());
            out("  hash=" + u.hashCode() + " ascii=" + u.toASCIIString());
        } catch (URISyntaxException e) {
            out("[" + s + "] URISyntaxException: " + e.getMessage() + " | reason=" + e.getReason()
                + " index=" + e.getIndex() + " input=" + e.getInput());
        }
    }

    static void ctor(String label, Ctor c) {
        try {
            URI u = c.make();
            out(label + " -> " + u + " path=" + u.getPath() + " rawPath=" + u.getRawPath() + " host="
                + u.getHost() + " auth=" + u.getRawAuthority());
        } catch (URISyntaxException e) {
            out(label + " URISyntaxException: " + e.getMessage());
        } catch (RuntimeException e) {
            out(label + " " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    interface Ctor {
        URI make() throws URISyntaxException;
    }

    static int sign(int x) {
        return x < 0 ? -1 : x > 0 ? 1 : 0;
    }

    public static void main(String[] args) throws Exception {
        String[] inputs = {
            "http://user:pw@www.Example.com:8080/a/b/c.html?q=1&r=%20x#frag",
            "https://example.com",
            "http://example.com/",
            "mailto:someone@example.com",
            "news:comp.lang.java",
            "urn:isbn:096139210x",
            "file:///tmp/x%20y/z.txt",
            "file:/tmp/a",
            "docs/guide/../index.html",
            "../../x?y#z",
            "#only",
            "?q",
            "",
            "//host/path",
            "http://a_b.example/x",
            "http://1.2.3.4:99/p",
            "http://1.2.3.400/p",
            "http://[::1]:8080/p",
            "http://[fe80::1%25eth0]/",
            "http://host:/p",
            "http://host:80x/p",
            "http://-host/",
            "http://h/%7Euser/%e2%82%ac",
            "http://h/\u00e9t\u00e9",
            "HTTP://H/P",
            "http:",
            "http://",
            ":foo",
            "1http://x",
            "ht tp://x",
            "http://h/a b",
            "http://h/a%zz",
            "http://h/p?a b",
            "http://h/p#a#b",
            "http://h/p#a b",
            "http://[::1/x",
            "http://[1:2:3]/x",
            "http://[1:2:3:4:5:6:7:8:9]/",
            "http://[::1:2:3:4:5:6:7:8]/",
            "http://[12345::1]/",
            "http://[::1%]/",
            "http://[1::2::3]/",
            "http://[::ffff:1.2.3.4]:7/",
            "http://[1:2:3:4:5:6:7:8]/",
            "http://[g::1]/",
            "http://h^/x",
            "foo:bar baz",
            "s://u@h@x/p",
            "jar:file:/a.jar!/b/c.class",
            "http://h/p?",
            "http://h/p#",
        };
        for (String s : inputs) {
            show(s);
        }

        ctor("c7", () -> new URI("http", "us er", "example.com", 80, "/a b/%c", "q=a b&c=%", "f g"));
        ctor("c7null", () -> new URI("http", null, "example.com", -1, "/p", null, null));
        ctor("c7ipv6", () -> new URI("http", null, "::1", 81, "/p", null, null));
        ctor("c7rel", () -> new URI("http", null, "h", -1, "rel", null, null));
        ctor("c7badhost", () -> new URI("http", null, "a b", -1, "/p", null, null));
        ctor("c5", () -> new URI("http", "reg name", "/p q", "x=1", "f"));
        ctor("c5noscheme", () -> new URI(null, null, "a:b/c", null, null));
        ctor("c4", () -> new URI("file", null, "/tmp/my file.txt", null));
        ctor("c4frag", () -> new URI("http", "h", "/\u00e9\u3000", "fr ag"));
        ctor("c3", () -> new URI("mailto", "a b@c.com", null));
        ctor("c3frag", () -> new URI("urn", "x:y z", "f"));
        ctor("c3null", () -> new URI(null, "rel/path with space", null));

        URI a = new URI("HTTP://Example.COM:80/a%2fb?x#y");
        URI b = new URI("http://example.com:80/a%2Fb?x#y");
        URI c = new URI("http://example.com:80/a%2Fb?x#Y");
        out("eq " + a.equals(b) + " " + (a.hashCode() == b.hashCode()) + " " + a.equals(c) + " "
            + sign(a.compareTo(c)) + " " + sign(c.compareTo(a)) + " " + a.compareTo(b));
        String[] order = {"http://b/", "http://a/", "mailto:x", "http://a:1/", "https://a/", "rel", "/abs", "http://a/?q",
            "http://u@a/", "http://a/#f", "urn:a#b", "urn:a"};
        for (String x : order) {
            StringBuilder sb = new StringBuilder(x + ":");
            for (String y : order) {
                sb.append(' ').append(sign(new URI(x).compareTo(new URI(y))));
            }
            out(sb.toString());
        }
        out("hash " + new URI("http://a/b").hashCode() + " " + new URI("mailto:x").hashCode() + " "
            + new URI("rel/p?q#f").hashCode() + " " + new URI("http://u@H:8/p").hashCode());
        out("regEq " + new URI("s://a_b/x").equals(new URI("s://a_b/x")) + " "
            + new URI("s://a_b/x").equals(new URI("s://A_B/x")));

        out("create " + URI.create("http://x/y"));
        try {
            URI.create("http://x/ y");
        } catch (IllegalArgumentException e) {
            out("create IAE: " + e.getMessage() + " cause=" + e.getCause().getClass().getName());
        }
        URI reg = new URI("http://a_b:80/x");
        try {
            reg.parseServerAuthority();
        } catch (URISyntaxException e) {
            out("parseServerAuthority: " + e.getMessage());
        }
        URI srv = new URI("http://ab:80/x").parseServerAuthority();
        out("server " + srv.getHost() + " " + srv.getPort());

        URL url = new URI("http://h:8/p/q?x=1#r").toURL();
        out("toURL " + url + " " + url.getHost() + " " + url.getPath() + " " + url.getRef());
        out("fileURL " + new URI("file:/tmp/a%20b").toURL());
        try {
            new URI("rel/x").toURL();
        } catch (IllegalArgumentException e) {
            out("toURL IAE: " + e.getMessage());
        }
        out("URL.toURI " + new URL("http://h/a/b?c#d").toURI());
        try {
            new URL("http://h/a b").toURI();
        } catch (URISyntaxException e) {
            out("URL.toURI: " + e.getMessage());
        }

        File f = new File("/tmp/rjvm uri test/f.txt");
        out("File.toURI " + f.toURI() + " raw=" + f.toURI().getRawPath());
        out("File.toURI dir " + new File("/").toURI() + " " + new File("/tmp").toURI());
        out("File(URI) " + new File(new URI("file:/tmp/a%20b/c/")));
        String[] bad = {"rel", "mailto:x", "http://h/p", "file://h/p", "file:/p#f", "file:/p?q", "file:"};
        for (String s : bad) {
            try {
                out("File(URI) " + new File(new URI(s)));
            } catch (IllegalArgumentException e) {
                out("File(" + s + ") IAE: " + e.getMessage());
            } catch (URISyntaxException e) {
                out("File(" + s + ") " + e.getMessage());
            }
        }
        URISyntaxException e1 = new URISyntaxException("in", "why");
        out(e1.getMessage() + " " + e1.getIndex());
        try {
            new URISyntaxException("in", "why", -2);
        } catch (IllegalArgumentException e) {
            out("index -2: IAE");
        }
    }
}
