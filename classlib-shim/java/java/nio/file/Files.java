package java.nio.file;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiPredicate;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Static file operations over {@link Path}s (rjvm shim), implemented on {@code java.io}.
 * Missing files give {@link NoSuchFileException} naming the path, as in the JDK; symbolic
 * links are always followed and file attributes are ignored.
 */
public final class Files {
    private Files() {
    }

    private static File file(Path p) {
        return p.toFile();
    }

    private static boolean has(OpenOption[] options, OpenOption o) {
        for (OpenOption x : options) {
            if (x == o) {
                return true;
            }
        }
        return false;
    }

    // ------------------------------------------------------------------ streams

    /** Opens the file for reading. */
    public static InputStream newInputStream(Path path, OpenOption... options) throws IOException {
        File f = file(path);
        if (!f.exists()) {
            throw new NoSuchFileException(path.toString());
        }
        if (f.isDirectory()) {
            throw new IOException("Is a directory");
        }
        return new FileInputStream(f);
    }

    /** Opens the file for writing (default: CREATE, TRUNCATE_EXISTING, WRITE). */
    public static OutputStream newOutputStream(Path path, OpenOption... options) throws IOException {
        File f = file(path);
        boolean exists = f.exists();
        boolean defaults = options.length == 0;
        if (has(options, StandardOpenOption.CREATE_NEW) && exists) {
            throw new FileAlreadyExistsException(path.toString());
        }
        if (!exists && !defaults && !has(options, StandardOpenOption.CREATE)
                && !has(options, StandardOpenOption.CREATE_NEW)) {
            throw new NoSuchFileException(path.toString());
        }
        File parent = f.getAbsoluteFile().getParentFile();
        if (!exists && parent != null && !parent.isDirectory()) {
            throw new NoSuchFileException(path.toString());
        }
        if (f.isDirectory()) {
            throw new FileSystemException(path.toString(), null, "Is a directory");
        }
        return new FileOutputStream(f, has(options, StandardOpenOption.APPEND));
    }

    /** A reader of the file decoded as UTF-8. */
    public static BufferedReader newBufferedReader(Path path) throws IOException {
        return newBufferedReader(path, StandardCharsets.UTF_8);
    }

    /** A reader of the file decoded with {@code cs}. */
    public static BufferedReader newBufferedReader(Path path, Charset cs) throws IOException {
        return new BufferedReader(new InputStreamReader(newInputStream(path), cs));
    }

    /** A writer to the file in UTF-8. */
    public static BufferedWriter newBufferedWriter(Path path, OpenOption... options) throws IOException {
        return newBufferedWriter(path, StandardCharsets.UTF_8, options);
    }

    /** A writer to the file encoded with {@code cs}. */
    public static BufferedWriter newBufferedWriter(Path path, Charset cs, OpenOption... options)
            throws IOException {
        return new BufferedWriter(new OutputStreamWriter(newOutputStream(path, options), cs));
    }

    // ------------------------------------------------------------------ whole files

    /** The file's bytes. */
    public static byte[] readAllBytes(Path path) throws IOException {
        InputStream in = newInputStream(path);
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buf = new byte[8192];
            int n;
            while ((n = in.read(buf)) > 0) {
                out.write(buf, 0, n);
            }
            return out.toByteArray();
        } finally {
            in.close();
        }
    }

    /** The file decoded as UTF-8. */
    public static String readString(Path path) throws IOException {
        return readString(path, StandardCharsets.UTF_8);
    }

    /** The file decoded with {@code cs}. */
    public static String readString(Path path, Charset cs) throws IOException {
        return new String(readAllBytes(path), cs);
    }

    /** The file's lines (UTF-8), without line terminators. */
    public static List<String> readAllLines(Path path) throws IOException {
        return readAllLines(path, StandardCharsets.UTF_8);
    }

    /** The file's lines decoded with {@code cs}, without line terminators. */
    public static List<String> readAllLines(Path path, Charset cs) throws IOException {
        BufferedReader r = newBufferedReader(path, cs);
        try {
            List<String> lines = new ArrayList<String>();
            String line;
            while ((line = r.readLine()) != null) {
                lines.add(line);
            }
            return lines;
        } finally {
            r.close();
        }
    }

    /** The file's lines (UTF-8) as a stream (read at once). */
    public static Stream<String> lines(Path path) throws IOException {
        return readAllLines(path).stream();
    }

    /** The file's lines decoded with {@code cs} as a stream (read at once). */
    public static Stream<String> lines(Path path, Charset cs) throws IOException {
        return readAllLines(path, cs).stream();
    }

    /** Writes {@code bytes} to the file. */
    public static Path write(Path path, byte[] bytes, OpenOption... options) throws IOException {
        OutputStream out = newOutputStream(path, options);
        try {
            out.write(bytes);
        } finally {
            out.close();
        }
        return path;
    }

    /** Writes each line followed by the line separator, in UTF-8. */
    public static Path write(Path path, Iterable<? extends CharSequence> lines, OpenOption... options)
            throws IOException {
        return write(path, lines, StandardCharsets.UTF_8, options);
    }

    /** Writes each line followed by the line separator, encoded with {@code cs}. */
    public static Path write(Path path, Iterable<? extends CharSequence> lines, Charset cs, OpenOption... options)
            throws IOException {
        BufferedWriter w = newBufferedWriter(path, cs, options);
        try {
            for (CharSequence line : lines) {
                w.append(line);
                w.newLine();
            }
        } finally {
            w.close();
        }
        return path;
    }

    /** Writes {@code csq} in UTF-8. */
    public static Path writeString(Path path, CharSequence csq, OpenOption... options) throws IOException {
        return writeString(path, csq, StandardCharsets.UTF_8, options);
    }

    /** Writes {@code csq} encoded with {@code cs}. */
    public static Path writeString(Path path, CharSequence csq, Charset cs, OpenOption... options)
            throws IOException {
        return write(path, csq.toString().getBytes(cs), options);
    }

    // ------------------------------------------------------------------ the file system

    /** True if the file exists. */
    public static boolean exists(Path path, LinkOption... options) {
        return file(path).exists();
    }

    /** True if the file surely does not exist. */
    public static boolean notExists(Path path, LinkOption... options) {
        return !file(path).exists();
    }

    /** True if the path is a directory. */
    public static boolean isDirectory(Path path, LinkOption... options) {
        return file(path).isDirectory();
    }

    /** True if the path is a regular file. */
    public static boolean isRegularFile(Path path, LinkOption... options) {
        return file(path).isFile();
    }

    /** True if the file exists and can be read. */
    public static boolean isReadable(Path path) {
        return file(path).canRead();
    }

    /** True if the file exists and can be written. */
    public static boolean isWritable(Path path) {
        return file(path).canWrite();
    }

    /** The file's size in bytes. */
    public static long size(Path path) throws IOException {
        File f = file(path);
        if (!f.exists()) {
            throw new NoSuchFileException(path.toString());
        }
        return f.length();
    }

    /** Deletes the file or empty directory. */
    public static void delete(Path path) throws IOException {
        File f = file(path);
        if (!f.exists()) {
            throw new NoSuchFileException(path.toString());
        }
        if (f.isDirectory()) {
            String[] children = f.list();
            if (children != null && children.length > 0) {
                throw new DirectoryNotEmptyException(path.toString());
            }
        }
        if (!f.delete()) {
            throw new FileSystemException(path.toString());
        }
    }

    /** Deletes the file if it exists; true if it did. */
    public static boolean deleteIfExists(Path path) throws IOException {
        if (!file(path).exists()) {
            return false;
        }
        delete(path);
        return true;
    }

    /** Creates a directory; its parent must exist. */
    public static Path createDirectory(Path dir, FileAttribute<?>... attrs) throws IOException {
        File f = file(dir);
        if (f.exists()) {
            throw new FileAlreadyExistsException(dir.toString());
        }
        if (!f.mkdir()) {
            throw new NoSuchFileException(dir.toString());
        }
        return dir;
    }

    /** Creates a directory and any missing parents. */
    public static Path createDirectories(Path dir, FileAttribute<?>... attrs) throws IOException {
        File f = file(dir);
        if (f.isDirectory()) {
            return dir;
        }
        if (f.exists()) {
            throw new FileAlreadyExistsException(dir.toString());
        }
        if (!f.mkdirs()) {
            throw new FileSystemException(dir.toString());
        }
        return dir;
    }

    /** Creates an empty file; it must not exist. */
    public static Path createFile(Path path, FileAttribute<?>... attrs) throws IOException {
        newOutputStream(path, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
        return path;
    }

    /** Creates an empty file with a fresh name in the temporary directory. */
    public static Path createTempFile(String prefix, String suffix, FileAttribute<?>... attrs) throws IOException {
        return Path.of(File.createTempFile(prefix == null ? "" : prefix, suffix).getPath());
    }

    /** Creates an empty file with a fresh name in {@code dir}. */
    public static Path createTempFile(Path dir, String prefix, String suffix, FileAttribute<?>... attrs)
            throws IOException {
        return Path.of(File.createTempFile(prefix == null ? "" : prefix, suffix, file(dir)).getPath());
    }

    /** Creates a directory with a fresh name in the temporary directory. */
    public static Path createTempDirectory(String prefix, FileAttribute<?>... attrs) throws IOException {
        File f = File.createTempFile(prefix == null ? "" : prefix, "");
        if (!f.delete() || !f.mkdir()) {
            throw new FileSystemException(f.getPath());
        }
        return Path.of(f.getPath());
    }

    /** Copies a file; the target must not exist unless REPLACE_EXISTING. */
    public static Path copy(Path source, Path target, CopyOption... options) throws IOException {
        if (!file(source).exists()) {
            throw new NoSuchFileException(source.toString());
        }
        if (file(target).exists() && !Arrays.asList(options).contains(StandardCopyOption.REPLACE_EXISTING)) {
            throw new FileAlreadyExistsException(target.toString());
        }
        write(target, readAllBytes(source));
        return target;
    }

    /** Moves (renames) a file; the target must not exist unless REPLACE_EXISTING. */
    public static Path move(Path source, Path target, CopyOption... options) throws IOException {
        if (!file(source).exists()) {
            throw new NoSuchFileException(source.toString());
        }
        if (file(target).exists()) {
            if (!Arrays.asList(options).contains(StandardCopyOption.REPLACE_EXISTING)) {
                throw new FileAlreadyExistsException(target.toString());
            }
            delete(target);
        }
        if (!file(source).renameTo(file(target))) {
            copy(source, target);
            delete(source);
        }
        return target;
    }


    // ------------------------------------------------------------------ directories and trees

    /** The entries of {@code dir} (sorted by name in rjvm; the JDK gives directory order). */
    public static DirectoryStream<Path> newDirectoryStream(Path dir) throws IOException {
        return newDirectoryStream(dir, new DirectoryStream.Filter<Path>() {
            @Override
            public boolean accept(Path entry) {
                return true;
            }
        });
    }

    /** The entries of {@code dir} whose file names match the glob pattern {@code glob}. */
    public static DirectoryStream<Path> newDirectoryStream(Path dir, String glob) throws IOException {
        if (glob.equals("*")) {
            return newDirectoryStream(dir);
        }
        final Pattern pattern = Pattern.compile(Globs.toRegex(glob));
        return newDirectoryStream(dir, new DirectoryStream.Filter<Path>() {
            @Override
            public boolean accept(Path entry) {
                return pattern.matcher(entry.getFileName().toString()).matches();
            }
        });
    }

    /** The entries of {@code dir} that {@code filter} accepts. */
    public static DirectoryStream<Path> newDirectoryStream(
            final Path dir, final DirectoryStream.Filter<? super Path> filter) throws IOException {
        final String[] names = FileTreeWalk.entries(dir);
        return new DirectoryStream<Path>() {
            private boolean obtained;
            private boolean closed;

            @Override
            public Iterator<Path> iterator() {
                if (closed) {
                    throw new IllegalStateException("Directory stream is closed");
                }
                if (obtained) {
                    throw new IllegalStateException("Iterator already obtained");
                }
                obtained = true;
                return new Iterator<Path>() {
                    private int i;
                    private Path next;

                    @Override
                    public boolean hasNext() {
                        while (next == null && !closed && i < names.length) {
                            Path p = dir.resolve(names[i++]);
                            try {
                                if (filter.accept(p)) {
                                    next = p;
                                }
                            } catch (IOException e) {
                                throw new DirectoryIteratorException(e);
                            }
                        }
                        return next != null;
                    }

                    @Override
                    public Path next() {
                        if (!hasNext()) {
                            throw new NoSuchElementException();
                        }
                        Path p = next;
                        next = null;
                        return p;
                    }
                };
            }

            @Override
            public void close() {
                closed = true;
            }
        };
    }

    /** {@code start} and every path under it, depth first (entries in name order in rjvm). */
    public static Stream<Path> walk(Path start, FileVisitOption... options) throws IOException {
        return walk(start, Integer.MAX_VALUE, options);
    }

    /** As {@link #walk(Path, FileVisitOption...)}, down to {@code maxDepth} levels. */
    public static Stream<Path> walk(Path start, int maxDepth, FileVisitOption... options)
            throws IOException {
        return FileTreeWalk.paths(start, maxDepth).stream();
    }

    /** The paths of {@link #walk} that {@code matcher} accepts with their attributes. */
    public static Stream<Path> find(
            Path start,
            int maxDepth,
            BiPredicate<Path, BasicFileAttributes> matcher,
            FileVisitOption... options)
            throws IOException {
        List<Path> found = new ArrayList<Path>();
        for (Path p : FileTreeWalk.paths(start, maxDepth)) {
            if (matcher.test(p, UnixFileAttributes.of(p))) {
                found.add(p);
            }
        }
        return found.stream();
    }

    /** Walks the tree at {@code start}, calling {@code visitor} (entries in name order in rjvm). */
    public static Path walkFileTree(Path start, FileVisitor<? super Path> visitor) throws IOException {
        return walkFileTree(start, EnumSet.noneOf(FileVisitOption.class), Integer.MAX_VALUE, visitor);
    }

    /** As {@link #walkFileTree(Path, FileVisitor)}, down to {@code maxDepth} levels. */
    public static Path walkFileTree(
            Path start, Set<FileVisitOption> options, int maxDepth, FileVisitor<? super Path> visitor)
            throws IOException {
        Objects.requireNonNull(options);
        Objects.requireNonNull(visitor);
        FileTreeWalk.checkDepth(maxDepth);
        FileTreeWalk.visit(start, 0, maxDepth, visitor);
        return start;
    }

    // ------------------------------------------------------------------ attributes

    /** The file's attributes; only {@code BasicFileAttributes} in rjvm. */
    public static <A extends BasicFileAttributes> A readAttributes(
            Path path, Class<A> type, LinkOption... options) throws IOException {
        if (type != BasicFileAttributes.class) {
            throw new UnsupportedOperationException(
                    type.getName() + " is not in rjvm's class library");
        }
        return type.cast(UnixFileAttributes.of(path));
    }

    /** When the file was last modified. */
    public static FileTime getLastModifiedTime(Path path, LinkOption... options) throws IOException {
        return UnixFileAttributes.of(path).lastModifiedTime();
    }

    /** Whether the path is a symbolic link (rjvm follows links: never). */
    public static boolean isSymbolicLink(Path path) {
        return false;
    }

    /** Whether the file is hidden: its name starts with a dot. */
    public static boolean isHidden(Path path) throws IOException {
        Path name = path.getFileName();
        return name != null && name.toString().startsWith(".");
    }

    /** Whether the file exists and can be executed. */
    public static boolean isExecutable(Path path) {
        return file(path).canExecute();
    }

    /** Whether the two paths name the same file. */
    public static boolean isSameFile(Path path, Path path2) throws IOException {
        if (path.equals(path2)) {
            return true;
        }
        return file(path).getCanonicalPath().equals(file(path2).getCanonicalPath());
    }

    /** The entries of a directory, sorted by name (the JDK gives directory order). */
    public static Stream<Path> list(Path dir) throws IOException {
        String[] children = FileTreeWalk.entries(dir);
        List<Path> paths = new ArrayList<Path>(children.length);
        for (String c : children) {
            paths.add(dir.resolve(c));
        }
        return paths.stream();
    }
}
