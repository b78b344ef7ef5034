package java.io;

/**
 * An abstract Unix path name (rjvm shim). Queries on the file system are VM natives taking
 * the path string as given (relative paths resolve against the process working directory).
 */
public class File implements Serializable, Comparable<File> {
    private static final long serialVersionUID = 301077366599181567L;

    public static final char separatorChar = '/';
    public static final String separator = "/";
    public static final char pathSeparatorChar = ':';
    public static final String pathSeparator = ":";

    private final String path;

    public File(String pathname) {
        if (pathname == null) {
            throw new NullPointerException();
        }
        this.path = normalize(pathname);
    }

    /** The file of a "file:" URI with a non-empty path and no authority, query or fragment. */
    public File(java.net.URI uri) {
        this(pathOfUri(uri));
    }

    private static String pathOfUri(java.net.URI uri) {
        if (!uri.isAbsolute()) {
            throw new IllegalArgumentException("URI is not absolute");
        }
        if (uri.isOpaque()) {
            throw new IllegalArgumentException("URI is not hierarchical");
        }
        if (!uri.getScheme().equalsIgnoreCase("file")) {
            throw new IllegalArgumentException("URI scheme is not \"file\"");
        }
        if (uri.getRawAuthority() != null) {
            throw new IllegalArgumentException("URI has an authority component");
        }
        if (uri.getRawFragment() != null) {
            throw new IllegalArgumentException("URI has a fragment component");
        }
        if (uri.getRawQuery() != null) {
            throw new IllegalArgumentException("URI has a query component");
        }
        String p = uri.getPath();
        if (p.isEmpty()) {
            throw new IllegalArgumentException("URI path component is empty");
        }
        return p.length() > 1 && p.endsWith("/") ? p.substring(0, p.length() - 1) : p;
    }

    public File(String parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent != null) {
            this.path = resolve(normalize(parent), normalize(child));
        } else {
            this.path = normalize(child);
        }
    }

    public File(File parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent != null) {
            this.path = resolve(parent.path, normalize(child));
        } else {
            this.path = normalize(child);
        }
    }

    /** Collapses repeated '/' and drops a trailing '/' (except for the root). */
    private static String normalize(String p) {
        StringBuilder sb = new StringBuilder(p.length());
        char prev = 0;
        for (int i = 0; i < p.length(); i++) {
            char c = p.charAt(i);
            if (c == '/' && prev == '/') {
                continue;
            }
            sb.append(c);
            prev = c;
        }
        if (sb.length() > 1 && sb.charAt(sb.length() - 1) == '/') {
            sb.setLength(sb.length() - 1);
        }
        return sb.toString();
    }

    private static String resolve(String parent, String child) {
        if (child.isEmpty()) {
            return parent;
        }
        if (child.charAt(0) == '/') {
            if (parent.equals("/")) {
                return child;
            }
            return parent + child;
        }
        if (parent.equals("/")) {
            return parent + child;
        }
        if (parent.isEmpty()) {
            return "/" + child;
        }
        return parent + '/' + child;
    }

    private static native boolean exists0(String path);

    private static native boolean isDirectory0(String path);

    private static native boolean isFile0(String path);

    private static native boolean canRead0(String path);

    private static native boolean canWrite0(String path);

    private static native boolean canExecute0(String path);

    /** Length in bytes, 0 if the file does not exist. */
    private static native long length0(String path);

    /** Modification time in ms since the epoch, 0 if the file does not exist. */
    private static native long lastModified0(String path);

    /** Deletes a file or empty directory; false on failure. */
    private static native boolean delete0(String path);

    /** Names of the entries of a directory (no "." or ".."), or null if not a readable directory. */
    private static native String[] list0(String path);

    private static native boolean mkdir0(String path);

    /** Atomically creates an empty file; false if it already exists; IOException on other errors. */
    private static native boolean createNewFile0(String path) throws IOException;

    private static native boolean rename0(String from, String to);

    /** realpath-like canonicalisation of an absolute path (resolving symlinks where they exist). */
    private static native String canonicalize0(String absolutePath) throws IOException;

    public String getName() {
        int index = path.lastIndexOf(separatorChar);
        return path.substring(index + 1);
    }

    public String getParent() {
        int index = path.lastIndexOf(separatorChar);
        if (index < 0) {
            return null;
        }
        if (index == 0) {
            return path.length() > 1 ? "/" : null;
        }
        return path.substring(0, index);
    }

    public File getParentFile() {
        String p = getParent();
        return p == null ? null : new File(p);
    }

    /** This file's path as a {@link java.nio.file.Path}. */
    public java.nio.file.Path toPath() {
        return java.nio.file.Paths.get(getPath());
    }

    public String getPath() {
        return path;
    }

    public boolean isAbsolute() {
        return path.startsWith("/");
    }

    public String getAbsolutePath() {
        if (isAbsolute()) {
            return path;
        }
        String dir = System.getProperty("user.dir");
        return resolve(dir, path);
    }

    public File getAbsoluteFile() {
        return new File(getAbsolutePath());
    }

    public String getCanonicalPath() throws IOException {
        return canonicalize0(getAbsolutePath());
    }

    public File getCanonicalFile() throws IOException {
        return new File(getCanonicalPath());
    }

    public boolean canRead() {
        return canRead0(path);
    }

    public boolean canWrite() {
        return canWrite0(path);
    }

    public boolean canExecute() {
        return canExecute0(path);
    }

    public boolean exists() {
        return exists0(path);
    }

    public boolean isDirectory() {
        return isDirectory0(path);
    }

    public boolean isFile() {
        return isFile0(path);
    }

    public boolean isHidden() {
        return getName().startsWith(".");
    }

    public long lastModified() {
        return lastModified0(path);
    }

    public long length() {
        return length0(path);
    }

    public boolean createNewFile() throws IOException {
        return createNewFile0(path);
    }

    public boolean delete() {
        return delete0(path);
    }

    public void deleteOnExit() {
        // not supported: files are left in place
    }

    public String[] list() {
        return list0(path);
    }

    public String[] list(FilenameFilter filter) {
        String[] ss = list0(path);
        if (ss == null || filter == null) {
            return ss;
        }
        String[] tmp = new String[ss.length];
        int n = 0;
        for (int i = 0; i < ss.length; i++) {
            if (filter.accept(this, ss[i])) {
                tmp[n++] = ss[i];
            }
        }
        String[] names = new String[n];
        System.arraycopy(tmp, 0, names, 0, n);
        return names;
    }

    public static File[] listRoots() {
        return new File[] {new File("/")};
    }

    public File[] listFiles() {
        String[] ss = list0(path);
        if (ss == null) {
            return null;
        }
        File[] fs = new File[ss.length];
        for (int i = 0; i < ss.length; i++) {
            fs[i] = new File(this, ss[i]);
        }
        return fs;
    }

    public File[] listFiles(FileFilter filter) {
        String[] ss = list0(path);
        if (ss == null) {
            return null;
        }
        File[] tmp = new File[ss.length];
        int n = 0;
        for (int i = 0; i < ss.length; i++) {
            File f = new File(this, ss[i]);
            if (filter == null || filter.accept(f)) {
                tmp[n++] = f;
            }
        }
        File[] fs = new File[n];
        System.arraycopy(tmp, 0, fs, 0, n);
        return fs;
    }

    public File[] listFiles(FilenameFilter filter) {
        String[] ss = list0(path);
        if (ss == null) {
            return null;
        }
        File[] tmp = new File[ss.length];
        int n = 0;
        for (int i = 0; i < ss.length; i++) {
            if (filter == null || filter.accept(this, ss[i])) {
                tmp[n++] = new File(this, ss[i]);
            }
        }
        File[] fs = new File[n];
        System.arraycopy(tmp, 0, fs, 0, n);
        return fs;
    }

    public boolean mkdir() {
        return mkdir0(path);
    }

    public boolean mkdirs() {
        if (exists()) {
            return false;
        }
        if (mkdir()) {
            return true;
        }
        File canonFile;
        try {
            canonFile = getCanonicalFile();
        } catch (IOException e) {
            return false;
        }
        File parent = canonFile.getParentFile();
        return (parent != null && (parent.mkdirs() || parent.exists()) && canonFile.mkdir());
    }

    public boolean renameTo(File dest) {
        if (dest == null) {
            throw new NullPointerException();
        }
        return rename0(path, dest.path);
    }

    private static long tempSeed = 0x5DEECE66DL;

    private static synchronized long nextTempSeed() {
        tempSeed = tempSeed * 6364136223846793005L + 1442695040888963407L;
        return tempSeed;
    }

    public static File createTempFile(String prefix, String suffix, File directory) throws IOException {
        if (prefix.length() < 3) {
            throw new IllegalArgumentException("Prefix string \"" + prefix + "\" too short: length must be at least 3");
        }
        String s = (suffix == null) ? ".tmp" : suffix;
        File dir = directory != null ? directory : new File(System.getProperty("java.io.tmpdir"));
        // Names from a fixed sequence, not the clock, so that runs stay
        // deterministic (createNewFile skips names that exist).
        java.util.Random r = new java.util.Random(nextTempSeed());
        for (int attempt = 0; attempt < 1000; attempt++) {
            long n = r.nextLong();
            File f = new File(dir, prefix + Long.toUnsignedString(n) + s);
            if (f.createNewFile()) {
                return f;
            }
        }
        throw new IOException("Unable to create temporary file");
    }

    public static File createTempFile(String prefix, String suffix) throws IOException {
        return createTempFile(prefix, suffix, null);
    }

    public int compareTo(File pathname) {
        return path.compareTo(pathname.path);
    }

    public boolean equals(Object obj) {
        if (obj instanceof File) {
            return compareTo((File) obj) == 0;
        }
        return false;
    }

    public int hashCode() {
        return path.hashCode() ^ 1234321;
    }

    public String toString() {
        return path;
    }

    /**
     * A "file:" URL of the absolute path, with a trailing '/' for a directory (no escaping of
     * special characters, as in the JDK).
     */
    @Deprecated
    public java.net.URL toURL() throws java.net.MalformedURLException {
        String p = getAbsolutePath();
        if (!p.startsWith("/")) {
            p = "/" + p;
        }
        if (!p.endsWith("/") && isDirectory()) {
            p = p + "/";
        }
        return new java.net.URL("file", "", p);
    }

    /** A "file:" URI of the absolute path (illegal characters quoted), '/'-terminated for a directory. */
    public java.net.URI toURI() {
        String p = getAbsolutePath();
        if (!p.startsWith("/")) {
            p = "/" + p;
        }
        if (!p.endsWith("/") && isDirectory()) {
            p = p + "/";
        }
        if (p.startsWith("//")) {
            p = "//" + p;
        }
        try {
            return new java.net.URI("file", null, p, null);
        } catch (java.net.URISyntaxException x) {
            throw new Error(x);
        }
    }
}
