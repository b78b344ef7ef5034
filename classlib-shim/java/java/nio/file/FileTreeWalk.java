package java.nio.file;

import java.io.File;
import java.io.IOException;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The depth-first walks of {@link Files#walk} and {@link Files#walkFileTree} (rjvm shim: a
 * directory's entries in name order, where the JDK gives directory order, so that a walk is
 * the same on every run; links are followed, so no cycle check).
 */
final class FileTreeWalk {
    private FileTreeWalk() {
    }

    /** The names in directory {@code dir}, sorted; NoSuchFileException/NotDirectoryException. */
    static String[] entries(Path dir) throws IOException {
        File f = dir.toFile();
        if (!f.exists()) {
            throw new NoSuchFileException(dir.toString());
        }
        if (!f.isDirectory()) {
            throw new NotDirectoryException(dir.toString());
        }
        String[] names = f.list();
        if (names == null) {
            throw new AccessDeniedException(dir.toString());
        }
        Arrays.sort(names);
        return names;
    }

    static void checkDepth(int maxDepth) {
        if (maxDepth < 0) {
            throw new IllegalArgumentException("'maxDepth' is negative");
        }
    }

    /** Every path under {@code start} (itself first) down to {@code maxDepth}, in walk order. */
    static List<Path> paths(Path start, int maxDepth) throws IOException {
        checkDepth(maxDepth);
        UnixFileAttributes.of(start);
        List<Path> out = new ArrayList<Path>();
        collect(start, 0, maxDepth, out);
        return out;
    }

    private static void collect(Path p, int depth, int maxDepth, List<Path> out) throws IOException {
        out.add(p);
        if (depth < maxDepth && p.toFile().isDirectory()) {
            for (String name : entries(p)) {
                collect(p.resolve(name), depth + 1, maxDepth, out);
            }
        }
    }

    /** {@link Files#walkFileTree}'s walk of {@code p} at {@code depth}. */
    static FileVisitResult visit(Path p, int depth, int maxDepth, FileVisitor<? super Path> v)
            throws IOException {
        BasicFileAttributes attrs;
        try {
            attrs = UnixFileAttributes.of(p);
        } catch (IOException e) {
            return v.visitFileFailed(p, e);
        }
        if (depth >= maxDepth || !attrs.isDirectory()) {
            return v.visitFile(p, attrs);
        }
        String[] names;
        try {
            names = entries(p);
        } catch (IOException e) {
            return v.visitFileFailed(p, e);
        }
        FileVisitResult r = v.preVisitDirectory(p, attrs);
        if (r != FileVisitResult.CONTINUE) {
            return r;
        }
        for (String name : names) {
            r = visit(p.resolve(name), depth + 1, maxDepth, v);
            if (r == FileVisitResult.TERMINATE) {
                return r;
            }
            if (r == FileVisitResult.SKIP_SIBLINGS) {
                break;
            }
        }
        return v.postVisitDirectory(p, null);
    }
}
