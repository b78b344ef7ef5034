import java.io.*;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLConnection;

/**
 * java.net.URL: parsing into components, resolution against a context URL (relative paths,
 * "." and "..", queries, refs), the three- and four-argument constructors, toString,
 * equals/hashCode/sameFile for file: URLs, unknown and missing protocols, and reading a
 * temporary file through "file:" URLs (openStream, openConnection, content length, a
 * directory listing, a missing file). File.toURL is printed relative to the temp directory.
 */
public class UrlFiles {
    static String dirPath;

    public static void main(String[] args) throws Exception {
        parsing();
        relative();
        constructors();
        equality();
        errors();
        File dir = File.createTempFile("urls", "");
        dir.delete();
        dir.mkdir();
        dirPath = dir.getPath();
        try {
            files(dir);
        } finally {
            String[] names = dir.list();
            if (names != null) {
                for (String n : names) {
                    new File(dir, n).delete();
                }
            }
            dir.delete();
        }
        System.out.println("dir deleted: " + !dir.exists());
    }

    static void show(URL u) {
        System.out.println("  " + u + " | protocol=" + u.getProtocol() + " host=" + u.getHost() + " port=" + u.getPort()
                + " default=" + u.getDefaultPort() + " authority=" + u.getAuthority() + " userInfo=" + u.getUserInfo()
                + " file=" + u.getFile() + " path=" + u.getPath() + " query=" + u.getQuery() + " ref=" + u.getRef());
    }

    static void parse(String spec) {
        try {
            System.out.println("URL(\"" + spec + "\")");
            show(new URL(spec));
        } catch (MalformedURLException e) {
            System.out.println("  MalformedURLException: " + e.getMessage());
        }
    }

    static void parsing() {
        String[] specs = {
            "file:/tmp/input.txt", "file:///tmp/input.txt", "file://localhost/tmp/a%20b.txt", "file:relative/x.txt",
            "file:", "FILE:/Upper/Case", "  file:/trimmed  ", "url:file:/with/url/prefix",
            "http://example.com", "http://example.com/", "http://user:pw@Example.COM:8080/a/b.html?q=1&r=2#frag",
            "https://host:443/p?x", "http://host:/emptyport", "ftp://ftp.example.org/pub/file.tar.gz",
            "http://a@b@c/path", "http://host?query-only", "http://host#ref-only", "http://h/a/./b/../c",
            "jar:file:/tmp/lib.jar!/com/x/Y.class", "file:/a/b#", "file:/a/b?",
        };
        for (String s : specs) {
            parse(s);
        }
    }

    static void relative() throws MalformedURLException {
        URL base = new URL("http://host/a/b/c.html?q=1#top");
        String[] specs = {"d.html", "../d.html", "../../d.html", "../../../d.html", "./d", ".", "..", "/abs/x",
            "//other/y", "?newq", "#newref", "", "d/./e/../f", "http:g", "file:/z", "x?y#z", "a/..", "a/."};
        for (String s : specs) {
            URL u = new URL(base, s);
            System.out.println("base + \"" + s + "\"");
            show(u);
        }
        URL fileBase = new URL("file:/spec/data/");
        System.out.println("file base + \"input/_200.txt\"");
        show(new URL(fileBase, "input/_200.txt"));
        URL noPath = new URL("http://host");
        System.out.println("no-path base + \"x\"");
        show(new URL(noPath, "x"));
        System.out.println("null context");
        show(new URL(null, "file:/n"));
    }

    static void constructors() throws MalformedURLException {
        System.out.println("URL(file, \"\", /x/y?q#r)");
        show(new URL("file", "", "/x/y?q#r"));
        System.out.println("URL(HTTP, host, 81, /p)");
        show(new URL("HTTP", "host", 81, "/p"));
        System.out.println("URL(http, ::1, -1, /v6)");
        show(new URL("http", "::1", -1, "/v6"));
        try {
            new URL("http", "h", -5, "/p");
        } catch (MalformedURLException e) {
            System.out.println("port -5: " + e.getMessage());
        }
        try {
            new URL("gopher", "h", "/p");
        } catch (MalformedURLException e) {
            System.out.println("gopher: " + e.getMessage());
        }
    }

    static void equality() throws MalformedURLException {
        URL a = new URL("file:/tmp/x.txt");
        URL b = new URL("file:///tmp/x.txt");
        URL c = new URL("file://localhost/tmp/x.txt");
        URL d = new URL("file:/tmp/x.txt#r");
        URL e = new URL("FILE:/tmp/x.txt");
        System.out.println("a=b " + a.equals(b) + " a=c " + a.equals(c) + " c=a " + c.equals(a) + " a=d " + a.equals(d)
                + " sameFile a d " + a.sameFile(d) + " a=e " + a.equals(e) + " a=string " + a.equals("file:/tmp/x.txt"));
        System.out.println("hash a " + a.hashCode() + " b " + b.hashCode() + " d " + d.hashCode() + " e " + e.hashCode());
        URL f = new URL("file:/tmp/x.txt?v=1");
        System.out.println("query differs: " + a.equals(f) + " hash " + f.hashCode());
        URL h1 = new URL("http://h/x");
        URL h2 = new URL("http://h:80/x");
        System.out.println("default port same file: " + h1.sameFile(h2) + " " + h1.equals(h2));
    }

    static void errors() {
        String[] specs = {"foo:bar", "gopher://h/x", "noprotocol", "/just/a/path", "", "1http://x", "mailto:x@y", "mailto:", "mailto:  ",
            "jar:file:/x.jar", "jar:nope:/x.jar!/a", "c:\\windows\\path", "#frag"};
        for (String s : specs) {
            parse(s);
        }
        try {
            new URL("http://example.invalid/x").openStream();
            System.out.println("http openStream: no exception");
        } catch (IOException e) {
            System.out.println("http openStream: " + (e instanceof IOException));
        }
    }

    static String clean(String s) {
        return s == null ? null : s.replace(dirPath, "DIR");
    }

    static void files(File dir) throws IOException {
        File f = new File(dir, "input one.txt");
        FileOutputStream out = new FileOutputStream(f);
        out.write("line 1\nline 2\nlast\n".getBytes("US-ASCII"));
        out.close();
        File g = new File(dir, "b.dat");
        out = new FileOutputStream(g);
        out.write(new byte[] {1, 2, 3});
        out.close();

        URL u = new URL("file:" + f.getPath());
        System.out.println("file url: " + clean(u.toString()));
        BufferedReader r = new BufferedReader(new InputStreamReader(u.openStream()));
        String line;
        while ((line = r.readLine()) != null) {
            System.out.println("  read: " + line);
        }
        r.close();

        URL enc = new URL("file://" + dir.getPath() + "/input%20one.txt");
        URLConnection c = enc.openConnection();
        System.out.println("encoded: " + clean(c.getURL().toString()) + " length " + c.getContentLength()
                + " long " + c.getContentLengthLong() + " lastModified>0 " + (c.getLastModified() > 0));
        InputStream in = c.getInputStream();
        int n = 0;
        while (in.read() != -1) {
            n++;
        }
        in.close();
        System.out.println("  bytes read: " + n);

        URL rel = new URL(new URL("file:" + dir.getPath() + "/"), "b.dat");
        DataInputStream din = new DataInputStream(rel.openStream());
        System.out.println("relative b.dat: " + din.readByte() + " " + din.readByte() + " " + din.readByte() + " then " + din.read());
        din.close();

        URL du = new URL("file:" + dir.getPath());
        URLConnection dc = du.openConnection();
        BufferedReader dr = new BufferedReader(new InputStreamReader(dc.getInputStream()));
        while ((line = dr.readLine()) != null) {
            System.out.println("  entry: " + line);
        }
        dr.close();

        URL missing = new URL("file:" + dir.getPath() + "/missing.txt");
        try {
            missing.openStream();
        } catch (FileNotFoundException e) {
            System.out.println("missing: " + clean(e.getMessage()));
        }

        URL viaFile = f.toURL();
        System.out.println("File.toURL: " + clean(viaFile.toString()) + " equals " + viaFile.equals(new URL("file:" + f.getPath())));
        System.out.println("dir toURL: " + clean(dir.toURL().toString()));
    }
}
