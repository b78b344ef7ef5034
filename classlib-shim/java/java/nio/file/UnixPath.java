package java.nio.file;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/** A Unix {@link Path}: its string with repeated and trailing '/' removed (rjvm shim). */
final class UnixPath implements Path {
    private final String path;
    private final String[] names;

    UnixPath(String input) {
        if (input.indexOf('\u0000') >= 0) {
            throw new InvalidPathException(input, "Nul character not allowed");
        }
        StringBuilder sb = new StringBuilder(input.length());
        for (int i = 0; i < input.length(); i++) {
            char c = input.charAt(i);
            if (c == '/' && sb.length() > 0 && sb.charAt(sb.length() - 1) == '/') {
                continue;
            }
            sb.append(c);
        }
        if (sb.length() > 1 && sb.charAt(sb.length() - 1) == '/') {
            sb.setLength(sb.length() - 1);
        }
        path = sb.toString();
        List<String> parts = new ArrayList<String>();
        if (path.isEmpty()) {
            parts.add("");
        } else {
            for (String p : path.split("/")) {
                if (!p.isEmpty()) {
                    parts.add(p);
                }
            }
        }
        names = parts.toArray(new String[0]);
    }

    private static Path join(boolean absolute, List<String> parts, int from, int to) {
        StringBuilder sb = new StringBuilder(absolute ? "/" : "");
        for (int i = from; i < to; i++) {
            if (i > from) {
                sb.append('/');
            }
            sb.append(parts.get(i));
        }
        return new UnixPath(sb.toString());
    }

    private List<String> nameList() {
        List<String> l = new ArrayList<String>(names.length);
        for (String n : names) {
            l.add(n);
        }
        return l;
    }

    private boolean isEmpty() {
        return path.isEmpty();
    }

    @Override
    public boolean isAbsolute() {
        return path.startsWith("/");
    }

    @Override
    public Path getRoot() {
        return isAbsolute() ? new UnixPath("/") : null;
    }

    @Override
    public Path getFileName() {
        if (isEmpty()) {
            return this;
        }
        return names.length == 0 ? null : new UnixPath(names[names.length - 1]);
    }

    @Override
    public Path getParent() {
        if (names.length == 0 || isEmpty()) {
            return null;
        }
        if (names.length == 1) {
            return getRoot();
        }
        return join(isAbsolute(), nameList(), 0, names.length - 1);
    }

    @Override
    public int getNameCount() {
        return names.length;
    }

    @Override
    public Path getName(int index) {
        if (index < 0 || index >= names.length) {
            throw new IllegalArgumentException();
        }
        return new UnixPath(names[index]);
    }

    @Override
    public Path subpath(int beginIndex, int endIndex) {
        if (beginIndex < 0 || beginIndex >= names.length || endIndex > names.length || beginIndex >= endIndex) {
            throw new IllegalArgumentException();
        }
        return join(false, nameList(), beginIndex, endIndex);
    }

    @Override
    public boolean startsWith(Path other) {
        UnixPath o = (UnixPath) other;
        if (o.isAbsolute() != isAbsolute() || o.names.length > names.length) {
            return false;
        }
        if (o.isEmpty()) {
            return isEmpty();
        }
        for (int i = 0; i < o.names.length; i++) {
            if (!o.names[i].equals(names[i])) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean endsWith(Path other) {
        UnixPath o = (UnixPath) other;
        if (o.isAbsolute()) {
            return o.path.equals(path);
        }
        if (o.isEmpty()) {
            return isEmpty();
        }
        int off = names.length - o.names.length;
        if (off < 0) {
            return false;
        }
        for (int i = 0; i < o.names.length; i++) {
            if (!o.names[i].equals(names[off + i])) {
                return false;
            }
        }
        return true;
    }

    @Override
    public Path normalize() {
        List<String> out = new ArrayList<String>();
        for (String n : names) {
            if (n.equals(".") || n.isEmpty()) {
                continue;
            }
            if (n.equals("..")) {
                if (!out.isEmpty() && !out.get(out.size() - 1).equals("..")) {
                    out.remove(out.size() - 1);
                    continue;
                }
                if (isAbsolute()) {
                    continue;
                }
            }
            out.add(n);
        }
        return join(isAbsolute(), out, 0, out.size());
    }

    @Override
    public Path resolve(Path other) {
        UnixPath o = (UnixPath) other;
        if (o.isAbsolute()) {
            return o;
        }
        if (o.isEmpty()) {
            return this;
        }
        if (isEmpty()) {
            return o;
        }
        return new UnixPath(path + "/" + o.path);
    }

    @Override
    public Path relativize(Path other) {
        UnixPath o = (UnixPath) other;
        if (o.isAbsolute() != isAbsolute()) {
            throw new IllegalArgumentException("'other' is different type of Path");
        }
        if (o.path.equals(path)) {
            return new UnixPath("");
        }
        List<String> mine = isEmpty() ? new ArrayList<String>() : nameList();
        List<String> theirs = o.isEmpty() ? new ArrayList<String>() : o.nameList();
        int common = 0;
        while (common < mine.size() && common < theirs.size() && mine.get(common).equals(theirs.get(common))) {
            common++;
        }
        List<String> out = new ArrayList<String>();
        for (int i = common; i < mine.size(); i++) {
            out.add("..");
        }
        out.addAll(theirs.subList(common, theirs.size()));
        return join(false, out, 0, out.size());
    }

    @Override
    public java.net.URI toUri() {
        return UnixUris.toUri(this);
    }

    @Override
    public Path toAbsolutePath() {
        if (isAbsolute()) {
            return this;
        }
        return new UnixPath(System.getProperty("user.dir") + (isEmpty() ? "" : "/" + path));
    }

    @Override
    public Iterator<Path> iterator() {
        List<Path> l = new ArrayList<Path>();
        if (!isEmpty()) {
            for (String n : names) {
                l.add(new UnixPath(n));
            }
        } else {
            l.add(this);
        }
        return l.iterator();
    }

    @Override
    public int compareTo(Path other) {
        return path.compareTo(((UnixPath) other).path);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof UnixPath && ((UnixPath) o).path.equals(path);
    }

    @Override
    public int hashCode() {
        return path.hashCode();
    }

    @Override
    public String toString() {
        return path;
    }
}
