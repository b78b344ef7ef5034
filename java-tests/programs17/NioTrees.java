import java.io.IOException;
import java.nio.file.*;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.*;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * java.nio.file trees: Files.walk/find/walkFileTree (with the visitor's skip and terminate
 * results), directory streams with globs and filters, PathMatcher glob and regex syntax,
 * BasicFileAttributes and FileTime. Directory order differs between file systems, so every
 * listing is sorted before it is printed.
 */
public class NioTrees {
    static Path root;

    static String rel(Path p) {
        String s = root.relativize(p).toString();
        return s.isEmpty() ? "." : s;
    }

    static List<String> sorted(Stream<Path> s) {
        try (Stream<Path> t = s) {
            return t.map(NioTrees::rel).sorted().collect(Collectors.toList());
        }
    }

    static void write(String rel, String text) throws IOException {
        Path p = root.resolve(rel);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }

    public static void main(String[] args) throws IOException {
        root = Files.createTempDirectory("niotrees");
        try {
            write("a.txt", "alpha");
            write("b.java", "class B {}");
            write("src/Main.java", "class Main {}");
            write("src/util/Helper.java", "class Helper {}");
            write("src/util/notes.md", "# notes");
            write("docs/readme.txt", "read me");
            write("only/one/deep.txt", "deep");
            Files.createDirectories(root.resolve("empty"));
            walks();
            visitors();
            directoryStreams();
            matchers();
            attributes();
            errors();
        } finally {
            List<Path> all;
            try (Stream<Path> s = Files.walk(root)) {
                all = s.sorted(Comparator.reverseOrder()).collect(Collectors.toList());
            }
            for (Path p : all) {
                Files.delete(p);
            }
            System.out.println("cleaned " + Files.exists(root));
        }
    }

    static void walks() throws IOException {
        System.out.println("walk " + sorted(Files.walk(root)));
        System.out.println("walk 1 " + sorted(Files.walk(root, 1)));
        System.out.println("walk 0 " + sorted(Files.walk(root, 0)));
        System.out.println("walk file " + sorted(Files.walk(root.resolve("a.txt"))));
        System.out.println("java files " + sorted(Files.walk(root).filter(p -> p.toString().endsWith(".java"))));
        System.out.println("find dirs " + sorted(Files.find(root, 10, (p, a) -> a.isDirectory())));
        System.out.println("find big " + sorted(Files.find(root, 10, (p, a) -> a.isRegularFile() && a.size() > 8)));
        System.out.println("list " + sorted(Files.list(root)));
        long total;
        try (Stream<Path> s = Files.walk(root)) {
            total = s.filter(Files::isRegularFile).mapToLong(p -> {
                try {
                    return Files.size(p);
                } catch (IOException e) {
                    throw new RuntimeException(e);
                }
            }).sum();
        }
        System.out.println("bytes " + total);
    }

    static class Recorder extends SimpleFileVisitor<Path> {
        final List<String> events = new ArrayList<>();
        final String skipDir;
        final FileVisitResult skipResult;

        Recorder(String skipDir, FileVisitResult skipResult) {
            this.skipDir = skipDir;
            this.skipResult = skipResult;
        }

        @Override
        public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
            events.add("pre " + rel(dir));
            return rel(dir).equals(skipDir) ? skipResult : FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
            events.add("file " + rel(file) + (attrs.isDirectory() ? " dir" : " " + attrs.size()));
            return rel(file).equals(skipDir) ? skipResult : FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult postVisitDirectory(Path dir, IOException exc) throws IOException {
            events.add("post " + rel(dir));
            return super.postVisitDirectory(dir, exc);
        }

        void print(String what) {
            Collections.sort(events);
            System.out.println(what + " " + events);
        }
    }

    static void visitors() throws IOException {
        Recorder r = new Recorder("", FileVisitResult.CONTINUE);
        System.out.println("returns " + rel(Files.walkFileTree(root, r)));
        r.print("all");
        r = new Recorder("src", FileVisitResult.SKIP_SUBTREE);
        Files.walkFileTree(root, r);
        r.print("skip subtree");
        r = new Recorder("only/one", FileVisitResult.SKIP_SIBLINGS);
        Files.walkFileTree(root, r);
        r.print("skip siblings (pre)");
        r = new Recorder("only/one/deep.txt", FileVisitResult.SKIP_SIBLINGS);
        Files.walkFileTree(root, r);
        r.print("skip siblings (file)");
        r = new Recorder("only/one", FileVisitResult.TERMINATE);
        Files.walkFileTree(root.resolve("only"), r);
        r.print("terminate");
        r = new Recorder("", FileVisitResult.CONTINUE);
        Files.walkFileTree(root, EnumSet.noneOf(FileVisitOption.class), 1, r);
        r.print("depth 1");
        r = new Recorder("", FileVisitResult.CONTINUE);
        Files.walkFileTree(root.resolve("a.txt"), r);
        r.print("single file");
        List<String> deleted = new ArrayList<>();
        Path copy = root.resolve("doomed");
        Files.createDirectories(copy.resolve("x/y"));
        Files.writeString(copy.resolve("x/y/z.txt"), "z");
        Files.walkFileTree(copy, new SimpleFileVisitor<Path>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.delete(file);
                deleted.add(rel(file));
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException exc) throws IOException {
                Files.delete(dir);
                deleted.add(rel(dir));
                return FileVisitResult.CONTINUE;
            }
        });
        System.out.println("deleted " + deleted + " " + Files.exists(copy));
        try {
            Files.walkFileTree(root.resolve("nothing"), new SimpleFileVisitor<Path>() {});
        } catch (NoSuchFileException e) {
            System.out.println("visit missing: " + e.getClass().getSimpleName() + " " + rel(Path.of(e.getFile())));
        }
    }

    static void directoryStreams() throws IOException {
        List<String> names = new ArrayList<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(root)) {
            for (Path p : ds) {
                names.add(rel(p));
            }
        }
        Collections.sort(names);
        System.out.println("stream " + names);
        for (String glob : new String[] {"*.txt", "*.{java,txt}", "?.*", "[ab].*", "[!a]*", "*", "s*"}) {
            List<String> got = new ArrayList<>();
            try (DirectoryStream<Path> ds = Files.newDirectoryStream(root, glob)) {
                ds.forEach(p -> got.add(rel(p)));
            }
            Collections.sort(got);
            System.out.println("glob " + glob + " " + got);
        }
        List<String> dirs = new ArrayList<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(root, Files::isDirectory)) {
            for (Path p : ds) {
                dirs.add(rel(p));
            }
        }
        Collections.sort(dirs);
        System.out.println("filter " + dirs);
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(root.resolve("empty"))) {
            Iterator<Path> it = ds.iterator();
            System.out.println("empty " + it.hasNext());
            try {
                it.next();
            } catch (NoSuchElementException e) {
                System.out.println("next on empty: " + e.getClass().getSimpleName());
            }
            try {
                ds.iterator();
            } catch (IllegalStateException e) {
                System.out.println("again: " + e.getMessage());
            }
        }
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(root, p -> {
            throw new IOException("filter failed on " + p.getFileName());
        })) {
            ds.iterator().hasNext();
        } catch (DirectoryIteratorException e) {
            System.out.println("filter error: " + e.getCause().getMessage().startsWith("filter failed"));
        }
    }

    static void matchers() {
        FileSystem fs = FileSystems.getDefault();
        System.out.println("separator " + fs.getSeparator() + " " + fs.getPath("a", "b", "c"));
        String[][] cases = {
            {"glob:*.java", "Main.java", "src/Main.java", ".java"},
            {"glob:**/*.java", "src/Main.java", "Main.java", "a/b/c/D.java"},
            {"glob:**.java", "src/Main.java", "Main.java", "x.txt"},
            {"glob:src/*", "src/a", "src/a/b", "src"},
            {"glob:src/**", "src/a", "src/a/b", "src"},
            {"glob:?.txt", "a.txt", "ab.txt", "/.txt"},
            {"glob:[a-c]*", "apple", "dog", "cat"},
            {"glob:[!a-c]*", "apple", "dog", "cat"},
            {"glob:*.{java,class}", "A.java", "A.class", "A.jar"},
            {"glob:\\*x", "*x", "ax", "x"},
            {"glob:a+b(c)", "a+b(c)", "aab", "abc"},
            {"regex:.*\\.(md|txt)", "notes.md", "a.txt", "a.java"},
            {"REGEX:[0-9]+", "123", "12a", ""},
            {"GLOB:*.TXT", "A.TXT", "a.txt", "TXT"},
        };
        for (String[] c : cases) {
            PathMatcher m = fs.getPathMatcher(c[0]);
            StringBuilder sb = new StringBuilder(c[0]);
            for (int i = 1; i < c.length; i++) {
                sb.append(' ').append(c[i]).append('=').append(m.matches(Path.of(c[i])));
            }
            System.out.println(sb);
        }
        for (String bad : new String[] {"*.java", "foo:*.java", "glob:{a,{b}}", "glob:[abc", "glob:x\\", "glob:[a/b]", "glob:{a,b", "glob:[c-a]"}) {
            try {
                fs.getPathMatcher(bad);
                System.out.println("accepted " + bad);
            } catch (RuntimeException e) {
                System.out.println(bad + " -> " + e.getClass().getName() + ": " + e.getMessage());
            }
        }
        Path p = Path.of("dir/file.txt");
        System.out.println("same fs " + (p.getFileSystem() == fs));
    }

    static void attributes() throws IOException {
        BasicFileAttributes a = Files.readAttributes(root.resolve("a.txt"), BasicFileAttributes.class);
        System.out.println("a.txt dir=" + a.isDirectory() + " file=" + a.isRegularFile() + " link=" + a.isSymbolicLink()
            + " other=" + a.isOther() + " size=" + a.size());
        BasicFileAttributes d = Files.readAttributes(root.resolve("src"), BasicFileAttributes.class);
        System.out.println("src dir=" + d.isDirectory() + " file=" + d.isRegularFile());
        // (No real modification time is read: its value would make traces of two runs differ.)
        for (long ms : new long[] {0L, 1500L, 1700000000123L, 1700000000100L, -1L}) {
            FileTime ft = FileTime.fromMillis(ms);
            System.out.println("FileTime " + ms + " " + ft + " " + ft.to(TimeUnit.SECONDS) + " " + ft.toInstant());
        }
        System.out.println(FileTime.from(90, TimeUnit.MINUTES) + " " + FileTime.fromMillis(5).compareTo(FileTime.fromMillis(7))
            + " " + FileTime.from(java.time.Instant.ofEpochSecond(86400)));
        System.out.println("hidden " + Files.isHidden(Path.of(".git")) + " " + Files.isHidden(Path.of("git"))
            + " link " + Files.isSymbolicLink(root.resolve("a.txt")));
        System.out.println("same file " + Files.isSameFile(root.resolve("src/../a.txt"), root.resolve("a.txt")));
    }

    static void errors() throws IOException {
        try {
            Files.walk(root.resolve("missing"));
        } catch (NoSuchFileException e) {
            System.out.println("walk missing: NoSuchFileException " + rel(Path.of(e.getMessage())));
        }
        try {
            Files.walk(root, -1);
        } catch (IllegalArgumentException e) {
            System.out.println("walk -1: " + e.getMessage());
        }
        try {
            Files.newDirectoryStream(root.resolve("a.txt"));
        } catch (NotDirectoryException e) {
            System.out.println("stream of file: NotDirectoryException " + rel(Path.of(e.getMessage())));
        }
        try {
            Files.newDirectoryStream(root.resolve("missing"));
        } catch (NoSuchFileException e) {
            System.out.println("stream of missing: NoSuchFileException " + rel(Path.of(e.getMessage())));
        }
        try {
            Files.readAttributes(root.resolve("missing"), BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            System.out.println("attributes of missing: NoSuchFileException");
        }
    }
}
